/**
 * GraphQL over HTTP on node:http: graphql-http's own handler (its Accept negotiation, request
 * parsing, the spec's status codes) inside http middleware, in order: the body size limit (413), the
 * caller's turn (a signed-in user's, else the visitor address's: http/user-turns.ts; a full line is 429
 * RATE_LIMITED), the caller's share of the database (storage/fair-gate.ts), an idempotent mutation's
 * replay or record (idempotency.ts), then the answer's caching (public-answers.ts: public reference
 * data may be kept by caches, with an ETag and 304s; nothing else) and compression (http/encoding.ts).
 * Inside graphql-http: query limits (400, see limits.ts), input refusals folded into BAD_USER_INPUT
 * (input-errors.ts) and internal errors masked (errors.ts); its answer then gets the API's status
 * (500/503 for faults) and answer size limit (400 ANSWER_TOO_LARGE) from answer-status.ts.
 */
import { AUTH_HEADER } from '../../src/api-call/headers';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult, GraphQLSchema, ValidationRule } from 'graphql';
import { VISITOR, type Identity } from '../auth/tokens';
import type { Storage } from '../storage';
import { createIdempotency, type Answer, type RequestScope } from './idempotency';
import { createHandler } from 'graphql-http';
import { readBody } from '../http/body';
import { sendCompressed } from '../http/encoding';
import { setHeaders, type HeaderList } from '../http/header-list';
import { HttpError, sendJson } from '../http/respond';
import type { RequestContext } from './context';
import { createErrorFormatter, errorBody } from './errors';
import type { Log } from '../log';
import { createCachedValidator } from './input-errors';
import { createLimitedParser, type QueryLimits } from './limits';
import type { UserTurns } from '../http/user-turns';
import { addressOf } from '../http/rate-limit';
import type { FairGate } from '../storage/fair-gate';
import { finishAnswer, noteOutcome, type Outcome } from './answer-status';
import { answerCaching, NO_STORE } from './public-answers';
import { addVaryTo } from '../http/header-list';

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** The context of one request, from its auth-token header (and, for an idempotent mutation, its caller and transaction). */
  createContext: (scope: RequestScope) => RequestContext;
  /** Who the token belongs to: verified once per request, for the user's turns, idempotency keys (kept per caller) and the resolvers. Asked only when there is one (without, a VISITOR). */
  identify: (token: string | undefined) => Promise<Identity>;
  storage: Storage;
  /** The mutations that only write: an idempotent one is saved with its answer in one statement (idempotency.ts). */
  writeOnlyMutations?: ReadonlySet<string>;
  /** Validation rules besides GraphQL's own (production: no introspection). */
  validationRules?: readonly ValidationRule[];
  /** Production: no "Did you mean …?" hints in errors. */
  hideSchema?: boolean;
  limits: QueryLimits;
  maxBodyBytes: number;
  /** The turns of each caller's requests, a signed-in user's or a visitor address's (http/user-turns.ts); absent: none are taken. */
  userTurns?: UserTurns;
  /** Each caller's fair share of the database's connections (storage/fair-gate.ts); absent: none is kept. */
  databaseGate?: FairGate;
  /** Take a visitor's address from X-Forwarded-For (behind a load balancer that writes it; see rate-limit.ts). */
  trustProxy?: boolean;
  development: boolean;
  log: Log;
}

/** A request's handler, given the headers every answer carries (http/app.ts) to write with its own. */
type NodeHandler = (req: IncomingMessage, res: ServerResponse, headers: HeaderList) => Promise<void>;

/** Seconds a client is asked to wait when its line of requests is full. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** What graphql-http carries for one request: its scope, and where onOperation notes the outcome. */
interface Exchange {
  scope: RequestScope;
  outcome?: Outcome;
}

/**
 * The request body for graphql-http, its JSON parsed once and shared with the idempotency check:
 * graphql-http takes a function giving the parsed value, with the same refusals as for the text
 * (a JSON string is handed over as text, which it then refuses as not an object).
 */
type BodyParser = () => string | Record<string, unknown> | null;

function parsedOnce(body: string | null): { body: string | null | BodyParser; json: () => unknown } {
  if (!body) return { body, json: () => undefined };
  let parsed: { value: unknown } | null | undefined;
  const parse = (): { value: unknown } | null => {
    if (parsed === undefined) {
      try {
        parsed = { value: JSON.parse(body) as unknown };
      } catch {
        parsed = null;
      }
    }
    return parsed;
  };
  return {
    body: () => {
      const result = parse();
      if (!result) throw new Error('Unparsable JSON body');
      // Not always an object: graphql-http refuses what is not one ('JSON body must be an object').
      return (typeof result.value === 'string' ? body : result.value) as ReturnType<BodyParser>;
    },
    json: () => parse()?.value,
  };
}

