import { ClientError, GraphQLClient } from 'graphql-request';
import type { CollegeCost, Money, SubmittedAnswers } from './types';
import { toWhatToInclude } from './include-choices';
import { ACCOMMODATION_TYPES, COST_TYPES } from '../assumptions';
import { CallFailedError, messageOf, type Failure } from './call-failure';
import type { AuthToken, ResolvedOptions } from './options';
import { newIdempotencyKey } from '../idempotency-key';
import { nextRetryDelay } from './retry-delays';
import { systemClock, type RetryClock } from './retry-clock';
import { CalculateCollegeCostsString } from '../client/generated/documents/CalculateCollegeCosts';
import type { CalculateCollegeCostsMutationVariables } from '../client/generated/operations';

// The calculation call is the client's CalculateCollegeCosts operation (src/client/operations/core.graphql), sent as
// the generated plain string (no GraphQL parser in the bundle); the server tests and the benchmarks send the same.

export function toCalculateVariables(
  answers: SubmittedAnswers,
  userId: string | null,
): CalculateCollegeCostsMutationVariables {
  return {
    userId,
    accommodation: answers.accommodation,
    ageOfChild: answers.ageOfChild,
    courseDuration: answers.courseDuration,
    eligibleForFreeTuitionFees: answers.freeFees,
    whatToInclude: toWhatToInclude(answers.costsInclude),
  };
}

export interface CallSettings {
  /** The host's authToken option: asked before every call; its value goes in the auth-token header. */
  authToken: AuthToken;
  /** The whole call's deadline, retries included: an attempt still running then is a timeout failure. */
  timeoutMs: number;
  /** Aborts the call (the widget was unmounted); the promise then rejects with the abort. */
  signal?: AbortSignal;
  /** What the waits between attempts run on (tests give their own); the page's clock by default. */
  clock?: RetryClock;
}

/** The token the host gives now (null for none); a throwing or rejecting function is a 'token' failure. */
async function currentToken(authToken: AuthToken): Promise<string | null> {
  if (typeof authToken !== 'function') return authToken;
  try {
    const token = await authToken();
    if (token === null || token === undefined || token === '') return null;
    if (typeof token !== 'string') throw new TypeError(`it returned ${typeof token}, not a string`);
    return token;
  } catch (error) {
    throw new CallFailedError(
      { kind: 'token', message: `the authToken function failed: ${messageOf(error)}` },
      { cause: error },
    );
  }
}

/**
 * Sends one operation of the planning API and returns its checked answer (`read` checks the data and
 * throws a 'malformed' CallFailedError when it is wrong). A blip is not a failure: a 5xx answer or no
 * answer at all is tried again after SPEC §9's delays, while the deadline (`timeoutMs`) allows. Throws a
 * CallFailedError saying why on any failure (timeout, network, HTTP status, downtime, GraphQL error,
 * malformed answer, token), or the abort reason when `signal` aborts. Mutations carry an Idempotency-Key
 * (queries ignore it), the same on every attempt.
 */
