/**
 * The server's rules for a savings plan's inputs, besides the calculation's answers
 * (college-cost.ts): the shared rules of src/plan-rules.ts, so a caller reads the same words as a parent in
 * the widget. Every bad field is reported.
 */
import { PLAN_INPUT_MESSAGES, countedCosts, planInputErrors } from '../../src/plan-rules';
import { badUserInput, type FieldError } from '../graphql/errors';
import { readPlanInputs, type PlanArgs, type PlanInputs } from '../savings-plan';
import type { CostAnswers } from '../cost-model';
import { collegeCostFieldErrors, parseCollegeCostAnswers, type CollegeCostArgs } from './college-cost';

export interface SavingsPlanArgs extends CollegeCostArgs, PlanArgs {}

export function savingsPlanFieldErrors(args: SavingsPlanArgs): FieldError[] {
  const errors = collegeCostFieldErrors(args);
  const counted = countedCosts(args.accommodation, Array.isArray(args.whatToInclude) ? args.whatToInclude : []);
  for (const [field, message] of Object.entries(planInputErrors(args, counted))) {
    errors.push({ field, message: PLAN_INPUT_MESSAGES[message] });
  }
  return errors;
}

/**
 * The answers and the plan's inputs, typed, or a BAD_USER_INPUT error naming each bad field.
 * `assumedRisingCostsRate` (a fraction) is used when rising costs are allowed and no rate is given.
 */
export function parseSavingsPlanArgs(
  args: SavingsPlanArgs,
  assumedRisingCostsRate: number,
): { answers: CostAnswers; inputs: PlanInputs; risingCostsRate: number } {
  const errors = savingsPlanFieldErrors(args);
  if (errors.length) throw badUserInput(errors);
  return { answers: parseCollegeCostAnswers(args), ...readPlanInputs(args, assumedRisingCostsRate) };
}
