/**
 * The package as a partner installs it: `npm pack`, then the tarball installed (production dependencies
 * only) into an empty app, whose files use every entry and are type-checked under each module resolution.
 * Needs the build (npm test builds first) and the npm registry (or npm's cache) for the dependencies.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const attw = join(repo, 'node_modules/@arethetypeswrong/cli/dist/index.js');

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
  await run(
    'npm',
    ['install', tarball, '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    {
      cwd: app,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
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
        'dist/loader.js',
        'dist/college-costs.d.ts',
        'dist/client.d.ts',
        'dist/client-react.d.ts',
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
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            module,
            moduleResolution: resolution,
          },
          files,
        }),
      );
      try {
        const { stdout } = await run(process.execPath, [tsc, '-p', config], { cwd: app });
        return { code: 0, output: stdout };
      } catch (error) {
        const failure = error as { code: number; stdout: string };
        return { code: failure.code, output: failure.stdout };
      }
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

  it('passes @arethetypeswrong/cli for an ES-module-only package', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        attw,
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--exclude-entrypoints',
        './schema/planning.graphql',
        './integrity.json',
      ],
      { cwd: work, maxBuffer: 16 * 1024 * 1024 },
    );
    // attw exits non-zero on any problem (run() would throw); each entry resolves for ES-module consumers.
    expect(stdout).not.toMatch(/💀|❌|🥴|🐛|🎭/u);
    // The five code entries and ./package.json.
    expect(stdout.match(/node16 \(from ESM\): 🟢/gu)).toHaveLength(6);
    expect(stdout.match(/bundler: 🟢/gu)).toHaveLength(6);
  });
});
