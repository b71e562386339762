/**
 * The package as partners install it: `npm pack`, then the tarball installed into empty apps.
 * - A widget-only app installs the tarball alone: the install is the package's own files and nothing else; its
 *   widget, loader and script-tag types are checked under each module resolution.
 * - A client app installs the tarball with the planning client's optional peers (urql): it runs the client and
 *   type-checks its entries under each module resolution.
 * - A Vite + React 19 app uses the React component, type-checked, built and run in Chromium.
 * - @arethetypeswrong/cli as a partner runs it, and `npm publish --dry-run` as a maintainer types it, with its
 *   scripts (the build, the pin check), in a copy of the repository so that its build never rewrites this dist/.
 * Needs the build (npm test builds first) and the npm registry (or npm's cache) for the peers and React.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index';
import { answerByMouse, launchBrowser } from '../browser/support';
import { calculateAndSeeTotal, errorsOf } from './partner-page';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const attw = join(repo, 'node_modules/@arethetypeswrong/cli/dist/index.js');
const vite = join(repo, 'node_modules/vite/dist/node/index.js');
const NAME = 'college-costs-calculator';
/** What the planning client (dist/client*.js) imports: optional peers, installed by the apps that use it. */
const CLIENT_PEERS = ['@urql/core', '@urql/exchange-auth', '@urql/exchange-graphcache', '@urql/exchange-retry'];
/**
 * An optional peer no shipped file imports: urql's document types come from graphql's (without it every typed
 * document and result of the client is `any`), so a client app installs it with the others (docs/client.md).
 */
const CLIENT_TYPES_PEER = 'graphql';
const BIG_OUTPUT = { maxBuffer: 64 * 1024 * 1024 };
/** Installs, builds and `npm publish` on a shared 2-core machine: these end only a step that is stuck. */
const INSTALL_TIMEOUT = 300_000;
const PUBLISH_TIMEOUT = 600_000;

let work: string;
let widgetApp: string;
let clientApp: string;
let tarball: string;
let packed: { size: number; unpackedSize: number; entryCount: number; files: { path: string }[] };

/** Every package directly under node_modules (scoped ones included): what the install brought. */
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

/** The bytes of the files under `path` (npm's own bookkeeping, node_modules/.package-lock.json, left out). */
async function diskUsage(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path)) {
    if (entry === '.package-lock.json') continue;
    total += await diskUsage(join(path, entry));
  }
  return total;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The packages a script imports by name (not by path), from its `import … from`, `import '…'` and `import()`. */
function importedPackages(code: string): string[] {
  const names = new Set<string>();
  for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"':]*)["']/g)) {
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names];
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

/** Type-checks `files` in `app` under a module resolution; resolves to tsc's exit code and output. */
async function typeCheckUnder(app: string, resolution: string, name: string, files: string[]) {
  const module = resolution === 'bundler' || resolution === 'node10' ? 'esnext' : resolution;
  const config = join(app, `tsconfig.${resolution}.${name}.json`);
  await writeFile(
    config,
    JSON.stringify({
      compilerOptions: { ...partnerCompilerOptions, lib: ['es2022', 'dom'], module, moduleResolution: resolution },
      files,
    }),
  );
  return typeCheck(config, app);
}

const RESOLUTIONS = ['bundler', 'node16', 'nodenext', 'node10'];

/** `npm install` of `what` into the app at `cwd`, as a partner types it, from npm's cache where it can. */
const install = (cwd: string, what: string[]) =>
  run('npm', ['install', ...what, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd,
    ...BIG_OUTPUT,
  });

/** An empty app: a directory with its package.json. */
async function emptyApp(name: string): Promise<string> {
  const app = join(work, name);
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  return app;
}

