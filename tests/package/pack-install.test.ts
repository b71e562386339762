/**
 * The package as a partner installs it: `npm pack`, then the tarball installed (production dependencies
 * only) into an empty app, whose files use every entry and are type-checked under each module resolution;
 * a Vite + React 19 app that uses the React component, type-checked and built; @arethetypeswrong/cli and
 * `npm publish --dry-run` as a maintainer runs them.
 * Needs the build (npm test builds first) and the npm registry (or npm's cache) for the dependencies.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index';
import { answerByMouse, launchBrowser } from '../browser/support';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const attw = join(repo, 'node_modules/@arethetypeswrong/cli/dist/index.js');
const vite = join(repo, 'node_modules/vite/dist/node/index.js');

let work: string;
let app: string;
let tarball: string;
let packed: { size: number; unpackedSize: number; entryCount: number; files: { path: string }[] };

/** Every package.json directly under node_modules (scoped ones included): what the install brought. */
async function installedPackages(modules: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(modules).catch(() => [] as string[])) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const scoped of await readdir(join(modules, entry))) names.push(`${entry}/${scoped}`);
    } else names.push(entry);
  }
  return names.sort();
}

async function diskUsage(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path)) total += await diskUsage(join(path, entry));
  return total;
}

/** A partner app's strict settings; the package's own declarations are checked too (no skipLibCheck). */
const partnerCompilerOptions = { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', types: [] };

/** tsc with the project file `config`, in `cwd`; resolves to its exit code and output. */
async function typeCheck(config: string, cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [tsc, '-p', config], { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, output: failure.stdout };
  }
}

