/**
 * Two plans side by side in Chromium, on the demo page against the real server: a plan at 0 %, 'Compare with
 * another plan', the same at 3.5 % a year; the difference in words and the table read by role, axe in the
 * comparison, the whole walk by keyboard alone with a visible focus at every stop, and screenshots at 320, 360,
 * 700 and 1280 px with nothing scrolling sideways, and in Irish. Print shows the comparison without its buttons.
 * The figures are the page's own: each plan's monthly saving as its 'With your plan' box shows it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatMoney } from '../../src/money';
import { axeViolations } from './axe';
import {
  SCREENSHOT_DIR,
  answerByMouse,
  answerInIrishAndCalculate,
  focusedDescription,
  isFocused,
  openPage,
  useBrowserAndServer,
} from './support';

const ctx = useBrowserAndServer();

const RETURN = 'What yearly return do you expect on your savings?';
const CAPTION = 'Plan A is the plan you kept; plan B has your changed answers.';

async function resultsOnDemoPage(page: Page) {
  await page.goto(`${ctx.server.url}/`);
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { name: /We estimate/ }).waitFor();
}

/** A plan's monthly saving as 'With your plan' shows it ('€564.60'), and in cents. */
async function withYourPlan(page: Page): Promise<[string, number]> {
  const text = await page
    .locator('.ccc-plan-compare-item', { hasText: 'With your plan' })
    .locator('.ccc-plan-compare-figure')
    .innerText();
  // ('€633.57 a month', its unit on a line of its own on a wide screen.)
  const amount = /^\S+/.exec(text)?.[0] ?? text;
  return [amount, Math.round(Number(amount.replace(/[€,]/g, '')) * 100)];
}

/** The sentence for plan B asking less than plan A, from the two amounts shown. */
function lessWords([a, centsA]: [string, number], [b, centsB]: [string, number]): string {
  const difference = centsA - centsB;
  const share = Math.round((difference / centsA) * 1000) / 10;
  return `Plan B asks ${formatMoney(difference / 100)} a month less than plan A (${share}% less): ${b} against ${a}.`;
}

/** The rows of a table as its cells' texts (the empty corner left out). */
const rowsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).filter(Boolean),
      ),
    );

/** Whether the focused element shows a focus ring: its outline, or its field's (a number input's is round its box). */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active?.matches(':focus-visible')) return false;
    const ringed = active.closest('.ccc-input-wrap') ?? active;
    const style = getComputedStyle(ringed);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

