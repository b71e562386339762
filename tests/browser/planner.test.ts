/**
 * The savings plan in Chromium, on the demo page (planner: true) against the real server: a plan
 * with savings and a return, rising costs, print preview, a copied link reopening the results, the Irish
 * message set; axe in every new state, and screenshots at 320, 360, 700 and 1280 px.
 * Expected figures come from the cost model itself for today's month (the demo server's clock is real).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_PLAN_INPUTS, savingsPlan, type PlanInputs } from '../../server/savings-plan';
import { formatMoney } from '../../src/money';
import { axeViolations } from './axe';
import { SCREENSHOT_DIR, answerByMouse, answerInIrishAndCalculate, openPage, useBrowserAndServer } from './support';

const ctx = useBrowserAndServer();

const ANSWERS = {
  ageOfChild: 10,
  courseDuration: 4,
  accommodation: 'RENTED',
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
} as const;
/** The plan the server makes today for the answers of answerByMouse. */
function expected(inputs: Partial<PlanInputs>) {
  const now = new Date();
  return savingsPlan(
    { ...ANSWERS, whatToInclude: [...ANSWERS.whatToInclude] },
    { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
    {
      ...DEFAULT_PLAN_INPUTS,
      ...inputs,
    },
  );
}
const euro = (cents: number) => formatMoney(cents / 100);

async function resultsOnDemoPage(page: Page) {
  await page.goto(`${ctx.server.url}/`);
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { name: /We estimate/ }).waitFor();
}

async function makePlan(page: Page, saved: string, yearlyReturn: string, rising = false) {
  await page.getByRole('button', { name: 'Make a savings plan' }).click();
  await page.getByRole('heading', { name: 'Make a savings plan' }).waitFor();
  await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill(saved);
  await page.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }).fill(yearlyReturn);
  if (rising) {
    await page.getByRole('group', { name: 'Allow for rising costs?' }).getByRole('radio', { name: 'Yes' }).click();
    const rate = page.getByRole('spinbutton', { name: 'How much do you expect costs to rise each year?' });
    await expect.poll(() => rate.inputValue()).toBe('3');
  }
  await page.getByRole('button', { name: 'Show my plan' }).click();
  await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
}

const figureAfter = (page: Page, label: string) =>
  page.locator('.ccc-plan-compare-item', { hasText: label }).locator('.ccc-plan-compare-figure').textContent();

