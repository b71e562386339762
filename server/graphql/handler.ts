/**
 * GraphQL over HTTP on node:http with graphql-http: POST for everything, GET for queries, the
 * spec's status codes. Around it: a body size limit (413), query limits (400, see limits.ts),
 * input refusals folded into BAD_USER_INPUT (input-errors.ts), internal errors masked and answered
 * 500/503 (errors.ts), and mutations with an Idempotency-Key run at most once (idempotency.ts).
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
import type { GraphQLError } from './runtime';
import type { Log } from '../log';
import { createCachedValidator, foldInputErrors } from './input-errors';
import { createLimitedParser, type QueryLimits } from './limits';

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** The context of one request, from its auth-token header (and, for an idempotent mutation, its caller and transaction). */
  createContext: (scope: RequestScope) => RequestContext;
  /** Who the token belongs to (for idempotency keys, which are kept per caller). */
  identify: (token: string | undefined) => Promise<Identity>;
  storage: Storage;
  /** Validation rules besides GraphQL's own (production: no introspection). */
  validationRules?: readonly ValidationRule[];
  /** Production: no "Did you mean …?" hints in errors. */
  hideSchema?: boolean;
  limits: QueryLimits;
  maxBodyBytes: number;
  development: boolean;
  log: Log;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * The media type graphql-http answers with (its own negotiation, in order): the newer one when the
 * client names it first; a charset other than UTF-8 passes an entry over.
 */
function answersGraphQLResponse(accept: string | undefined): boolean {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) || 'charset=utf-8';
    if (type === GRAPHQL_RESPONSE && charset === 'charset=utf-8') return true;
    if ((type === 'application/json' || type === 'application/*' || type === '*/*') && (charset === 'charset=utf-8' || charset === 'charset=utf8')) return false;
  }
  return false;
}

/** The content type of an answer, by Accept header: the last few kept, since a client sends the same one every time. */
const contentTypes = new Map<string | undefined, string>();
const KEPT_CONTENT_TYPES = 32;

function contentTypeFor(accept: string | undefined): string {
  let type = contentTypes.get(accept);
  if (type === undefined) {
    type = `${answersGraphQLResponse(accept) ? GRAPHQL_RESPONSE : 'application/json'}; charset=utf-8`;
    if (contentTypes.size >= KEPT_CONTENT_TYPES) contentTypes.clear();
    contentTypes.set(accept, type);
  }
  return type;
}

/**
 * A result without data means the request itself was refused (variables that do not fit their
 * types). graphql-http would answer 200 whatever was accepted; the spec wants 400 for
 * application/graphql-response+json, and the API wants the refusal as BAD_USER_INPUT.
 */
function requestErrorResponse(accept: string | undefined, args: OperationArgs<RequestContext>, result: ExecutionResult): Answer | undefined {
  if (result.data !== undefined || !result.errors?.length) return undefined;
  const body = JSON.stringify({ errors: foldInputErrors(result.errors, args.document, args.schema) });
  const strict = answersGraphQLResponse(accept);
  return [body, { status: strict ? 400 : 200, statusText: strict ? 'Bad Request' : 'OK', headers: { 'content-type': contentTypeFor(accept) } }];
}

/**
 * A result carrying an error the server did not mean to send answers honestly: 503 UNAVAILABLE
 * when the database could not be reached (with Retry-After), 500 INTERNAL otherwise, so clients
 * retry and show downtime instead of reading a 200.
 */
function failureResponse(accept: string | undefined, result: ExecutionResult, format: (error: GraphQLError) => unknown): Answer | undefined {
  const status = failureStatus(result.errors);
  if (status === null) return undefined;
  const body = JSON.stringify({ ...result, errors: result.errors?.map(format) });
  const headers: Record<string, string> = { 'content-type': contentTypeFor(accept) };
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
  return [body, { status, statusText: status === 503 ? 'Service Unavailable' : 'Internal Server Error', headers }];
}

/**
 * A result without errors, as graphql-http would send it, serialised without its replacer (which
 * only rewrites Error objects, and a result without errors has none): the replacer, called for
 * every value, cost more than the rest of the answer's serialisation.
 */
function successResponse(accept: string | undefined, result: ExecutionResult): Answer | undefined {
  if (result.errors !== undefined || !('data' in result)) return undefined;
  return [JSON.stringify(result), { status: 200, statusText: 'OK', headers: { 'content-type': contentTypeFor(accept) } }];
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
  const formatError = createErrorFormatter({ development: options.development, hideSchema: options.hideSchema, log: options.log });
  const parse = createLimitedParser(options.limits, options.schema);
  const handle = createHandler<IncomingMessage, RequestScope, RequestContext>({
    schema: options.schema,
    parse,
    validate: createCachedValidator(),
    validationRules: options.validationRules ?? [],
    context: (req) => options.createContext(req.context),
    onOperation: (req, args, result) =>
      requestErrorResponse(req.raw.headers.accept, args, result as ExecutionResult) ??
      failureResponse(req.raw.headers.accept, result as ExecutionResult, formatError) ??
      successResponse(req.raw.headers.accept, result as ExecutionResult),
    formatError,
  });
  const answerOnce = createIdempotency({ storage: options.storage, parse, identify: options.identify });

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
    const request = parsedOnce(body);
    const run = async (scope: RequestScope): Promise<Answer> => {
      const [answerBody, init] = await handle({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: request.body, raw: req, context: scope });
      return [answerBody, { status: init.status, statusText: init.statusText, headers: { ...(init.headers as Record<string, string> | undefined) } }];
    };
    const [responseBody, init] = (await answerOnce(req.headers, request.json, token, run)) ?? (await run({ token }));
    const answer = compressAnswer(res, req.headers['accept-encoding'], responseBody ?? '', init.headers);
    // With its length the head and a text body go out in one write (without it: chunks, in a writev).
    answer.headers['content-length'] ??= String(typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length);
    res.writeHead(init.status, init.statusText, answer.headers).end(answer.body);
  };
}
