/**
 * Amounts in euro, as every input takes them (a goal's value, a household's balances and incomes, the
 * savings plan's amounts): 0 to 1,000,000,000 with at most two decimals, so that they are whole cents.
 */
import { PLAN_AMOUNT_MAX } from '../assumptions';
import { absent, isNumberFrom, type Rule } from './rule';

/** The refusal of an amount, in the API's words (the savings plan words its own for parents: plan-rules.ts). */
export const EURO_AMOUNT_MESSAGE = 'Must be an amount in euro from 0 to 1,000,000,000 with at most two decimals';

/** Euro: 0 to 1,000,000,000, at most two decimals. */
export const isEuroAmount = (value: unknown): value is number => isNumberFrom(value, 0, PLAN_AMOUNT_MAX, 2);

/** An optional amount in euro. */
export const euroAmountRule: Rule = (value) => (absent(value) || isEuroAmount(value) ? undefined : EURO_AMOUNT_MESSAGE);
