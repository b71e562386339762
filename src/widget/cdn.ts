/**
 * The widget's ES module for pages (dist/cdn/college-costs.js), the first of its files: README's snippet loads it
 * in a module script of its own (./module-snippet.ts), and the classic loader (dist/loader.js) imports it. It paints
 * the empty form at once in the mount points the loader's queue mounts first (early-form.ts), so a parent can type
 * while the rest arrives; once the form has painted, it fetches the rest of the widget (cdn-widget.ts: mount() and
 * the loader's commands, which take the forms over and answer the waiting calls) and, beside it, the framework.
 */
import { startFromModuleScript } from './embed/module-snippet';
import { paintEarlyForm, takeEarlyForm } from './embed/early-form';
import type { LoaderFunction } from './embed/loader-commands';
import { messageOf } from './call/call-failure';
import { afterPaint } from './lib/after-paint';
import type { IdleWindow } from './lib/lazy-part';

/**
 * The build's preload of the framework's files, with their hashes (rollup.config.mjs, verifiedChunks): fetched
 * beside the rest of the widget, not a round trip after it. Not there outside the build.
 */
declare const __cccPreloadFramework: (() => void) | undefined;

/** How long after the paint the rest of the widget is asked for at the latest, when the page keeps the browser busy. */
export const REST_WAIT_MS = 500;

/**
 * Runs `task` once the page has painted what is on it now, in the browser's next idle moment (at most REST_WAIT_MS
 * after that paint): the parent's first key press or tap is not held up by its work. At once in a page that is not
 * shown (a tab in the background), which paints no frame until it is.
 */
const whenPaintedAndIdle = (win: IdleWindow, task: () => void) =>
  win.document.visibilityState === 'hidden'
    ? task()
    : afterPaint(win, () =>
        win.requestIdleCallback ? win.requestIdleCallback(task, { timeout: REST_WAIT_MS }) : task(),
      );

/**
 * The mount points found on the page, which wait first in the queue as ('mount', element, elementWithDefaults),
 * with their defaults' elements: but those a call the host queued after them mounts again or unmounts, which would
 * take away a form the parent may have typed in by then.
 */
export function earlyMountPoints(queue: readonly unknown[][]): [Element, Element][] {
  const found: [Element, Element][] = [];
  for (const [name, element, defaults] of queue) {
    if (name !== 'mount' || !(element instanceof Element) || !(defaults instanceof Element)) break;
    found.push([element, defaults]);
  }
  const changedLater = new Set(
    queue.slice(found.length).flatMap(([name, element]) => (name === 'mount' || name === 'unmount' ? [element] : [])),
  );
  return found.filter(([element]) => !changedLater.has(element));
}

/**
 * The loader's hand-over (the snippet's, and the classic loader's): paints the empty form in the page's mount points
 * (earlyMountPoints), then hands the queue to the rest of the widget, which mounts them, taking the forms over, and
 * runs the calls the host queued. Until it has arrived, calls wait in the queue. Should it fail to arrive, the mount
 * points get back what they held (the host's link to its digital advice site) and the console says why.
 */
export function serveLoader(run: LoaderFunction): void {
  const painted = earlyMountPoints(run.q ?? [])
    .filter(([element, defaults]) => paintEarlyForm(element, defaults))
    .map(([element]) => element);
  const fetchRest = () => {
    import('./cdn-widget').then(
      (widget) => widget.serveLoader(run),
      (error: unknown) => {
        for (const element of painted) takeEarlyForm(element)?.discard();
        console.error(`college-costs-calculator: could not load the rest of the widget (${messageOf(error)}).`);
      },
    );
    // The framework's files, which the rest imports once it has taken a form over: asked for now, beside it.
    if (painted.length && typeof __cccPreloadFramework === 'function') __cccPreloadFramework();
  };
  if (painted.length) whenPaintedAndIdle(window, fetchRest);
  else fetchRest();
}

if (globalThis.document) startFromModuleScript(window, import.meta.url, serveLoader);
