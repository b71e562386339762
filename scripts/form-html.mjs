/**
 * Writes dist/college-costs-form.html: the empty form's HTML for a script-tag host's server to include inside the
 * widget's mount element (docs/embedding.md, "The form in your page's HTML"), from the built widget's own
 * serverFormHtml() with the default options, so the file is the markup the widget takes over.
 *
 *   node scripts/form-html.mjs    (after rollup: npm run build runs it)
 */
import { writeFile } from 'node:fs/promises';

// The built file (rollup has just written it), not a module of the source: imported by its address.
const { serverFormHtml } = await import(new URL('../dist/college-costs.esm.js', import.meta.url).href);

const OUT = new URL('../dist/college-costs-form.html', import.meta.url);
// The address is the host's data-digital-advice-url: the empty form shows none of it.
const html = serverFormHtml({ digitalAdviceUrl: 'https://example.com/plan' });
await writeFile(OUT, `${html}\n`);
console.log(`wrote dist/college-costs-form.html (${html.length} characters)`);
