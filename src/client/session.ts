/**
 * SPEC §6: the client is authenticated while the user is logged in, and rebuilt when the login
 * state changes (a fresh cache, so nothing of one session is shown in the next).
 *
 * - `clientForLoginState(options)`: a function of the login state that returns the same client while
 *   the state holds and a new one when it changes. Logged in: a client with `getToken`,
 *   `refreshToken` and `logout`; logged out: an anonymous client without them.
 * - `usePlanningClient(options, isLoggedIn)`: the same as a React hook. The callbacks the client
 *   calls are always the ones of the latest render; the client itself is rebuilt only when
 *   `isLoggedIn` changes.
 */
import { useEffect, useMemo, useRef } from 'react';
import { createPlanningClient, type PlanningClient } from './client';
import type { AnalyticsEvent } from './analytics';
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

export function usePlanningClient(options: PlanningClientOptions, isLoggedIn: boolean): PlanningClient {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  return useMemo(() => {
    const given = latest.current;
    // Each callback given forwards to the one of the latest render.
    const forwarding: PlanningClientOptions = {
      ...given,
      ...(given.getToken && { getToken: () => latest.current.getToken?.() }),
      ...(given.refreshToken && { refreshToken: () => latest.current.refreshToken?.() }),
      ...(given.logout && { logout: () => latest.current.logout?.() }),
      ...(given.onDowntimeChange && { onDowntimeChange: (isDown: boolean) => latest.current.onDowntimeChange?.(isDown) }),
      ...(given.analytics && { analytics: (event: AnalyticsEvent) => latest.current.analytics?.(event) }),
    };
    return createPlanningClient(optionsForLoginState(forwarding, isLoggedIn));
  }, [isLoggedIn]);
}
