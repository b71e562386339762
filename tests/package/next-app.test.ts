/**
 * A Next.js app-router app made from the packed package, as docs/react.md shows it: the component imported in a
 * server component's page, and in a client component of the app's own that hears its events. `next build` passes
 * and writes the empty form into the page's HTML; with scripts off that HTML holds a form a parent can type in;
 * with scripts on, the widget takes it over (what was typed and the focus stay) and calculates, through the app's
 * rewrite of /graphql to the planning API.
 * Needs the build (npm test builds first) and the npm registry (or npm's cache) for Next.js.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index';
import { ADVICE_URL, Q, answerByMouse, isFocused, launchBrowser } from '../browser/support';
import { calculateAndSeeTotal, errorsOf } from './partner-page';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
/** The Next.js major the docs' example is written for (its app router, server and client components). */
const NEXT = 'next@^16';

let work: string;
let app: string;
let api: RunningServer;
let next: ChildProcess | undefined;
let origin: string;
let browser: Browser;
let buildOutput: string;

/** A port no one listens on now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const FILES: Record<string, string> = {
  'app/layout.jsx': `export const metadata = { title: 'Partner' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // A server component's page: the component as docs/react.md imports it, with options only (no functions cross
  // from the server to the browser).
  'app/page.jsx': `import { CollegeCostsCalculator } from 'college-costs-calculator/react';

export default function Page() {
  return (
    <main>
      <h1>Plan for college</h1>
      <CollegeCostsCalculator digitalAdviceUrl="${ADVICE_URL}" graphQLEndpoint="/graphql" />
    </main>
  );
}
`,
  // A client component of the app's own, which hears the widget's events.
  'app/with-events/estimate.jsx': `'use client';
import { useState } from 'react';
import { CollegeCostsCalculator } from 'college-costs-calculator/react';

export function Estimate() {
  const [ready, setReady] = useState(false);
  const [total, setTotal] = useState(null);
  return (
    <>
      <CollegeCostsCalculator
        digitalAdviceUrl="${ADVICE_URL}"
        graphQLEndpoint="/graphql"
        onReady={() => setReady(true)}
        onCalculated={({ collegeCost }) => setTotal(collegeCost.total.display)}
      />
      <p>{ready ? 'The calculator is ready' : 'The calculator is loading'}</p>
      <p data-total>{total ?? 'No estimate yet'}</p>
    </>
  );
}
`,
  'app/with-events/page.jsx': `import { Estimate } from './estimate';

export default function Page() {
  return (
    <main>
      <h1>Plan for college</h1>
      <Estimate />
    </main>
  );
}
`,
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ccc-next-'));
  const [{ stdout }, started] = await Promise.all([
    // --ignore-scripts: npm test has just built dist/ (prepack would build it again).
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: repo,
      maxBuffer: 16 * 1024 * 1024,
    }),
    startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory', log: () => undefined }),
  ]);
  api = started;
  const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
  app = join(work, 'next-app');
  await mkdir(join(app, 'app/with-events'), { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'partner-next-app', private: true }));
  // The planning API on the app's own origin, as a partner would proxy it.
  await writeFile(
    join(app, 'next.config.mjs'),
    `export default { async rewrites() { return [{ source: '/graphql', destination: '${api.url}/graphql' }]; } };\n`,
  );
  for (const [path, text] of Object.entries(FILES)) await writeFile(join(app, path), text);
  const { version } = JSON.parse(await readFile(join(repo, 'node_modules/react/package.json'), 'utf8')) as {
    version: string;
  };
  await run(
    'npm',
    [
      'install',
      join(work, filename),
      NEXT,
      `react@${version}`,
      `react-dom@${version}`,
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ],
    { cwd: app, maxBuffer: 16 * 1024 * 1024 },
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const nextBin = join(app, 'node_modules/next/dist/bin/next');
  const built = await run(process.execPath, [nextBin, 'build'], { cwd: app, env, maxBuffer: 16 * 1024 * 1024 });
  buildOutput = built.stdout + built.stderr;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  next = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((ready, fail) => {
    next!.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/Ready in/.test(output.join(''))) ready();
    });
    next!.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    next!.once('exit', (code) => fail(new Error(`next start exited (${code}): ${output.join('')}`)));
  });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  next?.kill();
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a Next.js app-router app that uses college-costs-calculator/react', () => {
  it('builds, with the empty form in the HTML of its static page', async () => {
    expect(buildOutput).toMatch(/Compiled successfully/);
    const pages = join(app, '.next/server/app');
    const html = await readFile(join(pages, 'index.html'), 'utf8');
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain(Q.age);
    expect((await readdir(pages)).filter((name) => name.endsWith('.html'))).toEqual(
      expect.arrayContaining(['index.html', 'with-events.html']),
    );
  });

  it('with scripts off, shows a form the parent can type in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(origin);
      const age = page.getByRole('spinbutton', { name: Q.age });
      await age.fill('9');
      await page.getByRole('group', { name: Q.fees }).getByRole('radio', { name: 'Yes' }).check();
      expect(await age.inputValue()).toBe('9');
      expect(await page.getByRole('button', { name: 'Calculate' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('with scripts on, the widget takes the form over with what was typed and the focus, and calculates', async () => {
    const page = await browser.newPage();
    const errors = errorsOf(page);
    try {
      // The app's scripts held back: the parent types into the server's form first.
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${origin}/with-events`, { waitUntil: 'commit' });
      const age = page.getByRole('spinbutton', { name: Q.age });
      await age.click();
      await page.keyboard.type('7');
      release();
      await page.getByText('The calculator is ready').waitFor();
      expect(await isFocused(age)).toBe(true);
      expect(await age.inputValue()).toBe('7');
      await answerByMouse(page, '8');
      await calculateAndSeeTotal(page, page.locator('[data-total]'));
      // One widget in the box: the server's form was taken over, not joined by a second.
      expect(await page.locator('[data-college-costs-container]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
