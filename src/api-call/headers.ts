/**
 * The request headers of the planning API (SPEC §6, §8) that the widget's call and the planning client both
 * send. HTTP header names are case-insensitive: fetch sends them in lower case whatever is written here.
 */

/** The session token, when there is one. */
export const AUTH_HEADER = 'auth-token';
/** A mutation's key, the same on every attempt of one call: the server runs the call at most once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
