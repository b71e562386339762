/**
 * A part of the widget that cannot load (src/widget/parts/widget-part.ts; docs/embedding.md, "When a part cannot load"),
 * in Chromium: each part's chunk refused by its integrity check (altered bytes), answered with HTTP 404, or lost in
 * transit. A part the form needs makes the widget leave: the mount point shows the host's link again, the console says which
 * part and why, and the host hears an 'error' event of kind 'load'. A part the widget can do without (the savings
 * plan, the tooltips) leaves it usable, and the console says what is missing. Both README's snippet (dist/cdn, whose
 * chunks carry their hashes) and the npm module (dist/college-costs.esm.js + mount(), whose chunks carry none, so
 * altered bytes are not refused there).
 */
import { readFile } from 'node:fs/promises';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { ADVICE_URL, Q, answerByMouse, openPage, servePage, useBrowserAndServer } from './support';

const ctx = useBrowserAndServer();
// The cases run side by side, each in a page of its own: most of a case is waiting (for the tries a lost file gets).

const LINK = 'Get your free financial plan';

type Build = 'snippet' | 'npm';
type Breakage = 'integrity' | '404' | 'network';

/** What the widget's console line gives as the reason, for each way a file is broken. */
const REASON: Record<Breakage, RegExp> = {
  integrity: /refused: integrity check/,
  '404': /HTTP 404/,
  network: /network error/,
};

interface Part {
  /** As the console names it. */
  name: string;
  /** Its chunk's name: dist/chunks/<chunk>-<hash>.js and dist/cdn/chunks/<chunk>-<hash>.js. */
  chunk: string;
  /** Mounted with the planner option. */
  planner?: boolean;
  /** What the parent does before the part is fetched (most are fetched once the form has painted, when idle). */
  reach?: (page: Page) => Promise<void>;
  /** What the widget is without it, in the console, where it stays; a widget leaves without the others. */
  without?: string;
  /**
   * A chunk that a part imports (not import()) rather than a part, by the chunk of the part that imports it: it is
   * preloaded with its hash before that part, so it is refused as theirs are. (The browser tells no script which
   * file failed its integrity check: the console names the part's file then.)
   */
  importedBy?: string;
}

/** The chunks of the widget's parts: those the form needs first, then those it can do without. */
const PARTS: Part[] = [
  { name: "the form's framework", chunk: 'framework' },
  { name: 'the answer checks', chunk: 'validation' },
  { name: 'the calculation call', chunk: 'calculate' },
  { name: 'the results view', chunk: 'ResultsView' },
  // The styles of the results and of the plan, a chunk the results view imports: it is named as the failed file.
  { name: 'the results view', chunk: 'use-styles', importedBy: 'ResultsView' },
  {
    name: "the savings plan's view",
    chunk: 'plan-views',
    planner: true,
    reach: async (page) => {
      await answerAndCalculate(page);
      await page.getByRole('button', { name: 'Make a savings plan' }).click();
    },
  },
  { name: 'the savings plan', chunk: 'planner', planner: true, without: 'the results show without it' },
  { name: 'the tooltips', chunk: 'FloatingTooltip', without: 'the information icons open nothing' },
];

async function answerAndCalculate(page: Page) {
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { name: /We estimate/ }).waitFor();
}

/** The build's files by name, from dist/integrity.json. */
const manifest = async () => JSON.parse(await readFile('dist/integrity.json', 'utf8')) as Record<string, string>;

/** The one file of `build` that holds `chunk` (its path under dist/): found by name, never by its hash. */
async function chunkFile(build: Build, chunk: string): Promise<string> {
  const folder = build === 'snippet' ? 'cdn/chunks/' : 'chunks/';
  const files = Object.keys(await manifest()).filter(
    (file) => file.startsWith(folder) && new RegExp(`^${chunk}-[\\w-]+\\.js$`).test(file.slice(folder.length)),
  );
  expect(files, `one ${chunk} chunk in dist/${folder}`).toHaveLength(1);
  return files[0];
}

/**
 * The page of `build` with one widget, whose mount point holds the host's link; its 'error' events are collected in
 * `window.errorEvents`. README's snippet as README gives it (the module paints the form from the mount point's
 * data-* options), or through its queue where the planner is on (no data-* option sets it); the npm module with
 * mount(), its handle in `window.handle`.
 */
