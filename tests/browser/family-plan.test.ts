/**
 * A family's plan in Chromium, on the demo page (planner: true) against the real server: a second child added,
 * saving through college, what a set monthly amount covers; the figures the server's model makes for today's
 * month; axe in each new state; the chart's text at least 12 px on a phone; the whole in Irish once; screenshots
 * at 320, 360, 700 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_PLAN_INPUTS, savingsPlan } from '../../server/savings-plan';
import { formatMoney } from '../../src/money';
import { axeViolations } from './axe';
import {
  SCREENSHOT_DIR,
  answerByMouse,
  answerInIrishAndCalculate,
  focusedDescription,
  openPage,
  useBrowserAndServer,
} from './support';

const ctx = useBrowserAndServer();

const FIRST = {
  ageOfChild: 10,
  courseDuration: 4,
  accommodation: 'RENTED' as const,
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES' as const, 'ACCOMMODATION' as const, 'OTHER_EXPENSES' as const],
};
const euro = (cents: number) => formatMoney(cents / 100);

/** The plan the server makes today: the demo's child and one of 13 with the same answers. */
function expected(saveThroughCollege: boolean, monthlyAmountCents: number | null) {
  const now = new Date();
  return savingsPlan(
    FIRST,
    { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
    {
      ...DEFAULT_PLAN_INPUTS,
      savedCents: 200_000,
      yearlyReturn: 0.04,
      otherChildren: [{ ...FIRST, ageOfChild: 13 }],
      saveThroughCollege,
      monthlyAmountCents,
    },
  );
}

async function familyPlan(page: Page, through: boolean, amount: string) {
  await page.goto(`${ctx.server.url}/`);
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { name: /We estimate/ }).waitFor();
  await page.getByRole('button', { name: 'Make a savings plan' }).click();
  await page.getByRole('heading', { name: 'Make a savings plan' }).waitFor();
  await page.getByRole('button', { name: 'Add a child' }).click();
  const child = page.getByRole('group', { name: 'Child 2' });
  await child.getByRole('spinbutton', { name: 'How old is your child?' }).fill('13');
  await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill('2000');
  await page.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }).fill('4');
  if (amount)
    await page.getByRole('spinbutton', { name: 'Can you save a set amount each month? (optional)' }).fill(amount);
  if (through) {
    await page.getByRole('button', { name: /More options/ }).click();
    await page
      .getByRole('group', { name: 'Keep saving while your child is in college?' })
      .getByRole('radio', { name: 'Yes' })
      .click();
  }
  await page.getByRole('button', { name: 'Show my plan' }).click();
  await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
}

describe('a family plan in the browser', () => {
  it('two children, saving through college, what €500 a month covers: the server’s figures, axe 0', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.getByRole('group', { name: 'Child 2' }).getByText('Please provide an answer').waitFor();
    expect(await axeViolations(page), 'a second child refused').toEqual([]);

    await familyPlan(page, true, '500');
    const plan = expected(true, 50_000);
    const figure = page.locator('.ccc-plan-compare-item', { hasText: 'With your plan' });
    expect(await figure.locator('.ccc-plan-compare-figure').textContent()).toBe(`${euro(plan.monthlyCents)} a month`);
    await page.getByText(`Child 2: ${euro(plan.children[1].totalToPayCents)} for college`, { exact: false }).waitFor();
    const coverage = page.getByRole('region', { name: 'What €500 a month covers' });
    await coverage.getByText(`${plan.coverage!.coveredPercent}% of the costs you plan to pay`).waitFor();
    const headers = await page
      .getByRole('table', { name: 'Your savings balance on 1 September each year' })
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual(['Date', 'Paid in', 'Growth', 'College costs', 'Balance']);
    expect(await axeViolations(page), 'a family plan with what a set amount covers').toEqual([]);
  });

  it('by keyboard only: a child added, answered and sent, with a visible focus at every stop', async () => {
    const page = await openPage(ctx.browser, 360);
    await page.goto(`${ctx.server.url}/`);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.getByRole('button', { name: 'Make a savings plan' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Make a savings plan' }).waitFor();
    /** Tabs to the control described `target`, checking each stop has a focus ring. */
    const seen: string[] = [];
    const tabTo = async (target: string) => {
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          if (!active) return false;
          // A text field's ring is its box's (.ccc-input-wrap:focus-within); a radio's, its label's.
          return [active, active.parentElement, active.nextElementSibling].some((element) => {
            if (!element) return false;
            const style = getComputedStyle(element);
            return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
          });
        });
        const now = await focusedDescription(page);
        seen.push(now);
        expect(ring, `focus ring on ${now} after ${seen.join(', ')}`).toBe(true);
        if (now === target) return;
      }
      throw new Error(`no ${target} within 40 tabs`);
    };
    await tabTo('button:Add a child');
    await page.keyboard.press('Enter');
    // The new child's age has the focus as the questions appear: what is typed straight away lands there.
    await page.keyboard.type('12');
    expect(await focusedDescription(page)).toBe('input:How old is your child?');
    expect(await page.getByRole('group', { name: 'Child 2' }).getByLabel('How old is your child?').inputValue()).toBe(
      '12',
    );
    await tabTo('button:Show my plan');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
    await page.getByRole('heading', { name: "Each child's costs" }).waitFor();
  });

  it.each([320, 360, 700, 1280])('at %i px: the chart’s text is at least 12 px; screenshots', async (width) => {
    const page = await openPage(ctx.browser, width);
    await familyPlan(page, false, '300');
    const sizes = await page
      .locator('.ccc-plan-chart text')
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(sizes.length).toBeGreaterThan(0);
    // A glyph box is about 1.15 × the font size: 12 px text is 13.8 px tall.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13.8);
    // Nothing wider than the page: the family's table is cards on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/family-plan-${width}.png`, fullPage: true });
  });

  it('in Irish: the family questions and plan in the Irish set', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/examples/irish.html`);
    await answerInIrishAndCalculate(page);
    await page.getByRole('heading', { name: /^Measaimid go mbeidh ort €\d/ }).waitFor();
    await page.getByRole('button', { name: 'Déan plean coigilte' }).click();
    await page.getByRole('button', { name: 'Cuir páiste leis' }).click();
    await page.getByRole('group', { name: 'Páiste 2' }).waitFor();
    await page.getByRole('button', { name: 'Taispeáin mo phlean' }).click();
    await page.getByRole('group', { name: 'Páiste 2' }).getByRole('spinbutton').fill('12');
    await page.getByRole('button', { name: 'Taispeáin mo phlean' }).click();
    await page.getByRole('heading', { name: 'Costais gach páiste' }).waitFor();
    expect(await axeViolations(page), 'Irish family plan').toEqual([]);
  });
});
