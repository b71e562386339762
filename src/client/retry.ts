/**
 * Retry: SPEC §9 as configuration of urql's `retryExchange`, whose backoff is the one §9 describes.
 *
 * The delay starts at `initialDelayMs` (1000 ms). Before each wait it is multiplied by a random
 * factor in [1.5, 2.5) (`Math.random() + 1.5`) while the product stays below `maxDelayMs`
 * (600000 ms); otherwise it becomes `maxDelayMs`. An operation is sent at most `maxNumberAttempts`
 * (40) times in all. Only failures `shouldRetry` accepts are retried.
 */
import type { CombinedError } from '@urql/core';
import { retryExchange, type RetryExchangeOptions } from '@urql/exchange-retry';
import { statusOf } from './errors';
import { TokenRefreshError } from './auth';
import { RETRY_FIRST_DELAY_MS, RETRY_MAX_ATTEMPTS, RETRY_MAX_DELAY_MS, worthRetrying } from '../api-call/retry-policy';

/** The retry policy of SPEC §9. */
export const RETRY_POLICY = {
  initialDelayMs: RETRY_FIRST_DELAY_MS,
  maxDelayMs: RETRY_MAX_DELAY_MS,
  randomDelay: true,
  maxNumberAttempts: RETRY_MAX_ATTEMPTS,
} as const satisfies RetryExchangeOptions;

/**
 * Retry on a status ≥ 500 or on a network error (SPEC §8), queries and mutations alike; never on a
 * 4xx, on GraphQL errors alone, or on a failed token refresh (the user has been logged out;
 * retrying cannot help). A mutation is safe to send again because each carries an Idempotency-Key,
 * the same on every attempt (idempotency.ts): when an attempt was saved before its answer was lost
 * (a 502 from a proxy, a dropped connection), the server answers the retry from what it saved.
 */
export function shouldRetry(error: CombinedError): boolean {
  if (error.networkError instanceof TokenRefreshError) return false;
  return worthRetrying(statusOf(error), Boolean(error.networkError));
}

/** urql's retry exchange configured with {@link RETRY_POLICY} and {@link shouldRetry}. */
export function planningRetryExchange() {
  return retryExchange({ ...RETRY_POLICY, retryIf: shouldRetry });
}