async function widgetPage(build: Build, planner = false): Promise<string> {
  const options = JSON.stringify({ digitalAdviceUrl: ADVICE_URL, graphQLEndpoint: '/graphql', planner });
  const hear = `<script>window.errorEvents = [];
document.getElementById('college-costs-calculator').addEventListener('college-costs:error', (event) => window.errorEvents.push(event.detail));</script>`;
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>`;
  if (build === 'npm') {
    return `${head}<div id="college-costs-calculator"><a href="${ADVICE_URL}">${LINK}</a></div>${hear}
<script type="module">
  import { mount } from '/dist/college-costs.esm.js';
  window.handle = mount(document.getElementById('college-costs-calculator'), ${options});
</script></body></html>`;
  }
  const integrity = (await manifest())['cdn/college-costs.js'];
  const module = `<script type="module" async src="/dist/cdn/college-costs.js" integrity="${integrity}" data-digital-advice-url="${ADVICE_URL}"></script>`;
  if (!planner) {
    return `${head}<div id="college-costs-calculator" data-graphql-endpoint="/graphql"><a href="${ADVICE_URL}">${LINK}</a></div>${hear}
${module}</body></html>`;
  }
  return `${head}<div id="college-costs-calculator"><a href="${ADVICE_URL}">${LINK}</a></div>${hear}
<script>
  window.CollegeCostsCalculator = (...command) => (window.CollegeCostsCalculator.q ||= []).push(command);
  CollegeCostsCalculator('mount', document.getElementById('college-costs-calculator'), ${options});
</script>${module}</body></html>`;
}

/** Answers every request for `file` (a path under dist/) broken in the way `breakage` says; returns how many came. */
async function breakFile(page: Page, file: string, breakage: Breakage): Promise<() => number> {
  let asked = 0;
  await page.route(`${ctx.server.url}/dist/${file}`, async (route: Route) => {
    asked += 1;
    if (breakage === 'network') return route.abort();
    if (breakage === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    const original = await route.fetch();
    return route.fulfill({ response: original, body: `${await original.text()}\nwindow.stolen = document.cookie;` });
  });
  return () => asked;
}

/** Opens the page of `build` with `file` broken; returns the page and the console's errors. */
async function openBroken(build: Build, part: Part, file: string, breakage: Breakage) {
  const page = await openPage(ctx.browser);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const asked = await breakFile(page, file, breakage);
  const address = `${ctx.server.url}/part-failure-${build}.html`;
  await servePage(page, address, await widgetPage(build, part.planner));
  await page.goto(address);
  // (A part fetched as soon as the form has painted may be refused before a test could see the form.)
  if (part.reach || part.without) await page.getByRole('spinbutton', { name: Q.age }).waitFor();
  await part.reach?.(page);
  return { page, errors, asked };
}

/** The widget's console line for `part`, once it has said it. */
async function saidInConsole(expect: ExpectStatic, errors: string[], part: Part, breakage: Breakage, file: string) {
  const chunkName = part.importedBy && breakage === 'integrity' ? `${part.importedBy}-` : file.split('/').pop()!;
  const said = () =>
    errors.find((text) => text.startsWith(`college-costs-calculator: ${part.name} could not load (`)) ?? '';
  await expect.poll(said, { timeout: 30_000 }).not.toBe('');
  expect(said()).toMatch(REASON[breakage]);
  expect(said()).toContain(chunkName);
  return said();
}

const BUILDS: [Build, Breakage[]][] = [
  ['snippet', ['integrity', '404', 'network']],
  ['npm', ['404', 'network']],
];

for (const [build, breakages] of BUILDS) {
  const buildName = build === 'snippet' ? "README's snippet (dist/cdn)" : 'the npm module (mount())';

  describe.concurrent(
    `${buildName}: a part the form needs that cannot load gives the mount point back its link`,
    () => {
      for (const part of PARTS.filter((p) => !p.without)) {
        for (const breakage of breakages) {
          it(`${part.name} (${part.chunk}), ${breakage === 'integrity' ? 'refused by its integrity check' : breakage === '404' ? 'HTTP 404' : 'a network error'}`, async ({
            expect,
          }) => {
            const file = await chunkFile(build, part.chunk);
            const { page, errors, asked } = await openBroken(build, part, file, breakage);
            const line = await saidInConsole(expect, errors, part, breakage, file);
            expect(line).toMatch(/the mount point shows its own content again\.$/);
            const link = page.getByRole('link', { name: LINK });
            await expect.poll(() => link.isVisible()).toBe(true);
            expect(await link.getAttribute('href')).toBe(ADVICE_URL);
            expect(await page.getByRole('spinbutton').count()).toBe(0);
            expect(await page.getByRole('button').count()).toBe(0);
            // The host heard why.
            const heard = (await page.evaluate(
              () => (window as unknown as { errorEvents: unknown[] }).errorEvents,
            )) as {
              kind: string;
              message: string;
              status?: number;
            }[];
            expect(heard).toHaveLength(1);
            expect(heard[0].kind).toBe('load');
            expect(heard[0].message).toContain(`${part.name} could not load`);
            expect(heard[0].status).toBe(breakage === '404' ? 404 : breakage === 'integrity' ? 200 : undefined);
            // A file lost in transit was tried three times; one refused or not found, not again (README's snippet
            // fetches the framework beside the rest of the widget first, and the browser may ask for it again as the
            // rest mounts).
            // (So may a chunk a part imports: preloaded with its hash, then asked for by the part's import.) Chromium
            // may also let the import take over a preload still under way, and then asks once less.
            const preloaded = build === 'snippet' && (part.chunk === 'framework' || part.importedBy) ? 1 : 0;
            if (breakage === 'network') {
              expect(asked()).toBeGreaterThanOrEqual(3);
              expect(asked()).toBeLessThanOrEqual(3 + preloaded);
            } else expect(asked()).toBeLessThanOrEqual(1 + preloaded);
            // The widget's styles went with it.
            expect(
              await page.evaluate(() => {
                const shadow = document.getElementById('college-costs-calculator')!.shadowRoot;
                return shadow ? shadow.querySelectorAll('style, [data-college-costs-container]').length : 0;
              }),
            ).toBe(0);
            if (build === 'npm') {
              // The host's later calls do nothing, rather than throw.
              await page.evaluate(() =>
                (window as unknown as { handle: { update(o: object): void } }).handle.update({ currencySymbol: '$' }),
              );
              expect(await link.isVisible()).toBe(true);
            }
            expect(await page.evaluate(() => 'stolen' in window)).toBe(false);
            await page.close();
          });
        }
      }
    },
  );

  describe.concurrent(`${buildName}: a part the widget can do without leaves it usable`, () => {
    for (const part of PARTS.filter((p) => p.without)) {
      for (const breakage of breakages) {
        it(`${part.name} (${part.chunk}), ${breakage}: ${part.without}`, async ({ expect }) => {
          const file = await chunkFile(build, part.chunk);
          const { page, errors } = await openBroken(build, part, file, breakage);
          const line = await saidInConsole(expect, errors, part, breakage, file);
          expect(line).toMatch(new RegExp(`; ${part.without}\\.$`));
          await answerAndCalculate(page);
          // The host's link stays hidden (the widget's add-goal link, of the same words, carries the answers).
          expect(await page.locator(`a[href="${ADVICE_URL}"]`).isVisible()).toBe(false);
          if (part.chunk === 'planner') {
            expect(await page.getByRole('button', { name: 'Make a savings plan' }).count()).toBe(0);
          } else {
            await page.getByRole('button', { name: 'Start over' }).click();
            const icon = page.getByRole('button', { name: 'About accommodation' });
            await icon.click();
            expect(await icon.getAttribute('aria-expanded')).toBe('false');
          }
          expect(await page.evaluate(() => (window as unknown as { errorEvents: unknown[] }).errorEvents.length)).toBe(
            0,
          );
          await page.close();
        });
      }
    }
  });
}

describe.concurrent('a blip is not a failure', () => {
  for (const [build, part] of [
    ['snippet', PARTS[0]],
    ['npm', PARTS[1]],
  ] as const) {
    it(`${build === 'snippet' ? "README's snippet" : 'the npm module'}: ${part.name} lost in transit once arrives at the next try; what the parent typed stays`, async ({
      expect,
    }) => {
      const file = await chunkFile(build, part.chunk);
      const page = await openPage(ctx.browser);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      let asked = 0;
      await page.route(`${ctx.server.url}/dist/${file}`, (route) => (++asked === 1 ? route.abort() : route.continue()));
      const address = `${ctx.server.url}/part-blip-${build}.html`;
      await servePage(page, address, await widgetPage(build));
      await page.goto(address);
      const age = page.getByRole('spinbutton', { name: Q.age });
      await age.fill('7');
      await expect.poll(() => asked).toBe(2);
      await page.getByRole('combobox', { name: Q.course }).click();
      await page.getByRole('option', { name: '4 years' }).click();
      await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'Yes' }).click();
      await page.getByRole('combobox', { name: Q.accommodation }).click();
      await page.getByRole('option', { name: 'At home' }).click();
      await page.getByRole('radio', { name: 'Fees only' }).click();
      expect(await age.inputValue()).toBe('7');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('heading', { name: /We estimate/ }).waitFor();
      expect(errors.filter((text) => text.startsWith('college-costs-calculator:'))).toEqual([]);
      await page.close();
    });
  }
});
