/**
 * Token: SPEC §6 and §8 as configuration of urql's `authExchange`.
 *
 * - Every request carries `auth-token: <token>` when `getToken()` returns one.
 * - With no token, the request is expected to fail, so the token is refreshed before it is sent.
 * - A result whose error message contains 'Token Error' means the token was rejected: the token is
 *   refreshed and the request replayed once. `authExchange` holds back every request arriving
 *   meanwhile and replays them all after the refresh, so there is one refresh in flight, never several.
 * - A 'Token Error' for a request sent with a token that has since been replaced (the refresh is
 *   already done) replays it with the new token without refreshing again.
 * - A failed refresh (`refreshToken()` rejects, or no token afterwards) calls `logout()` and fails the
 *   waiting requests with a `TokenRefreshError`, which is never retried.
 */
import type { CombinedError, Exchange, Operation } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { callSafely } from './callbacks';
import { PlanningError } from './errors';
import { AUTH_HEADER } from '../api-call/headers';
import { isTokenErrorMessage } from '../api-call/api-errors';

export interface TokenOptions {
  /** The current session token, or null/undefined when there is none. Read before every request. */
  getToken: () => string | null | undefined;
  /** Obtains a new session token (afterwards `getToken()` returns it). Reject when that fails. */
  refreshToken: () => PromiseLike<unknown> | void;
  /** Called when a refresh fails. Default: nothing. */
  logout?: () => unknown;
}

/** The error of requests that waited for a token refresh that failed. */
export class TokenRefreshError extends Error {
  constructor(cause?: unknown) {
    super(`Token refresh failed${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
    this.name = 'TokenRefreshError';
  }
}

/** True when the message of the error, as the caller sees it, contains 'Token Error'. */
export function isTokenError(error: CombinedError): boolean {
  return isTokenErrorMessage(new PlanningError(error).message);
}

/** urql's auth exchange configured with the token rules above. */
export function tokenAuthExchange({ getToken, refreshToken, logout }: TokenOptions): Exchange {
  return authExchange(async (utils) => {
    /** The token the request that triggered the next refresh was sent with (null: none). */
    let failedWith: string | null = null;

    const failRefresh = (cause?: unknown): never => {
      if (logout) callSafely(logout);
      throw new TokenRefreshError(cause);
    };

    return {
      addAuthToOperation(operation) {
        const token = getToken();
        return token ? utils.appendHeaders(operation, { [AUTH_HEADER]: token }) : operation;
      },
      willAuthError() {
        if (getToken()) return false;
        failedWith = null;
        return true;
      },
      didAuthError(error, operation) {
        if (!isTokenError(error)) return false;
        failedWith = sentToken(operation);
        return true;
      },
      async refreshAuth() {
        const current = getToken();
        if (current && failedWith !== null && failedWith !== current) return;
        try {
          await refreshToken();
        } catch (cause) {
          failRefresh(cause);
        }
        if (!getToken()) failRefresh();
      },
    };
  });
}

function sentToken(operation: Operation): string | null {
  const { fetchOptions } = operation.context;
  const headers = (typeof fetchOptions === 'function' ? fetchOptions() : fetchOptions)?.headers;
  return headers ? new Headers(headers).get(AUTH_HEADER) : null;
}
