/**
 * The results a widget shows, kept in the tab's sessionStorage so that a parent who leaves the page (the add-goal
 * link, any link) and comes back with 'Back' finds them again, where the browser loads the page afresh rather than
 * from its back/forward cache. Only the estimate is kept, which holds the five answers and the figures: never who
 * the parent is (the record's id, user and goal are left out). 'Start over' forgets it. A kept value that is not
 * an estimate this widget could have shown (changed by hand, from another version, from an earlier month, whose
 * monthly figure counts from a month gone by) is ignored and forgotten.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COST_TYPES, COURSE_DURATIONS } from '../../assumptions';
import { findIncludeChoice, fromWhatToInclude } from '../form/include-choices';
import { keptResultsKey, resultsKeptFor } from '../host/kept-results-key';
import type { WidgetOnPage } from '../host/link-target';
import type { CollegeCost } from '../host/types';

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

/** The fields kept, by name: the five answers, the date the course starts and the figures. */
const KEPT_FIELDS = [
  'ageOfChild',
  'courseDuration',
  'eligibleForFreeTuitionFees',
  'accommodationType',
  'whatToInclude',
  'targetDate',
  ...MONEY_FIELDS,
] as const;

/** The estimate as kept and as shown again: the kept fields alone (no other field of a stored value reaches the view). */
const estimateOf = (cost: CollegeCost): CollegeCost =>
  ({
    id: null,
    userId: null,
    goalId: null,
    ...Object.fromEntries(KEPT_FIELDS.map((field) => [field, cost[field]])),
  }) as CollegeCost;

/** An ISO date of the parent's own calendar: today's by default. */
const isoDay = (day = new Date()): string =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const oneOf = (values: readonly unknown[], value: unknown): boolean => values.includes(value);

/** Whether `value` is an estimate the widget could have shown: answers the form offers, and every figure. */
function isEstimate(value: unknown): value is CollegeCost {
  const cost = (value ?? {}) as Record<string, unknown>;
  const { ageOfChild: age, whatToInclude: include } = cost;
  return (
    Number.isInteger(age) &&
    (age as number) >= AGE_MIN &&
    (age as number) <= AGE_MAX &&
    oneOf(COURSE_DURATIONS, cost.courseDuration) &&
    typeof cost.eligibleForFreeTuitionFees === 'boolean' &&
    oneOf(ACCOMMODATION_TYPES, cost.accommodationType) &&
    Array.isArray(include) &&
    include.every((item) => oneOf(COST_TYPES, item)) &&
    !!findIncludeChoice(cost.accommodationType as CollegeCost['accommodationType'], fromWhatToInclude(include)) &&
    /^\d{4}-\d\d-\d\d/.test(String(cost.targetDate)) &&
    MONEY_FIELDS.every((field) => {
      const money = (cost[field] ?? {}) as Record<string, unknown>;
      return Number.isFinite(money.float) && typeof money.string === 'string' && typeof money.display === 'string';
    })
  );
}

/** Keeps the estimate `cost` that `widget` shows now, in place of any kept before (nothing where storage is refused). */
export function keepResults(widget: WidgetOnPage, cost: CollegeCost, madeOn: string = isoDay()): void {
  try {
    sessionStorage.setItem(keptResultsKey(widget), JSON.stringify({ v: VERSION, madeOn, cost: estimateOf(cost) }));
  } catch {
    // Storage full or refused: 'Back' then shows the empty form, as it did before.
  }
}

/** Forgets the results `widget` kept ('Start over', or a kept value that cannot be shown). */
export function forgetResults(widget: WidgetOnPage): void {
  try {
    sessionStorage.removeItem(keptResultsKey(widget));
  } catch {
    // Nothing is kept where storage is refused.
  }
}

/**
 * The results `widget` showed before the parent left this page, when the page was loaded again by 'Back' (or a
 * reload) and they can be shown as they were; otherwise null (and a kept value that cannot be is forgotten).
 */
export function keptResults(widget: WidgetOnPage, today: Date = new Date()): KeptResults | null {
  if (!resultsKeptFor(widget)) return null;
  try {
    const { v, madeOn, cost } = (JSON.parse(sessionStorage.getItem(keptResultsKey(widget)) as string) ?? {}) as {
      v?: unknown;
      madeOn?: unknown;
      cost?: unknown;
    };
    // The monthly figure counts the months from the one it was made in: an estimate of a month gone by is not shown.
    const thisMonth = /^\d{4}-\d\d-\d\d$/.test(String(madeOn)) && String(madeOn).startsWith(isoDay(today).slice(0, 8));
    if (v === VERSION && thisMonth && isEstimate(cost)) return { cost: estimateOf(cost), madeOn: madeOn as string };
  } catch {
    // Not JSON: forgotten below.
  }
  forgetResults(widget);
  return null;
}
