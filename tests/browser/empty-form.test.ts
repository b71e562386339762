/**
 * The empty form before the framework, in Chromium (tests/widget/empty-form-shell.test.ts has the rest, in jsdom):
 * what only a browser shows, a pointer resting on an element (:hover) inside the widget's shadow root.
 */
import { describe, expect, it } from 'vitest';
import { ADVICE_URL, Q, openPage, servePage, useBrowserAndServer } from './support';

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
