/**
 * The planning client against the real reference server over HTTP (loopback, free port, in-memory
 * PGlite): a signed-in user calculates, lists college costs, saves a goal from the calculation, and
 * the watched goals and plan are refreshed without any refetch by the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from '../../server/dev-token';
import {
  CalculateCollegeCostsDocument,
  createPlanningClient,
  GetAllCollegeCostsDocument,
  GetCollegeCostDocument,
  GetGoalsDocument,
  GetPlanDocument,
  UpdateGoalDocument,
  toPlanningError,
  type CalculateCollegeCostsMutationVariables,
} from '../../src/client';
import { signedInClient as clientOf, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const signedInClient = (userId: string, firstToken?: string) => clientOf(server, userId, firstToken);

const answers: Omit<CalculateCollegeCostsMutationVariables, 'userId'> = {
  accommodation: 'STUDENT',
  ageOfChild: 10,
  courseDuration: 4,
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
};

describe('planning client ↔ reference server over HTTP', () => {
  it('calculates as a signed-in user, lists college costs, saves a goal, and sees goals and plan refreshed', async () => {
    const { client, sent } = await signedInClient('alice');

    // Calculate as a signed-in user: the calculation is saved (it has an id).
    const calculated = await client
      .mutation(CalculateCollegeCostsDocument, { userId: 'alice', ...answers })
      .toPromise();
    expect(calculated.error).toBeUndefined();
    const cost = calculated.data!.updateCollegeCosts;
    expect(cost).toMatchObject({
      userId: 'alice',
      goalId: null,
      targetDate: '2034-09-01',
      annualCost: { float: 16058, display: '€16,058' },
      total: { float: 64232, display: '€64,232' },
      monthlySavingsRequired: { float: 563.44, display: '€563.44' },
    });
    expect(cost.id).toEqual(expect.any(String));

    // List college costs.
    const listed = await client.query(GetAllCollegeCostsDocument, { userId: 'alice' }).toPromise();
    expect(listed.error).toBeUndefined();
    expect(listed.data!.collegeCosts.map((entry) => entry.id)).toEqual([cost.id]);
    // And one, by its id, with the typed document.
    const one = await client.query(GetCollegeCostDocument, { id: cost.id as string }).toPromise();
    expect(one.data?.collegeCost).toMatchObject({ id: cost.id, total: { display: '€64,232' } });

    // Watch goals and plan, as the planning app's pages do.
    const goals = watch(client, GetGoalsDocument, { userId: 'alice' });
    const plan = watch(client, GetPlanDocument, { userId: 'alice' });
    await goals.next();
    await plan.next();
    expect(goals.results.at(-1)!.data!.goals).toEqual([]);
    const planRequestsBefore = sent.filter((name) => name === 'GetPlan').length;
    const planResultsBefore = plan.results.length;

    // Save a goal from the calculation with updateGoal; nobody refetches anything by hand.
    const refreshedGoals = goals.next((result) => (result.data?.goals.length ?? 0) > 0);
    const refreshedPlan = plan.next();
    const saved = await client
      .mutation(UpdateGoalDocument, { goal: { userId: 'alice', collegeCostId: cost.id } })
      .toPromise();
    expect(saved.error).toBeUndefined();
    expect(saved.data!.updateGoal).toMatchObject({
      success: true,
      error: null,
      goal: { name: 'College costs', goalType: 'COLLEGE_COSTS' },
    });

    const goalsAfter = await refreshedGoals;
    expect(goalsAfter.data!.goals).toEqual([saved.data!.updateGoal.goal]);
    expect(goalsAfter.data!.goals[0].valueToSave).toMatchObject({ float: 64232 });

    await refreshedPlan;
    expect(plan.results.length).toBeGreaterThan(planResultsBefore);
    expect(sent.filter((name) => name === 'GetPlan').length).toBe(planRequestsBefore + 1);

    // The college-cost list now shows the goal made from the calculation (refreshed too: no goalId was given).
    const relisted = await client.query(GetAllCollegeCostsDocument, { userId: 'alice' }).toPromise();
    expect(relisted.data!.collegeCosts[0].goalId).toBe(saved.data!.updateGoal.goal!.id);

    goals.stop();
    plan.stop();
  });

  it("replaces an expired token after the server's 'Token Error' and replays the request", async () => {
    const expired = await mintToken('bob', server.keys.privateKey, { expiresAt: new Date(Date.now() - 60_000) });
    const { client, sent, refreshes } = await signedInClient('bob', expired);
    const result = await client.query(GetGoalsDocument, { userId: 'bob' }).toPromise();

    expect(result.error).toBeUndefined();
    expect(result.data!.goals).toEqual([]);
    expect(refreshes).toHaveLength(1);
    expect(sent).toEqual(['GetGoals', 'GetGoals']);
  });

  it('sends queries by GET when preferred, and the server answers them', async () => {
    const token = await mintToken('carol', server.keys.privateKey);
    const methods: string[] = [];
    const client = createPlanningClient({
      url: server.graphqlUrl,
      preferGetMethod: true,
      getToken: () => token,
      refreshToken: async () => undefined,
      fetch: (input, init) => {
        methods.push(init?.method ?? 'GET');
        return fetch(input, init);
      },
    });
    const result = await client.query(GetAllCollegeCostsDocument, { userId: 'carol' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data!.collegeCosts).toEqual([]);
    expect(methods).toEqual(['GET']);
  });

  it('reports refused input with the API’s code and fieldErrors', async () => {
    const { client } = await signedInClient('dave');
    const result = await client
      .mutation(CalculateCollegeCostsDocument, { userId: 'dave', ...answers, ageOfChild: 19 })
      .toPromise();

    const error = toPlanningError(result.error);
    expect(error?.message).toMatch(/^\[GraphQL\] Invalid input: ageOfChild/);
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.fieldErrors).toEqual([{ field: 'ageOfChild', message: expect.any(String) }]);
  });
});
