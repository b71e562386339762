/**
 * A signed-in parent's saved calculations, in Chromium against the reference server (its storage at hand, to count
 * what was saved): 'Make a change' then Calculate with nothing changed saves nothing more (the server answers the
 * saved record), and past the cap on saved calculations the parent still gets the estimate, with a line saying why
 * it was not saved, in English and in Irish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/index';
import { createDevKeys } from '../../server/dev-token';
import { openStorage, type Storage } from '../../server/storage';
import { LIST_CAPS } from '../../server/storage/list-caps';
import { gaMessages } from '../../examples/messages-ga.js';
import { axeViolations } from './axe';
import {
  Q,
  SCREENSHOT_DIR,
  answerByMouse,
  answerInIrishAndCalculate,
  launchBrowser,
  openPage,
  servePage,
  widgetPage,
} from './support';

const NOT_SAVED = `This estimate was not saved: you already have ${LIST_CAPS.college_costs.toLocaleString('en-IE')} saved estimates, the most we keep.`;
const HEADLINE = /We estimate that you'll need to save €68,524 by \d{4}/;

let browser: Browser;
let server: RunningServer;
let storage: Storage;
beforeAll(async () => {
  const keys = await createDevKeys();
  storage = await openStorage({ dataDir: 'memory' });
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      port: 0,
      host: '127.0.0.1',
      storage,
      auth: { publicKey: keys.publicKey },
      devSignIn: { privateKey: keys.privateKey },
      log: () => {},
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await storage?.close();
});

/** Signs `userId` in as a planning app does (the server's POST /dev/sign-in) and answers the session token. */
async function signIn(userId: string): Promise<string> {
  const response = await fetch(`${server.url}/dev/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A page with the widget signed in as `userId`, counting its calculation calls. */
async function signedInPage(userId: string, width = 1280, options: Record<string, unknown> = {}) {
  const page = await openPage(browser, width, 900);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"CalculateCollegeCosts"'))
      calls.push(request.headers()['auth-token'] ?? '');
  });
  const authToken = await signIn(userId);
  await servePage(page, `${server.url}/widget.html`, widgetPage({ userId, authToken, ...options }));
  await page.goto(`${server.url}/widget.html`);
  return { page, calls };
}

/** The ids of the 'calculated' events so far. */
const calculatedIds = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { events: [string, { collegeCost: { id: string | null } }][] }).events
      .filter(([name]) => name === 'calculated')
      .map(([, detail]) => detail.collegeCost.id),
  );

const savedIds = async (userId: string) =>
  (await storage.collegeCosts.listByUser(userId, { first: LIST_CAPS.college_costs + 1, after: null }))?.items.map(
    (item) => item.id,
  ) ?? [];

/** Gives `userId` as many saved calculations as the cap allows, none equal to what the pages calculate. */
async function fillToTheCap(userId: string) {
  await storage.transaction(async (stores) => {
    for (let i = 0; i < LIST_CAPS.college_costs; i++)
      await stores.collegeCosts.insert({
        userId,
        ageOfChild: 3,
        courseDuration: 3,
        accommodationType: 'HOME',
        whatToInclude: ['FEES'],
        eligibleForFreeTuitionFees: true,
        targetDate: '2041-09-01',
        feesCents: 320_000,
        accommodationCents: 0,
        otherExpensesCents: 0,
        annualCents: 320_000,
        totalCents: 960_000,
        totalAdjustedForInflationCents: 960_000,
        monthlySavingsCents: 5_000 + i,
      });
  });
}

describe('a signed-in parent', { timeout: 120_000 }, () => {
  it("calculating again with nothing changed after 'Make a change' saves nothing more: the saved record answers", async () => {
    const userId = 'parent-again';
    const { page, calls } = await signedInPage(userId);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: HEADLINE }).waitFor();
    expect(await savedIds(userId)).toHaveLength(1);

    await page.getByRole('button', { name: 'Make a change' }).click();
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: HEADLINE }).waitFor();
    // Calculated again (the 'calculated' event each time), answered with the one saved record.
    await expect.poll(() => calculatedIds(page)).toHaveLength(2);
    const [first, again] = await calculatedIds(page);
    expect(again).toBe(first);
    expect(await savedIds(userId)).toEqual([first]);
    expect(calls).toHaveLength(2);
    expect(calls.every((token) => token.startsWith('ey'))).toBe(true);
    expect(await page.getByText(NOT_SAVED).count()).toBe(0);

    // A change is another estimate, saved beside the first.
    await page.getByRole('button', { name: 'Make a change' }).click();
    await page.getByRole('spinbutton', { name: Q.age }).fill('11');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => calculatedIds(page)).toHaveLength(3);
    const changed = (await calculatedIds(page))[2];
    expect(changed).not.toBe(first);
    expect((await savedIds(userId)).sort()).toEqual([first, changed].sort());
    await page.close();
  });

  it('past the cap on saved calculations gets the estimate, not saved, with a line saying why, at every width', async () => {
    const userId = 'parent-at-cap';
    await fillToTheCap(userId);
    const before = await savedIds(userId);
    for (const width of [320, 360, 700, 1280]) {
      const { page } = await signedInPage(userId, width);
      await answerByMouse(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('heading', { name: HEADLINE }).waitFor();
      const line = page.getByText(NOT_SAVED);
      await line.waitFor();
      expect(await line.isVisible()).toBe(true);
      expect(await calculatedIds(page)).toEqual([null]);
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/results-not-saved-${width}.png`, fullPage: true });
      if (width === 1280) expect(await axeViolations(page), 'results, not saved').toEqual([]);
      await page.close();
    }
    expect(await savedIds(userId)).toEqual(before);
  });

  it('past the cap reads the line in Irish on an Irish page', async () => {
    const userId = 'parent-at-cap-ga';
    await fillToTheCap(userId);
    const { page } = await signedInPage(userId, 360, { messages: gaMessages, locale: 'ga-IE' });
    await answerInIrishAndCalculate(page);
    const line = page.getByText(gaMessages.notSavedAtLimit as string);
    await line.waitFor();
    expect(await page.getByText(NOT_SAVED).count()).toBe(0);
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/results-not-saved-ga-360.png`, fullPage: true });
    expect(await axeViolations(page), 'Irish results, not saved').toEqual([]);
    await page.close();
  });
});