describe('savings plan', () => {
  it('with savings and a return: the monthly figure beside the SPEC one, the lump sum, waiting a year, chart and table', async () => {
    const page = await openPage(ctx.browser);
    await resultsOnDemoPage(page);
    expect(await axeViolations(page), 'results with the planner').toEqual([]);
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    await page.getByRole('heading', { name: 'Make a savings plan' }).waitFor();
    expect(await axeViolations(page), 'planner questions').toEqual([]);

    await page.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }).fill('12');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.getByText('Enter a percentage from 0 to 10 with at most one decimal').waitFor();
    expect(await axeViolations(page), 'planner with an error').toEqual([]);

    await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill('2500');
    await page.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }).fill('3.5');
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();

    const plan = expected({ savedCents: 250_000, yearlyReturn: 0.035 });
    const spec = await page.locator('.ccc-monthly-figure').innerText();
    expect(await figureAfter(page, 'Saving from nothing, with no return')).toBe(`${spec} a month`);
    expect(await figureAfter(page, 'With your plan')).toBe(`${euro(plan.monthlyCents)} a month`);
    await page.getByText(`Or put away ${euro(plan.lumpSumTodayCents)} today instead of saving each month.`).waitFor();
    const waiting = plan.monthlyIfWaitingCents as number;
    await page
      .getByText(
        `If you wait a year to start: ${euro(waiting)} a month, ${euro(waiting - plan.monthlyCents)} a month more.`,
      )
      .waitFor();

    const table = page.getByRole('table', { name: 'Your savings balance on 1 September each year' });
    expect(await table.getByRole('row').count()).toBe(plan.years.length + 2);
    const lastBalance = await table.getByRole('row').last().getByRole('cell').last().innerText();
    expect(lastBalance).toBe(euro(plan.years[plan.years.length - 1].balanceCents));
    const chart = page.getByRole('img', { name: /Bar chart of your savings balance/ });
    expect(await chart.getAttribute('aria-describedby')).toBe(await table.getAttribute('id'));
    expect(await chart.locator('rect.ccc-chart-bar').count()).toBe(plan.years.length + 1);
    expect(await axeViolations(page), 'plan shown').toEqual([]);

    for (const width of [320, 360, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing overflows sideways, the plan's table neither: on a phone each year is a card (WCAG 1.4.10).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/plan-${width}.png`, fullPage: true });
      await page.locator('.ccc-plan-result').screenshot({ path: `${SCREENSHOT_DIR}/plan-result-${width}.png` });
    }
    await page.close();
  });

  it("the chart's amounts and years are whole and apart at 320 to 1280 px", async () => {
    // Six-figure amounts on the axis (€100,000 and up) and about eighteen years of bars.
    const page = await openPage(ctx.browser, 320);
    await page.goto(
      `${ctx.server.url}/#ccc-age=5&ccc-course=4&ccc-fees=0&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES&ccc-saved=10000&ccc-return=4&ccc-rising=3`,
    );
    const chart = page.getByRole('img', { name: /Bar chart of your savings balance/ });
    await chart.waitFor();
    for (const width of [320, 360, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const texts = await chart.evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].map((text) => {
          const r = text.getBoundingClientRect();
          return {
            text: text.textContent ?? '',
            left: r.left - box.left,
            right: r.right - box.left,
            top: r.top,
            width: box.width,
          };
        });
      });
      expect(
        texts.some((t) => /^€\d{3},000$/.test(t.text)),
        'six-figure amounts',
      ).toBe(true);
      for (const t of texts)
        expect(t.left >= 0 && t.right <= t.width, `'${t.text}' inside the chart at ${width}px`).toBe(true);
      const years = texts.filter((t) => t.top === texts[texts.length - 1].top).sort((a, b) => a.left - b.left);
      for (let i = 1; i < years.length; i++) {
        expect(years[i].left, `'${years[i - 1].text}' and '${years[i].text}' apart at ${width}px`).toBeGreaterThan(
          years[i - 1].right,
        );
      }
    }
    await page.close();
  });

  it('with rising costs: the target prices each course year at its own year, and the comparison uses the same costs', async () => {
    const page = await openPage(ctx.browser);
    await resultsOnDemoPage(page);
    // €2,500 saved at 0 % with rising costs: compared on other costs, it would read 'from nothing €646.46' beside
    // 'with your plan €858.62'.
    await makePlan(page, '2500', '0', true);
    const plan = expected({ savedCents: 250_000, risingCostsRate: 0.03 });
    await page.getByText(`Your target: ${euro(plan.targetCents)} by `).waitFor();
    expect(plan.targetCents).toBeGreaterThan(plan.estimate.totalCents);
    expect(await figureAfter(page, 'With your plan')).toBe(`${euro(plan.monthlyCents)} a month`);
    expect(await figureAfter(page, 'Saving from nothing, with no return')).toBe(
      `${euro(plan.monthlyFromNothingCents)} a month`,
    );
    expect(plan.monthlyFromNothingCents).toBeGreaterThan(plan.monthlyCents);
    await page
      .getByText(
        `What you have saved and its return are worth ${euro(plan.monthlyFromNothingCents - plan.monthlyCents)} a month to you.`,
      )
      .waitFor();
    const costs = await page
      .getByRole('table', { name: 'Your savings balance on 1 September each year' })
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(-4).map((row) => row.children[3]?.textContent ?? ''));
    // Paid out: a true minus sign (U+2212), not a hyphen; to the cent, as every figure of the table.
    expect(costs).toEqual(
      plan.years.filter((y) => y.studying).map((y) => `\u2212${formatMoney(y.costCents / 100, '€', 'en-IE', true)}`),
    );
    expect(await page.getByText('Rising costs').locator('xpath=following-sibling::dd').innerText()).toBe(
      '3% a year, from 2022-2023 prices',
    );
    expect(await axeViolations(page), 'plan with rising costs').toEqual([]);
    await page.close();
  });

  it('print preview shows the estimate, the notes and the plan without the controls', async () => {
    const page = await openPage(ctx.browser);
    await resultsOnDemoPage(page);
    await makePlan(page, '1000', '2');
    // Shown again from the keyboard, the plan's heading has the focus, and its ring on screen.
    await page.getByRole('button', { name: 'Show my plan' }).press('Enter');
    const heading = page.getByRole('heading', { name: 'Your savings plan' });
    await expect.poll(() => heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect
      .poll(() => page.getByRole('table', { name: 'Your savings balance on 1 September each year' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: /We estimate/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Your savings plan' }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /Bar chart/ }).isVisible()).toBe(true);
    expect(await page.getByText('These figures are rough estimates to help you plan.').isVisible()).toBe(true);
    for (const control of [
      'Show my plan',
      'Copy a link to this estimate',
      'Print this plan',
      'Start over',
      'Make a change',
    ]) {
      expect(await page.getByRole('button', { name: control }).isVisible(), control).toBe(false);
    }
    expect(await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).isVisible()).toBe(false);
    // Its focus ring is not printed.
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/plan-print.png`, fullPage: true });
    await page.pdf({ path: `${SCREENSHOT_DIR}/plan-print.pdf` });
    await page.close();
  });

  it('a copied link reopens the results and the plan', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    const page = await context.newPage();
    await resultsOnDemoPage(page);
    await makePlan(page, '2500', '3.5');
    const withPlan = await figureAfter(page, 'With your plan');
    await page.getByRole('button', { name: 'Copy a link to this estimate' }).click();
    await page.getByText('Link copied. Anyone who opens it sees this estimate and plan.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      /#ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES&ccc-saved=2500&ccc-return=3.5&ccc-w=college-costs-calculator$/,
    );

    const reopened = await context.newPage();
    await reopened.goto(link);
    await reopened.getByRole('heading', { name: /We estimate/ }).waitFor();
    expect(await reopened.getByRole('button', { name: 'Calculate' }).count()).toBe(0);
    await reopened.getByRole('heading', { name: 'Your savings plan' }).waitFor();
    expect(await figureAfter(reopened, 'With your plan')).toBe(withPlan);
    expect(await reopened.getByRole('spinbutton', { name: 'How much have you saved already?' }).inputValue()).toBe(
      '2500',
    );
    expect(await axeViolations(reopened), 'reopened from a link').toEqual([]);
    await context.close();
  });
});

describe('the Irish message set', () => {
  it('shows the whole widget in Irish, with the plan', async () => {
    const page = await openPage(ctx.browser, 360);
    await page.goto(`${ctx.server.url}/examples/irish.html`);
    const age = page.getByRole('spinbutton', { name: 'Cén aois é do pháiste?' });
    await age.waitFor();
    expect(await page.locator('.ccc-root').getAttribute('lang')).toBe('ga');
    // The page's one English paragraph says so, for screen readers' pronunciation (WCAG 3.1.2).
    expect(await page.getByText('This page mounts the widget').getAttribute('lang')).toBe('en');
    expect(await axeViolations(page), 'Irish form').toEqual([]);
    await answerInIrishAndCalculate(page);
    await page.getByRole('heading', { name: /^Measaimid go mbeidh ort €\d/ }).waitFor();
    await page.getByRole('button', { name: 'Déan plean coigilte' }).click();
    await page.getByRole('spinbutton', { name: 'Cé mhéad atá coigilte agat cheana?' }).fill('2500');
    await page.getByRole('button', { name: 'Taispeáin mo phlean' }).click();
    await page.getByRole('heading', { name: 'Do phlean coigilte' }).waitFor();
    await page.getByRole('table', { name: 'Iarmhéid do choigiltis ar an 1 Meán Fómhair gach bliain' }).waitFor();
    expect(await axeViolations(page), 'Irish plan').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/plan-ga-360.png`, fullPage: true });
    await page.close();
  });
});
