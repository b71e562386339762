/**
 * Idempotency-Key on mutations over real HTTP: a repeat with the same key and request answers the
 * stored answer without running again; the same key with another request is refused; keys belong
 * to one caller and live 24 h; a visitor's key changes nothing; queries ignore it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlEngine } from '../../server/storage/engine';
import { storageFromEngine } from '../../server/storage';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';
import { openMemoryEngineFast } from './pglite-template';

let server: TestServer;
let engine: SqlEngine;
beforeAll(async () => {
  engine = await openMemoryEngineFast();
  server = await startTestServer({ storage: storageFromEngine(engine) });
});
afterAll(async () => {
  await server?.close();
  await engine?.close();
});

const keyed = (key: string) => ({ 'idempotency-key': key });
const UPDATE_GOAL =
  'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { success error { code } goal { id name } } }';

async function signedIn() {
  const userId = newUserId('idem');
  return { userId, token: await server.token(userId) };
}

const savedCount = async (userId: string, token: string) =>
  (
    (await server.gql<{ collegeCosts: unknown[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token })).data?.collegeCosts ??
    []
  ).length;

describe('Idempotency-Key', () => {
  it('answers a repeat with the same key and request from the stored answer, saving once', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    const first = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token, headers: keyed(key) },
    );
    const again = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token, headers: keyed(key) },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(await savedCount(userId, token)).toBe(1);
  });

  it('matches the request whatever the order of its variables, and with a fresh token of the same user', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    const goal = { userId, name: 'Car', goalType: 'CAR', valueToSave: 500 };
    const first = await server.gql<{ updateGoal: { goal: { id: string } } }>(
      UPDATE_GOAL,
      { goal },
      { token, headers: keyed(key) },
    );
    const reordered = { valueToSave: 500, goalType: 'CAR', name: 'Car', userId };
    const again = await server.gql<{ updateGoal: { goal: { id: string } } }>(
      UPDATE_GOAL,
      { goal: reordered },
      { token: await server.token(userId, { expiresIn: '2h' }), headers: keyed(key) },
    );
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.updateGoal.goal.id).toBe(first.data?.updateGoal.goal.id);
    const goals = await server.gql<{ goals: unknown[] }>(
      'query ($u: ID!) { goals(userId: $u) { id } }',
      { u: userId },
      { token },
    );
    expect(goals.data?.goals).toHaveLength(1);
  });

  it('refuses the same key with a different request: 422 IDEMPOTENCY_KEY_REUSED, running nothing', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    await server.gql(CALCULATE, { ...ANSWERS, userId }, { token, headers: keyed(key) });
    const other = await server.gql(CALCULATE, { ...ANSWERS, userId, ageOfChild: 6 }, { token, headers: keyed(key) });
    expect(other.status).toBe(422);
    expect(other.errors).toEqual([
      {
        message:
          'This Idempotency-Key was used for a different request in the last 24 hours: send a new key with each new request',
        extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
      },
    ]);
    expect(await savedCount(userId, token)).toBe(1);
  });

  it("keeps keys per caller: another user's request with the same key runs as their own", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const key = randomUUID();
    const a = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId: alice.userId },
      { token: alice.token, headers: keyed(key) },
    );
    const b = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId: bob.userId },
      { token: bob.token, headers: keyed(key) },
    );
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.data?.updateCollegeCosts.userId).toBe(bob.userId);
    expect(b.data?.updateCollegeCosts.id).not.toBe(a.data?.updateCollegeCosts.id);
  });

  it('runs again once the stored answer is older than 24 hours, and forgets such answers', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    const first = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token, headers: keyed(key) },
    );
    await engine.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
    const later = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token, headers: keyed(key) },
    );
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    // Run again, the same calculation answers the one saved (the same month): still one.
    expect(later.data?.updateCollegeCosts.id).toBe(first.data?.updateCollegeCosts.id);
    expect(await savedCount(userId, token)).toBe(1);

    await engine.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
    expect(await storageFromEngine(engine).idempotency.purge()).toBeGreaterThanOrEqual(1);
    expect(await engine.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
  });

  it('keeps the answer of refused input too, and replays it', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    const refused = await server.gql(UPDATE_GOAL, { goal: { userId, name: '' } }, { token, headers: keyed(key) });
    const again = await server.gql(UPDATE_GOAL, { goal: { userId, name: '' } }, { token, headers: keyed(key) });
    expect(refused.data).toEqual({ updateGoal: { success: false, error: { code: 'BAD_USER_INPUT' }, goal: null } });
    expect(again.data).toEqual(refused.data);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it("accepts a visitor's key and changes nothing: a visitor's calculation saves nothing, so it simply runs", async () => {
    const key = randomUUID();
    const first = await server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, ANSWERS, { headers: keyed(key) });
    const other = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, ageOfChild: 6 },
      { headers: keyed(key) },
    );
    expect(first.status).toBe(200);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.data?.updateCollegeCosts.ageOfChild).toBe(6);
    expect(await engine.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
  });

  it('lets queries ignore the key', async () => {
    const { userId, token } = await signedIn();
    const key = randomUUID();
    await server.gql(GET_ALL_COLLEGE_COSTS, { userId }, { token, headers: keyed(key) });
    const saved = await server.gql(CALCULATE, { ...ANSWERS, userId }, { token, headers: keyed(key) });
    expect(saved.headers.get('idempotent-replayed')).toBeNull();
    expect(await savedCount(userId, token)).toBe(1);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['empty', ''],
  ])('refuses a key %s: 400 INVALID_IDEMPOTENCY_KEY', async (_name, key) => {
    const { userId, token } = await signedIn();
    const response = await server.gql(CALCULATE, { ...ANSWERS, userId }, { token, headers: keyed(key) });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      {
        message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID',
        extensions: { code: 'INVALID_IDEMPOTENCY_KEY' },
      },
    ]);
    expect(await savedCount(userId, token)).toBe(0);
  });
});
