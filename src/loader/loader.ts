/**
 * The host-page loader: a classic script of about 1 KB that finds the mount points, queues calls made
 * before the widget has arrived, and fetches the widget once, when a mount point nears the viewport or
 * the browser is idle. See README "Load with the loader".
 */

/** The global the widget's script-tag build defines, and the loader's command function. */
export const GLOBAL_NAME = 'CollegeCostsCalculator';
export const MOUNT_SELECTOR = '#college-costs-calculator,[data-college-costs-calculator]';
/**
 * The SHA-384 of the widget module built beside this loader: the build writes it here (rollup.config.mjs), so
 * the browser verifies the module the loader imports (Subresource Integrity). Left as is outside a build.
 */
const WIDGET_INTEGRITY = '__WIDGET_INTEGRITY__';
/** This package's version, written in by the build: the widget fetched is always the one built with this loader. */
const VERSION = '__PACKAGE_VERSION__';

/** The widget's functions the global offers once the widget has arrived. */
const API = ['mount', 'update', 'unmount', 'on'];

/** How far outside the viewport a mount point starts the download. */
export const NEAR_VIEWPORT = '300px';

/** The mount() options a data-* attribute may set, as the element's dataset names them ('data-user-id' → userId). */
const DATA_OPTIONS = 'digitalAdviceUrl currencySymbol graphqlEndpoint feesInfoUrl userId addGoalLabel layout className nonce isolate'.split(' ');

type Options = Record<string, unknown>;
type Command = unknown[];

export interface WidgetApi {
  mount(element: Element, options: Options): unknown;
  [name: string]: unknown;
}

/**
 * The function hosts call: CollegeCostsCalculator('mount', element, options), ('update', element, options),
 * ('unmount', element) and ('on', element, 'calculated', listener). Calls wait, in order, for the widget.
 */
export interface CommandFunction {
  (...command: Command): unknown;
  /** Calls waiting for the widget. */
  q?: Command[];
  /** The widget's address once a loader has started fetching it ('' before): marks a loader's function. */
  l?: string;
  /** The widget's API, once it has arrived. */
  api?: WidgetApi;
  /** Set when the widget could not load. */
  e?: string;
}

/** Options from an element's data-* attributes, over the loader script's own as defaults. */
export function readOptions(element: Element, script: Element | null): Options {
  const options: Options = {};
  for (const source of [script, element] as (HTMLElement | null)[]) {
    for (const name of DATA_OPTIONS) {
      const value = source?.dataset[name];
      if (value != null) options[name === 'graphqlEndpoint' ? 'graphQLEndpoint' : name] = name === 'isolate' ? value !== 'false' : value;
    }
  }
  const nonce = (script as HTMLScriptElement | null)?.nonce;
  if (nonce && !options.nonce) options.nonce = nonce;
  return options;
}

/** Shows a short message with a link to the digital advice site where the widget should be. */
export function showFallback(element: Element, options: Options): void {
  const doc = element.ownerDocument;
  const message = doc.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The college cost calculator could not load. ';
  const url = String(options.digitalAdviceUrl ?? '');
  if (/^https?:\/\//i.test(url)) {
    const link = doc.createElement('a');
    link.href = url;
    link.textContent = 'Get your free financial plan';
    message.appendChild(link);
  }
  element.replaceChildren(message);
}

/** Imports the widget's ES module (tests give their own). */
export type ModuleImporter = (url: string) => Promise<WidgetApi>;
const importByUrl: ModuleImporter = (url) => import(/* @vite-ignore */ url) as Promise<WidgetApi>;

