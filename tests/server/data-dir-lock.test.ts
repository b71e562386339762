/**
 * One process per PGlite data directory: a second server on a directory in use is refused, naming
 * the directory and the process holding it (and `npm start` exits non-zero saying so); a lock left
 * by a process that no longer runs is taken over; closing lets the directory go.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../../server/storage';
import { LOCK_FILE } from '../../server/storage/dir-lock';
import { seedDataDir } from './pglite-template';

const dirs: string[] = [];
/** A data directory holding a migrated database, as after a first start. */
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ccc-lock-'));
  dirs.push(dir);
  await seedDataDir(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The id of a process that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('the PGlite data directory lock', { timeout: 60_000 }, () => {
  let held: Storage | undefined;
  let dir: string;

  it('refuses a second server on a directory in use, naming the directory and the holder', async () => {
    dir = await freshDir();
    held = await openStorage({ dataDir: dir });
    const lock = JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')) as { pid: number; host: string };
    expect(lock).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(openStorage({ dataDir: dir })).rejects.toThrow(
      new RegExp(
        `^The data directory ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${process.pid} on ${hostname()} \\(since `,
      ),
    );
  });

  it('makes `npm start` on that directory exit non-zero with that message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, SKIP_BUILD: '1', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The data directory ${dir} is in use by process ${process.pid} on ${hostname()}`);
  });

  it('lets the directory go on close, for the next server', async () => {
    await held?.close();
    await expect(stat(join(dir, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    const next = await openStorage({ dataDir: dir });
    await next.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const stale = { pid: deadPid(), host: hostname(), since: '2025-01-01T00:00:00.000Z' };
    await writeFile(join(dir, LOCK_FILE), JSON.stringify(stale));
    const storage = await openStorage({ dataDir: dir });
    try {
      expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await storage.close();
    }
  });

  it('refuses a lock held on another host, which cannot be checked from here', async () => {
    await writeFile(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'other-host', since: '2025-01-01T00:00:00.000Z' }),
    );
    await expect(openStorage({ dataDir: dir })).rejects.toThrow(
      `is in use by process 1 on other-host (since 2025-01-01T00:00:00.000Z)`,
    );
    await rm(join(dir, LOCK_FILE));
  });
});
