/**
 * The SQL engine seam: the storage code speaks only this interface, and two engines implement it,
 * PGlite (embedded PostgreSQL, the default) and PostgreSQL through `pg` (when DATABASE_URL is set).
 * Both parse int8 to a JS number and date to its 'YYYY-MM-DD' text, so rows look the same.
 *
 * A transaction runs on one connection, and its statements one at a time (oneAtATime): code that starts
 * several at once (Promise.all over stores bound to a transaction) gets them queued in the order given,
 * rather than overlapping on the connection, which pg deprecates ('Calling client.query() when the
 * client is already executing a query') and PGlite does not promise to keep apart.
 *
 * A lost or refused connection surfaces as a DatabaseUnavailableError (see errors.ts), for that
 * request only: on PostgreSQL every pooled connection has an error listener (a connection that
 * drops while checked out, or idle, never crashes the process), a transaction whose connection
 * failed gives the connection back to be destroyed rather than reused, and the pool opens new
 * connections for the next requests, so the server reconnects by itself.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './dir-lock';
import { asDatabaseError, isConnectionFailure } from './errors';
import { inlineParams } from './inline-params';
import { asOneStatement, type Statement } from './one-statement';

export interface SqlExecutor {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs writes whose rows are not read, as one statement (one-statement.ts says which writes may be
   * parts of one): all of them saved, or none. A unit of work whose every write is one of these can
   * have them held and sent later with its idempotency record (Storage.holdWrites).
   */
  write(parts: readonly Statement[]): Promise<void>;
  /** Runs a script of statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

type Query = SqlExecutor['query'];

/** SqlExecutor.write over `query`. */
const writeWith =
  (query: Query) =>
  async (parts: readonly Statement[]): Promise<void> => {
    const { text, params } = asOneStatement(parts);
    await query(text, params);
  };

export interface SqlEngine extends SqlExecutor {
  readonly name: 'pglite' | 'postgres';
  /** Statements it runs at once: PostgreSQL's pool size; PGlite runs one at a time. */
  readonly connections: number;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
const asNumber = (value: string): number => Number(value);
const asText = (value: string): string => value;
/** An instant read from a row: both engines give timestamptz as a Date; a string is accepted too, to be safe. */
export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

interface PGliteLike {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(script: string): Promise<unknown>;
}

const ignore = (): void => undefined;

/** Runs `work`, turning a connection failure into a DatabaseUnavailableError. */
async function reportingUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asDatabaseError(error);
  }
}

/**
 * `executor` with its statements run one at a time, each after the previous one has settled, in the
 * order they were asked for. `drained()` resolves once every statement asked for so far has settled.
 */
export function oneAtATime(executor: SqlExecutor): SqlExecutor & { drained(): Promise<void> } {
  let last: Promise<unknown> = Promise.resolve();
  const queued = <T>(statement: () => Promise<T>): Promise<T> => {
    const run = last.then(statement, statement);
    last = run.catch(ignore);
    return run;
  };
  const query: Query = (text, params) => queued(() => executor.query(text, params));
  return {
    query,
    write: writeWith(query),
    exec: (script) => queued(() => executor.exec(script)),
    drained: () => last.then(ignore),
  };
}

function pgliteExecutor(db: PGliteLike): SqlExecutor {
  const query: Query = <Row extends object>(text: string, params: readonly unknown[] = []) =>
    reportingUnavailable(async () => (await db.query<Row>(text, [...params])).rows);
  return {
    query,
    write: writeWith(query),
    exec: (script: string) =>
      reportingUnavailable(async () => {
        await db.exec(script);
      }),
  };
}

/**
 * PostgreSQL's settings for the server's PGlite: shared buffers of 8 MB instead of PGlite's 128 MB, which
 * an idle server otherwise keeps resident (bench/server.ts: idle RSS 385 → 248 MB on a data directory);
 * the reference server's tables are small, and its queries read a few rows by key.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** The parsers every PGlite instance of the server is created with. */
export const PGLITE_PARSERS = { [INT8]: asNumber, [DATE]: asText };

/** An engine over a PGlite instance created with PGLITE_PARSERS. */
export function pgliteEngine(db: PGlite): SqlEngine {
  return {
    name: 'pglite',
    connections: 1,
    ...pgliteExecutor(db),
    transaction: (work) =>
      reportingUnavailable(() =>
        db.transaction(async (tx) => {
          const serial = oneAtATime(pgliteExecutor(tx));
          try {
            return await work(serial);
          } finally {
            // A statement still queued when `work` settled (it threw while others were waiting) runs before the commit or rollback.
            await serial.drained();
          }
        }),
      ),
    close: () => db.close(),
  };
}

/**
 * Creates the database in the new data directory `dataDir` (PGlite's initdb) in a child process.
 * The server then opens it as it opens one that exists: initdb runs a WASM instance of its own,
 * hundreds of MB, which in the server's process stayed resident until a collection came (an idle
 * server's first start held 780 MB for about 50 s, then 250 MB against 175 MB on later starts).
 */
async function createDatabaseApart(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) }).then((db) => db.close())`;
  const child = spawn(process.execPath, ['-e', script, dataDir, JSON.stringify(PGLITE_START_PARAMS)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(
      `Could not create the database in ${dataDir} (PGlite's initdb exited with ${code}): ${output.trim()}`,
    );
}

/**
 * PGlite in `dataDir` (created if missing), or in memory when dataDir is 'memory'. A directory is
 * locked for this process while the engine is open (see dir-lock.ts): a second process is refused.
 */
