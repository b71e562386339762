/**
 * Idempotent mutations: a mutation sent with an `Idempotency-Key` header (1–255 visible ASCII
 * characters, such as a UUID) by a signed-in caller runs at most once per caller and key in 24 h.
 *
 * - The mutation, and its answer recorded under (caller, key) with a hash of the request, are saved
 *   in one transaction (Storage.unitOfWork): the answer is there exactly when the changes are.
 * - A repeat with the same key and the same request (query, operationName, variables) gets the
 *   recorded answer, with `Idempotent-Replayed: true`, and runs nothing. A repeat arriving while the
 *   first is still running waits for it (the database holds the second at the key's row).
 * - The same key with a different request is refused: 422 IDEMPOTENCY_KEY_REUSED.
 * - An answer of 500 or more is not kept: the whole request is rolled back, so a retry runs afresh.
 * - Keys are kept in the database, so replicas over one PostgreSQL share them.
 * - A mutation that only writes (its root fields all in IdempotencyOptions.writeOnlyMutations, such as
 *   a signed-in calculation's save) runs first with its writes held (Storage.holdWrites), and is saved
 *   with its answer in one statement, a single round trip (IdempotencyStore.recordWith). When that
 *   statement fails (the key is taken, the cap refuses the save, the user saved an equal calculation...) it
 *   saved nothing, and the mutation runs again as any other, answering as it would have.
 * - Visitors: their calls save nothing (a visitor's calculation is computed, not stored), so running
 *   one again is the same as replaying it; their key is checked for form and otherwise has no effect.
 *   Queries ignore the key.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { DocumentNode } from 'graphql';
import { IDEMPOTENCY_HEADER as SENT_IDEMPOTENCY_HEADER } from '../../src/api-call/headers';
import type { Identity } from '../auth/tokens';
import type { Storage, StoredAnswer } from '../storage';
import { DatabaseUnavailableError } from '../storage/errors';
import { errorBody, UNAVAILABLE_MESSAGE } from './errors';
import { getOperationAST } from './runtime';

/** The request header of a mutation's key, as Node gives header names: lower case (the clients send src/api-call's). */
export const IDEMPOTENCY_HEADER = SENT_IDEMPOTENCY_HEADER.toLowerCase();
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY = /^[\x21-\x7e]{1,255}$/;

/** What a request runs with, besides the request itself: its token, and on the idempotent path the caller and the transaction's storage. */
export interface RequestScope {
  token: string | undefined;
  identity?: Identity;
  storage?: Storage;
}

/** An answer: its body and status line, as graphql-http gives them. */
export type Answer = [string | null, { status: number; statusText: string; headers: Record<string, string> }];

const JSON_TYPE = 'application/json; charset=utf-8';

const refusal = (
  status: number,
  message: string,
  code: 'INVALID_IDEMPOTENCY_KEY' | 'IDEMPOTENCY_KEY_REUSED',
): Answer => [
  errorBody(message, code),
  { status, statusText: STATUS_CODES[status] ?? '', headers: { 'content-type': JSON_TYPE } },
];

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface MutationRequest {
  query: string;
  operationName: unknown;
  variables: unknown;
}

/** The request when it is a mutation; undefined for anything else (graphql-http then answers as usual). */
function mutationRequest(
  json: unknown,
  parse: (query: string) => DocumentNode,
): { request: MutationRequest; rootFields: string[] | null } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  try {
    const { query, operationName, variables } = json as Record<string, unknown>;
    if (typeof query !== 'string') return undefined;
    const operation = getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined);
    if (operation?.operation !== 'mutation') return undefined;
    const { selections } = operation.selectionSet;
    return {
      request: { query, operationName: operationName ?? null, variables: variables ?? null },
      // Null when a fragment stands at the root: its fields are not named here.
      rootFields: selections.every((selection) => selection.kind === 'Field')
        ? selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : ''))
        : null,
    };
  } catch {
    return undefined;
  }
}

/** Thrown out of the transaction to roll it back while still sending the answer. */
class NotKept extends Error {
  constructor(readonly answer: Answer) {
    super('not kept');
  }
}

/** A failure's answer without the data of what was rolled back. */
function rolledBack(answer: Answer): Answer {
  const [, init] = answer;
  const body =
    init.status === 503
      ? errorBody(UNAVAILABLE_MESSAGE, 'UNAVAILABLE')
      : errorBody('Internal server error', 'INTERNAL');
  return [body, { ...init, headers: { ...init.headers, 'content-type': JSON_TYPE } }];
}

/** What is recorded of an answer: a failure's (500 or more) never is. */
const recorded = ([body, init]: Answer): StoredAnswer => ({
  status: init.status,
  contentType: init.headers['content-type'] ?? JSON_TYPE,
  body: body ?? '',
});

