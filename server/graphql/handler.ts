/**
 * GraphQL over HTTP on node:http with graphql-http: POST for everything, GET for queries, the
 * spec's status codes. Around it: a body size limit (413), query limits (400, see limits.ts),
 * input refusals folded into BAD_USER_INPUT (input-errors.ts), internal errors masked and answered
 * 500/503 (errors.ts), and mutations with an Idempotency-Key run at most once (idempotency.ts).
 * A signed-in user's requests take turns (http/user-turns.ts: a full line is 429 RATE_LIMITED), and
 * a query's answer larger than limits.maxAnswerBytes is refused instead of sent (400 ANSWER_TOO_LARGE).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult, GraphQLSchema, ValidationRule } from 'graphql';
import type { Identity } from '../auth/tokens';
import type { Storage } from '../storage';
import { createIdempotency, type Answer, type RequestScope } from './idempotency';
import { createHandler, type OperationArgs } from 'graphql-http';
import { readBody } from '../http/body';
import { compressAnswer } from '../http/encoding';
import { HttpError, RETRY_AFTER_SECONDS, sendJson } from '../http/respond';
import type { RequestContext } from './context';
import { createErrorFormatter, errorBody, failureStatus } from './errors';
import { GraphQLError } from './runtime';
import type { Log } from '../log';
import { createCachedValidator, foldInputErrors } from './input-errors';
import { createLimitedParser, sizeShown, type QueryLimits } from './limits';
import type { UserTurns } from '../http/user-turns';
import { getOperationAST } from './runtime';

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** The context of one request, from its auth-token header (and, for an idempotent mutation, its caller and transaction). */
  createContext: (scope: RequestScope) => RequestContext;
  /** Who the token belongs to: verified once per request, for the user's turns, idempotency keys (kept per caller) and the resolvers. */
  identify: (token: string | undefined) => Promise<Identity>;
  storage: Storage;
  /** Validation rules besides GraphQL's own (production: no introspection). */
  validationRules?: readonly ValidationRule[];
  /** Production: no "Did you mean …?" hints in errors. */
  hideSchema?: boolean;
  limits: QueryLimits;
  maxBodyBytes: number;
  /** The turns of signed-in users' requests (http/user-turns.ts); absent: none are taken. */
  userTurns?: UserTurns;
  development: boolean;
  log: Log;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * The content type graphql-http answers with (its own negotiation, in order): the newer media type
 * when the client names it first; a charset other than UTF-8 passes an entry over; null when nothing
 * named is acceptable (graphql-http answers 406).
 */
function negotiate(accept: string | undefined): string | null {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) || 'charset=utf-8';
    if (type === GRAPHQL_RESPONSE && charset === 'charset=utf-8') return `${GRAPHQL_RESPONSE}; charset=utf-8`;
    if (
      (type === 'application/json' || type === 'application/*' || type === '*/*') &&
      (charset === 'charset=utf-8' || charset === 'charset=utf8')
    ) {
      return 'application/json; charset=utf-8';
    }
  }
  return null;
}

const contentTypeFor = (accept: string | undefined): string => negotiate(accept) ?? 'application/json; charset=utf-8';

const answersGraphQLResponse = (accept: string | undefined): boolean =>
  contentTypeFor(accept).startsWith(GRAPHQL_RESPONSE);

/**
 * A result without data means the request itself was refused (variables that do not fit their
 * types). graphql-http would answer 200 whatever was accepted; the spec wants 400 for
 * application/graphql-response+json, and the API wants the refusal as BAD_USER_INPUT.
 */
function requestErrorResponse(
  accept: string | undefined,
  args: Pick<OperationArgs<RequestContext>, 'document' | 'schema'>,
  result: ExecutionResult,
): Answer | undefined {
  if (result.data !== undefined || !result.errors?.length) return undefined;
  const body = JSON.stringify({ errors: foldInputErrors(result.errors, args.document, args.schema) });
  const strict = answersGraphQLResponse(accept);
  return [
    body,
    {
      status: strict ? 400 : 200,
      statusText: strict ? 'Bad Request' : 'OK',
      headers: { 'content-type': contentTypeFor(accept) },
    },
  ];
}

/**
 * A result carrying an error the server did not mean to send answers honestly: 503 UNAVAILABLE
 * when the database could not be reached (with Retry-After), 500 INTERNAL otherwise, so clients
 * retry and show downtime instead of reading a 200.
 */
function failureResponse(
  accept: string | undefined,
  result: ExecutionResult,
  format: (error: GraphQLError) => unknown,
): Answer | undefined {
  const status = failureStatus(result.errors);
  if (status === null) return undefined;
  const body = JSON.stringify({ ...result, errors: result.errors?.map(format) });
  const headers: Record<string, string> = { 'content-type': contentTypeFor(accept) };
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return [body, { status, statusText: status === 503 ? 'Service Unavailable' : 'Internal Server Error', headers }];
}

/** graphql-http's JSON replacer: an Error that is not a GraphQLError is sent as its message only. */
const errorMessagesOnly = (_key: string, value: unknown): unknown =>
  value instanceof Error && !(value instanceof GraphQLError) ? { message: value.message } : value;

