import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GLOBAL_NAME,
  startLoader,
  type CommandFunction,
  type ModuleImporter,
  type WidgetApi,
} from '../../src/loader/loader';
import { loaderServer } from '../../src/widget/embed/loader-commands';
import { readOptions } from '../../src/widget/embed/data-options';

const globals = window as unknown as Record<string, unknown>;

function loaderScript(attributes: Record<string, string> = {}, src = 'https://cdn.example/ccc/1.0.0/dist/loader.js') {
  const script = document.createElement('script');
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

/** The modulepreload links the loader adds for the widget's module (one per fetch). */
const widgetTags = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));

/** The loader's imports of the widget module, answered by the test. */
let imports: { url: string; resolve: (api: unknown) => void; reject: (error: unknown) => void }[] = [];
const fakeImport: ModuleImporter = (url) =>
  new Promise((resolve, reject) => imports.push({ url, resolve: resolve as (api: unknown) => void, reject }));

/** A widget module whose functions are `api`, with the hand-over the real one has (src/widget/embed/loader-commands.ts). */
const widgetModule = (api: Record<string, unknown>): WidgetApi => ({ ...api, serveLoader: loaderServer(api) });

/** The widget's module arrives: the import resolves, and the loader runs the waiting calls. */
async function arrive(api: { mount: (...args: unknown[]) => unknown }) {
  expect(imports).toHaveLength(1);
  imports[0].resolve('serveLoader' in api ? api : widgetModule(api));
  await Promise.resolve();
  await Promise.resolve();
  await nextTask();
}

/** A task later: whatever the widget's arrival started has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Puts a mount point two viewports below the screen, where the loader waits for it to come near. */
const farBelow = (element: Element) => {
  (element as HTMLElement).getBoundingClientRect = () => ({ top: window.innerHeight * 3 }) as DOMRect;
};

