/**
 * A new PGlite data directory's database is created by PGlite's initdb in a child process (the server
 * then opens it as an existing one): a failure there is said with the directory and initdb's own
 * message, and leaves the directory unlocked.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPGlite } from '../../server/storage/engine';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('says which directory initdb could not create a database in, and leaves it unlocked', async () => {
  dir = await mkdtemp(join(tmpdir(), 'ccc-pglite-first-'));
  // A file where initdb makes its first directory.
  await writeFile(join(dir, 'global'), 'not a directory');
  await expect(openPGlite(dir)).rejects.toThrow(
    `Could not create the database in ${dir} (PGlite's initdb exited with 1)`,
  );

  await rm(join(dir, 'global'));
  const engine = await openPGlite(dir);
  try {
    expect(await engine.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  } finally {
    await engine.close();
  }
}, 120_000);