export async function callPlanningApi<T>(
  endpoint: string,
  operation: string,
  variables: object,
  { authToken, timeoutMs, signal, clock = systemClock }: CallSettings,
  read: (data: Record<string, unknown> | undefined) => T,
): Promise<T> {
  // A path such as '/graphql' is relative to the host page (graphql-request needs an absolute URL).
  const url = new URL(endpoint, typeof document === 'undefined' ? undefined : document.baseURI).href;
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const deadline = clock.now() + timeoutMs;
  // One key for the call, its replay and its retries: the server runs it at most once.
  const idempotencyKey = newIdempotencyKey();
  const send = async () => {
    // (A token given as a value is used at once: no wait before the request goes out.)
    const token = typeof authToken === 'function' ? await currentToken(authToken) : authToken;
    const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
    if (token) headers['auth-token'] = token;
    if (controller.signal.aborted) throw controller.signal.reason;
    const client = new GraphQLClient(url, { signal: controller.signal, headers });
    return read(await client.request<Record<string, unknown>>(operation, { ...variables }));
  };
  let attempts = 0;
  /** The wait before the next attempt (null before the first). */
  let delay: number | null = null;
  /** The status of the last HTTP answer seen: a 503 there when the call gives up means downtime. */
  let lastStatus: number | undefined;
  const attempt = async () => {
    // (A wait cut short by the deadline, were the timer ahead of `clock`, fails as a timeout like an attempt.)
    if (delay !== null) await clock.wait(delay, controller.signal);
    attempts += 1;
    try {
      return await send();
    } catch (error) {
      // SPEC §8: 'Token Error' means the token was rejected. A host that gives a function is asked again
      // (it may refresh the session) and the call is replayed once.
      if (typeof authToken !== 'function' || !isTokenError(error)) throw error;
      return await send();
    }
  };
  try {
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (signal?.aborted) throw error;
        const failure = classifyFailure(error, timedOut, timeoutMs);
        lastStatus = failure.status ?? lastStatus;
        delay = isRetryable(failure) ? nextRetryDelay(attempts, delay, deadline - clock.now(), clock.random) : null;
        if (delay === null) throw new CallFailedError(finalFailure(failure, lastStatus, attempts), { cause: error });
      }
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** SPEC §8: a status of 500 or more, or no HTTP answer at all, may pass: it is worth another attempt. */
const isRetryable = (failure: Failure): boolean => failure.kind === 'network' || (failure.status ?? 0) >= 500;

/**
 * What a call that gives up after `attempts` reports. Given up on a blip (the deadline or the attempts ran
 * out) while the last answer seen was a 503: downtime, SPEC §8's 503. Otherwise the last failure.
 */
function finalFailure(failure: Failure, lastStatus: number | undefined, attempts: number): Failure {
  const down = lastStatus === 503 && (isRetryable(failure) || failure.kind === 'timeout');
  if (down) failure = { kind: 'downtime', status: 503, message: 'HTTP 503: the API is down' };
  return attempts > 1 ? { ...failure, message: `${failure.message} (attempt ${attempts})` } : failure;
}

/** Sends CalculateCollegeCosts and returns the checked record (see callPlanningApi for failures). */
export function calculateCollegeCosts(
  endpoint: string,
  variables: CalculateCollegeCostsMutationVariables,
  settings: CallSettings,
): Promise<CollegeCost> {
  return callPlanningApi(endpoint, CalculateCollegeCostsString, variables, settings, (data) =>
    checkCollegeCost(data?.updateCollegeCosts),
  );
}

/** The calculation of `answers` with the widget's options: its endpoint, user, token and timeout. */
export function requestEstimate(
  options: Pick<ResolvedOptions, 'graphQLEndpoint' | 'userId' | 'authToken' | 'requestTimeoutMs'>,
  answers: SubmittedAnswers,
  signal?: AbortSignal,
): Promise<CollegeCost> {
  return calculateCollegeCosts(options.graphQLEndpoint, toCalculateVariables(answers, options.userId), {
    authToken: options.authToken,
    timeoutMs: options.requestTimeoutMs,
    signal,
  });
}

const MONEY_FIELDS = [
  'accommodationCost',
  'fees',
  'otherExpenses',
  'annualCost',
  'total',
  'totalAdjustedForInflation',
  'monthlySavingsRequired',
] as const;

/** A Money value the views can show: its float finite, its string and display strings (also the plan's guard). */
export const isMoney = (value: unknown): value is Money => {
  const money = value as Money | null;
  return (
    typeof money === 'object' &&
    money !== null &&
    Number.isFinite(money.float) &&
    typeof money.string === 'string' &&
    typeof money.display === 'string'
  );
};

/** Guards the view against a malformed answer: every field the results view reads must be there. */
export function checkCollegeCost(value: unknown): CollegeCost {
  const cost = value as CollegeCost | null;
  const ok =
    typeof cost === 'object' &&
    cost !== null &&
    Number.isInteger(cost.ageOfChild) &&
    Number.isInteger(cost.courseDuration) &&
    typeof cost.targetDate === 'string' &&
    !Number.isNaN(Date.parse(cost.targetDate)) &&
    (ACCOMMODATION_TYPES as readonly string[]).includes(cost.accommodationType) &&
    Array.isArray(cost.whatToInclude) &&
    cost.whatToInclude.every((c) => (COST_TYPES as readonly string[]).includes(c)) &&
    typeof cost.eligibleForFreeTuitionFees === 'boolean' &&
    MONEY_FIELDS.every((field) => isMoney(cost[field]));
  if (!ok)
    throw new CallFailedError({ kind: 'malformed', message: 'CalculateCollegeCosts returned a malformed CollegeCost' });
  return cost as CollegeCost;
}

/** The API refused the token (SPEC §8: an error message containing 'Token Error'). */
const isTokenError = (error: unknown): boolean =>
  error instanceof ClientError && !!error.response.errors?.some((e) => e.message.includes('Token Error'));

/** Classifies what graphql-request (or fetch under it) threw. */
export function classifyFailure(error: unknown, timedOut: boolean, timeoutMs: number): Failure {
  if (error instanceof CallFailedError) return error.failure;
  if (timedOut) return { kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    const first = errors?.[0];
    if (first) {
      const code = (first.extensions as { code?: unknown } | undefined)?.code;
      return {
        kind: 'graphql',
        status,
        code: typeof code === 'string' ? code : undefined,
        message: `HTTP ${status}${typeof code === 'string' ? ` ${code}` : ''}: ${first.message}`,
      };
    }
    return { kind: 'http', status, message: `HTTP ${status} without a GraphQL answer` };
  }
  // fetch rejects with a TypeError when there is no HTTP answer at all; anything else is an answer it could not read.
  if (error instanceof TypeError) return { kind: 'network', message: `the request failed: ${messageOf(error)}` };
  return { kind: 'malformed', message: `the answer could not be read: ${messageOf(error)}` };
}
