/**
 * messages, unreadMessages and markAsRead. Messages are written by the server (see
 * storage/message-store.ts `insert`) when something the user should know about happens; the user
 * reads them newest first and marks them read. Another user's message id reads and changes nothing.
 */
import { requireCaller, requireSelf } from '../auth/access';
import { badUserInput } from '../graphql/errors';
import { rootField, type Resolvers } from '../graphql/context';
import type { MessageRecord } from '../storage';
import { listOfUser } from './own';
import { succeeded } from './views';

/** The most ids one markAsRead call takes (a page of messages at most). */
export const MAX_MARK_AS_READ = 100;

export const MARK_AS_READ_MESSAGES = {
  empty: 'Give at least one message id',
  tooMany: `Give at most ${MAX_MARK_AS_READ} message ids`,
  unknown: 'No message with this id for this user',
} as const;

export function messageView(m: MessageRecord) {
  return {
    id: m.id,
    title: m.title,
    subtitle: m.subtitle,
    link: m.linkUrl === null ? null : { label: m.linkLabel, url: m.linkUrl },
    read: m.readAt !== null,
    dateReceived: new Date(m.receivedAt).toISOString(),
  };
}

export const messageResolvers: Resolvers = {
  Query: {
    ...listOfUser('messages', (stores) => stores.messages, messageView),
    unreadMessages: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return ctx.storage.messages.unreadCount(owner);
    }),
  },
  Mutation: {
    /** All or nothing: when any id is not one of the caller's messages, NOT_FOUND names it and nothing is marked. */
    markAsRead: rootField(async ({ messageIds }, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      if (messageIds.length === 0) throw badUserInput([{ field: 'messageIds', message: MARK_AS_READ_MESSAGES.empty }]);
      if (messageIds.length > MAX_MARK_AS_READ)
        throw badUserInput([{ field: 'messageIds', message: MARK_AS_READ_MESSAGES.tooMany }]);
      return ctx.storage.transaction(async (stores) => {
        const owned = await stores.messages.ownedIds(userId, messageIds);
        const unknown = messageIds.flatMap((id, index) =>
          owned.has(id) ? [] : [{ field: `messageIds.${index}`, message: MARK_AS_READ_MESSAGES.unknown }],
        );
        if (unknown.length) {
          return {
            success: false,
            error: { code: 'NOT_FOUND', message: MARK_AS_READ_MESSAGES.unknown, fieldErrors: unknown },
            messages: null,
          };
        }
        return succeeded({
          messages: (await stores.messages.markAsRead(userId, messageIds, ctx.now())).map(messageView),
        });
      });
    }),
  },
};
