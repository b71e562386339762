/**
 * A user's saved calculations are all different (server/resolvers/college-cost-save.ts, migration 0018), on both
 * engines: a calculation equal to one the user saved (the same answers and figures: the same month) answers that
 * record and saves nothing, with or without an Idempotency-Key, however many are sent at once and to whichever
 * replica; other answers, or another month, are another estimate and are saved.
 */
import { describe, expect, it } from 'vitest';
import {
  isUniqueViolation,
  openEngine,
  openStorage,
  SAME_COLLEGE_COST_CONSTRAINT,
  storageFromEngine,
} from '../../server/storage';
import { migrate, readMigrations } from '../../server/storage/migrate';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';

const UPDATE_GOAL = 'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { success goal { id } } }';

describe.each(testEngines('saving a calculation once'))(
  'saving a calculation once on $name',
  { timeout: 60_000 },
  (engine) => {
    const start = serversOn(engine);

    async function parent(api: TestServer, name: string) {
      const userId = newUserId(name);
      const token = await api.token(userId);
      const calculate = (answers: Record<string, unknown> = {}, key?: string, server: TestServer = api) =>
        server.gql<{ updateCollegeCosts: CollegeCost }>(
          CALCULATE,
          { ...ANSWERS, userId, ...answers },
          { token, headers: key ? { 'idempotency-key': key } : {} },
        );
      const savedIds = async () =>
        (
          await api.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token })
        ).data?.collegeCosts.map((cost) => cost.id);
      return { userId, token, calculate, savedIds };
    }

    it('answers a calculation equal to one the user saved with that record, goal and all, with or without a key', async () => {
      const { api } = await start();
      const { userId, token, calculate, savedIds } = await parent(api, 'same-again');
      const first = (await calculate({}, `first-${userId}`)).data?.updateCollegeCosts;
      expect(first).toMatchObject({ userId, goalId: null, notSaved: null });
      const again = await calculate({}, `again-${userId}`);
      // Not a replay (another key): run, and answered with the saved record.
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      expect(again.data?.updateCollegeCosts).toEqual(first);
      expect((await calculate()).data?.updateCollegeCosts).toEqual(first);
      // The order of what to include does not make it another calculation.
      const reordered = await calculate(
        { whatToInclude: ['OTHER_EXPENSES', 'ACCOMMODATION', 'FEES'] },
        `order-${userId}`,
      );
      expect(reordered.data?.updateCollegeCosts.id).toBe(first?.id);
      expect(await savedIds()).toEqual([first?.id]);

      const goal = await api.gql<{ updateGoal: { goal: { id: string } } }>(
        UPDATE_GOAL,
        { goal: { userId, collegeCostId: first?.id } },
        { token },
      );
      const withGoal = await calculate({}, `goal-${userId}`);
      expect(withGoal.data?.updateCollegeCosts).toEqual({ ...first, goalId: goal.data?.updateGoal.goal.id });
      expect(await savedIds()).toEqual([first?.id]);
    });

    it('saves a calculation with other answers, and answers the earlier record when the answers come back', async () => {
      const { api } = await start();
      const { calculate, savedIds } = await parent(api, 'there-and-back');
      const a = (await calculate({}, 'a')).data?.updateCollegeCosts.id;
      const b = (await calculate({ accommodation: 'STUDENT' }, 'b')).data?.updateCollegeCosts.id;
      const backToA = (await calculate({}, 'a-again')).data?.updateCollegeCosts.id;
      expect(b).not.toBe(a);
      expect(backToA).toBe(a);
      expect(await savedIds()).toEqual([b, a]);
    });

    it('saves the same answers again in another month, whose figures differ, and answers each month its own', async () => {
      const { api, storage } = await start();
      const april = await startTestServer({ storage, now: () => new Date('2025-04-15T12:00:00Z') }, api.keys);
      try {
        const { calculate, savedIds } = await parent(api, 'next-month');
        const march = (await calculate({}, 'march')).data?.updateCollegeCosts;
        const inApril = (await calculate({}, 'april', april)).data?.updateCollegeCosts;
        expect(inApril?.id).not.toBe(march?.id);
        // The same total, spread over one month fewer.
        expect(inApril?.total).toEqual(march?.total);
        expect(inApril?.monthlySavingsRequired.float).toBeGreaterThan(march?.monthlySavingsRequired.float ?? Infinity);
        expect((await calculate({}, 'march-again')).data?.updateCollegeCosts.id).toBe(march?.id);
        expect((await calculate({}, 'april-again', april)).data?.updateCollegeCosts.id).toBe(inApril?.id);
        expect(await savedIds()).toEqual([inApril?.id, march?.id]);
      } finally {
        await april.close();
      }
    });

    it('answers each of 12 equal calculations sent at once, keyed or not, with one saved record', async () => {
      // All 12 served at once: none waits for a turn (http/user-turns.ts).
      const { api } = await start({ userTurns: { running: 12 } });
      const { userId, calculate, savedIds } = await parent(api, 'at-once');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => calculate({}, i % 2 ? `at-once-${i}-${userId}` : undefined)),
      );
      const ids = await savedIds();
      expect(ids).toHaveLength(1);
      for (const answer of answers)
        expect(answer.data?.updateCollegeCosts).toMatchObject({ id: ids?.[0], notSaved: null });
    });

    it.runIf(engine.name === 'PostgreSQL')(
      'saves one of equal calculations sent at once to two replicas over one database',
      async () => {
        const options = await engine.fresh();
        const [one, two] = [await openStorage(options), await openStorage(options)];
        const first = await startTestServer({ storage: one, userTurns: { running: 10 } });
        const second = await startTestServer({ storage: two, userTurns: { running: 10 } }, first.keys);
        try {
          const { calculate, savedIds } = await parent(first, 'replicas');
          const answers = await Promise.all(
            Array.from({ length: 10 }, (_, i) => calculate({}, `replica-${i}`, i % 2 ? second : first)),
          );
          const ids = await savedIds();
          expect(ids).toHaveLength(1);
          expect(new Set(answers.map((answer) => answer.data?.updateCollegeCosts.id))).toEqual(new Set(ids));
        } finally {
          await Promise.all([first.close(), second.close()]);
          await Promise.all([one.close(), two.close()]);
        }
      },
    );

    it('keeps the repeats saved before the rule out of it, and answers the earliest of them', async () => {
      const db = await openEngine(await engine.fresh());
      try {
        const migrations = await readMigrations();
        await migrate(
          db,
          migrations.filter((m) => m.version < '0018'),
        );
        await db.exec("INSERT INTO users (id) VALUES ('a'), ('b')");
        const row = (id: string, userId: string, createdAt: string, ageOfChild = 5) =>
          db.query(
            `INSERT INTO college_costs (id, user_id, age_of_child, course_duration, accommodation_type, what_to_include,
            eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents, other_expenses_cents,
            annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents, created_at)
          VALUES ($1, $2, $3, 4, 'RENTED', '{FEES,ACCOMMODATION,OTHER_EXPENSES}', false, '2039-09-01', 2320000,
            769100, 624000, 3713100, 14852400, 14852400, 85359, $4)`,
            [id, userId, ageOfChild, createdAt],
          );
        await row('later', 'a', '2025-03-02T00:00:00Z');
        await row('earliest', 'a', '2025-03-01T00:00:00Z');
        await row('latest', 'a', '2025-03-03T00:00:00Z');
        await row('other-answers', 'a', '2025-03-04T00:00:00Z', 6);
        await row('another-user', 'b', '2025-03-05T00:00:00Z');
        await migrate(db, migrations);
        expect(await db.query('SELECT id, repeated FROM college_costs ORDER BY id')).toEqual([
          { id: 'another-user', repeated: false },
          { id: 'earliest', repeated: false },
          { id: 'later', repeated: true },
          { id: 'latest', repeated: true },
          { id: 'other-answers', repeated: false },
        ]);
        const refused = await row('new', 'a', '2025-03-06T00:00:00Z').then(
          () => null,
          (error: unknown) => error,
        );
        expect(isUniqueViolation(refused, SAME_COLLEGE_COST_CONSTRAINT)).toBe(true);
        const earliest = await storageFromEngine(db).collegeCosts.get('earliest');
        const { id: _id, goalId: _goalId, ...calculation } = earliest as NonNullable<typeof earliest>;
        expect((await storageFromEngine(db).collegeCosts.sameAs(calculation))?.id).toBe('earliest');
      } finally {
        await db.close();
      }
    });

    it('finds the equal saved calculation in the store, by every figure', async () => {
      const { api, storage } = await start();
      const { userId, calculate } = await parent(api, 'store');
      const id = (await calculate()).data?.updateCollegeCosts.id as string;
      const saved = await storage.collegeCosts.get(id);
      const { id: _id, goalId: _goalId, ...calculation } = saved as NonNullable<typeof saved>;
      expect(await storage.collegeCosts.sameAs(calculation)).toEqual(saved);
      expect(await storage.collegeCosts.sameAs({ ...calculation, monthlySavingsCents: 1 })).toBeNull();
      expect(await storage.collegeCosts.sameAs({ ...calculation, userId: `${userId}-other` })).toBeNull();
    });
  },
);
