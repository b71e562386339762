import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BenchServer } from '../../bench/bench-pages';
import { REFERENCE_FORMS, serveReferenceForms } from '../../bench/reference-forms';

/** What README's snippet paints, in little: the widget's root carries the mount point's id inside its shadow root. */
const painted = {
  html: '<div data-college-costs-container=""><div id="college-costs-calculator" class="ccc-root"><form><label for="a">How old is your child?</label><input id="a"></form></div></div>',
  css: '.ccc-root{padding:32px}',
};

describe("the reference pages (the widget's form without the widget)", () => {
  let dir = '';
  let bench: BenchServer;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ccc-reference-'));
    bench = { dir, url: (file: string) => `http://bench.test/${file}` } as BenchServer;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const page = async (url: string) => readFile(join(dir, url.replace('http://bench.test/', '')), 'utf8');

  it("writes the form into the page's HTML with its styles, and no second element with the id the page reserves room for", async () => {
    const urls = await serveReferenceForms(bench, painted);
    const html = await page(urls[REFERENCE_FORMS.inPage]);
    expect(html).toContain('<style>.ccc-root{padding:32px}</style>');
    expect(html).toContain('<div id="calc"><div data-college-costs-container=""><div class="ccc-root"><form>');
    expect(html).not.toContain('id="college-costs-calculator"');
  });

  it("has the bare module draw the same markup and styles into the mount point README's snippet uses", async () => {
    const urls = await serveReferenceForms(bench, painted);
    const html = await page(urls[REFERENCE_FORMS.bareModule]);
    expect(html).toContain('<div id="college-costs-calculator"></div>');
    expect(html).toContain('<script type="module" async src="reference-form.js"></script>');
    const module = await readFile(join(dir, 'reference-form.js'), 'utf8');
    expect(module).toContain("attachShadow({ mode: 'open' })");
    expect(module).toContain(`sheet.replaceSync(${JSON.stringify(painted.css)});`);
    expect(module).toContain(`root.innerHTML = ${JSON.stringify(painted.html)};`);
  });
});