/**
 * Any other result, as graphql-http would send it (200, its errors formatted). One without errors
 * is serialised without the replacer, which only rewrites Error objects: called for every value, it
 * cost more than the rest of the answer's serialisation.
 */
function resultResponse(
  accept: string | undefined,
  result: ExecutionResult,
  format: (error: GraphQLError) => unknown,
): Answer {
  const body = result.errors
    ? JSON.stringify({ ...result, errors: result.errors.map(format) }, errorMessagesOnly)
    : JSON.stringify(result);
  return [body, { status: 200, statusText: 'OK', headers: { 'content-type': contentTypeFor(accept) } }];
}

/** Seconds a client is asked to wait when its line of requests is full. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The refusal of a query whose answer came out larger than `maxBytes` (the cost check counts what an
 * answer could hold, limits.ts; this is the backstop should it count short). A mutation's answer is
 * always sent: what it changed is saved, and its answer is bounded by what it was sent.
 */
function oversizeResponse(
  accept: string | undefined,
  args: Pick<OperationArgs<RequestContext>, 'document' | 'operationName'>,
  [body]: Answer,
  maxBytes: number,
): Answer | undefined {
  // A character is at most 3 bytes of UTF-8: most answers are measured by their length alone.
  if (body === null || body.length * 3 <= maxBytes) return undefined;
  const bytes = Buffer.byteLength(body);
  if (bytes <= maxBytes || getOperationAST(args.document, args.operationName)?.operation !== 'query') return undefined;
  const message = `The answer is too large: ${sizeShown(bytes)}; the limit is ${sizeShown(maxBytes)} (ask for smaller pages with first, fewer aliases, or fewer fields)`;
  return [
    errorBody(message, 'ANSWER_TOO_LARGE'),
    { status: 400, statusText: 'Bad Request', headers: { 'content-type': contentTypeFor(accept) } },
  ];
}

/** The answer to an executed operation (graphql-http's own serves only requests refused before). */
function executedResponse(
  accept: string | undefined,
  args: Pick<OperationArgs<RequestContext>, 'document' | 'schema' | 'operationName'>,
  result: ExecutionResult,
  format: (error: GraphQLError) => unknown,
  maxAnswerBytes: number,
): Answer {
  const answer =
    requestErrorResponse(accept, args, result) ??
    failureResponse(accept, result, format) ??
    resultResponse(accept, result, format);
  return oversizeResponse(accept, args, answer, maxAnswerBytes) ?? answer;
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

export function createGraphQLHandler(options: GraphQLHandlerOptions): NodeHandler {
  const formatError = createErrorFormatter({
    development: options.development,
    hideSchema: options.hideSchema,
    log: options.log,
  });
  const parse = createLimitedParser(options.limits, options.schema);
  const handle = createHandler<IncomingMessage, RequestScope, RequestContext>({
    schema: options.schema,
    parse,
    validate: createCachedValidator(),
    validationRules: options.validationRules ?? [],
    context: (req) => options.createContext(req.context),
    onOperation: (req, args, result) =>
      executedResponse(
        req.raw.headers.accept,
        args,
        result as ExecutionResult,
        formatError,
        options.limits.maxAnswerBytes,
      ),
    formatError,
  });
  const answerOnce = createIdempotency({ storage: options.storage, parse });

  return async (req, res) => {
    let body: string | null = null;
    if (req.method === 'POST') {
      try {
        body = await readBody(req, options.maxBodyBytes);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return sendJson(res, error.status, errorBody(error.message, error.code));
      }
    }
    const header = req.headers['auth-token'];
    const token = typeof header === 'string' && header ? header : undefined;
    // Verified once: the turns are per user, and the resolvers use the same identity.
    const identity = await options.identify(token);
    const turns = options.userTurns;
    const turn = identity.kind === 'user' && turns ? await turns.take(identity.userId, res) : undefined;
    if (turn === null) {
      const { running, waiting } = turns?.options ?? { running: 0, waiting: 0 };
      const message = `Too many requests at once from this user: ${running} are served at a time and ${waiting} may wait; try again in ${BUSY_RETRY_AFTER_SECONDS} s`;
      return sendJson(res, 429, errorBody(message, 'RATE_LIMITED'), {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    const request = parsedOnce(body);
    const run = async (scope: RequestScope): Promise<Answer> => {
      const [answerBody, init] = await handle({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: request.body,
        raw: req,
        context: scope,
      });
      return [
        answerBody,
        {
          status: init.status,
          statusText: init.statusText,
          headers: { ...(init.headers as Record<string, string> | undefined) },
        },
      ];
    };
    const [responseBody, init] =
      (await answerOnce(req.headers, request.json, token, identity, run)) ?? (await run({ token, identity }));
    const bytes = Buffer.byteLength(responseBody ?? '');
    // The request costs what it returns: its answer is paid from the user's budget (http/user-turns.ts).
    turn?.spend(bytes);
    const answer = compressAnswer(res, req.headers['accept-encoding'], responseBody ?? '', init.headers);
    // With its length the head and a text body go out in one write (without it: chunks, in a writev).
    answer.headers['content-length'] ??= String(typeof answer.body === 'string' ? bytes : answer.body.length);
    res.writeHead(init.status, init.statusText, answer.headers).end(answer.body);
  };
}
