import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADVICE_URL,
  Q,
  answerByMouse,
  focusedDescription,
  isFocused,
  openPage,
  servePage,
  useBrowserAndServer,
} from './support';

const ctx = useBrowserAndServer();

/** A page with one widget, mounted from the script-tag build against the demo ctx.server. */
const widgetPage = (
  options: Record<string, unknown> = {},
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title></head>
<body><main><h1>Widget</h1><div id="host"></div></main>
<script src="/dist/college-costs.umd.js"></script>
<script>window.calculator = CollegeCostsCalculator.mount(document.getElementById('host'), ${JSON.stringify({
  digitalAdviceUrl: `${ADVICE_URL}?ref=widget`,
  graphQLEndpoint: '/graphql',
  ...options,
})});</script></body></html>`;

/** Moves through a dropdown with the arrow keys until `option` is highlighted, then picks it with Enter. */
async function chooseByKeyboard(page: Page, question: string, option: string) {
  const box = page.getByRole('combobox', { name: question });
  const highlighted = async () => {
    const id = await box.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  };
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: question });
  await list.waitFor();
  expect(await list.evaluate((ul) => getComputedStyle(ul).maxHeight)).toBe('320px');
  for (let step = 0; step < 8 && (await highlighted()) !== option; step += 1) {
    const before = await highlighted();
    await page.keyboard.press('ArrowDown');
    await expect.poll(highlighted).not.toBe(before);
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => box.textContent()).toContain(option);
}

async function openWidget(options: Record<string, unknown> = {}) {
  const page = await openPage(ctx.browser);
  await servePage(page, `${ctx.server.url}/widget.html`, widgetPage(options));
  await page.goto(`${ctx.server.url}/widget.html`);
  return page;
}

describe('in a real browser', () => {
  it('a newcomer completes the calculator by mouse on the demo page', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    const heading = page.getByRole('heading', { name: /We estimate/ });
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(/^We estimate that you'll need to save €68,524 by \d{4}$/);
    expect(await isFocused(heading)).toBe(true);
    expect(await page.getByRole('row', { name: /Accommodation/ }).textContent()).toContain('€7,691');
    await page.close();
  });

  it('a newcomer completes the calculator with the keyboard alone', async () => {
    const page = await openWidget();
    const tab = async (expected: RegExp) => {
      await page.keyboard.press('Tab');
      expect(await focusedDescription(page)).toMatch(expected);
    };
    await tab(/input:How old is your child\?/);
    await page.keyboard.type('7');
    await tab(/combobox:How long do you expect/);
    await chooseByKeyboard(page, Q.course, '4 years');
    expect(await page.getByRole('combobox', { name: Q.course }).textContent()).toContain('4 years');
    await tab(/button:About free fees/);
    await tab(/input:Yes/);
    await page.keyboard.press('Space');
    await tab(/a:I'm not sure/);
    await tab(/button:About accommodation/);
    await tab(/combobox:Where do you expect/);
    await chooseByKeyboard(page, Q.accommodation, 'Rented accommodation');
    expect(await page.getByRole('combobox', { name: Q.accommodation }).textContent()).toContain('Rented accommodation');
    await tab(/input:Fees only/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Fees, accommodation & other expenses' }).isChecked()).toBe(true);
    await tab(/button:Calculate/);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: /We estimate/ });
    await heading.waitFor();
    expect(await isFocused(heading)).toBe(true);
    expect(await heading.textContent()).toContain('€');
    await page.close();
  });

  it("'Make a change' brings back the answers; 'Start over' empties the form and focuses its first field", async () => {
    const page = await openWidget();
    await answerByMouse(page, '12');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Make a change' }).click();
    const age = page.getByRole('spinbutton', { name: Q.age });
    expect(await age.inputValue()).toBe('12');
    expect(await isFocused(age)).toBe(true);
    expect(await page.getByRole('combobox', { name: Q.accommodation }).textContent()).toContain('Rented accommodation');
    expect(await page.getByRole('radio', { name: 'Fees, accommodation & other expenses' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Start over' }).click();
    expect(await age.inputValue()).toBe('');
    expect(await isFocused(age)).toBe(true);
    expect(await page.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('add goal lands on the digital advice URL whose collegeCosts parameter decodes to the answers', async () => {
    const page = await openWidget();
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await Promise.all([
      page.waitForURL(/advice\.example/),
      page.getByRole('link', { name: 'Get your free financial plan' }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(ADVICE_URL);
    expect(url.searchParams.get('ref')).toBe('widget');
    expect(JSON.parse(Buffer.from(url.searchParams.get('collegeCosts') ?? '', 'base64').toString('utf8'))).toEqual({
      ageOfChild: 10,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'RENTED',
      costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
    });
    await page.close();
  });

  it('with the API down (request aborted) shows the error line and keeps the answers', async () => {
    // (A deadline shorter than the first retry's wait, 1000 ms: the first failure is the last. retry.test.ts has the retries.)
    const page = await openWidget({ requestTimeoutMs: 900 });
    await page.route('**/graphql', (route) => route.abort());
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Something went wrong, please try again.');
    expect(await page.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('10');
    expect(await page.getByRole('button', { name: 'Calculate' }).isEnabled()).toBe(true);
    // Focus went to the spinner and came back to Calculate, so a keyboard user can try again at once.
    expect(await isFocused(page.getByRole('button', { name: 'Calculate' }))).toBe(true);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.close();
  });

  it('two widgets on one page work independently', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/examples/two-widgets.html`);
    const first = page.locator('#first');
    const second = page.locator('#second');
    await second.getByRole('spinbutton', { name: Q.age }).waitFor();
    await answerByMouse(first, '3');
    await second.getByRole('spinbutton', { name: Q.age }).fill('16');
    await first.getByRole('button', { name: 'Calculate' }).click();
    expect(await first.getByRole('heading', { name: /We estimate/ }).textContent()).toContain('€68,524');
    expect(await second.getByRole('heading', { name: /We estimate/ }).count()).toBe(0);
    expect(await second.getByRole('spinbutton', { name: Q.age }).inputValue()).toBe('16');
    await answerByMouse(second, '16');
    await second.getByRole('button', { name: 'Calculate' }).click();
    expect(await second.getByRole('heading', { name: /We estimate/ }).textContent()).toContain('£68,524');
    await page.close();
  });

  it('the loader page, the ESM page, the React host and the modal all reach a result', async () => {
    for (const [path, open] of [
      ['/examples/loader.html', null],
      ['/examples/esm.html', null],
      ['/examples/react-host.html', null],
      ['/examples/modal.html', 'Estimate college costs'],
    ] as const) {
      const page = await openPage(ctx.browser);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${ctx.server.url}${path}`);
      if (open) await page.getByRole('button', { name: open }).click();
      await answerByMouse(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
      expect(await page.getByRole('heading', { name: /We estimate/ }).textContent(), path).toContain('€68,524');
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });
});