export interface IdempotencyOptions {
  storage: Storage;
  /** The server's (limited, caching) parser. */
  parse: (query: string) => DocumentNode;
  /**
   * The mutations whose resolvers only write, through SqlExecutor.write, and do nothing else before or
   * after (no read, no e-mail): run with their writes held, they are saved in one statement. A mutation
   * named here that reads anyway is still answered right, after running twice.
   */
  writeOnlyMutations?: ReadonlySet<string>;
}

/** The caller, key and request of an idempotent mutation. */
interface Claim {
  caller: string;
  key: string;
  requestHash: string;
}

/**
 * The answer of a write-only mutation, run with its writes held and saved with its record in one
 * statement; undefined when it has to run as a unit of work instead (it asked for more than writes,
 * it failed, or the statement failed and so saved nothing: the key was taken, or a write was refused).
 */
async function savedInOneStatement(
  storage: Storage,
  claim: Claim,
  run: (storage: Storage) => Promise<Answer>,
): Promise<Answer | undefined> {
  const held = storage.holdWrites();
  const answer = await run(held.storage);
  const writes = held.writes();
  if (writes === null || answer[1].status >= 500) return undefined;
  try {
    await storage.idempotency.recordWith(claim.caller, claim.key, claim.requestHash, recorded(answer), writes);
    return answer;
  } catch (error) {
    // The connection failed: whether the statement was saved is not known, and a retry with the key finds out.
    if (error instanceof DatabaseUnavailableError) throw error;
    return undefined;
  }
}

/**
 * Returns `answerOnce(headers, json, token, identity, run)`, `json` giving the body's parsed JSON and
 * `identity` whom the token names: the answer of an idempotent mutation (running it with `run` at
 * most once), or undefined at once when the request is not one (the caller runs it as usual, with
 * nothing more to wait for: a visitor's calculation, the busiest call, takes this way).
 */
export function createIdempotency(options: IdempotencyOptions) {
  const answerOnce = async (
    storage: Storage,
    caller: string,
    key: string,
    mutation: NonNullable<ReturnType<typeof mutationRequest>>,
    token: string | undefined,
    identity: Identity,
    run: (scope: RequestScope) => Promise<Answer>,
  ): Promise<Answer> => {
    const requestHash = createHash('sha256').update(stableJson(mutation.request)).digest('hex');
    const writeOnly = options.writeOnlyMutations;
    if (writeOnly && mutation.rootFields?.every((field) => writeOnly.has(field))) {
      const saved = await savedInOneStatement(storage, { caller, key, requestHash }, (held) =>
        run({ token, identity, storage: held }),
      );
      if (saved) return saved;
    }
    try {
      return await storage.unitOfWork(async (unit) => {
        const claim = await unit.idempotency.claim(caller, key, requestHash);
        if (claim.kind === 'other-request') {
          return refusal(
            422,
            'This Idempotency-Key was used for a different request in the last 24 hours: send a new key with each new request',
            'IDEMPOTENCY_KEY_REUSED',
          );
        }
        if (claim.kind === 'answered') {
          const { status, contentType, body: stored } = claim.answer;
          return [
            stored,
            {
              status,
              statusText: STATUS_CODES[status] ?? '',
              headers: { 'content-type': contentType, [REPLAYED_HEADER]: 'true' },
            },
          ] satisfies Answer;
        }
        const answer = await run({ token, identity, storage: unit });
        if (answer[1].status >= 500) throw new NotKept(rolledBack(answer));
        await unit.idempotency.answer(caller, key, recorded(answer));
        return answer;
      });
    } catch (error) {
      if (error instanceof NotKept) return error.answer;
      throw error;
    }
  };
  return (
    headers: IncomingHttpHeaders,
    json: () => unknown,
    token: string | undefined,
    identity: Identity,
    run: (scope: RequestScope) => Promise<Answer>,
    /** The request's storage: its caller's share of the connections (default the server's). */
    storage: Storage = options.storage,
  ): Promise<Answer> | undefined => {
    const key = headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return undefined;
    if (typeof key !== 'string' || !KEY.test(key)) {
      return Promise.resolve(
        refusal(
          400,
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID',
          'INVALID_IDEMPOTENCY_KEY',
        ),
      );
    }
    // Only a user's calls save anything: a visitor's well-formed key has no effect (see above).
    if (identity.kind !== 'user') return undefined;
    const mutation = mutationRequest(json(), options.parse);
    return mutation && answerOnce(storage, `user:${identity.userId}`, key, mutation, token, identity, run);
  };
}
