/** Stored records and estimates in the shapes of schema/planning.graphql. */
import { centsToDecimalString, formatMoney } from '../../src/money';
import type { CostAnswers, CostEstimate } from '../cost-model';
import { canonicalInclude } from '../cost-model';
import type { CollegeCostRecord, GoalRecord, UserRecord } from '../storage';
import type { Money } from '../../schema/generated/schema';
import { keepNewest } from '../keep-newest';

/**
 * Money.display of an amount in cents. Formatting through Intl cost more than the rest of a
 * calculation's view, and the same amounts come back again and again (a calculation's answers
 * are few): the last KEPT_DISPLAYS amounts' texts are kept, the oldest forgotten first.
 */
const displays = new Map<number, string>();
const KEPT_DISPLAYS = 2_000;

function displayOf(cents: number): string {
  let display = displays.get(cents);
  if (display === undefined) {
    display = formatMoney(cents / 100);
    keepNewest(displays, cents, display, KEPT_DISPLAYS);
  }
  return display;
}

export const money = (cents: number): Money => ({
  float: cents / 100,
  string: centsToDecimalString(cents),
  display: displayOf(cents),
});

/** A calculation not (yet) saved: what a visitor gets, and what is stored for a user (whatToInclude in canonical order). */
export function unsavedCollegeCost(
  answers: CostAnswers,
  estimate: CostEstimate,
): Omit<CollegeCostRecord, 'id' | 'goalId' | 'userId'> {
  const { startYear: _startYear, monthsToSave: _monthsToSave, priced: _priced, ...amounts } = estimate;
  return {
    ageOfChild: answers.ageOfChild,
    courseDuration: answers.courseDuration,
    accommodationType: answers.accommodation,
    whatToInclude: canonicalInclude(answers.whatToInclude),
    eligibleForFreeTuitionFees: answers.eligibleForFreeTuitionFees,
    ...amounts,
  };
}

type CollegeCostLike = Omit<CollegeCostRecord, 'id' | 'userId' | 'goalId'> & {
  id: string | null;
  userId: string | null;
  goalId: string | null;
};

export function collegeCostView(r: CollegeCostLike) {
  return {
    id: r.id,
    userId: r.userId,
    goalId: r.goalId,
    ageOfChild: r.ageOfChild,
    courseDuration: r.courseDuration,
    targetDate: r.targetDate,
    accommodationType: r.accommodationType,
    whatToInclude: r.whatToInclude,
    eligibleForFreeTuitionFees: r.eligibleForFreeTuitionFees,
    accommodationCost: money(r.accommodationCents),
    fees: money(r.feesCents),
    otherExpenses: money(r.otherExpensesCents),
    annualCost: money(r.annualCents),
    total: money(r.totalCents),
    totalAdjustedForInflation: money(r.totalAdjustedForInflationCents),
    monthlySavingsRequired: money(r.monthlySavingsCents),
  };
}

const firstName = (name: string | null): string | null => name?.trim().split(/\s+/)[0] || null;

export function goalView(g: GoalRecord) {
  return {
    id: g.id,
    userId: g.userId,
    owners: [{ id: g.userId, firstName: firstName(g.ownerName) }],
    name: g.name,
    goalType: g.goalType,
    goalData: g.goalData ?? null,
    priority: g.priority,
    targetDate: g.targetDate,
    valueToSave: money(g.valueToSaveCents),
  };
}

export const userView = (u: UserRecord) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  referralSource: u.referralSource,
});

/** A mutation payload: success, and error when an accepted call could not be carried out. */
export const succeeded = <T extends object>(fields: T) => ({ success: true as const, error: null, ...fields });
/** A mutation payload for an accepted call that could not be carried out: `code` says why. */
export const failed = <T extends object>(code: string, message: string, fields: T) => ({
  success: false as const,
  error: { code, message, fieldErrors: null },
  ...fields,
});
export const notFound = <T extends object>(what: string, fields: T) =>
  failed('NOT_FOUND', `No ${what} with this id for this user`, fields);
