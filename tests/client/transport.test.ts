import { describe, expect, it } from 'vitest';
import { createPlanningClient, GetGoalsDocument, UpdateGoalDocument } from '../../src/client';
import { fakeApi, json } from './support';

const URL = 'https://api.example.test/graphql';
const goals = { data: { goals: [] } };

describe('transport (SPEC §7)', () => {
  it('sends a query by POST with a JSON body of query, operationName and variables', async () => {
    const api = fakeApi(() => json(goals));
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();

    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(URL);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.operationName).toBe('GetGoals');
    expect(request.variables).toEqual({ userId: 'u1' });
    expect(request.query).toMatch(
      /^query GetGoals\(\$userId: ID!, \$first: Int, \$after: ID\) \{\s+goals\(userId: \$userId, first: \$first, after: \$after\)/,
    );
  });

  it("defaults the endpoint to '/graphql'", async () => {
    const api = fakeApi(() => json(goals));
    await createPlanningClient({ fetch: api.fetch }).query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.requests[0].url).toBe('/graphql');
  });

  it('sends queries by GET when preferGetMethod is set, and mutations still by POST', async () => {
    const api = fakeApi((request) =>
      json(
        request.operationName === 'UpdateGoal'
          ? { data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } }
          : goals,
      ),
    );
    const client = createPlanningClient({ url: URL, fetch: api.fetch, preferGetMethod: true });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();

    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(api.requests[0].operationName).toBe('GetGoals');
    expect(api.requests[0].variables).toEqual({ userId: 'u1' });
  });

  describe('GET falls back to POST past 2047 characters', () => {
    /** The userId that makes the GET address of GetGoals exactly `length` characters long. */
    async function userIdForUrlLength(length: number): Promise<string> {
      const api = fakeApi(() => json(goals));
      const probe = createPlanningClient({ url: URL, fetch: api.fetch, preferGetMethod: true });
      await probe.query(GetGoalsDocument, { userId: 'x' }).toPromise();
      const base = api.requests[0].url.length;
      return 'x'.repeat(length - base + 1);
    }

    it.each([
      [2047, 'GET'],
      [2048, 'POST'],
    ])('an address of %i characters goes by %s', async (length, method) => {
      const userId = await userIdForUrlLength(length);
      const api = fakeApi(() => json(goals));
      const client = createPlanningClient({ url: URL, fetch: api.fetch, preferGetMethod: true });
      await client.query(GetGoalsDocument, { userId }).toPromise();

      expect(api.requests[0].method).toBe(method);
      expect(api.requests[0].variables).toEqual({ userId });
      if (method === 'GET') expect(api.requests[0].url).toHaveLength(length);
    });
  });

  it('reads data, errors, hasNext and extensions', async () => {
    const api = fakeApi(() =>
      json({
        data: { goals: [] },
        errors: [{ message: 'partly failed', path: ['goals'] }],
        hasNext: false,
        extensions: { traceId: 't-1' },
      }),
    );
    const result = await createPlanningClient({ url: URL, fetch: api.fetch })
      .query(GetGoalsDocument, { userId: 'u1' })
      .toPromise();

    expect(result.data).toEqual({ goals: [] });
    expect(result.error?.graphQLErrors.map((error) => [error.message, error.path])).toEqual([
      ['partly failed', ['goals']],
    ]);
    expect(result.hasNext).toBe(false);
    expect(result.extensions).toEqual({ traceId: 't-1' });
  });
});
