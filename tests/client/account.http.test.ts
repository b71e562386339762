/**
 * SPEC §4's rows of the account and tools, proven against the real reference server: after each
 * mutation the watched queries the row names are sent again and show the server's new data, and
 * nothing else is asked for. And SPEC §3's Provider identity end to end: a provider without an id
 * is normalised by its name in the client's cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCodeDelivery, ProviderEntry } from '../../server/index';
import {
  ChangeEmailVerificationDocument,
  DeleteVulnerabilityReminderDocument,
  GetPersonsDocument,
  GetProvidersDocument,
  GetSuggestedToolsDocument,
  GetToolsDocument,
  GetUserDocument,
  GetVulnerabilityReminderDocument,
  SetVulnerabilityReminderDocument,
  SignUpDocument,
  SubscribeToToolDocument,
  UpdateEmailDocument,
} from '../../src/client';
import { signedInClient, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;
const codes: EmailCodeDelivery[] = [];
/** The server's provider list, changed in place by the identity test. */
const providers: ProviderEntry[] = [
  { id: 'bank-a', name: 'Bank A', iconUrl: null, imageUrl: null, bannerColor: '#111111', providerTypes: ['BANK'] },
  {
    id: null,
    name: 'Town Credit Union',
    iconUrl: null,
    imageUrl: null,
    bannerColor: '#222222',
    providerTypes: ['BANK', 'SAVINGS'],
  },
];

