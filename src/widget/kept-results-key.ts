/**
 * Where a widget keeps the results it shows (kept-results.ts), and whether a page loaded again by 'Back' has some
 * to show: here, in the first module, because a widget decides as it mounts whether it opens on its results (no
 * flash of the empty form), as it does for a link to an estimate (link-target.ts).
 */
import type { WidgetOnPage } from './link-target';

/**
 * The key of a widget's kept results in the tab's sessionStorage: one per page address (its path and query, not its
 * fragment, which a link to an estimate uses) and per widget on the page.
 */
export const keptResultsKey = (widget: WidgetOnPage): string =>
  `college-costs-calculator:results:${location.pathname}${location.search}:${widget.name}`;

/** The tab's sessionStorage; null where there is none, or the page may not use it (storage blocked, a sandbox). */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this page was loaded by going back or forward in the tab's history, or by a reload: what a parent left
 * is to be shown again. (A page restored whole from the back/forward cache does not load at all: it needs nothing.)
 */
function loadedAgain(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

/** Whether `widget` opens on the results it showed before the parent left this page and came back to it. */
export function resultsKeptFor(widget: WidgetOnPage): boolean {
  try {
    return loadedAgain() && tabStorage()?.getItem(keptResultsKey(widget)) != null;
  } catch {
    return false;
  }
}
