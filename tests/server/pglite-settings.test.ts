/**
 * The server's own PGlite runs with small shared buffers (PGLITE_START_PARAMS), so an idle server does not
 * keep PGlite's default 128 MB of them resident (bench/server.ts reports the idle RSS).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite, type SqlEngine } from '../../server/storage/engine';

describe("the server's PGlite", () => {
  let engine: SqlEngine | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await engine?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens a data directory with shared buffers of 8 MB', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ccc-pglite-settings-'));
    engine = await openPGlite(dir);
    expect(await engine.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '8MB' }]);
  }, 120_000);
});
