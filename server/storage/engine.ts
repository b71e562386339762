/**
 * The SQL engine seam: the storage code speaks only this interface, and two engines implement it,
 * PGlite (embedded PostgreSQL, the default) and PostgreSQL through `pg` (when DATABASE_URL is set).
 * Both parse int8 to a JS number and date to its 'YYYY-MM-DD' text, so rows look the same.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlExecutor {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface SqlEngine extends SqlExecutor {
  readonly name: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
const asNumber = (value: string): number => Number(value);
const asText = (value: string): string => value;

interface PGliteLike {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(script: string): Promise<unknown>;
}

const pgliteExecutor = (db: PGliteLike): SqlExecutor => ({
  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    return (await db.query<Row>(text, [...params])).rows;
  },
  async exec(script: string) {
    await db.exec(script);
  },
});

/** The parsers every PGlite instance of the server is created with. */
export const PGLITE_PARSERS = { [INT8]: asNumber, [DATE]: asText };

/** An engine over a PGlite instance created with PGLITE_PARSERS. */
export function pgliteEngine(db: PGlite): SqlEngine {
  return {
    name: 'pglite',
    ...pgliteExecutor(db),
    transaction: (work) => db.transaction((tx) => work(pgliteExecutor(tx))),
    close: () => db.close(),
  };
}

/** PGlite in `dataDir` (created if missing), or in memory when dataDir is 'memory'. */
export async function openPGlite(dataDir: string | 'memory'): Promise<SqlEngine> {
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
  return pgliteEngine(await PGlite.create(dataDir === 'memory' ? undefined : dataDir, { parsers: PGLITE_PARSERS }));
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return asNumber;
    if (oid === DATE) return asText;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

const pgExecutor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    return (await client.query<Row>(text, [...params])).rows;
  },
  async exec(script: string) {
    await client.query(script);
  },
});

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** An arbitrary constant shared by every replica: the key of the schema-creation lock. */
const SCHEMA_LOCK = 4_000_002;

/**
 * PostgreSQL at `connectionString`. With `schema`, every connection works in that schema (created
 * if missing): tests use a fresh one per run, and one database can hold several deployments.
 */
export async function openPostgres(connectionString: string, schema?: string): Promise<SqlEngine> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Database schema name must match ${SCHEMA_NAME}, got '${schema}'`);
  }
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const engine: SqlEngine = {
    name: 'postgres',
    ...pgExecutor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgExecutor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  if (!schema) return engine;
  try {
    // Under a lock: replicas starting together would otherwise race to create the schema.
    await engine.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return engine;
}
