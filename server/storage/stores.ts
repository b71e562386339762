/**
 * The queries, one small store per table, over any SqlExecutor (an engine or a transaction).
 * Column aliases give the records their camelCase names, so rows need no mapping.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type { CollegeCostRecord, GoalFields, GoalRecord, UserRecord } from './records';
import { messageStore } from './message-store';
import { planRequestStore } from './plan-request-store';
import { riskStore } from './risk-store';
import { appointmentStore } from './appointment-store';
import { surveyStore } from './survey-store';
import {
  consentStore,
  emailVerificationStore,
  interactionFlagStore,
  toolSubscriptionStore,
  vulnerabilityReminderStore,
} from './account-store';
import {
  ASSET_KIND,
  DEBT_KIND,
  factfindStore,
  INCOME_KIND,
  itemStore,
  personStore,
  POLICY_KIND,
  type ItemStore,
} from './household-store';
import type { AssetFields, DebtFields, IncomeFields, PolicyFields } from './household-records';
import { keysetPage, type ListOrder, type PageRequest } from './keyset';

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

const cc = (column: string) => `c.${column}`;
const COLLEGE_COST_COLUMNS = `${cc('id')}, ${cc('user_id')} AS "userId", ${cc('age_of_child')} AS "ageOfChild",
  ${cc('course_duration')} AS "courseDuration", ${cc('accommodation_type')} AS "accommodationType",
  ${cc('what_to_include')} AS "whatToInclude", ${cc('eligible_for_free_tuition_fees')} AS "eligibleForFreeTuitionFees",
  ${cc('target_date')} AS "targetDate", ${cc('fees_cents')} AS "feesCents", ${cc('accommodation_cents')} AS "accommodationCents",
  ${cc('other_expenses_cents')} AS "otherExpensesCents", ${cc('annual_cents')} AS "annualCents", ${cc('total_cents')} AS "totalCents",
  ${cc('total_adjusted_cents')} AS "totalAdjustedForInflationCents", ${cc('monthly_savings_cents')} AS "monthlySavingsCents"`;
/** A calculation with the goal made from it (goals.college_cost_id is unique, so at most one). */
const COLLEGE_COST_ROWS = {
  columns: `${COLLEGE_COST_COLUMNS}, g.id AS "goalId"`,
  from: 'college_costs c LEFT JOIN goals g ON g.college_cost_id = c.id',
};
const COLLEGE_COST_SELECT = `SELECT ${COLLEGE_COST_ROWS.columns} FROM ${COLLEGE_COST_ROWS.from}`;
/** Newest first. */
const COLLEGE_COST_ORDER: ListOrder = {
  table: 'college_costs',
  alias: 'c',
  parts: [
    { column: 'created_at', type: 'instant' },
    { column: 'id', type: 'text' },
  ],
  descending: true,
};

export function collegeCostStore(db: SqlExecutor) {
  return {
    order: COLLEGE_COST_ORDER,
    async insert(record: Omit<CollegeCostRecord, 'id' | 'goalId'>): Promise<CollegeCostRecord> {
      const r = record;
      const [row] = await db.query<CollegeCostRecord>(
        `INSERT INTO college_costs AS c (id, user_id, age_of_child, course_duration, accommodation_type,
           what_to_include, eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents,
           other_expenses_cents, annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING ${COLLEGE_COST_COLUMNS}, NULL::text AS "goalId"`,
        [
          randomUUID(),
          r.userId,
          r.ageOfChild,
          r.courseDuration,
          r.accommodationType,
          r.whatToInclude,
          r.eligibleForFreeTuitionFees,
          r.targetDate,
          r.feesCents,
          r.accommodationCents,
          r.otherExpensesCents,
          r.annualCents,
          r.totalCents,
          r.totalAdjustedForInflationCents,
          r.monthlySavingsCents,
        ],
      );
      return row;
    },
    async get(id: string): Promise<CollegeCostRecord | null> {
      const [row] = await db.query<CollegeCostRecord>(`${COLLEGE_COST_SELECT} WHERE c.id = $1`, [id]);
      return row ?? null;
    },
    /** Newest first; null when `page.after` is an id that is not one of the user's. */
    listByUser: (userId: string, page: PageRequest) =>
      keysetPage<CollegeCostRecord>(db, COLLEGE_COST_ORDER, { ...COLLEGE_COST_ROWS, userId }, page),
  };
}

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

