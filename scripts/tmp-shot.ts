import { chromium } from 'playwright-core';
import { startDemoServer, answerByMouse, CHROMIUM_FLAGS } from '../tests/browser/support';
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${server.url}/`);
  await answerByMouse(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('button', { name: 'Make a savings plan' }).click();
  await page.getByRole('spinbutton', { name: 'How much have you saved already?' }).fill('2500');
  await page.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }).fill('3.5');
  await page.getByRole('button', { name: /More options/ }).click();
  await page.getByRole('spinbutton', { name: 'Grants or scholarships you expect each year' }).fill('1000');
  await page.locator('.ccc-plan-form').screenshot({ path: `/tmp/ccc/shots/form-${width}.png` });
  await page.getByRole('button', { name: 'Show my plan' }).click();
  await page.getByRole('heading', { name: 'Your savings plan' }).waitFor();
  await page.getByRole('heading', { name: 'Your savings plan' }).evaluate((e) => e.scrollIntoView());
  await page.locator('.ccc-plan-result').screenshot({ path: `/tmp/ccc/shots/plan-${width}.png` });
}
await browser.close(); await server.close();
