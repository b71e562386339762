import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoader, type ModuleImporter } from '../../src/loader/loader';
import { loaderServer, type LoaderFunction } from '../../src/widget/embed/loader-commands';
import { startFromModuleScript } from '../../src/widget/embed/module-snippet';
import { GLOBAL_NAME } from '../../src/widget/embed/mount-points';

const MODULE_URL = 'https://cdn.example/college-costs-calculator@1.0.0/dist/cdn/college-costs.js';
const globals = window as unknown as Record<
  string,
  (LoaderFunction & ((...command: unknown[]) => unknown)) | undefined
>;

/** README's snippet: the widget's module in a module script of its own, with defaults on its tag. */
function moduleScript(src = MODULE_URL) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  script.setAttribute('data-digital-advice-url', 'https://advice.example/');
  document.body.appendChild(script);
  return script;
}

/** The snippet queue a host defines before the widget's script (docs/embedding.md "The loader"). */
function hostQueue() {
  const queue = Object.assign((...command: unknown[]) => queue.q.push(command), { q: [] as unknown[][] });
  globals[GLOBAL_NAME] = queue;
  return queue;
}

/** The widget runs the waiting calls in the task after the one that evaluated its module. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  delete globals[GLOBAL_NAME];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('the widget module as its own loader', () => {
  it('mounts the mount points with their data-* options over its script tag, then runs the calls the host queued', async () => {
    document.body.innerHTML =
      '<div id="college-costs-calculator" data-graphql-endpoint="/graphql"></div><div data-college-costs-calculator data-layout="flat"></div>';
    const [first, second] = Array.from(document.querySelectorAll('div'));
    const queue = hostQueue();
    const other = document.body.appendChild(document.createElement('div'));
    queue('mount', other, { digitalAdviceUrl: 'https://other.example/' });
    const script = moduleScript();
    const mount = vi.fn();
    const update = vi.fn();
    startFromModuleScript(window, MODULE_URL, loaderServer({ mount, update }));
    await nextTask();
    expect(mount.mock.calls).toEqual([
      [first, { digitalAdviceUrl: 'https://advice.example/', graphQLEndpoint: '/graphql' }],
      [second, { digitalAdviceUrl: 'https://advice.example/', layout: 'flat' }],
      [other, { digitalAdviceUrl: 'https://other.example/' }],
    ]);
    // Afterwards the global answers at once and offers the widget's functions.
    const global = globals[GLOBAL_NAME]!;
    global('update', first, { layout: 'card' });
    expect(update).toHaveBeenCalledWith(first, { layout: 'card' });
    expect((global as unknown as { mount: unknown }).mount).toBe(mount);
    expect(global.l).toBe(MODULE_URL);
    expect(script.isConnected).toBe(true);
  });

  it('finds its script tag when a CDN redirected its version range to the exact version', async () => {
    document.body.innerHTML = '<div id="college-costs-calculator"></div>';
    moduleScript('https://cdn.example/college-costs-calculator@1/dist/cdn/college-costs.js');
    const mount = vi.fn();
    startFromModuleScript(window, MODULE_URL, loaderServer({ mount }));
    await nextTask();
    expect(mount.mock.calls).toEqual([
      [document.getElementById('college-costs-calculator'), { digitalAdviceUrl: 'https://advice.example/' }],
    ]);
  });

  it('does nothing when no module script of its address is on the page (the classic loader imported it)', () => {
    document.body.innerHTML = '<div id="college-costs-calculator"></div>';
    moduleScript('https://cdn.example/college-costs-calculator@1.0.0/dist/cdn/other.js');
    const mount = vi.fn();
    startFromModuleScript(window, MODULE_URL, loaderServer({ mount }));
    expect(globals[GLOBAL_NAME]).toBeUndefined();
    expect(document.getElementById('college-costs-calculator')!.hasAttribute('data-ccc-claimed')).toBe(false);
  });

  it('leaves the page to a classic loader already fetching the widget, which mounts each point once', async () => {
    document.body.innerHTML = '<div id="college-costs-calculator"></div>';
    const imported: string[] = [];
    const importer: ModuleImporter = (url) => (imported.push(url), new Promise(() => {}));
    const loader = startLoader(window, null, importer);
    expect(loader.l).not.toBe('');
    moduleScript();
    const mount = vi.fn();
    startFromModuleScript(window, MODULE_URL, loaderServer({ mount }));
    await nextTask();
    expect(globals[GLOBAL_NAME]).toBe(loader);
    expect(mount).not.toHaveBeenCalled();
    expect(imported).toHaveLength(1);
  });

  it('serves a classic loader still waiting for its mount point to come near, which then fetches nothing', async () => {
    document.body.innerHTML = '<div id="college-costs-calculator"></div>';
    const element = document.getElementById('college-costs-calculator')!;
    element.getBoundingClientRect = () => ({ top: window.innerHeight * 3 }) as DOMRect;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    const imported: string[] = [];
    const loader = startLoader(window, null, (url) => (imported.push(url), new Promise(() => {})));
    expect(loader.l).toBe('');
    moduleScript();
    const mount = vi.fn();
    const update = vi.fn();
    startFromModuleScript(window, MODULE_URL, loaderServer({ mount, update }));
    await nextTask();
    expect(globals[GLOBAL_NAME]).toBe(loader);
    expect(mount.mock.calls).toEqual([[element, {}]]);
    loader('update', element, {});
    expect(update).toHaveBeenCalledWith(element, {});
    expect(imported).toEqual([]);
    vi.unstubAllGlobals();
  });
});
