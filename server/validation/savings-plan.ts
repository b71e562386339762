/**
 * The server's rules for a savings plan's inputs (issue 15), besides the calculation's answers
 * (college-cost.ts): savings in euro, 0 or more with at most two decimals; a yearly return and a rate
 * of rising costs in percent, 0 to PLAN_RATE_MAX_PERCENT with at most one decimal. Every bad field is reported.
 */
import { PLAN_RATE_MAX_PERCENT } from '../../src/assumptions';
import { badUserInput, type FieldError } from '../graphql/errors';
import type { PlanInputs } from '../savings-plan';
import type { CostAnswers } from '../cost-model';
import { collegeCostFieldErrors, parseCollegeCostAnswers, type CollegeCostArgs } from './college-cost';
import { euroAmount } from './rules';

export const PLAN_MESSAGES = {
  percent: `Must be a percentage from 0 to ${PLAN_RATE_MAX_PERCENT} with at most one decimal`,
} as const;

export interface SavingsPlanArgs extends CollegeCostArgs {
  savedAlready?: number | null;
  yearlyReturnPercent?: number | null;
  risingCosts?: boolean | null;
  risingCostsPercent?: number | null;
}

/** 0 to 10 with at most one decimal (3.5, not 3.55). */
const isPercent = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= PLAN_RATE_MAX_PERCENT && Math.abs(Math.round(value * 10) - value * 10) < 1e-9;

export function savingsPlanFieldErrors(args: SavingsPlanArgs): FieldError[] {
  const errors = collegeCostFieldErrors(args);
  const saved = euroAmount(args.savedAlready);
  if (saved) errors.push({ field: 'savedAlready', message: saved });
  for (const field of ['yearlyReturnPercent', 'risingCostsPercent'] as const) {
    const value = args[field];
    if (value != null && !isPercent(value)) errors.push({ field, message: PLAN_MESSAGES.percent });
  }
  return errors;
}

/** The percentage `percent` as a fraction, exactly as written with one decimal (3.5 → 0.035). */
const fraction = (percent: number): number => Math.round(percent * 10) / 1000;

/**
 * The answers and the plan's inputs, typed, or a BAD_USER_INPUT error naming each bad field.
 * `assumedRisingCostsRate` (a fraction) is used when rising costs are allowed and no rate is given.
 */
export function parseSavingsPlanArgs(args: SavingsPlanArgs, assumedRisingCostsRate: number): { answers: CostAnswers; inputs: PlanInputs; risingCostsRate: number } {
  const errors = savingsPlanFieldErrors(args);
  if (errors.length) throw badUserInput(errors);
  const answers = parseCollegeCostAnswers(args);
  const risingCostsRate = args.risingCostsPercent == null ? assumedRisingCostsRate : fraction(args.risingCostsPercent);
  return {
    answers,
    risingCostsRate,
    inputs: {
      savedCents: Math.round((args.savedAlready ?? 0) * 100),
      yearlyReturn: fraction(args.yearlyReturnPercent ?? 0),
      risingCostsRate: args.risingCosts ? risingCostsRate : null,
    },
  };
}
