/**
 * Percentages: a number from 0 to a top with a few decimals. The household's rates (a debt's interest) go to
 * 100 with two decimals; the savings plan's yearly rates to PLAN_RATE_MAX_PERCENT with one (plan-rules.ts).
 */
import { absent, isNumberFrom, type Rule } from './rule';

/** The refusal of a household rate, in the API's words. */
export const PERCENT_MESSAGE = 'Must be a percentage from 0 to 100 with at most 2 decimals, such as 22.9';

/** A percentage from 0 to `max` with at most `decimals` decimals. */
export const isPercent = (value: unknown, max: number, decimals: number): value is number =>
  isNumberFrom(value, 0, max, decimals);

/** An optional rate in percent: 0 to 100, at most two decimals (a debt's interest rate). */
export const percentRule: Rule = (value) => (absent(value) || isPercent(value, 100, 2) ? undefined : PERCENT_MESSAGE);
