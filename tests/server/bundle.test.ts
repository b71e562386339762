/**
 * `npm start` runs the server bundled (server/bundle.ts) on plain Node: the bundle finds every file
 * the server reads beside its code (schema, migrations, advisers, examples/), and package.json's
 * start script runs the bundle that bundleServer writes, with the server's Node flags.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../server/bundle';
import { ANSWERS, CALCULATE } from './helpers';
import { spawnServer } from './spawned-server';
import { seedDataDir } from './pglite-template';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outfile = join(dirname(SERVER_BUNDLE), `main-test-${process.pid}.mjs`);
let dataDir: string | undefined;
afterAll(async () => {
  await rm(outfile, { force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("is what package.json's start script runs", () => {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(scripts.start).toBe(
    `tsx server/bundle.ts && node ${SERVER_NODE_FLAGS.join(' ')} ${relative(repoRoot, SERVER_BUNDLE).split('\\').join('/')}`,
  );
});

it(
  'serves the demo and the API from the bundle, reading the files beside the source, and stops on SIGTERM',
  { timeout: 60_000 },
  async () => {
    await bundleServer(join(repoRoot, 'server/main.ts'), outfile);
    dataDir = await mkdtemp(join(tmpdir(), 'ccc-bundle-'));
    await seedDataDir(dataDir);
    // Started in another working directory: the bundle must not depend on where it is started from.
    const { child, url, output, exited } = await spawnServer(
      [...SERVER_NODE_FLAGS, outfile],
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', NODE_ENV: 'test' },
      tmpdir(),
    );
    // Serving at all means the advisers' file and the migrations were found (both are read at start).
    try {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CALCULATE, variables: ANSWERS }),
      });
      const { data } = (await response.json()) as { data: { updateCollegeCosts: { total: { display: string } } } };
      expect(data.updateCollegeCosts.total.display).toMatch(/^€[\d,]+$/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: draining');
  },
);
