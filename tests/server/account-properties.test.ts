/**
 * Property-based tests (fast-check, fuzz.ts) over every argument of the account and tools
 * mutations, over real HTTP to a server on PGlite: whatever a caller sends, the server never
 * answers 5xx or shows internal detail, and the caller's saved account (tools, reminder, consent,
 * e-mail address, the flag named) is unchanged unless the answer says success, then changed exactly
 * as the answer says.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCodeDelivery } from '../../server/index';
import type { Storage } from '../../server/storage';
import { TOOLS } from '../../server/reference-data/tools';
import { asText, checkAnswer, field, outcomeRecorder, sendRaw, settings } from './fuzz';
import { memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let storage: Storage;
const codes: EmailCodeDelivery[] = [];
const { count, report } = outcomeRecorder();

beforeAll(async () => {
  storage = await memoryStorage();
  server = await startTestServer({ emailCodeSender: { send: async (delivery) => void codes.push(delivery) } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  report();
});

const ERROR = 'error { code message fieldErrors { field message } }';
const CALLS = {
  subscribeToTool: `mutation ($userId: ID!, $toolId: ID!) { subscribeToTool(userId: $userId, toolId: $toolId) { success ${ERROR} tool { id subscribed } } }`,
  suggestNewTool: `mutation ($userId: ID!, $suggestion: String!) { suggestNewTool(userId: $userId, suggestion: $suggestion) { success ${ERROR} } }`,
  setVulnerabilityReminder: `mutation ($userId: ID!, $remindAt: DateTime!) { setVulnerabilityReminder(userId: $userId, remindAt: $remindAt) { success ${ERROR} vulnerabilityReminder { id remindAt } } }`,
  deleteVulnerabilityReminder: `mutation ($userId: ID!) { deleteVulnerabilityReminder(userId: $userId) { success ${ERROR} } }`,
  updateConsent: `mutation ($input: ConsentInput!) { updateConsent(input: $input) { success ${ERROR} consent { id contactServicesIrishLifeGroup } } }`,
  updateInteractionFlag: `mutation ($id: ID!, $value: Boolean!) { updateInteractionFlag(id: $id, value: $value) { success ${ERROR} interactionFlag { id value } } }`,
  changeEmailVerification: `mutation ($email: String!) { changeEmailVerification(email: $email) { success ${ERROR} } }`,
  updateEmail: `mutation ($email: String!, $verificationCode: String!) { updateEmail(email: $email, verificationCode: $verificationCode) { success ${ERROR} user { id email } } }`,
} as const;
type Kind = keyof typeof CALLS;

interface Account {
  tools: { id: string }[];
  vulnerabilityReminder: { id: string; remindAt: string } | null;
  consent: { id: string; contactServicesIrishLifeGroup: boolean | null };
  user: { id: string; email: string | null } | null;
}

async function account(userId: string, token: string): Promise<Account> {
  const response = await server.gql<Account>(
    `query ($u: ID!) { tools(userId: $u, first: 100) { id } vulnerabilityReminder(userId: $u) { id remindAt }
       consent(userId: $u) { id contactServicesIrishLifeGroup } user { id email } }`,
    { u: userId },
    { token },
  );
  expect(response.status).toBe(200);
  return response.data as Account;
}

const instant = fc
  .tuple(
    fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2199-01-01T00:00:00Z'), noInvalidDate: true }),
    fc.constantFrom('Z', '+01:00', '-05:30'),
  )
  .map(([date, offset]) => date.toISOString().replace('Z', offset === 'Z' ? 'Z' : offset));

describe('whatever a caller sends to the account and tools mutations', { timeout: 60_000 }, () => {
  it('never a 5xx or a leak; changes exactly what the answer says, or nothing', async () => {
    const userId = newUserId('fuzz-account');
    const token = await server.token(userId);
    const own = field(fc.constantFrom(userId, userId, userId, 'someone-else'));
    const call = fc.oneof(
      fc
        .record({ userId: own, toolId: field(fc.constantFrom(...TOOLS.map((t) => t.id), 'no-such-tool')) })
        .map((v) => ({ kind: 'subscribeToTool' as Kind, v })),
      fc
        .record({ userId: own, suggestion: field(fc.string({ maxLength: 1001 })) })
        .map((v) => ({ kind: 'suggestNewTool' as Kind, v })),
      fc
        .record({ userId: own, remindAt: field(instant) })
        .map((v) => ({ kind: 'setVulnerabilityReminder' as Kind, v })),
      fc.record({ userId: own }).map((v) => ({ kind: 'deleteVulnerabilityReminder' as Kind, v })),
      fc
        .record({ input: field(fc.record({ userId: own, contactServicesIrishLifeGroup: field(fc.boolean()) })) })
        .map((v) => ({ kind: 'updateConsent' as Kind, v })),
      fc
        .record({
          id: field(fc.oneof(fc.stringMatching(/^[A-Za-z0-9._:-]{1,100}$/), fc.string({ maxLength: 110 }))),
          value: field(fc.boolean()),
        })
        .map((v) => ({ kind: 'updateInteractionFlag' as Kind, v })),
      fc
        .record({ email: field(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }))) })
        .map((v) => ({ kind: 'changeEmailVerification' as Kind, v })),
      fc
        .record({
          email: field(fc.oneof(fc.emailAddress(), fc.constant('last'))),
          verificationCode: field(
            fc.oneof(fc.constant('last'), fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 8 })),
          ),
        })
        .map((v) => ({ kind: 'updateEmail' as Kind, v })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ kind, v }) => {
        // 'last' stands for the address and code last sent to this user, so that some changes succeed.
        const last = codes.filter((d) => d.userId === userId).at(-1);
        const variables: Record<string, unknown> = Object.fromEntries(
          Object.entries(v).map(([key, value]) => [
            key,
            value === 'last' ? ((key === 'email' ? last?.email : last?.code) ?? asText(value)) : value,
          ]),
        );
        const before = await account(userId, token);
        // A flag name the database can hold (PostgreSQL text has no NUL; the server refuses such a name before storage).
        const storedFlag =
          kind === 'updateInteractionFlag' && typeof variables.id === 'string' && !variables.id.includes('\0')
            ? variables.id
            : null;
        const flagBefore = storedFlag === null ? null : await storage.interactionFlags.get(userId, storedFlag);
        const { response, raw } = await sendRaw(server.graphqlUrl, CALLS[kind], variables, token);
        const payload = (
          response.data as Record<string, { success: boolean } & Record<string, unknown>> | null | undefined
        )?.[kind];
        count(
          kind,
          checkAnswer(response, raw) +
            (payload?.success ? ' success' : payload ? ` ${(payload.error as { code: string } | null)?.code}` : ''),
        );
        const after = await account(userId, token);
        const expected: Account = structuredClone(before);
        if (payload?.success) {
          // Whatever the user saves first makes their user record.
          expected.user ??= { id: userId, email: null };
          if (kind === 'subscribeToTool' && !before.tools.some((t) => t.id === variables.toolId))
            expected.tools.push({ id: variables.toolId as string });
          if (kind === 'setVulnerabilityReminder')
            expected.vulnerabilityReminder = payload.vulnerabilityReminder as Account['vulnerabilityReminder'];
          if (kind === 'deleteVulnerabilityReminder') expected.vulnerabilityReminder = null;
          if (kind === 'updateConsent') expected.consent = payload.consent as Account['consent'];
          if (kind === 'updateEmail') expected.user = payload.user as Account['user'];
        }
        expect(after).toEqual(expected);
        if (kind === 'updateInteractionFlag' && typeof variables.id === 'string' && storedFlag === null)
          expect(payload?.success ?? false).toBe(false);
        if (storedFlag !== null) {
          const flag = await storage.interactionFlags.get(userId, storedFlag);
          expect(flag).toBe(payload?.success ? (payload.interactionFlag as { value: boolean }).value : flagBefore);
        }
      }),
      settings,
    );
  });
});
