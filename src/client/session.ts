/**
 * SPEC §6: the client is authenticated while the user is logged in, and rebuilt when the login
 * state changes (a fresh cache, so nothing of one session is shown in the next).
 *
 * - `clientForLoginState(options)`: a function of the login state that returns the same client while
 *   the state holds and a new one when it changes. Logged in: a client with `getToken`,
 *   `refreshToken` and `logout`; logged out: an anonymous client without them.
 * - `usePlanningClient(options, isLoggedIn)` in `college-costs-calculator/client/react` (react.ts): the
 *   same as a React hook. This module has no React import, so the client runs in any app.
 */
import { createPlanningClient, type PlanningClient } from './client';
import type { PlanningClientOptions } from './options';

/** The options of a client for one login state: the token callbacks only when logged in. */
export function optionsForLoginState(options: PlanningClientOptions, isLoggedIn: boolean): PlanningClientOptions {
  if (isLoggedIn) return options;
  const { getToken: _getToken, refreshToken: _refreshToken, logout: _logout, ...anonymous } = options;
  return anonymous;
}

export function clientForLoginState(options: PlanningClientOptions): (isLoggedIn: boolean) => PlanningClient {
  let current: { isLoggedIn: boolean; client: PlanningClient } | null = null;
  return (isLoggedIn) => {
    if (current?.isLoggedIn !== isLoggedIn) {
      current = { isLoggedIn, client: createPlanningClient(optionsForLoginState(options, isLoggedIn)) };
    }
    return current.client;
  };
}
