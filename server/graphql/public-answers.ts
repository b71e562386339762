/**
 * HTTP caching of GraphQL answers: which answers any cache may keep, and the headers each carries.
 *
 * An answer is public when it is the same for everyone: a GET (graphql-http runs only queries over
 * GET) carrying no credentials, answered 200 without errors, of a query selecting only the root
 * fields of public-fields.ts (and `__typename`). It carries `Cache-Control: public, max-age=300`, a
 * strong ETag of its representation (http/cache-validators.ts) and `Vary: Accept, Accept-Encoding`
 * (graphql-http picks the media type by Accept, and the coding follows Accept-Encoding); a request
 * whose If-None-Match names that ETag is answered 304 without a body.
 *
 * Every other answer (signed-in, POST, mutations, errors, any other field) carries
 * `Cache-Control: no-store`: an answer for one signed-in user must never be kept by a shared cache
 * and handed to another, nor left in a browser's cache on a shared computer.
 *
 * Nothing here is kept between requests: with several replicas, each decides alike from the request
 * and the answer, and the ETag, made from the answer's bytes, is the same whichever replica answers.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { DocumentNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { AUTH_HEADER } from '../../src/api-call/headers';
import { entityTag, matchesIfNoneMatch } from '../http/cache-validators';
import { answerEncoding } from '../http/encoding';
import type { Outcome } from './answer-status';
import type { Answer } from './idempotency';
import { PUBLIC_ROOT_FIELDS } from './public-fields';
import { Kind } from './runtime';

/**
 * Five minutes: the catalogues change only with a deploy (or a restart given other ones), so this is
 * how long a browser or CDN may go on showing the previous catalogue after one, in exchange for not
 * asking again for every page view; after it, asking again costs a 304 while the answer is unchanged.
 */
export const PUBLIC_MAX_AGE_SECONDS = 300;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
/** Every answer that is not public: kept by no cache at all, not even the browser's. */
export const NO_STORE = 'no-store';

/**
 * Whether every root field `operation` selects is public, through the fragments it spreads and
 * inline; a field under @skip or @include counts as selected. `__typename` is the same for everyone.
 */
export function selectsOnlyPublicFields(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  publicFields: ReadonlySet<string> = PUBLIC_ROOT_FIELDS,
): boolean {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  const walked = new Set<string>();
  const onlyPublic = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === '__typename' || publicFields.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return onlyPublic(selection.selectionSet);
      const name = selection.name.value;
      if (walked.has(name)) return true; // Validation refuses cycles; each fragment is looked at once.
      walked.add(name);
      const fragment = fragments.get(name);
      return fragment !== undefined && onlyPublic(fragment);
    });
  return onlyPublic(operation.selectionSet);
}

/** The request as the caching decision needs it. */
export interface AskedRequest {
  method?: string;
  headers: IncomingHttpHeaders;
}

/**
 * Whether an answer may be kept by any cache (see above). A request carrying the auth-token header,
 * or an Authorization header (a proxy's, say), is never public, whatever their value: a cache must
 * not decide whether it was signed in.
 */
export function isPublicAnswer(request: AskedRequest, status: number, outcome: Outcome | undefined): boolean {
  return (
    request.method === 'GET' &&
    request.headers[AUTH_HEADER] === undefined &&
    request.headers.authorization === undefined &&
    status === 200 &&
    outcome?.clean !== undefined &&
    outcome.operation?.operation === 'query' &&
    outcome.document !== undefined &&
    selectsOnlyPublicFields(outcome.document, outcome.operation)
  );
}

/** How an answer is to be cached. */
export interface Caching {
  /** Cache-Control, and a public answer's ETag: sent with the answer, and with its 304. */
  headers: Readonly<Record<string, string>>;
  /** The request headers a public answer varies with, for its Vary (besides Origin, which every answer names). */
  vary: readonly string[];
  /** The request's If-None-Match names the answer's ETag: the client has it, answer 304 without a body. */
  notModified: boolean;
}

const PRIVATE: Caching = Object.freeze({
  headers: Object.freeze({ 'cache-control': NO_STORE }),
  vary: [],
  notModified: false,
});
const PUBLIC_VARY: readonly string[] = Object.freeze(['Accept', 'Accept-Encoding']);

/**
 * The caching of `answer` to `request`, `outcome` what its operation came to (answer-status.ts).
 * The ETag names the coding the answer goes in (http/encoding.ts answerEncoding), worked out before
 * compressing, so a 304 costs no compression.
 */
export function answerCaching(request: AskedRequest, [body, init]: Answer, outcome: Outcome | undefined): Caching {
  if (body === null || !isPublicAnswer(request, init.status, outcome)) return PRIVATE;
  const contentType = init.headers['content-type'] ?? '';
  const encoding = answerEncoding(request.headers['accept-encoding'], Buffer.byteLength(body), contentType);
  const etag = entityTag(body, contentType, encoding);
  return {
    headers: { 'cache-control': PUBLIC_CACHE_CONTROL, etag },
    vary: PUBLIC_VARY,
    notModified: matchesIfNoneMatch(request.headers['if-none-match'], etag),
  };
}