/** `npm install` of `what` into the app at `cwd`, from npm's cache where it can. */
const install = (cwd: string, what: string[]) =>
  run('npm', ['install', ...what, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ccc-pack-'));
  // --ignore-scripts: npm test has just built dist/ (prepack would build it again).
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: repo,
    maxBuffer: 16 * 1024 * 1024,
  });
  [packed] = JSON.parse(stdout) as (typeof packed)[];
  tarball = join(work, (await readdir(work)).find((name) => name.endsWith('.tgz')) as string);
  app = join(work, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  await install(app, [tarball, '--omit=dev']);
}, 180_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds only what a consumer runs or reads: no demo bundles, the licence included', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'CHANGELOG.md',
        'package.json',
        'schema/planning.graphql',
        'dist/integrity.json',
        'dist/college-costs.esm.js',
        'dist/college-costs.umd.js',
        'dist/client.esm.js',
        'dist/client-react.esm.js',
        'dist/react.esm.js',
        'dist/loader.js',
        'dist/college-costs.d.ts',
        'dist/client.d.ts',
        'dist/client-react.d.ts',
        'dist/react.d.ts',
        'dist/loader.d.ts',
        'dist/umd.d.ts',
      ]),
    );
    // The widget's lazily loaded parts travel with its ES modules (npm, and the loader's in dist/cdn/).
    expect(paths.filter((path) => /^dist\/chunks\/.+\.js$/.test(path)).length).toBeGreaterThanOrEqual(4);
    expect(paths).toContain('dist/cdn/college-costs.js');
    expect(paths.filter((path) => /^dist\/cdn\/chunks\/.+\.js$/.test(path)).length).toBeGreaterThanOrEqual(4);
    expect(paths.filter((path) => path.endsWith('.map') && !path.startsWith('dist/client'))).toEqual([]);
    expect(
      paths.filter((path) => path.startsWith('dist/examples') || /^(src|server|tests|examples)\//.test(path)),
    ).toEqual([]);
    console.info(
      `tarball: ${(packed.size / 1024).toFixed(1)} kB, ${packed.entryCount} files, ${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked`,
    );
  });

  it('installs without the reference server: no PGlite, pg, jose or graphql-http, and no React', async () => {
    const modules = join(app, 'node_modules');
    const names = await installedPackages(modules);
    for (const serverOnly of ['@electric-sql/pglite', 'pg', 'jose', 'graphql-http', 'react', 'preact', 'yup']) {
      expect(names).not.toContain(serverOnly);
    }
    const size = await diskUsage(modules);
    console.info(`install: ${names.length} packages, ${(size / 1024 / 1024).toFixed(1)} MB (${names.join(', ')})`);
    expect(size).toBeLessThan(15 * 1024 * 1024);
  });

  it('runs every entry in Node without React: the client, its React entry loads lazily, the widget module imports', async () => {
    const script = `
      const client = await import('college-costs-calculator/client');
      const widget = await import('college-costs-calculator');
      const made = client.createPlanningClient({ url: 'http://127.0.0.1:9/graphql' });
      console.log(JSON.stringify({ client: typeof client.createPlanningClient, made: typeof made.query, widget: typeof widget.mount }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({ client: 'function', made: 'function', widget: 'function' });
  });

  describe.each(['bundler', 'node16', 'nodenext', 'node10'])('types under moduleResolution %s', (resolution) => {
    const module = resolution === 'bundler' || resolution === 'node10' ? 'esnext' : resolution;
    /** Type-checks `files` in the app with this resolution; resolves to tsc's exit code and output. */
    const check = async (name: string, files: string[]) => {
      const config = join(app, `tsconfig.${resolution}.${name}.json`);
      await writeFile(
        config,
        JSON.stringify({
          compilerOptions: {
            ...partnerCompilerOptions,
            lib: ['es2022', 'dom'],
            module,
            moduleResolution: resolution,
          },
          files,
        }),
      );
      return typeCheck(config, app);
    };

    beforeAll(async () => {
      await writeFile(
        join(app, 'uses-every-entry.ts'),
        `/// <reference types="college-costs-calculator/loader" />
        import { mount, update, on, unmount, OptionError, formatMoney, type CalculatorOptions, type CollegeCost } from 'college-costs-calculator';
        import { createPlanningClient, GetGoalsDocument, toPlanningError } from 'college-costs-calculator/client';
        import { usePlanningClient } from 'college-costs-calculator/client/react';

        const element = document.createElement('div');
        const options: CalculatorOptions = { digitalAdviceUrl: 'https://advice.example/', authToken: async () => 'token', requestTimeoutMs: 5000 };
        const handle = mount(element, options);
        const stop: () => void = handle.on('calculated', ({ collegeCost }: { collegeCost: CollegeCost }) => console.log(collegeCost.total.display));
        handle.on('error', (failure) => console.log(failure.kind, failure.code));
        element.addEventListener('college-costs:calculated', (event) => console.log(event.detail.collegeCost.total.float));
        element.addEventListener('college-costs:error', (event) => console.log(event.detail.kind));
        on(element, 'ready', () => undefined);
        update(element, { layout: 'flat' });
        unmount(element);
        stop();
        const isOptionError: boolean = new Error() instanceof OptionError;
        const shown: string = formatMoney(68524, 'CHF');
        const client = createPlanningClient({ url: '/graphql', getToken: () => null });
        void client.query(GetGoalsDocument, { userId: 'u1' }).toPromise().then((result) => {
          const goals = result.data?.goals ?? [];
          if (result.error) console.log(toPlanningError(result.error).code);
          return goals.map((goal) => goal.valueToSave.display);
        });
        export const hook: typeof usePlanningClient = usePlanningClient;
        CollegeCostsCalculator('mount', element, { digitalAdviceUrl: 'https://advice.example/' });
        CollegeCostsCalculator('on', element, 'add-goal', ({ answers }) => console.log(answers.ageOfChild));
        CollegeCostsCalculator.update?.(element, { layout: 'card' });
        export { isOptionError, shown };
      `,
      );
      await writeFile(
        join(app, 'script-tag-global.ts'),
        `/// <reference types="college-costs-calculator/umd" />
        const calculator = CollegeCostsCalculator.mount(document.body, { digitalAdviceUrl: 'https://advice.example/', layout: 'card' });
        calculator.unmount();
        export {};
      `,
      );
      await writeFile(
        join(app, 'option-typo.ts'),
        `
        import { mount } from 'college-costs-calculator';
        mount(document.body, { digitalAdviceUrl: 'https://advice.example/', layot: 'flat' });
        export {};
      `,
      );
    });

    it('type-checks a file that uses every entry and the loader global, and one that uses the script-tag global', async () => {
      const entries = await check('entries', ['uses-every-entry.ts']);
      expect(entries.output).toBe('');
      expect(entries.code).toBe(0);
      const global = await check('global', ['script-tag-global.ts']);
      expect(global.output).toBe('');
      expect(global.code).toBe(0);
    });

    it('catches a misspelt option', async () => {
      const typo = await check('typo', ['option-typo.ts']);
      expect(typo.code).not.toBe(0);
      expect(typo.output).toMatch(/option-typo\.ts.*'layot' does not exist in type 'CalculatorOptions'/s);
    });
  });

  it('passes @arethetypeswrong/cli as a partner runs it: the ES-module-only profile, no entry left out', async () => {
    // The profile attw's README gives an ES-module-only package: CommonJS `require` and node10 are not checked.
    const { stdout } = await run(process.execPath, [attw, tarball, '--profile', 'esm-only', '--format', 'ascii'], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
    });
    // attw exits non-zero on any problem (run() would throw); each entry resolves for ES-module consumers.
    // (What the profile does not check, CommonJS and node10, it still prints, marked as ignored.)
    const checked = stdout
      .split('\n')
      .filter((line) => !/^\(ignored per resolution\)|^node10:|^node16 \(from CJS\):/.test(line));
    expect(checked.join('\n')).not.toMatch(/💀|❌|🥴|🐛|🎭/u);
    // The six code entries, ./integrity.json and ./package.json.
    expect(stdout.match(/node16 \(from ESM\): 🟢/gu)).toHaveLength(8);
    expect(stdout.match(/bundler: 🟢/gu)).toHaveLength(8);
  });

  it('passes npm publish --dry-run, which publishes nothing', async () => {
    // --ignore-scripts: dist/ is built (prepack would build it again). Not logged in, npm warns and goes on.
    const { stdout, stderr } = await run('npm', ['publish', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: repo,
      maxBuffer: 16 * 1024 * 1024,
    });
    const published = (JSON.parse(stdout) as Record<string, typeof packed & { id: string }>)[
      'college-costs-calculator'
    ];
    const { version } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string };
    expect(published.id).toBe(`college-costs-calculator@${version}`);
    expect(published.files.map((file) => file.path).sort()).toEqual(packed.files.map((file) => file.path).sort());
    expect(stderr).toMatch(/\(dry-run\)/);
  });
});

describe('a Vite + React 19 app that uses college-costs-calculator/react', () => {
  let reactApp: string;
  beforeAll(async () => {
    reactApp = join(work, 'react-app');
    await mkdir(join(reactApp, 'src'), { recursive: true });
    await writeFile(
      join(reactApp, 'package.json'),
      JSON.stringify({ name: 'partner-react-app', private: true, type: 'module' }),
    );
    await writeFile(
      join(reactApp, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...partnerCompilerOptions,
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
        },
      }),
    );
    await writeFile(
      join(reactApp, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head>
      <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
    );
    await writeFile(
      join(reactApp, 'src/main.tsx'),
      `import { StrictMode, useState } from 'react';
      import { createRoot } from 'react-dom/client';
      import { CollegeCostsCalculator, type CollegeCostsCalculatorProps } from 'college-costs-calculator/react';
      import type { CollegeCost } from 'college-costs-calculator';

      function App() {
        const [total, setTotal] = useState<string | null>(null);
        const onError: CollegeCostsCalculatorProps['onError'] = (failure) => console.warn(failure.kind, failure.code);
        return (
          <main>
            <CollegeCostsCalculator
              digitalAdviceUrl="https://advice.example/start"
              graphQLEndpoint="/graphql"
              layout="flat"
              className="calculator"
              style={{ maxWidth: 640 }}
              rootStyle={{ marginTop: '1rem' }}
              onCalculated={({ collegeCost }: { collegeCost: CollegeCost }) => setTotal(collegeCost.total.display)}
              onError={onError}
              onAddGoal={async (answers, collegeCost) => console.log(answers.ageOfChild, collegeCost.id)}
            />
            <p>{total ?? 'No estimate yet'}</p>
          </main>
        );
      }

      createRoot(document.getElementById('root') as HTMLElement).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      `,
    );
    await writeFile(
      join(reactApp, 'src/prop-typo.tsx'),
      `import { CollegeCostsCalculator } from 'college-costs-calculator/react';
      export const typo = <CollegeCostsCalculator digitalAdviceUrl="https://advice.example/start" layot="flat" />;
      `,
    );
    // React as the repository tests it (npm's cache has it); the package itself from the tarball.
    const { version } = JSON.parse(await readFile(join(repo, 'node_modules/react/package.json'), 'utf8')) as {
      version: string;
    };
    await install(reactApp, [
      tarball,
      `react@${version}`,
      `react-dom@${version}`,
      '@types/react@^19',
      '@types/react-dom@^19',
    ]);
  }, 180_000);

  it("type-checks against React's own types, and catches a misspelt prop", async () => {
    // One tsc run for both files (checking React's types takes most of it): the typo is the only error.
    const config = join(reactApp, 'tsconfig.check.json');
    await writeFile(
      config,
      JSON.stringify({ extends: './tsconfig.json', files: ['src/main.tsx', 'src/prop-typo.tsx'] }),
    );
    const { code, output } = await typeCheck(config, reactApp);
    expect(code).not.toBe(0);
    expect(output).toMatch(/prop-typo\.tsx.*Property 'layot' does not exist.*Did you mean 'layout'\?/s);
    expect(output.split('\n').filter((line) => /error TS/.test(line) && !line.startsWith('src/prop-typo.tsx'))).toEqual(
      [],
    );
  });

  /** The app built by Vite into dist/, once for the tests that need it. */
  let built: Promise<unknown> | undefined;
  const buildApp = () => {
    const script = `const { build } = await import(${JSON.stringify(pathToFileURL(vite).href)});
      await build({ root: process.cwd(), logLevel: 'error', build: { outDir: 'dist' } });`;
    return (built ??= run(process.execPath, ['--input-type=module', '-e', script], { cwd: reactApp }));
  };

  it("builds with Vite, holding one copy of the widget (the component imports the package's main entry)", async () => {
    await buildApp();
    const assets = join(reactApp, 'dist/assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const code = await Promise.all(scripts.map((name) => readFile(join(assets, name), 'utf8')));
    const copiesOfMount = code.join('\n').split('mount(element, options) needs a DOM element').length - 1;
    expect(copiesOfMount).toBe(1);
    // React's automatic JSX runtime, and the widget's lazily loaded parts kept as chunks.
    expect(code.join('\n')).not.toContain('React.createElement');
    expect(scripts.length).toBeGreaterThan(1);
  });

  it('renders in Chromium under StrictMode as one widget, and a parent calculates through it', async () => {
    await buildApp();
    // The built app and the planning API from one origin, as a partner deploys them (the app's endpoint is /graphql).
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory',
      staticDirs: [{ urlPrefix: '/', dir: join(reactApp, 'dist') }],
      log: () => undefined,
    });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      const form = page.getByRole('form', { name: 'College cost calculator' });
      await form.waitFor();
      expect(await form.count()).toBe(1); // StrictMode mounted, unmounted and mounted again: one widget
      await answerByMouse(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
      const headline = page.getByRole('heading', { level: 2, name: /We estimate that you'll need to save/ });
      await headline.waitFor();
      // The app's own line, set by onCalculated, shows the same total as the widget's headline.
      const total = await page.locator('main > p').textContent();
      expect(total).toMatch(/^€[\d,]+$/);
      expect(await headline.textContent()).toContain(total);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
