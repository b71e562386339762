import { messageOf } from '../call/call-failure';

/** Why a file of the widget did not load, for the console and the 'error' event. */
export interface LoadFailure {
  /** 'HTTP 404: Failed to fetch dynamically imported module: https://…/chunks/validation-….js' */
  reason: string;
  /** The HTTP status of the failed file's answer; 0 when there was none; undefined when the browser does not say. */
  status?: number;
}

/**
 * Why import() failed, from what the browser says of the fetches: its error names the file imported (Chromium,
 * Firefox), and the browser's record of the fetches (Resource Timing's responseStatus, where there is one) tells an
 * HTTP error from no answer at all and from a file that came but was refused (its integrity check failed: not the
 * file this version was built with; or it is not JavaScript). Where the file itself came, the one that failed may be
 * a file it imports (a script of the same folder, fetched after it): that one is named. Elsewhere the error's own
 * message is the reason.
 */
export function whyNotLoaded(error: unknown): LoadFailure {
  const message = messageOf(error);
  const url = /https?:\/\/\S+/.exec(message)?.[0];
  const fetches =
    url && typeof performance !== 'undefined'
      ? ((performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[])
      : [];
  const named = fetches.filter((fetch) => fetch.name === url).pop();
  let status = named?.responseStatus;
  let file = url;
  if (named && status && status < 400) {
    const folder = url!.slice(0, url!.lastIndexOf('/') + 1);
    for (const fetch of fetches) {
      const failed = fetch.responseStatus === 0 || fetch.responseStatus >= 400;
      if (failed && fetch.startTime >= named.startTime && fetch.name.startsWith(folder) && /\.m?js$/.test(fetch.name))
        [file, status] = [fetch.name, fetch.responseStatus];
    }
  }
  if (status === undefined) return { reason: message };
  const why =
    status === 0 ? 'network error' : status >= 400 ? `HTTP ${status}` : 'refused: integrity check, or not JavaScript';
  return { reason: `${why}${file === url ? '' : ` (${file})`}: ${message}`, status };
}
