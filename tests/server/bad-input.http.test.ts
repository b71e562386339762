/**
 * Every refused input over real HTTP: BAD_USER_INPUT with fieldErrors naming each bad field,
 * whether GraphQL's types or the server's rules refused it, and nothing saved from a refused call.
 * The calculation answers it as a GraphQL error; a mutation with a MutationResult payload answers
 * its rules' refusals in the payload (malformed requests stay GraphQL errors).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  codeOf,
  fieldErrorsOf,
  newUserId,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const REQUIRED = 'Please provide an answer';
const AGE_INTEGER = 'Please round down to their last birthday';
const DURATION = 'Must be 2, 3, 4, 5, 6 or 7 years';
const COST_TYPE = 'Each item must be FEES, ACCOMMODATION or OTHER_EXPENSES';
const OTHER_WITHOUT_ACCOMMODATION =
  'With RENTED or STUDENT accommodation include FEES, FEES and ACCOMMODATION, or FEES, ACCOMMODATION and OTHER_EXPENSES';

// What is sent (over the valid ANSWERS), the HTTP status, and the one fieldError expected.
// 400: GraphQL's types refused the variables; 200 with data null: the server's rules did.
const CASES: [string, Record<string, unknown>, number, string, string][] = [
  ['age below 0', { ageOfChild: -1 }, 200, 'ageOfChild', 'Must be at least 0 years old'],
  ['age above 18', { ageOfChild: 19 }, 200, 'ageOfChild', 'Must be no more than 18 years old'],
  ['age not whole', { ageOfChild: 2.5 }, 400, 'ageOfChild', AGE_INTEGER],
  ['age as text', { ageOfChild: 'five' }, 400, 'ageOfChild', AGE_INTEGER],
  ['age null', { ageOfChild: null }, 400, 'ageOfChild', REQUIRED],
  ['age missing', { ageOfChild: undefined }, 400, 'ageOfChild', REQUIRED],
  ['course of 1 year', { courseDuration: 1 }, 200, 'courseDuration', DURATION],
  ['course of 8 years', { courseDuration: 8 }, 200, 'courseDuration', DURATION],
  ['course missing', { courseDuration: undefined }, 400, 'courseDuration', REQUIRED],
  ['free fees null', { eligibleForFreeTuitionFees: null }, 400, 'eligibleForFreeTuitionFees', REQUIRED],
  [
    'free fees as text',
    { eligibleForFreeTuitionFees: 'yes' },
    400,
    'eligibleForFreeTuitionFees',
    'Must be true or false',
  ],
  ['unknown accommodation', { accommodation: 'CASTLE' }, 400, 'accommodation', 'Must be STUDENT, RENTED or HOME'],
  ['accommodation missing', { accommodation: undefined }, 400, 'accommodation', REQUIRED],
  ['nothing to include', { whatToInclude: [] }, 200, 'whatToInclude', 'Choose at least one cost to include'],
  ['include missing', { whatToInclude: undefined }, 400, 'whatToInclude', REQUIRED],
  ['unknown cost type', { whatToInclude: ['FEES', 'BOOKS'] }, 400, 'whatToInclude', COST_TYPE],
  ['FEES left out', { whatToInclude: ['ACCOMMODATION'] }, 200, 'whatToInclude', 'FEES must always be included'],
  [
    'a duplicate',
    { whatToInclude: ['FEES', 'ACCOMMODATION', 'FEES'] },
    200,
    'whatToInclude',
    'Each cost type may be listed only once',
  ],
  [
    'ACCOMMODATION at HOME',
    { accommodation: 'HOME', whatToInclude: ['FEES', 'ACCOMMODATION'] },
    200,
    'whatToInclude',
    'ACCOMMODATION cannot be included when the child lives at HOME',
  ],
  [
    'everything at HOME',
    { accommodation: 'HOME', whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'] },
    200,
    'whatToInclude',
    'ACCOMMODATION cannot be included when the child lives at HOME',
  ],
  [
    'other expenses without accommodation, RENTED',
    { whatToInclude: ['FEES', 'OTHER_EXPENSES'] },
    200,
    'whatToInclude',
    OTHER_WITHOUT_ACCOMMODATION,
  ],
  [
    'other expenses without accommodation, STUDENT',
    { accommodation: 'STUDENT', whatToInclude: ['FEES', 'OTHER_EXPENSES'] },
    200,
    'whatToInclude',
    OTHER_WITHOUT_ACCOMMODATION,
  ],
];

describe('updateCollegeCosts refuses bad answers', () => {
  it.each(CASES)('%s', async (_name, overrides, status, field, message) => {
    const response = await server.gql(CALCULATE, { ...ANSWERS, ...overrides });
    expect(response.status).toBe(status);
    expect(response.data ?? null).toBeNull();
    expect(response.errors).toHaveLength(1);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)).toEqual([{ field, message }]);
  });

  it('names every bad field of one call', async () => {
    const response = await server.gql(CALCULATE, {
      ...ANSWERS,
      ageOfChild: 30,
      courseDuration: 9,
      whatToInclude: ['OTHER_EXPENSES'],
    });
    expect(fieldErrorsOf(response)).toEqual([
      { field: 'ageOfChild', message: 'Must be no more than 18 years old' },
      { field: 'courseDuration', message: DURATION },
      { field: 'whatToInclude', message: 'FEES must always be included' },
    ]);
    expect(response.errors?.[0].message).toBe('Invalid input: ageOfChild, courseDuration, whatToInclude');
  });

  it('names every field GraphQL refuses in one call', async () => {
    const response = await server.gql(CALCULATE, {
      ...ANSWERS,
      ageOfChild: 1.5,
      accommodation: 'CASTLE',
      eligibleForFreeTuitionFees: undefined,
    });
    expect(response.status).toBe(400);
    expect(
      fieldErrorsOf(response)
        ?.map((e) => e.field)
        .sort(),
    ).toEqual(['accommodation', 'ageOfChild', 'eligibleForFreeTuitionFees']);
  });

  it('answers type refusals 200 to a client that accepts only application/json (the GraphQL over HTTP spec)', async () => {
    const response = await server.gql(CALCULATE, { ...ANSWERS, ageOfChild: 2.5 }, { accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(fieldErrorsOf(response)).toEqual([{ field: 'ageOfChild', message: AGE_INTEGER }]);
  });

  it('refuses values written into the query itself the same way', async () => {
    const literal = await server.gql(
      'mutation { updateCollegeCosts(accommodation: HOME, ageOfChild: 2.5, courseDuration: 3, whatToInclude: [FEES]) { id } }',
    );
    expect(literal.status).toBe(400);
    expect(codeOf(literal)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(literal)).toEqual([
      { field: 'ageOfChild', message: AGE_INTEGER },
      { field: 'eligibleForFreeTuitionFees', message: REQUIRED },
    ]);
    const ranges = await server.gql(
      'mutation { updateCollegeCosts(accommodation: HOME, ageOfChild: 40, courseDuration: 3, eligibleForFreeTuitionFees: true, whatToInclude: [FEES, FEES]) { id } }',
    );
    expect(fieldErrorsOf(ranges)?.map((e) => e.field)).toEqual(['ageOfChild', 'whatToInclude']);
  });

  it('saves nothing from a refused call of a signed-in user', async () => {
    const userId = newUserId('refused');
    const token = await server.token(userId);
    const refused = await server.gql(CALCULATE, { ...ANSWERS, userId, courseDuration: 12 }, { token });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const list = await server.gql<{ collegeCosts: unknown[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(list.data?.collegeCosts).toEqual([]);
  });
});

describe('updateGoal and signUp answer refused input in their payload (success false, error BAD_USER_INPUT)', () => {
  const UPDATE_GOAL =
    'mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success error { code message fieldErrors { field message } } goal { id } } }';
  const refusedGoal = (fieldErrors: { field: string; message: string }[]) => ({
    updateGoal: {
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: `Invalid input: ${fieldErrors.map((e) => e.field).join(', ')}`,
        fieldErrors,
      },
      goal: null,
    },
  });

  it('names each bad field of a goal, as goal.<field>, and saves nothing', async () => {
    const userId = newUserId('goals');
    const token = await server.token(userId);
    const response = await server.gql(
      UPDATE_GOAL,
      { goal: { userId, name: '', priority: 0, valueToSave: 10.001, goalData: { note: 'x'.repeat(20_000) } } },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual(
      refusedGoal([
        { field: 'goal.name', message: 'Must be 1 to 100 characters' },
        { field: 'goal.goalType', message: REQUIRED },
        { field: 'goal.priority', message: 'Must be a whole number from 1 to 1000' },
        {
          field: 'goal.valueToSave',
          message: 'Must be an amount in euro from 0 to 1,000,000,000 with at most two decimals',
        },
        { field: 'goal.goalData', message: 'Must be at most 10 KB of JSON' },
      ]),
    );
    const goals = await server.gql<{ goals: unknown[] }>(
      'query ($u: ID!) { goals(userId: $u) { id } }',
      { u: userId },
      { token },
    );
    expect(goals.data?.goals).toEqual([]);
  });

  it('counts a name in characters (60 emoji fit in 100) and refuses a lone surrogate instead of storing U+FFFD', async () => {
    const userId = newUserId('goals');
    const token = await server.token(userId);
    const emoji = '😀'.repeat(60);
    const saved = await server.gql<{ updateGoal: { success: boolean; goal: { name: string } | null } }>(
      'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { success goal { name } } }',
      { goal: { userId, name: emoji, goalType: 'HOLIDAY', valueToSave: 1500 } },
      { token },
    );
    expect(saved.data?.updateGoal.goal?.name).toBe(emoji);
    // JSON.stringify writes the lone half as the escape \ud83d, as a hostile caller would send it.
    const refused = await server.gql(
      UPDATE_GOAL,
      { goal: { userId, name: 'Trip \ud83d', goalType: 'HOLIDAY', valueToSave: 1500 } },
      { token },
    );
    expect(refused.data).toEqual(
      refusedGoal([
        { field: 'goal.name', message: 'Must be text without unpaired surrogate characters (U+D800 to U+DFFF)' },
      ]),
    );
  });

  it('refuses a date that is not a real one', async () => {
    const userId = newUserId('goals');
    const token = await server.token(userId);
    const response = await server.gql(
      UPDATE_GOAL,
      { goal: { userId, name: 'Car', goalType: 'CAR', valueToSave: 1, targetDate: '2030-02-30' } },
      { token },
    );
    expect(response.data).toEqual(
      refusedGoal([
        { field: 'goal.targetDate', message: 'Must be a date written YYYY-MM-DD, from 1900-01-01 to 2200-12-31' },
      ]),
    );
  });

  it('keeps type refusals inside an input object GraphQL errors (a malformed request), with their path', async () => {
    const userId = newUserId('goals');
    const token = await server.token(userId);
    const response = await server.gql(
      UPDATE_GOAL,
      { goal: { userId, name: 'Car', goalType: 'YACHT', priority: 'high' } },
      { token },
    );
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(
      fieldErrorsOf(response)
        ?.map((e) => e.field)
        .sort(),
    ).toEqual(['goal.goalType', 'goal.priority']);
    const missing = await server.gql(UPDATE_GOAL, { goal: { name: 'Car' } }, { token });
    expect(fieldErrorsOf(missing)).toEqual([{ field: 'goal.userId', message: REQUIRED }]);
    const unknownField = await server.gql(
      'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { success colour } }',
      { goal: { userId } },
      { token },
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.errors?.[0].message).toBe('Cannot query field "colour" on type "GoalPayload".');
  });

  it('refuses a college cost that is not the caller’s as goal.collegeCostId', async () => {
    const userId = newUserId('goals');
    const token = await server.token(userId);
    const response = await server.gql(UPDATE_GOAL, { goal: { userId, collegeCostId: 'no-such-id' } }, { token });
    expect(response.data).toEqual(
      refusedGoal([{ field: 'goal.collegeCostId', message: 'No saved college cost with this id for this user' }]),
    );
  });

  it('refuses a bad sign-up', async () => {
    const token = await server.token(newUserId('signup'));
    const response = await server.gql(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { success error { code message fieldErrors { field message } } user { id } } }',
      { input: { name: ' ', email: 'not-an-email' } },
      { token },
    );
    expect(response.data).toEqual({
      signUp: {
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Invalid input: input.name, input.email',
          fieldErrors: [
            { field: 'input.name', message: 'Must be 1 to 200 characters' },
            { field: 'input.email', message: 'Must be a valid e-mail address' },
          ],
        },
        user: null,
      },
    });
    expect((await server.gql('{ user { id } }', {}, { token })).data).toEqual({ user: null });
  });

  it('still answers identity refusals as GraphQL errors (the client refreshes on "Token Error")', async () => {
    const response = await server.gql(UPDATE_GOAL, { goal: { userId: 'someone', name: '' } });
    expect(response.data).toBeNull();
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });
});
