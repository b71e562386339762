/**
 * Property-based tests (fast-check) over every argument of the implemented mutations, sent over
 * real HTTP to a server on PGlite: whatever a caller sends, the server never answers 5xx, never
 * shows a stack trace or internal detail, and never saves part of a call (after each call the
 * caller's saved data is either unchanged or changed exactly as the answer says).
 *
 * Each property runs at most RUNS times and at most TIME_LIMIT_MS (fuzz.ts; so the file stays near
 * 30 s); fast-check prints the seed and the smallest failing input when one fails (rerun with
 * FC_SEED). FUZZ_REPORT=1 prints what was tried.
 */
import fc from 'fast-check';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asText, checkAnswer, field, nasty, outcomeRecorder, sendRaw, settings, STACK_OR_DETAIL } from './fuzz';
import { loadTypeDefs } from '../../server/graphql/schema';
import { ANSWERS, CALCULATE, COLLEGE_COST_FIELDS, newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const { count, report } = outcomeRecorder();
const send = (query: string, variables: Record<string, unknown>, token?: string) =>
  sendRaw(server.graphqlUrl, query, variables, token);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  report();
});

// ---- What a hostile caller sends (and see fuzz.ts) ----

/** The values of an enum of the schema, as a caller may send them. */
const enumValues = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
const schema = buildSchema(loadTypeDefs());
const COST_TYPES = enumValues('CostType');
const GOAL_TYPES = enumValues('GoalType');
const validDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

// ---- The caller's saved data, to tell a whole save from a partial one ----

interface Snapshot {
  collegeCosts: { id: string }[];
  goals: {
    id: string;
    name: string;
    goalType: string;
    goalData: unknown;
    priority: number | null;
    targetDate: string | null;
    valueToSave: { string: string };
  }[];
  user: { id: string; name: string | null; email: string | null; referralSource: string | null } | null;
}

async function snapshot(userId: string, token: string): Promise<Snapshot> {
  const response = await server.gql<Snapshot>(
    `query ($u: ID!) { collegeCosts(userId: $u, first: 100) { id } goals(userId: $u, first: 100) { id name goalType goalData priority targetDate valueToSave { string } } user { id name email referralSource } }`,
    { u: userId },
    { token },
  );
  expect(response.status).toBe(200);
  return response.data as Snapshot;
}

