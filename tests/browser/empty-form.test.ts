/**
 * The empty form before the framework, in Chromium (tests/widget/empty-form-shell.test.ts has the rest, in jsdom):
 * what only a browser shows, a pointer resting on an element (:hover) inside the widget's shadow root; and README's
 * snippet, whose first module paints the form before mount() and the rest of the widget have arrived.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADVICE_URL,
  Q,
  finishAfterTakeOver,
  openPage,
  restArrived,
  servePage,
  useBrowserAndServer,
  widgetsIn,
} from './support';

const ctx = useBrowserAndServer();

/** The npm build (dist/college-costs.esm.js), whose framework comes in a chunk of its own. */
const esmPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><div id="host"></div>
<script type="module">
  import { mount } from '/dist/college-costs.esm.js';
  mount(document.getElementById('host'), { digitalAdviceUrl: '${ADVICE_URL}', graphQLEndpoint: '/graphql' });
</script></body></html>`;

describe('the empty form before the framework, in a browser', () => {
  it('shows the tooltip of the information icon the pointer is on when the framework takes the form over', async () => {
    const page = await openPage(ctx.browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/framework-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await servePage(page, `${ctx.server.url}/empty-form.html`, esmPage);
    await page.goto(`${ctx.server.url}/empty-form.html`);
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();

    const icon = page.getByRole('button', { name: 'About accommodation' });
    await icon.hover();
    expect(await icon.getAttribute('aria-expanded')).toBe('false');
    // The framework arrives, and takes the form over once the browser is idle; the pointer has not moved.
    release();
    await expect.poll(() => icon.getAttribute('aria-expanded'), { timeout: 30_000 }).toBe('true');
    expect(await page.getByRole('tooltip').textContent()).toContain('Rented accommodation is shared');
    await page.close();
  });
});

/** README's snippet, with the build's hash, and a mount point holding the host's link; `attributes` go on the mount point. */
async function snippetPage(attributes = '') {
  const manifest = JSON.parse(await readFile('dist/integrity.json', 'utf8')) as Record<string, string>;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql"${attributes}><a href="${ADVICE_URL}">Get your free financial plan</a></div>
<script type="module" async src="/dist/cdn/college-costs.js" integrity="${manifest['cdn/college-costs.js']}" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;
}

/** Holds back the rest of the widget (mount() and the loader's commands) until `release` is called. */
async function holdRest(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/cdn/chunks/cdn-widget-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("README's snippet: the form before the rest of the widget", () => {
  it('paints the form from the first module; what the parent typed and the focus stay when the rest takes it over', async () => {
    const page = await openPage(ctx.browser);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const release = await holdRest(page);
    await servePage(page, `${ctx.server.url}/snippet-early.html`, await snippetPage());
    await page.goto(`${ctx.server.url}/snippet-early.html`);
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.click();
    await page.keyboard.type('7');
    await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'No' }).check();
    await age.focus();
    expect(await restArrived(page)).toBe('undefined');
    // The host's link gave way to the form, which holds what the parent did.
    expect(await page.getByRole('link', { name: 'Get your free financial plan' }).count()).toBe(0);
    expect(await age.inputValue()).toBe('7');

    release();
    await finishAfterTakeOver(page);
    // One widget on the page: the rest mounted over the painted form, not beside it.
    expect(await widgetsIn(page)).toEqual([1, 1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paints no form where mount() will refuse an option of the mount point: the console says why, the link stays', async () => {
    const page = await openPage(ctx.browser);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const release = await holdRest(page);
    await servePage(page, `${ctx.server.url}/snippet-refused.html`, await snippetPage(' data-layout="modal"'));
    await page.goto(`${ctx.server.url}/snippet-refused.html`);
    await page.locator('link[rel="modulepreload"][href*="/chunks/cdn-widget-"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    release();
    await expect
      .poll(() => errors.some((text) => /option "layout" must be one of "card", "flat"; got "modal"/.test(text)), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Get your free financial plan' }).getAttribute('href')).toBe(
      ADVICE_URL,
    );
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    await page.close();
  });

  it('refuses a changed rest of the widget: the painted form gives way to the link the mount point held', async () => {
    const page = await openPage(ctx.browser);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/cdn/chunks/cdn-widget-*.js', async (route) => {
      await held;
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = document.cookie;` });
    });
    await servePage(page, `${ctx.server.url}/snippet-tampered.html`, await snippetPage());
    await page.goto(`${ctx.server.url}/snippet-tampered.html`);
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    release();
    await expect
      .poll(() => errors.some((text) => /could not load the rest of the widget \(.*cdn-widget-/.test(text)), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(errors.some((text) => /integrity/i.test(text))).toBe(true);
    expect(await page.getByRole('link', { name: 'Get your free financial plan' }).getAttribute('href')).toBe(
      ADVICE_URL,
    );
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
    await page.close();
  });
});
