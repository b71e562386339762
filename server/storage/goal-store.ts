/** The store of the goals table: a user's goals, one of them at most per saved calculation. */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type { CollegeCostRecord, GoalFields, GoalRecord } from './records';
import { keysetPage, type ListOrder, type PageRequest } from './keyset';

const GOAL_ROWS = {
  columns: `g.id, g.user_id AS "userId", g.name, g.goal_type AS "goalType", g.goal_data AS "goalData",
  g.priority, g.target_date AS "targetDate", g.value_to_save_cents AS "valueToSaveCents", u.name AS "ownerName"`,
  from: 'goals g JOIN users u ON u.id = g.user_id',
};
const GOAL_SELECT = `SELECT ${GOAL_ROWS.columns} FROM ${GOAL_ROWS.from}`;
/**
 * The order of a user's goals: most important first, unranked last (list_rank: the priority, at most
 * 1000, or 2147483647 when null; migration 0010), then oldest first.
 */
const GOAL_ORDER: ListOrder = {
  table: 'goals',
  alias: 'g',
  parts: [
    { column: 'list_rank', type: 'integer' },
    { column: 'created_at', type: 'instant' },
    { column: 'id', type: 'text' },
  ],
  reranked: true,
};

/** What a goal made from a calculation takes from the call: null name or absent priority keep what is stored. */
export interface CollegeCostGoalChange {
  name: string | null;
  /** undefined: keep the stored priority (a new goal has none). */
  priority?: number | null;
}

export function goalStore(db: SqlExecutor) {
  const get = async (id: string): Promise<GoalRecord | null> => {
    const [row] = await db.query<GoalRecord>(`${GOAL_SELECT} WHERE g.id = $1`, [id]);
    return row ?? null;
  };
  const goalParams = (g: GoalFields) => [
    g.name,
    g.goalType,
    g.goalData == null ? null : JSON.stringify(g.goalData),
    g.priority,
    g.targetDate,
    g.valueToSaveCents,
  ];
  return {
    get,
    order: GOAL_ORDER,
    /** Most important first (unranked last), then oldest first; null when `page.after` is an id that is not one of the user's. */
    listByUser: (userId: string, page: PageRequest) =>
      keysetPage<GoalRecord>(db, GOAL_ORDER, { ...GOAL_ROWS, userId }, page),
    /** A new goal; `collegeCostId` links it to the calculation it is made from. */
    async insert(userId: string, fields: GoalFields, collegeCostId: string | null = null): Promise<GoalRecord> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO goals (id, user_id, name, goal_type, goal_data, priority, target_date, value_to_save_cents, college_cost_id)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
        [id, userId, ...goalParams(fields), collegeCostId],
      );
      return (await get(id)) as GoalRecord;
    },
    /** Changes a goal; a `collegeCostId` links it to that calculation (refused by the database if another goal has it). */
    async update(id: string, fields: GoalFields, collegeCostId: string | null = null): Promise<GoalRecord> {
      await db.query(
        `UPDATE goals SET name = $2, goal_type = $3, goal_data = $4::jsonb, priority = $5, target_date = $6,
           value_to_save_cents = $7, college_cost_id = COALESCE($8, college_cost_id), updated_at = now() WHERE id = $1`,
        [id, ...goalParams(fields), collegeCostId],
      );
      return (await get(id)) as GoalRecord;
    },
    /**
     * The one goal of a calculation, created or updated in one statement: concurrent calls for one
     * calculation meet on the unique college_cost_id and all end with the same goal.
     */
    async upsertForCollegeCost(
      userId: string,
      collegeCost: Pick<CollegeCostRecord, 'id' | 'targetDate' | 'totalCents'>,
      change: CollegeCostGoalChange,
      defaultName: string,
    ): Promise<GoalRecord> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO goals AS g (id, user_id, college_cost_id, name, goal_type, goal_data, priority, target_date, value_to_save_cents)
         VALUES ($1, $2, $3, COALESCE($4::text, $9::text), 'COLLEGE_COSTS', $5::jsonb, $6::integer, $7, $8)
         ON CONFLICT (college_cost_id) DO UPDATE SET
           name = COALESCE($4::text, g.name),
           priority = CASE WHEN $10::boolean THEN $6::integer ELSE g.priority END,
           goal_type = EXCLUDED.goal_type, goal_data = EXCLUDED.goal_data, target_date = EXCLUDED.target_date,
           value_to_save_cents = EXCLUDED.value_to_save_cents, updated_at = now()
         RETURNING g.id`,
        [
          randomUUID(),
          userId,
          collegeCost.id,
          change.name,
          JSON.stringify({ collegeCostId: collegeCost.id }),
          change.priority ?? null,
          collegeCost.targetDate,
          collegeCost.totalCents,
          defaultName,
          change.priority !== undefined,
        ],
      );
      return (await get(row.id)) as GoalRecord;
    },
    async delete(id: string): Promise<void> {
      await db.query('DELETE FROM goals WHERE id = $1', [id]);
    },
  };
}
