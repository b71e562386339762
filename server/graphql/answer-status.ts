/**
 * What the API adds to graphql-http's answer of an executed operation, without redoing its work:
 * graphql-http negotiates the media type, serialises the result and formats its errors; this notes
 * what the result was (onOperation) and then sets the status line and, for a query answered too
 * large, the body; a result without errors it serialises itself (see STAND_IN). graphql-http
 * answers every executed result 200; the API answers:
 *
 * - a request refused before it ran (variables that do not fit their types: a result without data)
 *   with its refusals folded into BAD_USER_INPUT, and 400 under application/graphql-response+json
 *   as the GraphQL over HTTP spec asks (200 under application/json);
 * - a result carrying an error the server did not mean to send honestly: 503 UNAVAILABLE when the
 *   database could not be reached (with Retry-After), 500 INTERNAL otherwise, so clients retry and
 *   show downtime instead of reading a 200;
 * - a query whose answer came out larger than the limit with 400 ANSWER_TOO_LARGE instead (the cost
 *   check counts what an answer could hold, limits.ts; this is the backstop should it count short).
 *   A mutation's answer is always sent: what it changed is saved, and its answer is bounded by what
 *   it was sent.
 */
import { STATUS_CODES } from 'node:http';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { RETRY_AFTER_SECONDS } from '../http/respond';
import { errorBody, failureStatus } from './errors';
import type { Answer } from './idempotency';
import { foldInputErrors } from './input-errors';
import { sizeShown } from './limits';
import { getOperationAST } from './runtime';

/** What an executed operation came to, noted for its answer. */
export interface Outcome {
  /** The result when it carries no error: serialised here (finishAnswer), graphql-http given STAND_IN instead. */
  clean?: ExecutionResult;
  /** Whether the operation was a query (the only kind whose answer's size is refused). */
  query: boolean;
  /** It was refused before it ran: its variables do not fit. */
  refused: boolean;
  /** The status of an error the server did not mean to send; null when there is none. */
  failure: 500 | 503 | null;
  /** The operation that ran, in its parsed document (for the root fields it selects: public-answers.ts). */
  operation?: OperationDefinitionNode;
  document?: DocumentNode;
}

interface Operation {
  document: DocumentNode;
  operationName?: string | null;
  schema: GraphQLSchema;
}

/**
 * What graphql-http is handed instead of a result without errors, which finishAnswer serialises
 * itself. graphql-http serialises every answer through a JSON replacer that turns Error objects
 * other than GraphQL's into their message: one call per value, which cost more than the rest of the
 * serialisation, for a result that holds no Error (its data is what GraphQL's scalars serialise to,
 * and the schema has no scalars of its own). JSON.stringify alone gives the same bytes. graphql-http
 * still answers the stand-in with its status and the media type it negotiated.
 */
const STAND_IN: ExecutionResult = { data: null };

/**
 * graphql-http's onOperation: notes the outcome in `outcome`, and hands back the result with a
 * refused request's errors folded into BAD_USER_INPUT, or STAND_IN for a result without errors
 * (undefined: graphql-http sends the result as it is).
 */
export function noteOutcome(outcome: Outcome, args: Operation, result: ExecutionResult): ExecutionResult | undefined {
  const operation = getOperationAST(args.document, args.operationName) ?? undefined;
  outcome.query = operation?.operation === 'query';
  outcome.operation = operation;
  outcome.document = args.document;
  if (result.errors === undefined) {
    outcome.clean = result;
    return STAND_IN;
  }
  if (result.data === undefined && result.errors.length) {
    outcome.refused = true;
    return { errors: foldInputErrors(result.errors as readonly GraphQLError[], args.document, args.schema) };
  }
  outcome.failure = failureStatus(result.errors);
  return undefined;
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

const withStatus = ([body, init]: Answer, status: number, headers: Record<string, string> = {}): Answer => [
  body,
  { status, statusText: STATUS_CODES[status] ?? '', headers: { ...init.headers, ...headers } },
];

/** The answer graphql-http gave for the operation whose outcome is `outcome`, with the API's status and size limit. */
export function finishAnswer(given: Answer, outcome: Outcome | undefined, maxAnswerBytes: number): Answer {
  if (!outcome) return given;
  const answer: Answer = outcome.clean ? [JSON.stringify(outcome.clean), given[1]] : given;
  const [body, init] = answer;
  const strict = (init.headers['content-type'] ?? '').startsWith(GRAPHQL_RESPONSE);
  // A character is at most 3 bytes of UTF-8: most answers are measured by their length alone.
  if (outcome.query && body !== null && body.length * 3 > maxAnswerBytes) {
    const bytes = Buffer.byteLength(body);
    if (bytes > maxAnswerBytes) {
      const message = `The answer is too large: ${sizeShown(bytes)}; the limit is ${sizeShown(maxAnswerBytes)} (ask for smaller pages with first, fewer aliases, or fewer fields)`;
      return withStatus([errorBody(message, 'ANSWER_TOO_LARGE'), init], 400);
    }
  }
  if (outcome.refused) return strict ? withStatus(answer, 400) : answer;
  if (outcome.failure === 503) return withStatus(answer, 503, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  if (outcome.failure === 500) return withStatus(answer, 500);
  return answer;
}
