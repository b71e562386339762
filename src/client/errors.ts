/**
 * Errors: one error per failed result, as SPEC §8 describes.
 *
 * Every failed result a caller sees carries a `PlanningError` (a urql `CombinedError`, so urql
 * tooling keeps working). Its message has one line per part, each with a label prefix:
 *
 *     [Network] Response not successful: Received status code 400
 *     [GraphQL] Variable "$ageOfChild" got invalid value -1
 *
 * `kind` tells the shapes apart: 'network' (fetch failed, or the token refresh failed),
 * 'http-status' (status ≥ 300), 'text-response', 'parse', 'response-missing' (see transport.ts),
 * and 'graphql' (only GraphQL errors). `errors` keeps `code`, `message` and `fieldErrors` of every
 * API error; `code` and `fieldErrors` repeat those of the first, for the common single-error case.
 */
import { CombinedError, mapExchange, type Exchange } from '@urql/core';
import { TransportError, type TransportErrorKind } from './transport';
import { errorCodeOf } from '../api-call/api-errors';

/** A field-level problem reported by the API (`extensions.fieldErrors[i]`). */
export interface FieldError {
  field: string;
  message: string;
}

/** One API error: GraphQL error `message`, with `code` and `fieldErrors` from its `extensions`. */
export interface ApiError {
  code: string | null;
  message: string;
  fieldErrors: FieldError[];
  path: readonly (string | number)[] | null;
}

export type PlanningErrorKind = 'network' | 'graphql' | TransportErrorKind;

/** The single error of a failed result. */
export class PlanningError extends CombinedError {
  readonly kind: PlanningErrorKind;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | null;
  /** Every API (GraphQL) error, in order. */
  readonly errors: readonly ApiError[];
  /** `code` of the first API error, if any. */
  readonly code: string | null;
  /** `fieldErrors` of the first API error, if any. */
  readonly fieldErrors: readonly FieldError[];

  constructor(error: CombinedError) {
    const transport = error.networkError instanceof TransportError ? error.networkError : null;
    super({
      networkError: error.networkError,
      graphQLErrors: [...(transport?.graphQLErrors ?? []), ...error.graphQLErrors],
      response: error.response,
    });
    this.name = 'PlanningError';
    this.message = [
      ...(this.networkError ? [`[Network] ${this.networkError.message}`] : []),
      ...this.graphQLErrors.map((graphQLError) => `[GraphQL] ${graphQLError.message}`),
    ].join('\n');
    this.kind = transport ? transport.kind : this.networkError ? 'network' : 'graphql';
    this.status = statusOf(error);
    this.errors = this.graphQLErrors.map((graphQLError) =>
      toApiError(graphQLError.message, graphQLError.extensions, graphQLError.path),
    );
    this.code = this.errors[0]?.code ?? null;
    this.fieldErrors = this.errors[0]?.fieldErrors ?? [];
  }

  override toString(): string {
    return this.message;
  }
}

/**
 * The error of a result as a `PlanningError`. urql types `result.error` as `CombinedError`; every
 * error this client returns is a `PlanningError`, and this narrows it (wrapping any other).
 */
export function toPlanningError(error: CombinedError): PlanningError;
export function toPlanningError(error: CombinedError | undefined): PlanningError | undefined;
export function toPlanningError(error: CombinedError | undefined): PlanningError | undefined {
  if (!error) return undefined;
  return error instanceof PlanningError ? error : new PlanningError(error);
}

/** The HTTP status behind an error, when the answer had one. */
export function statusOf(error: CombinedError | undefined): number | null {
  if (!error) return null;
  if (error.networkError instanceof TransportError) return error.networkError.status;
  const status: unknown = (error.response as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

function toApiError(
  message: string,
  extensions: Record<string, unknown> | undefined,
  path: readonly (string | number)[] | undefined,
): ApiError {
  const fieldErrors = Array.isArray(extensions?.fieldErrors) ? extensions.fieldErrors : [];
  return {
    code: errorCodeOf(extensions) ?? null,
    message,
    fieldErrors: fieldErrors.filter(
      (entry: unknown): entry is FieldError =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as FieldError).field === 'string' &&
        typeof (entry as FieldError).message === 'string',
    ),
    path: path ?? null,
  };
}

/**
 * Replaces the error of every failed result with a `PlanningError`. It sits above every exchange
 * that can fail a result (retry, auth, fetch), so callers and the cache see one error shape.
 */
export const planningErrorExchange: Exchange = mapExchange({
  onResult(result) {
    if (!result.error || result.error instanceof PlanningError) return result;
    return { ...result, error: toPlanningError(result.error) };
  },
});
