/**
 * The widget's ES module for pages (dist/cdn/college-costs.js), the first of its files: README's snippet loads it
 * in a module script of its own (./module-snippet.ts), and the classic loader (dist/loader.js) imports it. It paints
 * the empty form at once in the mount points the loader's queue mounts first (early-form.ts), so a parent can type
 * while the rest arrives; once the form has painted, it fetches the rest of the widget (cdn-widget.ts: mount() and
 * the loader's commands, which take the forms over and answer the waiting calls) and, beside it, the framework.
 */
import { startFromModuleScript } from './module-snippet';
import { paintEarlyForm, takeEarlyForm } from './early-form';
import type { LoaderFunction } from './loader-commands';

/**
 * The build's preload of the framework's files, with their hashes (rollup.config.mjs, verifiedChunks): fetched
 * beside the rest of the widget, not a round trip after it. Not there outside the build.
 */
declare const __cccPreloadFramework: (() => void) | undefined;

/** Runs `task` once the page has painted what is on it now (in the task after the next frame). */
const afterPaint = (win: Window, task: () => void) =>
  win.requestAnimationFrame ? win.requestAnimationFrame(() => setTimeout(task)) : setTimeout(task);

/**
 * The loader's hand-over (the snippet's, and the classic loader's): paints the empty form in the mount points found
 * on the page, which wait first in the queue as ('mount', element, elementWithDefaults), then hands the queue to the
 * rest of the widget. Until that has arrived, calls wait in the queue. Should it fail to arrive, the mount points get
 * back what they held (the host's link to its digital advice site) and the console says why.
 */
export function serveLoader(run: LoaderFunction): void {
  const painted: Element[] = [];
  for (const [name, element, defaults] of run.q ?? []) {
    if (name !== 'mount' || !(element instanceof Element) || !(defaults instanceof Element)) break;
    paintEarlyForm(element, defaults);
    painted.push(element);
  }
  const fetchRest = () => {
    if (typeof __cccPreloadFramework === 'function') __cccPreloadFramework();
    import('./cdn-widget').then(
      (widget) => widget.serveLoader(run),
      (error: unknown) => {
        for (const element of painted) takeEarlyForm(element)?.discard();
        console.error('college-costs-calculator: the widget could not load.', error);
      },
    );
  };
  if (painted.length) afterPaint(window, fetchRest);
  else fetchRest();
}

if (globalThis.document) startFromModuleScript(window, import.meta.url, serveLoader);
