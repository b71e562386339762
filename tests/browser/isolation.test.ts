import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeFile } from 'node:fs/promises';
import {
  ADVICE_URL,
  Q,
  SCREENSHOT_DIR,
  differentPixels,
  answerByMouse,
  openPage,
  servePage,
  useBrowserAndServer,
} from './support';

const ctx = useBrowserAndServer();

const HOSTILE_CSS =
  '* { font-size: 40px !important; color: red !important } button { display: none } div { padding: 50px }';

const pageWith = (
  headExtra: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${headExtra}</head>
<body><main><div id="host"></div></main>
<script src="/dist/college-costs.umd.js"></script>
<script>CollegeCostsCalculator.mount(document.getElementById('host'), { digitalAdviceUrl: '${ADVICE_URL}', graphQLEndpoint: '/graphql' });</script>
</body></html>`;

async function open(path: string, html: string, headers: Record<string, string> = {}, width = 1280): Promise<Page> {
  const page = await openPage(ctx.browser, width);
  await servePage(page, `${ctx.server.url}${path}`, html, headers);
  await page.goto(`${ctx.server.url}${path}`);
  await page.getByRole('spinbutton', { name: Q.age }).waitFor();
  return page;
}

describe('isolation from the host page', () => {
  it('a page with hostile CSS leaves the widget looking and working as normal', async () => {
    const plain = await open('/plain.html', pageWith(''));
    const hostile = await open('/hostile.html', pageWith(`<style>${HOSTILE_CSS}</style>`));
    for (const page of [plain, hostile]) {
      // Same state on both pages: one error shown, one list open.
      await page.getByRole('spinbutton', { name: Q.age }).fill('25');
      await page.getByRole('combobox', { name: Q.course }).click();
    }
    const [a, b] = await Promise.all([
      plain.locator('.ccc-root').screenshot(),
      hostile.locator('.ccc-root').screenshot(),
    ]);
    await writeFile(`${SCREENSHOT_DIR}/isolation-plain.png`, a);
    await writeFile(`${SCREENSHOT_DIR}/isolation-hostile.png`, b);
    // Same size, and at most 0.1% of pixels differ (anti-aliasing at a different page offset);
    // hostile rules that got through (40 px type, red text, hidden buttons) change tens of thousands.
    const diff = await differentPixels(ctx.browser, a, b);
    expect(diff.count / diff.total, `see ${SCREENSHOT_DIR}/isolation-*.png`).toBeLessThan(0.001);
    await hostile.keyboard.press('Escape');
    await answerByMouse(hostile);
    await hostile.getByRole('button', { name: 'Calculate' }).click();
    await hostile.getByRole('heading', { name: /We estimate/ }).waitFor();
    const headingSize = await hostile
      .getByRole('heading', { name: /We estimate/ })
      .evaluate((h) => getComputedStyle(h).fontSize);
    expect(headingSize).toBe('26px');
    await plain.close();
    await hostile.close();
  });

  it("works under Content-Security-Policy: default-src 'self'; style-src 'self' with no violation", async () => {
    const page = await openPage(ctx.browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql"><a href="${ADVICE_URL}">Get your free financial plan</a></div>
<script async src="/dist/loader.js" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;
    await servePage(page, `${ctx.server.url}/csp.html`, html, {
      'content-security-policy': "default-src 'self'; style-src 'self'",
    });
    await page.goto(`${ctx.server.url}/csp.html`);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'About free fees' }).hover();
    await page.getByRole('tooltip').waitFor();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.getByRole('button', { name: 'Notes and assumptions' }).click();
    expect(violations).toEqual([]);
    // The styles really applied (no inline <style> was needed).
    expect(
      await page
        .getByRole('link', { name: 'Get your free financial plan' })
        .evaluate((b) => getComputedStyle(b).backgroundColor),
    ).toBe('rgb(11, 95, 86)');
    await page.close();
  });

  it('has no horizontal scrolling at 320 px wide, in either view', async () => {
    const page = await open(
      '/narrow.html',
      pageWith('<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style>'),
      {},
      320,
    );
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(320);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Notes and assumptions' }).click();
    expect(await scrollWidth()).toBeLessThanOrEqual(320);
    await page.close();
  });

  it('positions the tooltip 10 px from its icon, also after the page scrolls', async () => {
    const page = await open('/tall.html', pageWith('<style>main{padding:400px 0 1200px}</style>'), {}, 1280);
    const icon = page.getByRole('button', { name: 'About free fees' });
    // Floating UI's part takes the icon's place when the browser is idle (the focus moves with it): an action that
    // lands on the icon just replaced is tried again.
    const onIcon = async (action: () => Promise<void>) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await action();
        } catch (error) {
          if (attempt === 3 || !String(error).includes('not attached')) throw error;
        }
      }
    };
    await onIcon(() => icon.scrollIntoViewIfNeeded());
    await onIcon(() => icon.focus());
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const gap = async () => {
      const [i, t] = await Promise.all([icon.boundingBox(), tooltip.boundingBox()]);
      return Math.round((i?.y ?? 0) - ((t?.y ?? 0) + (t?.height ?? 0)));
    };
    await expect.poll(gap).toBe(10);
    await page.mouse.wheel(0, 150);
    await page.waitForFunction(() => window.scrollY > 0);
    await expect.poll(gap).toBe(10);
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.close();
  });
});

/** A page with the classic loader (the snippet before the module became its own loader). */
const CLASSIC_LOADER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loader</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql"><a href="${ADVICE_URL}">Get your free financial plan</a></div>
<script async src="/dist/loader.js" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;

/** README's snippet: the widget's module as its own loader, with its hash and a fallback link in the mount point. */
const moduleSnippetPage = (
  integrity: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql"><a href="${ADVICE_URL}">Get your free financial plan</a></div>
<script type="module" async src="/dist/cdn/college-costs.js" integrity="${integrity}" data-digital-advice-url="${ADVICE_URL}"></script></body></html>`;

const readManifest = async () => {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile('dist/integrity.json', 'utf8')) as Record<string, string>;
};

