/**
 * health(userId) over real HTTP, on both engines: the planning model's health summary of what the
 * household entered (docs/planning-model.md, "Health"), only for the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HEALTH_INSURANCE, SMOKER_NOTE, healthNote } from '../../server/planning/health-summary';
import type { Storage } from '../../server/storage';
import { testEngines } from './engines';
import { codeOf, fieldErrorsOf, newUserId, startTestServer, type TestServer } from './helpers';

const HEALTH = 'query ($u: ID!) { health(userId: $u) { hasHealthInsurance smoker notes } }';
const UPDATE_FACTFIND =
  'mutation ($f: FactfindInput!) { updateFactfind(factfind: $f) { success error { code message } } }';
const UPDATE_POLICY = 'mutation ($p: PolicyInput!) { updatePolicy(policy: $p) { success error { code message } } }';

describe.each(testEngines('the health tests'))('health on $name', { timeout: 60_000 }, (engine) => {
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await engine.shared();
    server = await startTestServer({ storage });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.close();
    await engine.cleanup();
  });

  it('says there is no insurance and nothing else while the household has entered nothing', async () => {
    const userId = newUserId('health-empty');
    const token = await server.token(userId);
    expect((await server.gql(HEALTH, { u: userId }, { token })).data).toEqual({
      health: { hasHealthInsurance: false, smoker: null, notes: [NO_HEALTH_INSURANCE] },
    });
  });

  it('follows the factfind and the policies', async () => {
    const userId = newUserId('health');
    const token = await server.token(userId);
    const factfind = await server.gql(
      UPDATE_FACTFIND,
      { f: { userId, user: { smoker: true, healthStatus: 'POOR' }, partner: { smoker: false } } },
      { token },
    );
    expect(factfind.data).toEqual({ updateFactfind: { success: true, error: null } });
    expect((await server.gql(HEALTH, { u: userId }, { token })).data).toEqual({
      health: {
        hasHealthInsurance: false,
        smoker: true,
        notes: [NO_HEALTH_INSURANCE, SMOKER_NOTE, healthNote('You', 'POOR')],
      },
    });
    const policy = await server.gql(
      UPDATE_POLICY,
      { p: { userId, name: 'Hospital cover', productType: 'HEALTH_INSURANCE' } },
      { token },
    );
    expect(policy.data).toEqual({ updatePolicy: { success: true, error: null } });
    expect((await server.gql(HEALTH, { u: userId }, { token })).data).toEqual({
      health: { hasHealthInsurance: true, smoker: true, notes: [SMOKER_NOTE, healthNote('You', 'POOR')] },
    });
  });

  it("refuses another user's health, a call without a token, and a missing userId", async () => {
    const owner = newUserId('health-owner');
    const other = await server.token(newUserId('health-other'));
    expect(codeOf(await server.gql(HEALTH, { u: owner }, { token: other }))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(HEALTH, { u: owner }))).toBe('UNAUTHENTICATED');
    expect(fieldErrorsOf(await server.gql('{ health { notes } }', {}, { token: other }))).toEqual([
      { field: 'userId', message: 'Please provide an answer' },
    ]);
  });
});
