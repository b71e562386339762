import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/index';
import { createDevKeys } from '../../server/dev-token';

/** Debian's chromium, driven by playwright-core; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const SCREENSHOT_DIR = 'test-results/screenshots';
export const ADVICE_URL = 'https://advice.example/start';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to use another). On Debian: apt-get install -y chromium.`,
    );
  }
  for (const file of ['dist/college-costs.umd.js', 'dist/college-costs.esm.js', 'dist/loader.js']) {
    if (!existsSync(file)) throw new Error(`The browser tests need ${file}: run npm run build first (npm test does).`);
  }
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The reference server as `npm start` runs it: it trusts a dev key and offers POST /dev/sign-in. */
export async function startDemoServer(): Promise<RunningServer> {
  const keys = await createDevKeys();
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    auth: { publicKey: keys.publicKey },
    devSignIn: { privateKey: keys.privateKey },
    log: () => {},
  });
}

/** A page whose visits to the digital advice site land on a stand-in (the machine has no internet). */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.route('https://advice.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Advice</title><h1>Digital advice</h1>',
    }),
  );
  return page;
}

/**
 * A page with one widget (script-tag build) in a container of `width` px, mounted with `options`; its
 * events are collected in `window.events` as [name, detail].
 */
export const widgetPage = (
  options: Record<string, unknown>,
  { width = '', dir = 'ltr', before = '' } = {},
) => `<!doctype html>
<html lang="en" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Widget</title>
<style>body{margin:0;font-family:sans-serif} #host{${width ? `width:${width};` : ''}margin:0 auto}</style></head>
<body>${before}<div id="host"></div><p id="below">Content below the widget</p>
<script src="/dist/college-costs.umd.js"></script>
<script>
  window.events = [];
  for (const name of ['ready', 'calculated', 'error', 'add-goal']) {
    document.getElementById('host').addEventListener('college-costs:' + name, (e) => window.events.push([name, e.detail]));
  }
  window.calculator = CollegeCostsCalculator.mount(document.getElementById('host'), Object.assign(${JSON.stringify({
    digitalAdviceUrl: ADVICE_URL,
    graphQLEndpoint: '/graphql',
    ...options,
  })}, window.extraOptions || {}));
</script></body></html>`;

/** Serves `html` at `path` on the demo server's origin, with extra response headers. */
export async function servePage(page: Page, url: string, html: string, headers: Record<string, string> = {}) {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', headers, body: html }));
}

export const Q = {
  age: 'How old is your child?',
  course: "How long do you expect your child's course to be?",
  fees: 'Is your child likely to be eligible for free fees?',
  accommodation: 'Where do you expect your child to live while studying?',
  include: 'What do you want to include?',
};

/** Answers the five questions by mouse within `scope` (a page, or a locator for one widget). */
export async function answerByMouse(scope: Page | Locator, age = '10') {
  await scope.getByRole('spinbutton', { name: Q.age }).fill(age);
  await scope.getByRole('combobox', { name: Q.course }).click();
  await scope.getByRole('option', { name: '4 years' }).click();
  await scope.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'Yes' }).click();
  await scope.getByRole('combobox', { name: Q.accommodation }).click();
  await scope.getByRole('option', { name: 'Rented accommodation' }).click();
  await scope.getByRole('radio', { name: 'Fees, accommodation & other expenses' }).click();
}

/** Answers the five questions by mouse in Irish (examples/messages-ga.js), as answerByMouse does in English, and calculates. */
export async function answerInIrishAndCalculate(scope: Page | Locator) {
  await scope.getByRole('spinbutton', { name: 'Cén aois é do pháiste?' }).fill('10');
  await scope.getByRole('combobox', { name: 'Cé chomh fada is dóigh leat a bheidh cúrsa do pháiste?' }).click();
  await scope.getByRole('option', { name: 'Blianta: 4' }).click();
  await scope
    .getByRole('group', { name: /i dteideal táillí saor in aisce/ })
    .getByRole('radio', { name: 'Tá' })
    .click();
  await scope.getByRole('combobox', { name: /Cá háit a mbeidh do pháiste/ }).click();
  await scope.getByRole('option', { name: 'Lóistín ar cíos' }).click();
  await scope.getByRole('radio', { name: 'Táillí, lóistín & costais eile' }).click();
  await scope.getByRole('button', { name: 'Áirigh' }).click();
}

