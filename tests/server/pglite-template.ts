/**
 * A faster in-memory PGlite for tests. Creating one runs initdb (seconds); loading a dump of an
 * initialised, migrated database takes well under one. The dump is kept in the system's temporary
 * directory, named by a hash of the migrations and the PGlite version, so it is made once per
 * machine and never outlives a change of schema.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_PARSERS, PGLITE_START_PARAMS, pgliteEngine, type SqlEngine } from '../../server/storage/engine';
import { storageFromEngine, type Storage } from '../../server/storage';
import { migrate, readMigrations } from '../../server/storage/migrate';

/** Where a template is kept: named by the PGlite version and, for a migrated one, the migrations. */
async function templateFile(migrated: boolean): Promise<string> {
  // The package exports no package.json: find it beside the entry point (dist/…).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(await readFile(join(dirname(dirname(entry)), 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(version);
  if (migrated) for (const migration of await readMigrations()) hash.update(migration.version).update(migration.sql);
  return join(tmpdir(), `ccc-pglite-${migrated ? 'template' : 'blank'}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A dump of a database just initialised, migrated or not, made once per machine. */
async function template(migrated = true): Promise<Blob> {
  const file = await templateFile(migrated);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await PGlite.create({ parsers: PGLITE_PARSERS, startParams: PGLITE_START_PARAMS });
    if (migrated) await migrate(pgliteEngine(db));
    const dump = await db.dumpDataDir('none');
    await db.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** An empty in-memory engine (no migration applied), loaded from its template. */
export async function openBlankEngineFast(): Promise<SqlEngine> {
  return pgliteEngine(
    await PGlite.create({
      loadDataDir: await template(false),
      parsers: PGLITE_PARSERS,
      startParams: PGLITE_START_PARAMS,
    }),
  );
}

/** A migrated in-memory engine, loaded from the template. */
export async function openMemoryEngineFast(): Promise<SqlEngine> {
  const engine = pgliteEngine(
    await PGlite.create({ loadDataDir: await template(), parsers: PGLITE_PARSERS, startParams: PGLITE_START_PARAMS }),
  );
  await migrate(engine);
  return engine;
}

/** A migrated in-memory storage, loaded from the template. */
export async function openMemoryStorageFast(): Promise<Storage> {
  return storageFromEngine(await openMemoryEngineFast());
}

/** Fills the empty directory `dir` with a migrated database from the template, as a first start would (in a fraction of its time). */
export async function seedDataDir(dir: string): Promise<void> {
  const db = await PGlite.create(dir, {
    loadDataDir: await template(),
    parsers: PGLITE_PARSERS,
    startParams: PGLITE_START_PARAMS,
  });
  await db.close();
}