/**
 * graphql-http's handler, untouched, its answer finished with the API's status and size limit
 * (answer-status.ts): the answer to one request in a scope, its body given already read.
 */
function createAnswerer(options: GraphQLHandlerOptions, parse: ReturnType<typeof createLimitedParser>) {
  const formatError = createErrorFormatter({
    development: options.development,
    hideSchema: options.hideSchema,
    log: options.log,
  });
  const handle = createHandler<IncomingMessage, Exchange, RequestContext>({
    schema: options.schema,
    parse,
    validate: createCachedValidator(),
    validationRules: options.validationRules ?? [],
    context: (req) => options.createContext(req.context.scope),
    onOperation: (req, args, result) => {
      req.context.outcome = { query: false, refused: false, failure: null };
      return noteOutcome(req.context.outcome, args, result as ExecutionResult);
    },
    formatError,
  });
  return async (req: IncomingMessage, body: BodyParser | string | null, exchange: Exchange): Promise<Answer> => {
    const [answerBody, init] = await handle({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body,
      raw: req,
      context: exchange,
    });
    // graphql-http makes each answer's headers afresh, a plain object of strings: they are this answer's own.
    const answer: Answer = [
      answerBody,
      { status: init.status, statusText: init.statusText, headers: (init.headers ?? {}) as Record<string, string> },
    ];
    return finishAnswer(answer, exchange.outcome, options.limits.maxAnswerBytes);
  };
}

/**
 * The GraphQL endpoint as http middleware around graphql-http's answer: the body limit (413), the
 * user's turn (429), an idempotent mutation's replay or record, then the answer compressed.
 */
export function createGraphQLHandler(options: GraphQLHandlerOptions): NodeHandler {
  const parse = createLimitedParser(options.limits, options.schema);
  const answer = createAnswerer(options, parse);
  const answerOnce = createIdempotency({
    storage: options.storage,
    parse,
    writeOnlyMutations: options.writeOnlyMutations,
  });

  return async (req, res, headers) => {
    let body: string | null = null;
    if (req.method === 'POST') {
      try {
        body = await readBody(req, options.maxBodyBytes);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        setHeaders(res, headers);
        return sendJson(res, error.status, errorBody(error.message, error.code), { 'cache-control': NO_STORE });
      }
    }
    const header = req.headers[AUTH_HEADER];
    const token = typeof header === 'string' && header ? header : undefined;
    // Verified once: the turns are per user, and the resolvers use the same identity. No token, nothing to verify.
    const identity = token === undefined ? VISITOR : await options.identify(token);
    // Who the turns, the answer budget and the share of the database belong to: the user, else the address.
    const user = identity.kind === 'user';
    const caller = user ? `user:${identity.userId}` : `address:${addressOf(req, options.trustProxy ?? false)}`;
    const turns = options.userTurns;
    const turn = turns ? await turns.take(caller, res) : undefined;
    if (turn === null) {
      const { running, waiting } = turns?.options ?? { running: 0, waiting: 0 };
      const message = `Too many requests at once from this ${user ? 'user' : 'address'}: ${running} are served at a time and ${waiting} may wait; try again in ${BUSY_RETRY_AFTER_SECONDS} s`;
      setHeaders(res, headers);
      return sendJson(res, 429, errorBody(message, 'RATE_LIMITED'), {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
        'cache-control': NO_STORE,
      });
    }
    // The turn ends with the request's work, whether or not its client is still there to read the answer.
    try {
      const request = parsedOnce(body);
      const gate = options.databaseGate;
      const storage = (gate && options.storage.gated?.((work) => gate.run(caller, work))) ?? options.storage;
      // The exchange last run: what its operation came to decides the answer's caching (public-answers.ts).
      let exchange: Exchange = { scope: { token, identity } };
      const run = (scope: RequestScope) => answer(req, request.body, (exchange = { scope }));
      const [responseBody, init] = await (answerOnce(req.headers, request.json, token, identity, run, storage) ??
        run({ token, identity, storage }));
      // Public reference data may be cached and revalidated; nothing else by any cache (public-answers.ts).
      const caching = answerCaching(req, [responseBody, init], exchange.outcome);
      // The request costs what it returns: its answer is paid from the caller's budget (http/user-turns.ts); a 304
      // returns no body, and costs nothing.
      turn?.spend(caching.notModified ? 0 : Buffer.byteLength(responseBody ?? ''));
      for (const name of caching.vary) addVaryTo(headers, name);
      // A 304 carries the answer's validators, Cache-Control and Vary again (RFC 9110 §15.4.5), without a body.
      if (caching.notModified)
        return void res.writeHead(304, headers.concat(Object.entries(caching.headers).flat())).end();
      sendCompressed(
        res,
        req.headers['accept-encoding'],
        init.status,
        init.statusText,
        responseBody ?? '',
        { ...init.headers, ...caching.headers },
        headers,
      );
    } finally {
      turn?.end();
    }
  };
}
