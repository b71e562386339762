/**
 * The rules of the savings plan's inputs and their messages, in one place: the widget checks the
 * parent's answers with them before it asks, and the server refuses a caller's with the same words in
 * fieldErrors. Each rule returns the name of its message (a key of PLAN_INPUT_MESSAGES), or undefined when
 * the value is fine; absent values (undefined or null) are fine, each input having a default. What an amount
 * and a percentage are is the shared rules' (src/rules/money.ts, percent.ts): the plan words them for parents.
 */
import {
  COLLEGE_START_AGE,
  COLLEGE_START_DAY,
  COLLEGE_START_MONTH,
  PLAN_CHILDREN_MAX,
  PLAN_RATE_MAX_PERCENT,
  PLAN_SHARE_MAX_PERCENT,
  PLAN_SHARE_MIN_PERCENT,
} from './assumptions';
import { isEuroAmount } from './rules/money';
import { isPercent } from './rules/percent';
import { absent, isWholeNumberFrom, type Rule } from './rules/rule';

export const PLAN_INPUT_MESSAGES = {
  amountError: 'Enter an amount from 0 to 1,000,000,000 with at most two decimals, such as 2500',
  percentError: `Enter a percentage from 0 to ${PLAN_RATE_MAX_PERCENT} with at most one decimal`,
  shareError: `Enter a whole percentage from ${PLAN_SHARE_MIN_PERCENT} to ${PLAN_SHARE_MAX_PERCENT}`,
  accommodationNotIncluded: 'Give accommodation only when it is included and your child does not live at home',
  otherNotIncluded: 'Give other expenses only when they are included',
  firstPaymentError:
    'Enter a date from today to the day the first year of college falls due (1 September), such as 2027-01-01',
  childrenError: `Add at most ${PLAN_CHILDREN_MAX - 1} more children: a plan takes ${PLAN_CHILDREN_MAX} in all`,
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
  monthlyAmount: planAmountRule,
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

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A calendar date as the API writes it: 'YYYY-MM-DD'. */
export const isoDate = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The day a course year starting in `year` falls due: 1 September, 'YYYY-09-01'. */
export const courseYearDate = (year: number): string => isoDate(year, COLLEGE_START_MONTH, COLLEGE_START_DAY);

/** The first monthly saving's date when the parent gives none: the 1st of the month after `today`'s. */
export const firstOfNextMonth = (today: { year: number; month: number }): string =>
  isoDate(today.month === 12 ? today.year + 1 : today.year, (today.month % 12) + 1, 1);

/** 'YYYY-MM-DD' of the day the first year of college falls due for the oldest of these children, this year being `year`. */
export const firstCourseYearDate = (ages: readonly number[], year: number): string =>
  courseYearDate(year + COLLEGE_START_AGE - Math.max(...ages));

/**
 * The first monthly saving's date ('YYYY-MM-DD', a real date): from `earliest` (the widget: today; the server,
 * which knows only the month: the 1st of this month) to the day the first year of college falls due, on which a
 * saving still pays it. Absent: the 1st of next month.
 */
export function firstPaymentRule(value: unknown, earliest: string, latest: string): 'firstPaymentError' | undefined {
  if (absent(value)) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'firstPaymentError';
  const date = new Date(`${value}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  return real && value >= earliest && value <= latest ? undefined : 'firstPaymentError';
}

/** The other children: at most PLAN_CHILDREN_MAX − 1 (each child's answers are checked by the calculation's rules). */
export const otherChildrenRule: Rule<'childrenError'> = (value) =>
  absent(value) || (Array.isArray(value) && value.length <= PLAN_CHILDREN_MAX - 1) ? undefined : 'childrenError';
