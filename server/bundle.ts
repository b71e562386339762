/**
 * The server as one JavaScript module, so that `npm start` runs it on plain Node: no TypeScript
 * loader at run time (tsx's loader thread alone held ~40 MB, and every module was compiled at
 * each start). esbuild (already here for tsx and Vite) bundles our own code; packages stay
 * imports of node_modules. Each module's `import.meta.url` is rewritten to its source file's
 * URL, relative to the bundle, so the files the server reads beside its code (the schema, the
 * migrations, the advisers, dist/ and examples/) are found as they are from source.
 *
 *   npx tsx server/bundle.ts     writes SERVER_BUNDLE from server/main.ts (`npm start` runs it, then
 *                                the bundle with SERVER_NODE_FLAGS)
 *
 * The bundle is kept under node_modules/.cache (never committed or packed; `npm ci` clears it)
 * so that Node resolves its packages from this repository's node_modules. Tests run from source.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repoPath = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Where `npm start` finds the server (package.json's start script names the same file). */
export const SERVER_BUNDLE = repoPath('node_modules/.cache/college-costs-server/main.mjs');

/**
 * Node's flags for the server (package.json's start script gives the same). One thread in V8's
 * pool instead of four: each thread that compiles (PGlite's WebAssembly tiering up, JavaScript
 * optimised in the background) keeps a malloc arena of its own that holds on to memory freed
 * after the work, and with four an idle server on PGlite kept 200–220 MB resident instead of
 * about 175 MB; the calculation's throughput on two cores did not change (bench/server.ts).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];

/** A change to a module's source text before it is bundled (a bench's variant of the server: bench/optimisations.ts). */
export type SourceEdit = (path: string, contents: string) => string;

const unchanged: SourceEdit = (_path, contents) => contents;

/** `import.meta.url` in each of our modules: its source file's URL, found from the bundle's own; `edit` applied first. */
const sourceUrls = (outfile: string, edit: SourceEdit): Plugin => ({
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const fromBundle = relative(dirname(outfile), path).split('\\').join('/');
      const contents = edit(path, await readFile(path, 'utf8')).replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Bundles `entry` (a TypeScript module of this repository) into `outfile`, which must be inside the repository,
 * each of our modules' text passed through `edit` (none by default).
 */
export async function bundleServer(
  entry: string = repoPath('server/main.ts'),
  outfile: string = SERVER_BUNDLE,
  edit: SourceEdit = unchanged,
): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [sourceUrls(outfile, edit)],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleServer();
}
