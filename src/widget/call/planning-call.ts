/**
 * The widget's call to the planning API, as a few small steps, each with one rule, in the way the planning
 * client's call is a pipeline of urql exchanges (src/client/client.ts), but on graphql-request: no urql and no
 * GraphQL parser in a page embed. From the outside in:
 *
 *   deadlineStep     the call's own signal: the host's signal aborts it, and so does the deadline (`timeoutMs`,
 *                    retries included)
 *   retryStep        SPEC §9: a blip (a 5xx, no answer) is tried again after a wait, while the deadline allows
 *   tokenReplayStep  SPEC §8: a 'Token Error' asks a token function again and replays the attempt once
 *   sendStep         one request: the token now, the call's Idempotency-Key, the answer checked
 *
 * and classifyFailure, which names what went wrong in the widget's Failure kinds. The header names, the
 * 'Token Error' test and the retry rule are the client's too (src/api-call/).
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { CallFailedError, messageOf, type Failure } from './call-failure';
import type { AuthToken } from '../host/options';
import { nextRetryDelay } from './retry-delays';
import { systemClock, type RetryClock } from './retry-clock';
import { warnOnceIfDevelopmentEndpoint } from './endpoint-warning';
import { AUTH_HEADER, IDEMPOTENCY_HEADER } from '../../api-call/headers';
import { errorCodeOf, isTokenErrorMessage } from '../../api-call/api-errors';
import { newIdempotencyKey } from '../../api-call/idempotency-key';
import { worthRetrying } from '../../api-call/retry-policy';

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

/**
 * A step of the call (or the call itself): its checked answer, or a throw. `signal` aborts it: the host's signal,
 * or the deadline. Each step below takes the one it wraps, as an urql exchange takes the next.
 */
type Step<T> = (signal: AbortSignal) => Promise<T>;

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
  settings: CallSettings,
  read: (data: Record<string, unknown> | undefined) => T,
): Promise<T> {
  warnOnceIfDevelopmentEndpoint(endpoint, globalThis.location?.href);
  // (Async: a bad endpoint rejects, as every other failure does, rather than throwing.)
  const send = sendStep(absoluteUrl(endpoint), operation, variables, read, settings.authToken);
  return deadlineStep(retryStep(tokenReplayStep(send, settings.authToken), settings), settings);
}

/** A path such as '/graphql' is relative to the host page (graphql-request needs an absolute URL). */
const absoluteUrl = (endpoint: string): string =>
  new URL(endpoint, typeof document === 'undefined' ? undefined : document.baseURI).href;

/** Runs the call under its own signal, which the host's signal aborts, and so does the deadline. */
async function deadlineStep<T>(call: Step<T>, { timeoutMs, signal }: CallSettings): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Makes attempts until one answers, the failure is not worth another (SPEC §8), the attempts run out or the
 * next wait (SPEC §9) would end past the deadline; then throws the failure it gave up on, classified. An
 * abort by the host's signal ends the call at once with its reason.
 */
function retryStep<T>(attempt: Step<T>, { timeoutMs, signal: host, clock = systemClock }: CallSettings): Step<T> {
  return async (signal) => {
    const deadline = clock.now() + timeoutMs;
    let attempts = 0;
    /** The wait before the next attempt (null before the first). */
    let delay: number | null = null;
    /** The status of the last HTTP answer seen: a 503 there when the call gives up means downtime. */
    let lastStatus: number | undefined;
    for (;;) {
      try {
        // (A wait cut short by the deadline, were the timer ahead of `clock`, fails as a timeout like an attempt.)
        if (delay !== null) await clock.wait(delay, signal);
        attempts += 1;
        return await attempt(signal);
      } catch (error) {
        if (host?.aborted) throw error;
        // (The call's signal aborted, the host's not: the deadline has passed.)
        const failure = classifyFailure(error, signal.aborted, timeoutMs);
        lastStatus = failure.status ?? lastStatus;
        delay = isRetryable(failure) ? nextRetryDelay(attempts, delay, deadline - clock.now(), clock.random) : null;
        if (delay === null) throw new CallFailedError(finalFailure(failure, lastStatus, attempts), { cause: error });
      }
    }
  };
}

/**
 * SPEC §8: 'Token Error' means the token was rejected. A host that gives a function is asked again (it may
 * refresh the session) and the attempt is replayed once; a fixed token would only be refused again.
 */
function tokenReplayStep<T>(send: Step<T>, authToken: AuthToken): Step<T> {
  return async (signal) => {
    try {
      return await send(signal);
    } catch (error) {
      if (typeof authToken !== 'function' || !isTokenError(error)) throw error;
      return await send(signal);
    }
  };
}

/** The API refused the token: one of its errors says 'Token Error'. */
const isTokenError = (error: unknown): boolean =>
  error instanceof ClientError && !!error.response.errors?.some((e) => isTokenErrorMessage(e.message));

/** One request, with the token the host gives at the time and the call's Idempotency-Key. */
function sendStep<T>(
  url: string,
  operation: string,
  variables: object,
  read: (data: Record<string, unknown> | undefined) => T,
  authToken: AuthToken,
): Step<T> {
  // One key for the call, its replay and its retries: the server runs it at most once.
  const idempotencyKey = newIdempotencyKey();
  return async (signal) => {
    // (A token given as a value is used at once: no wait before the request goes out.)
    const token = typeof authToken === 'function' ? await currentToken(authToken) : authToken;
    const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: idempotencyKey };
    if (token) headers[AUTH_HEADER] = token;
    if (signal.aborted) throw signal.reason;
    const client = new GraphQLClient(url, { signal, headers });
    return read(await client.request<Record<string, unknown>>(operation, { ...variables }));
  };
}

/** The token the host gives now (null for none); a throwing or rejecting function is a 'token' failure. */
async function currentToken(authToken: () => unknown): Promise<string | null> {
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

/** SPEC §8: a status of 500 or more, or no HTTP answer at all, may pass: it is worth another attempt. */
const isRetryable = (failure: Failure): boolean => worthRetrying(failure.status, failure.kind === 'network');

/**
 * What a call that gives up after `attempts` reports. Given up on a blip (the deadline or the attempts ran
 * out) while the last answer seen was a 503: downtime, SPEC §8's 503. Otherwise the last failure.
 */
function finalFailure(failure: Failure, lastStatus: number | undefined, attempts: number): Failure {
  const down = lastStatus === 503 && (isRetryable(failure) || failure.kind === 'timeout');
  if (down) failure = { kind: 'downtime', status: 503, message: 'HTTP 503: the API is down' };
  return attempts > 1 ? { ...failure, message: `${failure.message} (attempt ${attempts})` } : failure;
}

/** Classifies what graphql-request (or fetch under it) threw. */
export function classifyFailure(error: unknown, timedOut: boolean, timeoutMs: number): Failure {
  if (error instanceof CallFailedError) return error.failure;
  if (timedOut) return { kind: 'timeout', message: `no answer within ${timeoutMs} ms` };
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    const first = errors?.[0];
    if (first) {
      const code = errorCodeOf(first.extensions);
      const codeNote = code === undefined ? '' : ` ${code}`;
      return { kind: 'graphql', status, code, message: `HTTP ${status}${codeNote}: ${first.message}` };
    }
    return { kind: 'http', status, message: `HTTP ${status} without a GraphQL answer` };
  }
  // fetch rejects with a TypeError when there is no HTTP answer at all; anything else is an answer it could not read.
  if (error instanceof TypeError) return { kind: 'network', message: `the request failed: ${messageOf(error)}` };
  return { kind: 'malformed', message: `the answer could not be read: ${messageOf(error)}` };
}