/** The widget's module does not arrive (network error, or a hash that does not match). */
async function failToArrive() {
  imports[0].reject(new TypeError('Failed to fetch dynamically imported module'));
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  imports = [];
  delete globals[GLOBAL_NAME];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('readOptions', () => {
  it('reads data-* attributes, the element over the loader script', () => {
    const script = loaderScript({
      'data-digital-advice-url': 'https://advice.example/',
      'data-currency-symbol': '£',
      'data-layout': 'card',
    });
    const element = document.createElement('div');
    element.setAttribute('data-layout', 'flat');
    element.setAttribute('data-graphql-endpoint', '/graphql');
    element.setAttribute('data-user-id', 'u1');
    element.setAttribute('data-isolate', 'false');
    element.setAttribute('data-add-goal-label', 'Add to plan');
    expect(readOptions(element, script)).toEqual({
      digitalAdviceUrl: 'https://advice.example/',
      currencySymbol: '£',
      layout: 'flat',
      graphQLEndpoint: '/graphql',
      userId: 'u1',
      isolate: false,
      addGoalLabel: 'Add to plan',
    });
  });
});

describe('startLoader', () => {
  it('queues calls made before the widget arrives and runs them in order once it has', async () => {
    const run = startLoader(window, loaderScript(), fakeImport);
    const a = document.body.appendChild(document.createElement('div'));
    const b = document.body.appendChild(document.createElement('div'));
    expect(globals[GLOBAL_NAME]).toBe(run);
    (globals[GLOBAL_NAME] as CommandFunction)('mount', a, { digitalAdviceUrl: 'https://a.example/' });
    (globals[GLOBAL_NAME] as CommandFunction)('mount', b, { digitalAdviceUrl: 'https://b.example/' });
    expect(widgetTags()).toHaveLength(1);
    expect(widgetTags()[0].href).toBe('https://cdn.example/ccc/1.0.0/dist/cdn/college-costs.js');
    expect(imports.map((i) => i.url)).toEqual(['https://cdn.example/ccc/1.0.0/dist/cdn/college-costs.js']);
    const mount = vi.fn(() => 'handle');
    await arrive({ mount });
    expect(mount.mock.calls).toEqual([
      [a, { digitalAdviceUrl: 'https://a.example/' }],
      [b, { digitalAdviceUrl: 'https://b.example/' }],
    ]);
    // Afterwards the global runs commands at once and also offers the widget's own API.
    const global = globals[GLOBAL_NAME] as CommandFunction & { mount: unknown };
    expect(global('mount', a, {})).toBe('handle');
    expect(global.mount).toBe(mount);
  });

  it("offers only the widget's public functions on the global, not the module's internal exports", async () => {
    const run = startLoader(window, loaderScript(), fakeImport);
    run('mount', document.body.appendChild(document.createElement('div')), {});
    const update = vi.fn();
    await arrive({ mount: vi.fn(), update, q: () => 'internal', l: 'internal', e: 'internal' } as never);
    const global = globals[GLOBAL_NAME] as CommandFunction & { update: unknown };
    expect(Array.isArray(global.q)).toBe(true);
    expect(global.update).toBe(update);
  });

  it('keeps the calls of the snippet queue that ran before the loader', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    snippet('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    startLoader(window, loaderScript(), fakeImport)('mount', element, { layout: 'flat' });
    const mount = vi.fn();
    await arrive({ mount });
    expect(mount.mock.calls.map((c) => c[1])).toEqual([{ digitalAdviceUrl: 'https://a.example/' }, { layout: 'flat' }]);
  });

  it('mounts the data-attribute mount points before the calls the snippet queued, so those can update and listen', async () => {
    document.body.innerHTML =
      '<div id="college-costs-calculator" data-digital-advice-url="https://advice.example/"></div>';
    const element = document.getElementById('college-costs-calculator') as HTMLElement;
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    const token = () => 'tok';
    const listener = () => {};
    snippet('update', element, { authToken: token, userId: 'u1' });
    snippet('on', element, 'calculated', listener);
    startLoader(window, loaderScript(), fakeImport);
    const calls: unknown[][] = [];
    await arrive({
      mount: (...args: unknown[]) => calls.push(['mount', ...args]),
      update: (...args: unknown[]) => calls.push(['update', ...args]),
      on: (...args: unknown[]) => calls.push(['on', ...args]),
    } as never);
    expect(calls).toEqual([
      ['mount', element, { digitalAdviceUrl: 'https://advice.example/' }],
      ['update', element, { authToken: token, userId: 'u1' }],
      ['on', element, 'calculated', listener],
    ]);
  });

  it('runs mount (with an authToken function), on, update and unmount on the real widget through the queue', async () => {
    const widget = await import('../../src/widget');
    const element = document.body.appendChild(document.createElement('div'));
    const run = startLoader(window, loaderScript(), fakeImport);
    const ready: unknown[] = [];
    run('mount', element, { digitalAdviceUrl: 'https://advice.example/', authToken: () => 'tok', userId: 'u1' });
    run('on', element, 'ready', (detail: unknown) => ready.push(detail));
    run('update', element, { addGoalLabel: 'Add to my plan' });
    await arrive(widget as never);
    expect(element.shadowRoot?.querySelector('form')).toBeTruthy();
    await vi.waitFor(() => expect(ready).toEqual([{}]));
    run('unmount', element);
    expect(element.shadowRoot?.querySelector('form')).toBeNull();
  });

  it('pins a widget fetched from elsewhere with data-widget-integrity', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const run = startLoader(
      window,
      loaderScript({
        'data-widget-url': 'https://cdn.example/ccc@1.2.3/dist/cdn/college-costs.js',
        'data-widget-integrity': 'sha384-abc',
        nonce: 'n0nce',
      }),
      fakeImport,
    );
    run('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    const [link] = widgetTags();
    expect(link.href).toBe('https://cdn.example/ccc@1.2.3/dist/cdn/college-costs.js');
    expect(link.integrity).toBe('sha384-abc'); // (the property, which browsers reflect as the attribute; jsdom does not)
    expect(link.nonce).toBe('n0nce');
    expect(imports.map((i) => i.url)).toEqual(['https://cdn.example/ccc@1.2.3/dist/cdn/college-costs.js']);
  });

  it('from an npm CDN URL that follows a range, outside a build, leaves the URL as it is', () => {
    const run = startLoader(
      window,
      loaderScript({}, 'https://cdn.example/npm/college-costs-calculator@1/dist/loader.js'),
      fakeImport,
    );
    run('mount', document.body.appendChild(document.createElement('div')), { digitalAdviceUrl: 'https://a.example/' });
    expect(imports[0].url).toBe('https://cdn.example/npm/college-costs-calculator@1/dist/cdn/college-costs.js');
  });

  it('sets no integrity outside a build (the hash is written in by the build)', () => {
    const run = startLoader(window, loaderScript(), fakeImport);
    run('mount', document.body.appendChild(document.createElement('div')), { digitalAdviceUrl: 'https://a.example/' });
    expect(widgetTags()[0].integrity).toBe('');
  });

  it('fetches at once for calls the snippet queued, with no mount point on the page', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    snippet('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    startLoader(window, loaderScript(), fakeImport);
    expect(widgetTags()).toHaveLength(1);
    const mount = vi.fn();
    await arrive({ mount });
    expect(mount).toHaveBeenCalledWith(element, { digitalAdviceUrl: 'https://a.example/' });
  });

  it('claims each mount point once and fetches the widget once, however many loaders the page has', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // The browser's idle moment comes after two seconds here.
    vi.stubGlobal('requestIdleCallback', (then: () => void) => setTimeout(then, 2000));
    document.body.innerHTML =
      '<div id="college-costs-calculator" data-digital-advice-url="https://advice.example/"></div><div data-college-costs-calculator data-layout="flat"></div>';
    document.querySelectorAll('div').forEach(farBelow);
    const script = loaderScript({ 'data-digital-advice-url': 'https://default.example/' });
    startLoader(window, script, fakeImport);
    startLoader(window, loaderScript({}, 'https://other.example/loader.js'), fakeImport);
    expect(widgetTags()).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(widgetTags()).toHaveLength(1);
    vi.useRealTimers();
    const mount = vi.fn();
    await arrive({ mount });
    expect(mount.mock.calls.map(([element, options]) => [(element as Element).id || 'second', options])).toEqual([
      ['college-costs-calculator', { digitalAdviceUrl: 'https://advice.example/' }],
      ['second', { digitalAdviceUrl: 'https://default.example/', layout: 'flat' }],
    ]);
    vi.unstubAllGlobals();
  });

  it('fetches as soon as a mount point nears the viewport', () => {
    const observed: Element[] = [];
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    class FakeObserver {
      constructor(
        callback: typeof notify,
        public options: { rootMargin: string },
      ) {
        notify = callback;
        expect(options.rootMargin).toBe('300px');
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', () => 0);
    document.body.innerHTML =
      '<div data-college-costs-calculator data-digital-advice-url="https://advice.example/"></div>';
    document.querySelectorAll('div').forEach(farBelow);
    startLoader(window, loaderScript(), fakeImport);
    expect(observed).toHaveLength(1);
    expect(widgetTags()).toHaveLength(0);
    notify([{ isIntersecting: true }]);
    expect(widgetTags()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('fetches at once when a mount point is already within a viewport height of the screen', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML =
      '<div data-college-costs-calculator data-digital-advice-url="https://advice.example/"></div>';
    const point = document.querySelector('div') as HTMLElement;
    point.getBoundingClientRect = () => ({ top: window.innerHeight * 1.5 }) as DOMRect;
    startLoader(window, loaderScript(), fakeImport);
    expect(widgetTags()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('leaves the planning API connection to the widget (a preconnect now would close unused before Calculate)', () => {
    document.body.innerHTML = `<div data-college-costs-calculator data-graphql-endpoint="https://api.example/graphql"></div>`;
    startLoader(window, loaderScript(), fakeImport);
    expect(document.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
    expect(widgetTags()).toHaveLength(1);
  });

  it('uses the script-tag build when it is already on the page', async () => {
    const mount = vi.fn();
    globals[GLOBAL_NAME] = widgetModule({ mount });
    document.body.innerHTML =
      '<div data-college-costs-calculator data-digital-advice-url="https://advice.example/"></div>';
    startLoader(window, loaderScript(), fakeImport);
    await nextTask();
    expect(mount).toHaveBeenCalledWith(document.querySelector('div'), { digitalAdviceUrl: 'https://advice.example/' });
    expect(widgetTags()).toHaveLength(0);
    expect(imports).toHaveLength(0);
  });

  it('keeps every function of the script-tag build on the global, with no mount point near (or none at all)', async () => {
    const widget = await import('../../src/widget');
    globals[GLOBAL_NAME] = { ...widget }; // what dist/college-costs.umd.js defines
    document.body.innerHTML = '<div data-college-costs-calculator></div>';
    document.querySelectorAll('div').forEach(farBelow);
    startLoader(window, null, fakeImport);
    const global = globals[GLOBAL_NAME] as Record<string, unknown>;
    expect(typeof global.mount).toBe('function');
    expect(typeof global.formatMoney).toBe('function');
    expect(imports).toHaveLength(0);
  });

  it('leaves the mount point as it is where the widget cannot load, and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = '<a href="https://advice.example/start">Get your free financial plan</a>';
    const run = startLoader(window, loaderScript(), fakeImport);
    run('mount', element, { digitalAdviceUrl: 'https://advice.example/start' });
    await failToArrive();
    // With the import's own error, which says why (the browser says it too for a network or integrity failure).
    expect(error).toHaveBeenCalledWith(
      'college-costs-calculator: could not load https://cdn.example/ccc/1.0.0/dist/cdn/college-costs.js',
      expect.any(TypeError),
    );
    // The host's fallback stays, as with README's module snippet: the loader writes nothing of its own.
    expect(element.innerHTML).toBe('<a href="https://advice.example/start">Get your free financial plan</a>');
    const later = document.body.appendChild(document.createElement('div'));
    later.textContent = 'Plan with us';
    run('mount', later, { digitalAdviceUrl: 'https://advice.example/start' });
    run('update', element, { layout: 'flat' });
    expect(later.innerHTML).toBe('Plan with us');
    expect(element.innerHTML).toBe('<a href="https://advice.example/start">Get your free financial plan</a>');
    // The widget is asked for once: a failed load is not tried again by the calls after it.
    expect(imports).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('leaves the mount points found on the page as they are too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div id="college-costs-calculator"><a href="https://default.example/">Plan</a></div><div data-college-costs-calculator data-digital-advice-url="https://own.example/"></div>';
    const held = () => Array.from(document.querySelectorAll('div'), (point) => point.innerHTML);
    startLoader(window, loaderScript({ 'data-digital-advice-url': 'https://default.example/' }), fakeImport);
    await failToArrive();
    expect(held()).toEqual(['<a href="https://default.example/">Plan</a>', '']);
  });

  it('a module without the hand-over counts as not loaded (a data-widget-url pointing at another file)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.body.appendChild(document.createElement('div'));
    const run = startLoader(window, loaderScript(), fakeImport);
    run('mount', element, { digitalAdviceUrl: 'https://advice.example/start' });
    imports[0].resolve({ mount: vi.fn() } as never);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'college-costs-calculator: could not load https://cdn.example/ccc/1.0.0/dist/cdn/college-costs.js',
        expect.any(TypeError),
      ),
    );
    expect(element.childNodes).toHaveLength(0);
  });

  it('runs the waiting calls as soon as the widget has arrived, in order, and later calls after them', async () => {
    const run = startLoader(window, loaderScript(), fakeImport);
    const element = document.body.appendChild(document.createElement('div'));
    run('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    const calls: string[] = [];
    imports[0].resolve(widgetModule({ mount: () => calls.push('mount'), update: () => calls.push('update') }));
    await Promise.resolve();
    await Promise.resolve();
    // In the task that evaluated the module: the form is there before the page's next frame.
    expect(calls).toEqual(['mount']);
    run('update', element, { layout: 'flat' });
    expect(calls).toEqual(['mount', 'update']);
  });

  it('keeps the order when a waiting call makes another call while the waiting ones run', async () => {
    const run = startLoader(window, loaderScript(), fakeImport);
    const element = document.body.appendChild(document.createElement('div'));
    run('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    run('update', element, { layout: 'flat' });
    const calls: string[] = [];
    imports[0].resolve(
      widgetModule({
        mount: () => {
          calls.push('mount');
          run('unmount', element);
        },
        update: () => calls.push('update'),
        unmount: () => calls.push('unmount'),
      }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['mount', 'update', 'unmount']);
  });

  it('reports an unknown command and a failing mount without breaking the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = startLoader(window, loaderScript(), fakeImport);
    run('mount', document.body, {});
    await arrive({
      mount: () => {
        throw new Error('option "digitalAdviceUrl" must be given');
      },
    });
    run('open');
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      'Error: option "digitalAdviceUrl" must be given',
      'college-costs-calculator: unknown command "open"; use "mount", "update", "unmount" or "on".',
    ]);
  });
});
