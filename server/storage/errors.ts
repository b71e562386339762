/**
 * What a database error means for the caller, from its SQLSTATE (`code`), which both engines report.
 */

/** The unique constraint that keeps one goal per college-cost calculation (migration 0002). */
export const COLLEGE_COST_GOAL_CONSTRAINT = 'goals_college_cost_id_key';

const fieldOf = (error: unknown, name: 'code' | 'constraint'): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;

/** Whether `error` is a unique violation (23505) of `constraint`. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  fieldOf(error, 'code') === '23505' && fieldOf(error, 'constraint') === constraint;
