/**
 * The widget's module as its own loader: the snippet `<script type="module" src=".../dist/cdn/college-costs.js">`
 * fetches the widget with the page, one round trip where the classic loader takes two (page → loader →
 * module). Once the module has run, it does what the loader does once the widget is here: it takes over the
 * command function (the calls the host queued before it wait in its `q`), mounts the page's mount points
 * with options from their data-* attributes, over those of its own script tag, and runs the waiting calls.
 */
import type { LoaderFunction } from './loader-commands';
import { GLOBAL_NAME, claimMountPoints } from './mount-points';

type Command = unknown[];
type CommandFunction = LoaderFunction & ((...command: Command) => unknown);

/**
 * An address without its npm CDN version: a CDN may redirect a range ('…/college-costs-calculator@1/…') to the
 * exact version, and the module's own address is then the one it was redirected to.
 */
const withoutVersion = (url: string) => url.replace(/calculator@[^/]+/, 'calculator');

/**
 * Starts the widget on the page when a module script of its own address is there. Imported by the classic
 * loader instead (dist/loader.js: no such script), it leaves the page to the loader, and so it does when a
 * loader is already fetching it: that loader serves its own calls. A loader still waiting for its mount point
 * to come near is served now, since the widget is here. `serve` is the widget's hand-over (cdn.ts); until it has
 * answered, calls wait in the queue, in order.
 */
export function startFromModuleScript(
  win: Window & typeof globalThis,
  moduleUrl: string,
  serve: (run: LoaderFunction) => void,
): void {
  const script = Array.from(win.document.querySelectorAll<HTMLScriptElement>('script[type="module"]')).find(
    (element) => withoutVersion(element.src) === withoutVersion(moduleUrl),
  );
  const globals = win as unknown as Record<string, CommandFunction | undefined>;
  const existing = globals[GLOBAL_NAME];
  if (!script || existing?.l) return;
  const run: CommandFunction =
    existing?.l === ''
      ? existing
      : Object.assign((...command: Command) => (run.d ? run.d(command) : void run.q!.push(command)), {
          q: existing?.q || [],
        });
  run.l = moduleUrl;
  globals[GLOBAL_NAME] = run;
  // The mount points mount before the calls the host queued, so those can update them and listen to them.
  run.q!.unshift(...claimMountPoints(win.document).map((element) => ['mount', element, script]));
  serve(run);
}