/** The version of a package the repository tests with (npm's cache has it). */
const repositoryVersion = async (name: string) =>
  (JSON.parse(await readFile(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Runs an ES module script with Node in `cwd`; resolves to what it printed. */
const runScript = async (cwd: string, script: string) =>
  (await run(process.execPath, ['--input-type=module', '-e', script], { cwd })).stdout;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ccc-pack-'));
  // --ignore-scripts: npm test has just built dist/ (prepack would build it again).
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: repo,
    ...BIG_OUTPUT,
  });
  [packed] = JSON.parse(stdout) as (typeof packed)[];
  tarball = join(work, (await readdir(work)).find((name) => name.endsWith('.tgz')) as string);
  widgetApp = await emptyApp('widget-only-app');
  await install(widgetApp, [tarball]);
}, INSTALL_TIMEOUT);

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

  it("ships the client's shared chunk of this build only, none of an earlier build's", async () => {
    const dist = join(widgetApp, 'node_modules', NAME, 'dist');
    const entries = await Promise.all(
      ['client.esm.js', 'client-react.esm.js'].map((file) => readFile(join(dist, file), 'utf8')),
    );
    const imported = new Set(entries.join('\n').match(/client-[\w-]{8}\.esm\.js/g));
    const shipped = packed.files
      .map((file) => file.path)
      .filter((path) => /^dist\/client-[\w-]{8}\.esm\.js$/.test(path))
      .map((path) => path.slice('dist/'.length));
    expect(shipped.sort()).toEqual([...imported].sort());
  });

  it("passes @arethetypeswrong/cli as the repository's .attw.json sets it (the ES-module-only profile), no entry left out", async () => {
    // The profile attw's README gives an ES-module-only package: CommonJS `require` and node10 are not checked.
    // Run in the repository, so the options are those `npx attw --pack .` reads there.
    const { stdout } = await run(process.execPath, [attw, tarball, '--format', 'ascii'], { cwd: repo, ...BIG_OUTPUT });
    // attw exits non-zero on any problem (run() would throw); each entry resolves for ES-module consumers.
    // (What the profile does not check, CommonJS and node10, it still prints, marked as ignored.)
    const checked = stdout
      .split('\n')
      .filter((line) => !/^\(ignored per resolution\)|^node10:|^node16 \(from CJS\):/.test(line));
    expect(checked.join('\n')).not.toMatch(/💀|❌|🥴|🐛|🎭/u);
    // Every entry of package.json's exports that .attw.json does not leave out resolves for ES-module consumers.
    const { exports } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { exports: object };
    const { excludeEntrypoints = [] } = JSON.parse(await readFile(join(repo, '.attw.json'), 'utf8')) as {
      excludeEntrypoints?: string[];
    };
    const left = new Set(excludeEntrypoints.map((entry) => `./${entry.replace(/^\.\//, '')}`));
    const entries = Object.keys(exports).filter((entry) => !left.has(entry)).length;
    expect(stdout.match(/node16 \(from ESM\): 🟢/gu)).toHaveLength(entries);
    expect(stdout.match(/bundler: 🟢/gu)).toHaveLength(entries);
  });
});

describe('a widget-only app: the tarball installed alone', () => {
  it("installs the package's own files and nothing else", async () => {
    const modules = join(widgetApp, 'node_modules');
    const names = await installedPackages(modules);
    const bytes = await diskUsage(modules);
    console.info(
      `widget-only install: ${names.length} package (${names.join(', ')}), ${bytes} bytes (${megabytes(bytes)})`,
    );
    expect(names).toEqual([NAME]);
    expect(bytes).toBe(packed.unpackedSize);
  });

  it('declares no dependency: what its files import by name is an optional peer, and every peer is imported', async () => {
    const installed = join(widgetApp, 'node_modules', NAME);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(manifest.dependencies ?? {}).toEqual({});
    const scripts = packed.files.map((file) => file.path).filter((path) => path.endsWith('.js'));
    const imported = new Map<string, string[]>();
    for (const script of scripts) {
      for (const name of importedPackages(await readFile(join(installed, script), 'utf8'))) {
        imported.set(name, [...(imported.get(name) ?? []), script]);
      }
    }
    const peers = Object.keys(manifest.peerDependencies).sort();
    expect([...imported.keys()].sort()).toEqual(peers.filter((peer) => peer !== CLIENT_TYPES_PEER));
    expect(peers).toEqual([...CLIENT_PEERS, CLIENT_TYPES_PEER, 'react'].sort());
    for (const peer of peers) expect(manifest.peerDependenciesMeta[peer]).toEqual({ optional: true });
    // The widget's own entries import no package at all: only the client and the React entries need peers.
    const widgetScripts = [...imported.values()].flat().filter((script) => !/^dist\/(client|react)/.test(script));
    expect(widgetScripts).toEqual([]);
  });

  it('runs the widget in Node; the client, without its peers, fails naming the package to install', async () => {
    const stdout = await runScript(
      widgetApp,
      `const widget = await import('${NAME}');
      console.log(typeof widget.mount);
      try {
        await import('${NAME}/client');
        console.log('the client loaded');
      } catch (error) {
        console.log(error.code, error.message);
      }`,
    );
    const [widget, client] = stdout.trim().split('\n');
    expect(widget).toBe('function');
    expect(client).toMatch(/^ERR_MODULE_NOT_FOUND Cannot find package '@urql\/[\w-]+' imported from .*client/);
  });

  describe.each(RESOLUTIONS)('types under moduleResolution %s', (resolution) => {
    beforeAll(async () => {
      await writeFile(
        join(widgetApp, 'uses-the-widget.ts'),
        `/// <reference types="${NAME}/loader" />
        import { mount, update, on, unmount, OptionError, formatMoney, type CalculatorOptions, type CollegeCost } from '${NAME}';

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
        CollegeCostsCalculator('mount', element, { digitalAdviceUrl: 'https://advice.example/' });
        CollegeCostsCalculator('on', element, 'add-goal', ({ answers }) => console.log(answers.ageOfChild));
        CollegeCostsCalculator.update?.(element, { layout: 'card' });
        export { isOptionError, shown };
      `,
      );
      await writeFile(
        join(widgetApp, 'script-tag-global.ts'),
        `/// <reference types="${NAME}/umd" />
        const calculator = CollegeCostsCalculator.mount(document.body, { digitalAdviceUrl: 'https://advice.example/', layout: 'card' });
        calculator.unmount();
        export {};
      `,
      );
      await writeFile(
        join(widgetApp, 'option-typo.ts'),
        `
        import { mount } from '${NAME}';
        mount(document.body, { digitalAdviceUrl: 'https://advice.example/', layot: 'flat' });
        export {};
      `,
      );
    });

    it('type-checks a file that uses the widget and the loader global, and one that uses the script-tag global', async () => {
      const entries = await typeCheckUnder(widgetApp, resolution, 'widget', ['uses-the-widget.ts']);
      expect(entries.output).toBe('');
      expect(entries.code).toBe(0);
      const global = await typeCheckUnder(widgetApp, resolution, 'global', ['script-tag-global.ts']);
      expect(global.output).toBe('');
      expect(global.code).toBe(0);
    });

    it('catches a misspelt option', async () => {
      const typo = await typeCheckUnder(widgetApp, resolution, 'typo', ['option-typo.ts']);
      expect(typo.code).not.toBe(0);
      expect(typo.output).toMatch(/option-typo\.ts.*'layot' does not exist in type 'CalculatorOptions'/s);
    });
  });
});

