/**
 * A blip is not a failure, in Chromium: a 503 then a 200 ends in the results, the spinner
 * staying through the wait; a 503 for longer than requestTimeoutMs ends in the downtime line; and one click
 * of the savings plan's 'Show my plan' is one call (the "two 500s" of the issue), its attempts each logged
 * once by Chromium ("Failed to load resource: …": the browser logs every HTTP error answer to fetch, handled
 * or not). The API's failures come from page.route; the rest is the demo server. Nothing waits on the clock:
 * each step waits for what the page shows or for a request to arrive.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { Q, answerByMouse, openPage, servePage, useBrowserAndServer, widgetPage } from './support';

const ctx = useBrowserAndServer();

const DOWN = 'Our planning service is down for maintenance. Please try again in a few minutes.';
const WRONG = 'Something went wrong, please try again.';

/** A promise and the function that settles it: a request that arrived, a gate the test opens. */
function signal(): { promise: Promise<void>; settle: () => void } {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

const operationOf = (request: Request): string =>
  (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '';

async function openWidget(options: Record<string, unknown>): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await openPage(ctx.browser);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await servePage(page, `${ctx.server.url}/widget.html`, widgetPage(options));
  await page.goto(`${ctx.server.url}/widget.html`);
  await page.getByRole('spinbutton', { name: Q.age }).waitFor();
  return { page, consoleErrors };
}

const events = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { events: [string, unknown][] }).events.map(([name, detail]) => [
      name,
      name === 'error' ? detail : null,
    ]),
  );

describe('the calculation, after a blip', () => {
  it('a 503 then a 200: the spinner stays through the wait, then the results; both attempts carry one Idempotency-Key', async () => {
    const { page } = await openWidget({});
    const keys: string[] = [];
    const retried = signal();
    const release = signal();
    await page.route(`${ctx.server.url}/graphql`, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      retried.settle();
      await release.promise;
      return route.continue();
    });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    // The retry has come (after the wait), and is held: the form is still busy, and no error line has shown.
    await retried.promise;
    expect(await page.getByRole('status').filter({ hasText: 'Calculating your estimate…' }).isVisible()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: Q.age }).isDisabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    release.settle();
    await page.getByRole('heading', { name: /We estimate that you'll need to save €68,524 by \d{4}/ }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await events(page)).toEqual([
      ['ready', null],
      ['calculated', null],
    ]);
    await page.close();
  });

  it('a 503 for longer than requestTimeoutMs (2500): the downtime line, one downtime event, the answers kept', async () => {
    const { page, consoleErrors } = await openWidget({ requestTimeoutMs: 2500 });
    const keys: string[] = [];
    await page.route(`${ctx.server.url}/graphql`, (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(DOWN);
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('10');
    expect(await page.getByRole('button', { name: 'Calculate' }).isEnabled()).toBe(true);
    // At once, then after 1000 ms; the next wait (1500 to 2500 ms) would end past the 2500 ms deadline.
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const downtime = { kind: 'downtime', status: 503, message: 'HTTP 503: the API is down (attempt 2)' };
    expect(await events(page)).toEqual([
      ['ready', null],
      ['error', downtime],
    ]);
    // Chromium logs each 503 answer itself; the widget says once why it gave up.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
      'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
      'college-costs-calculator: the calculation failed (downtime): HTTP 503: the API is down (attempt 2)',
    ]);
    await page.close();
  });
});

describe("the savings plan's 'Show my plan'", () => {
  it("one failed click is one call: its attempts share one key, and Chromium logs each attempt's 500 once", async () => {
    const { page, consoleErrors } = await openWidget({ planner: true, requestTimeoutMs: 2500 });
    const planKeys: string[] = [];
    await page.route(`${ctx.server.url}/graphql`, async (route) => {
      if (operationOf(route.request()) !== 'CollegeSavingsPlan') return route.continue();
      planKeys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    await page.getByRole('button', { name: 'Show my plan' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(WRONG);
    expect(planKeys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(planKeys).size).toBe(1);
    const failedLoads = consoleErrors.filter((text) => text.startsWith('Failed to load resource'));
    expect(failedLoads).toEqual(
      planKeys.map(() => 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)'),
    );
    expect(consoleErrors.filter((text) => text.startsWith('college-costs-calculator:'))).toEqual([
      expect.stringMatching(/^college-costs-calculator: the savings plan failed \((http|timeout)\): /),
    ]);
    await page.close();
  });
});
