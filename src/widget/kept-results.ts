/**
 * The results a widget shows, kept in the tab's sessionStorage so that a parent who leaves the page (the add-goal
 * link, any link) and comes back with 'Back' finds them again, where the browser loads the page afresh rather than
 * from its back/forward cache. Only the estimate is kept, which holds the five answers and the figures: never who
 * the parent is (the record's id, user and goal are left out). 'Start over' forgets it. A kept value that is not
 * an estimate this widget could have shown (changed by hand, from another version, from an earlier month, whose
 * monthly figure counts from a month gone by) is ignored and forgotten.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COST_TYPES, COURSE_DURATIONS } from '../assumptions';
import { findIncludeChoice, fromWhatToInclude } from './include-choices';
import { keptResultsKey, resultsKeptFor, tabStorage } from './kept-results-key';
import type { WidgetOnPage } from './link-target';
import type { CollegeCost } from './types';

/** The shape of what is kept; a value of another version is ignored. */
const VERSION = 1;

/** What comes back: the estimate as shown, and the day it was made (the results say so). */
export interface KeptResults {
  cost: CollegeCost;
  /** The day the estimate was made, as an ISO date ('2025-12-03'), in the parent's own calendar. */
  madeOn: string;
}

const MONEY_FIELDS = [
  'accommodationCost',
  'fees',
  'otherExpenses',
  'annualCost',
  'total',
  'totalAdjustedForInflation',
  'monthlySavingsRequired',
] as const;

/**
 * The estimate as kept and as shown again: the five answers, the date and the figures, each picked by name (no
 * other field of a stored value reaches the view), and no record, user or goal.
 */
function estimateOf(cost: CollegeCost): CollegeCost {
  const { ageOfChild, courseDuration, eligibleForFreeTuitionFees, accommodationType, whatToInclude, targetDate } = cost;
  const figures = Object.fromEntries(
    MONEY_FIELDS.map((field) => [
      field,
      { float: cost[field].float, string: cost[field].string, display: cost[field].display },
    ]),
  );
  return {
    id: null,
    userId: null,
    goalId: null,
    ageOfChild,
    courseDuration,
    eligibleForFreeTuitionFees,
    accommodationType,
    whatToInclude: [...whatToInclude],
    targetDate,
    ...figures,
  } as CollegeCost;
}

/** An ISO date of the parent's own calendar: today's by default. */
const isoDay = (day = new Date()): string =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const isMoney = (value: unknown): boolean => {
  const money = value as { float?: unknown; string?: unknown; display?: unknown } | null;
  return (
    typeof money === 'object' &&
    money !== null &&
    Number.isFinite(money.float) &&
    typeof money.string === 'string' &&
    typeof money.display === 'string'
  );
};

const oneOf = (values: readonly unknown[], value: unknown): boolean => values.includes(value);

/** Whether `value` is an estimate the widget could have shown: answers the form offers, and every figure. */
function isEstimate(value: unknown): value is CollegeCost {
  const cost = value as Partial<Record<keyof CollegeCost, unknown>> | null;
  if (typeof cost !== 'object' || cost === null) return false;
  const { ageOfChild: age, whatToInclude, accommodationType, targetDate } = cost;
  return (
    Number.isInteger(age) &&
    (age as number) >= AGE_MIN &&
    (age as number) <= AGE_MAX &&
    oneOf(COURSE_DURATIONS, cost.courseDuration) &&
    typeof cost.eligibleForFreeTuitionFees === 'boolean' &&
    oneOf(ACCOMMODATION_TYPES, accommodationType) &&
    Array.isArray(whatToInclude) &&
    whatToInclude.every((item) => oneOf(COST_TYPES, item)) &&
    findIncludeChoice(accommodationType as CollegeCost['accommodationType'], fromWhatToInclude(whatToInclude)) !==
      undefined &&
    typeof targetDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(targetDate) &&
    MONEY_FIELDS.every((field) => isMoney(cost[field]))
  );
}

/** Keeps the estimate `cost` that `widget` shows now, in place of any kept before (nothing where storage is refused). */
export function keepResults(widget: WidgetOnPage, cost: CollegeCost, madeOn: string = isoDay()): void {
  try {
    tabStorage()?.setItem(keptResultsKey(widget), JSON.stringify({ v: VERSION, madeOn, cost: estimateOf(cost) }));
  } catch {
    // Storage full or refused: 'Back' then shows the empty form, as it did before.
  }
}

/** Forgets the results `widget` kept ('Start over', or a kept value that cannot be shown). */
export function forgetResults(widget: WidgetOnPage): void {
  try {
    tabStorage()?.removeItem(keptResultsKey(widget));
  } catch {
    // Nothing kept where storage is refused.
  }
}

/**
 * The results `widget` showed before the parent left this page, when the page was loaded again by 'Back' (or a
 * reload) and they can be shown as they were; otherwise null (and a kept value that cannot be is forgotten).
 */
export function keptResults(widget: WidgetOnPage, today: Date = new Date()): KeptResults | null {
  if (!resultsKeptFor(widget)) return null;
  try {
    const kept = JSON.parse(tabStorage()?.getItem(keptResultsKey(widget)) ?? 'null') as {
      v?: unknown;
      madeOn?: unknown;
      cost?: unknown;
    } | null;
    const { v, madeOn, cost } = kept ?? {};
    // The monthly figure counts the months from the one it was made in: an estimate of a month gone by is not shown.
    const thisMonth =
      typeof madeOn === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(madeOn) &&
      madeOn.slice(0, 7) === isoDay(today).slice(0, 7);
    if (v === VERSION && thisMonth && isEstimate(cost)) return { cost: estimateOf(cost), madeOn };
  } catch {
    // Not JSON: forgotten below.
  }
  forgetResults(widget);
  return null;
}
