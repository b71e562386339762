import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { Q, SCREENSHOT_DIR, answerByMouse, openPage, useBrowserAndServer } from './support';

const ctx = useBrowserAndServer();
describe('accessibility', () => {
  it('axe finds no WCAG 2.2 A/AA violation in the form, the form with errors, and the results', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('spinbutton', { name: Q.age }).waitFor();
    expect(await axeViolations(page), 'form view').toEqual([]);

    await page.getByRole('spinbutton', { name: Q.age }).fill('25');
    await page.getByRole('spinbutton', { name: Q.age }).press('Enter');
    await page.getByText('Error: Must be no more than 18 years old').waitFor();
    expect(await page.getByText('Error: Please provide an answer').count()).toBe(4);
    expect(await page.getByRole('spinbutton', { name: Q.age }).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'form with errors').toEqual([]);

    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('heading', { name: /We estimate/ }).waitFor();
    await page.getByRole('button', { name: 'Notes and assumptions' }).click();
    expect(await axeViolations(page), 'results view').toEqual([]);
    await page.close();
  });

  it('axe finds no violation with a tooltip open, while a call runs (answers locked), or in the signed-in results', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: 'About free fees' }).click();
    await page.getByRole('tooltip').waitFor();
    expect(await axeViolations(page), 'tooltip open').toEqual([]);
    await page.mouse.click(5, 5);

    await page.route('**/graphql', () => {
      /* held: the call stays in flight */
    });
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Calculating your estimate…').waitFor();
    expect(await axeViolations(page), 'calculating').toEqual([]);
    await page.close();

    const signedIn = await openPage(ctx.browser);
    await signedIn.goto(`${ctx.server.url}/examples/react-host.html`);
    await signedIn.getByRole('button', { name: 'Sign in as demo-parent' }).click();
    await signedIn.getByText('Saved calculations: 0').waitFor();
    await answerByMouse(signedIn);
    await signedIn.getByRole('button', { name: 'Calculate' }).click();
    await signedIn.getByRole('button', { name: 'Add to my plan' }).waitFor();
    expect(await axeViolations(signedIn), 'signed-in results').toEqual([]);
    await signedIn.close();
  });

  it('announces the error line and the results through live regions', async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    // (A 400: a failure the widget does not try again, so the error line comes at once.)
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
    );
    await answerByMouse(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Something went wrong, please try again.');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const heading = page.getByRole('heading', { name: /We estimate/ });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    await page.close();
  });

  it("a keyboard user's focus goes from Calculate to the spinner while a call runs, never to the page", async () => {
    const page = await openPage(ctx.browser);
    await page.goto(`${ctx.server.url}/`);
    await page.route('**/graphql', () => {
      /* held: the call stays in flight */
    });
    await answerByMouse(page);
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await calculate.focus();
    // In the page, at every frame from the key press until the spinner holds the focus: what has the focus.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: Promise<string[]> }).focusSeen = new Promise((resolve) => {
        const look = () => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          const now = active?.getAttribute('role') === 'status' ? 'spinner' : (active?.textContent ?? 'nothing');
          if (seen.at(-1) !== now) seen.push(now);
          if (now === 'spinner') resolve(seen);
          else requestAnimationFrame(look);
        };
        look();
      });
    });
    await page.keyboard.press('Enter');
    const seen = await page.evaluate(() => (window as unknown as { focusSeen: Promise<string[]> }).focusSeen);
    expect(seen).toEqual(['Calculate', 'spinner']);
    await page.close();
  });

  it('saves screenshots of both views at 320, 360, 700 and 1280 px, card and flat', async () => {
    for (const width of [320, 360, 700, 1280]) {
      const page = await openPage(ctx.browser, width);
      await page.goto(`${ctx.server.url}/`);
      await page.getByRole('spinbutton', { name: Q.age }).waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/form-${width}.png`, fullPage: true });
      await answerByMouse(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('heading', { name: /We estimate/ }).waitFor();
      await page.getByRole('button', { name: 'Notes and assumptions' }).click();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/results-${width}.png`, fullPage: true });
      await page.close();

      const modal = await openPage(ctx.browser, width);
      await modal.goto(`${ctx.server.url}/examples/modal.html`);
      await modal.getByRole('button', { name: 'Estimate college costs' }).click();
      await modal.getByRole('spinbutton', { name: Q.age }).waitFor();
      await modal.screenshot({ path: `${SCREENSHOT_DIR}/flat-form-${width}.png` });
      await answerByMouse(modal);
      await modal.getByRole('button', { name: 'Calculate' }).click();
      await modal.getByRole('heading', { name: /We estimate/ }).waitFor();
      await modal.screenshot({ path: `${SCREENSHOT_DIR}/flat-results-${width}.png` });
      await modal.close();
    }
  });
});
