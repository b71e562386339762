/**
 * The error summary in Chromium: an attempt to calculate an incomplete form (Enter in a field, a press on the
 * disabled Calculate) shows 'There is a problem' at the top of the form, focused, with a link to each question;
 * in the framework's form, and in the form painted by README's snippet or written in the page's HTML before the
 * rest of the widget has arrived. And no press is lost to the page moving under the pointer: nothing the form
 * does when a field is left moves it between the pointer going down and the click.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import {
  ADVICE_URL,
  Q,
  SCREENSHOT_DIR,
  focusedDescription,
  isFocused,
  openPage,
  restArrived,
  servePage,
  useBrowserAndServer,
  widgetPage,
} from './support';

const ctx = useBrowserAndServer();

const REQUIRED = 'Please provide an answer';
const QUESTIONS = [Q.age, Q.course, Q.fees, Q.accommodation, Q.include];

/** The summary (the element that takes the focus) and its links, by the heading's text. */
const summaryOf = (page: Page, heading = 'There is a problem') => {
  const box = page.locator('[tabindex="-1"]', { has: page.getByRole('heading', { name: heading }) });
  return { box, links: box.getByRole('link') };
};

/** Presses the disabled Calculate with the mouse, at its middle: a disabled button gets no click. */
async function pressDisabledCalculate(page: Page, name = 'Calculate') {
  const calculate = page.getByRole('button', { name });
  expect(await calculate.isDisabled()).toBe(true);
  const box = (await calculate.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openWidget(width = 1280, options: Record<string, unknown> = {}) {
  const page = await openPage(ctx.browser, width);
  await servePage(page, `${ctx.server.url}/summary.html`, widgetPage(options, { width: '100%' }));
  await page.goto(`${ctx.server.url}/summary.html`);
  await page.getByRole('spinbutton', { name: options.messages ? /aois/ : Q.age }).waitFor();
  return page;
}

describe('the error summary', () => {
  it.each([320, 360, 700, 1280])(
    'at %i px: Enter in the empty form shows it at the top, focused, a link to each question; axe finds nothing',
    async (width) => {
      const page = await openWidget(width);
      await page.getByRole('spinbutton', { name: Q.age }).press('Enter');
      const { box, links } = summaryOf(page);
      await box.waitFor();
      await expect.poll(() => isFocused(box)).toBe(true);
      expect(await links.allTextContents()).toEqual(QUESTIONS.map((question) => `${question} ${REQUIRED}`));
      // At the top of the form, above the first question; the questions show their errors too.
      const [summaryTop, ageTop] = await Promise.all([
        box.evaluate((element) => element.getBoundingClientRect().top),
        page.getByRole('spinbutton', { name: Q.age }).evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(summaryTop).toBeLessThan(ageTop);
      expect(await page.getByText(`Error: ${REQUIRED}`, { exact: true }).count()).toBe(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), 'the error summary').toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/error-summary-${width}.png`, fullPage: true });
      await page.close();
    },
  );

  it('a press on the disabled Calculate shows it, Calculate stays disabled, and a link takes the parent to the question', async () => {
    const page = await openWidget();
    const calls: string[] = [];
    page.on('request', (request) => request.url().endsWith('/graphql') && calls.push(request.url()));
    await page.getByRole('spinbutton', { name: Q.age }).fill('25');
    await page.getByRole('combobox', { name: Q.course }).click();
    await page.getByRole('option', { name: '4 years' }).click();
    await pressDisabledCalculate(page);
    const { box, links } = summaryOf(page);
    await expect.poll(() => isFocused(box)).toBe(true);
    expect(await links.allTextContents()).toEqual([
      `${Q.age} Must be no more than 18 years old`,
      `${Q.fees} ${REQUIRED}`,
      `${Q.accommodation} ${REQUIRED}`,
      `${Q.include} ${REQUIRED}`,
    ]);
    expect(await page.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
    await links.nth(2).click();
    expect(await focusedDescription(page)).toBe(`combobox:${Q.accommodation}`);
    // The question's label is in view above it.
    const labelTop = await page
      .getByText(Q.accommodation, { exact: true })
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(0);
    expect(calls).toEqual([]);
    await page.close();
  });

  it('is reached and left by the keyboard alone: Tab to its first link, Enter takes the focus to the age field', async () => {
    const page = await openWidget();
    await page.keyboard.press('Tab');
    expect(await focusedDescription(page)).toBe(`input:${Q.age}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(summaryOf(page).box)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedDescription(page)).toBe(`a:${Q.age} ${REQUIRED}`);
    // A visible focus on the link.
    expect(
      await summaryOf(page)
        .links.first()
        .evaluate((element) => getComputedStyle(element).outlineStyle),
    ).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await focusedDescription(page)).toBe(`input:${Q.age}`);
    await page.close();
  });

  it('is in Irish on the Irish page, and axe finds nothing there', async () => {
    const { gaMessages } = await import('../../examples/messages-ga.js');
    const page = await openWidget(360, { messages: gaMessages, locale: 'ga-IE' });
    await pressDisabledCalculate(page, gaMessages.calculate as string);
    const { box, links } = summaryOf(page, gaMessages.errorSummaryHeading as string);
    await expect.poll(() => isFocused(box)).toBe(true);
    expect(await links.first().textContent()).toBe(`${gaMessages.ageQuestion} ${gaMessages.errorRequired}`);
    expect(await axeViolations(page), 'the Irish error summary').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/error-summary-ga-360.png`, fullPage: true });
    await page.close();
  });
});

/** README's snippet page, its mount point holding the host's link, or the form's file in it (`withForm`). */
async function snippetPage(withForm: boolean) {
  const [manifest, form] = await Promise.all([
    readFile('dist/integrity.json', 'utf8').then((text) => JSON.parse(text) as Record<string, string>),
    withForm ? readFile('dist/college-costs-form.html', 'utf8') : '',
  ]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql">${form}<a href="${ADVICE_URL}">Get your free financial plan</a></div>
<script type="module" async src="/dist/cdn/college-costs.js" integrity="${manifest['cdn/college-costs.js']}" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;
}

describe('before the rest of the widget has arrived', () => {
  it.each([
    ['painted by README’s snippet', false],
    ["written in the page's HTML", true],
  ])(
    'a press on the disabled Calculate of the form %s shows the summary once the rest has taken it over',
    async (_form, withForm) => {
      const page = await openPage(ctx.browser);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/dist/cdn/chunks/cdn-widget-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await servePage(page, `${ctx.server.url}/snippet-summary.html`, await snippetPage(withForm));
      await page.goto(`${ctx.server.url}/snippet-summary.html`);
      await page.getByRole('spinbutton', { name: Q.age }).fill('7');
      // The first module listens to the form (it painted it, or took the page's over): wait until it has.
      await expect
        .poll(() => page.evaluate(() => document.querySelector('script[data-digital-advice-url]') !== null))
        .toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() => !!document.getElementById('college-costs-calculator')?.shadowRoot?.querySelector('form')),
        )
        .toBe(true);
      await pressDisabledCalculate(page);
      expect(await restArrived(page)).toBe('undefined');
      expect(await summaryOf(page).box.count()).toBe(0);
      release();
      const { box, links } = summaryOf(page);
      await expect.poll(() => isFocused(box), { timeout: 30_000 }).toBe(true);
      expect(await links.allTextContents()).toEqual(QUESTIONS.slice(1).map((question) => `${question} ${REQUIRED}`));
      expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('7');
      await page.close();
    },
  );
});

/**
 * Records, in the page, where `name`d button is and how far the page is scrolled at each pointerdown, pointerup
 * and click, and what each click landed on: window.pressLog.
 */
async function logPresses(page: Page) {
  await page.evaluate(() => {
    const log: { type: string; top: number; scrollY: number; target: string }[] = [];
    (window as unknown as { pressLog: typeof log }).pressLog = log;
    const calculate = () =>
      document.getElementById('host')!.shadowRoot!.getElementById('input-college-costs-form-submit')!;
    for (const type of ['pointerdown', 'pointerup', 'click'])
      document.addEventListener(
        type,
        (event) =>
          log.push({
            type,
            top: Math.round(calculate().getBoundingClientRect().top),
            scrollY: Math.round(window.scrollY),
            target: (event.composedPath()[0] as Element).id ?? '',
          }),
        true,
      );
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { pressLog: { type: string; top: number; scrollY: number; target: string }[] }).pressLog,
    );
}

describe('no page jump under a pointer', () => {
  it('Calculate pressed straight after typing the age, low on a long page, is taken, and nothing moves under it', async () => {
    const page = await openPage(ctx.browser, 360, 1000);
    const tall = '<div style="height:900px">Above the widget</div>';
    await servePage(page, `${ctx.server.url}/long.html`, widgetPage({}, { before: tall }));
    await page.goto(`${ctx.server.url}/long.html`);
    await page.getByRole('combobox', { name: Q.course }).click();
    await page.getByRole('option', { name: '4 years' }).click();
    await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('combobox', { name: Q.accommodation }).click();
    await page.getByRole('option', { name: 'Rented accommodation' }).click();
    await page.getByRole('radio', { name: 'Fees only' }).click();
    // The age first typed wrong and left (its error shows), then put right as the last answer.
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.fill('25');
    await age.press('Tab');
    await page.getByText('Must be no more than 18 years old').waitFor();
    await age.fill('');
    const calculate = page.getByRole('button', { name: 'Calculate' });
    // Calculate at the foot of the window, the age field in view above it.
    await calculate.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 16));
    const log = await logPresses(page);
    await age.focus();
    expect(await calculate.isVisible()).toBe(true);
    await page.keyboard.type('10');
    // Where the parent aims, without waiting for anything: the button's middle as it is now.
    const box = (await calculate.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    const presses = await log();
    expect(presses.map((press) => press.type)).toEqual(['pointerdown', 'pointerup', 'click']);
    expect(presses.map((press) => press.target)).toEqual(Array(3).fill('input-college-costs-form-submit'));
    expect(new Set(presses.map((press) => `${press.top}/${press.scrollY}`)).size).toBe(1);
    await page.close();
  });

  it('a dropdown pressed as the framework takes the form over opens, and the error of the age left before shows after the press', async () => {
    const page = await openPage(ctx.browser, 360, 640);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/cdn/chunks/cdn-widget-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await servePage(page, `${ctx.server.url}/snippet-press.html`, await snippetPage(false));
    await page.goto(`${ctx.server.url}/snippet-press.html`);
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.focus();
    // Left empty: an error to show once the framework has the form.
    await page.keyboard.press('Tab');
    const course = page.getByRole('combobox', { name: Q.course });
    const box = (await course.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The rest of the widget arrives while the pointer is down, and takes the form over with its answer rules.
    const rules = page.waitForResponse(/\/chunks\/validation-.*\.js$/);
    release();
    await expect.poll(() => restArrived(page), { timeout: 30_000 }).toBe('function');
    await rules;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await page.getByText(`Error: ${REQUIRED}`, { exact: true }).count()).toBe(0);
    expect((await course.boundingBox())!.y).toBe(box.y);
    await page.mouse.up();
    await expect.poll(() => course.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(`Error: ${REQUIRED}`, { exact: true }).waitFor();
    await page.close();
  });
});
