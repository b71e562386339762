/**
 * The queries, one small store per table, over any SqlExecutor (an engine or a transaction).
 * Column aliases give the records their camelCase names, so rows need no mapping.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type { CollegeCostRecord, GoalFields, GoalRecord, UserRecord } from './records';

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

const COLLEGE_COST_COLUMNS = `id, user_id AS "userId", goal_id AS "goalId", age_of_child AS "ageOfChild",
  course_duration AS "courseDuration", accommodation_type AS "accommodationType",
  what_to_include AS "whatToInclude", eligible_for_free_tuition_fees AS "eligibleForFreeTuitionFees",
  target_date AS "targetDate", fees_cents AS "feesCents", accommodation_cents AS "accommodationCents",
  other_expenses_cents AS "otherExpensesCents", annual_cents AS "annualCents", total_cents AS "totalCents",
  total_adjusted_cents AS "totalAdjustedForInflationCents", monthly_savings_cents AS "monthlySavingsCents"`;

export function collegeCostStore(db: SqlExecutor) {
  return {
    async insert(record: Omit<CollegeCostRecord, 'id' | 'goalId'>): Promise<CollegeCostRecord> {
      const r = record;
      const [row] = await db.query<CollegeCostRecord>(
        `INSERT INTO college_costs (id, user_id, age_of_child, course_duration, accommodation_type,
           what_to_include, eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents,
           other_expenses_cents, annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING ${COLLEGE_COST_COLUMNS}`,
        [
          randomUUID(), r.userId, r.ageOfChild, r.courseDuration, r.accommodationType, r.whatToInclude,
          r.eligibleForFreeTuitionFees, r.targetDate, r.feesCents, r.accommodationCents, r.otherExpensesCents,
          r.annualCents, r.totalCents, r.totalAdjustedForInflationCents, r.monthlySavingsCents,
        ],
      );
      return row;
    },
    async get(id: string): Promise<CollegeCostRecord | null> {
      const [row] = await db.query<CollegeCostRecord>(`SELECT ${COLLEGE_COST_COLUMNS} FROM college_costs WHERE id = $1`, [id]);
      return row ?? null;
    },
    /** Newest first. */
    listByUser(userId: string): Promise<CollegeCostRecord[]> {
      return db.query<CollegeCostRecord>(
        `SELECT ${COLLEGE_COST_COLUMNS} FROM college_costs WHERE user_id = $1 ORDER BY created_at DESC, id`,
        [userId],
      );
    },
    async setGoal(id: string, goalId: string): Promise<void> {
      await db.query('UPDATE college_costs SET goal_id = $2 WHERE id = $1', [id, goalId]);
    },
  };
}

const GOAL_SELECT = `SELECT g.id, g.user_id AS "userId", g.name, g.goal_type AS "goalType", g.goal_data AS "goalData",
  g.priority, g.target_date AS "targetDate", g.value_to_save_cents AS "valueToSaveCents", u.name AS "ownerName"
  FROM goals g JOIN users u ON u.id = g.user_id`;

export function goalStore(db: SqlExecutor) {
  const get = async (id: string): Promise<GoalRecord | null> => {
    const [row] = await db.query<GoalRecord>(`${GOAL_SELECT} WHERE g.id = $1`, [id]);
    return row ?? null;
  };
  const goalParams = (g: GoalFields) => [g.name, g.goalType, g.goalData == null ? null : JSON.stringify(g.goalData), g.priority, g.targetDate, g.valueToSaveCents];
  return {
    get,
    /** Most important first (unranked last), then oldest first. */
    listByUser(userId: string): Promise<GoalRecord[]> {
      return db.query<GoalRecord>(`${GOAL_SELECT} WHERE g.user_id = $1 ORDER BY g.priority ASC NULLS LAST, g.created_at, g.id`, [userId]);
    },
    async insert(userId: string, fields: GoalFields): Promise<GoalRecord> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO goals (id, user_id, name, goal_type, goal_data, priority, target_date, value_to_save_cents)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
        [id, userId, ...goalParams(fields)],
      );
      return (await get(id)) as GoalRecord;
    },
    async update(id: string, fields: GoalFields): Promise<GoalRecord> {
      await db.query(
        `UPDATE goals SET name = $2, goal_type = $3, goal_data = $4::jsonb, priority = $5, target_date = $6,
           value_to_save_cents = $7, updated_at = now() WHERE id = $1`,
        [id, ...goalParams(fields)],
      );
      return (await get(id)) as GoalRecord;
    },
    async delete(id: string): Promise<void> {
      await db.query('DELETE FROM goals WHERE id = $1', [id]);
    },
  };
}

export interface Stores {
  users: ReturnType<typeof userStore>;
  collegeCosts: ReturnType<typeof collegeCostStore>;
  goals: ReturnType<typeof goalStore>;
}

export const createStores = (db: SqlExecutor): Stores => ({
  users: userStore(db),
  collegeCosts: collegeCostStore(db),
  goals: goalStore(db),
});
