/**
 * The store of the user's consent to be contacted (migration 0007): one answer per user, kept so by
 * its key and an upsert.
 */
import type { SqlExecutor } from './engine';

export function consentStore(db: SqlExecutor) {
  return {
    /** The user's answer; null when not answered yet. */
    async get(userId: string): Promise<boolean | null> {
      const [row] = await db.query<{ value: boolean }>(
        'SELECT contact_services_irish_life_group AS value FROM consents WHERE user_id = $1',
        [userId],
      );
      return row ? row.value : null;
    },
    async set(userId: string, value: boolean): Promise<boolean> {
      const [row] = await db.query<{ value: boolean }>(
        `INSERT INTO consents (user_id, contact_services_irish_life_group) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET contact_services_irish_life_group = EXCLUDED.contact_services_irish_life_group, updated_at = now()
         RETURNING contact_services_irish_life_group AS value`,
        [userId, value],
      );
      return row.value;
    },
  };
}
