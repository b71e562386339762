/**
 * Messages to a user (migration 0006). Any area writes one with `insert` when something the user
 * should know about happens; the user reads them newest first and marks them read. Every read and
 * change is scoped to its owner: another user's message id reads and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

export interface MessageLink {
  label?: string | null;
  url: string;
}

/** What a new message says. */
export interface NewMessage {
  title: string;
  subtitle?: string | null;
  link?: MessageLink | null;
  /** When it was received: pass the server's clock (ctx.now()); the database's clock when left out. */
  receivedAt?: Date;
}

export interface MessageRecord {
  id: string;
  userId: string;
  title: string;
  subtitle: string | null;
  linkLabel: string | null;
  linkUrl: string | null;
  receivedAt: Date;
  readAt: Date | null;
}

const MESSAGE_COLUMNS = `m.id, m.user_id AS "userId", m.title, m.subtitle, m.link_label AS "linkLabel", m.link_url AS "linkUrl",
  m.received_at AS "receivedAt", m.read_at AS "readAt"`;
/** Newest first; messages received at one instant, the last written first. */
const MESSAGE_ORDER: ListOrder = {
  table: 'messages',
  alias: 'm',
  parts: [
    { column: 'received_at', type: 'instant' },
    { column: 'seq', type: 'integer' },
  ],
  descending: true,
};

export function messageStore(db: SqlExecutor) {
  return {
    order: MESSAGE_ORDER,
    /** Writes a message to `userId` (creating their user record if missing) and returns it, unread. */
    async insert(userId: string, message: NewMessage): Promise<MessageRecord> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [userId]);
      const [row] = await db.query<MessageRecord>(
        `INSERT INTO messages AS m (id, user_id, title, subtitle, link_label, link_url, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))
         RETURNING ${MESSAGE_COLUMNS}`,
        [
          randomUUID(),
          userId,
          message.title,
          message.subtitle ?? null,
          message.link?.label ?? null,
          message.link?.url ?? null,
          message.receivedAt?.toISOString() ?? null,
        ],
      );
      return row;
    },
    /** One page of the user's messages, newest first; null when `page.after` is an id that is not one of theirs. */
    listByUser: (userId: string, page: PageRequest) =>
      keysetPage<MessageRecord>(db, MESSAGE_ORDER, { columns: MESSAGE_COLUMNS, from: 'messages m', userId }, page),
    /** How many of the user's messages are unread. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM messages WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
      return row.count;
    },
    /** Which of `ids` are the user's messages (any other id, another user's included, is left out). */
    async ownedIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM messages WHERE user_id = $1 AND id = ANY($2::text[])',
        [userId, [...ids]],
      );
      return new Set(rows.map((row) => row.id));
    },
    /**
     * Marks the user's messages among `ids` read at `at` (a message already read keeps when it was
     * read) and returns them, newest first. Ids that are not the user's are left alone.
     */
    async markAsRead(userId: string, ids: readonly string[], at: Date): Promise<MessageRecord[]> {
      await db.query(
        'UPDATE messages SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::text[]) AND read_at IS NULL',
        [userId, [...ids], at.toISOString()],
      );
      return db.query<MessageRecord>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.user_id = $1 AND m.id = ANY($2::text[]) ORDER BY ${orderBy(MESSAGE_ORDER)}`,
        [userId, [...ids]],
      );
    },
  };
}

export type MessageStore = ReturnType<typeof messageStore>;
