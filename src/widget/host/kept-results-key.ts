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
  `ccc-results:${location.pathname}${location.search}:${widget.name}`;

/**
 * Whether `widget` opens on the results it showed before the parent left this page: the page was loaded by going
 * back or forward in the tab's history, or by a reload, and the widget kept results. (A page restored whole from the
 * back/forward cache does not load at all, and needs nothing.) False where the page may not use storage.
 */
export function resultsKeptFor(widget: WidgetOnPage): boolean {
  try {
    // 'back_forward' or 'reload' ('navigate' and 'prerender' are not).
    const { type } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return /^(ba|re)/.test(type) && sessionStorage.getItem(keptResultsKey(widget)) !== null;
  } catch {
    return false;
  }
}
