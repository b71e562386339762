/**
 * Applies the SQL files of ./migrations in name order, each once, recording them in
 * schema_migrations. One transaction under an advisory lock, so replicas starting together
 * against one PostgreSQL database apply each migration exactly once.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { SqlEngine } from './engine';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** An arbitrary constant shared by every replica: the key of the migration lock. */
const MIGRATION_LOCK = 4_000_001;

export interface Migration {
  version: string;
  sql: string;
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
}

/** Applies what is missing and returns the versions it applied. */
export async function migrate(engine: SqlEngine, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return engine.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const pending = all.filter((m) => !done.has(m.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((m) => m.version);
  });
}
