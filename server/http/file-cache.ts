/**
 * Served files kept in memory, one version per path (keyed by path, mtime and size): the bytes, a
 * strong ETag (a hash of the bytes), and each compressed form made once, on first demand, so no
 * request compresses. Bounded: the least recently used files are dropped past `maxBytes` (their
 * bytes and compressed forms counted). A file that changes on disk gets a new version.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { compressBest, type Encoding } from './encoding';

type Coding = Exclude<Encoding, 'identity'>;

export interface FileVersion {
  bytes: Buffer;
  /** The quoted hash of the bytes, for example '"Xq3…"'; a compressed form's tag adds '-br' or '-gzip'. */
  etag: string;
  /** The compressed bytes, or null when compressing does not make them smaller. */
  encoded(coding: Coding): Promise<Buffer | null>;
  /** Whether the compressed form is made already (encoded() would answer at once). */
  isEncoded(coding: Coding): boolean;
}

interface Entry {
  key: string;
  version: Promise<FileVersion>;
  size: number;
}

/** Default bound of the cache: the whole of dist/ and examples/ with both compressed forms fits many times. */
export const DEFAULT_FILE_CACHE_BYTES = 64 * 1024 * 1024;

export function createFileCache(maxBytes = DEFAULT_FILE_CACHE_BYTES) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const account = (path: string, entry: Entry, bytes: number) => {
    if (entries.get(path) !== entry) return; // Dropped or replaced meanwhile.
    entry.size += bytes;
    total += bytes;
    for (const [oldPath, old] of entries) {
      if (total <= maxBytes || old === entry) break;
      entries.delete(oldPath);
      total -= old.size;
    }
  };

  const load = async (path: string, entry: Entry): Promise<FileVersion> => {
    const bytes = await readFile(path);
    const forms = new Map<Coding, Promise<Buffer | null>>();
    const made = new Set<Coding>();
    account(path, entry, bytes.length);
    return {
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      encoded(coding) {
        let form = forms.get(coding);
        if (!form) {
          form = compressBest(bytes, coding).then((compressed) => {
            made.add(coding);
            if (compressed.length >= bytes.length) return null;
            account(path, entry, compressed.length);
            return compressed;
          });
          forms.set(coding, form);
        }
        return form;
      },
      isEncoded: (coding) => made.has(coding),
    };
  };

  return {
    /** The version of `path` with this mtime and size (from one stat), read on first use. */
    get(path: string, mtimeMs: number, size: number): Promise<FileVersion> {
      const key = `${mtimeMs}:${size}`;
      const found = entries.get(path);
      if (found && found.key === key) {
        entries.delete(path); // Most recently used goes last.
        entries.set(path, found);
        return found.version;
      }
      if (found) {
        entries.delete(path);
        total -= found.size;
      }
      const entry: Entry = { key, size: 0, version: Promise.resolve(null as never) };
      entry.version = load(path, entry);
      entries.set(path, entry);
      entry.version.catch(() => {
        if (entries.get(path) === entry) entries.delete(path);
      });
      return entry.version;
    },
    /** Bytes held now (file bytes plus compressed forms). */
    get bytes(): number {
      return total;
    },
  };
}
