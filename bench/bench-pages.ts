/**
 * The pages bench/perf.ts loads, each as a partner would ship it, served by the reference server like the
 * scripts (so that throttling holds back the page too): the loader page, README's snippet (the widget's module
 * as its own loader), the same snippet on a page whose HTML holds the form (the server-rendered page), the
 * script-tag page, the npm ES module page (what an app's bundle does: import mount and call it) and the floor, a static HTML form of
 * the same questions. The loader and widget pages reserve the form's room before any script runs (README
 * "No layout shift"), with the same content below the mount point.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultStaticDirs, startServer, type RunningServer } from '../server/index';

/** The SHA-384 of the built widget module, as a host copies it from dist/integrity.json ('' before a build). */
function widgetIntegrity(): string {
  const manifest = 'dist/integrity.json';
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>)['cdn/college-costs.js']
    : '';
}

/** The form's file a host's server includes in the mount point ('' before a build). */
function serverForm(): string {
  const file = 'dist/college-costs-form.html';
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

/** The page whose HTML holds the widget's form (the server-rendered page). */
export const SERVER_RENDERED = 'server-rendered page';

const BELOW = '<p id="below">Content below the mount point.</p>';
/**
 * The pages' own styles, all in one <style> block: the reference server's Content-Security-Policy allows a
 * page's inline blocks by their hash, never style attributes. The first rule reserves the form's room.
 */
const STYLE = `<style>
#college-costs-calculator, #calc { display: block; min-height: 53rem; }
body { margin: 0; font-family: sans-serif; }
main { max-width: 640px; margin: 0 auto; padding: 16px; }
#below { height: 400px; }
</style>`;
/**
 * A bench page: `mountPoint` (or the form), the content below it, then `scripts`, as a partner's page puts its
 * embed's script at the end of the body; `head` adds to the page's head.
 */
export const pageHtml = (mountPoint: string, scripts = '', head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench</title>
${STYLE}${head}</head><body><main>${mountPoint}${BELOW}${scripts}</main></body></html>`;
const OPTIONS = `{ digitalAdviceUrl: 'https://advice.example/', graphQLEndpoint: '/graphql' }`;

/** The page the ratios divide by. */
export const STATIC_FORM = 'static HTML form';

/** Page name → its file under /bench-pages/ and its HTML. */
export const BENCH_PAGES: Record<string, { file: string; html: string }> = {
  'loader page': {
    file: 'loader.html',
    html: pageHtml(
      '<div id="college-costs-calculator" data-graphql-endpoint="/graphql"></div>',
      '<script async src="/dist/loader.js" data-digital-advice-url="https://advice.example/"></script>',
    ),
  },
  // README's snippet: the widget's module as its own loader (src/widget/embed/module-snippet.ts), with its hash.
  'module snippet page': {
    file: 'module-snippet.html',
    html: pageHtml(
      '<div id="college-costs-calculator" data-graphql-endpoint="/graphql"></div>',
      `<script type="module" async src="/dist/cdn/college-costs.js" integrity="${widgetIntegrity()}" data-digital-advice-url="https://advice.example/"></script>`,
    ),
  },
  // README's snippet on a page whose server wrote the form's file into the mount point (docs/embedding.md, "The
  // form in your page's HTML"): the form is in the page's HTML, and the snippet takes it over.
  [SERVER_RENDERED]: {
    file: 'server-rendered.html',
    html: pageHtml(
      `<div id="college-costs-calculator" data-graphql-endpoint="/graphql">${serverForm()}</div>`,
      `<script type="module" async src="/dist/cdn/college-costs.js" integrity="${widgetIntegrity()}" data-digital-advice-url="https://advice.example/"></script>`,
    ),
  },
  'script-tag page': {
    file: 'script-tag.html',
    html: pageHtml(
      '<div id="calc"></div>',
      `<script src="/dist/college-costs.umd.js"></script>
<script>CollegeCostsCalculator.mount(document.getElementById('calc'), ${OPTIONS});</script>`,
    ),
  },
  'npm ES module page': {
    file: 'npm-esm.html',
    html: pageHtml(
      '<div id="calc"></div>',
      `<script type="module">
import { mount } from '/dist/college-costs.esm.js';
mount(document.getElementById('calc'), ${OPTIONS});
</script>`,
    ),
  },
  [STATIC_FORM]: {
    file: 'static.html',
    html: pageHtml(`<form aria-label="College cost calculator">
<label for="age">How old is your child?</label><input id="age" type="number" placeholder="Enter age">
<label for="course">How long do you expect your child's course to be?</label><select id="course"><option>Select an option</option><option>4 years</option></select>
<fieldset><legend>Is your child likely to be eligible for free fees?</legend><label><input type="radio" name="f">Yes</label><label><input type="radio" name="f">No</label></fieldset>
<label for="acc">Where do you expect your child to live while studying?</label><select id="acc"><option>Select an option</option></select>
<fieldset><legend>What do you want to include?</legend><label><input type="radio" name="i">Fees only</label></fieldset>
<button disabled>Calculate</button></form>`),
  },
};

/** A page with the script-tag build loaded and nothing mounted (for mount/unmount cycles). */
export const UNMOUNTED_PAGE = pageHtml('<div id="calc"></div>', '<script src="/dist/college-costs.umd.js"></script>');

export interface BenchServer {
  server: RunningServer;
  /** Page name → its URL, for each of BENCH_PAGES. */
  pageUrls: Record<string, string>;
  /** UNMOUNTED_PAGE's URL. */
  unmountedUrl: string;
  /** The folder the pages are served from (a page written there later is served too), and a file's URL in it. */
  dir: string;
  url(file: string): string;
  close(): Promise<void>;
}

/** The reference server (PGlite in memory) serving dist/ and the bench pages. */
export async function serveBenchPages(): Promise<BenchServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ccc-bench-'));
  for (const { file, html } of Object.values(BENCH_PAGES)) await writeFile(join(dir, file), html);
  await writeFile(join(dir, 'unmounted.html'), UNMOUNTED_PAGE);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    log: () => {},
    staticDirs: [{ urlPrefix: '/bench-pages/', dir }, ...defaultStaticDirs()],
  });
  const url = (file: string) => `${server.url}/bench-pages/${file}`;
  return {
    server,
    pageUrls: Object.fromEntries(Object.entries(BENCH_PAGES).map(([name, { file }]) => [name, url(file)])),
    unmountedUrl: url('unmounted.html'),
    dir,
    url,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
