/**
 * SPEC §9's retry policy, the numbers both entries use: the planning client (src/client/retry.ts, through urql's
 * retryExchange) and the widget (src/widget/retry-delays.ts). Constants, not an object: the minifier puts the
 * numbers in place.
 */
export const RETRY_FIRST_DELAY_MS = 1000;
/** Each next delay is the previous one times a random factor from 1.5 to 2.5… */
export const RETRY_MIN_FACTOR = 1.5;
export const RETRY_MAX_FACTOR = 2.5;
/** …while the product stays below this; otherwise it is this. */
export const RETRY_MAX_DELAY_MS = 600_000;
/** The first attempt and the retries together. */
export const RETRY_MAX_ATTEMPTS = 40;
