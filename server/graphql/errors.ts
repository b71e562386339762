/**
 * The errors a client may see, each a GraphQLError with `extensions.code` (DESIGN.md), and the
 * mask that keeps everything else (stack traces, database messages) on the server.
 */
import { GraphQLError } from './runtime';
import { describeError, type Log } from '../log';
import { DatabaseUnavailableError } from '../storage/errors';
import { listCapMessage, type CappedList } from '../storage/list-caps';
import type { FieldError } from '../../schema/generated/schema';
import type { Parsed } from '../validation/parsed';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RATE_LIMITED'
  | 'LIMIT_REACHED'
  | 'ANSWER_TOO_LARGE'
  | 'PAYLOAD_TOO_LARGE'
  | 'QUERY_TOO_LONG'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_MANY_ALIASES'
  | 'QUERY_TOO_COSTLY'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED';

/** One refused field, as a payload's `error.fieldErrors` and BAD_USER_INPUT's extensions hold it (the schema's FieldError). */
export type { FieldError };

export function badUserInput(fieldErrors: FieldError[]): GraphQLError {
  return new GraphQLError(invalidInputMessage(fieldErrors), {
    extensions: { code: 'BAD_USER_INPUT', fieldErrors },
  });
}

/** The value a parser of server/validation accepted; its refusal is thrown as BAD_USER_INPUT naming each field. */
export function valueOrRefuse<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw badUserInput(parsed.errors);
  return parsed.value;
}

/** Thrown when a call needs a signed-in caller and has none, or its token was rejected. */
export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/** An insert past the cap of its list (storage/list-caps.ts): LIMIT_REACHED, naming the list and the cap. */
export function limitReached(list: CappedList): GraphQLError {
  return new GraphQLError(listCapMessage(list), { extensions: { code: 'LIMIT_REACHED' } });
}

/** For operations that are in the schema but not served yet. */
export function notImplemented(field: string): GraphQLError {
  return new GraphQLError(`${field} is not implemented yet`, {
    extensions: { code: 'NOT_IMPLEMENTED', field },
  });
}

/** An HTTP-level refusal (limits) that graphql-http reports as a 400 with this code. */
export class RequestLimitError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'RequestLimitError';
  }
}

/** The body of a response that never reached GraphQL: `{ errors: [{ message, extensions }] }`. */
export function errorBody(message: string, code: ErrorCode, fieldErrors?: FieldError[]): string {
  return JSON.stringify({ errors: [{ message, extensions: fieldErrors ? { code, fieldErrors } : { code } }] });
}

/** The message of a BAD_USER_INPUT refusal: the fields it names. */
export const invalidInputMessage = (fieldErrors: readonly FieldError[]): string =>
  `Invalid input: ${[...new Set(fieldErrors.map((e) => e.field))].join(', ')}`;

/** An error the server meant to send: a GraphQLError that carries a code of its own. */
function isIntendedError(error: GraphQLError): boolean {
  const original = error.originalError;
  return original === undefined || original === null || original instanceof GraphQLError;
}

/**
 * The HTTP status a GraphQL result must answer with when it carries an error the server did not
 * mean to send: 503 when the database was unavailable (the client retries and shows downtime),
 * 500 for any other fault; null when every error is one the server meant (answered 200).
 */
export function failureStatus(errors: readonly GraphQLError[] | undefined): 500 | 503 | null {
  const faults = (errors ?? []).filter((error) => !isIntendedError(error));
  if (!faults.length) return null;
  return faults.some((error) => error.originalError instanceof DatabaseUnavailableError) ? 503 : 500;
}

export const UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';

export interface MaskOptions {
  /** NODE_ENV=development: internal errors keep their message and stack, in extensions. */
  development: boolean;
  /** Production: GraphQL's "Did you mean …?" hints are left out, since they would show the schema that introspection hides. */
  hideSchema?: boolean;
  log: Log;
}

const SUGGESTION = / Did you mean .*\?$/;

/**
 * graphql-http's formatError: limit errors get their code; errors the server did not mean to send
 * become 'Internal server error' with code INTERNAL, or UNAVAILABLE when the database could not be
 * reached, logged here (described without user data, see log.ts) and never sent.
 */
export function createErrorFormatter(options: MaskOptions): (error: Error | GraphQLError) => GraphQLError | Error {
  return (error) => {
    if (error instanceof RequestLimitError) {
      return new GraphQLError(error.message, { extensions: { code: error.code } });
    }
    if (!(error instanceof GraphQLError)) return error;
    if (isIntendedError(error)) {
      if (!options.hideSchema || !SUGGESTION.test(error.message)) return error;
      return new GraphQLError(error.message.replace(SUGGESTION, ''), {
        nodes: error.nodes,
        path: error.path,
        extensions: error.extensions,
      });
    }
    const original = error.originalError as Error;
    const where = error.path?.join('.') ?? 'request';
    if (original instanceof DatabaseUnavailableError) {
      options.log(`Database unavailable in ${where}`, describeError(original));
      return new GraphQLError(UNAVAILABLE_MESSAGE, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'UNAVAILABLE' },
      });
    }
    options.log(`Internal error in ${where}`, describeError(original));
    const detail = options.development ? { detail: original.message, stacktrace: original.stack?.split('\n') } : {};
    return new GraphQLError('Internal server error', {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL', ...detail },
    });
  };
}
