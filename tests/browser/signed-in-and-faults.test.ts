import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  Q,
  SCREENSHOT_DIR,
  answerByMouse,
  isFocused,
  openPage,
  servePage,
  useBrowserAndServer,
  widgetPage,
} from './support';

const ctx = useBrowserAndServer();

async function openWidget(
  options: Record<string, unknown> = {},
  layout: Parameters<typeof widgetPage>[1] = {},
  viewport = { width: 1280, height: 900 },
) {
  const page = await openPage(ctx.browser, viewport.width, viewport.height);
  await servePage(page, `${ctx.server.url}/widget.html`, widgetPage(options, layout));
  await page.goto(`${ctx.server.url}/widget.html`);
  await page.getByRole('spinbutton', { name: Q.age }).waitFor();
  return page;
}

/** Presses the mouse on the centre of `locator`, waits as a person does, then releases it. */
async function slowClick(page: Page, locator: ReturnType<Page['getByRole']>, holdMs = 120) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

describe('the signed-in parent', () => {
  it('signs in on the React host, calculates, the calculation is saved, and Add to my plan makes the goal the page and its projection show', async () => {
    const page = await openPage(ctx.browser);
    const requests: { operation: string; token: string | null }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
      requests.push({ operation: body.operationName ?? '', token: request.headers()['auth-token'] ?? null });
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${ctx.server.url}/examples/react-host.html`);
    await page.getByRole('button', { name: 'Sign in as demo-parent' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Signed in' }).count()).toBe(1);
    await page.getByText('Saved calculations: 0').waitFor();

    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate that you'll need to save €68,524 by \d{4}/ }).waitFor();
    expect(await page.getByText("Add this goal and we'll work it into your plan to help you achieve it.").count()).toBe(
      1,
    );
    await page.getByText('Saved calculations: 1').waitFor();

    await page.getByRole('button', { name: 'Add to my plan' }).click();
    await page.getByRole('status').filter({ hasText: 'Added a goal of €68,524 to your plan.' }).waitFor();
    const goals = page.getByRole('list', { name: 'Your goals', exact: true }).getByRole('listitem');
    await expect
      .poll(() => goals.allTextContents())
      .toEqual([expect.stringMatching(/^College for our child: €68,524 by \d{4}$/)]);

    // 'My plan' (refreshed by the client after UpdateGoal, SPEC §4): the goal on track at the widget's own monthly
    // figure, what the plan still needs to check it fits the budget, in plain words, and the wealth path in today's
    // euros, never below €0: the goal paid on its date (1 September of the year the child is 19) from its savings.
    const plan = page.getByRole('region', { name: 'My plan' });
    const startYear = new Date().getUTCFullYear() + 9;
    // The widget's monthly figure, by SPEC §9's rule: €68,524 ÷ the months to 1 September of the start year, up.
    const now = new Date();
    const cents = Math.ceil(6_852_400 / (9 * 12 + (9 - (now.getUTCMonth() + 1))));
    const widgetMonthly = `€${(cents / 100).toLocaleString('en-IE', { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
    await page.getByTestId('react-widget').getByText(widgetMonthly, { exact: false }).first().waitFor();
    await expect
      .poll(() => plan.getByRole('list', { name: 'Your goals on your plan' }).getByRole('listitem').allTextContents())
      .toEqual([
        `College for our child: saving ${widgetMonthly} a month, raised with prices each year, gives you €68,524 in today's money by 1 Sept ${startYear}. On track.`,
      ]);
    expect(
      await plan.getByRole('list', { name: 'What your plan still needs' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      'Add yourself: your name and date of birth',
      'Tell us about your family, your home and your monthly outgoings',
      'Add your income (0 if you have none)',
    ]);
    expect(await plan.textContent()).not.toMatch(/relationship|SELF|\u2212€/);
    const goalRow = plan.getByRole('row').filter({ hasText: 'College for our child' });
    await goalRow.waitFor();
    const cells = (await goalRow.getByRole('cell').allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    expect(cells[0]).toBe(`1 Sept ${startYear}`);
    expect(cells[2]).toBe('College for our child: paid €68,524');
    // What is left after paying for college is the rounding up of the monthly saving: a few euro at most.
    expect(cells[1]).toMatch(/^€\d{1,3}(\.\d\d)?$/);
    expect(
      await plan
        .getByText(
          new RegExp(
            `^Your wealth, in today's euros: €0 today, €[\\d.]+ on 1 Sept ${startYear}, once College for our child is paid\\.$`,
          ),
        )
        .count(),
    ).toBe(1);
    expect(requests.filter((r) => r.operation === 'GetPlanGraph')).toHaveLength(2);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await plan.screenshot({ path: `${SCREENSHOT_DIR}/react-host-my-plan-${width}.png` });
    }

    const calculation = requests.find((r) => r.operation === 'CalculateCollegeCosts');
    expect(calculation?.token).toMatch(/^ey/);
    expect(requests.find((r) => r.operation === 'UpdateGoal')?.token).toBe(calculation?.token);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("keeps each amount of the React host's 'My plan' on one line at 360 px, a long negative one with cents included", async () => {
    const page = await openPage(ctx.browser, 360, 900);
    // The server's projection, with every amount made a long negative one, as a household in debt may see.
    const long = { __typename: 'Money', float: -1016873.21, string: '-1016873.21', display: '\u2212€1,016,873.21' };
    await page.route(`${ctx.server.url}/graphql`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { operationName?: string };
      if (body.operationName !== 'GetPlanGraph') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as {
        data: { planGraph: { currentWealth: unknown; finalWealth: unknown; points: { amount: unknown }[] } };
      };
      const graph = json.data.planGraph;
      Object.assign(graph, {
        currentWealth: long,
        finalWealth: long,
        points: graph.points.map((point) => ({
          ...point,
          amount: long,
          goal: { __typename: 'Goal', id: 'college', name: 'College for our child' },
        })),
      });
      await route.fulfill({ status: response.status(), contentType: 'application/json', json });
    });
    await page.goto(`${ctx.server.url}/examples/react-host.html`);
    await page.getByRole('button', { name: 'Sign in as demo-parent' }).click();
    const plan = page.getByRole('region', { name: 'My plan' });
    await plan.getByRole('table', { name: 'Projected wealth' }).waitFor();
    await plan.screenshot({ path: `${SCREENSHOT_DIR}/react-host-my-plan-long-amounts-360.png` });
    // Each piece of text that shows '−€1,016,873.21' lays it out in one line box.
    const lines = await plan.evaluate((element) => {
      const counts: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let at = text.indexOf('\u2212€1,016,873.21'); at >= 0; at = text.indexOf('\u2212€1,016,873.21', at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + '\u2212€1,016,873.21'.length);
          counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
        }
      }
      return counts;
    });
    // Today's wealth and the final wealth in the sentence, and each point of the projection: one line each.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((count) => count !== 1)).toEqual([]);
    await page.close();
  });

  it('with a rejected token sees the error line, keeps the answers, and the console says why', async () => {
    const page = await openWidget({ userId: 'demo-parent', authToken: 'not-a-token' });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Something went wrong, please try again.');
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('10');
    expect(consoleErrors.filter((text) => text.startsWith('college-costs-calculator:'))).toEqual([
      expect.stringMatching(
        /^college-costs-calculator: the calculation failed \(graphql\): HTTP \d{3} UNAUTHENTICATED: Token Error/,
      ),
    ]);
    const events = await page.evaluate(
      () => (window as unknown as { events: [string, { kind?: string; code?: string }][] }).events,
    );
    expect(events.map(([name, detail]) => [name, detail.kind ?? null, detail.code ?? null])).toEqual([
      ['ready', null, null],
      ['error', 'graphql', 'UNAUTHENTICATED'],
    ]);
    await page.close();
  });
});

describe('faults', () => {
  it('a call that never answers ends in the error line after requestTimeoutMs; the answers cannot change meanwhile', async () => {
    const page = await openPage(ctx.browser);
    await page.route(`${ctx.server.url}/graphql`, () => {
      /* never answered */
    });
    await servePage(page, `${ctx.server.url}/widget.html`, widgetPage({ requestTimeoutMs: 1500 }));
    await page.goto(`${ctx.server.url}/widget.html`);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).focus();
    await page.keyboard.press('Enter');
    const spinner = page.getByRole('status').filter({ hasText: 'Calculating your estimate…' });
    await spinner.waitFor();
    expect(await isFocused(spinner)).toBe(true);
    const outline = await spinner.evaluate(
      (element) => getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).outlineWidth,
    );
    expect(outline).toBe('solid 3px');
    expect(await page.getByRole('spinbutton', { name: Q.age }).isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'No' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: Q.course }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('alert').textContent({ timeout: 30_000 })).toBe(
      'Something went wrong, please try again.',
    );
    const events = await page.evaluate(() => (window as unknown as { events: [string, unknown][] }).events);
    expect(events.slice(1)).toEqual([['error', { kind: 'timeout', message: 'no answer within 1500 ms' }]]);
    expect(await isFocused(page.getByRole('button', { name: 'Calculate' }))).toBe(true);
    await page.close();
  });

  it('a click right after leaving an empty field lands on what was clicked (mouse held 120 ms)', async () => {
    const page = await openWidget();
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.click();
    const yes = page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'Yes' });
    const yesBefore = await yes.boundingBox();
    await slowClick(page, yes);
    expect(await yes.isChecked()).toBe(true);
    // The age error did appear, after the click: the layout moved only once the click had landed. (On a page just
    // opened, the framework takes the form over after that click, and the error shows then.)
    await expect.poll(() => page.getByText('Please provide an answer').count()).toBe(1);
    expect((await yes.boundingBox())!.y).toBeGreaterThan(yesBefore!.y);

    await page.close();

    // The other case: from the empty age field straight onto the course dropdown.
    const again = await openWidget();
    await again.getByRole('spinbutton', { name: Q.age }).click();
    const course = again.getByRole('combobox', { name: Q.course });
    const courseBefore = await course.boundingBox();
    await slowClick(again, course);
    await again.getByRole('listbox', { name: Q.course }).waitFor();
    await expect.poll(() => again.getByText('Please provide an answer').count()).toBe(1);
    expect((await course.boundingBox())!.y).toBeGreaterThan(courseBefore!.y);
    await again.close();
  });
});

