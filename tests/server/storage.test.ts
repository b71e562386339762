/**
 * The storage on both engines: PGlite always, and a real PostgreSQL server at TEST_DATABASE_URL
 * (each run in a fresh schema, dropped afterwards). In CI (CI set) a missing TEST_DATABASE_URL
 * fails the PostgreSQL suite; locally it is skipped, saying why.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine, openStorage, type GoalFields, type Storage, type StorageOptions } from '../../server/storage';
import { migrate, readMigrations } from '../../server/storage/migrate';
import { ANSWERS, CALCULATE, GET_ALL_COLLEGE_COSTS, startTestServer, type CollegeCost } from './helpers';
import { openMemoryStorageFast } from './pglite-template';

interface Engine {
  name: string;
  /** Options of a fresh, empty database for this engine; `onDisk` for PGlite tests that restart. */
  fresh(onDisk?: boolean): Promise<StorageOptions>;
  /** A migrated storage for tests that only add records of their own. */
  shared(): Promise<Storage>;
  cleanup(): Promise<void>;
}

const pgliteEngine = (): Engine => {
  const dirs: string[] = [];
  return {
    name: 'PGlite',
    async fresh(onDisk = false) {
      if (!onDisk) return { dataDir: 'memory' };
      const dir = await mkdtemp(join(tmpdir(), 'ccc-pglite-'));
      dirs.push(dir);
      return { dataDir: dir };
    },
    shared: openMemoryStorageFast,
    async cleanup() {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
};

const postgresEngine = (databaseUrl: string): Engine => {
  const schemas: string[] = [];
  return {
    name: 'PostgreSQL',
    async fresh() {
      const schema = `ccc_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      schemas.push(schema);
      return { databaseUrl, databaseSchema: schema };
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

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set, so the storage tests cannot run against a real PostgreSQL server. ' +
  'Set it, for example TEST_DATABASE_URL=postgres://ccc:ccc@127.0.0.1:5432/ccc_test (.ci/run starts one).';

const engines: Engine[] = [pgliteEngine(), ...(TEST_DATABASE_URL ? [postgresEngine(TEST_DATABASE_URL)] : [])];

if (!TEST_DATABASE_URL) {
  if (process.env.CI) {
    describe('storage on PostgreSQL', () => {
      it('runs in CI', () => {
        throw new Error(MISSING_POSTGRES);
      });
    });
  } else {
    console.warn(`Skipping the storage tests on PostgreSQL: ${MISSING_POSTGRES}`);
    describe.skip(`storage on PostgreSQL: skipped, ${MISSING_POSTGRES}`, () => {
      it('save, restart, read', () => undefined);
    });
  }
}

describe.each(engines)('storage on $name', { timeout: 30_000 }, (engine) => {
  let opened: Promise<Storage> | undefined;
  /** One fresh storage for the tests that only add records of their own. */
  const sharedStorage = () => (opened ??= engine.shared());
  afterAll(async () => {
    await (await opened)?.close();
    await engine.cleanup();
  });

  it('keeps saved records across a server restart: save → restart → read over HTTP', async () => {
    const options = await engine.fresh(true);
    const userId = `restart-${randomUUID()}`;
    const first = await startTestServer(options);
    const token = await first.token(userId, { claims: { name: 'Rita Ryan' } });
    let saved: CollegeCost;
    let goalId: string;
    try {
      await first.gql('mutation { syncUser { success } }', {}, { token });
      saved = (await first.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token })).data?.updateCollegeCosts as CollegeCost;
      const goal = await first.gql<{ updateGoal: { goal: { id: string } } }>(
        'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { goal { id } } }',
        { goal: { userId, collegeCostId: saved.id } },
        { token },
      );
      goalId = goal.data?.updateGoal.goal.id as string;
    } finally {
      await first.close();
    }

    const second = await startTestServer(options, first.keys);
    try {
      const costs = await second.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
      expect(costs.data?.collegeCosts).toEqual([{ ...saved, goalId }]);
      const goals = await second.gql('query ($u: ID!) { goals(userId: $u) { id name owners { firstName } valueToSave { display } targetDate } }', { u: userId }, { token });
      expect(goals.data).toEqual({
        goals: [{ id: goalId, name: 'College costs', owners: [{ firstName: 'Rita' }], valueToSave: { display: '€148,524' }, targetDate: '2039-09-01' }],
      });
      expect((await second.gql('{ user { name } }', {}, { token })).data).toEqual({ user: { name: 'Rita Ryan' } });
    } finally {
      await second.close();
    }
  });

  it('applies each migration once, however often it is opened', async () => {
    const options = await engine.fresh();
    const versions = (await readMigrations()).map((m) => m.version);
    const db = await openEngine(options);
    try {
      expect(await migrate(db)).toEqual(versions);
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(versions);
    } finally {
      await db.close();
    }
  });

  it.runIf(engine.name === 'PostgreSQL')('migrates once when replicas start together on one database', async () => {
    const options = await engine.fresh();
    const replicas = await Promise.all([openEngine(options), openEngine(options), openEngine(options)]);
    try {
      const applied = await Promise.all(replicas.map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual((await readMigrations()).map((m) => m.version).sort());
    } finally {
      await Promise.all(replicas.map((db) => db.close()));
    }
  });

  it('saves all of a transaction or none of it', async () => {
    const storage = await sharedStorage();
    await expect(
      storage.transaction(async (stores) => {
        await stores.users.ensure('tx-user');
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect(await storage.users.get('tx-user')).toBeNull();
    await storage.transaction((stores) => stores.users.ensure('tx-user'));
    expect(await storage.users.get('tx-user')).toEqual({ id: 'tx-user', name: null, email: null, referralSource: null });
  });

  it('keeps big amounts, dates and JSON exactly', async () => {
    const storage = await sharedStorage();
    const fields: GoalFields = {
      name: 'Big',
      goalType: 'OTHER',
      goalData: { nested: [1, 'two', null], text: 'é€' },
      priority: null,
      targetDate: '2040-02-29',
      valueToSaveCents: 99_999_999_999,
    };
    const goal = await storage.transaction(async (stores) => {
      await stores.users.ensure('exact');
      return stores.goals.insert('exact', fields);
    });
    expect(await storage.goals.get(goal.id)).toEqual({ id: goal.id, userId: 'exact', ownerName: null, ...fields });
  });
});
