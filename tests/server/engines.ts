/**
 * The two storage engines tests run on: PGlite always, and a real PostgreSQL server at
 * TEST_DATABASE_URL (each test database a fresh schema, dropped by cleanup()). In CI (CI set) a
 * missing TEST_DATABASE_URL fails the PostgreSQL suites; locally they are skipped, saying why.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openEngine, openStorage, type Storage, type StorageOptions } from '../../server/storage';
import type { SqlEngine } from '../../server/storage/engine';
import { openBlankEngineFast, openMemoryStorageFast, seedDataDir } from './pglite-template';

export interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** Options of a fresh database for this engine (migrated when the server opens it); `onDisk` for PGlite tests that restart. */
  fresh(onDisk?: boolean): Promise<StorageOptions>;
  /** An open engine on a fresh database with no migration applied. */
  blank(): Promise<SqlEngine>;
  /** A migrated storage for tests that only add records of their own. */
  shared(): Promise<Storage>;
  cleanup(): Promise<void>;
}

export const pgliteEngine = (): Engine => {
  const dirs: string[] = [];
  return {
    name: 'PGlite',
    async fresh(onDisk = false) {
      if (!onDisk) return { dataDir: 'memory' };
      const dir = await mkdtemp(join(tmpdir(), 'ccc-pglite-'));
      dirs.push(dir);
      // As after a first start (main.test.ts starts on an empty directory), in a fraction of the time.
      await seedDataDir(dir);
      return { dataDir: dir };
    },
    blank: openBlankEngineFast,
    shared: openMemoryStorageFast,
    async cleanup() {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
};

export const postgresEngine = (databaseUrl: string): Engine => {
  const schemas: string[] = [];
  return {
    name: 'PostgreSQL',
    async fresh() {
      const schema = `ccc_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      schemas.push(schema);
      return { databaseUrl, databaseSchema: schema };
    },
    async blank() {
      return openEngine(await this.fresh());
    },
    async shared() {
      return openStorage(await this.fresh());
    },
    async cleanup() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set, so the tests cannot run against a real PostgreSQL server. ' +
  'Set it, for example TEST_DATABASE_URL=postgres://ccc:ccc@127.0.0.1:5432/ccc_test (.ci/run starts one).';

/**
 * PostgreSQL at TEST_DATABASE_URL, or null. Without it, adds a failing test in CI and a skipped
 * one locally, named after `what`, so the gap is never silent.
 */
export function postgresOrSay(what: string): Engine | null {
  if (TEST_DATABASE_URL) return postgresEngine(TEST_DATABASE_URL);
  if (process.env.CI) {
    describe(`${what} on PostgreSQL`, () => {
      it('runs in CI', () => {
        throw new Error(MISSING_POSTGRES);
      });
    });
  } else {
    console.warn(`Skipping ${what} on PostgreSQL: ${MISSING_POSTGRES}`);
    describe.skip(`${what} on PostgreSQL: skipped, ${MISSING_POSTGRES}`, () => {
      it('runs', () => undefined);
    });
  }
  return null;
}

/** The engines to run on: PGlite, and PostgreSQL when there is one (see postgresOrSay). */
export function testEngines(what: string): Engine[] {
  const postgres = postgresOrSay(what);
  return postgres ? [pgliteEngine(), postgres] : [pgliteEngine()];
}