/**
 * A page on an npm CDN's URL that follows a major version (…@1/dist/…), holding `script`: the files come from
 * dist/, and the paths the page asked for are collected. Returns the page, the paths and the package's version.
 */
async function openOnCdn(file: string, script: string) {
  const { readFile } = await import('node:fs/promises');
  const version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;
  const page = await openPage(ctx.browser);
  const asked: string[] = [];
  await page.route(`${ctx.server.url}/cdn/**`, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    const file = url.pathname.split('/dist/')[1];
    await route.fulfill({ contentType: 'text/javascript', body: await readFile(`dist/${file}`, 'utf8') });
  });
  await servePage(
    page,
    `${ctx.server.url}/${file}`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CDN</title></head><body>
      <div id="college-costs-calculator" data-graphql-endpoint="/graphql"></div>
      ${script}</body></html>`,
  );
  await page.goto(`${ctx.server.url}/${file}`);
  return { page, asked, version };
}

describe('Subresource Integrity', () => {
  it('the loader fetches the widget module with the hash of the build, and its chunks with theirs', async () => {
    const manifest = await readManifest();
    const page = await openPage(ctx.browser);
    await servePage(page, `${ctx.server.url}/classic-loader.html`, CLASSIC_LOADER_PAGE);
    await page.goto(`${ctx.server.url}/classic-loader.html`);
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    const entry = page.locator('link[rel="modulepreload"][href$="/dist/cdn/college-costs.js"]');
    expect(await entry.getAttribute('integrity')).toBe(manifest['cdn/college-costs.js']);
    // The answer rules arrive as a chunk, through a link that carries that chunk's hash.
    const chunk = page.locator('link[rel="modulepreload"][href*="/dist/cdn/chunks/validation-"]');
    await chunk.waitFor({ state: 'attached' });
    const chunkPath = new URL((await chunk.getAttribute('href')) as string).pathname.replace('/dist/', '');
    expect(await chunk.getAttribute('integrity')).toBe(manifest[chunkPath]);
    await page.close();
  });

  for (const [what, pattern] of [
    ['the widget module', '/dist/cdn/college-costs.js'],
    ['a chunk of it', '/dist/cdn/chunks/validation-*.js'],
  ] as const) {
    it(`refuses ${what} when it was changed`, async () => {
      const tampered = await openPage(ctx.browser);
      const errors: string[] = [];
      tampered.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await tampered.route(`${ctx.server.url}${pattern}`, async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = document.cookie;` });
      });
      await servePage(tampered, `${ctx.server.url}/classic-loader.html`, CLASSIC_LOADER_PAGE);
      await tampered.goto(`${ctx.server.url}/classic-loader.html`);
      if (what === 'the widget module') {
        // The loader says which file could not load; the mount point keeps its fallback link, and no form appears.
        await expect
          .poll(
            () => errors.some((text) => /college-costs-calculator: could not load .*college-costs\.js/.test(text)),
            {
              timeout: 30_000,
            },
          )
          .toBe(true);
        expect(await tampered.getByRole('link', { name: 'Get your free financial plan' }).getAttribute('href')).toBe(
          ADVICE_URL,
        );
        expect(await tampered.getByRole('spinbutton').count()).toBe(0);
      } else {
        // The parent moves into the form: the answer rules are asked for then (or a second after, when idle).
        await tampered.getByRole('spinbutton', { name: Q.age }).focus();
        await expect
          .poll(() => errors.some((text) => /answer checks could not load/.test(text)), { timeout: 30_000 })
          .toBe(true);
        // Without them the form cannot be completed: it gives way to the mount point's link.
        await tampered.getByRole('link', { name: 'Get your free financial plan' }).waitFor();
        expect(await tampered.getByRole('button', { name: 'Calculate' }).count()).toBe(0);
      }
      expect(await tampered.evaluate(() => 'stolen' in window)).toBe(false);
      expect(errors.some((text) => /integrity/i.test(text))).toBe(true);
      await tampered.close();
    });
  }

  it("README's snippet runs the widget module of the build's hash, mounts it, and fetches its chunks with theirs", async () => {
    const manifest = await readManifest();
    const page = await open('/module-snippet.html', moduleSnippetPage(manifest['cdn/college-costs.js']));
    // No loader: the module mounted itself, with the data-* options of its tag and of the mount point.
    expect(await page.evaluate(() => document.querySelectorAll('script[src$="loader.js"]').length)).toBe(0);
    const chunk = page.locator('link[rel="modulepreload"][href*="/dist/cdn/chunks/validation-"]');
    await chunk.waitFor({ state: 'attached' });
    const chunkPath = new URL((await chunk.getAttribute('href')) as string).pathname.replace('/dist/', '');
    expect(await chunk.getAttribute('integrity')).toBe(manifest[chunkPath]);
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.close();
  });

  it("a chunk's own chunk (the planner's plan view) is fetched with its hash too", async () => {
    const manifest = await readManifest();
    // README's snippet, mounting through the queue with the planner on.
    const page = await open(
      '/module-planner.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Planner</title></head><body><div id="host"></div>
<script type="module">
window.CollegeCostsCalculator = (...command) => (window.CollegeCostsCalculator.q ||= []).push(command);
CollegeCostsCalculator('mount', document.getElementById('host'), { digitalAdviceUrl: '${ADVICE_URL}', graphQLEndpoint: '/graphql', planner: true });
</script><script type="module" async src="/dist/cdn/college-costs.js"></script></body></html>`,
    );
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Make a savings plan' }).click();
    const chunk = page.locator('link[rel="modulepreload"][href*="/dist/cdn/chunks/plan-views-"]');
    await chunk.waitFor({ state: 'attached' });
    const chunkPath = new URL((await chunk.getAttribute('href')) as string).pathname.replace('/dist/', '');
    expect(await chunk.getAttribute('integrity')).toBe(manifest[chunkPath]);
    await page.getByRole('button', { name: 'Show my plan' }).click();
    await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
    await page.close();
  });

  it("README's snippet refuses a changed widget module: the mount point keeps its link to the digital advice site", async () => {
    const manifest = await readManifest();
    const tampered = await openPage(ctx.browser);
    const errors: string[] = [];
    tampered.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tampered.route(`${ctx.server.url}/dist/cdn/college-costs.js`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = document.cookie;` });
    });
    await servePage(
      tampered,
      `${ctx.server.url}/module-snippet.html`,
      moduleSnippetPage(manifest['cdn/college-costs.js']),
    );
    await tampered.goto(`${ctx.server.url}/module-snippet.html`);
    await expect.poll(() => errors.some((text) => /integrity/i.test(text))).toBe(true);
    expect(await tampered.getByRole('link', { name: 'Get your free financial plan' }).getAttribute('href')).toBe(
      ADVICE_URL,
    );
    expect(await tampered.evaluate(() => 'stolen' in window)).toBe(false);
    await tampered.close();
  });

  it("from a CDN URL that follows a major version, README's snippet fetches its chunks beside it and runs one copy of itself", async () => {
    const { page, asked } = await openOnCdn(
      'cdn-snippet.html',
      `<script type="module" async src="/cdn/college-costs-calculator@1/dist/cdn/college-costs.js" data-digital-advice-url="${ADVICE_URL}"></script>`,
    );
    await page.getByRole('spinbutton', { name: Q.age }).focus();
    // The framework's chunk, and with it the validation's once the parent is in the form.
    await expect.poll(() => asked.some((path) => path.includes('/chunks/validation-'))).toBe(true);
    expect(asked[0]).toBe('/cdn/college-costs-calculator@1/dist/cdn/college-costs.js');
    // The chunks import the module back: at its own address, so the browser never fetches (or runs) a second copy.
    expect(asked.filter((path) => path.endsWith('/college-costs.js'))).toHaveLength(1);
    expect(asked.slice(1).every((path) => path.startsWith('/cdn/college-costs-calculator@1/dist/cdn/chunks/'))).toBe(
      true,
    );
    await page.close();
  });

  it('from a CDN URL that follows a major version, the loader fetches the widget of its own exact version', async () => {
    const { page, asked, version } = await openOnCdn(
      'cdn-host.html',
      `<script async src="/cdn/college-costs-calculator@1/dist/loader.js" data-digital-advice-url="${ADVICE_URL}"></script>`,
    );
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    expect(asked.slice(0, 2)).toEqual([
      '/cdn/college-costs-calculator@1/dist/loader.js',
      `/cdn/college-costs-calculator@${version}/dist/cdn/college-costs.js`,
    ]);
    expect(
      asked.slice(2).every((path) => path.startsWith(`/cdn/college-costs-calculator@${version}/dist/cdn/chunks/`)),
    ).toBe(true);
    await page.close();
  });
});
