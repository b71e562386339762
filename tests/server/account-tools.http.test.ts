/**
 * The account and tools over real HTTP, on both engines: tools (the catalogue, one
 * subscription per user and tool, suggestions), the vulnerability reminder, consent, interaction
 * flags and the change of e-mail address by a one-time code. Each operation: success, refused
 * input, another user's data and unknown ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCodeDelivery } from '../../server/index';
import { MAX_CODE_ATTEMPTS } from '../../server/account/email-codes';
import type { Storage } from '../../server/storage';
import { TOOLS } from '../../server/reference-data/tools';
import { testEngines } from './engines';
import {
  codeOf,
  fieldErrorsOf,
  MARCH_2025,
  newUserId,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from './helpers';

const ERROR = 'error { code message fieldErrors { field message } }';
const TOOL = 'id name description url subscribed';
const TOOLS_QUERY = `query ($u: ID!, $first: Int, $after: ID) { tools(userId: $u, first: $first, after: $after) { ${TOOL} } }`;
const SUGGESTED = `query ($u: ID!, $first: Int, $after: ID) { suggestedTools(userId: $u, first: $first, after: $after) { ${TOOL} } }`;
const SUBSCRIBE = `mutation ($u: ID!, $t: ID!) { subscribeToTool(userId: $u, toolId: $t) { success ${ERROR} tool { ${TOOL} } } }`;
const SUGGEST = `mutation ($u: ID!, $s: String!) { suggestNewTool(userId: $u, suggestion: $s) { success ${ERROR} } }`;
const REMINDER = 'query ($u: ID!) { vulnerabilityReminder(userId: $u) { id remindAt } }';
const SET_REMINDER = `mutation ($u: ID!, $at: DateTime!) { setVulnerabilityReminder(userId: $u, remindAt: $at) { success ${ERROR} vulnerabilityReminder { id remindAt } } }`;
const DELETE_REMINDER = `mutation ($u: ID!) { deleteVulnerabilityReminder(userId: $u) { success ${ERROR} } }`;
const CONSENT = 'query ($u: ID!) { consent(userId: $u) { id contactServicesIrishLifeGroup } }';
const UPDATE_CONSENT = `mutation ($input: ConsentInput!) { updateConsent(input: $input) { success ${ERROR} consent { id contactServicesIrishLifeGroup } } }`;
const FLAG = 'query ($id: ID!) { interactionFlag(id: $id) { id value } }';
const UPDATE_FLAG = `mutation ($id: ID!, $v: Boolean!) { updateInteractionFlag(id: $id, value: $v) { success ${ERROR} interactionFlag { id value } } }`;
const CHANGE_EMAIL = `mutation ($e: String!) { changeEmailVerification(email: $e) { success ${ERROR} } }`;
const UPDATE_EMAIL = `mutation ($e: String!, $c: String!) { updateEmail(email: $e, verificationCode: $c) { success ${ERROR} user { id name email } } }`;
const USER = '{ user { id name email } }';
const MESSAGES = 'query ($u: ID!) { messages(userId: $u) { title subtitle read dateReceived } }';

type Payload<K extends string, F = unknown> = Record<
  K,
  {
    success: boolean;
    error: { code: string; message: string; fieldErrors: { field: string; message: string }[] | null } | null;
  } & F
>;

const refused = (field: string, message: string) => ({
  success: false,
  error: { code: 'BAD_USER_INPUT', message: `Invalid input: ${field}`, fieldErrors: [{ field, message }] },
});

describe.each(testEngines('the account and tools tests'))(
  'account and tools on $name',
  { timeout: 60_000 },
  (engine) => {
    let storage: Storage;
    let server: TestServer;
    let clock = MARCH_2025;
    const sent: EmailCodeDelivery[] = [];

    beforeAll(async () => {
      storage = await engine.shared();
      server = await startTestServer({
        storage,
        now: () => clock,
        emailCodeSender: {
          async send(delivery) {
            sent.push(delivery);
          },
        },
      });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await storage?.close();
      await engine.cleanup();
    });

    async function signedIn(name = 'user') {
      const userId = newUserId(name);
      return { userId, token: await server.token(userId) };
    }

    describe('tools', () => {
      it('suggests the whole catalogue, the college-cost calculator among it, until the user subscribes', async () => {
        const { userId, token } = await signedIn('tools');
        const suggested = await server.gql<{ suggestedTools: { id: string; subscribed: boolean }[] }>(
          SUGGESTED,
          { u: userId },
          { token },
        );
        expect(suggested.data?.suggestedTools.map((tool) => tool.id)).toEqual(TOOLS.map((tool) => tool.id));
        expect(suggested.data?.suggestedTools[0]).toEqual({
          id: 'college-costs',
          name: 'College-cost calculator',
          description:
            "Estimate what your child's third-level education will cost and the monthly saving it needs, and add it to your plan as a goal.",
          url: '/',
          subscribed: false,
        });
        expect((await server.gql(TOOLS_QUERY, { u: userId }, { token })).data).toEqual({ tools: [] });

        const subscribed = await server.gql<Payload<'subscribeToTool'>>(
          SUBSCRIBE,
          { u: userId, t: 'risk-profile' },
          { token },
        );
        expect(subscribed.data?.subscribeToTool).toEqual({
          success: true,
          error: null,
          tool: { ...toolOf('risk-profile'), subscribed: true },
        });
        await server.gql(SUBSCRIBE, { u: userId, t: 'college-costs' }, { token });
        const tools = await server.gql<{ tools: { id: string; subscribed: boolean }[] }>(
          TOOLS_QUERY,
          { u: userId },
          { token },
        );
        expect(tools.data?.tools.map((tool) => [tool.id, tool.subscribed])).toEqual([
          ['risk-profile', true],
          ['college-costs', true],
        ]);
        const rest = await server.gql<{ suggestedTools: { id: string }[] }>(SUGGESTED, { u: userId }, { token });
        expect(rest.data?.suggestedTools.map((tool) => tool.id)).toEqual(
          TOOLS.map((tool) => tool.id).filter((id) => !['risk-profile', 'college-costs'].includes(id)),
        );
      });

      it('keeps one subscription however many times, and however many at once, a user subscribes', async () => {
        const { userId, token } = await signedIn('twice');
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            server.gql<Payload<'subscribeToTool'>>(SUBSCRIBE, { u: userId, t: 'college-costs' }, { token }),
          ),
        );
        for (const answer of answers)
          expect(answer.data?.subscribeToTool).toMatchObject({
            success: true,
            tool: { id: 'college-costs', subscribed: true },
          });
        await server.gql(SUBSCRIBE, { u: userId, t: 'college-costs' }, { token });
        expect(
          (await server.gql<{ tools: unknown[] }>(TOOLS_QUERY, { u: userId }, { token })).data?.tools,
        ).toHaveLength(1);
        expect(await storage.tools.toolIds(userId)).toEqual(['college-costs']);
      });

      it('answers NOT_FOUND for a tool not in the catalogue, saving nothing', async () => {
        const { userId, token } = await signedIn('unknown-tool');
        const answer = await server.gql<Payload<'subscribeToTool'>>(
          SUBSCRIBE,
          { u: userId, t: 'time-machine' },
          { token },
        );
        expect(answer.data?.subscribeToTool).toEqual({
          success: false,
          error: {
            code: 'NOT_FOUND',
            message: 'No tool with this id in the catalogue: see suggestedTools',
            fieldErrors: null,
          },
          tool: null,
        });
        expect(await storage.tools.toolIds(userId)).toEqual([]);
      });

      it('records a suggestion for a new tool, trimmed, and refuses an empty or overlong one', async () => {
        const { userId, token } = await signedIn('suggests');
        expect(
          (await server.gql<Payload<'suggestNewTool'>>(SUGGEST, { u: userId, s: '  A pension calculator ' }, { token }))
            .data?.suggestNewTool,
        ).toEqual({ success: true, error: null });
        expect(
          (await server.gql<Payload<'suggestNewTool'>>(SUGGEST, { u: userId, s: '   ' }, { token })).data
            ?.suggestNewTool,
        ).toEqual(refused('suggestion', 'Must be 1 to 1000 characters'));
        expect(
          (await server.gql<Payload<'suggestNewTool'>>(SUGGEST, { u: userId, s: 'x'.repeat(1001) }, { token })).data
            ?.suggestNewTool,
        ).toEqual(refused('suggestion', 'Must be 1 to 1000 characters'));
        expect(await storage.tools.suggestions(userId)).toEqual(['A pension calculator']);
      });

      it('pages tools and suggestedTools by tool id, and refuses a page size over 100 or an id not in the list', async () => {
        const { userId, token } = await signedIn('pages');
        const first = await server.gql<{ suggestedTools: { id: string }[] }>(
          SUGGESTED,
          { u: userId, first: 2 },
          { token },
        );
        const ids = TOOLS.map((tool) => tool.id);
        expect(first.data?.suggestedTools.map((tool) => tool.id)).toEqual(ids.slice(0, 2));
        const next = await server.gql<{ suggestedTools: { id: string }[] }>(
          SUGGESTED,
          { u: userId, first: 2, after: ids[1] },
          { token },
        );
        expect(next.data?.suggestedTools.map((tool) => tool.id)).toEqual(ids.slice(2, 4));
        expect(fieldErrorsOf(await server.gql(SUGGESTED, { u: userId, first: 101 }, { token }))).toEqual([
          { field: 'first', message: 'Must be a whole number from 1 to 100' },
        ]);
        expect(
          fieldErrorsOf(await server.gql(TOOLS_QUERY, { u: userId, after: 'college-costs' }, { token }))?.[0].field,
        ).toBe('after');
      });

      it("refuses another user's tools, and calls without a token", async () => {
        const { userId } = await signedIn('owner');
        const other = await signedIn('other');
        for (const [query, variables] of [
          [TOOLS_QUERY, { u: userId }],
          [SUGGESTED, { u: userId }],
          [SUBSCRIBE, { u: userId, t: 'college-costs' }],
          [SUGGEST, { u: userId, s: 'x' }],
        ] as const) {
          expect(codeOf(await server.gql(query, variables, { token: other.token })), query).toBe('FORBIDDEN');
          expect(codeOf(await server.gql(query, variables)), query).toBe('UNAUTHENTICATED');
        }
        expect(await storage.tools.toolIds(userId)).toEqual([]);
        expect(await storage.tools.suggestions(userId)).toEqual([]);
      });
    });

    describe('vulnerability reminder', () => {
      it('is null until set; setting it again keeps its id; deleting it twice is NOT_FOUND the second time', async () => {
        const { userId, token } = await signedIn('reminder');
        expect((await server.gql(REMINDER, { u: userId }, { token })).data).toEqual({ vulnerabilityReminder: null });
        const set = await server.gql<
          Payload<'setVulnerabilityReminder', { vulnerabilityReminder: { id: string; remindAt: string } }>
        >(SET_REMINDER, { u: userId, at: '2025-09-01T09:00:00+01:00' }, { token });
        expect(set.data?.setVulnerabilityReminder).toEqual({
          success: true,
          error: null,
          vulnerabilityReminder: { id: expect.any(String), remindAt: '2025-09-01T08:00:00.000Z' },
        });
        const id = set.data?.setVulnerabilityReminder.vulnerabilityReminder.id;
        const again = await server.gql<Payload<'setVulnerabilityReminder'>>(
          SET_REMINDER,
          { u: userId, at: '2026-01-10T10:00:00Z' },
          { token },
        );
        expect(again.data?.setVulnerabilityReminder).toMatchObject({
          success: true,
          vulnerabilityReminder: { id, remindAt: '2026-01-10T10:00:00.000Z' },
        });
        expect((await server.gql(REMINDER, { u: userId }, { token })).data).toEqual({
          vulnerabilityReminder: { id, remindAt: '2026-01-10T10:00:00.000Z' },
        });

        expect((await server.gql(DELETE_REMINDER, { u: userId }, { token })).data).toEqual({
          deleteVulnerabilityReminder: { success: true, error: null },
        });
        expect((await server.gql(REMINDER, { u: userId }, { token })).data).toEqual({ vulnerabilityReminder: null });
        expect((await server.gql(DELETE_REMINDER, { u: userId }, { token })).data).toEqual({
          deleteVulnerabilityReminder: {
            success: false,
            error: { code: 'NOT_FOUND', message: 'No vulnerability reminder is set for this user', fieldErrors: null },
          },
        });
      });

      it('refuses a time that is not in the future by the server clock, keeping the reminder there was', async () => {
        const { userId, token } = await signedIn('past');
        await server.gql(SET_REMINDER, { u: userId, at: '2027-01-01T00:00:00Z' }, { token });
        for (const at of ['2025-03-15T12:00:00Z', '2024-12-31T23:59:59Z']) {
          expect(
            (await server.gql<Payload<'setVulnerabilityReminder'>>(SET_REMINDER, { u: userId, at }, { token })).data
              ?.setVulnerabilityReminder,
          ).toEqual({
            ...refused('remindAt', 'Must be in the future'),
            vulnerabilityReminder: null,
          });
        }
        expect((await server.gql(REMINDER, { u: userId }, { token })).data).toMatchObject({
          vulnerabilityReminder: { remindAt: '2027-01-01T00:00:00.000Z' },
        });
      });

      it("refuses another user's reminder: nothing read, set or deleted", async () => {
        const owner = await signedIn('owner');
        const other = await signedIn('other');
        await server.gql(SET_REMINDER, { u: owner.userId, at: '2027-01-01T00:00:00Z' }, { token: owner.token });
        for (const [query, variables] of [
          [REMINDER, { u: owner.userId }],
          [SET_REMINDER, { u: owner.userId, at: '2030-01-01T00:00:00Z' }],
          [DELETE_REMINDER, { u: owner.userId }],
        ] as const) {
          expect(codeOf(await server.gql(query, variables, { token: other.token }))).toBe('FORBIDDEN');
        }
        expect((await storage.vulnerabilityReminders.get(owner.userId))?.remindAt.toISOString()).toBe(
          '2027-01-01T00:00:00.000Z',
        );
      });
    });

    describe('consent', () => {
      it('is unanswered (null) until updated, then holds the answer', async () => {
        const { userId, token } = await signedIn('consent');
        expect((await server.gql(CONSENT, { u: userId }, { token })).data).toEqual({
          consent: { id: userId, contactServicesIrishLifeGroup: null },
        });
        const yes = await server.gql(
          UPDATE_CONSENT,
          { input: { userId, contactServicesIrishLifeGroup: true } },
          { token },
        );
        expect(yes.data).toEqual({
          updateConsent: { success: true, error: null, consent: { id: userId, contactServicesIrishLifeGroup: true } },
        });
        await server.gql(UPDATE_CONSENT, { input: { userId, contactServicesIrishLifeGroup: false } }, { token });
        expect((await server.gql(CONSENT, { u: userId }, { token })).data).toEqual({
          consent: { id: userId, contactServicesIrishLifeGroup: false },
        });
      });

      it('refuses a missing answer, naming it', async () => {
        const { userId, token } = await signedIn('consent-bad');
        const response = await server.gql(
          UPDATE_CONSENT,
          { input: { userId, contactServicesIrishLifeGroup: null } },
          { token },
        );
        expect(fieldErrorsOf(response)).toEqual([
          { field: 'input.contactServicesIrishLifeGroup', message: 'Please provide an answer' },
        ]);
        expect(await storage.consents.get(userId)).toBeNull();
      });

      it("refuses another user's consent", async () => {
        const owner = await signedIn('owner');
        const other = await signedIn('other');
        expect(codeOf(await server.gql(CONSENT, { u: owner.userId }, { token: other.token }))).toBe('FORBIDDEN');
        expect(
          codeOf(
            await server.gql(
              UPDATE_CONSENT,
              { input: { userId: owner.userId, contactServicesIrishLifeGroup: true } },
              { token: other.token },
            ),
          ),
        ).toBe('FORBIDDEN');
        expect(await storage.consents.get(owner.userId)).toBeNull();
      });
    });

    describe('interaction flags', () => {
      it('are off until set, and each user has their own', async () => {
        const owner = await signedIn('flags');
        const other = await signedIn('flags-other');
        expect((await server.gql(FLAG, { id: 'dismissed-hint' }, { token: owner.token })).data).toEqual({
          interactionFlag: { id: 'dismissed-hint', value: false },
        });
        const set = await server.gql(UPDATE_FLAG, { id: 'dismissed-hint', v: true }, { token: owner.token });
        expect(set.data).toEqual({
          updateInteractionFlag: { success: true, error: null, interactionFlag: { id: 'dismissed-hint', value: true } },
        });
        expect((await server.gql(FLAG, { id: 'dismissed-hint' }, { token: owner.token })).data).toEqual({
          interactionFlag: { id: 'dismissed-hint', value: true },
        });
        expect((await server.gql(FLAG, { id: 'dismissed-hint' }, { token: other.token })).data).toEqual({
          interactionFlag: { id: 'dismissed-hint', value: false },
        });
        await server.gql(UPDATE_FLAG, { id: 'dismissed-hint', v: false }, { token: other.token });
        expect(await storage.interactionFlags.get(owner.userId, 'dismissed-hint')).toBe(true);
      });

      it('refuses a name that is not a flag name, in the payload of the mutation and as an error of the query', async () => {
        const { userId, token } = await signedIn('flags-bad');
        const message = 'Must be 1 to 100 letters, digits and the characters . _ - :';
        expect((await server.gql(UPDATE_FLAG, { id: 'has space', v: true }, { token })).data).toEqual({
          updateInteractionFlag: { ...refused('id', message), interactionFlag: null },
        });
        expect(fieldErrorsOf(await server.gql(FLAG, { id: 'x'.repeat(101) }, { token }))).toEqual([
          { field: 'id', message },
        ]);
        expect(await storage.interactionFlags.get(userId, 'has space')).toBeNull();
        expect(codeOf(await server.gql(FLAG, { id: 'dismissed-hint' }))).toBe('UNAUTHENTICATED');
      });
    });

    describe('changing the e-mail address', () => {
      const codeFor = (userId: string): string => {
        const delivery = sent.filter((d) => d.userId === userId).at(-1);
        if (!delivery) throw new Error(`no code was sent to ${userId}`);
        return delivery.code;
      };
      const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const later = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
      };

      it('sends a code to the new address; the code confirms it once; the user is told by a message', async () => {
        const { userId, token } = await signedIn('email');
        await server.gql(
          'mutation { signUp(input: { name: "Ann Smith", email: "ann@example.com" }) { success } }',
          {},
          { token },
        );
        const asked = await server.gql(CHANGE_EMAIL, { e: 'ann.smith@example.org' }, { token });
        expect(asked.data).toEqual({ changeEmailVerification: { success: true, error: null } });
        const delivery = sent.filter((d) => d.userId === userId).at(-1) as EmailCodeDelivery;
        expect(delivery).toEqual({
          userId,
          email: 'ann.smith@example.org',
          code: expect.stringMatching(/^\d{6}$/),
          sentAt: clock,
          expiresAt: new Date(clock.getTime() + 15 * 60_000),
        });
        expect((await server.gql(USER, {}, { token })).data).toEqual({
          user: { id: userId, name: 'Ann Smith', email: 'ann@example.com' },
        });

        const wrongAnswer = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'ann.smith@example.org', c: wrong(delivery.code) },
          { token },
        );
        expect(wrongAnswer.data?.updateEmail).toEqual({
          ...refused('verificationCode', `Wrong code: ${MAX_CODE_ATTEMPTS - 1} tries left`),
          user: null,
        });

        const confirmed = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'Ann.Smith@example.org', c: delivery.code },
          { token },
        );
        expect(confirmed.data?.updateEmail).toEqual({
          success: true,
          error: null,
          user: { id: userId, name: 'Ann Smith', email: 'ann.smith@example.org' },
        });
        expect((await server.gql(USER, {}, { token })).data).toEqual({
          user: { id: userId, name: 'Ann Smith', email: 'ann.smith@example.org' },
        });
        const messages = await server.gql<{ messages: { title: string; subtitle: string }[] }>(
          MESSAGES,
          { u: userId },
          { token },
        );
        expect(messages.data?.messages).toEqual([
          {
            title: 'Your e-mail address was changed',
            subtitle: 'We will write to ann.smith@example.org from now on.',
            read: false,
            dateReceived: clock.toISOString(),
          },
        ]);

        const reused = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'ann.smith@example.org', c: delivery.code },
          { token },
        );
        expect(reused.data?.updateEmail.error?.fieldErrors).toEqual([
          {
            field: 'verificationCode',
            message: 'No code has been sent for a change of e-mail address: ask for one with changeEmailVerification',
          },
        ]);
      });

      it('stores the code only hashed', async () => {
        const { userId, token } = await signedIn('hashed');
        await server.gql(CHANGE_EMAIL, { e: 'hashed@example.org' }, { token });
        const pending = await storage.emailVerifications.claimAttempt(userId);
        expect(pending?.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(pending)).not.toContain(codeFor(userId));
      });

      it(`refuses the right code after ${MAX_CODE_ATTEMPTS} tries, even when 20 wrong ones arrive at once`, async () => {
        const { userId, token } = await signedIn('guesser');
        await server.gql(CHANGE_EMAIL, { e: 'guess@example.org' }, { token });
        const code = codeFor(userId);
        const guesses = await Promise.all(
          Array.from({ length: 20 }, () =>
            server.gql<Payload<'updateEmail'>>(UPDATE_EMAIL, { e: 'guess@example.org', c: wrong(code) }, { token }),
          ),
        );
        for (const guess of guesses) expect(guess.data?.updateEmail.success).toBe(false);
        const right = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'guess@example.org', c: code },
          { token },
        );
        expect(right.data?.updateEmail.error?.fieldErrors).toEqual([
          {
            field: 'verificationCode',
            message: `The code was tried ${MAX_CODE_ATTEMPTS} times: ask for a new one with changeEmailVerification`,
          },
        ]);
        expect((await server.gql(USER, {}, { token })).data).toEqual({ user: { id: userId, name: null, email: null } });
      });

      it('says how many tries are left, and that the last one was the last', async () => {
        const { userId, token } = await signedIn('tries');
        await server.gql(CHANGE_EMAIL, { e: 'tries@example.org' }, { token });
        const code = codeFor(userId);
        const messages: string[] = [];
        for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
          const answer = await server.gql<Payload<'updateEmail'>>(
            UPDATE_EMAIL,
            { e: 'tries@example.org', c: wrong(code) },
            { token },
          );
          messages.push(answer.data?.updateEmail.error?.fieldErrors?.[0].message ?? '');
        }
        expect(messages).toEqual([
          'Wrong code: 4 tries left',
          'Wrong code: 3 tries left',
          'Wrong code: 2 tries left',
          'Wrong code: 1 try left',
          'Wrong code, and that was the last try: ask for a new one with changeEmailVerification',
        ]);
      });

      it('refuses an expired code; a new code may be asked for after a minute, and replaces the old one', async () => {
        const { userId, token } = await signedIn('slow');
        await server.gql(CHANGE_EMAIL, { e: 'slow@example.org' }, { token });
        const first = codeFor(userId);
        const tooSoon = await server.gql<Payload<'changeEmailVerification'>>(
          CHANGE_EMAIL,
          { e: 'slow@example.org' },
          { token },
        );
        expect(tooSoon.data?.changeEmailVerification).toEqual(
          refused('email', 'A code was sent less than 60 seconds ago: wait before asking for another'),
        );
        expect(codeFor(userId)).toBe(first);

        later(15 * 60_000);
        const expired = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'slow@example.org', c: first },
          { token },
        );
        expect(expired.data?.updateEmail.error?.fieldErrors).toEqual([
          {
            field: 'verificationCode',
            message: 'This code has expired: ask for a new one with changeEmailVerification',
          },
        ]);

        await server.gql(CHANGE_EMAIL, { e: 'slow@example.org' }, { token });
        const second = codeFor(userId);
        if (second !== first) {
          const old = await server.gql<Payload<'updateEmail'>>(
            UPDATE_EMAIL,
            { e: 'slow@example.org', c: first },
            { token },
          );
          expect(old.data?.updateEmail.error?.fieldErrors?.[0].message).toBe('Wrong code: 4 tries left');
        }
        expect(
          (await server.gql<Payload<'updateEmail'>>(UPDATE_EMAIL, { e: 'slow@example.org', c: second }, { token })).data
            ?.updateEmail.success,
        ).toBe(true);
      });

      it('refuses a code given with another address than it was sent for', async () => {
        const { userId, token } = await signedIn('other-address');
        await server.gql(CHANGE_EMAIL, { e: 'right@example.org' }, { token });
        const answer = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'wrong@example.org', c: codeFor(userId) },
          { token },
        );
        expect(answer.data?.updateEmail).toEqual({
          ...refused(
            'email',
            'The code was sent for another address: give that address, or ask for a code for this one',
          ),
          user: null,
        });
      });

      it('refuses a malformed address or code, and the address the user already has, sending nothing', async () => {
        const { userId, token } = await signedIn('malformed');
        expect((await server.gql(CHANGE_EMAIL, { e: 'not-an-address' }, { token })).data).toEqual({
          changeEmailVerification: refused('email', 'Must be a valid e-mail address'),
        });
        const bad = await server.gql<Payload<'updateEmail'>>(UPDATE_EMAIL, { e: 'x@', c: '12ab' }, { token });
        expect(bad.data?.updateEmail.error?.fieldErrors).toEqual([
          { field: 'email', message: 'Must be a valid e-mail address' },
          { field: 'verificationCode', message: 'Must be the 6-digit code we sent' },
        ]);
        await server.gql(
          'mutation { signUp(input: { name: "Bo", email: "bo@example.com" }) { success } }',
          {},
          { token },
        );
        expect((await server.gql(CHANGE_EMAIL, { e: 'BO@example.com' }, { token })).data).toEqual({
          changeEmailVerification: refused('email', 'This is already your e-mail address'),
        });
        expect(sent.filter((d) => d.userId === userId)).toEqual([]);
      });

      it("only ever changes the caller's own address: another user's code does not work for them", async () => {
        const owner = await signedIn('owner');
        const other = await signedIn('other');
        await server.gql(CHANGE_EMAIL, { e: 'owner@example.org' }, { token: owner.token });
        const stolen = await server.gql<Payload<'updateEmail'>>(
          UPDATE_EMAIL,
          { e: 'owner@example.org', c: codeFor(owner.userId) },
          { token: other.token },
        );
        expect(stolen.data?.updateEmail.error?.fieldErrors?.[0].field).toBe('verificationCode');
        expect((await server.gql(USER, {}, { token: other.token })).data).toEqual({ user: null });
        expect(codeOf(await server.gql(CHANGE_EMAIL, { e: 'a@example.org' }))).toBe('UNAUTHENTICATED');
        expect(codeOf(await server.gql(UPDATE_EMAIL, { e: 'a@example.org', c: '123456' }))).toBe('UNAUTHENTICATED');
      });
    });
  },
);

function toolOf(id: string) {
  const tool = TOOLS.find((entry) => entry.id === id);
  if (!tool) throw new Error(id);
  return { id: tool.id, name: tool.name, description: tool.description, url: tool.url };
}

export type { GraphQLResponse };
