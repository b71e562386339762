/**
 * The link and the journey in Chromium, against the demo server: the Irish page's
 * dates in Irish in a browser that has no Irish calendar data (Debian's Chromium), 'Start over' and a reload
 * showing the empty form, a link made in one of two planner widgets opening only in that one, and 'Add to my
 * plan' through the host's handler ending with 'Added to your plan'.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { estimateLink } from '../../src/widget/planner/share-link';
import { axeViolations } from './axe';
import {
  ADVICE_URL,
  Q,
  answerByMouse,
  answerInIrishAndCalculate,
  openPage,
  servePage,
  useBrowserAndServer,
} from './support';

const ctx = useBrowserAndServer();

/** The answers of answerByMouse as a link carries them. */
const LINK_ANSWERS =
  'ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES';
const HEADLINE = /We estimate that you'll need to save €68,524 by \d{4}/;

/** A page of two planner widgets, #first and #second (script-tag build), as examples/two-widgets.html lays them out. */
const TWO_PLANNERS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Two widgets</title></head>
<body><main><h1>Compare two children</h1>
<section aria-label="First child"><div id="first"></div></section>
<section aria-label="Second child"><div id="second"></div></section></main>
<script src="/dist/college-costs.umd.js"></script>
<script>
  for (const id of ['first', 'second']) {
    CollegeCostsCalculator.mount(document.getElementById(id), { digitalAdviceUrl: ${JSON.stringify(ADVICE_URL)}, graphQLEndpoint: '/graphql', planner: true });
  }
</script></body></html>`;

/** A page whose host signs the parent in and saves goals itself, through onAddGoal. */
const HOST_ADDS_GOALS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Planning app</title></head>
<body><main><h1>Your plan</h1><div id="host"></div></main>
<script src="/dist/college-costs.umd.js"></script>
<script type="module">
  const response = await fetch('/dev/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'demo-parent', name: 'Demo Parent' }) });
  const { token } = await response.json();
  window.goals = [];
  CollegeCostsCalculator.mount(document.getElementById('host'), {
    digitalAdviceUrl: ${JSON.stringify(ADVICE_URL)},
    graphQLEndpoint: '/graphql',
    userId: 'demo-parent',
    authToken: token,
    addGoalLabel: 'Add to my plan',
    onAddGoal: (answers, collegeCost) => new Promise((resolve) => setTimeout(() => resolve(window.goals.push(collegeCost.total.display)), 50)),
  });
</script></body></html>`;

async function calculate(scope: Page | ReturnType<Page['locator']>) {
  await answerByMouse(scope);
  await scope.getByRole('button', { name: 'Calculate' }).click();
  await scope.getByRole('heading', { name: HEADLINE }).waitFor();
}

describe('dates from the messages', () => {
  it('the Irish page writes its dates in Irish, in a Chromium without Irish calendar data', async () => {
    const page = await openPage(ctx.browser, 360);
    await page.goto(`${ctx.server.url}/examples/irish.html`);
    // Debian's Chromium answers [] here: Intl would write 'September 2035' on this page.
    const browserHasIrish = await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['ga-IE']).length > 0);
    await answerInIrishAndCalculate(page);
    const startLine = page.getByText(/^as seo go dtí /);
    await startLine.waitFor();
    expect(await startLine.innerText(), `Chromium has Irish calendar data: ${browserHasIrish}`).toMatch(
      /^as seo go dtí Meán Fómhair \d{4}, nuair a thosóidh do pháiste sa choláiste ag aois 19\.$/,
    );
    expect(
      await page
        .locator('.ccc-results')
        .getByText(/September|Sept/)
        .count(),
    ).toBe(0);
    await page.close();
  });
});

describe("'Start over'", () => {
  it('takes the answers out of the page address, so a reload shows the empty form', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/#tab=plan&${LINK_ANSWERS}`);
    await page.getByRole('heading', { name: HEADLINE }).waitFor();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Calculate' }).waitFor();
    // The page's own fragment parameter stays.
    await expect.poll(() => page.url()).toBe(`${ctx.server.url}/#tab=plan`);

    await page.reload();
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.waitFor();
    expect(await age.inputValue()).toBe('');
    expect(await page.getByRole('heading', { name: HEADLINE }).count()).toBe(0);
    await page.close();
  });
});

describe('a link on a page of two planner widgets', () => {
  it('opens only in the widget it was made in', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    const pageUrl = `${ctx.server.url}/two-planners.html`;
    const open = async (url: string) => {
      const page = await context.newPage();
      await servePage(page, pageUrl, TWO_PLANNERS);
      await page.goto(url);
      return { page, first: page.locator('#first'), second: page.locator('#second') };
    };

    // Made in the second widget, through its button: the link names it.
    const made = await open(pageUrl);
    await calculate(made.second);
    await made.second.getByRole('button', { name: 'Copy a link to this estimate' }).click();
    await made.second.getByText('Link copied. Anyone who opens it sees this estimate and plan.').waitFor();
    const link = await made.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${pageUrl}#${LINK_ANSWERS}&ccc-w=second`);

    const fromSecond = await open(link);
    await fromSecond.second.getByRole('heading', { name: HEADLINE }).waitFor();
    await fromSecond.first.getByRole('button', { name: 'Calculate' }).waitFor();
    expect(await fromSecond.first.getByRole('heading', { level: 2 }).count()).toBe(0);

    // Made in the first: a link naming it opens there only.
    const answers = {
      ageOfChild: 10,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'RENTED',
      costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
    } as const;
    const fromFirst = await open(
      estimateLink(pageUrl, { ...answers, costsInclude: [...answers.costsInclude] }, null, 'first'),
    );
    await fromFirst.first.getByRole('heading', { name: HEADLINE }).waitFor();
    await fromFirst.second.getByRole('button', { name: 'Calculate' }).waitFor();
    expect(await fromFirst.second.getByRole('heading', { level: 2 }).count()).toBe(0);
    expect(await axeViolations(fromSecond.page), 'two widgets, one opened from a link').toEqual([]);
    await context.close();
  });
});

describe("'Add to my plan' through the host's handler", () => {
  it("ends with 'Added to your plan', and the goal is no longer offered", async () => {
    const page = await openPage(ctx.browser);
    await servePage(page, `${ctx.server.url}/planning-app.html`, HOST_ADDS_GOALS);
    await page.goto(`${ctx.server.url}/planning-app.html`);
    await calculate(page);
    const line = page.getByText("Add this goal and we'll work it into your plan to help you achieve it.");
    expect(await line.count()).toBe(1);
    await page.getByRole('button', { name: 'Add to my plan' }).press('Enter');
    const added = page.getByRole('status').filter({ hasText: 'Added to your plan' });
    await added.waitFor();
    expect(await page.evaluate(() => (window as unknown as { goals: string[] }).goals)).toEqual(['€68,524']);
    expect(await page.getByRole('button', { name: 'Add to my plan' }).count()).toBe(0);
    expect(await line.count()).toBe(0);
    // The keyboard user's focus is on the confirmation, not lost to the page.
    await expect.poll(() => added.evaluate((element) => element.matches(':focus'))).toBe(true);
    expect(await axeViolations(page), 'goal added').toEqual([]);
    await page.close();
  });
});
