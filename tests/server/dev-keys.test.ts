/**
 * The development key file (server/dev-token.ts) when several servers start at once on one data directory
 * (of three starting at once, one could read a half-written file and exit with a bare 'Unexpected end of JSON
 * input'): every start reads the same complete key pair, and a file that really is broken is named in the error.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateDevKeys } from '../../server/dev-token';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ccc-dev-keys-'));
  dirs.push(dir);
  return dir;
};

describe('loadOrCreateDevKeys', { timeout: 30_000 }, () => {
  it('gives every one of 20 starts at once the same key pair, never a half-written file', async () => {
    const file = join(await newDir(), 'dev-auth-key.json');
    const keys = await Promise.all(Array.from({ length: 20 }, () => loadOrCreateDevKeys(file)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    // Written under another name and linked into place: nothing else is left in the directory.
    expect(await readdir(dirname(file))).toEqual(['dev-auth-key.json']);
  });

  it('names a key file that is not JSON, and says what to do', async () => {
    const file = join(await newDir(), 'dev-auth-key.json');
    await writeFile(file, '{"publicKey": "-----BEGIN');
    await expect(loadOrCreateDevKeys(file)).rejects.toThrow(`The development key file ${file} cannot be read`);
  });
});
