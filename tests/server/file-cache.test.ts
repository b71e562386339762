/** The in-memory cache of served files: one version per path, compressed once, bounded. */
import { mkdtemp, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFileCache } from '../../server/http/file-cache';

/** Writes `text` to `file` with a fixed mtime, so that a rewrite of the same size looks like the same version. */
async function writeAtFixedTime(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await utimes(file, 1_700_000_000, 1_700_000_000);
}

const versionOf = async (cache: ReturnType<typeof createFileCache>, file: string) => {
  const info = await stat(file);
  return cache.get(file, info.mtimeMs, info.size);
};

describe('file cache', () => {
  it('reads a file version once and compresses it once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ccc-file-cache-'));
    const file = join(dir, 'a.js');
    await writeAtFixedTime(file, 'a'.repeat(600));
    const cache = createFileCache(10_000);
    const first = await versionOf(cache, file);
    await writeAtFixedTime(file, 'b'.repeat(600));
    const again = await versionOf(cache, file);
    expect(again).toBe(first); // Same path, mtime and size: not read again.
    expect(again.bytes.toString()).toBe('a'.repeat(600));
    const gzip = await again.encoded('gzip');
    expect(await again.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip as Buffer).toString()).toBe('a'.repeat(600));
    expect(cache.bytes).toBe(600 + (gzip as Buffer).length);
  });

  it('drops the least recently used files past its bound, and reads them again when asked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ccc-file-cache-'));
    const [a, b] = [join(dir, 'a.js'), join(dir, 'b.js')];
    await writeAtFixedTime(a, 'a'.repeat(600));
    await writeAtFixedTime(b, 'b'.repeat(600));
    const cache = createFileCache(1000);
    await versionOf(cache, a);
    await writeAtFixedTime(a, 'c'.repeat(600));
    expect((await versionOf(cache, a)).bytes.toString()).toBe('a'.repeat(600)); // Held: the cache answers.
    await versionOf(cache, b);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect((await versionOf(cache, a)).bytes.toString()).toBe('c'.repeat(600)); // a was dropped: read again.
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('keeps no compressed form that is not smaller', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ccc-file-cache-'));
    const file = join(dir, 'x.js');
    await writeFile(file, 'x');
    const version = await versionOf(createFileCache(), file);
    expect(await version.encoded('br')).toBeNull();
    expect(version.isEncoded('br')).toBe(true);
  });
});
