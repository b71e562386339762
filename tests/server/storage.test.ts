/** The storage on both engines (see engines.ts): PGlite always, and a real PostgreSQL server at TEST_DATABASE_URL. */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine, type GoalFields, type Storage } from '../../server/storage';
import { migrate, readMigrations } from '../../server/storage/migrate';
import { testEngines } from './engines';
import { ANSWERS, CALCULATE, GET_ALL_COLLEGE_COSTS, startTestServer, type CollegeCost } from './helpers';

const engines = testEngines('the storage tests');

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
      saved = (await first.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token })).data
        ?.updateCollegeCosts as CollegeCost;
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
      const { notSaved: _notSaved, ...record } = saved;
      expect(costs.data?.collegeCosts).toEqual([{ ...record, goalId }]);
      const goals = await second.gql(
        'query ($u: ID!) { goals(userId: $u) { id name owners { firstName } valueToSave { display } targetDate } }',
        { u: userId },
        { token },
      );
      expect(goals.data).toEqual({
        goals: [
          {
            id: goalId,
            name: 'College costs',
            owners: [{ firstName: 'Rita' }],
            valueToSave: { display: '€148,524' },
            targetDate: '2039-09-01',
          },
        ],
      });
      expect((await second.gql('{ user { name } }', {}, { token })).data).toEqual({ user: { name: 'Rita Ryan' } });
    } finally {
      await second.close();
    }
  });

  it('applies each migration once, however often it is opened', async () => {
    const versions = (await readMigrations()).map((m) => m.version);
    const db = await engine.blank();
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

  it('links each calculation to its goal when migrating to one goal per calculation, leaving extra goals as they were', async () => {
    const db = await engine.blank();
    try {
      const [first, ...rest] = await readMigrations();
      await migrate(db, [first]);
      await db.exec(`
        INSERT INTO users (id) VALUES ('old');
        INSERT INTO goals (id, user_id, name, goal_type, goal_data, value_to_save_cents) VALUES
          ('g-extra', 'old', 'College costs', 'COLLEGE_COSTS', '{"collegeCostId": "c1"}', 100),
          ('g-linked', 'old', 'College costs', 'COLLEGE_COSTS', '{"collegeCostId": "c1"}', 100),
          ('g-moved', 'old', 'Car', 'CAR', '{"collegeCostId": "c2"}', 100);
        INSERT INTO college_costs (id, user_id, goal_id, age_of_child, course_duration, accommodation_type, what_to_include,
          eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents, other_expenses_cents, annual_cents,
          total_cents, total_adjusted_cents, monthly_savings_cents) VALUES
          ('c1', 'old', 'g-linked', 5, 4, 'HOME', '{FEES}', true, '2039-09-01', 1, 0, 0, 1, 4, 4, 1),
          ('c2', 'old', 'g-linked', 5, 4, 'HOME', '{FEES}', true, '2039-09-01', 1, 0, 0, 1, 4, 4, 1),
          ('c3', 'old', NULL, 5, 4, 'HOME', '{FEES}', true, '2039-09-01', 1, 0, 0, 1, 4, 4, 1);`);
      expect(await migrate(db, [first, ...rest])).toEqual(rest.map((m) => m.version));
      const links = await db.query<{ id: string; college_cost_id: string | null }>(
        'SELECT id, college_cost_id FROM goals ORDER BY id',
      );
      expect(links).toEqual([
        { id: 'g-extra', college_cost_id: null },
        { id: 'g-linked', college_cost_id: 'c1' },
        { id: 'g-moved', college_cost_id: null },
      ]);
    } finally {
      await db.close();
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
    expect(await storage.users.get('tx-user')).toEqual({
      id: 'tx-user',
      name: null,
      email: null,
      referralSource: null,
    });
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
