/** The anchor of a user's page: whether `id` is a row of `table` owned by `userId` (and matching `extra`, a condition on $3). */
import type { SqlExecutor } from './engine';

export type OwnedTable = 'messages' | 'surveys' | 'appointments';

export async function ownsRow(db: SqlExecutor, table: OwnedTable, id: string, userId: string, extra?: { where: string; value: unknown }): Promise<boolean> {
  const condition = extra ? ` AND ${extra.where}` : '';
  const params = extra ? [id, userId, extra.value] : [id, userId];
  return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2${condition}`, params)).length > 0;
}