/** Presses Tab until `target` has the focus (at most `limit` times), checking a visible ring at every stop. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    expect(await focusRingShown(page), `a focus ring on ${await focusedDescription(page)}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}; last: ${await focusedDescription(page)}`);
}

describe('two plans side by side', () => {
  it('by keyboard alone: the difference in words read with the heading, the table by role, axe 0, then plan A kept', async () => {
    const page = await openPage(ctx.browser);
    await resultsOnDemoPage(page);
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill('2000');
    // From here on, the keyboard only.
    await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).press('Enter');
    const result = page.getByRole('heading', { name: 'Your savings plan' });
    await result.waitFor();
    await expect.poll(() => isFocused(result)).toBe(true);
    const planA = await withYourPlan(page);

    const compare = page.getByRole('button', { name: 'Compare with another plan' });
    await tabTo(page, compare);
    await page.keyboard.press('Enter');
    const line = page.getByText(/^Comparing with plan A: change any answers and press ‘Show my plan’/);
    await expect.poll(() => isFocused(line)).toBe(true);
    expect(await focusRingShown(page)).toBe(true);
    expect(await compare.count()).toBe(0);
    expect(await axeViolations(page), 'comparing, before plan B').toEqual([]);

    const yearly = page.getByRole('spinbutton', { name: RETURN });
    await tabTo(page, yearly);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3.5');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Plan A and plan B side by side' });
    await heading.waitFor();
    await expect.poll(() => isFocused(heading)).toBe(true);
    const planB = await withYourPlan(page);
    expect(planB[1]).toBeLessThan(planA[1]);

    const words = lessWords(planA, planB);
    await page.getByText(words).waitFor();
    // The heading is read with the sentence when it takes the focus.
    expect(
      await heading.evaluate(
        (h) => (h.getRootNode() as ShadowRoot).getElementById(h.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(words);
    const table = page.getByRole('table', { name: CAPTION });
    expect(await table.getByRole('columnheader').evaluateAll((headers) => headers.map((h) => h.textContent))).toEqual([
      'Plan A',
      'Plan B',
    ]);
    const rows = await rowsOf(table);
    expect(rows[2]).toEqual(['Monthly saving', `${planA[0]}`, `${planB[0]}`]);
    expect(rows).toContainEqual(['Yearly return Changed', '0% a year', '3.5% a year']);
    expect(rows).toContainEqual(['Saved already', '€2,000.00', '€2,000.00']);
    expect(await table.getByRole('rowheader', { name: 'Yearly return Changed' }).count()).toBe(1);
    // Figures right-aligned in tabular numbers.
    const cell = table.getByRole('cell', { name: planB[0] }).first();
    expect(await cell.evaluate((c) => [getComputedStyle(c).textAlign, getComputedStyle(c).fontVariantNumeric])).toEqual(
      ['right', 'tabular-nums'],
    );
    expect(await axeViolations(page), 'two plans side by side').toEqual([]);

    const keepA = page.getByRole('button', { name: 'Keep plan A' });
    await tabTo(page, keepA);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(result)).toBe(true);
    expect(await heading.count()).toBe(0);
    expect(await withYourPlan(page)).toEqual(planA);
    expect(await page.getByRole('status').filter({ hasText: 'Back to one plan: plan A.' }).count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: RETURN }).inputValue()).toBe('0');
    expect(await axeViolations(page), 'back to plan A').toEqual([]);
    await page.close();
  });

  it('fits 320 to 1280 px without scrolling sideways, and prints without its buttons', async () => {
    const page = await openPage(ctx.browser, 320);
    await resultsOnDemoPage(page);
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill('2000');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
    await page.getByRole('button', { name: 'Compare with another plan' }).click();
    await page.getByRole('spinbutton', { name: RETURN }).fill('3.5');
    await page.getByRole('group', { name: 'Allow for rising costs?' }).getByRole('radio', { name: 'Yes' }).click();
    await expect
      .poll(() =>
        page.getByRole('spinbutton', { name: 'How much do you expect costs to rise each year?' }).inputValue(),
      )
      .toBe('3');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    const comparison = page.locator('.ccc-plans');
    await comparison.waitFor();
    const table = page.getByRole('table', { name: CAPTION });
    expect(await rowsOf(table)).toContainEqual(['Rising costs Changed', 'Not included', '3% a year']);
    // On a phone, each label above its two figures: still a table of three columns to a screen reader.
    expect(await table.getByRole('row').nth(2).getByRole('cell').count()).toBe(2);
    expect(await axeViolations(page), 'two plans at 320 px').toEqual([]);

    for (const width of [320, 360, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
      // Three columns inside the widget, none cut: the table no wider than the comparison it is in.
      const [tableWidth, boxWidth] = await table.evaluate((t) => [
        t.getBoundingClientRect().width,
        (t.closest('.ccc-plans') as HTMLElement).getBoundingClientRect().width,
      ]);
      expect(tableWidth, `table width at ${width}px`).toBeLessThanOrEqual(boxWidth + 0.5);
      await comparison.screenshot({ path: `${SCREENSHOT_DIR}/compare-plans-${width}.png` });
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/compare-plans-page-1280.png`, fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => table.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText(/^Plan B asks/).isVisible()).toBe(true);
    for (const control of ['Keep plan A', 'Keep plan B', 'Show my plan'])
      expect(await page.getByRole('button', { name: control }).isVisible(), control).toBe(false);
    expect(await page.getByText(/^Comparing with plan A:/).isVisible()).toBe(false);
    await comparison.screenshot({ path: `${SCREENSHOT_DIR}/compare-plans-print.png` });
    await page.pdf({ path: `${SCREENSHOT_DIR}/compare-plans-print.pdf` });
    await page.close();
  });

  it('in Irish: the comparison in the Irish message set, axe 0 at 360 px', async () => {
    const page = await openPage(ctx.browser, 360);
    await page.goto(`${ctx.server.url}/examples/irish.html`);
    await answerInIrishAndCalculate(page);
    await page.getByRole('button', { name: 'Déan plean coigilte' }).click();
    await page.getByRole('spinbutton', { name: 'Cé mhéad atá coigilte agat cheana?' }).fill('2000');
    await page.getByRole('button', { name: 'Taispeáin mo phlean' }).click();
    await page.getByRole('heading', { name: 'Do phlean coigilte' }).waitFor();
    await page.getByRole('button', { name: 'Cuir plean eile i gcomparáid leis' }).click();
    await page.getByText(/^I gcomparáid le plean A:/).waitFor();
    await page
      .getByRole('spinbutton', { name: 'Cén toradh bliantúil a bhfuil súil agat leis ar do choigilteas?' })
      .fill('3.5');
    await page.getByRole('button', { name: 'Taispeáin mo phlean' }).click();
    await page.getByRole('heading', { name: 'Plean A agus plean B taobh le taobh' }).waitFor();
    await page.getByText(/^Iarrann plean B €[\d,.]+ sa mhí níos lú ná plean A/).waitFor();
    const table = page.getByRole('table', {
      name: 'Is é plean A an plean a choinnigh tú; tá do fhreagraí athraithe i bplean B.',
    });
    expect(await table.getByRole('columnheader').evaluateAll((headers) => headers.map((h) => h.textContent))).toEqual([
      'Plean A',
      'Plean B',
    ]);
    expect(await table.getByRole('rowheader', { name: 'Toradh bliantúil Athraithe' }).count()).toBe(1);
    expect(await axeViolations(page), 'two plans in Irish').toEqual([]);
    await page.locator('.ccc-plans').screenshot({ path: `${SCREENSHOT_DIR}/compare-plans-ga-360.png` });
    await page.close();
  });
});