beforeAll(async () => {
  server = await startRealServer({
    referenceData: { providers },
    emailCodeSender: {
      async send(delivery) {
        codes.push(delivery);
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The operation names sent after `from` requests had been sent. */
const since = (sent: string[], from: number) => sent.slice(from);

describe('SPEC §4 rows of the account and tools, against the real server', () => {
  it('signUp refreshes the person(s) and the user', async () => {
    const { client, sent } = await signedInClient(server, 'erin');
    const user = watch(client, GetUserDocument, {});
    const persons = watch(client, GetPersonsDocument, { userId: 'erin' });
    expect((await user.next()).data?.user).toBeNull();
    expect((await persons.next()).data?.persons).toEqual([]);

    const before = sent.length;
    const refreshedUser = user.next((result) => result.data?.user != null);
    const refreshedPersons = persons.next();
    const signedUp = await client
      .mutation(SignUpDocument, {
        input: { name: 'Erin Byrne', email: 'erin@example.com', referralSource: 'A friend' },
      })
      .toPromise();
    expect(signedUp.data?.signUp).toMatchObject({ success: true, error: null });
    expect((await refreshedUser).data?.user).toEqual({
      id: 'erin',
      name: 'Erin Byrne',
      email: 'erin@example.com',
      referralSource: 'A friend',
    });
    expect((await refreshedPersons).error).toBeUndefined();
    expect(since(sent, before).sort()).toEqual(['GetPersons', 'GetUser', 'SignUp']);
    user.stop();
    persons.stop();
  });

  it('updateEmail refreshes the user with the confirmed address', async () => {
    const { client, sent, settled } = await signedInClient(server, 'finn');
    await client.mutation(SignUpDocument, { input: { name: 'Finn', email: 'finn@example.com' } }).toPromise();
    const user = watch(client, GetUserDocument, {});
    expect((await user.next()).data?.user?.email).toBe('finn@example.com');

    const asked = await client.mutation(ChangeEmailVerificationDocument, { email: 'finn@example.org' }).toPromise();
    expect(asked.data?.changeEmailVerification).toEqual({ success: true, error: null });
    const code = codes.filter((delivery) => delivery.userId === 'finn').at(-1)?.code as string;

    const before = sent.length;
    // Shown at once from the answer's user (marked stale while the user is asked for again), then the server's.
    const shown = user.next((result) => result.data?.user?.email === 'finn@example.org');
    const updated = await client
      .mutation(UpdateEmailDocument, { email: 'finn@example.org', verificationCode: code })
      .toPromise();
    expect(updated.data?.updateEmail).toMatchObject({ success: true, user: { email: 'finn@example.org' } });
    expect((await shown).data?.user).toMatchObject({ id: 'finn', name: 'Finn', email: 'finn@example.org' });
    await settled();
    expect(user.results.at(-1)).toMatchObject({
      stale: false,
      data: { user: { id: 'finn', name: 'Finn', email: 'finn@example.org' } },
    });
    expect(since(sent, before)).toEqual(['UpdateEmail', 'GetUser']);
    user.stop();
  });

  it('setVulnerabilityReminder and deleteVulnerabilityReminder refresh the reminder', async () => {
    const { client, sent } = await signedInClient(server, 'gail');
    const reminder = watch(client, GetVulnerabilityReminderDocument, { userId: 'gail' });
    expect((await reminder.next()).data?.vulnerabilityReminder).toBeNull();

    let before = sent.length;
    const set = reminder.next((result) => result.data?.vulnerabilityReminder != null);
    const saved = await client
      .mutation(SetVulnerabilityReminderDocument, { userId: 'gail', remindAt: '2025-06-01T09:00:00Z' })
      .toPromise();
    expect(saved.data?.setVulnerabilityReminder).toMatchObject({
      success: true,
      vulnerabilityReminder: { remindAt: '2025-06-01T09:00:00.000Z' },
    });
    expect((await set).data?.vulnerabilityReminder).toMatchObject({
      id: saved.data?.setVulnerabilityReminder.vulnerabilityReminder?.id,
      remindAt: '2025-06-01T09:00:00.000Z',
    });
    expect(since(sent, before)).toEqual(['SetVulnerabilityReminder', 'GetVulnerabilityReminder']);

    before = sent.length;
    const gone = reminder.next((result) => result.data?.vulnerabilityReminder === null);
    const deleted = await client.mutation(DeleteVulnerabilityReminderDocument, { userId: 'gail' }).toPromise();
    expect(deleted.data?.deleteVulnerabilityReminder).toMatchObject({ success: true, error: null });
    expect((await gone).data?.vulnerabilityReminder).toBeNull();
    expect(since(sent, before)).toEqual(['DeleteVulnerabilityReminder', 'GetVulnerabilityReminder']);
    reminder.stop();
  });

  it('subscribeToTool refreshes tools', async () => {
    const { client, sent } = await signedInClient(server, 'hugh');
    const tools = watch(client, GetToolsDocument, { userId: 'hugh' });
    expect((await tools.next()).data?.tools).toEqual([]);
    const suggested = await client.query(GetSuggestedToolsDocument, { userId: 'hugh' }).toPromise();
    expect(suggested.data?.suggestedTools.map((tool) => tool.id)).toContain('college-costs');

    const before = sent.length;
    const refreshed = tools.next((result) => (result.data?.tools.length ?? 0) > 0);
    const subscribed = await client
      .mutation(SubscribeToToolDocument, { userId: 'hugh', toolId: 'college-costs' })
      .toPromise();
    expect(subscribed.data?.subscribeToTool).toMatchObject({
      success: true,
      tool: { id: 'college-costs', subscribed: true },
    });
    expect((await refreshed).data?.tools).toMatchObject([
      { id: 'college-costs', name: 'College-cost calculator', subscribed: true },
    ]);
    expect(since(sent, before)).toEqual(['SubscribeToTool', 'GetTools']);
    tools.stop();
  });
});

describe('SPEC §3 Provider identity, end to end', () => {
  it('keys a provider by id, and one without an id by its name, so every query reading it sees one record', async () => {
    const { client } = await signedInClient(server, 'ivy');
    const all = await client.query(GetProvidersDocument, {}).toPromise();
    expect(all.data?.providers.map((p) => [p.id, p.name, p.bannerColor])).toEqual([
      ['bank-a', 'Bank A', '#111111'],
      [null, 'Town Credit Union', '#222222'],
    ]);

    // The server's providers change; a second query (the page after Bank A) fetches only the one without an id.
    providers[0] = { ...providers[0], bannerColor: '#333333' };
    providers[1] = { ...providers[1], bannerColor: '#444444' };
    const page = await client
      .query(GetProvidersDocument, { first: 1, after: 'bank-a' }, { requestPolicy: 'network-only' })
      .toPromise();
    expect(page.data?.providers).toMatchObject([{ id: null, name: 'Town Credit Union', bannerColor: '#444444' }]);

    // The first query's cached answer now shows the new colour of the provider keyed by name (one
    // record in the cache), and the old colour of Bank A, which the second query did not fetch.
    const cached = client.readQuery(GetProvidersDocument, {});
    expect(cached?.data?.providers.map((p) => [p.id, p.name, p.bannerColor])).toEqual([
      ['bank-a', 'Bank A', '#111111'],
      [null, 'Town Credit Union', '#444444'],
    ]);
  });
});
