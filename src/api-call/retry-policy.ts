/**
 * SPEC §8 and §9's retry policy, what both entries use: the planning client (src/client/retry.ts, through urql's
 * retryExchange) and the widget (src/widget/call/planning-call.ts, with the waits of src/widget/call/retry-delays.ts): which
 * failures are tried again, and the numbers of the waits. Constants, not an object: the minifier puts the numbers
 * in place.
 */
export const RETRY_FIRST_DELAY_MS = 1000;
/** Each next delay is the previous one times a random factor from 1.5 to 2.5… */
export const RETRY_MIN_FACTOR = 1.5;
export const RETRY_MAX_FACTOR = 2.5;
/** …while the product stays below this; otherwise it is this. */
export const RETRY_MAX_DELAY_MS = 600_000;
/** The first attempt and the retries together. */
export const RETRY_MAX_ATTEMPTS = 40;

/**
 * Whether a failed attempt is worth another (SPEC §8): a status of 500 or more may pass, and so may a failure in
 * transit (no HTTP answer at all, or, for the client, one it could not read as GraphQL); a 4xx never will, the
 * request itself being wrong. GraphQL errors in a 2xx answer are the API's last word.
 * @param status the HTTP status of the answer, when there was one
 * @param inTransit whether the attempt failed in transit (urql's network error; the widget's 'network' failure)
 */
export function worthRetrying(status: number | null | undefined, inTransit: boolean): boolean {
  const code = status ?? 0;
  return code >= 500 || (inTransit && code < 400);
}
