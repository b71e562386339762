/**
 * The form in the page's HTML (dist/college-costs-form.html, the markup serverFormHtml() writes), in Chromium: on
 * screen and usable before any script has run (scripts off: the parent can type, a submit does nothing, and the
 * host's link shows), and taken over by README's snippet with what the parent typed and the focus.
 * The React component's server rendering is tried in a Next.js app (tests/package).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADVICE_URL,
  Q,
  finishAfterTakeOver,
  isFocused,
  openPage,
  restArrived,
  servePage,
  useBrowserAndServer,
  widgetsIn,
} from './support';

const ctx = useBrowserAndServer();
const LINK = 'Get your free financial plan';

/** A host page whose server wrote the form's file into the mount point, beside its link, then README's snippet. */
async function serverFormPage() {
  const [manifest, form] = await Promise.all([
    readFile('dist/integrity.json', 'utf8').then((text) => JSON.parse(text) as Record<string, string>),
    readFile('dist/college-costs-form.html', 'utf8'),
  ]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server form</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql">${form}<a href="${ADVICE_URL}">${LINK}</a></div>
<script type="module" async src="/dist/cdn/college-costs.js" integrity="${manifest['cdn/college-costs.js']}" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;
}

/** Holds back the widget's first module until `release` is called: the page's HTML alone is on screen. */
async function holdFirstModule(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/dist/cdn/college-costs.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

describe("the form in the page's HTML", () => {
  it('with scripts off: a form the parent can type in, whose submit does nothing, and the host’s link', async () => {
    const context = await ctx.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const url = `${ctx.server.url}/server-form-off.html`;
      await servePage(page, url, await serverFormPage());
      await page.goto(url);
      const form = page.getByRole('form', { name: 'College cost calculator' });
      await form.waitFor();
      const age = page.getByRole('spinbutton', { name: Q.age });
      await age.fill('12');
      await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'No' }).check();
      expect(await page.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
      // Enter in a field: the form's default button is disabled, so nothing is submitted.
      await age.press('Enter');
      expect(page.url()).toBe(url);
      expect(await age.inputValue()).toBe('12');
      // The host's link shows below the form, the way on for a parent whose browser runs no scripts.
      await page.getByRole('link', { name: LINK }).waitFor();
      expect(await page.getByRole('link', { name: LINK }).getAttribute('href')).toBe(ADVICE_URL);
    } finally {
      await context.close();
    }
  });

  it("README's snippet takes it over with what was typed and the focus; the parent calculates", async () => {
    const page = await openPage(ctx.browser);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const firstModule = await holdFirstModule(page);
    const url = `${ctx.server.url}/server-form.html`;
    await servePage(page, url, await serverFormPage());
    await page.goto(url, { waitUntil: 'commit' });
    // Before any script of the widget: the form is there, the parent types and chooses.
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.click();
    await page.keyboard.type('7');
    await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'No' }).check();
    await age.focus();
    await expect.poll(firstModule.asked, { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('link', { name: LINK }).isVisible()).toBe(false);

    firstModule.release();
    await finishAfterTakeOver(page);
    // One widget: the snippet took the server's form over, not painted a second beside it.
    expect(await widgetsIn(page)).toEqual([1, 1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the host's link below the form when the widget's script never comes (refused by its hash)", async () => {
    const page = await openPage(ctx.browser);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/dist/cdn/college-costs.js', async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = true;` });
    });
    const url = `${ctx.server.url}/server-form-refused.html`;
    await servePage(page, url, await serverFormPage());
    await page.goto(url);
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    await expect.poll(() => errors.some((text) => /integrity/i.test(text)), { timeout: 30_000 }).toBe(true);
    // Until the late slot shows it (LATE_FALLBACK_S after the page was parsed), the link waits behind the form.
    const link = page.getByRole('link', { name: LINK });
    await expect.poll(() => link.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await link.getAttribute('href')).toBe(ADVICE_URL);
    expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
    await page.close();
  });

  it('keeps the focus and the typed age when the snippet arrives while the parent is in the field', async () => {
    const page = await openPage(ctx.browser);
    const firstModule = await holdFirstModule(page);
    const url = `${ctx.server.url}/server-form-focus.html`;
    await servePage(page, url, await serverFormPage());
    await page.goto(url, { waitUntil: 'commit' });
    const age = page.getByRole('spinbutton', { name: Q.age });
    await age.click();
    await page.keyboard.type('1');
    firstModule.release();
    // The rest of the widget arrives (it offers mount() on the page's command function) while the focus stays.
    await expect.poll(() => restArrived(page), { timeout: 30_000 }).toBe('function');
    expect(await isFocused(age)).toBe(true);
    await page.keyboard.type('4');
    expect(await age.inputValue()).toBe('14');
    // The age field takes digits only from then on, as the widget's own form does.
    await page.keyboard.type('e');
    expect(await age.inputValue()).toBe('14');
    expect(await widgetsIn(page)).toEqual([1, 1]);
    // Taken over, the form lets no fallback through later (the late slot and the <noscript> line are gone).
    expect(
      await page.evaluate(
        () =>
          document.getElementById('college-costs-calculator')!.shadowRoot!.querySelectorAll('slot, noscript').length,
      ),
    ).toBe(0);
    await page.close();
  });
});
