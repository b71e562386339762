/**
 * The storage module: one set of migrations, two engines. `openStorage` picks PostgreSQL when a
 * database URL is given and embedded PGlite otherwise, migrates, and returns the stores.
 */
import { gatedEngine, openPGlite, openPostgres, type Gate, type SqlEngine, type SqlExecutor } from './engine';
import { migrate } from './migrate';
import { heldWrites, type HeldWrites } from './held-writes';
import { createStores, storesWhenUsed, type Stores } from './stores';

export type { Stores } from './stores';
export type { Statement } from './one-statement';
export type { HeldWrites } from './held-writes';
export type { CollegeCostGoalChange } from './goal-store';
export type { IdempotencyClaim, StoredAnswer } from './idempotency-store';
export type {
  KeyPartType,
  KeyValue,
  ListOrder,
  ListPosition,
  PagedList,
  PageRequest,
  PageStart,
  StoredPage,
} from './keyset';
export { IDEMPOTENCY_KEY_HOURS } from './idempotency-store';
export { COLLEGE_COST_GOAL_CONSTRAINT, SAME_COLLEGE_COST_CONSTRAINT, isUniqueViolation } from './errors';
export type { CollegeCostRecord, GoalFields, GoalRecord, UserRecord } from './records';
export type { MessageLink, MessageRecord, MessageStore, NewMessage } from './message-store';
export type { PlanRequestRecord, PlanRequestStatus } from './plan-request-store';
export type { RiskRecord } from './risk-store';
export type { AppointmentRecord, NewAppointment } from './appointment-store';
export { USER_SLOT_CONSTRAINT } from './appointment-store';
export type { NewSurvey, SurveyRecord } from './survey-store';
export type { EmailVerificationRecord } from './email-verification-store';
export type { VulnerabilityReminderRecord } from './vulnerability-reminder-store';
export type * from './household-records';
export type { FactfindChange } from './factfind-store';
export type { ItemKind, ItemStore } from './item-store';
export { ONE_PARTNER_CONSTRAINT, ONE_SELF_CONSTRAINT } from './person-store';

export interface StorageOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** With databaseUrl: the schema to work in (created if missing). */
  databaseSchema?: string;
  /** PGlite's data directory, or 'memory'. Default './.data'. */
  dataDir?: string | 'memory';
  /** With databaseUrl: the connections kept to PostgreSQL at most (default POSTGRES_POOL_SIZE). */
  poolSize?: number;
}

export interface Storage extends Stores {
  readonly engine: SqlEngine['name'];
  /** Statements it runs at once (SqlEngine.connections). */
  readonly connections: number;
  /**
   * The same storage with its database work run through `gate` (a caller's fair share of the connections,
   * fair-gate.ts); absent, the storage is used as it is (a storage bound to a transaction already holds its
   * connection; one holding writes sends none). Not enumerable: a copy made by spreading a storage and replacing
   * some of its methods (a test's failing storage) has none, rather than one that would skip the replacements.
   */
  readonly gated?: (gate: Gate) => Storage;
  /** Runs `work` with stores bound to one transaction: all of it is saved, or none. */
  transaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
  /**
   * Runs `work` with a whole Storage bound to one transaction (an idempotent request: the
   * mutation and its recorded answer are saved together, or neither). Inside it, `transaction`
   * is a savepoint: a part that fails is undone alone, as on its own.
   */
  unitOfWork<T>(work: (storage: Storage) => Promise<T>): Promise<T>;
  /**
   * A Storage for a unit of work that only writes (SqlExecutor.write), whose writes are held instead
   * of sent, to be sent later in one statement (with its idempotency record: IdempotencyStore.recordWith).
   * See HeldWrites.
   */
  holdWrites(): HeldWrites;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

let savepoints = 0;

/** Runs `work` inside a savepoint of the open transaction `tx`. */
async function savepoint<T>(tx: SqlExecutor, work: () => Promise<T>): Promise<T> {
  const name = `part_${++savepoints}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
    throw error;
  }
}

/** Thrown out of a unit of work run without savepoints when one of its parts failed: it runs again with them. */
class PartFailed extends Error {
  constructor() {
    super('a part of the unit of work failed');
  }
}

/**
 * A Storage whose every statement runs in the open transaction `tx`. With `parts` 'savepoints', each
 * `transaction` is a savepoint; with 'optimistic', a part runs straight in `tx` (two round trips
 * fewer) and the first that fails is noted in `failed`, the unit of work then to be run again with
 * savepoints (a failed statement leaves the transaction unusable, and a failed part's earlier
 * statements would otherwise stay).
 */
function transactionStorage(
  engine: SqlEngine['name'],
  tx: SqlExecutor,
  parts: 'savepoints' | 'optimistic',
  failed: { part: boolean },
): Storage {
  const part = <T>(work: () => Promise<T>): Promise<T> =>
    parts === 'savepoints'
      ? savepoint(tx, work)
      : work().catch((error: unknown) => {
          failed.part = true;
          throw error;
        });
  const bound: Storage = Object.assign<Stores, Omit<Storage, keyof Stores>>(storesWhenUsed(tx), {
    engine,
    connections: 1,
    transaction: (work) => part(() => work(storesWhenUsed(tx))),
    unitOfWork: (work) => part(() => work(bound)),
    holdWrites: () => heldWrites(engine),
    ping: async () => {
      await tx.query('SELECT 1');
    },
    close: async () => undefined,
  });
  return bound;
}

/**
 * `work` in one transaction with its parts as savepoints, as the Storage interface says. Run first
 * without them: most units of work have parts that all succeed, and each savepoint costs two round
 * trips. Only when a part fails is the whole rolled back and run again, this time with savepoints, so
 * that it ends as it would have with them from the start.
 */
async function unitOfWork<T>(engine: SqlEngine, work: (storage: Storage) => Promise<T>): Promise<T> {
  const failed = { part: false };
  try {
    return await engine.transaction(async (tx) => {
      const outcome = await work(transactionStorage(engine.name, tx, 'optimistic', failed)).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      if (failed.part) throw new PartFailed();
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    });
  } catch (error) {
    if (!(error instanceof PartFailed)) throw error;
  }
  return engine.transaction((tx) => work(transactionStorage(engine.name, tx, 'savepoints', failed)));
}

/** The storage's own methods over `engine`, beside its stores. */
const storageOver = (engine: SqlEngine): Omit<Storage, keyof Stores> => ({
  engine: engine.name,
  connections: engine.connections,
  transaction: (work) => engine.transaction((tx) => work(storesWhenUsed(tx))),
  unitOfWork: (work) => unitOfWork(engine, work),
  holdWrites: () => heldWrites(engine.name),
  ping: async () => {
    await engine.query('SELECT 1');
  },
  close: () => engine.close(),
});

/** `storage` with its `gated` view over `engine` (see Storage.gated): a request's stores made as it uses them. */
const withGatedView = (storage: Storage, engine: SqlEngine): Storage =>
  Object.defineProperty(storage, 'gated', {
    enumerable: false,
    value: (gate: Gate): Storage => {
      const view = gatedEngine(engine, gate);
      return Object.assign<Stores, Omit<Storage, keyof Stores>>(storesWhenUsed(view), storageOver(view));
    },
  });

export function storageFromEngine(engine: SqlEngine): Storage {
  return withGatedView({ ...createStores(engine), ...storageOver(engine) }, engine);
}

/** The engine the options choose, not yet migrated. */
export function openEngine(options: StorageOptions = {}): Promise<SqlEngine> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseSchema, options.poolSize)
    : openPGlite(options.dataDir ?? './.data');
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
