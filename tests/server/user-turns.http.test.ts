/**
 * A signed-in user's requests take turns over real HTTP (server/http/user-turns.ts): past the ones
 * served and waiting, the next is answered 429 RATE_LIMITED with Retry-After, and other users and
 * visitors are served meanwhile. One user's reads are held at the storage until the test lets them go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
import { ANSWERS, CALCULATE, memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';

const HELD = newUserId('held');
let server: TestServer;
let release = () => undefined as void;
const released = new Promise<void>((resolve) => (release = resolve));
let reached = () => undefined as void;
const heldReached = new Promise<void>((resolve) => (reached = resolve));

beforeAll(async () => {
  const storage = await memoryStorage();
  const holding: Storage = {
    ...storage,
    goals: {
      ...storage.goals,
      listByUser: async (userId, page) => {
        if (userId === HELD) {
          reached();
          await released;
        }
        return storage.goals.listByUser(userId, page);
      },
    },
  };
  server = await startTestServer({ storage: holding, userTurns: { running: 1, waiting: 1 } });
});
afterAll(async () => {
  release();
  await server?.close();
});

const GOALS = 'query ($u: ID!) { goals(userId: $u) { id } }';

describe("a user's turns", () => {
  it('serves one, lines up one and refuses the next with 429 RATE_LIMITED and Retry-After, while others are served', async () => {
    const token = await server.token(HELD);
    const first = server.gql(GOALS, { u: HELD }, { token });
    await heldReached;
    const [second, third] = [server.gql(GOALS, { u: HELD }, { token }), server.gql(GOALS, { u: HELD }, { token })];
    // Whichever of the two came second finds the line full; the other waits in it.
    const refused = await Promise.race([second, third]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.errors).toEqual([
      {
        message: 'Too many requests at once from this user: 1 are served at a time and 1 may wait; try again in 1 s',
        extensions: { code: 'RATE_LIMITED' },
      },
    ]);

    const other = newUserId('other');
    const theirs = await server.gql<{ goals: unknown[] }>(GOALS, { u: other }, { token: await server.token(other) });
    expect(theirs.data).toEqual({ goals: [] });
    const visitor = await server.gql(CALCULATE, { ...ANSWERS, userId: null });
    expect(visitor.status).toBe(200);

    release();
    const answers = await Promise.all([first, second, third]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
    expect((await server.gql(GOALS, { u: HELD }, { token })).data).toEqual({ goals: [] });
  });
});
