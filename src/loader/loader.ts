/**
 * The host-page loader: a classic script of about 1 KB that finds the mount points, queues calls made
 * before the widget has arrived, and fetches the widget once, when a mount point nears the viewport or
 * the browser is idle. Once the widget is here it answers the calls itself (src/widget/embed/loader-commands.ts:
 * reading mount points' data-* attributes, the commands and their messages). See README "With the loader".
 */

import type { LoaderFunction } from '../widget/embed/loader-commands';
import { GLOBAL_NAME, claimMountPoints } from '../widget/embed/mount-points';

export { GLOBAL_NAME, MOUNT_SELECTOR } from '../widget/embed/mount-points';
/**
 * The SHA-384 of the widget module built beside this loader: the build writes it here (rollup.config.mjs), so
 * the browser verifies the module the loader imports (Subresource Integrity). Left as is outside a build.
 */
const WIDGET_INTEGRITY = '__WIDGET_INTEGRITY__';
/** This package's version, written in by the build: the widget fetched is always the one built with this loader. */
const VERSION = '__PACKAGE_VERSION__';

/** How far outside the viewport a mount point starts the download. */
export const NEAR_VIEWPORT = '300px';

type Command = unknown[];

/** What the loader needs of the widget's module (or of the script-tag build already on the page). */
export interface WidgetApi {
  /** Takes over the command function: offers the widget's functions on it and runs the waiting calls. */
  serveLoader(run: CommandFunction): void;
  [name: string]: unknown;
}

/**
 * The function hosts call: CollegeCostsCalculator('mount', element, options), ('update', element, options),
 * ('unmount', element) and ('on', element, 'calculated', listener). Calls wait, in order, for the widget.
 */
export interface CommandFunction extends LoaderFunction {
  (...command: Command): unknown;
}

/**
 * The page's globals, where the command function is named as a property (GLOBAL_NAME's type keeps the two the same):
 * a computed [GLOBAL_NAME], used twice, would stay a variable at the top of the built file, which has none
 * (rollup.config.mjs, classicScriptScope).
 */
type Globals = Record<typeof GLOBAL_NAME, CommandFunction>;

/** Imports the widget's ES module (tests give their own). */
export type ModuleImporter = (url: string) => Promise<WidgetApi>;

/** Starts (or joins) the loader on a page. `script` is the loader's own script element. */
export function startLoader(
  win: Window & typeof globalThis,
  script: HTMLScriptElement | null,
  importModule?: ModuleImporter,
): CommandFunction {
  // Mount points: each claimed once, whatever number of loaders the page has. (Claimed first: nothing here depends
  // on the order, and the minified file comes out a few bytes smaller; so it does with `win.document` written out
  // each time, whose repeats gzip compresses, rather than kept in a variable.)
  const points = claimMountPoints(win.document);

  const existing = (win as unknown as Globals).CollegeCostsCalculator as CommandFunction & Partial<WidgetApi>;
  // Without its script element (a loader run by other code), the loader has no data-* defaults of its own.
  const own = script || win.document.createElement('script');
  const ownUrl = own.dataset.widgetUrl;
  // From an npm CDN URL that follows a range ('…/college-costs-calculator@1/dist/loader.js'), the widget is
  // asked for at this loader's exact version, so the two always match (and the integrity holds).
  const widgetUrl =
    ownUrl ||
    new URL('cdn/college-costs.js', own.src || win.document.baseURI).href.replace(
      /calculator@[^/]+/,
      VERSION.indexOf('_') ? `calculator@${VERSION}` : '$&', // (outside a build the placeholder starts with '_')
    );
  // The hash is that of the widget built with this loader, in its own folder; data-widget-url points elsewhere.
  // (Outside a build the placeholder starts with '_': no integrity. In a build the minifier folds the test away.)
  const integrity = (ownUrl ? own.dataset.widgetIntegrity : WIDGET_INTEGRITY.indexOf('_') && WIDGET_INTEGRITY) || '';
  // A loader already on the page: join it, so the widget is fetched once.
  const run: CommandFunction =
    existing?.l != null
      ? existing
      : Object.assign((...command: Command) => (run.d ? run.d(command) : (run.q!.push(command), load())), {
          // The snippet's queue: calls the host made before any loader ran.
          q: existing?.q || [],
          l: '',
        });
  // Calls the host queued before this script ran asked for the widget: fetch now.
  const hostCalls = run != existing && run.q!.length;
  (win as unknown as Globals).CollegeCostsCalculator = run;

  const load = (): void => {
    if (run.l) return;
    run.l = widgetUrl;
    // The script-tag build already on the page: use it as it is (all its functions stay on the global).
    if (existing?.serveLoader) return Object.assign(run, existing).serveLoader!(run);
    // The module is fetched through a modulepreload link that carries its hash, so the browser refuses a
    // changed file before it runs (and says so in the console); the widget fetches its later chunks the same way.
    // (The widget opens the planning API's connection itself, once the answers are in: src/widget/call/preconnect.ts.)
    win.document.head.append(
      Object.assign(win.document.createElement('link'), {
        rel: 'modulepreload',
        href: widgetUrl,
        integrity,
        nonce: own.nonce,
      }),
    );
    // (index.ts passes no importer: in the build the minifier folds the test away and leaves import() alone.)
    (importModule ? importModule(widgetUrl) : (import(/* @vite-ignore */ widgetUrl) as Promise<WidgetApi>))
      .then((api) => api.serveLoader(run))
      // The mount points keep what they hold (the host's fallback, a link to its digital advice site), as with
      // README's module snippet; the console says which file and why (the browser says it too for a network or
      // integrity failure). Calls made after this wait in the queue, with nothing to answer them.
      .catch((error) => console.error(`college-costs-calculator: could not load ${widgetUrl}`, error));
  };

  // The mount points mount before the calls the host queued (the snippet), so those can update them, listen to
  // them or replace them.
  const mounts = points.map((element) => ['mount', element, own]);
  if (run.d) mounts.map(run.d);
  else run.q!.unshift(...mounts);
  if (
    hostCalls ||
    existing?.serveLoader ||
    points.some((point) => point.getBoundingClientRect().top < win.innerHeight * 2)
  ) {
    // (A mount point already within a viewport's height of the screen: the parent will see it, fetch now.)
    load();
  } else if (points.length) {
    // Fetch when a mount point nears the viewport, or when the browser is idle, whichever comes first.
    const observer = new win.IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && (observer.disconnect(), load()),
      { rootMargin: NEAR_VIEWPORT },
    );
    points.map(observer.observe, observer);
    // (Where the browser has no idle callback, as Safari, only nearing the viewport fetches it.)
    win.requestIdleCallback?.(load, { timeout: 4000 });
  }
  return run;
}
