/**
 * The figures and stated assumptions behind the college-cost estimate (SPEC §9), as data.
 * One source of truth: the server's cost model computes with these numbers and the widget's
 * 'Notes and assumptions' list (assumption-notes.ts) is written from them, so the two can never disagree.
 * All amounts are whole euro per academic year.
 */

/** The academic year the fee figures were published for. */
export const FIGURES_YEAR = '2022-2023';

/**
 * The calendar year the figures' academic year starts in (2022 for 2022-2023): when costs rise, a course year
 * starting on 1 September of year Y costs the figures × (1 + rate)^(Y − FIGURES_FROM_YEAR). A parent's own
 * yearly figures are this academic year's and rise from it (the academic year starts on 1 September).
 */
export const FIGURES_FROM_YEAR = Number(FIGURES_YEAR.slice(0, 4));

/**
 * The most children one savings plan takes: the calculator's child and up to three more. A bound of the form, not a
 * money rule: it keeps the year table, with a column for each child's costs, readable on a phone.
 */
export const PLAN_CHILDREN_MAX = 4;

/** The age at which the child is assumed to start college. */
export const COLLEGE_START_AGE = 19;

/** Month (1–12) and day the course is assumed to start: 1 September. */
export const COLLEGE_START_MONTH = 9;
export const COLLEGE_START_DAY = 1;

/**
 * The yearly rate by which college costs are assumed to rise when a savings plan allows for rising costs
 * as a fraction: 3 %, a little above the ECB's 2 % target because fees, rents and food have
 * risen faster than prices in general. A server configured with INFLATION_RATE uses that rate instead.
 */
export const RISING_COSTS_RATE = 0.03;

/** The savings plan's bounds: yearly return, rising-costs rate and contributions' rise in percent, 0 to 10, one decimal. */
export const PLAN_RATE_MAX_PERCENT = 10;

/** The share of the college costs a parent may plan to cover, in whole percent: 10 to 100 (default 100). */
export const PLAN_SHARE_MIN_PERCENT = 10;
export const PLAN_SHARE_MAX_PERCENT = 100;

/** The largest amount in euro the plan accepts (savings, grants, the parent's own yearly figures). */
export const PLAN_AMOUNT_MAX = 1_000_000_000;

/**
 * The savings plan's range: what the same monthly saving does if the yearly return is this many
 * percentage points lower (not below 0) or higher than the parent expects. A round figure chosen to show how
 * much the plan leans on the return (a poor decade for a balanced fund easily misses its expected return by
 * that much a year): a sensitivity, labelled as such, not a forecast or a probability band.
 */
export const PLAN_RANGE_POINTS = 2;

/**
 * The taxes a parent's savings pay in Ireland, for the hint that the return to enter is after tax.
 * - Deposit interest: DIRT at 33 %, Revenue, "Deposit Interest Retention Tax", the rate since 1 January 2020.
 * - Gains of Irish funds and life-assurance savings policies: exit tax at 38 %, Budget 2026 (7 October 2025),
 *   Finance Act 2025: cut from 41 % from 1 January 2026.
 */
export const DIRT_RATE_PERCENT = 33;
export const EXIT_TAX_RATE_PERCENT = 38;
/** The date the rates above apply from (the later of the two). */
export const SAVINGS_TAX_FROM = '2026-01-01';

export const FEES = {
  /** Student contribution, the maximum for 2022-2023. */
  studentContribution: 3000,
  /** Student levies and charges. */
  leviesAndCharges: 200,
  /** Tuition, charged only to students not eligible for free fees. */
  tuitionNotEligible: 20000,
} as const;

export const ACCOMMODATION = {
  /** Rented accommodation, shared with three other tenants. */
  RENTED: 7691,
  /** Student accommodation, term time only. */
  STUDENT: 7518,
} as const;

export const OTHER_EXPENSES = {
  /** Utilities: rented accommodation only. */
  utilities: 900,
  /** Food: not when living at home. */
  food: 2328,
  travel: 576,
  books: 888,
  clothes: 468,
  mobilePhone: 180,
  socialActivities: 900,
} as const;

/** Bounds of the calculator's answers (SPEC §5, §9). */
export const AGE_MIN = 0;
export const AGE_MAX = 18;
export const COURSE_DURATIONS = [2, 3, 4, 5, 6, 7] as const;
export type CourseDuration = (typeof COURSE_DURATIONS)[number];

export const ACCOMMODATION_TYPES = ['STUDENT', 'RENTED', 'HOME'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const COST_TYPES = ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'] as const;
export type CostType = (typeof COST_TYPES)[number];
