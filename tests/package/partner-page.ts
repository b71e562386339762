/**
 * What the package tests check on a partner app's page in Chromium: the errors it logs, and a calculation whose
 * total the app's own line (set by its onCalculated) shows as the widget's headline does.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Console errors and page errors of `page` (a hydration mismatch is one, in React's production build too). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Presses Calculate on the answered form; the app's `total` line then shows the headline's total. */
export async function calculateAndSeeTotal(page: Page, total: Locator): Promise<void> {
  await page.getByRole('button', { name: 'Calculate' }).click();
  const headline = page.getByRole('heading', { level: 2, name: /We estimate that you'll need to save/ });
  await headline.waitFor();
  const shown = await total.textContent();
  expect(shown).toMatch(/^€[\d,]+$/);
  expect(await headline.textContent()).toContain(shown);
}
