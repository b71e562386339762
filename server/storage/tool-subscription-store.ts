/**
 * The store of tool subscriptions and suggestions (migration 0007), scoped by the owner's user id.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** Oldest subscription first; an item's id is its tool's. */
const SUBSCRIPTION_ORDER: ListOrder = {
  table: 'tool_subscriptions',
  alias: 's',
  parts: [
    { column: 'created_at', type: 'instant' },
    { column: 'tool_id', type: 'text' },
  ],
  idColumn: 'tool_id',
};

export function toolSubscriptionStore(db: SqlExecutor) {
  return {
    order: SUBSCRIPTION_ORDER,
    /** Subscribes once: a second call for the same tool changes nothing. */
    async subscribe(userId: string, toolId: string): Promise<void> {
      await db.query(
        'INSERT INTO tool_subscriptions (user_id, tool_id) VALUES ($1, $2) ON CONFLICT (user_id, tool_id) DO NOTHING',
        [userId, toolId],
      );
    },
    /** The ids of the tools the user subscribed to, oldest subscription first. */
    async toolIds(userId: string): Promise<string[]> {
      const rows = await db.query<{ toolId: string }>(
        `SELECT s.tool_id AS "toolId" FROM tool_subscriptions s WHERE s.user_id = $1 ORDER BY ${orderBy(SUBSCRIPTION_ORDER)}`,
        [userId],
      );
      return rows.map((row) => row.toolId);
    },
    /**
     * One page of the ids of the tools the user subscribed to among `toolIds` (the catalogue), oldest
     * subscription first; null when `page.after` is an id that is not one of them.
     */
    subscribedPage: (userId: string, toolIds: readonly string[], page: PageRequest) =>
      keysetPage<{ toolId: string }>(
        db,
        SUBSCRIPTION_ORDER,
        {
          columns: 's.tool_id AS "toolId"',
          from: 'tool_subscriptions s',
          userId,
          where: (param) => `s.tool_id = ANY(${param([...toolIds])}::text[])`,
        },
        page,
      ),
    /** Records a suggestion for a new tool; returns its id. */
    async suggest(userId: string, suggestion: string): Promise<string> {
      const id = randomUUID();
      await db.query('INSERT INTO tool_suggestions (id, user_id, suggestion) VALUES ($1, $2, $3)', [
        id,
        userId,
        suggestion,
      ]);
      return id;
    },
    /** The user's suggestions, oldest first. */
    async suggestions(userId: string): Promise<string[]> {
      const rows = await db.query<{ suggestion: string }>(
        'SELECT suggestion FROM tool_suggestions WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      );
      return rows.map((row) => row.suggestion);
    },
  };
}
