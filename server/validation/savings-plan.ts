/**
 * The server's rules for a savings plan's inputs (issues 15 and 20), besides the calculation's answers
 * (college-cost.ts): the shared rules of src/plan-rules.ts, so a caller reads the same words as a parent in
 * the widget. Every bad field is reported.
 */
import { PLAN_INPUT_MESSAGES, countedCosts, euroToCents, planInputErrors, percentToFraction, type PlanInputName } from '../../src/plan-rules';
import { badUserInput, type FieldError } from '../graphql/errors';
import type { PlanInputs } from '../savings-plan';
import type { CostAnswers } from '../cost-model';
import { collegeCostFieldErrors, parseCollegeCostAnswers, type CollegeCostArgs } from './college-cost';

export interface SavingsPlanArgs extends CollegeCostArgs, Partial<Record<PlanInputName, number | null>> {
  risingCosts?: boolean | null;
}

export function savingsPlanFieldErrors(args: SavingsPlanArgs): FieldError[] {
  const errors = collegeCostFieldErrors(args);
  const counted = countedCosts(args.accommodation, Array.isArray(args.whatToInclude) ? args.whatToInclude : []);
  for (const [field, message] of Object.entries(planInputErrors(args, counted))) {
    errors.push({ field, message: PLAN_INPUT_MESSAGES[message] });
  }
  return errors;
}

const cents = (euro: number | null | undefined): number | null => (euro == null ? null : euroToCents(euro));

/**
 * The answers and the plan's inputs, typed, or a BAD_USER_INPUT error naming each bad field.
 * `assumedRisingCostsRate` (a fraction) is used when rising costs are allowed and no rate is given.
 */
export function parseSavingsPlanArgs(args: SavingsPlanArgs, assumedRisingCostsRate: number): { answers: CostAnswers; inputs: PlanInputs; risingCostsRate: number } {
  const errors = savingsPlanFieldErrors(args);
  if (errors.length) throw badUserInput(errors);
  const answers = parseCollegeCostAnswers(args);
  const risingCostsRate = args.risingCostsPercent == null ? assumedRisingCostsRate : percentToFraction(args.risingCostsPercent);
  return {
    answers,
    risingCostsRate,
    inputs: {
      savedCents: cents(args.savedAlready) ?? 0,
      yearlyReturn: percentToFraction(args.yearlyReturnPercent ?? 0),
      risingCostsRate: args.risingCosts ? risingCostsRate : null,
      sharePercent: args.sharePercent ?? 100,
      grantsCents: cents(args.grantsPerYear) ?? 0,
      own: { feesCents: cents(args.feesPerYear), accommodationCents: cents(args.accommodationPerYear), otherExpensesCents: cents(args.otherExpensesPerYear) },
      contributionRise: percentToFraction(args.contributionRisePercent ?? 0),
    },
  };
}
