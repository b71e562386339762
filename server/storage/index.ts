/**
 * The storage module: one set of migrations, two engines. `openStorage` picks PostgreSQL when a
 * database URL is given and embedded PGlite otherwise, migrates, and returns the stores.
 */
import { openPGlite, openPostgres, type SqlEngine } from './engine';
import { migrate } from './migrate';
import { createStores, type Stores } from './stores';

export type { CollegeCostGoalChange, PageRequest, Stores } from './stores';
export { COLLEGE_COST_GOAL_CONSTRAINT, isUniqueViolation } from './errors';
export type { CollegeCostRecord, GoalFields, GoalRecord, UserRecord } from './records';

export interface StorageOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** With databaseUrl: the schema to work in (created if missing). */
  databaseSchema?: string;
  /** PGlite's data directory, or 'memory'. Default './.data'. */
  dataDir?: string | 'memory';
}

export interface Storage extends Stores {
  readonly engine: SqlEngine['name'];
  /** Runs `work` with stores bound to one transaction: all of it is saved, or none. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function storageFromEngine(engine: SqlEngine): Storage {
  return {
    engine: engine.name,
    ...createStores(engine),
    transaction: (work) => engine.transaction((tx) => work(createStores(tx))),
    ping: async () => {
      await engine.query('SELECT 1');
    },
    close: () => engine.close(),
  };
}

/** The engine the options choose, not yet migrated. */
export function openEngine(options: StorageOptions = {}): Promise<SqlEngine> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databaseSchema) : openPGlite(options.dataDir ?? './.data');
}

export async function openStorage(options: StorageOptions = {}): Promise<Storage> {
  const engine = await openEngine(options);
  try {
    await migrate(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return storageFromEngine(engine);
}