export async function openPGlite(dataDir: string | 'memory'): Promise<SqlEngine> {
  if (dataDir === 'memory')
    return pgliteEngine(await PGlite.create({ parsers: PGLITE_PARSERS, startParams: PGLITE_START_PARAMS }));
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  let engine: SqlEngine;
  try {
    // PGlite's own test of a database in the directory.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await createDatabaseApart(dataDir);
    engine = pgliteEngine(await PGlite.create(dataDir, { parsers: PGLITE_PARSERS, startParams: PGLITE_START_PARAMS }));
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...engine,
    close: async () => {
      try {
        await engine.close();
      } finally {
        await lock.release();
      }
    },
  };
}

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return asNumber;
    if (oid === DATE) return asText;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The name a write's statement is prepared under on each connection: PostgreSQL then parses and plans it
 * once per connection instead of at every save. Named by its text's hash, so the same text always has the
 * same name (node-postgres refuses one name for two texts); the writes' texts are few (one-statement.ts).
 */
const statementName = (text: string): string => `write_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

function pgExecutor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  const query: Query = <Row extends object>(text: string, params: readonly unknown[] = []) =>
    reportingUnavailable(async () => (await client.query<Row>(text, [...params])).rows);
  return {
    query,
    write: (parts) =>
      reportingUnavailable(async () => {
        const { text, params } = asOneStatement(parts);
        await client.query({ name: statementName(text), text, values: [...params] });
      }),
    exec: (script: string) =>
      reportingUnavailable(async () => {
        await client.query(script);
      }),
  };
}

/**
 * The statements of a transaction on `client`, its BEGIN sent in one round trip with the first of
 * them (written in as one simple query, inline-params.ts) rather than on its own; a first statement
 * that cannot be written in goes after a BEGIN of its own. A transaction with no statement never
 * begins, and its COMMIT or ROLLBACK is not sent.
 */
function beganWithFirstStatement(client: pg.PoolClient): SqlExecutor {
  const statements = pgExecutor(client);
  let begun = false;
  const begin = async (first: string | undefined): Promise<Record<string, unknown>[]> => {
    begun = true;
    if (first === undefined) {
      await statements.query('BEGIN');
      return [];
    }
    const results = await reportingUnavailable(() => client.query(`BEGIN; ${first}`));
    return (results as unknown as pg.QueryResult[])[1].rows;
  };
  const query: Query = async <Row extends object>(text: string, params: readonly unknown[] = []) => {
    if (begun) return statements.query<Row>(text, params);
    if (/^\s*(COMMIT|ROLLBACK)\s*$/.test(text)) return [];
    const inlined = inlineParams(text, params);
    if (inlined !== undefined) return (await begin(inlined)) as Row[];
    await begin(undefined);
    return statements.query<Row>(text, params);
  };
  return {
    query,
    // Once begun, a write is a prepared statement (pgExecutor); before, it goes with the BEGIN.
    write: (parts) => (begun ? statements.write(parts) : writeWith(query)(parts)),
    exec: async (script) => {
      if (!begun) await begin(undefined);
      await statements.exec(script);
    },
  };
}

/**
 * Connections each server keeps to PostgreSQL at most, unless DATABASE_POOL_SIZE says otherwise: with N
 * replicas, N × this must stay under the database's max_connections (100 by default) less its reserve.
 */
export const POSTGRES_POOL_SIZE = 20;

/** How long a request waits for a connection before the database counts as unavailable. */
export const CONNECT_TIMEOUT_MS = 5_000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** An arbitrary constant shared by every replica: the key of the schema-creation lock. */
const SCHEMA_LOCK = 4_000_002;

/**
 * PostgreSQL at `connectionString`. With `schema`, every connection works in that schema (created
 * if missing): tests use a fresh one per run, and one database can hold several deployments.
 */
export async function openPostgres(
  connectionString: string,
  schema?: string,
  poolSize: number = POSTGRES_POOL_SIZE,
): Promise<SqlEngine> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Database schema name must match ${SCHEMA_NAME}, got '${schema}'`);
  }
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection's network error must not crash the process, whether the connection is idle in
  // the pool ('error' on the pool) or checked out by a request ('error' on the client, which pg
  // emits when no query is running to reject). The query that needed it reports the failure.
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const engine: SqlEngine = {
    name: 'postgres',
    connections: poolSize,
    ...pgExecutor(pool),
    async transaction(work) {
      const client = await reportingUnavailable(() => pool.connect());
      // Every statement of the transaction, its BEGIN, COMMIT and ROLLBACK too, one at a time on the connection.
      const tx = oneAtATime(beganWithFirstStatement(client));
      let failure: unknown;
      try {
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        failure = error;
        if (!isConnectionFailure(error)) await tx.query('ROLLBACK').catch(ignore);
        // Nothing may still run on the connection when it goes back to the pool.
        await tx.drained();
        throw error;
      } finally {
        // A connection that failed is destroyed instead of going back to the pool.
        client.release(isConnectionFailure(failure) ? (failure as Error) : undefined);
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

/** Runs a piece of database work when its caller's turn comes (fair-gate.ts). */
export type Gate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * `engine` with each statement, and each transaction as a whole (it holds one connection throughout), run
 * through `gate`; a transaction's own statements are not gated again.
 */
export function gatedEngine(engine: SqlEngine, gate: Gate): SqlEngine {
  const query: Query = (text, params) => gate(() => engine.query(text, params));
  return {
    name: engine.name,
    connections: engine.connections,
    query,
    write: (parts) => gate(() => engine.write(parts)),
    exec: (script) => gate(() => engine.exec(script)),
    transaction: (work) => gate(() => engine.transaction(work)),
    close: () => engine.close(),
  };
}
