/**
 * One process per PGlite data directory. PGlite is PostgreSQL in this process's memory, writing to
 * files: a second process on the same directory sees only its own writes and corrupts the files.
 * So the directory is locked: `server.lock` in it names the holder (process id, host, start time),
 * created atomically (a hard link of a complete file: it exists whole or not at all).
 *
 * A lock whose process no longer runs on this host (killed, crashed) is stale and taken over. A
 * lock held by a running process, or by another host (which cannot be checked from here), is
 * refused with an error naming the directory and the holder.
 */
import { randomUUID } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'server.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

export interface DirLock {
  release(): Promise<void>;
}

/** The directory is locked by a live process (or one on another host). */
export class DataDirInUseError extends Error {
  constructor(dir: string, holder: Holder | null, file: string) {
    super(
      holder
        ? `The data directory ${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
            'One server per PGlite directory: stop that one, give this one another DATA_DIR, or share a PostgreSQL ' +
            `database (DATABASE_URL) between servers. If no server runs there, delete ${file}.`
        : `The data directory ${dir} is locked by ${file}, which cannot be read. If no server runs there, delete it.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | null | 'gone'> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null;
  }
}

/** Locks `dir` (which must exist) for this process, or throws DataDirInUseError. */
export async function lockDataDir(dir: string): Promise<DirLock> {
  const shown = resolve(dir);
  const file = join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const draft = join(dir, `${LOCK_FILE}.${process.pid}.${randomUUID()}`);
  await writeFile(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(draft, file);
        return {
          release: async () => {
            const holder = await readHolder(file);
            if (holder !== 'gone' && holder?.pid === me.pid && holder.since === me.since)
              await unlink(file).catch(() => undefined);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (holder === 'gone') continue;
      const stale = holder !== null && holder.host === me.host && !isRunning(holder.pid);
      if (!stale) throw new DataDirInUseError(shown, holder, file);
      await unlink(file).catch(() => undefined);
    }
    throw new DataDirInUseError(shown, null, file);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}