/** Whether `locator` has the focus, looking through shadow roots. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Describes the focused element (through shadow roots): its role-ish tag and accessible text. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const root = active.getRootNode() as Document | ShadowRoot;
    const labelledBy = active.getAttribute('aria-labelledby');
    const label =
      active.getAttribute('aria-label') ??
      (labelledBy ? root.getElementById(labelledBy)?.textContent : null) ??
      (active.id ? root.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
      active.textContent;
    return `${active.getAttribute('role') ?? active.tagName.toLowerCase()}:${(label ?? '').trim()}`;
  });
}

/** How many pixels differ between two PNG screenshots of the same size (compared in the browser's canvas). */
export async function differentPixels(
  browser: Browser,
  a: Buffer,
  b: Buffer,
): Promise<{ count: number; total: number }> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([first, second]) => {
        const load = (base64: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = `data:image/png;base64,${base64}`;
          });
        const pixels = (image: HTMLImageElement) => {
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [imageA, imageB] = await Promise.all([load(first), load(second)]);
        const total = imageA.width * imageA.height;
        if (imageA.width !== imageB.width || imageA.height !== imageB.height) return { count: total, total };
        const [pa, pb] = [pixels(imageA), pixels(imageB)];
        let count = 0;
        for (let i = 0; i < pa.length; i += 4) {
          if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) count += 1;
        }
        return { count, total };
      },
      [a.toString('base64'), b.toString('base64')] as const,
    );
  } finally {
    await page.close();
  }
}

/** Starts Chromium and the demo server before the file's tests and stops both after them. */
export function useBrowserAndServer(): { readonly browser: Browser; readonly server: RunningServer } {
  const context = {} as { browser: Browser; server: RunningServer };
  beforeAll(async () => {
    [context.browser, context.server] = await Promise.all([launchBrowser(), startDemoServer()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.close();
  });
  return context;
}

/** Whether the rest of the widget has taken over the page's command function (it offers mount() on it then). */
export const restArrived = (page: Page) =>
  page.evaluate(() => typeof (window as unknown as Record<string, { mount?: unknown }>).CollegeCostsCalculator?.mount);

/** The widget's containers and roots in the shadow root of #college-costs-calculator: [1, 1] for one widget. */
export const widgetsIn = (page: Page) =>
  page.evaluate(() => {
    const shadow = document.getElementById('college-costs-calculator')!.shadowRoot!;
    return [
      shadow.querySelectorAll('[data-college-costs-container]').length,
      shadow.querySelectorAll('.ccc-root').length,
    ];
  });

/**
 * Finishes a form the parent began before the framework was there (the age 7 typed and free fees 'No' chosen), once
 * the rest of the widget has arrived: the framework takes the form over at the first use of a dropdown (it opens),
 * the answers given before are still there, the focus goes back to the age field, and Calculate gives the estimate.
 */
export async function finishAfterTakeOver(page: Page) {
  await expect.poll(() => restArrived(page), { timeout: 30_000 }).toBe('function');
  const age = page.getByRole('spinbutton', { name: Q.age });
  await page.getByRole('combobox', { name: Q.course }).click();
  await page.getByRole('option', { name: '4 years' }).click();
  expect(await age.inputValue()).toBe('7');
  expect(await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
  await page.getByRole('combobox', { name: Q.accommodation }).click();
  await page.getByRole('option', { name: 'At home' }).click();
  await page.getByRole('radio', { name: 'Fees only' }).click();
  await age.focus();
  expect(await isFocused(age)).toBe(true);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('heading', { name: /We estimate/ }).waitFor({ timeout: 30_000 });
}
