/**
 * Idempotency: every mutation carries an `Idempotency-Key` header, a fresh random key per mutation
 * call, and the same key on every attempt of that call (the retries of retry.ts, the replay after a
 * token refresh), so that the server answers a repeat from the answer it kept instead of running
 * the mutation again. That is what makes retrying a mutation after a 500, a 502 or a dropped
 * connection safe (SPEC §8): if the first attempt was saved, the retry gets its answer.
 *
 * The key is a random UUID (v4), from `crypto.randomUUID` where the page is a secure context and
 * from `crypto.getRandomValues` elsewhere. Queries carry no key.
 */
import { makeOperation, mapExchange, type Exchange, type Operation } from '@urql/core';
import { newIdempotencyKey } from '../api-call/idempotency-key';
import { IDEMPOTENCY_HEADER } from '../api-call/headers';

/** The request header, as it is sent (HTTP header names are case-insensitive; `Headers` gives them in lower case). */
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

type FetchOptions = Operation['context']['fetchOptions'];

const resolve = (fetchOptions: FetchOptions): RequestInit =>
  (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions) ?? {};

/** The idempotency key an operation will be sent with, if any. */
export function idempotencyKeyOf(operation: Operation): string | null {
  return new Headers(resolve(operation.context.fetchOptions).headers).get(HEADER);
}

/** `fetchOptions` with the key added to its headers, in the same form (object, or function). */
function withKey(fetchOptions: FetchOptions, key: string): FetchOptions {
  const add = (init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...Object.fromEntries(new Headers(init.headers)), [HEADER]: key },
  });
  return typeof fetchOptions === 'function' ? () => add(fetchOptions()) : add(fetchOptions ?? {});
}

/** Gives each mutation without a key a fresh one; an operation that has one (a retry) keeps it. */
export function idempotencyExchange(newKey: () => string = newIdempotencyKey): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'mutation' || idempotencyKeyOf(operation) !== null) return operation;
      return makeOperation('mutation', operation, {
        ...operation.context,
        fetchOptions: withKey(operation.context.fetchOptions, newKey()),
      });
    },
  });
}
