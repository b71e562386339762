/**
 * Races, on both engines: concurrent calls that must meet in one record do, because the database
 * keeps them apart (a unique constraint and an upsert), not a check made before writing. And on
 * PostgreSQL, a transaction's statements never overlap on its connection.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
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

const UPDATE_GOAL =
  'mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success error { code message } goal { id name valueToSave { display } } } }';
const GOALS = 'query ($u: ID!) { goals(userId: $u) { id goalType } }';

interface GoalAnswer {
  updateGoal: {
    success: boolean;
    error: { code: string; message: string } | null;
    goal: { id: string; name: string; valueToSave: { display: string } } | null;
  };
}

describe.each(testEngines('the race tests'))('races on $name', { timeout: 60_000 }, (engine) => {
  let storage: Storage | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await engine.cleanup();
  });

  const start = async () => {
    storage ??= await engine.shared();
    server ??= await startTestServer({ storage });
    return server;
  };

  it('makes one goal of one calculation when 20 calls ask at once, and all 20 answer it', async () => {
    const api = await start();
    const userId = newUserId('race');
    const token = await api.token(userId);
    const saved = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const collegeCostId = saved.data?.updateCollegeCosts.id as string;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.gql<GoalAnswer>(UPDATE_GOAL, { goal: { userId, collegeCostId } }, { token }),
      ),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateGoal).toMatchObject({
        success: true,
        error: null,
        goal: { name: 'College costs', valueToSave: { display: '€148,524' } },
      });
    }
    const ids = new Set(answers.map((answer) => answer.data?.updateGoal.goal?.id));
    expect(ids.size).toBe(1);
    const [goalId] = ids;

    const goals = await api.gql<{ goals: { id: string }[] }>(GOALS, { u: userId }, { token });
    expect(goals.data?.goals).toEqual([{ id: goalId, goalType: 'COLLEGE_COSTS' }]);
    const costs = await api.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(costs.data?.collegeCosts.map((cost) => cost.goalId)).toEqual([goalId]);
  });

  it('runs a mutation once when 10 requests with one Idempotency-Key arrive at once, and all 10 answer it', async () => {
    const api = await start();
    const userId = newUserId('race-key');
    const token = await api.token(userId);
    const headers = { 'idempotency-key': `key-${userId}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.data?.updateCollegeCosts.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    const costs = await api.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(costs.data?.collegeCosts).toHaveLength(1);
  });

  it('keeps one goal per calculation when calls race to link it to different existing goals', async () => {
    const api = await start();
    const userId = newUserId('race-move');
    const token = await api.token(userId);
    const saved = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const collegeCostId = saved.data?.updateCollegeCosts.id as string;
    const others = await Promise.all(
      ['Car', 'Boat', 'Trip', 'House'].map(async (name) => {
        const made = await api.gql<GoalAnswer>(
          UPDATE_GOAL,
          { goal: { userId, name, goalType: 'OTHER', valueToSave: 1 } },
          { token },
        );
        return made.data?.updateGoal.goal?.id as string;
      }),
    );
    const answers = await Promise.all(
      others.map((goalId) => api.gql<GoalAnswer>(UPDATE_GOAL, { goalId, goal: { userId, collegeCostId } }, { token })),
    );
    const won = answers.filter((answer) => answer.data?.updateGoal.success);
    expect(won).toHaveLength(1);
    const winner = won[0].data?.updateGoal.goal?.id as string;
    for (const answer of answers.filter((a) => !a.data?.updateGoal.success)) {
      expect(answer.data?.updateGoal.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: goal.collegeCostId',
      });
    }
    const goals =
      (await api.gql<{ goals: { id: string; goalType: string }[] }>(GOALS, { u: userId }, { token })).data?.goals ?? [];
    expect(goals.filter((goal) => goal.goalType === 'COLLEGE_COSTS').map((goal) => goal.id)).toEqual([winner]);
    const costs = await api.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(costs.data?.collegeCosts[0].goalId).toBe(winner);
  });

  it.runIf(engine.name === 'PostgreSQL')(
    "runs a transaction's statements one at a time on its connection, however many a resolver starts at once",
    async () => {
      // pg deprecates a query sent while its client is still executing one: count them on every client.
      const query = pg.Client.prototype.query;
      const running = new WeakMap<object, number>();
      let overlapping = 0;
      let statements = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const now = (running.get(this) ?? 0) + 1;
        running.set(this, now);
        statements++;
        if (now > 1) overlapping++;
        const done = () => running.set(this, (running.get(this) ?? 1) - 1);
        const result = (query as (...a: unknown[]) => unknown).apply(this, args);
        if (result instanceof Promise) result.then(done, done);
        else done();
        return result;
      } as typeof query;
      try {
        const api = await start();
        const userId = newUserId('one-at-a-time');
        const token = await api.token(userId);
        const REQUEST_PLAN = 'mutation ($u: ID!) { requestPlan(userId: $u) { success error { code } } }';
        // requestPlan reads the household with several reads at once, in its transaction; with an Idempotency-Key the whole request is one transaction.
        const plain = await api.gql<{ requestPlan: { success: boolean; error: { code: string } | null } }>(
          REQUEST_PLAN,
          { u: userId },
          { token },
        );
        const keyed = await api.gql<{ requestPlan: { success: boolean; error: { code: string } | null } }>(
          REQUEST_PLAN,
          { u: userId },
          { token, headers: { 'idempotency-key': `key-${userId}` } },
        );
        for (const answer of [plain, keyed])
          expect(answer.data?.requestPlan).toEqual({ success: false, error: { code: 'FACTFIND_INCOMPLETE' } });
        expect(statements).toBeGreaterThan(10);
        expect(overlapping).toBe(0);
      } finally {
        pg.Client.prototype.query = query;
      }
    },
  );
});
