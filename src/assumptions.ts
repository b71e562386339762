/**
 * The figures and stated assumptions behind the college-cost estimate (SPEC §9), as data.
 * One source of truth: the server's cost model computes with these numbers and the widget's
 * 'Notes and assumptions' list (assumption-notes.ts) is written from them, so the two can never disagree.
 * All amounts are whole euro per academic year.
 */

/** The academic year the fee figures were published for. */
export const FIGURES_YEAR = '2022-2023';

/** The age at which the child is assumed to start college. */
export const COLLEGE_START_AGE = 19;

/** Month (1–12) and day the course is assumed to start: 1 September. */
export const COLLEGE_START_MONTH = 9;
export const COLLEGE_START_DAY = 1;

/**
 * The yearly rate by which college costs are assumed to rise when a savings plan allows for rising costs
 * (issue 15), as a fraction: 3 %, a little above the ECB's 2 % target because fees, rents and food have
 * risen faster than prices in general. A server configured with INFLATION_RATE uses that rate instead.
 */
export const RISING_COSTS_RATE = 0.03;

/** The savings plan's bounds: yearly return and rising-costs rate in percent, 0 to 10, one decimal. */
export const PLAN_RATE_MAX_PERCENT = 10;

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
