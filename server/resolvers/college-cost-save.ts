/**
 * Saving a signed-in user's calculation (updateCollegeCosts): saved once, and never refused.
 *
 * - A new calculation is inserted: one write, so an idempotent save is one statement (graphql/idempotency.ts).
 * - One equal to a calculation the user saved (the same answers and every figure the same: made in the same month,
 *   with the same assumptions) is that calculation: the database's unique index refuses the insert
 *   (migration 0018, storage/errors.ts SAME_COLLEGE_COST_CONSTRAINT), and the answer is the saved record, its id and
 *   goalId. Two equal calls at once, on any replicas, meet in the index: one saves, the other answers its record.
 * - Past the cap on saved calculations (storage/list-caps.ts, kept by the database), the estimate is still
 *   answered, not saved: `id` null and `notSaved` saying why (LIMIT_REACHED).
 */
import type { Error as ApiError } from '../../schema/generated/schema';
import type { CollegeCostRecord, Storage } from '../storage';
import { isUniqueViolation, SAME_COLLEGE_COST_CONSTRAINT } from '../storage/errors';
import { listCapMessage, listCapReached } from '../storage/list-caps';

/** A user's calculation as answered: saved (its record), or not saved (`id` null) with the reason. */
export type SavedCalculation =
  | (CollegeCostRecord & { notSaved: null })
  | (Omit<CollegeCostRecord, 'id' | 'goalId'> & { id: null; goalId: null; notSaved: ApiError });

/** Why a calculation past the cap on saved calculations was not saved: LIMIT_REACHED, naming the cap. */
export const notSavedAtCap = (): ApiError => ({
  code: 'LIMIT_REACHED',
  message: listCapMessage('college_costs'),
  fieldErrors: [],
});

/** Saves `calculation` for its user, or answers the equal one saved, or the estimate unsaved at the cap. */
export async function saveCalculation(
  storage: Storage,
  calculation: Omit<CollegeCostRecord, 'id' | 'goalId'>,
): Promise<SavedCalculation> {
  try {
    // The user's row comes with the insert: one statement, saved whole or not at all.
    const saved = await storage.transaction((stores) => stores.collegeCosts.insert(calculation));
    return { ...saved, notSaved: null };
  } catch (error) {
    if (isUniqueViolation(error, SAME_COLLEGE_COST_CONSTRAINT)) {
      // The equal row is committed (an insert meeting an uncommitted one waits for it): this statement sees it.
      const same = await storage.collegeCosts.sameAs(calculation);
      if (same) return { ...same, notSaved: null };
    }
    if (listCapReached(error) === 'college_costs')
      return { ...calculation, id: null, goalId: null, notSaved: notSavedAtCap() };
    throw error;
  }
}
