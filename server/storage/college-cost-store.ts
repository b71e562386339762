/** The store of the college_costs table: the calculations a user saved, each with the goal made from it. */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type { CollegeCostRecord } from './records';
import { keysetPage, type ListOrder, type PageRequest } from './keyset';

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

/** The saved row equal to a calculation, by that index's columns ($1 the user, $2… the rest, in this order). */
const SAME_COLLEGE_COST = `${COLLEGE_COST_SELECT} WHERE c.user_id = $1 AND NOT c.repeated AND c.age_of_child = $2
  AND c.course_duration = $3 AND c.accommodation_type = $4 AND c.what_to_include = $5
  AND c.eligible_for_free_tuition_fees = $6 AND c.target_date = $7 AND c.fees_cents = $8
  AND c.accommodation_cents = $9 AND c.other_expenses_cents = $10 AND c.annual_cents = $11 AND c.total_cents = $12
  AND c.total_adjusted_cents = $13 AND c.monthly_savings_cents = $14`;

/** A calculation's values in the order of the insert's columns after its id, and of SAME_COLLEGE_COST's parameters. */
const calculationValues = (r: Omit<CollegeCostRecord, 'id' | 'goalId'>): unknown[] => [
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
];
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
    /**
     * Saves a calculation, its user created first if new, and answers the record saved: the row as the
     * database keeps it (each value is stored as it is given: whole numbers, a 'YYYY-MM-DD' date, texts),
     * so it is known before the write is sent and the write can be held (SqlExecutor.write). One
     * statement, so a save is one round trip (the key to the user's row is checked at its end). A
     * calculation equal to one the user saved is refused (errors.ts, SAME_COLLEGE_COST_CONSTRAINT), and so is one past
     * the cap (list-caps.ts): the statement then saves nothing.
     */
    async insert(record: Omit<CollegeCostRecord, 'id' | 'goalId'>): Promise<CollegeCostRecord> {
      const r = record;
      const saved: CollegeCostRecord = {
        id: randomUUID(),
        userId: r.userId,
        goalId: null,
        ageOfChild: r.ageOfChild,
        courseDuration: r.courseDuration,
        accommodationType: r.accommodationType,
        whatToInclude: [...r.whatToInclude],
        eligibleForFreeTuitionFees: r.eligibleForFreeTuitionFees,
        targetDate: r.targetDate,
        feesCents: r.feesCents,
        accommodationCents: r.accommodationCents,
        otherExpensesCents: r.otherExpensesCents,
        annualCents: r.annualCents,
        totalCents: r.totalCents,
        totalAdjustedForInflationCents: r.totalAdjustedForInflationCents,
        monthlySavingsCents: r.monthlySavingsCents,
      };
      await db.write([
        { text: 'INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', params: [saved.userId] },
        {
          text: `INSERT INTO college_costs (id, user_id, age_of_child, course_duration, accommodation_type,
            what_to_include, eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents,
            other_expenses_cents, annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          params: [saved.id, ...calculationValues(saved)],
        },
      ]);
      return saved;
    },
    /** The user's saved calculation equal to `calculation` (the same answers and figures), or null. */
    async sameAs(calculation: Omit<CollegeCostRecord, 'id' | 'goalId'>): Promise<CollegeCostRecord | null> {
      const [row] = await db.query<CollegeCostRecord>(SAME_COLLEGE_COST, calculationValues(calculation));
      return row ?? null;
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
