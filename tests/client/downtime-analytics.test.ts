import { describe, expect, it, vi } from 'vitest';
import { createPlanningClient, GetGoalsDocument, UpdateGoalDocument } from '../../src/client';
import { fakeApi, json, text, useFakeTimersInEachTest, type Answer } from './support';

const URL = 'https://api.test/graphql';
const goals = () => json({ data: { goals: [] } });
const goalSaved = () =>
  json({ data: { updateGoal: { __typename: 'GoalPayload', success: true, error: null, goal: null } } });

describe('downtime (SPEC §4, §8)', () => {
  useFakeTimersInEachTest();

  /** Sends one query per answer, in turn, and returns the calls of onDowntimeChange. */
  async function downtimeCalls(answers: (() => Answer)[]): Promise<boolean[]> {
    const onDowntimeChange = vi.fn();
    const api = fakeApi((_request, index) => answers[index]());
    const client = createPlanningClient({ url: URL, fetch: api.fetch, onDowntimeChange });
    const pending = client.query(GetGoalsDocument, { userId: 'u1' }, { requestPolicy: 'network-only' }).toPromise();
    await vi.runAllTimersAsync(); // the failures are retried until an answer succeeds
    await pending;
    expect(api.requests).toHaveLength(answers.length);
    return onDowntimeChange.mock.calls.map(([isDown]) => isDown as boolean);
  }

  it('a 503 switches the flag on and the next other answer switches it off', async () => {
    expect(await downtimeCalls([() => text('maintenance', 503), goals])).toEqual([true, false]);
  });

  it('fires only on change: repeated 503s report once, and success from the start reports nothing', async () => {
    expect(await downtimeCalls([() => text('m', 503), () => text('m', 503), () => text('m', 503), goals])).toEqual([
      true,
      false,
    ]);
    expect(await downtimeCalls([goals])).toEqual([]);
  });

  it.each([
    ['status 500', () => text('boom', 500)],
    ['a failed fetch', () => Promise.reject(new TypeError('fetch failed'))],
  ])('%s is another outcome: it switches the flag off', async (_name, other) => {
    expect(await downtimeCalls([() => text('m', 503), other, goals])).toEqual([true, false]);
  });

  it('a throwing listener does not break the request', async () => {
    const api = fakeApi((_request, index) => (index === 0 ? text('m', 503) : goals()));
    const client = createPlanningClient({
      url: URL,
      fetch: api.fetch,
      onDowntimeChange: () => {
        throw new Error('listener bug');
      },
    });
    const pending = client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await vi.runAllTimersAsync();
    expect((await pending).data).toEqual({ goals: [] });
  });
});

describe('analytics (SPEC §7)', () => {
  it("reports every mutation as an event named 'Mutation' with its operation name, and no query", async () => {
    const track = vi.fn();
    const api = fakeApi((request) => (request.operationName === 'UpdateGoal' ? goalSaved() : goals()));
    const client = createPlanningClient({ url: URL, fetch: api.fetch, analytics: track });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();
    await client.mutation(UpdateGoalDocument, { goalId: 'g1', goal: { userId: 'u1', name: 'Van' } }).toPromise();

    expect(track.mock.calls).toEqual([
      [{ name: 'Mutation', properties: { operationName: 'UpdateGoal' } }],
      [{ name: 'Mutation', properties: { operationName: 'UpdateGoal' } }],
    ]);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('analytics down');
      },
    ],
    ['rejects', () => Promise.reject(new Error('analytics down'))],
  ])('a handler that %s never breaks the request', async (_name, track) => {
    const api = fakeApi(() => goalSaved());
    const client = createPlanningClient({ url: URL, fetch: api.fetch, analytics: track });
    const result = await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();

    expect(result.error).toBeUndefined();
    expect(result.data?.updateGoal.success).toBe(true);
    expect(api.names()).toEqual(['UpdateGoal']);
  });
});
