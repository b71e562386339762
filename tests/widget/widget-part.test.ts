/**
 * The rule for a part of the widget that cannot load (src/widget/parts/widget-part.ts), in jsdom: which loads are tried
 * again, who leaves and who degrades, and what a widget that left looks like to its host (the browser's own
 * refusals, by integrity check, HTTP status or network, are tests/browser/part-failures.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/preact';
import { mount } from '../../src/widget';
import { EVERY_WIDGET, PART_RETRY_DELAYS_MS, widgetPart } from '../../src/widget/parts/widget-part';
import { whyNotLoaded } from '../../src/widget/parts/load-failure';

const BASE = { digitalAdviceUrl: 'https://advice.example/start' };
const LINK = 'Get your free financial plan';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A mount point holding the host's link, as README's snippet has it. */
function mountPoint(): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.innerHTML = `<a href="https://advice.example/start">${LINK}</a>`;
  return element;
}

/** Whether the host's link shows: in the mount point, through the shadow root's slot when there is one. */
const linkShows = (element: HTMLElement) =>
  within(element).queryByRole('link', { name: LINK }) !== null &&
  (!element.shadowRoot || element.shadowRoot.querySelector('slot') !== null);

const FILE = 'https://cdn.test/chunks/a-1.js';
const failing = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${FILE}`));

/** The browser's record of the page's fetches (Resource Timing), as [file, status, start]. */
const fetched = (...fetches: [string, number, number?][]) =>
  vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue(
      fetches.map(([name, responseStatus, startTime = 0]) => ({ name, responseStatus, startTime })) as never,
    );

describe('a part that cannot load', () => {
  it('is tried again after 1 s and 3 s, then every widget that needs it leaves: the host hears why, the link shows', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const importer = vi.fn<() => Promise<unknown>>(failing);
    const part = widgetPart(importer, { name: 'the answer checks', neededBy: EVERY_WIDGET });
    const element = mountPoint();
    const handle = mount(element, BASE);
    const heard: unknown[] = [];
    handle.on('error', (failure) => heard.push(failure));
    expect(linkShows(element)).toBe(false);

    const loading = part.load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PART_RETRY_DELAYS_MS[0]);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PART_RETRY_DELAYS_MS[1] - 1);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(linkShows(element)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toBeInstanceOf(TypeError);

    expect(importer).toHaveBeenCalledTimes(3);
    const message = `the answer checks could not load (Failed to fetch dynamically imported module: ${FILE})`;
    expect(heard).toEqual([{ kind: 'load', message }]);
    expect(errors).toHaveBeenCalledWith(
      `college-costs-calculator: ${message}; the mount point shows its own content again.`,
    );
    expect(linkShows(element)).toBe(true);
    expect(element.shadowRoot?.querySelector('style, [data-college-costs-container]')).toBeNull();
    // The host's later calls do nothing: no throw, nothing drawn again.
    handle.update({ currencySymbol: '$' });
    handle.unmount();
    expect(linkShows(element)).toBe(true);
    // The failed load was forgotten: a later use tries again.
    importer.mockResolvedValue({});
    await expect(part.load()).resolves.toEqual({});
  });

  it('is not tried again when its file was not found or refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetched([FILE, 404]);
    const importer = vi.fn(failing);
    const part = widgetPart(importer, { name: 'the results view', neededBy: EVERY_WIDGET });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits while the browser is offline, and tries again once it is back online', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn(failing).mockRejectedValueOnce(new TypeError('offline'));
    importer.mockResolvedValueOnce({ rules: true } as never);
    const part = widgetPart(importer, { name: 'the answer checks', neededBy: EVERY_WIDGET });
    const loading = part.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(importer).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ rules: true });
  });

  it("leaves only the widgets that need it: the plan's view, those with the planner", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetched([FILE, 0]);
    vi.useFakeTimers();
    const part = widgetPart(failing, { name: "the savings plan's view", neededBy: (widget) => widget.planner });
    const [withPlanner, without] = [mountPoint(), mountPoint()];
    mount(withPlanner, { ...BASE, planner: true });
    const other = mount(without, BASE);
    const loading = part.load().catch(() => undefined);
    await vi.runAllTimersAsync();
    await loading;
    expect(linkShows(withPlanner)).toBe(true);
    expect(linkShows(without)).toBe(false);
    other.unmount();
  });

  it('degrades where the widget can do without it: the console says what is missing, and the widget stays', async () => {
    fetched([FILE, 200]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const part = widgetPart(failing, { name: 'the tooltips', without: 'the information icons open nothing' });
    const element = mountPoint();
    const handle = mount(element, BASE);
    await expect(part.load()).rejects.toThrow();
    expect(errors).toHaveBeenCalledWith(
      `college-costs-calculator: the tooltips could not load (refused: integrity check, or not JavaScript: Failed to fetch dynamically imported module: ${FILE}); the information icons open nothing.`,
    );
    expect(linkShows(element)).toBe(false);
    handle.unmount();
  });
});

describe('whyNotLoaded', () => {
  const error = new TypeError(`Failed to fetch dynamically imported module: ${FILE}`);

  it("reads the file's status from the browser's record of its last fetch, where the error names the file", () => {
    fetched([FILE, 200], ['https://cdn.test/page.html', 404], [FILE, 503]);
    expect(whyNotLoaded(error)).toEqual({ reason: `HTTP 503: ${error.message}`, status: 503 });
    fetched([FILE, 0]);
    expect(whyNotLoaded(error)).toEqual({ reason: `network error: ${error.message}`, status: 0 });
    fetched([FILE, 200]);
    expect(whyNotLoaded(error)).toEqual({
      reason: `refused: integrity check, or not JavaScript: ${error.message}`,
      status: 200,
    });
  });

  it('names the file it imports that failed, where the file itself came', () => {
    const styles = 'https://cdn.test/chunks/use-styles-2.js';
    // (A failure of the same file before this import, and one of another folder, are not its.)
    fetched([styles, 404, 1], [FILE, 200, 2], ['https://cdn.test/other/b.js', 0, 3], [styles, 0, 3]);
    expect(whyNotLoaded(error)).toEqual({ reason: `network error (${styles}): ${error.message}`, status: 0 });
  });

  it("gives the error's own message where the browser does not say", () => {
    fetched();
    expect(whyNotLoaded(error)).toEqual({ reason: error.message });
    expect(whyNotLoaded(new TypeError('Importing a module script failed.'))).toEqual({
      reason: 'Importing a module script failed.',
    });
  });
});
