import type { FormMessages } from '../host/messages';

/**
 * Why a calculation failed, as the host page hears it (console, the `error` event):
 * - timeout: no answer within `requestTimeoutMs`;
 * - network: no HTTP answer at all (offline, DNS, CORS refused);
 * - http: an HTTP error status without GraphQL errors;
 * - downtime: the API answered 503 (down for maintenance, SPEC §8) and went on answering it, retry after
 *   retry, until `requestTimeoutMs` ran out; the parent sees the `serviceDown` line, not the generic one;
 * - graphql: the API refused the call (`code` holds its extensions.code, such as UNAUTHENTICATED);
 * - malformed: an answer the widget cannot read;
 * - token: the host's `authToken` function threw or rejected;
 * - add-goal: the host's `onAddGoal` handler threw or rejected;
 * - load: a part of the widget the form needs could not load (widget-part.ts): the widget has left, and its mount
 *   point shows what it held (`status` when the file's server answered).
 */
export type FailureKind =
  'timeout' | 'network' | 'http' | 'downtime' | 'graphql' | 'malformed' | 'token' | 'add-goal' | 'load';

export interface Failure {
  kind: FailureKind;
  /** One line for a developer, never shown to the parent (they see failureLine's). */
  message: string;
  /** The HTTP status, when there was an answer. */
  status?: number;
  /** The API's error code (extensions.code), when it gave one. */
  code?: string;
}

/** Thrown by the calculation call: carries the classified failure. */
export class CallFailedError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure, options?: { cause?: unknown }) {
    super(failure.message, options);
    this.name = 'CallFailedError';
    this.failure = failure;
  }
}

/** The line the parent sees for a failure: the downtime line, or SPEC §8's 'Something went wrong, please try again.' */
export const failureLine = (failure: Failure, t: Pick<FormMessages, 'serviceDown' | 'calculationFailed'>): string =>
  failure.kind === 'downtime' ? t.serviceDown : t.calculationFailed;

/** An error's message, whatever was thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The failure a thrown error stands for: its own, when it is a CallFailedError; otherwise a network failure. */
export const toFailure = (error: unknown): Failure =>
  error instanceof CallFailedError ? error.failure : { kind: 'network', message: messageOf(error) };

/** 'college-costs-calculator: the calculation failed (graphql UNAUTHENTICATED, HTTP 401): …' */
export function describeFailure(what: string, failure: Failure): string {
  return `college-costs-calculator: ${what} failed (${failure.kind}): ${failure.message}`;
}
