import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_NAME, readOptions, startLoader, type CommandFunction } from '../../src/loader/loader';

const globals = window as unknown as Record<string, unknown>;

function loaderScript(attributes: Record<string, string> = {}, src = 'https://cdn.example/ccc/1.0.0/dist/loader.js') {
  const script = document.createElement('script');
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

const widgetTags = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src$="college-costs.umd.js"]'));

/** What the script-tag build does when it arrives: it defines the global, then fires load. */
function arrive(api: { mount: (...args: unknown[]) => unknown }) {
  globals[GLOBAL_NAME] = api;
  widgetTags()[0].dispatchEvent(new Event('load'));
}

beforeEach(() => {
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
    const script = loaderScript({ 'data-digital-advice-url': 'https://advice.example/', 'data-currency-symbol': '£', 'data-layout': 'card' });
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
  it('queues calls made before the widget arrives and runs them in order once it has', () => {
    const run = startLoader(window, loaderScript());
    const a = document.body.appendChild(document.createElement('div'));
    const b = document.body.appendChild(document.createElement('div'));
    expect(globals[GLOBAL_NAME]).toBe(run);
    (globals[GLOBAL_NAME] as CommandFunction)('mount', a, { digitalAdviceUrl: 'https://a.example/' });
    (globals[GLOBAL_NAME] as CommandFunction)('mount', b, { digitalAdviceUrl: 'https://b.example/' });
    expect(widgetTags()).toHaveLength(1);
    expect(widgetTags()[0].src).toBe('https://cdn.example/ccc/1.0.0/dist/college-costs.umd.js');
    const mount = vi.fn(() => 'handle');
    arrive({ mount });
    expect(mount.mock.calls).toEqual([
      [a, { digitalAdviceUrl: 'https://a.example/' }],
      [b, { digitalAdviceUrl: 'https://b.example/' }],
    ]);
    // Afterwards the global runs commands at once and also offers the widget's own API.
    const global = globals[GLOBAL_NAME] as CommandFunction & { mount: unknown };
    expect(global('mount', a, {})).toBe('handle');
    expect(global.mount).toBe(mount);
  });

  it('keeps the calls of the snippet queue that ran before the loader', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    snippet('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    startLoader(window, loaderScript())('mount', element, { layout: 'flat' });
    const mount = vi.fn();
    arrive({ mount });
    expect(mount.mock.calls.map((c) => c[1])).toEqual([{ digitalAdviceUrl: 'https://a.example/' }, { layout: 'flat' }]);
  });

  it('mounts the data-attribute mount points before the calls the snippet queued, so those can update and listen', () => {
    document.body.innerHTML = '<div id="college-costs-calculator" data-digital-advice-url="https://advice.example/"></div>';
    const element = document.getElementById('college-costs-calculator') as HTMLElement;
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    const token = () => 'tok';
    const listener = () => {};
    snippet('update', element, { authToken: token, userId: 'u1' });
    snippet('on', element, 'calculated', listener);
    startLoader(window, loaderScript());
    const calls: unknown[][] = [];
    arrive({
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
    const run = startLoader(window, loaderScript());
    const ready: unknown[] = [];
    run('mount', element, { digitalAdviceUrl: 'https://advice.example/', authToken: () => 'tok', userId: 'u1' });
    run('on', element, 'ready', (detail: unknown) => ready.push(detail));
    run('update', element, { addGoalLabel: 'Add to my plan' });
    arrive(widget as never);
    expect(element.shadowRoot?.querySelector('form')).toBeTruthy();
    await vi.waitFor(() => expect(ready).toEqual([{}]));
    run('unmount', element);
    expect(element.shadowRoot?.querySelector('form')).toBeNull();
  });

  it('pins a widget fetched from elsewhere with data-widget-integrity, and asks for it without credentials', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const run = startLoader(
      window,
      loaderScript({ 'data-widget-url': 'https://cdn.example/ccc@1.2.3/dist/college-costs.umd.js', 'data-widget-integrity': 'sha384-abc' }),
    );
    run('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    const [tag] = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="college-costs.umd.js"]'));
    expect(tag.src).toBe('https://cdn.example/ccc@1.2.3/dist/college-costs.umd.js');
    expect(tag.getAttribute('integrity')).toBe('sha384-abc');
    expect(tag.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('sets no integrity outside a build (the hash is written in by the build)', () => {
    const run = startLoader(window, loaderScript());
    run('mount', document.body.appendChild(document.createElement('div')), { digitalAdviceUrl: 'https://a.example/' });
    expect(widgetTags()[0].getAttribute('integrity')).toBeNull();
  });

  it('fetches at once for calls the snippet queued, with no mount point on the page', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const snippet = Object.assign((...c: unknown[]) => snippet.q.push(c), { q: [] as unknown[][] });
    globals[GLOBAL_NAME] = snippet;
    snippet('mount', element, { digitalAdviceUrl: 'https://a.example/' });
    startLoader(window, loaderScript());
    expect(widgetTags()).toHaveLength(1);
    const mount = vi.fn();
    arrive({ mount });
    expect(mount).toHaveBeenCalledWith(element, { digitalAdviceUrl: 'https://a.example/' });
  });

  it('claims each mount point once and fetches the widget once, however many loaders the page has', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="college-costs-calculator" data-digital-advice-url="https://advice.example/"></div><div data-college-costs-calculator data-layout="flat"></div>';
    const script = loaderScript({ 'data-digital-advice-url': 'https://default.example/' });
    startLoader(window, script);
    startLoader(window, loaderScript({}, 'https://other.example/loader.js'));
    expect(widgetTags()).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(widgetTags()).toHaveLength(1);
    const mount = vi.fn();
    arrive({ mount });
    expect(mount.mock.calls.map(([element, options]) => [(element as Element).id || 'second', options])).toEqual([
      ['college-costs-calculator', { digitalAdviceUrl: 'https://advice.example/' }],
      ['second', { digitalAdviceUrl: 'https://default.example/', layout: 'flat' }],
    ]);
  });

  it('fetches as soon as a mount point nears the viewport', () => {
    const observed: Element[] = [];
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    class FakeObserver {
      constructor(callback: typeof notify, public options: { rootMargin: string }) {
        notify = callback;
        expect(options.rootMargin).toBe('300px');
      }
      observe(element: Element) { observed.push(element); }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', () => 0);
    document.body.innerHTML = '<div data-college-costs-calculator data-digital-advice-url="https://advice.example/"></div>';
    startLoader(window, loaderScript());
    expect(observed).toHaveLength(1);
    expect(widgetTags()).toHaveLength(0);
    notify([{ isIntersecting: true }]);
    expect(widgetTags()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('uses the script-tag build when it is already on the page', () => {
    const mount = vi.fn();
    globals[GLOBAL_NAME] = { mount };
    document.body.innerHTML = '<div data-college-costs-calculator data-digital-advice-url="https://advice.example/"></div>';
    startLoader(window, loaderScript());
    expect(mount).toHaveBeenCalledTimes(1);
    expect(widgetTags()).toHaveLength(0);
  });

  it('shows a short message with a link where the widget cannot load, and says why in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.body.appendChild(document.createElement('div'));
    const run = startLoader(window, loaderScript());
    run('mount', element, { digitalAdviceUrl: 'https://advice.example/start' });
    widgetTags()[0].dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledWith(
      'college-costs-calculator: could not load the widget from https://cdn.example/ccc/1.0.0/dist/college-costs.umd.js (the request failed).',
    );
    expect(element.querySelector('[role="alert"]')?.textContent).toBe('The college cost calculator could not load. Get your free financial plan');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('https://advice.example/start');
    const later = document.body.appendChild(document.createElement('div'));
    run('mount', later, { digitalAdviceUrl: 'javascript:alert(1)' });
    expect(later.textContent).toBe('The college cost calculator could not load. ');
    expect(later.querySelector('a')).toBeNull();
  });

  it('reports an unknown command and a failing mount without breaking the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = startLoader(window, loaderScript());
    run('mount', document.body, {});
    arrive({ mount: () => { throw new Error('option "digitalAdviceUrl" must be given'); } });
    run('open');
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      'Error: option "digitalAdviceUrl" must be given',
      'college-costs-calculator: unknown command "open"; use "mount", "update", "unmount" or "on".',
    ]);
  });
});
