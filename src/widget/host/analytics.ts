import type { AnalyticsEvent, AnalyticsHandler } from './types';

/** SPEC §9: the longest the widget waits for analytics before this page navigates away (add goal). */
export const ANALYTICS_WAIT_MS = 500;

export const EVENT = {
  calculated: 'College costs calculated',
  addGoal: 'College costs add goal',
  externalLink: 'External link clicked',
} as const;

/**
 * Reports an event and resolves when the handler has finished or after `maxWaitMs`, whichever is first.
 * A handler that throws or rejects never breaks the user's action.
 */
export function track(
  analytics: AnalyticsHandler | undefined,
  event: AnalyticsEvent,
  maxWaitMs: number = ANALYTICS_WAIT_MS,
): Promise<void> {
  if (!analytics) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reported = Promise.resolve()
    .then(() => analytics(event))
    .then(
      () => undefined,
      () => undefined,
    );
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([reported, timeout]).finally(() => clearTimeout(timer));
}

/** Records a followed external link (ui/ExternalLink's `onFollow`): never waits, never throws. */
export const trackLink = (analytics: AnalyticsHandler | undefined) => (href: string) => {
  void track(analytics, { name: EVENT.externalLink, properties: { href } });
};

/** The one place the widget leaves the page, so tests and hosts can observe it. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