/** Starts (or joins) the loader on a page. `script` is the loader's own script element. */
export function startLoader(
  win: Window & typeof globalThis,
  script: HTMLScriptElement | null,
  importModule: ModuleImporter = importByUrl,
): CommandFunction {
  const doc = win.document;
  const globals = win as unknown as Record<string, unknown>;
  const existing = globals[GLOBAL_NAME] as CommandFunction | undefined;
  const ownUrl = script?.getAttribute('data-widget-url');
  // From an npm CDN URL that follows a range ('…/college-costs-calculator@1/dist/loader.js'), the widget is
  // asked for at this loader's exact version, so the two always match (and the integrity holds).
  const widgetUrl =
    ownUrl ||
    new URL('cdn/college-costs.js', script?.src || doc.baseURI).href.replace(
      /(\/college-costs-calculator@)[^/]+/,
      VERSION.indexOf('_') ? `$1${VERSION}` : '$&', // (outside a build the placeholder starts with '_')
    );
  // The hash is that of the widget built with this loader, in its own folder; data-widget-url points elsewhere.
  const integrity = ownUrl ? script?.getAttribute('data-widget-integrity') : WIDGET_INTEGRITY;

  // Join a loader already on the page (or the snippet's queue), so the widget is fetched once.
  const joined = typeof existing === 'function' && existing.l !== undefined;
  const run: CommandFunction = joined
    ? existing
    : Object.assign((...command: Command): unknown => dispatch(command), {
        q: Array.isArray(existing?.q) ? existing.q : [],
      });
  // The script-tag build may already be on the page: use it as it is.
  if (!joined && existing && typeof (existing as unknown as WidgetApi).mount === 'function') {
    run.api = existing as unknown as WidgetApi;
    Object.assign(run, existing);
  }
  if (!joined) run.l = '';
  globals[GLOBAL_NAME] = run;

  function dispatch(command: Command): unknown {
    const [name, ...args] = command;
    if (run.api) return call(name, args);
    if (run.e) {
      if (name === 'mount') showFallback(args[0] as Element, (args[1] as Options) ?? {});
      return undefined;
    }
    run.q!.push(command);
    load();
    return undefined;
  }

  /** Runs (or, after a failure, answers) every waiting call, in order. */
  function drain(): void {
    for (const command of run.q!.splice(0)) dispatch(command);
  }

  function call(name: unknown, args: unknown[]): unknown {
    const method = run.api![String(name)];
    if (typeof method !== 'function') {
      console.error(`college-costs-calculator: unknown command "${String(name)}"; use "mount", "update", "unmount" or "on".`);
      return undefined;
    }
    try {
      return method(...args);
    } catch (error) {
      console.error(error);
      return undefined;
    }
  }

  /** Adds a resource hint to the page's head. */
  function hint(rel: string, href: string, integrity?: string | null): void {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (integrity) link.setAttribute('integrity', integrity);
    else link.crossOrigin = '';
    if (script?.nonce) link.nonce = script.nonce;
    (doc.head || doc.documentElement).appendChild(link);
  }

  function load(): void {
    if (run.l || run.api) return;
    run.l = widgetUrl;
    // The planning API on another origin: its connection opens while the widget downloads.
    for (const [name, , options] of run.q!) {
      const endpoint = name === 'mount' && (options as Options | undefined)?.graphQLEndpoint;
      const origin = typeof endpoint === 'string' && new URL(endpoint, doc.baseURI).origin;
      if (origin && origin !== win.location.origin) hint('preconnect', origin);
    }
    // The module is fetched through a modulepreload link that carries its hash, so the browser refuses a
    // changed file before it runs; the widget fetches its later chunks the same way.
    hint('modulepreload', widgetUrl, integrity && integrity.indexOf('sha') === 0 ? integrity : '');
    importModule(widgetUrl).then(
      (api) => {
        if (!api || typeof api.mount !== 'function') return fail('it did not define the widget');
        run.api = api;
        // The module's public functions (it also exports internal names, for its own chunks).
        for (const name of API) (run as unknown as Record<string, unknown>)[name] = api[name];
        globals[GLOBAL_NAME] = run;
        drain();
      },
      () => fail('the request failed, or the file did not match its integrity hash'),
    );
  }

  function fail(why: string): void {
    run.e = `college-costs-calculator: could not load the widget from ${widgetUrl} (${why}).`;
    globals[GLOBAL_NAME] = run;
    console.error(run.e);
    drain();
  }

  // Calls the host queued (the snippet) before this script ran: it asked for the widget, so fetch now.
  const hostCalls = joined ? 0 : run.q!.length;
  // Mount points: each claimed once, whatever number of loaders the page has. They mount before the
  // calls the host queued, so those can update them, listen to them or replace them.
  const points: Element[] = [];
  doc.querySelectorAll(MOUNT_SELECTOR).forEach((element) => {
    if (element.hasAttribute('data-ccc-claimed')) return;
    element.setAttribute('data-ccc-claimed', '');
    points.push(element);
  });
  run.q!.splice(joined ? run.q!.length : 0, 0, ...points.map((element) => ['mount', element, readOptions(element, script)]));
  if (run.api || run.e) {
    drain();
  } else if (hostCalls) {
    load();
  } else if (points.some((point) => point.getBoundingClientRect().top < win.innerHeight * 2)) {
    // A mount point already within a viewport's height of the screen: the parent will see it, fetch now.
    load();
  } else if (points.length) {
    // Fetch when a mount point nears the viewport, or when the browser is idle, whichever comes first.
    if ('IntersectionObserver' in win) {
      const observer = new win.IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            load();
          }
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      points.forEach((point) => observer.observe(point));
    }
    const idle = (win as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(load, { timeout: 4000 });
    else win.setTimeout(load, 2000);
  }
  return run;
}
