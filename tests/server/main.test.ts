/** `npm start`'s entry point as a process: environment in, demo and API out, clean stop on SIGTERM. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from './spawned-server';

it('serves on the port it prints, trusts npm run dev-token, and stops on SIGTERM', { timeout: 60_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ccc-main-'));
  // node itself (not npx) so that SIGTERM reaches the server's own handler.
  const { child, url, output, exited } = await spawnServer(['--import', 'tsx', 'server/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SKIP_BUILD: '1',
    NODE_ENV: 'test',
  });
  try {
    expect(output()).toContain(
      `Storage: PGlite in ${dataDir}. Tokens: the local dev key in ${join(dataDir, 'dev-auth-key.json')}`,
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const { loadOrCreateDevKeys, mintToken } = await import('../../server/dev-token');
    const token = await mintToken('frank', (await loadOrCreateDevKeys(join(dataDir, 'dev-auth-key.json'))).privateKey);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': token },
      body: JSON.stringify({ query: 'mutation { syncUser { success user { id } } }' }),
    });
    expect(await response.json()).toEqual({ data: { syncUser: { success: true, user: { id: 'frank' } } } });

    // NODE_ENV=test trusts the dev key, so the sign-in route is there and its token works.
    const signIn = await fetch(`${url}/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userId":"gina"}',
    });
    const { token: signedIn } = (await signIn.json()) as { token: string };
    const synced = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': signedIn },
      body: JSON.stringify({ query: 'mutation { syncUser { user { id } } }' }),
    });
    expect(await synced.json()).toEqual({ data: { syncUser: { user: { id: 'gina' } } } });
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(output()).toContain('SIGTERM: draining');
});
