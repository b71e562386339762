/**
 * SPEC §9's retry policy for the widget's calls, as a pure rule (a blip is not a failure), on
 * the numbers the planning client uses too (src/api-call/retry-policy.ts), with one difference: the client's first
 * wait is already multiplied (urql's retryExchange), the widget's is SPEC's 1000 ms exactly. Which failures are
 * retried, and the clock the waits run on, are retry-policy.ts's, planning-call.ts's and retry-clock.ts's business.
 */
import {
  RETRY_FIRST_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
  RETRY_MAX_FACTOR,
  RETRY_MIN_FACTOR,
} from '../../api-call/retry-policy';

/**
 * The wait before the next attempt, or null when there is to be none.
 * @param attempts the attempts made so far (1 after the first)
 * @param previous the last wait (null when there has been none)
 * @param msLeft the time left before the whole call's deadline (requestTimeoutMs)
 * @param random a number in [0, 1), for the factor (asked only for the second wait on)
 */
export function nextRetryDelay(
  attempts: number,
  previous: number | null,
  msLeft: number,
  random: () => number,
): number | null {
  if (attempts >= RETRY_MAX_ATTEMPTS) return null;
  const delay =
    previous === null
      ? RETRY_FIRST_DELAY_MS
      : Math.min(previous * (RETRY_MIN_FACTOR + (RETRY_MAX_FACTOR - RETRY_MIN_FACTOR) * random()), RETRY_MAX_DELAY_MS);
  // A wait that ends at the deadline or after it could only end in a timeout: give up now, with the answer seen.
  return delay < msLeft ? delay : null;
}
