/**
 * messages, unreadMessages and markAsRead over real HTTP, on both engines: newest first and paged,
 * owner-scoped (another user's message id reads and changes nothing), all or nothing on unknown ids.
 */
import { describe, expect, it } from 'vitest';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { codeOf, fieldErrorsOf, MARCH_2025, newUserId } from './helpers';

const MESSAGE_FIELDS = 'id title subtitle link { label url } read dateReceived';
const MESSAGES = `query ($userId: ID!, $first: Int, $after: ID) { messages(userId: $userId, first: $first, after: $after) { ${MESSAGE_FIELDS} } }`;
const UNREAD = 'query ($userId: ID!) { unreadMessages(userId: $userId) }';
const MARK = `mutation ($ids: [ID!]!) { markAsRead(messageIds: $ids) { success error { code message fieldErrors { field message } } messages { ${MESSAGE_FIELDS} } } }`;

interface Message {
  id: string;
  title: string;
  subtitle: string | null;
  link: { label: string | null; url: string } | null;
  read: boolean;
  dateReceived: string;
}

describe.each(testEngines('the message tests'))('messages on $name', { timeout: 60_000 }, (engine) => {
  const startServer = serversOn(engine);
  let started: ReturnType<typeof startServer> | undefined;
  const start = () => (started ??= startServer());

  /** A user with three messages: the first two at one instant, the third a day later. */
  async function userWithMessages(name: string) {
    const { api, storage: stores } = await start();
    const userId = newUserId(name);
    const token = await api.token(userId);
    const first = await stores.messages.insert(userId, {
      title: 'Welcome',
      receivedAt: new Date('2025-03-01T09:00:00Z'),
    });
    const second = await stores.messages.insert(userId, {
      title: 'Appointment booked',
      subtitle: 'Monday 17 March at 09:00',
      link: { label: 'See your appointments', url: '/appointments' },
      receivedAt: new Date('2025-03-01T09:00:00Z'),
    });
    const third = await stores.messages.insert(userId, {
      title: 'Your plan',
      link: { url: '/plan' },
      receivedAt: new Date('2025-03-02T10:30:00Z'),
    });
    return { api, userId, token, ids: [first.id, second.id, third.id] };
  }

  it("lists the user's messages newest first (the later of one instant first), with unread count", async () => {
    const { api, userId, token, ids } = await userWithMessages('reader');
    const listed = await api.gql<{ messages: Message[] }>(MESSAGES, { userId }, { token });
    expect(listed.data?.messages).toEqual([
      {
        id: ids[2],
        title: 'Your plan',
        subtitle: null,
        link: { label: null, url: '/plan' },
        read: false,
        dateReceived: '2025-03-02T10:30:00.000Z',
      },
      {
        id: ids[1],
        title: 'Appointment booked',
        subtitle: 'Monday 17 March at 09:00',
        link: { label: 'See your appointments', url: '/appointments' },
        read: false,
        dateReceived: '2025-03-01T09:00:00.000Z',
      },
      {
        id: ids[0],
        title: 'Welcome',
        subtitle: null,
        link: null,
        read: false,
        dateReceived: '2025-03-01T09:00:00.000Z',
      },
    ]);
    expect((await api.gql(UNREAD, { userId }, { token })).data).toEqual({ unreadMessages: 3 });
  });

  it("pages with first and after, and refuses an after that is not one of the user's", async () => {
    const { api, userId, token, ids } = await userWithMessages('pager');
    const page1 = await api.gql<{ messages: Message[] }>(MESSAGES, { userId, first: 2 }, { token });
    expect(page1.data?.messages.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    const page2 = await api.gql<{ messages: Message[] }>(MESSAGES, { userId, first: 2, after: ids[1] }, { token });
    expect(page2.data?.messages.map((m) => m.id)).toEqual([ids[0]]);

    const other = await userWithMessages('pager-other');
    const foreign = await api.gql(MESSAGES, { userId, after: other.ids[0] }, { token });
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(foreign)?.[0].field).toBe('after');
    expect(codeOf(await api.gql(MESSAGES, { userId, first: 101 }, { token }))).toBe('BAD_USER_INPUT');
  });

  it("marks messages read at the server's clock and returns them; marking again changes nothing", async () => {
    const { api, userId, token, ids } = await userWithMessages('marker');
    const marked = await api.gql<{ markAsRead: { success: boolean; messages: Message[] } }>(
      MARK,
      { ids: [ids[0], ids[2]] },
      { token },
    );
    expect(marked.data?.markAsRead).toMatchObject({ success: true, error: null });
    expect(marked.data?.markAsRead.messages.map((m) => [m.id, m.read])).toEqual([
      [ids[2], true],
      [ids[0], true],
    ]);
    expect((await api.gql(UNREAD, { userId }, { token })).data).toEqual({ unreadMessages: 1 });
    const again = await api.gql<{ markAsRead: { success: boolean } }>(MARK, { ids: [ids[0]] }, { token });
    expect(again.data?.markAsRead.success).toBe(true);
    expect((await api.gql(UNREAD, { userId }, { token })).data).toEqual({ unreadMessages: 1 });
    const { storage } = await start();
    const readAt = await storage.messages.markAsRead(userId, [ids[0]], new Date('2030-01-01T00:00:00Z'));
    expect(readAt[0].readAt?.valueOf()).toBe(MARCH_2025.valueOf());
  });

  it("changes nothing when any id is another user's or unknown, naming each one", async () => {
    const owner = await userWithMessages('owner');
    const intruder = await userWithMessages('intruder');
    const answer = await owner.api.gql<{ markAsRead: unknown }>(
      MARK,
      { ids: [intruder.ids[0], 'no-such-message'] },
      { token: owner.token },
    );
    // The intruder's id is named like an unknown one: nothing tells the caller it exists.
    expect(answer.data?.markAsRead).toEqual({
      success: false,
      error: {
        code: 'NOT_FOUND',
        message: 'No message with this id for this user',
        fieldErrors: [
          { field: 'messageIds.0', message: 'No message with this id for this user' },
          { field: 'messageIds.1', message: 'No message with this id for this user' },
        ],
      },
      messages: null,
    });
    const mixed = await owner.api.gql<{ markAsRead: { success: boolean } }>(
      MARK,
      { ids: [owner.ids[0], intruder.ids[1]] },
      { token: owner.token },
    );
    expect(mixed.data?.markAsRead.success).toBe(false);
    expect((await owner.api.gql(UNREAD, { userId: owner.userId }, { token: owner.token })).data).toEqual({
      unreadMessages: 3,
    });
    expect((await owner.api.gql(UNREAD, { userId: intruder.userId }, { token: intruder.token })).data).toEqual({
      unreadMessages: 3,
    });
  });

  it('refuses an empty or too long list in the payload', async () => {
    const { api, token } = await userWithMessages('lister');
    const empty = await api.gql<{ markAsRead: unknown }>(MARK, { ids: [] }, { token });
    expect(empty.data?.markAsRead).toEqual({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: messageIds',
        fieldErrors: [{ field: 'messageIds', message: 'Give at least one message id' }],
      },
      messages: null,
    });
    const long = await api.gql<{ markAsRead: { error: { fieldErrors: unknown } } }>(
      MARK,
      { ids: Array.from({ length: 101 }, (_, i) => `m${i}`) },
      { token },
    );
    expect(long.data?.markAsRead.error.fieldErrors).toEqual([
      { field: 'messageIds', message: 'Give at most 100 message ids' },
    ]);
  });

  it("serves another user's list and count to nobody but them", async () => {
    const { api, userId } = await userWithMessages('private');
    const stranger = await api.token(newUserId('stranger'));
    expect(codeOf(await api.gql(MESSAGES, { userId }, { token: stranger }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(UNREAD, { userId }, { token: stranger }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(UNREAD, { userId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.gql(MARK, { ids: ['x'] }))).toBe('UNAUTHENTICATED');
  });
});
