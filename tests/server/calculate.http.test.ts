/** updateCollegeCosts over real HTTP: the widget's exact call, for visitors and users. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const calculate = (variables: Record<string, unknown>, token?: string) =>
  server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, variables, { token });

describe('updateCollegeCosts', () => {
  it("answers a visitor's calculation with every field, exact money, and saves nothing", async () => {
    const response = await calculate({ ...ANSWERS, whatToInclude: ['OTHER_EXPENSES', 'FEES', 'ACCOMMODATION'] });
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateCollegeCosts).toEqual({
      id: null,
      userId: null,
      goalId: null,
      ageOfChild: 5,
      courseDuration: 4,
      targetDate: '2039-09-01',
      accommodationType: 'RENTED',
      whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
      eligibleForFreeTuitionFees: false,
      accommodationCost: { float: 7691, string: '7691.00', display: '€7,691' },
      fees: { float: 23200, string: '23200.00', display: '€23,200' },
      otherExpenses: { float: 6240, string: '6240.00', display: '€6,240' },
      annualCost: { float: 37131, string: '37131.00', display: '€37,131' },
      total: { float: 148524, string: '148524.00', display: '€148,524' },
      totalAdjustedForInflation: { float: 148524, string: '148524.00', display: '€148,524' },
      monthlySavingsRequired: { float: 853.59, string: '853.59', display: '€853.59' },
      notSaved: null,
    });
  });

  it('gives zero amounts for what is not included, and none for accommodation at home', async () => {
    const response = await calculate({
      ...ANSWERS,
      accommodation: 'HOME',
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'OTHER_EXPENSES'],
    });
    const cost = response.data?.updateCollegeCosts;
    expect(cost?.accommodationCost).toEqual({ float: 0, string: '0.00', display: '€0' });
    expect(cost?.otherExpenses.display).toBe('€3,012');
    expect(cost?.annualCost.display).toBe('€6,212');
    expect(cost?.total.display).toBe('€24,848');
  });

  it("saves a user's calculation, which GetAllCollegeCosts then lists, newest first", async () => {
    const userId = newUserId('saver');
    const token = await server.token(userId);
    const first = await calculate({ ...ANSWERS, userId, ageOfChild: 18 }, token);
    const second = await calculate({ ...ANSWERS, userId, ageOfChild: 0 }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateCollegeCosts).toMatchObject({ userId, goalId: null, targetDate: '2026-09-01' });
    expect(first.data?.updateCollegeCosts.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data?.updateCollegeCosts.targetDate).toBe('2044-09-01');

    const list = await server.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
    expect(list.data?.collegeCosts.map((c) => c.id)).toEqual([
      second.data?.updateCollegeCosts.id,
      first.data?.updateCollegeCosts.id,
    ]);
    const { notSaved, ...record } = first.data?.updateCollegeCosts ?? {};
    expect(notSaved).toBeNull();
    expect(list.data?.collegeCosts[1]).toEqual(record);

    const one = await server.gql<{ collegeCost: CollegeCost }>(
      'query ($id: ID!) { collegeCost(id: $id) { id total { display } } }',
      { id: first.data?.updateCollegeCosts.id },
      { token },
    );
    expect(one.data?.collegeCost).toEqual({ id: first.data?.updateCollegeCosts.id, total: { display: '€148,524' } });
  });

  it('uses the injected clock for the target date and months', async () => {
    const december = await startTestServer({ now: () => new Date('2030-12-31T23:00:00Z') });
    try {
      const response = await december.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, {
        ...ANSWERS,
        ageOfChild: 18,
      });
      // Start 2031-09-01; 12 + (9 − 12) = 9 months; 14,852,400 ÷ 9 = 1,650,266.67 → €16,502.67.
      expect(response.data?.updateCollegeCosts.targetDate).toBe('2031-09-01');
      expect(response.data?.updateCollegeCosts.monthlySavingsRequired.display).toBe('€16,502.67');
    } finally {
      await december.close();
    }
  });

  it('applies a configured inflation rate to totalAdjustedForInflation only', async () => {
    const inflating = await startTestServer({ inflationRate: 0.02 });
    try {
      const response = await inflating.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, {
        ...ANSWERS,
        ageOfChild: 18,
        courseDuration: 2,
        accommodation: 'HOME',
        eligibleForFreeTuitionFees: true,
        whatToInclude: ['FEES'],
      });
      expect(response.data?.updateCollegeCosts.total.string).toBe('6400.00');
      // The 2022-2023 figures risen 2 % a year to 2026 and 2027: 320,000 × 1.02^4 = 346,378.29 → 346,378 and
      // 320,000 × 1.02^5 = 353,305.86 → 353,306.
      expect(response.data?.updateCollegeCosts.totalAdjustedForInflation.string).toBe('6996.84');
    } finally {
      await inflating.close();
    }
  });

  it('answers a query over GET, and refuses a mutation over GET with 405', async () => {
    const query = encodeURIComponent('{ __typename }');
    const get = await fetch(`${server.graphqlUrl}?query=${query}`);
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });

    const mutation = encodeURIComponent('mutation { syncUser { success } }');
    const refused = await fetch(`${server.graphqlUrl}?query=${mutation}`);
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('POST');
  });
});
