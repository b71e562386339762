/**
 * The add-goal link and 'Back', in Chromium with its back/forward cache off (as a browser that does not keep the
 * page, or a page it will not keep): 'Get your free financial plan' is a link a parent can open in a new tab (Ctrl
 * and a click, the middle button) or follow in this one, and 'Back' from the digital advice site shows the results
 * the widget showed, from a fresh load of the page, not the empty form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { RunningServer } from '../../server/index';
import { axeViolations } from './axe';
import {
  ADVICE_URL,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  Q,
  SCREENSHOT_DIR,
  answerByMouse,
  answerInIrishAndCalculate,
  isFocused,
  launchBrowser,
  startDemoServer,
  widgetPage,
} from './support';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  // launchBrowser() checks the build and Chromium; the browser these tests use keeps no page in its
  // back/forward cache, so 'Back' loads the page afresh.
  await (await launchBrowser()).close();
  [browser, server] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-back-forward-cache'] }),
    startDemoServer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const HEADLINE = /^We estimate that you'll need to save €68,524 by \d{4}$/;

/**
 * A tab on the widget's page (the script-tag build, no onAddGoal handler, its analytics events in
 * window.analyticsEvents), served with Cache-Control: no-store; the digital advice site is a stand-in page.
 */
async function widgetTab(width = 1280, options: Record<string, unknown> = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.route('https://advice.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Advice</title><h1>Advice</h1>',
    }),
  );
  await context.addInitScript(() => {
    const w = window as unknown as { analyticsEvents: string[]; extraOptions: object };
    w.analyticsEvents = [];
    w.extraOptions = { analytics: (event: { name: string }) => void w.analyticsEvents.push(event.name) };
  });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => request.url().endsWith('/graphql') && calls.push(request.method()));
  await page.route(`${server.url}/widget.html`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'Cache-Control': 'no-store' },
      body: widgetPage(options, { width: '100%' }),
    }),
  );
  await page.goto(`${server.url}/widget.html`);
  return { context, page, calls };
}

async function calculate(page: Page) {
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const heading = page.getByRole('heading', { level: 2 });
  await heading.waitFor();
  expect(await heading.textContent()).toMatch(HEADLINE);
}

const addGoalLink = (page: Page) => page.getByRole('link', { name: 'Get your free financial plan' });
/** What the page's load was: 'navigate', 'back_forward' or 'reload'. */
const loadType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

async function closeAll(context: BrowserContext) {
  await context.close();
}

describe('the add-goal link', () => {
  it('followed with a plain click, goes to the advice site with the answers once analytics has heard', async () => {
    const { context, page } = await widgetTab();
    await calculate(page);
    const link = addGoalLink(page);
    expect(await link.getAttribute('id')).toBe('add-goal-submit');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${ADVICE_URL}?collegeCosts=`)).toBe(true);
    expect(await axeViolations(page), 'results with the add-goal link').toEqual([]);
    await Promise.all([page.waitForURL(/advice\.example/), link.click()]);
    expect(page.url()).toBe(href);
    await closeAll(context);
  });

  it.each<[string, Parameters<Locator['click']>[0]]>([
    ['Ctrl', { modifiers: ['Control'] }],
    ['the middle button', { button: 'middle' }],
  ])(
    'with %s, opens the advice site in a new tab, records it, and this page stays on the results',
    async (_how, click) => {
      // An advice site on the test server's origin: a tab the browser opens itself is not routed to a stand-in.
      const { context, page } = await widgetTab(1280, { digitalAdviceUrl: `${server.url}/advice-site` });
      await calculate(page);
      const href = await addGoalLink(page).getAttribute('href');
      expect(href?.startsWith(`${server.url}/advice-site?collegeCosts=`)).toBe(true);
      const [tab] = await Promise.all([context.waitForEvent('page'), addGoalLink(page).click(click)]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { analyticsEvents: string[] }).analyticsEvents))
        .toEqual(['College costs calculated', 'College costs add goal']);
      expect(page.url()).toBe(`${server.url}/widget.html`);
      expect(await page.getByRole('heading', { level: 2 }).textContent()).toMatch(HEADLINE);
      expect(await addGoalLink(page).getAttribute('aria-busy')).toBeNull();
      await closeAll(context);
    },
  );
});

describe("'Back' to the page, loaded afresh", () => {
  it('shows the results the widget showed, with no second calculation; after Start over, the empty form', async () => {
    const { context, page, calls } = await widgetTab();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await calculate(page);
    expect(calls).toHaveLength(1);
    await Promise.all([page.waitForURL(/advice\.example/), addGoalLink(page).click()]);

    await page.goBack();
    const heading = page.getByRole('heading', { level: 2 });
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(HEADLINE);
    // A fresh load of the page, not the back/forward cache's copy.
    expect(await loadType(page)).toBe('back_forward');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await page.getByRole('region', { name: 'You told us' }).textContent()).toContain('10 years old');
    // The page keeps its own focus: the widget does not take it as it shows the results again.
    expect(await isFocused(heading)).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/back-to-results-1280.png`, fullPage: true });

    // And the link still goes, with the same answers.
    const href = await addGoalLink(page).getAttribute('href');
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('');
    await page.goto(href ?? '');
    await page.goBack();
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(0);
    await closeAll(context);
  });

  it('shows the Irish results again on the Irish page, at 320 px', async () => {
    const { gaMessages, gaAddGoalLabel } = await import('../../examples/messages-ga.js');
    const { context, page } = await widgetTab(320, {
      messages: gaMessages,
      locale: 'ga-IE',
      addGoalLabel: gaAddGoalLabel,
    });
    await answerInIrishAndCalculate(page);
    const heading = page.getByRole('heading', { level: 2 });
    await heading.waitFor();
    const shown = await heading.textContent();
    await Promise.all([
      page.waitForURL(/advice\.example/),
      page.getByRole('link', { name: gaAddGoalLabel as string }).click(),
    ]);
    await page.goBack();
    await heading.waitFor();
    expect(await heading.textContent()).toBe(shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/back-to-results-ga-320.png`, fullPage: true });
    await closeAll(context);
  });
});
