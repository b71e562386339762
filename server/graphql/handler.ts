/**
 * GraphQL over HTTP on node:http with graphql-http: POST for everything, GET for queries, the
 * spec's status codes. Around it: a body size limit (413), query limits (400, see limits.ts),
 * input refusals folded into BAD_USER_INPUT (input-errors.ts) and internal errors masked
 * (errors.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { createHandler, type OperationArgs } from 'graphql-http';
import { readBody } from '../http/body';
import { HttpError, sendJson } from '../http/respond';
import type { RequestContext } from './context';
import { createErrorFormatter, errorBody } from './errors';
import { foldInputErrors, validateFoldingInputErrors } from './input-errors';
import { createLimitedParser, type QueryLimits } from './limits';

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** The context of one request, from its auth-token header. */
  createContext: (authToken: string | undefined) => RequestContext;
  limits: QueryLimits;
  maxBodyBytes: number;
  development: boolean;
  log: (message: string, error: unknown) => void;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** The media type graphql-http answers with: the newer one only when the client asks for it first. */
function answersGraphQLResponse(accept: string | undefined): boolean {
  for (const entry of (accept ?? '*/*').toLowerCase().split(',')) {
    const type = entry.split(';')[0].trim();
    if (type === GRAPHQL_RESPONSE) return true;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return false;
  }
  return false;
}

/**
 * A result without data means the request itself was refused (variables that do not fit their
 * types). graphql-http would answer 200 whatever was accepted; the spec wants 400 for
 * application/graphql-response+json, and the API wants the refusal as BAD_USER_INPUT.
 */
function requestErrorResponse(accept: string | undefined, args: OperationArgs<RequestContext>, result: ExecutionResult) {
  if (result.data !== undefined || !result.errors?.length) return undefined;
  const body = JSON.stringify({ errors: foldInputErrors(result.errors, args.document) });
  const strict = answersGraphQLResponse(accept);
  const contentType = `${strict ? GRAPHQL_RESPONSE : 'application/json'}; charset=utf-8`;
  return [body, { status: strict ? 400 : 200, statusText: strict ? 'Bad Request' : 'OK', headers: { 'content-type': contentType } }] as [
    string,
    { status: number; statusText: string; headers: Record<string, string> },
  ];
}

export function createGraphQLHandler(options: GraphQLHandlerOptions): NodeHandler {
  const handle = createHandler<IncomingMessage, undefined, RequestContext>({
    schema: options.schema,
    parse: createLimitedParser(options.limits, options.schema),
    validate: validateFoldingInputErrors,
    context: (req) => {
      const token = req.raw.headers['auth-token'];
      return options.createContext(typeof token === 'string' && token ? token : undefined);
    },
    onOperation: (req, args, result) => requestErrorResponse(req.raw.headers.accept, args, result as ExecutionResult),
    formatError: createErrorFormatter({ development: options.development, log: options.log }),
  });

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
    const [responseBody, init] = await handle({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body,
      raw: req,
      context: undefined,
    });
    res.writeHead(init.status, init.statusText, init.headers).end(responseBody);
  };
}
