/**
 * The planning client against the real reference server over HTTP (loopback, free port, in-memory
 * PGlite): a signed-in user calculates, lists college costs, saves a goal from the calculation, and
 * the watched goals and plan are refreshed without any refetch by the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyVariables, DocumentInput, OperationResult } from '@urql/core';
import { createDevKeys, mintToken, type DevKeys } from '../../server/dev-token';
import { startServer, type RunningServer, type Storage } from '../../server/index';
import { openMemoryStorageFast } from '../server/pglite-template';
import {
  CalculateCollegeCostsDocument,
  createPlanningClient,
  GetAllCollegeCostsDocument,
  GetGoalsDocument,
  GetPlanDocument,
  UpdateGoalDocument,
  toPlanningError,
  type CalculateCollegeCostsMutationVariables,
  type PlanningClient,
} from '../../src/client';

const NOW = new Date('2025-03-15T12:00:00Z');
let server: RunningServer;
let storage: Storage;
let keys: DevKeys;

beforeAll(async () => {
  keys = await createDevKeys();
  storage = await openMemoryStorageFast();
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    auth: { publicKey: keys.publicKey },
    now: () => NOW,
    staticDirs: [],
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await storage?.close();
});

/** A signed-in client for `userId` whose requests are recorded (operation names, in order) on their way to the real server. */
async function signedInClient(userId: string, firstToken?: string) {
  let token = firstToken ?? (await mintToken(userId, keys.privateKey));
  const sent: string[] = [];
  const refreshes: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {};
    sent.push(body.operationName ?? new URL(String(input)).searchParams.get('operationName') ?? '?');
    return fetch(input, init);
  };
  const client = createPlanningClient({
    url: server.graphqlUrl,
    fetch: recordingFetch,
    getToken: () => token,
    refreshToken: async () => {
      token = await mintToken(userId, keys.privateKey);
      refreshes.push(token);
    },
    logout: () => {
      throw new Error('unexpected logout');
    },
  });
  return { client, sent, refreshes };
}

/**
 * Watches a query. `next(predicate)` resolves with the first result not yet taken by an earlier
 * `next` (including results already received) that satisfies the predicate.
 */
function watch<Data, Variables extends AnyVariables>(client: PlanningClient, query: DocumentInput<Data, Variables>, variables: Variables) {
  type Result = OperationResult<Data, Variables>;
  const results: Result[] = [];
  let taken = 0;
  let waiting: { predicate: (result: Result) => boolean; resolve: (result: Result) => void } | null = null;
  const offer = () => {
    while (waiting && taken < results.length) {
      const result = results[taken++];
      if (waiting.predicate(result)) {
        waiting.resolve(result);
        waiting = null;
      }
    }
  };
  const subscription = client.query(query, variables).subscribe((result) => {
    results.push(result);
    offer();
  });
  return {
    results,
    next(predicate: (result: Result) => boolean = () => true) {
      return new Promise<Result>((resolve) => {
        waiting = { predicate, resolve };
        offer();
      });
    },
    stop: () => subscription.unsubscribe(),
  };
}

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
    const calculated = await client.mutation(CalculateCollegeCostsDocument, { userId: 'alice', ...answers }).toPromise();
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
    const saved = await client.mutation(UpdateGoalDocument, { goal: { userId: 'alice', collegeCostId: cost.id } }).toPromise();
    expect(saved.error).toBeUndefined();
    expect(saved.data!.updateGoal).toMatchObject({ success: true, error: null, goal: { name: 'College costs', goalType: 'COLLEGE_COSTS' } });

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
    const expired = await mintToken('bob', keys.privateKey, { expiresAt: new Date(Date.now() - 60_000) });
    const { client, sent, refreshes } = await signedInClient('bob', expired);
    const result = await client.query(GetGoalsDocument, { userId: 'bob' }).toPromise();

    expect(result.error).toBeUndefined();
    expect(result.data!.goals).toEqual([]);
    expect(refreshes).toHaveLength(1);
    expect(sent).toEqual(['GetGoals', 'GetGoals']);
  });

  it('sends queries by GET when preferred, and the server answers them', async () => {
    const token = await mintToken('carol', keys.privateKey);
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
    const result = await client.mutation(CalculateCollegeCostsDocument, { userId: 'dave', ...answers, ageOfChild: 19 }).toPromise();

    const error = toPlanningError(result.error);
    expect(error?.message).toMatch(/^\[GraphQL\] Invalid input: ageOfChild/);
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.fieldErrors).toEqual([{ field: 'ageOfChild', message: expect.any(String) }]);
  });
});