describe("a client app: the tarball with the planning client's peers", () => {
  beforeAll(async () => {
    clientApp = await emptyApp('client-app');
    // The peers as docs/client.md's command installs them, at the versions the repository tests (npm's cache has them).
    const peers = await Promise.all(
      [...CLIENT_PEERS, CLIENT_TYPES_PEER].map(async (peer) => `${peer}@${await repositoryVersion(peer)}`),
    );
    await install(clientApp, [tarball, ...peers]);
  }, INSTALL_TIMEOUT);

  it('installs the package, urql and what urql needs, and graphql: nothing of the reference server, no React', async () => {
    const modules = join(clientApp, 'node_modules');
    const names = await installedPackages(modules);
    const bytes = await diskUsage(modules);
    console.info(`client install: ${names.length} packages, ${bytes} bytes (${megabytes(bytes)}): ${names.join(', ')}`);
    expect(names).toEqual(expect.arrayContaining([NAME, ...CLIENT_PEERS, CLIENT_TYPES_PEER]));
    for (const unwanted of ['@electric-sql/pglite', 'pg', 'jose', 'graphql-http', 'react', 'preact', 'yup']) {
      expect(names).not.toContain(unwanted);
    }
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it('runs every entry in Node without React: the client, its React entry loads lazily, the widget module imports', async () => {
    const stdout = await runScript(
      clientApp,
      `const client = await import('${NAME}/client');
      const widget = await import('${NAME}');
      const made = client.createPlanningClient({ url: 'http://127.0.0.1:9/graphql' });
      console.log(JSON.stringify({ client: typeof client.createPlanningClient, made: typeof made.query, widget: typeof widget.mount }));`,
    );
    expect(JSON.parse(stdout)).toEqual({ client: 'function', made: 'function', widget: 'function' });
  });

  describe.each(RESOLUTIONS)('types under moduleResolution %s', (resolution) => {
    beforeAll(async () => {
      await writeFile(
        join(clientApp, 'uses-the-client.ts'),
        `import { createPlanningClient, GetGoalsDocument, toPlanningError } from '${NAME}/client';
        import { usePlanningClient } from '${NAME}/client/react';
        import { mount } from '${NAME}';

        const client = createPlanningClient({ url: '/graphql', getToken: () => null });
        void client.query(GetGoalsDocument, { userId: 'u1' }).toPromise().then((result) => {
          const goals = result.data?.goals ?? [];
          if (result.error) console.log(toPlanningError(result.error).code);
          return goals.map((goal) => goal.valueToSave.display);
        });
        export const hook: typeof usePlanningClient = usePlanningClient;
        export const widget: typeof mount = mount;
      `,
      );
    });

    it('type-checks a file that uses the client, its React entry and the widget, the results typed by the documents', async () => {
      const entries = await typeCheckUnder(clientApp, resolution, 'client', ['uses-the-client.ts']);
      expect(entries.output).toBe('');
      expect(entries.code).toBe(0);
    });
  });
});

describe('npm publish --dry-run, with its scripts, as a maintainer types it', () => {
  let copy: string;
  let published: { code: number; stdout: string; stderr: string };

  /** The repository's files as the working tree has them (tracked and new, not ignored), node_modules linked. */
  async function copyOfTheRepository(to: string) {
    const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repo,
      ...BIG_OUTPUT,
    });
    for (const path of stdout.split('\0').filter(Boolean)) {
      const from = join(repo, path);
      if (!(await stat(from).catch(() => undefined))?.isFile()) continue; // deleted in the working tree
      await mkdir(dirname(join(to, path)), { recursive: true });
      await copyFile(from, join(to, path));
    }
    await symlink(join(repo, 'node_modules'), join(to, 'node_modules'), 'dir');
  }

  beforeAll(async () => {
    copy = join(work, 'repository');
    await copyOfTheRepository(copy);
    // Not logged in, npm warns and goes on: a dry run publishes nothing.
    published = await run('npm', ['publish', '--dry-run', '--json'], { cwd: copy, ...BIG_OUTPUT }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
    );
  }, PUBLISH_TIMEOUT);

  it('passes: prepack builds and checks the pinned snippets, and it publishes what npm pack packs', async () => {
    const { version } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string };
    expect(published.code, published.stderr.slice(-4000) + published.stdout.slice(-2000)).toBe(0);
    expect(published.stderr).toContain(`> ${NAME}@${version} prepack`);
    expect(published.stdout).toContain(`every pinned snippet names ${version} with the hashes of dist/integrity.json`);
    expect(published.stderr).toMatch(/\(dry-run\)/);
    // The scripts print to stdout too; npm's JSON answer comes last.
    const answer = published.stdout.slice(published.stdout.indexOf(`{\n  "${NAME}"`));
    const what = (JSON.parse(answer) as Record<string, typeof packed & { id: string }>)[NAME];
    expect(what.id).toBe(`${NAME}@${version}`);
    expect(what.files.map((file) => file.path).sort()).toEqual(packed.files.map((file) => file.path).sort());
  });

  it("builds what this checkout's dist/ holds, to the byte: the build is reproducible, so CI's matches the pins", async () => {
    const built = await readFile(join(copy, 'dist/integrity.json'), 'utf8');
    const here = await readFile(join(repo, 'dist/integrity.json'), 'utf8');
    expect(
      built,
      'a fresh build of the working tree differs from dist/: run `npm run build` after changing a shipped file',
    ).toBe(here);
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
  }, INSTALL_TIMEOUT);

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

  it("renders the empty form's HTML with react-dom/server's renderToString, in Node, as docs/react.md shows", async () => {
    const script = `
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { CollegeCostsCalculator } from 'college-costs-calculator/react';
      console.log(renderToString(createElement(CollegeCostsCalculator, { digitalAdviceUrl: 'https://advice.example/start' })));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: reactApp });
    expect(stdout).toMatch(
      /^<div style="min-height:53rem"><template shadowrootmode="open"><style data-college-costs-calculator>/,
    );
    expect(stdout).toContain('<form novalidate aria-label="College cost calculator"');
    expect(stdout).toContain('How old is your child?');
    // The file a framework bundles for the browser carries the client directive.
    expect(
      (await readFile(join(reactApp, 'node_modules/college-costs-calculator/dist/react.esm.js'), 'utf8')).startsWith(
        "'use client';",
      ),
    ).toBe(true);
  });

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
      const errors = errorsOf(page);
      await page.goto(server.url);
      const form = page.getByRole('form', { name: 'College cost calculator' });
      await form.waitFor();
      expect(await form.count()).toBe(1); // StrictMode mounted, unmounted and mounted again: one widget
      await answerByMouse(page);
      // The app's own line, set by onCalculated, shows the same total as the widget's headline.
      await calculateAndSeeTotal(page, page.locator('main > p'));
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
