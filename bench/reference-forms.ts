/**
 * Two reference pages between the static form and README's snippet, so that a run says how much of a page's gap is
 * the widget's own code and how much any script-drawn form pays (docs/performance.md):
 *
 * - REFERENCE_FORMS.inPage: the widget's empty form (the markup and styles README's snippet paints) written in the
 *   page's HTML, with no script: what the form's size, styles and layout cost over the unstyled static form;
 * - REFERENCE_FORMS.bareModule: the same markup and styles drawn into an open shadow root by a module of five
 *   statements, loaded as README's snippet loads the widget: what being drawn by a module script costs.
 *
 * Both come from the build under test: the form README's snippet paints is read from the page (its shadow root's
 * markup and style rules) while the rest of the widget is held back, so they never go stale.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { pageHtml, type BenchServer } from './bench-pages';

export const REFERENCE_FORMS = {
  inPage: "widget's form in the HTML",
  bareModule: "widget's form, bare module",
} as const;

/** The empty form README's snippet paints, as markup and style rules. */
export interface PaintedForm {
  html: string;
  css: string;
}

/** Reads the form README's snippet paints on `url`, before the rest of the widget (held back) could take it over. */
export async function paintedForm(browser: Browser, url: string): Promise<PaintedForm> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Answered never: the form stays as the first module painted it (an aborted request would remove it).
    await page.route(/\/chunks\//, () => new Promise<void>(() => {}));
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const root = document.getElementById('college-costs-calculator')?.shadowRoot;
        if (!root?.querySelector('input')) return null;
        // (No named functions in here: the bench's TypeScript runner would wrap them in a helper the page lacks.)
        const css = [
          ...root.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
          ...Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? ''),
        ].join('\n');
        return { html: root.innerHTML, css };
      },
      null,
      { timeout: 60_000 },
    );
    const form = (await handle.jsonValue()) as PaintedForm | null;
    if (!form?.css || !form.html.includes('<form')) throw new Error(`${url}: no painted form with its styles to copy`);
    return form;
  } finally {
    await context.close();
  }
}

/** Writes the two reference pages for `form` beside the bench pages; returns page name → URL. */
export async function serveReferenceForms(bench: BenchServer, form: PaintedForm): Promise<Record<string, string>> {
  // In the page's own HTML the form keeps no id of its own: the widget's (the mount point's id, from inside its
  // shadow root) would be a second element with the id the page reserves the form's room for.
  const inPage = form.html.replaceAll(' id="college-costs-calculator"', '');
  if (inPage.includes('id="college-costs-calculator"')) throw new Error("the painted form's id could not be left out");
  const module = [
    "const root = document.getElementById('college-costs-calculator').attachShadow({ mode: 'open' });",
    'const sheet = new CSSStyleSheet();',
    `sheet.replaceSync(${JSON.stringify(form.css)});`,
    'root.adoptedStyleSheets = [sheet];',
    `root.innerHTML = ${JSON.stringify(form.html)};`,
  ].join('\n');
  await writeFile(join(bench.dir, 'reference-form.js'), module);
  const pages = {
    [REFERENCE_FORMS.inPage]: {
      file: 'reference-in-page.html',
      html: pageHtml(`<div id="calc">${inPage}</div>`, '', `<style>${form.css}</style>`),
    },
    [REFERENCE_FORMS.bareModule]: {
      file: 'reference-bare-module.html',
      html: pageHtml(
        '<div id="college-costs-calculator"></div>',
        '<script type="module" async src="reference-form.js"></script>',
      ),
    },
  };
  for (const { file, html } of Object.values(pages)) await writeFile(join(bench.dir, file), html);
  return Object.fromEntries(Object.entries(pages).map(([name, { file }]) => [name, bench.url(file)]));
}
