/**
 * The identity rules over real HTTP: visitors calculate with userId null; a call naming a userId
 * needs a valid token for that same user (UNAUTHENTICATED / FORBIDDEN otherwise); no one reads or
 * changes another user's college costs or goals.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevKeys, mintToken } from '../../server/dev-token';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  codeOf,
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

const SAVE = CALCULATE;
const GOALS = 'query ($userId: ID!) { goals(userId: $userId) { id } }';
const GOAL = 'query ($id: ID!) { goal(id: $id) { id } }';
const COLLEGE_COST = 'query ($id: ID!) { collegeCost(id: $id) { id } }';
const UPDATE_GOAL =
  'mutation ($goalId: ID, $goal: GoalInput!) { updateGoal(goalId: $goalId, goal: $goal) { success error { code message } goal { id name } } }';
const DELETE_GOAL = 'mutation ($goalId: ID!) { deleteGoal(goalId: $goalId) { success error { code } id } }';

/** A user with one saved calculation made into a goal. */
async function userWithGoal(name: string) {
  const userId = newUserId(name);
  const token = await server.token(userId);
  const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(SAVE, { ...ANSWERS, userId }, { token });
  const collegeCostId = saved.data?.updateCollegeCosts.id as string;
  const goal = await server.gql<{ updateGoal: { goal: { id: string } } }>(
    UPDATE_GOAL,
    { goal: { userId, collegeCostId } },
    { token },
  );
  return { userId, token, collegeCostId, goalId: goal.data?.updateGoal.goal.id as string };
}

