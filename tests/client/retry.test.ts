import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanningClient, GetGoalsDocument, PlanningError, UpdateGoalDocument } from '../../src/client';
import { fakeApi, json, text, useFakeTimersInEachTest, type Answer } from './support';

const URL = 'https://api.test/graphql';
const ok = () => json({ data: { goals: [] } });

useFakeTimersInEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

function start(answer: (index: number) => Answer) {
  const api = fakeApi((_request, index) => answer(index));
  const client = createPlanningClient({ url: URL, fetch: api.fetch });
  const result = client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
  return { api, result };
}

/** Advances fake time to just before `delay` ms, then to it, checking that the next attempt is sent exactly then. */
async function expectNextAttemptAfter(api: { requests: unknown[] }, delay: number): Promise<void> {
  const before = api.requests.length;
  await vi.advanceTimersByTimeAsync(delay - 1);
  expect(api.requests).toHaveLength(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(api.requests).toHaveLength(before + 1);
}

describe('retry (SPEC §9)', () => {
  it('multiplies the 1000 ms delay by a fresh random factor in [1.5, 2.5) before each wait', async () => {
    // Math.random() is the factor's source: factor = 1.5 + Math.random()
    vi.spyOn(Math, 'random')
      .mockReturnValueOnce(0)
      .mockReturnValueOnce(0.5)
      .mockReturnValueOnce(0.25)
      .mockReturnValue(0);
    const { api } = start(() => text('down', 503));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests).toHaveLength(1);

    await expectNextAttemptAfter(api, 1500); // 1000 × 1.5
    await expectNextAttemptAfter(api, 3000); // 1500 × 2.0
    await expectNextAttemptAfter(api, 5250); // 3000 × 1.75
  });

  it('with the largest factor the first wait stays below 2500 ms', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { api } = start(() => text('down', 503));
    await vi.advanceTimersByTimeAsync(0);
    await expectNextAttemptAfter(api, 2499);
  });

  it('caps the delay at 600000 ms and gives up after 40 attempts with the last error', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // factor 2: 2000, 4000, … 512000, then the cap
    const { api, result } = start(() => text('down', 503));
    await vi.advanceTimersByTimeAsync(0);

    let delay = 1000;
    for (let attempt = 2; attempt <= 40; attempt++) {
      delay = delay * 2 < 600_000 ? delay * 2 : 600_000;
      await expectNextAttemptAfter(api, delay);
    }
    expect(delay).toBe(600_000);
    await vi.advanceTimersByTimeAsync(10 * 600_000);
    expect(api.requests).toHaveLength(40);

    const { error } = await result;
    expect(error).toBeInstanceOf(PlanningError);
    expect((error as PlanningError).status).toBe(503);
  });

  it.each([
    ['status 500', () => text('boom', 500)],
    ['status 502 with JSON errors', () => json({ errors: [{ message: 'bad gateway' }] }, { status: 502 })],
    ['a failed fetch', () => Promise.reject(new TypeError('fetch failed'))],
    ['a text answer', () => text('<html>proxy</html>', 200, 'text/html')],
  ])('retries after %s and returns the first success', async (_name, failure) => {
    const { api, result } = start((index) => (index < 2 ? failure() : ok()));
    await vi.runAllTimersAsync();
    expect(api.requests).toHaveLength(3);
    const { data, error } = await result;
    expect(error).toBeUndefined();
    expect(data).toEqual({ goals: [] });
  });

  it.each([
    ['status 400', () => json({ errors: [{ message: 'Bad request' }] }, { status: 400 })],
    ['status 404', () => text('not found', 404)],
    ['status 429', () => text('slow down', 429)],
    [
      'GraphQL errors',
      () => json({ data: null, errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT' } }] }),
    ],
  ])('never retries after %s', async (_name, failure) => {
    const { api, result } = start(failure);
    await vi.runAllTimersAsync();
    expect(api.requests).toHaveLength(1);
    expect((await result).error).toBeInstanceOf(PlanningError);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['status 500', () => text('boom', 500)],
    ['status 502', () => text('bad gateway', 502)],
    ['status 504', () => text('timeout', 504)],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('retries a mutation after %s, with the same Idempotency-Key each time (SPEC §8)', async (_name, failure) => {
    const api = fakeApi((_request, index) =>
      index < 2
        ? failure()
        : json({ data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } }),
    );
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const result = client.mutation(UpdateGoalDocument, { goal: { userId: 'u1' } }).toPromise();
    await vi.runAllTimersAsync();
    expect((await result).data?.updateGoal.success).toBe(true);
    expect(api.names()).toEqual(['UpdateGoal', 'UpdateGoal', 'UpdateGoal']);
    const keys = api.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('waits 1.5–2.5 s before retrying a mutation, as for a query', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const api = fakeApi((_request, index) =>
      index === 0
        ? text('bad gateway', 502)
        : json({ data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } }),
    );
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    void client.mutation(UpdateGoalDocument, { goal: { userId: 'u1' } }).toPromise();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requests).toHaveLength(1);
    await expectNextAttemptAfter(api, 1500);
  });

  it('retries mutations after a 503, reporting each mutation to analytics once', async () => {
    const track = vi.fn();
    const api = fakeApi((_request, index) =>
      index === 0
        ? text('down', 503)
        : json({ data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } }),
    );
    const client = createPlanningClient({ url: URL, fetch: api.fetch, analytics: track });
    const result = client.mutation(UpdateGoalDocument, { goal: { userId: 'u1' } }).toPromise();
    await vi.runAllTimersAsync();

    expect((await result).data?.updateGoal.success).toBe(true);
    expect(api.names()).toEqual(['UpdateGoal', 'UpdateGoal']);
    expect(track).toHaveBeenCalledTimes(1);
  });
});
