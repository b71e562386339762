/**
 * Takes screenshots of the demo page's form and results views at phone, tablet and desktop widths,
 * against the reference server on a free port: `npx tsx scripts/screenshots.ts [outDir]`.
 * Needs Debian's chromium at /usr/bin/chromium (or CHROMIUM_PATH) and a build in dist/.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { startServer } from '../server/index';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support';

const outDir = process.argv[2] ?? 'test-results/screenshots';
await mkdir(outDir, { recursive: true });
const server = await startServer({ port: 0, dataDir: 'memory', host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of [320, 360, 700, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${server.url}/`);
    await page.getByRole('spinbutton', { name: 'How old is your child?' }).waitFor();
    await page.screenshot({ path: `${outDir}/form-empty-${width}.png`, fullPage: true });
    await page.getByRole('spinbutton', { name: 'How old is your child?' }).fill('20');
    await page.getByRole('spinbutton', { name: 'How old is your child?' }).blur();
    await page.getByRole('combobox', { name: "How long do you expect your child's course to be?" }).click();
    await page.screenshot({ path: `${outDir}/form-errors-open-${width}.png`, fullPage: true });
    await page.getByRole('option', { name: '4 years' }).click();
    await page.getByRole('spinbutton', { name: 'How old is your child?' }).fill('10');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('combobox', { name: 'Where do you expect your child to live while studying?' }).click();
    await page.getByRole('option', { name: 'Rented accommodation' }).click();
    await page.getByRole('radio', { name: 'Fees, accommodation & other expenses' }).check();
    await page.getByRole('button', { name: 'About free fees' }).hover();
    await page.screenshot({ path: `${outDir}/form-filled-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Notes and assumptions' }).click();
    await page.screenshot({ path: `${outDir}/results-${width}.png`, fullPage: true });
    await page.close();
  }
  console.log(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.close();
}