describe('tokens', () => {
  it('lets a visitor calculate with userId null and no token', async () => {
    const response = await server.gql<{ updateCollegeCosts: CollegeCost }>(SAVE, ANSWERS);
    expect(response.data?.updateCollegeCosts.id).toBeNull();
  });

  it('serves a visitor calculation even with a stale token, saving nothing', async () => {
    const expired = await server.token('someone', { expiresAt: new Date(Date.now() - 60_000) });
    const response = await server.gql<{ updateCollegeCosts: CollegeCost }>(SAVE, ANSWERS, { token: expired });
    expect(response.data?.updateCollegeCosts.id).toBeNull();
  });

  it('refuses a call naming a userId without a token: UNAUTHENTICATED', async () => {
    const response = await server.gql(SAVE, { ...ANSWERS, userId: 'alice' });
    expect(response.data).toBeNull();
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0].message).toBe('Sign-in required: send a token in the auth-token header');
  });

  it.each([
    [
      'expired',
      async () => server.token('alice', { expiresAt: new Date(Date.now() - 60_000) }),
      'Token Error: the token has expired',
    ],
    [
      'signed by another key',
      async () => mintToken('alice', (await createDevKeys()).privateKey),
      'Token Error: the token could not be verified',
    ],
    ['not a JWT', async () => 'not-a-token', 'Token Error: the token could not be verified'],
    [
      'signed with a shared secret (alg HS256)',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('alice')
          .setExpirationTime('1h')
          .sign(new Uint8Array(32)),
      'Token Error: the token could not be verified',
    ],
    [
      'without a subject',
      async () =>
        new SignJWT({}).setProtectedHeader({ alg: 'ES256' }).setExpirationTime('1h').sign(server.keys.privateKey),
      'Token Error: the token has no subject',
    ],
    [
      'without an expiry (exp)',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256' })
          .setSubject('alice')
          .setIssuedAt()
          .sign(server.keys.privateKey),
      'Token Error: the token has no expiry (exp)',
    ],
    [
      'living 25 h (the default maximum is 24 h)',
      async () => server.token('alice', { expiresIn: '25h' }),
      'Token Error: the token lives longer than 24 h, the most this server accepts',
    ],
    [
      'without iat, expiring in 25 h',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256' })
          .setSubject('alice')
          .setExpirationTime('25h')
          .sign(server.keys.privateKey),
      'Token Error: the token lives longer than 24 h, the most this server accepts',
    ],
    [
      // Refused: its lifetime counted from iat, a token 'issued' tomorrow would live a day longer than allowed.
      'issued in the future (iat 2 h ahead, exp an hour after it)',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT({})
          .setProtectedHeader({ alg: 'ES256' })
          .setSubject('alice')
          .setIssuedAt(now + 7200)
          .setExpirationTime(now + 10_800)
          .sign(server.keys.privateKey);
      },
      'Token Error: the token was issued in the future (iat)',
    ],
    [
      'whose subject holds a NUL byte',
      async () => server.token('ali\u0000ce'),
      'Token Error: the token subject is not a usable user id',
    ],
  ])('refuses a token %s: UNAUTHENTICATED with "Token Error"', async (_name, makeToken, message) => {
    const response = await server.gql(SAVE, { ...ANSWERS, userId: 'alice' }, { token: await makeToken() });
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0].message).toBe(message);
  });

  it('refuses a token for someone else: FORBIDDEN, and saves nothing for either', async () => {
    const mallory = await server.token('mallory');
    const response = await server.gql(SAVE, { ...ANSWERS, userId: 'victim' }, { token: mallory });
    expect(codeOf(response)).toBe('FORBIDDEN');
    expect(
      (await server.gql(GET_ALL_COLLEGE_COSTS, { userId: 'victim' }, { token: await server.token('victim') })).data,
    ).toEqual({ collegeCosts: [] });
  });

  it('rejects every token when the server has no key configured, still serving visitors', async () => {
    const keyless = await startTestServer({ auth: undefined });
    try {
      const response = await keyless.gql(
        SAVE,
        { ...ANSWERS, userId: 'alice' },
        { token: await keyless.token('alice') },
      );
      expect(response.errors?.[0].message).toBe('Token Error: this server is not configured to accept tokens');
      expect(
        (await keyless.gql<{ updateCollegeCosts: CollegeCost }>(SAVE, ANSWERS)).data?.updateCollegeCosts.total.display,
      ).toBe('€148,524');
    } finally {
      await keyless.close();
    }
  });

  it('takes the longest accepted lifetime from auth.maxLifetimeSeconds (AUTH_MAX_TOKEN_LIFETIME)', async () => {
    const keys = await createDevKeys();
    const strict = await startTestServer({ auth: { publicKey: keys.publicKey, maxLifetimeSeconds: 1800 } }, keys);
    try {
      const long = await strict.gql(
        SAVE,
        { ...ANSWERS, userId: 'alice' },
        { token: await strict.token('alice', { expiresIn: '31m' }) },
      );
      expect(long.errors?.[0].message).toBe(
        'Token Error: the token lives longer than 30 min, the most this server accepts',
      );
      const fine = await strict.gql<{ updateCollegeCosts: CollegeCost }>(
        SAVE,
        { ...ANSWERS, userId: 'alice' },
        { token: await strict.token('alice', { expiresIn: '30m' }) },
      );
      expect(fine.data?.updateCollegeCosts.userId).toBe('alice');
    } finally {
      await strict.close();
    }
  });

  it('checks issuer and audience when configured', async () => {
    const keys = await createDevKeys();
    const checked = await startTestServer({
      auth: { publicKey: keys.publicKey, issuer: 'https://id.example', audience: 'planning' },
    });
    try {
      const good = await mintToken('alice', keys.privateKey, { issuer: 'https://id.example', audience: 'planning' });
      const wrong = await mintToken('alice', keys.privateKey, { issuer: 'https://evil.example', audience: 'planning' });
      const ok = await checked.gql(GET_ALL_COLLEGE_COSTS, { userId: 'alice' }, { token: good });
      expect(ok.errors).toBeUndefined();
      const refused = await checked.gql(GET_ALL_COLLEGE_COSTS, { userId: 'alice' }, { token: wrong });
      expect(refused.errors?.[0].message).toBe("Token Error: the token's iss claim is not accepted");
    } finally {
      await checked.close();
    }
  });
});

