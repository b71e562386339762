/**
 * A server on PGlite killed with SIGKILL in the middle of saves loses no acknowledged save: after
 * each kill, a new server on the same data directory (taking over the dead one's lock) lists
 * every calculation it had answered as saved, and goes on saving.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { devKeyFile } from '../../server/config';
import { loadOrCreateDevKeys, mintToken } from '../../server/dev-token';
import { ANSWERS, CALCULATE } from './helpers';
import { seedDataDir } from './pglite-template';

/** How many times the server is killed. */
const KILLS = 1;
const children: ChildProcess[] = [];
let dataDir: string | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** `npm start`'s entry on `dir`; resolves with its address once it serves. */
async function start(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, SKIP_BUILD: '1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /demo at (http:\/\/localhost:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, url };
}

const post = (url: string, token: string, query: string, variables: Record<string, unknown>) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify({ query, variables }),
  });

/** Every saved calculation of the user, page by page. */
async function savedIds(url: string, token: string, userId: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const answer = await post(
      url,
      token,
      'query ($u: ID!, $a: ID) { collegeCosts(userId: $u, first: 100, after: $a) { id } }',
      { u: userId, a: after },
    );
    const page = ((await answer.json()) as { data: { collegeCosts: { id: string }[] } }).data.collegeCosts;
    ids.push(...page.map((cost) => cost.id));
    if (page.length < 100) return ids;
    after = page[page.length - 1].id;
  }
}

it('keeps every acknowledged save across a SIGKILL during saves', { timeout: 120_000 }, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ccc-crash-'));
  await seedDataDir(dataDir);
  const userId = 'crash-parent';
  const acknowledged: string[] = [];
  let token = '';

  for (let round = 0; round < KILLS; round++) {
    const { child, url } = await start(dataDir);
    token ||= await mintToken(userId, (await loadOrCreateDevKeys(devKeyFile({ DATA_DIR: dataDir }))).privateKey);
    // Saves from ten callers at once; the server is killed after the 30th answer of this round, with saves in flight.
    let answered = 0;
    let killed = false;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const caller = async () => {
      while (!killed) {
        try {
          const answer = await post(url, token, CALCULATE, { ...ANSWERS, userId });
          const id = ((await answer.json()) as { data?: { updateCollegeCosts?: { id: string } } }).data
            ?.updateCollegeCosts?.id;
          if (answer.status === 200 && id) acknowledged.push(id);
        } catch {
          return; // the connection died with the server
        }
        if (++answered === 30) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, caller));
    expect(await exited).toBeNull();
    expect(child.signalCode).toBe('SIGKILL');
  }

  const { child, url } = await start(dataDir);
  try {
    const saved = new Set(await savedIds(url, token, userId));
    expect(acknowledged.length).toBeGreaterThanOrEqual(30 * KILLS);
    for (const id of acknowledged) expect(saved.has(id), `acknowledged save ${id}`).toBe(true);
    expect((await post(url, token, CALCULATE, { ...ANSWERS, userId })).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});
