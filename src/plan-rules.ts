/**
 * The rules of the savings plan's inputs and their messages, in one place: the widget checks the
 * parent's answers with them before it asks, and the server refuses a caller's with the same words in
 * fieldErrors. Each rule returns the name of its message (a key of PLAN_INPUT_MESSAGES), or undefined when
 * the value is fine; absent values (undefined or null) are fine, each input having a default. What an amount
 * and a percentage are is the shared rules' (src/rules/money.ts, percent.ts): the plan words them for parents.
 */
import { PLAN_RATE_MAX_PERCENT, PLAN_SHARE_MAX_PERCENT, PLAN_SHARE_MIN_PERCENT } from './assumptions';
import { isEuroAmount } from './rules/money';
import { isPercent } from './rules/percent';
import { absent, isWholeNumberFrom, type Rule } from './rules/rule';

export const PLAN_INPUT_MESSAGES = {
  amountError: 'Enter an amount from 0 to 1,000,000,000 with at most two decimals, such as 2500',
  percentError: `Enter a percentage from 0 to ${PLAN_RATE_MAX_PERCENT} with at most one decimal`,
  shareError: `Enter a whole percentage from ${PLAN_SHARE_MIN_PERCENT} to ${PLAN_SHARE_MAX_PERCENT}`,
  accommodationNotIncluded: 'Give accommodation only when it is included and your child does not live at home',
  otherNotIncluded: 'Give other expenses only when they are included',
} as const;

export type PlanInputMessage = keyof typeof PLAN_INPUT_MESSAGES;
type PlanRule = Rule<PlanInputMessage>;

/** Euro: 0 to PLAN_AMOUNT_MAX, at most two decimals (savings, grants a year, own yearly figures): src/rules/money.ts. */
export const planAmountRule: PlanRule = (value) => (absent(value) || isEuroAmount(value) ? undefined : 'amountError');

/** A yearly rate in percent: 0 to PLAN_RATE_MAX_PERCENT, at most one decimal (return, rising costs, contributions' rise). */
export const planPercentRule: PlanRule = (value) =>
  absent(value) || isPercent(value, PLAN_RATE_MAX_PERCENT, 1) ? undefined : 'percentError';

/** The share of the costs to cover: a whole percentage from PLAN_SHARE_MIN_PERCENT to PLAN_SHARE_MAX_PERCENT. */
export const planShareRule: PlanRule = (value) =>
  absent(value) || isWholeNumberFrom(value, PLAN_SHARE_MIN_PERCENT, PLAN_SHARE_MAX_PERCENT) ? undefined : 'shareError';

/** The plan's inputs as the API names them, each with its rule. */
export const PLAN_INPUT_RULES = {
  savedAlready: planAmountRule,
  yearlyReturnPercent: planPercentRule,
  risingCostsPercent: planPercentRule,
  sharePercent: planShareRule,
  grantsPerYear: planAmountRule,
  feesPerYear: planAmountRule,
  accommodationPerYear: planAmountRule,
  otherExpensesPerYear: planAmountRule,
  contributionRisePercent: planPercentRule,
} as const;

export type PlanInputName = keyof typeof PLAN_INPUT_RULES;

/** Which yearly costs besides fees an estimate counts: the ones a parent may give their own figure for. */
export interface CountedCosts {
  accommodation: boolean;
  other: boolean;
}

/**
 * The costs an estimate of these answers counts (the cost model's rule): accommodation when ACCOMMODATION is
 * included and the child does not live at home; other expenses when OTHER_EXPENSES is included.
 */
export const countedCosts = (accommodation: unknown, whatToInclude: readonly unknown[]): CountedCosts => ({
  accommodation: whatToInclude.includes('ACCOMMODATION') && accommodation !== 'HOME',
  other: whatToInclude.includes('OTHER_EXPENSES'),
});

/**
 * Each input refused, by name, with the name of its message. Own yearly figures for a cost the estimate
 * leaves out (`counted`) are refused too.
 */
export function planInputErrors(
  values: Partial<Record<PlanInputName, unknown>>,
  counted: CountedCosts,
): Partial<Record<PlanInputName, PlanInputMessage>> {
  const errors: Partial<Record<PlanInputName, PlanInputMessage>> = {};
  for (const name of Object.keys(PLAN_INPUT_RULES) as PlanInputName[]) {
    const refused = PLAN_INPUT_RULES[name](values[name]);
    if (refused) errors[name] = refused;
  }
  if (!errors.accommodationPerYear && !absent(values.accommodationPerYear) && !counted.accommodation) {
    errors.accommodationPerYear = 'accommodationNotIncluded';
  }
  if (!errors.otherExpensesPerYear && !absent(values.otherExpensesPerYear) && !counted.other) {
    errors.otherExpensesPerYear = 'otherNotIncluded';
  }
  return errors;
}

/** A percentage written with at most one decimal as an exact fraction: 3.5 → 0.035 (not 0.035000000000000003). */
export const percentToFraction = (percent: number): number => Math.round(percent * 10) / 1000;

/** Euro with at most two decimals as whole cents. */
export const euroToCents = (euro: number): number => Math.round(euro * 100);
