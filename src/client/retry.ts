/**
 * Retry: SPEC §9 as configuration of urql's `retryExchange`, whose backoff is the one §9 describes.
 *
 * The delay starts at `initialDelayMs` (1000 ms). Before each wait it is multiplied by a random
 * factor in [1.5, 2.5) (`Math.random() + 1.5`) while the product stays below `maxDelayMs`
 * (600000 ms); otherwise it becomes `maxDelayMs`. An operation is sent at most `maxNumberAttempts`
 * (40) times in all. Only failures `shouldRetry` accepts are retried.
 */
import type { CombinedError, Operation } from '@urql/core';
import { retryExchange, type RetryExchangeOptions } from '@urql/exchange-retry';
import { statusOf } from './errors';
import { TokenRefreshError } from './auth';

/** The retry policy of SPEC §9. */
export const RETRY_POLICY = {
  initialDelayMs: 1000,
  maxDelayMs: 600_000,
  randomDelay: true,
  maxNumberAttempts: 40,
} as const satisfies RetryExchangeOptions;

/**
 * Retry on a status ≥ 500 or on a network error; never on a 4xx, on GraphQL errors alone, or on
 * a failed token refresh (the user has been logged out; retrying cannot help).
 *
 * A mutation is retried only where the server cannot have carried it out: a 503 (downtime) or a
 * network error with no answer at all. After a 500, 502 or 504 it may already have been saved, and
 * sending it again would save it twice (a second college cost, a second goal).
 */
export function shouldRetry(error: CombinedError, operation?: Pick<Operation, 'kind'>): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  if (error.networkError instanceof TokenRefreshError) return false;
  if (operation?.kind === 'mutation') return status === 503 || (status === null && Boolean(error.networkError));
  return (status !== null && status >= 500) || Boolean(error.networkError);
}

/** urql's retry exchange configured with {@link RETRY_POLICY} and {@link shouldRetry}. */
export function planningRetryExchange() {
  return retryExchange({ ...RETRY_POLICY, retryIf: shouldRetry });
}
