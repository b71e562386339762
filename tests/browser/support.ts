import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/index';

/** Debian's chromium, driven by playwright-core; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
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

export function startDemoServer(): Promise<RunningServer> {
  return startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory', log: () => {} });
}

/** A page whose visits to the digital advice site land on a stand-in (the machine has no internet). */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.route('https://advice.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Advice</title><h1>Digital advice</h1>' }),
  );
  return page;
}

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