describe('a JWKS URL', () => {
  let jwks: Server;
  let jwksUrl: string;
  const keysPromise = createDevKeys();

  beforeAll(async () => {
    const keys = await keysPromise;
    const { createPublicKey } = await import('node:crypto');
    const jwk = { ...(await exportJWK(createPublicKey(keys.publicKey))), kid: 'test-key', alg: 'ES256', use: 'sig' };
    jwks = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

  it('verifies tokens against the keys it publishes', async () => {
    const keys = await keysPromise;
    const viaJwks = await startTestServer({ auth: { jwksUrl } });
    try {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setSubject('carol')
        .setExpirationTime('1h')
        .sign(keys.privateKey);
      const response = await viaJwks.gql<{ updateCollegeCosts: CollegeCost }>(
        SAVE,
        { ...ANSWERS, userId: 'carol' },
        { token },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.updateCollegeCosts.userId).toBe('carol');
      const stranger = await viaJwks.gql(
        SAVE,
        { ...ANSWERS, userId: 'carol' },
        { token: await mintToken('carol', (await createDevKeys()).privateKey) },
      );
      expect(codeOf(stranger)).toBe('UNAUTHENTICATED');
    } finally {
      await viaJwks.close();
    }
  });
});

describe("no one reads or changes another user's data", () => {
  it('guards collegeCosts and goals lists: FORBIDDEN for another userId, UNAUTHENTICATED without a token', async () => {
    const alice = await userWithGoal('alice');
    const bob = await server.token(newUserId('bob'));
    for (const query of [GET_ALL_COLLEGE_COSTS, GOALS]) {
      expect(codeOf(await server.gql(query, { userId: alice.userId }, { token: bob }))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(query, { userId: alice.userId }))).toBe('UNAUTHENTICATED');
    }
  });

  it("answers null for another user's college cost or goal, as if it did not exist", async () => {
    const alice = await userWithGoal('alice');
    const bob = await server.token(newUserId('bob'));
    expect((await server.gql(COLLEGE_COST, { id: alice.collegeCostId }, { token: bob })).data).toEqual({
      collegeCost: null,
    });
    expect((await server.gql(GOAL, { id: alice.goalId }, { token: bob })).data).toEqual({ goal: null });
    expect((await server.gql(GOAL, { id: alice.goalId }, { token: alice.token })).data).toEqual({
      goal: { id: alice.goalId },
    });
  });

  it("cannot update, claim or delete another user's goal or college cost", async () => {
    const alice = await userWithGoal('alice');
    const bobId = newUserId('bob');
    const bob = await server.token(bobId);

    const asAlice = await server.gql(
      UPDATE_GOAL,
      { goalId: alice.goalId, goal: { userId: alice.userId, name: 'Mine' } },
      { token: bob },
    );
    expect(codeOf(asAlice)).toBe('FORBIDDEN');

    const update = await server.gql(
      UPDATE_GOAL,
      { goalId: alice.goalId, goal: { userId: bobId, name: 'Stolen' } },
      { token: bob },
    );
    expect(update.data).toEqual({
      updateGoal: {
        success: false,
        error: { code: 'NOT_FOUND', message: 'No goal with this id for this user' },
        goal: null,
      },
    });

    const claim = await server.gql<{ updateGoal: { success: boolean; error: { code: string } } }>(
      UPDATE_GOAL,
      { goal: { userId: bobId, collegeCostId: alice.collegeCostId } },
      { token: bob },
    );
    expect(claim.data?.updateGoal).toMatchObject({ success: false, error: { code: 'BAD_USER_INPUT' } });

    const remove = await server.gql(DELETE_GOAL, { goalId: alice.goalId }, { token: bob });
    expect(remove.data).toEqual({ deleteGoal: { success: false, error: { code: 'NOT_FOUND' }, id: alice.goalId } });
    expect(codeOf(await server.gql(DELETE_GOAL, { goalId: alice.goalId }))).toBe('UNAUTHENTICATED');

    const still = await server.gql<{ goal: { id: string; name: string } }>(
      'query ($id: ID!) { goal(id: $id) { id name } }',
      { id: alice.goalId },
      { token: alice.token },
    );
    expect(still.data?.goal).toEqual({ id: alice.goalId, name: 'College costs' });
  });

  it('needs a token to read the user record', async () => {
    expect(codeOf(await server.gql('{ user { id } }'))).toBe('UNAUTHENTICATED');
  });
});