describe('whatever a caller sends', { timeout: 60_000 }, () => {
  it('updateCollegeCosts: never a 5xx or a leak; saves exactly one calculation when it answers one for the caller, else nothing', async () => {
    const userId = newUserId('fuzz-calc');
    const token = await server.token(userId);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          userId: field(fc.constantFrom<string | null>(userId, null, 'someone-else')),
          accommodation: field(fc.constantFrom('HOME', 'RENTED', 'STUDENT', 'HOME', 'RENTED', 'STUDENT', 'CASTLE')),
          ageOfChild: field(fc.integer({ min: -1, max: 19 })),
          courseDuration: field(fc.integer({ min: 1, max: 8 })),
          eligibleForFreeTuitionFees: field(fc.boolean()),
          whatToInclude: field(
            fc.oneof(
              {
                weight: 3,
                arbitrary: fc.constantFrom(
                  ['FEES'],
                  ['FEES', 'OTHER_EXPENSES'],
                  ['FEES', 'ACCOMMODATION'],
                  ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
                ),
              },
              { weight: 1, arbitrary: fc.shuffledSubarray([...COST_TYPES, 'BOOKS', 'FEES']) },
            ),
          ),
        }),
        fc.constantFrom(true, true, true, false),
        async (args, signedIn) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(CALCULATE, args, signedIn ? token : undefined);
          count('updateCollegeCosts', checkAnswer(response, raw));
          const after = await snapshot(userId, token);
          const saved = (
            response.data as { updateCollegeCosts?: { id: string | null; userId: string | null } } | null | undefined
          )?.updateCollegeCosts;
          if (saved?.id && saved.userId === userId) {
            expect(after.collegeCosts.map((c) => c.id)).toEqual(
              [saved.id, ...before.collegeCosts.map((c) => c.id)].slice(0, 100),
            );
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });

  it('updateGoal: never a 5xx or a leak; changes exactly the goal it answers, or nothing', async () => {
    const userId = newUserId('fuzz-goal');
    const token = await server.token(userId);
    const calculation = await server.gql<{ updateCollegeCosts: { id: string } }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token },
    );
    const collegeCostId = calculation.data?.updateCollegeCosts.id as string;
    const seeded = await server.gql<{ updateGoal: { goal: { id: string } } }>(
      'mutation ($g: GoalInput!) { updateGoal(goal: $g) { goal { id } } }',
      { g: { userId, name: 'Seed', goalType: 'OTHER', valueToSave: 1 } },
      { token },
    );
    const ownGoalId = seeded.data?.updateGoal.goal.id as string;
    const UPDATE_GOAL =
      'mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success error { code message fieldErrors { field message } } goal { id name goalType goalData priority targetDate valueToSave { string } } } }';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 3, arbitrary: fc.constantFrom(ownGoalId, 'no-such-goal') },
          { weight: 1, arbitrary: nasty },
        ),
        fc.record({
          userId: field(fc.constantFrom(userId, userId, userId, 'someone-else')),
          collegeCostId: fc.oneof(
            { weight: 4, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: field(fc.constantFrom(collegeCostId, 'no-such-cost')) },
          ),
          name: field(fc.string({ minLength: 1, maxLength: 100 })),
          goalType: field(fc.constantFrom(...GOAL_TYPES, 'YACHT')),
          priority: field(fc.integer({ min: 0, max: 1001 })),
          targetDate: field(validDate),
          valueToSave: field(fc.integer({ min: 0, max: 10 ** 11 }).map((cents) => cents / 100)),
          goalData: field(fc.jsonValue({ maxDepth: 3 })),
        }),
        async (goalId, goal) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(UPDATE_GOAL, { goalId, goal }, token);
          count(
            'updateGoal',
            checkAnswer(response, raw) +
              ((response.data as { updateGoal?: { success: boolean } } | null)?.updateGoal?.success ? ' success' : ''),
          );
          const after = await snapshot(userId, token);
          const payload = (
            response.data as
              { updateGoal?: { success: boolean; goal: Snapshot['goals'][number] | null } } | null | undefined
          )?.updateGoal;
          if (payload?.success && payload.goal) {
            const changed = payload.goal;
            expect(after.goals.find((g) => g.id === changed.id)).toEqual(changed);
            expect(after.goals.filter((g) => g.id !== changed.id)).toEqual(
              before.goals.filter((g) => g.id !== changed.id),
            );
            expect(after.collegeCosts).toEqual(before.collegeCosts);
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });

  it('deleteGoal and signUp: never a 5xx or a leak; change only what they answer', async () => {
    const userId = newUserId('fuzz-user');
    const token = await server.token(userId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          field(fc.constantFrom('no-such-goal', '')).map((goalId) => ({
            kind: 'deleteGoal' as const,
            variables: { goalId },
          })),
          fc
            .record({
              name: field(fc.string({ minLength: 1, maxLength: 200 })),
              email: field(fc.emailAddress()),
              referralSource: field(fc.string({ maxLength: 200 })),
            })
            .map((input) => ({ kind: 'signUp' as const, variables: { input } })),
        ),
        async ({ kind, variables }) => {
          const before = await snapshot(userId, token);
          const query =
            kind === 'deleteGoal'
              ? 'mutation ($goalId: ID!) { deleteGoal(goalId: $goalId) { success error { code } id } }'
              : 'mutation ($input: SignUpInput!) { signUp(input: $input) { success error { code } user { id name email referralSource } } }';
          const { response, raw } = await send(query, variables, token);
          const payload = (
            response.data as Record<string, { success: boolean; user?: Snapshot['user'] }> | null | undefined
          )?.[kind];
          count(kind, checkAnswer(response, raw) + (payload?.success ? ' success' : ''));
          const after = await snapshot(userId, token);
          if (kind === 'signUp' && payload?.success) {
            expect(after.user).toEqual(payload.user);
            expect({ ...after, user: null }).toEqual({ ...before, user: null });
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });

  it('syncUser: never a 5xx or a leak, whatever name and email claims the token carries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ name: nasty.map(asText), email: nasty.map(asText) }), async (claims) => {
        const userId = newUserId('fuzz-sync');
        const token = await server.token(userId, { claims });
        const { response, raw } = await send(
          'mutation { syncUser { success error { code } user { id name email } } }',
          {},
          token,
        );
        count('syncUser', checkAnswer(response, raw));
        const user = (response.data as { syncUser?: { user: Snapshot['user'] } } | null | undefined)?.syncUser?.user;
        if (user) expect((await snapshot(userId, token)).user).toEqual({ ...user, referralSource: null });
      }),
      settings,
    );
  });

  it('any request body or query text: never a 5xx or a leak', async () => {
    const fields = COLLEGE_COST_FIELDS.split(/\s+/).filter((word) => /^\w+$/.test(word));
    const queryText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(
          fc.constantFrom(
            '{',
            '}',
            '(',
            ')',
            'mutation',
            'query',
            'fragment',
            '...',
            '$x',
            ':',
            'on',
            'collegeCosts',
            'goals',
            'updateGoal',
            'userId: "u"',
            '__schema',
            '__typename',
            ...fields,
          ),
          { maxLength: 60 },
        )
        .map((tokens) => tokens.join(' ')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          queryText.map((query) => JSON.stringify({ query, variables: {} })),
          fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body)),
          fc
            .record({
              query: fc.constant(CALCULATE),
              variables: nasty,
              operationName: field(fc.string({ maxLength: 20 })),
            })
            .map((body) => JSON.stringify(body)),
          fc.string({ maxLength: 100 }),
        ),
        async (body) => {
          const answer = await fetch(server.graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          const raw = await answer.text();
          count('raw body', String(answer.status));
          expect(answer.status, `${body} → ${raw}`).toBeLessThan(500);
          expect(raw).not.toMatch(STACK_OR_DETAIL);
        },
      ),
      settings,
    );
  });
});
