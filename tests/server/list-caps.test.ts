/**
 * The caps on the rows one user keeps in each list (storage/list-caps.ts), on both engines: kept by the
 * database, so concurrent calls cannot pass them; a call past a cap is refused with LIMIT_REACHED naming
 * the list and the cap, saves nothing, and every row saved before stays. A calculation past the cap is still
 * answered, not saved, with that refusal in its `notSaved`.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openEngine } from '../../server/storage';
import { LIST_CAPS, listCapReached } from '../../server/storage/list-caps';
import { migrate, readMigrations } from '../../server/storage/migrate';
import { serversOn } from './engine-server';
import { TEST_DATABASE_URL, testEngines } from './engines';
import { ANSWERS, CALCULATE, newUserId, type CollegeCost, type TestServer } from './helpers';

const ERROR = 'error { code message fieldErrors { field message } }';
const UPDATE_GOAL = `mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success ${ERROR} goal { id name } } }`;
const UPDATE_GOALS = `mutation ($goals: [GoalChangeInput!]!) { updateGoals(goals: $goals) { success ${ERROR} goals { id } } }`;
const GOALS = 'query ($u: ID!) { goals(userId: $u, first: 100) { id name } }';
const UPDATE_ASSETS = `mutation ($assets: [AssetChangeInput!]!) { updateAssets(assets: $assets) { success ${ERROR} assets { id } } }`;
const UPDATE_ASSET = `mutation ($asset: AssetInput!) { updateAsset(asset: $asset) { success ${ERROR} asset { id } } }`;
const ASSETS = 'query ($u: ID!) { assets(userId: $u, first: 100) { id } }';

interface Payload {
  success: boolean;
  error: { code: string; message: string; fieldErrors: unknown[] | null } | null;
}

const GOALS_CAP = `A user keeps at most 100 goals: delete one to add another`;
const refusedAt = (message: string) => ({ success: false, error: { code: 'LIMIT_REACHED', message, fieldErrors: [] } });

const goal = (userId: string, name: string) => ({ userId, name, goalType: 'OTHER', valueToSave: 100 });

async function userWithGoals(api: TestServer, count: number) {
  const userId = newUserId('capped');
  const token = await api.token(userId);
  const made = await api.gql<{ updateGoals: Payload & { goals: { id: string }[] } }>(
    UPDATE_GOALS,
    { goals: Array.from({ length: count }, (_, i) => ({ goal: goal(userId, `Goal ${i}`) })) },
    { token },
  );
  expect(made.data?.updateGoals.success).toBe(true);
  // Goals of one batch share their time of creation: their order among themselves is their ids'.
  const names = async () =>
    ((await api.gql<{ goals: { name: string }[] }>(GOALS, { u: userId }, { token })).data?.goals ?? [])
      .map((g) => g.name)
      .sort();
  return { userId, token, ids: made.data?.updateGoals.goals.map((g) => g.id) ?? [], names };
}

describe.each(testEngines('the list caps'))('list caps on $name', { timeout: 120_000 }, (engine) => {
  const start = serversOn(engine);

  it('are the documented ones, in the database', async () => {
    const db = await openEngine(await engine.fresh());
    try {
      await migrate(db);
      const triggers = await db.query<{ list: string; args: string }>(
        `SELECT c.relname AS list, encode(t.tgargs, 'escape') AS args FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE t.tgname = c.relname || '_per_user' AND c.relnamespace = to_regnamespace(current_schema())::oid`,
      );
      const caps = Object.fromEntries(triggers.map((row) => [row.list, Number(row.args.split('\\000')[0])]));
      expect(caps).toEqual(LIST_CAPS);
    } finally {
      await db.close();
    }
  });

  it('keeps the counts behind the caps (migration 0014) as rows come, go and move, starting from the rows there were', async () => {
    const db = await openEngine(await engine.fresh());
    const goalFor = (id: string, userId: string) =>
      db.query(
        "INSERT INTO goals (id, user_id, name, goal_type, value_to_save_cents) VALUES ($1, $2, 'G', 'OTHER', 1)",
        [id, userId],
      );
    const counts = () => db.query('SELECT user_id, list, kept FROM rows_per_user ORDER BY user_id, list');
    try {
      const migrations = await readMigrations();
      await migrate(
        db,
        migrations.filter((m) => m.version < '0014'),
      );
      await db.exec("INSERT INTO users (id) VALUES ('a'), ('b')");
      for (let i = 0; i < 100; i++) await goalFor(`g${i}`, 'a');
      await migrate(db, migrations);
      expect(await counts()).toEqual([{ user_id: 'a', list: 'goals', kept: 100 }]);

      const refused = await goalFor('one-too-many', 'a').then(
        () => null,
        (error: unknown) => listCapReached(error),
      );
      expect(refused).toBe('goals');
      await db.query("DELETE FROM goals WHERE id = 'g0'");
      await goalFor('in-its-place', 'a');
      await db.query("UPDATE goals SET user_id = 'b' WHERE id = 'g1'");
      await db.query("UPDATE goals SET name = 'Renamed', user_id = 'b' WHERE id = 'g1'");
      expect(await counts()).toEqual([
        { user_id: 'a', list: 'goals', kept: 99 },
        { user_id: 'b', list: 'goals', kept: 1 },
      ]);
      await goalFor('back-to-the-cap', 'a');
      const movedPast = await db.query("UPDATE goals SET user_id = 'a' WHERE id = 'g1'").then(
        () => null,
        (error: unknown) => listCapReached(error),
      );
      expect(movedPast).toBe('goals');
      await db.query("DELETE FROM users WHERE id = 'a'");
      expect(await counts()).toEqual([{ user_id: 'b', list: 'goals', kept: 1 }]);
      expect(await db.query('SELECT id FROM goals')).toEqual([{ id: 'g1' }]);
    } finally {
      await db.close();
    }
  });

  it('refuses the 101st goal with LIMIT_REACHED naming the list and the cap, and the 100 saved stay', async () => {
    const { api } = await start();
    const { userId, token, names } = await userWithGoals(api, 100);
    const refused = await api.gql<{ updateGoal: Payload }>(
      UPDATE_GOAL,
      { goal: goal(userId, 'One too many') },
      { token },
    );
    expect(refused.status).toBe(200);
    expect(refused.data?.updateGoal).toEqual({ ...refusedAt(GOALS_CAP), goal: null });
    expect(await names()).toEqual(Array.from({ length: 100 }, (_, i) => `Goal ${i}`).sort());
  });

  it('refuses a batch that would pass the cap whole: none of it is saved', async () => {
    const { api } = await start();
    const { userId, token, ids, names } = await userWithGoals(api, 98);
    const batch = [
      { goalId: ids[0], goal: { userId, name: 'Renamed' } },
      ...['A', 'B', 'C'].map((name) => ({ goal: goal(userId, name) })),
    ];
    const refused = await api.gql<{ updateGoals: Payload }>(UPDATE_GOALS, { goals: batch }, { token });
    expect(refused.data?.updateGoals).toEqual({ ...refusedAt(GOALS_CAP), goals: null });
    expect(await names()).toEqual(Array.from({ length: 98 }, (_, i) => `Goal ${i}`).sort());
  });

  it('changes a goal at the cap, and makes one of a calculation again only by updating it', async () => {
    const { api } = await start();
    const { userId, token, ids, names } = await userWithGoals(api, 99);
    const saved = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const collegeCostId = saved.data?.updateCollegeCosts.id as string;
    const made = await api.gql<{ updateGoal: Payload & { goal: { id: string } } }>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId } },
      { token },
    );
    expect(made.data?.updateGoal.success).toBe(true);
    // At the cap: the same calculation again is an update of its goal (an upsert), not a new row.
    const again = await api.gql<{ updateGoal: Payload & { goal: { id: string } } }>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId, name: 'Uni' } },
      { token },
    );
    expect(again.data?.updateGoal).toEqual({
      success: true,
      error: null,
      goal: { id: made.data?.updateGoal.goal.id, name: 'Uni' },
    });
    const renamed = await api.gql<{ updateGoal: Payload }>(
      UPDATE_GOAL,
      { goalId: ids[0], goal: { userId, name: 'Renamed' } },
      { token },
    );
    expect(renamed.data?.updateGoal.success).toBe(true);
    expect(await names()).toHaveLength(100);
  });

  it('lets exactly one of 20 concurrent calls take the last place', async () => {
    // All 20 served at once: none waits for a turn (http/user-turns.ts).
    const { api } = await start({ userTurns: { running: 20 } });
    const { userId, token, names } = await userWithGoals(api, 99);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.gql<{ updateGoal: Payload }>(UPDATE_GOAL, { goal: goal(userId, `Racer ${i}`) }, { token }),
      ),
    );
    const outcomes = answers.map((answer) => answer.data?.updateGoal.success);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.data?.updateGoal.success))
      expect(answer.data?.updateGoal).toEqual({ ...refusedAt(GOALS_CAP), goal: null });
    expect(await names()).toHaveLength(100);
  });

  it.runIf(engine.name === 'PostgreSQL')(
    'makes an insert for the last place wait for one not yet committed, then refuses it',
    async () => {
      // PGlite has one connection: its transactions run one after another anyway.
      const { storage } = await start();
      const userId = newUserId('capped-wait');
      const fields = (name: string) => ({
        name,
        goalType: 'OTHER' as const,
        goalData: null,
        priority: null,
        targetDate: null,
        valueToSaveCents: 100,
      });
      await storage.users.ensure(userId);
      await storage.transaction(async (stores) => {
        for (let i = 0; i < 99; i++) await stores.goals.insert(userId, fields(`Goal ${i}`));
      });
      let commit = () => undefined as void;
      let firstInserted = () => undefined as void;
      const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
      const first = storage.transaction(async (stores) => {
        await stores.goals.insert(userId, fields('First'));
        firstInserted();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await inserted;
      const second = storage
        .transaction((stores) => stores.goals.insert(userId, fields('Second')))
        .then(
          () => 'saved',
          (error: unknown) => (listCapReached(error) ? 'refused' : Promise.reject(error)),
        );
      // The second has either been saved beside the first (no lock), or waits for the first to end.
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        const waiting = async () =>
          (
            await admin.query(
              "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory'",
            )
          ).rowCount;
        let settled = false;
        void second.finally(() => (settled = true));
        while (!settled && !(await waiting())) await new Promise((resolve) => setImmediate(resolve));
      } finally {
        await admin.end();
      }
      commit();
      await first;
      expect(await second).toBe('refused');
      expect((await storage.goals.listByUser(userId, { first: 100, after: null }))?.items).toHaveLength(100);
    },
  );

  it("keeps each user's count apart, and caps the household's other lists the same way", async () => {
    const { api } = await start();
    const userId = newUserId('capped-assets');
    const token = await api.token(userId);
    const assets = (names: string[]) => ({ assets: names.map((name) => ({ asset: { userId, name } })) });
    const hundred = await api.gql<{ updateAssets: Payload }>(
      UPDATE_ASSETS,
      assets(Array.from({ length: 100 }, (_, i) => `Asset ${i}`)),
      { token },
    );
    expect(hundred.data?.updateAssets.success).toBe(true);
    const refused = await api.gql<{ updateAsset: Payload }>(
      UPDATE_ASSET,
      { asset: { userId, name: 'One too many' } },
      { token },
    );
    expect(refused.data?.updateAsset).toEqual({
      ...refusedAt('A user keeps at most 100 assets: delete one to add another'),
      asset: null,
    });
    expect((await api.gql<{ assets: unknown[] }>(ASSETS, { u: userId }, { token })).data?.assets).toHaveLength(100);
    // Another user is not counted with them.
    const other = newUserId('uncapped');
    const theirs = await api.gql<{ updateAsset: Payload }>(
      UPDATE_ASSET,
      { asset: { userId: other, name: 'Mine' } },
      { token: await api.token(other) },
    );
    expect(theirs.data?.updateAsset.success).toBe(true);
  });

  /**
   * A new user with as many saved calculations as the cap allows: the first through the API, the other 999 straight
   * into the store, in one transaction, each with its own monthly figure (a user's saved calculations all differ).
   */
  async function atTheCap(name: string) {
    const { api, storage } = await start();
    const userId = newUserId(name);
    const token = await api.token(userId);
    const first = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const record = await storage.collegeCosts.get(first.data?.updateCollegeCosts.id as string);
    expect(record).not.toBeNull();
    const saved = record as NonNullable<typeof record>;
    await storage.transaction(async (stores) => {
      for (let i = 1; i < LIST_CAPS.college_costs; i++)
        await stores.collegeCosts.insert({ ...saved, userId, monthlySavingsCents: saved.monthlySavingsCents + i });
    });
    const savedIds = async () => {
      const page = await storage.collegeCosts.listByUser(userId, { first: LIST_CAPS.college_costs + 1, after: null });
      return page?.items.map((item) => item.id).sort();
    };
    return { api, userId, token, first, savedIds, before: await savedIds() };
  }

  /** Answers other than the first's: a calculation the user has not saved. */
  const OTHER_ANSWERS = { ...ANSWERS, ageOfChild: 6 };

  it('answers a signed-in calculation past the cap of saved calculations with the estimate, not saved, saying why', async () => {
    const { api, userId, token, savedIds, before } = await atTheCap('capped-costs');
    expect(before).toHaveLength(LIST_CAPS.college_costs);
    const visitor = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...OTHER_ANSWERS, userId: null });
    const capped = await api.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...OTHER_ANSWERS, userId },
      { token },
    );
    expect(capped.status).toBe(200);
    expect(capped.errors).toBeUndefined();
    // The visitor's estimate for the same answers, but the user's, not saved, with the reason.
    expect(capped.data?.updateCollegeCosts).toEqual({
      ...visitor.data?.updateCollegeCosts,
      id: null,
      userId,
      goalId: null,
      notSaved: {
        code: 'LIMIT_REACHED',
        message: 'A user keeps at most 1,000 saved calculations: this one was not saved',
      },
    });
    expect(await savedIds()).toEqual(before);
  });

  it('answers a calculation equal to a saved one with the saved record at the cap too', async () => {
    const { api, userId, token, first, savedIds, before } = await atTheCap('capped-same');
    const again = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    expect(again.data?.updateCollegeCosts).toEqual(first.data?.updateCollegeCosts);
    expect(again.data?.updateCollegeCosts.notSaved).toBeNull();
    expect(await savedIds()).toEqual(before);
  });

  it('records the answer of an idempotent calculation past the cap, and replays it for the same key', async () => {
    const { api, userId, token, savedIds, before } = await atTheCap('capped-keyed');
    // The save's part fails inside the unit of work, which then runs again with savepoints (storage/index.ts).
    const headers = { 'idempotency-key': `capped-${userId}` };
    const capped = await api.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...OTHER_ANSWERS, userId },
      { token, headers },
    );
    expect(capped.status).toBe(200);
    expect(capped.data?.updateCollegeCosts).toMatchObject({ id: null, userId, notSaved: { code: 'LIMIT_REACHED' } });
    const replayed = await api.gql(CALCULATE, { ...OTHER_ANSWERS, userId }, { token, headers });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data).toEqual(capped.data);
    expect(await savedIds()).toEqual(before);
  });

  it('answers each of 20 concurrent calculations past the cap with its estimate, and saves none', async () => {
    const { api, userId, token, savedIds, before } = await atTheCap('capped-racing');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.gql<{ updateCollegeCosts: CollegeCost }>(
          CALCULATE,
          { ...ANSWERS, userId, ageOfChild: 1 + (i % 10), courseDuration: i < 10 ? 3 : 5 },
          { token, headers: { 'idempotency-key': `capped-${i}-${userId}` } },
        ),
      ),
    );
    for (const answer of answers)
      expect(answer.data?.updateCollegeCosts).toMatchObject({ id: null, notSaved: { code: 'LIMIT_REACHED' } });
    expect(await savedIds()).toEqual(before);
  });
});
