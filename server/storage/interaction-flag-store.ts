/**
 * The store of interaction flags (migration 0007): one value per user and flag name, kept so by the
 * key and an upsert.
 */
import type { SqlExecutor } from './engine';

export function interactionFlagStore(db: SqlExecutor) {
  return {
    /** The flag's value; null when the user never set it. */
    async get(userId: string, name: string): Promise<boolean | null> {
      const [row] = await db.query<{ value: boolean }>(
        'SELECT value FROM interaction_flags WHERE user_id = $1 AND name = $2',
        [userId, name],
      );
      return row ? row.value : null;
    },
    async set(userId: string, name: string, value: boolean): Promise<boolean> {
      const [row] = await db.query<{ value: boolean }>(
        `INSERT INTO interaction_flags (user_id, name, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         RETURNING value`,
        [userId, name, value],
      );
      return row.value;
    },
  };
}
