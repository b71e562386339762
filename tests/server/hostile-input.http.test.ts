/**
 * Input a database would choke on is refused as BAD_USER_INPUT before it gets there: NUL
 * characters in any string (arguments, input fields, JSON values and keys), dates outside
 * 1900–2200, and JSON nested deeper than 20 levels. Whatever was refused, later reads still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, CALCULATE, codeOf, fieldErrorsOf, newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NUL = 'Must not contain a NUL character (\\u0000)';
const DATE = 'Must be a date written YYYY-MM-DD, from 1900-01-01 to 2200-12-31';
const DEPTH = 'Must be JSON nested at most 20 levels deep';

const UPDATE_GOAL =
  'mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success error { code message fieldErrors { field message } } goal { id targetDate goalData } } }';
const GOALS = 'query ($u: ID!) { goals(userId: $u) { id goalData targetDate } }';

interface Payload {
  updateGoal: {
    success: boolean;
    error: { code: string; fieldErrors: { field: string; message: string }[] } | null;
    goal: { id: string; targetDate: string | null; goalData: unknown } | null;
  };
}

async function signedIn() {
  const userId = newUserId('hostile');
  return { userId, token: await server.token(userId) };
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

const CAR = { name: 'Car', goalType: 'CAR', valueToSave: 100 };

describe('NUL characters', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a goal name', { ...CAR, name: 'Ca\u0000r' }, 'goal.name'],
    ['a string inside goalData', { ...CAR, goalData: { note: ['fine', 'bad\u0000'] } }, 'goal.goalData'],
    ['a key inside goalData', { ...CAR, goalData: { 'k\u0000': 1 } }, 'goal.goalData'],
    ['the collegeCostId', { collegeCostId: 'id\u0000' }, 'goal.collegeCostId'],
  ])('are refused in %s, naming the field, and nothing is saved', async (_name, goal, field) => {
    const { userId, token } = await signedIn();
    const response = await server.gql<Payload>(UPDATE_GOAL, { goal: { userId, ...goal } }, { token });
    expect(response.status).toBe(200);
    expect(response.data?.updateGoal).toEqual({
      success: false,
      error: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message: NUL }] }),
      goal: null,
    });
    expect((await server.gql(GOALS, { u: userId }, { token })).data).toEqual({ goals: [] });
  });

  it('are refused in ids of queries and of the calculation as GraphQL errors (no payload there)', async () => {
    const { token } = await signedIn();
    const list = await server.gql(GOALS, { u: 'me\u0000' }, { token });
    expect(codeOf(list)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(list)).toEqual([{ field: 'userId', message: NUL }]);
    const calculation = await server.gql(CALCULATE, { ...ANSWERS, userId: 'me\u0000' }, { token });
    expect(fieldErrorsOf(calculation)).toEqual([{ field: 'userId', message: NUL }]);
    const sign = await server.gql(
      'mutation ($i: SignUpInput!) { signUp(input: $i) { success error { fieldErrors { field message } } } }',
      { i: { name: 'A\u0000' } },
      { token },
    );
    expect(sign.data).toEqual({
      signUp: { success: false, error: { fieldErrors: [{ field: 'input.name', message: NUL }] } },
    });
    const remove = await server.gql(
      'mutation ($id: ID!) { deleteGoal(goalId: $id) { success error { fieldErrors { field } } } }',
      { id: 'x\u0000' },
      { token },
    );
    expect(remove.data).toEqual({ deleteGoal: { success: false, error: { fieldErrors: [{ field: 'goalId' }] } } });
  });
});

describe('dates', () => {
  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '99999-01-01', '2030-13-01', '2030-1-01', 20300101])(
    'refuses %s',
    async (targetDate) => {
      const { userId, token } = await signedIn();
      const response = await server.gql<Payload>(UPDATE_GOAL, { goal: { userId, ...CAR, targetDate } }, { token });
      expect(response.data?.updateGoal.error?.fieldErrors).toEqual([{ field: 'goal.targetDate', message: DATE }]);
    },
  );

  it('keeps 1900-01-01 and 2200-12-31, the ends of the range', async () => {
    const { userId, token } = await signedIn();
    for (const targetDate of ['1900-01-01', '2200-12-31']) {
      const response = await server.gql<Payload>(UPDATE_GOAL, { goal: { userId, ...CAR, targetDate } }, { token });
      expect(response.data?.updateGoal.goal?.targetDate).toBe(targetDate);
    }
  });

  it('refuses a DateTime outside the range or without its offset, and keeps one with its offset', async () => {
    const { userId, token } = await signedIn();
    const SET =
      'mutation ($u: ID!, $at: DateTime!) { setVulnerabilityReminder(userId: $u, remindAt: $at) { success error { code fieldErrors { field message } } } }';
    for (const at of ['0000-01-01T00:00:00Z', '2025-03-15T09:30:00']) {
      const response = await server.gql(SET, { u: userId, at }, { token });
      expect(response.data).toEqual({
        setVulnerabilityReminder: {
          success: false,
          error: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                field: 'remindAt',
                message:
                  'Must be a date and time with its offset, such as 2025-03-15T09:30:00Z, from the year 1900 to 2200',
              },
            ],
          },
        },
      });
    }
    expect((await server.gql(SET, { u: userId, at: '2025-03-15T19:30:00+01:00' }, { token })).data).toEqual({
      setVulnerabilityReminder: { success: true, error: null },
    });
  });
});

describe('JSON size', () => {
  it('counts goalData in UTF-8 bytes once serialised: 10 KB of two-byte characters is 5,000 of them', async () => {
    const { userId, token } = await signedIn();
    // {"note":"…"} is 11 bytes around the text.
    const fits = await server.gql<Payload>(
      UPDATE_GOAL,
      { goal: { userId, ...CAR, goalData: { note: 'é'.repeat(4_994) } } },
      { token },
    );
    expect(fits.data?.updateGoal.success).toBe(true);
    const over = await server.gql<Payload>(
      UPDATE_GOAL,
      { goal: { userId, ...CAR, goalData: { note: 'é'.repeat(4_995) } } },
      { token },
    );
    expect(over.data?.updateGoal.error?.fieldErrors).toEqual([
      { field: 'goal.goalData', message: 'Must be at most 10 KB of JSON' },
    ]);
    expect((await server.gql<{ goals: unknown[] }>(GOALS, { u: userId }, { token })).data?.goals).toHaveLength(1);
  });
});

describe('JSON depth', () => {
  it('refuses goalData nested 2,500 deep (under the size limit), and the goals stay readable', async () => {
    const { userId, token } = await signedIn();
    const deep = await server.gql<Payload>(
      UPDATE_GOAL,
      { goal: { userId, ...CAR, goalData: nested(2500) } },
      { token },
    );
    expect(deep.status).toBe(200);
    expect(deep.data?.updateGoal.error?.fieldErrors).toEqual([{ field: 'goal.goalData', message: DEPTH }]);
    const read = await server.gql(GOALS, { u: userId }, { token });
    expect(read.status).toBe(200);
    expect(read.data).toEqual({ goals: [] });
  });

  it('keeps 20 levels and refuses 21', async () => {
    const { userId, token } = await signedIn();
    const twenty = await server.gql<Payload>(
      UPDATE_GOAL,
      { goal: { userId, ...CAR, goalData: nested(19) } },
      { token },
    );
    expect(twenty.data?.updateGoal.success).toBe(true);
    expect(twenty.data?.updateGoal.goal?.goalData).toEqual(nested(19));
    const deeper = await server.gql<Payload>(
      UPDATE_GOAL,
      { goal: { userId, ...CAR, goalData: nested(21) } },
      { token },
    );
    expect(deeper.data?.updateGoal.error?.fieldErrors).toEqual([{ field: 'goal.goalData', message: DEPTH }]);
    expect((await server.gql<{ goals: unknown[] }>(GOALS, { u: userId }, { token })).data?.goals).toHaveLength(1);
  });

  it('refuses deep JSON written into the query itself the same way', async () => {
    const { userId, token } = await signedIn();
    const literal = `${'['.repeat(300)}1${']'.repeat(300)}`;
    const response = await server.gql<Payload>(
      `mutation { updateGoal(goal: { userId: "${userId}", name: "Car", goalType: CAR, valueToSave: 1, goalData: ${literal} }) { success error { fieldErrors { field message } } goal { id } } }`,
      {},
      { token },
    );
    expect(response.data?.updateGoal).toEqual({
      success: false,
      error: { fieldErrors: [{ field: 'goal.goalData', message: DEPTH }] },
      goal: null,
    });
  });
});
