/**
 * The planning client's React helpers: `import { usePlanningClient } from 'college-costs-calculator/client/react'`.
 * Kept out of `college-costs-calculator/client` so that entry runs without React (Node, Vue, plain JS);
 * `react` is an optional peer dependency needed only here.
 *
 * `usePlanningClient(options, isLoggedIn)`: a client for the login state (see session.ts). The callbacks
 * the client calls are always the ones of the latest render; the client itself is rebuilt, with an empty
 * cache, only when `isLoggedIn` changes.
 */
import { useEffect, useMemo, useRef } from 'react';
import { createPlanningClient, type PlanningClient } from './client';
import type { AnalyticsEvent } from './analytics';
import type { PlanningClientOptions } from './options';
import { optionsForLoginState } from './session';

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
      ...(given.onDowntimeChange && {
        onDowntimeChange: (isDown: boolean) => latest.current.onDowntimeChange?.(isDown),
      }),
      ...(given.analytics && { analytics: (event: AnalyticsEvent) => latest.current.analytics?.(event) }),
    };
    return createPlanningClient(optionsForLoginState(forwarding, isLoggedIn));
  }, [isLoggedIn]);
}