/** How long the answer to an idempotent mutation is kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** A stored answer: what the first request with a key was answered. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'other-request' };

export function idempotencyStore(db: SqlExecutor) {
  return {
    /**
     * Claims `key` for this request, or finds who has it. The claim is a row written in the
     * caller's transaction: a concurrent request with the same key waits at this insert until that
     * transaction ends, then finds its answer (committed) or claims the key itself (rolled back).
     * An answer older than IDEMPOTENCY_KEY_HOURS counts as none.
     */
    async claim(caller: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
      const claimed = await db.query(
        `INSERT INTO idempotency_keys AS k (caller, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL,
           content_type = NULL, body = NULL, created_at = now()
         WHERE k.created_at < now() - make_interval(hours => $4)
         RETURNING 1`,
        [caller, key, requestHash, IDEMPOTENCY_KEY_HOURS],
      );
      if (claimed.length) return { kind: 'claimed' };
      const [row] = await db.query<StoredAnswer & { requestHash: string }>(
        `SELECT request_hash AS "requestHash", status, content_type AS "contentType", body FROM idempotency_keys
         WHERE caller = $1 AND key = $2`,
        [caller, key],
      );
      if (row.requestHash !== requestHash) return { kind: 'other-request' };
      return { kind: 'answered', answer: { status: row.status, contentType: row.contentType, body: row.body } };
    },
    /** Records the answer of the request that claimed `key`. */
    async answer(caller: string, key: string, answer: StoredAnswer): Promise<void> {
      await db.query(
        'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE caller = $1 AND key = $2',
        [caller, key, answer.status, answer.contentType, answer.body],
      );
    },
    /** Forgets answers older than IDEMPOTENCY_KEY_HOURS; returns how many. */
    async purge(): Promise<number> {
      const rows = await db.query(
        'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING 1',
        [IDEMPOTENCY_KEY_HOURS],
      );
      return rows.length;
    },
  };
}

export interface Stores {
  users: ReturnType<typeof userStore>;
  collegeCosts: ReturnType<typeof collegeCostStore>;
  goals: ReturnType<typeof goalStore>;
  idempotency: ReturnType<typeof idempotencyStore>;
  messages: ReturnType<typeof messageStore>;
  planRequests: ReturnType<typeof planRequestStore>;
  risk: ReturnType<typeof riskStore>;
  appointments: ReturnType<typeof appointmentStore>;
  surveys: ReturnType<typeof surveyStore>;
  tools: ReturnType<typeof toolSubscriptionStore>;
  vulnerabilityReminders: ReturnType<typeof vulnerabilityReminderStore>;
  consents: ReturnType<typeof consentStore>;
  interactionFlags: ReturnType<typeof interactionFlagStore>;
  emailVerifications: ReturnType<typeof emailVerificationStore>;
  persons: ReturnType<typeof personStore>;
  assets: ItemStore<AssetFields>;
  debts: ItemStore<DebtFields>;
  policies: ItemStore<PolicyFields>;
  income: ItemStore<IncomeFields>;
  factfinds: ReturnType<typeof factfindStore>;
}

export const createStores = (db: SqlExecutor): Stores => ({
  users: userStore(db),
  collegeCosts: collegeCostStore(db),
  goals: goalStore(db),
  idempotency: idempotencyStore(db),
  messages: messageStore(db),
  planRequests: planRequestStore(db),
  risk: riskStore(db),
  appointments: appointmentStore(db),
  surveys: surveyStore(db),
  tools: toolSubscriptionStore(db),
  vulnerabilityReminders: vulnerabilityReminderStore(db),
  consents: consentStore(db),
  interactionFlags: interactionFlagStore(db),
  emailVerifications: emailVerificationStore(db),
  persons: personStore(db),
  assets: itemStore(db, ASSET_KIND),
  debts: itemStore(db, DEBT_KIND),
  policies: itemStore(db, POLICY_KIND),
  income: itemStore(db, INCOME_KIND),
  factfinds: factfindStore(db),
});
