/** The store of the users table: a visitor's name, e-mail and where they heard of us. */
import type { SqlExecutor } from './engine';
import type { UserRecord } from './records';

const USER_COLUMNS = `id, name, email, referral_source AS "referralSource"`;

export function userStore(db: SqlExecutor) {
  return {
    async get(id: string): Promise<UserRecord | null> {
      const [row] = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return row ?? null;
    },
    /** Makes sure a record exists for this id, so that what the user saves can refer to it. */
    async ensure(id: string): Promise<void> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [id]);
    },
    /** Creates or updates; a null field leaves a stored value as it was. */
    async upsert(user: UserRecord): Promise<UserRecord> {
      const [row] = await db.query<UserRecord>(
        `INSERT INTO users (id, name, email, referral_source) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET
           name = COALESCE(EXCLUDED.name, users.name),
           email = COALESCE(EXCLUDED.email, users.email),
           referral_source = COALESCE(EXCLUDED.referral_source, users.referral_source),
           updated_at = now()
         RETURNING ${USER_COLUMNS}`,
        [user.id, user.name, user.email, user.referralSource],
      );
      return row;
    },
  };
}
