import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPlanningClient,
  GetGoalsDocument,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  UpdateGoalDocument,
} from '../../src/client';
import { fakeApi, json, useFakeTimersInEachTest } from './support';

const URL = 'https://api.test/graphql';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const saved = () =>
  json({ data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } });

useFakeTimersInEachTest();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Idempotency-Key (SPEC §8 retries made safe)', () => {
  it('sends a fresh key with each mutation call, even for the same mutation and variables, and none with queries', async () => {
    const api = fakeApi((request) => (request.operationName === 'GetGoals' ? json({ data: { goals: [] } }) : saved()));
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();
    const [query, first, second] = api.requests.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(query).toBeNull();
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });

  it('keeps the key when the request is sent again after a token refresh', async () => {
    let token = 'old';
    const api = fakeApi((_request, index) =>
      index === 0
        ? json({
            data: null,
            errors: [{ message: 'Token Error: the token has expired', extensions: { code: 'UNAUTHENTICATED' } }],
          })
        : saved(),
    );
    const client = createPlanningClient({
      url: URL,
      fetch: api.fetch,
      getToken: () => token,
      refreshToken: () => {
        token = 'new';
      },
    });
    const result = await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1' } }).toPromise();
    expect(result.data?.updateGoal.success).toBe(true);
    expect(api.requests.map((request) => request.headers.get('auth-token'))).toEqual(['old', 'new']);
    const [first, again] = api.requests.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(again).toBe(first);
  });

  it('keeps headers the caller gave in fetchOptions, and a key the caller chose', async () => {
    const api = fakeApi(() => saved());
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    await client
      .mutation(UpdateGoalDocument, { goal: { userId: 'u1' } }, { fetchOptions: { headers: { 'x-trace': 't1' } } })
      .toPromise();
    await client
      .mutation(
        UpdateGoalDocument,
        { goal: { userId: 'u1' } },
        { fetchOptions: () => ({ headers: { 'Idempotency-Key': 'mine-1' } }) },
      )
      .toPromise();
    expect(api.requests[0].headers.get('x-trace')).toBe('t1');
    expect(api.requests[0].headers.get(IDEMPOTENCY_HEADER)).toMatch(UUID_V4);
    expect(api.requests[1].headers.get(IDEMPOTENCY_HEADER)).toBe('mine-1');
  });

  it('makes a UUID v4 without crypto.randomUUID (pages that are not a secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = Array.from({ length: 20 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(20);
  });
});
