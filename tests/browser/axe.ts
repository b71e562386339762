/** axe-core over a page in the browser tests (accessibility.test.ts, planner.test.ts). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

let axeSource: Promise<string> | undefined;

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's WCAG 2.2 A and AA rules over the whole page, shadow roots included. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which a page's Content-Security-Policy does not govern.
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const { violations, checkedInShadow } = await page.evaluate(async () => {
    type Result = { violations: AxeViolation[]; passes: { nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    });
    // A target given as an array of selectors is a node inside a shadow root.
    const checkedInShadow = result.passes
      .flatMap((rule) => rule.nodes)
      .filter((n) => Array.isArray(n.target[0])).length;
    return { violations: result.violations, checkedInShadow };
  });
  expect(checkedInShadow, "axe must see inside the widget's shadow root").toBeGreaterThan(10);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