describe('tooltips', () => {
  it('a tap opens the tooltip and a second tap closes it', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await servePage(page, `${ctx.server.url}/widget.html`, widgetPage({}));
    await page.goto(`${ctx.server.url}/widget.html`);
    const icon = page.getByRole('button', { name: 'About free fees' });
    await icon.tap();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/free tuition fees/);
    expect(await icon.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.waitForTimeout(300);
    expect(await tooltip.isVisible()).toBe(true);
    await icon.tap();
    await tooltip.waitFor({ state: 'detached' });
    await page.close();
  });

  it('a click on a hovered icon keeps the tooltip; Escape closes one opened by hover; the pointer can move onto it', async () => {
    const page = await openWidget();
    const icon = page.getByRole('button', { name: 'About free fees' });
    const tooltip = page.getByRole('tooltip');
    await icon.click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    // Opened by a click, it stays after the pointer leaves, until a press outside (or Escape).
    expect(await tooltip.isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await tooltip.waitFor({ state: 'detached' });

    await icon.hover();
    await tooltip.waitFor();
    expect(await isFocused(icon)).toBe(false);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    await page.mouse.move(0, 0);
    await icon.hover();
    await tooltip.waitFor();
    const box = (await tooltip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.waitForTimeout(300);
    expect(await tooltip.isVisible()).toBe(true);
    await page.close();
  });
});

describe('layout', () => {
  const padding = (page: Page) =>
    page.evaluate(() => {
      const root = document.getElementById('host')?.shadowRoot?.getElementById('college-costs-calculator');
      return root ? getComputedStyle(root).paddingLeft : null;
    });

  it('follows the width it is given, not the viewport', async () => {
    const wide = await openWidget({}, { width: '1000px' });
    expect(await padding(wide)).toBe('32px');
    await wide.close();
    const tablet = await openWidget({}, { width: '700px' });
    expect(await padding(tablet)).toBe('24px');
    await tablet.close();
    const column = await openWidget({}, { width: '400px' });
    expect(await padding(column)).toBe('16px');
    await column.close();
  });

  it('flat has no inset of its own at any width', async () => {
    for (const width of ['700px', '500px']) {
      const page = await openWidget({ layout: 'flat' }, { width });
      expect(await padding(page)).toBe('0px');
      await page.close();
    }
  });

  it('keeps left-to-right order on a right-to-left page', async () => {
    const page = await openWidget({}, { dir: 'rtl' });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    const row = page.getByRole('region', { name: 'You told us' }).getByText('10 years old');
    await row.waitFor();
    const direction = await row.evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('ltr');
    await page.close();
  });

  it('the modal example fits a 360 px screen with one inset, and nothing overflows at 320 px', async () => {
    for (const width of [360, 320]) {
      const page = await openPage(ctx.browser, width, 740);
      await page.goto(`${ctx.server.url}/examples/modal.html`);
      await page.getByRole('button', { name: 'Estimate college costs' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('spinbutton', { name: Q.age }).waitFor();
      const sizes = await page.evaluate(() => {
        const dialogElement = document.querySelector('dialog') as HTMLDialogElement;
        const form = document.getElementById('calculator')?.shadowRoot?.querySelector('form') as HTMLElement;
        const d = dialogElement.getBoundingClientRect();
        const f = form.getBoundingClientRect();
        return {
          viewport: innerWidth,
          scroll: document.documentElement.scrollWidth,
          dialogLeft: d.left,
          dialogRight: d.right,
          formLeft: f.left,
          dialogScroll: dialogElement.scrollWidth,
          dialogClient: dialogElement.clientWidth,
        };
      });
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.viewport);
      expect(sizes.dialogRight).toBeLessThanOrEqual(width);
      expect(sizes.dialogScroll).toBeLessThanOrEqual(sizes.dialogClient);
      // One inset: the form starts at the dialog's own padding (16 px on a phone), not twice that.
      expect(sizes.formLeft - sizes.dialogLeft).toBe(16);
      await page.close();
    }
  });
});
