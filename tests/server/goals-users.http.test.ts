/**
 * Goals and users over real HTTP: a saved college cost becomes a savings goal (valueToSave = total,
 * its targetDate); goals are created, updated, listed and deleted; signUp, syncUser and user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type Goal,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface GoalPayload {
  updateGoal: {
    success: boolean;
    error: { code: string; fieldErrors?: { field: string; message: string }[] | null } | null;
    goal: Goal | null;
  };
}

const GOAL_FIELDS =
  'id userId owners { id firstName } name goalType goalData priority targetDate valueToSave { float string display }';
const UPDATE_GOAL = `mutation UpdateGoal($goalId: ID, $goal: GoalInput!) {
  updateGoal(goalId: $goalId, goal: $goal) { success error { code message fieldErrors { field message } } goal { ${GOAL_FIELDS} } }
}`;
const GOALS = `query ($userId: ID!) { goals(userId: $userId) { ${GOAL_FIELDS} } }`;
const DELETE_GOAL = 'mutation ($goalId: ID!) { deleteGoal(goalId: $goalId) { success error { code } id } }';

async function signedIn(name: string) {
  const userId = newUserId(name);
  return { userId, token: await server.token(userId, { claims: { name: 'Ann Smith', email: 'ann@example.com' } }) };
}

describe('goals', () => {
  it('makes a saved college cost a savings goal with valueToSave = total and its targetDate', async () => {
    const { userId, token } = await signedIn('parent');
    const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const collegeCost = saved.data?.updateCollegeCosts as CollegeCost;

    const made = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId: collegeCost.id, priority: 1 } },
      { token },
    );
    expect(made.data?.updateGoal).toMatchObject({ success: true, error: null });
    const goal = made.data?.updateGoal.goal as Goal;
    expect(goal).toEqual({
      id: expect.any(String),
      userId,
      owners: [{ id: userId, firstName: null }],
      name: 'College costs',
      goalType: 'COLLEGE_COSTS',
      goalData: { collegeCostId: collegeCost.id },
      priority: 1,
      targetDate: '2039-09-01',
      valueToSave: { float: 148524, string: '148524.00', display: '€148,524' },
    });

    const list = await server.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(list.data?.collegeCosts[0].goalId).toBe(goal.id);

    const again = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId: collegeCost.id, name: 'Emma at college' } },
      { token },
    );
    expect(again.data?.updateGoal.goal).toMatchObject({ id: goal.id, name: 'Emma at college', priority: 1 });
    expect((await server.gql<{ goals: Goal[] }>(GOALS, { userId }, { token })).data?.goals).toHaveLength(1);
  });

  it('refuses to move a college cost that is already one goal onto another goal', async () => {
    const { userId, token } = await signedIn('mover');
    const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const collegeCostId = (saved.data?.updateCollegeCosts as CollegeCost).id;
    const first = await server.gql<GoalPayload>(UPDATE_GOAL, { goal: { userId, collegeCostId } }, { token });
    const other = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, name: 'Holiday', goalType: 'HOLIDAY', valueToSave: 500 } },
      { token },
    );
    const otherId = other.data?.updateGoal.goal?.id;
    expect(otherId).toEqual(expect.any(String));
    const moved = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goalId: otherId, goal: { userId, collegeCostId } },
      { token },
    );
    expect(moved.data?.updateGoal).toMatchObject({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          {
            field: 'goal.collegeCostId',
            message: `This college cost is already goal ${first.data?.updateGoal.goal?.id}; update that goal instead`,
          },
        ],
      },
      goal: null,
    });
    const goals = (await server.gql<{ goals: Goal[] }>(GOALS, { userId }, { token })).data?.goals ?? [];
    expect(goals.find((g) => g.id === otherId)).toMatchObject({ name: 'Holiday', goalType: 'HOLIDAY' });
  });

  it('creates, updates, orders and deletes goals', async () => {
    const { userId, token } = await signedIn('saver');
    const create = (goal: Record<string, unknown>) =>
      server.gql<GoalPayload>(UPDATE_GOAL, { goal: { userId, ...goal } }, { token });
    const car = (await create({ name: 'Car', goalType: 'CAR', valueToSave: 12500.5, targetDate: '2027-06-30' })).data
      ?.updateGoal.goal as Goal;
    const fund = (
      await create({
        name: ' Rainy day ',
        goalType: 'EMERGENCY_FUND',
        valueToSave: 3000,
        priority: 1,
        goalData: { months: 3 },
      })
    ).data?.updateGoal.goal as Goal;
    expect(car).toMatchObject({
      name: 'Car',
      priority: null,
      targetDate: '2027-06-30',
      valueToSave: { display: '€12,500.50', string: '12500.50' },
    });
    expect(fund).toMatchObject({ name: 'Rainy day', goalData: { months: 3 } });

    const updated = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goalId: car.id, goal: { userId, valueToSave: 9000, priority: 2 } },
      { token },
    );
    expect(updated.data?.updateGoal.goal).toMatchObject({
      id: car.id,
      name: 'Car',
      goalType: 'CAR',
      targetDate: '2027-06-30',
      priority: 2,
      valueToSave: { float: 9000 },
    });

    const goals = await server.gql<{ goals: Goal[] }>(GOALS, { userId }, { token });
    expect(goals.data?.goals.map((g) => g.name)).toEqual(['Rainy day', 'Car']);

    const deleted = await server.gql(DELETE_GOAL, { goalId: fund.id }, { token });
    expect(deleted.data).toEqual({ deleteGoal: { success: true, error: null, id: fund.id } });
    expect((await server.gql<{ goals: Goal[] }>(GOALS, { userId }, { token })).data?.goals.map((g) => g.id)).toEqual([
      car.id,
    ]);
    expect((await server.gql(DELETE_GOAL, { goalId: fund.id }, { token })).data).toEqual({
      deleteGoal: { success: false, error: { code: 'NOT_FOUND' }, id: fund.id },
    });
  });

  it('answers NOT_FOUND for an unknown goalId, saving nothing', async () => {
    const { userId, token } = await signedIn('saver');
    const response = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goalId: 'nope', goal: { userId, name: 'x' } },
      { token },
    );
    expect(response.data?.updateGoal).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'No goal with this id for this user', fieldErrors: null },
      goal: null,
    });
    expect((await server.gql<{ goals: Goal[] }>(GOALS, { userId }, { token })).data?.goals).toEqual([]);
  });

  it('keeps the college cost when its goal is deleted, with goalId null', async () => {
    const { userId, token } = await signedIn('parent');
    const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
    const made = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId: saved.data?.updateCollegeCosts.id } },
      { token },
    );
    await server.gql(DELETE_GOAL, { goalId: made.data?.updateGoal.goal?.id }, { token });
    const list = await server.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(list.data?.collegeCosts).toHaveLength(1);
    expect(list.data?.collegeCosts[0].goalId).toBeNull();
  });

  it('refuses goal fields that come from the college cost', async () => {
    const { userId, token } = await signedIn('parent');
    const response = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, collegeCostId: 'x', valueToSave: 5, goalType: 'CAR' } },
      { token },
    );
    expect(response.data?.updateGoal.error?.fieldErrors).toEqual([
      { field: 'goal.goalType', message: 'Comes from the college cost: leave it out' },
      { field: 'goal.valueToSave', message: 'Comes from the college cost: leave it out' },
    ]);
  });
});

describe('users', () => {
  const USER = '{ user { id name email referralSource } }';
  const SIGN_UP =
    'mutation ($input: SignUpInput!) { signUp(input: $input) { success error { code } user { id name email referralSource } } }';
  const SYNC = 'mutation { syncUser { success user { id name email } } }';

  it('has no record before signing up; signUp records and updates it', async () => {
    const { userId, token } = await signedIn('newcomer');
    expect((await server.gql(USER, {}, { token })).data).toEqual({ user: null });
    const signUp = await server.gql(
      SIGN_UP,
      { input: { name: 'Bea Byrne', email: 'bea@example.com', referralSource: 'radio' } },
      { token },
    );
    expect(signUp.data).toEqual({
      signUp: {
        success: true,
        error: null,
        user: { id: userId, name: 'Bea Byrne', email: 'bea@example.com', referralSource: 'radio' },
      },
    });
    await server.gql(SIGN_UP, { input: { name: 'Bea Brennan' } }, { token });
    expect((await server.gql(USER, {}, { token })).data).toEqual({
      user: { id: userId, name: 'Bea Brennan', email: 'bea@example.com', referralSource: 'radio' },
    });
  });

  it("syncUser copies the token's name and email, and goal owners show the first name", async () => {
    const { userId, token } = await signedIn('synced');
    expect((await server.gql(SYNC, {}, { token })).data).toEqual({
      syncUser: { success: true, user: { id: userId, name: 'Ann Smith', email: 'ann@example.com' } },
    });
    const goal = await server.gql<GoalPayload>(
      UPDATE_GOAL,
      { goal: { userId, name: 'Trip', goalType: 'HOLIDAY', valueToSave: 800 } },
      { token },
    );
    expect(goal.data?.updateGoal.goal?.owners).toEqual([{ id: userId, firstName: 'Ann' }]);
  });
});
