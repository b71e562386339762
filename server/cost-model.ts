/**
 * The college-cost model of DESIGN.md, exactly, as a pure function: answers and today's calendar
 * month in, an estimate in integer cents out. No clock, no I/O; every euro figure comes from
 * src/assumptions.ts.
 */
import {
  ACCOMMODATION,
  COLLEGE_START_AGE,
  COLLEGE_START_MONTH,
  COST_TYPES,
  FEES,
  FIGURES_FROM_YEAR,
  OTHER_EXPENSES,
  type AccommodationType,
  type CostType,
} from '../src/assumptions';
import { countedCosts, courseYearDate } from '../src/plan-rules';

/** The answers a calculation is made from (already validated: see validation/college-cost.ts). */
export interface CostAnswers {
  ageOfChild: number;
  courseDuration: number;
  accommodation: AccommodationType;
  eligibleForFreeTuitionFees: boolean;
  whatToInclude: readonly CostType[];
}

/** Today's calendar month: month is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The parent's own figures a year, in cents, in place of the assumptions' (the savings plan); null: the assumption. */
export interface OwnYearlyFigures {
  feesCents?: number | null;
  /** Used only when accommodation is included and the child does not live at home. */
  accommodationCents?: number | null;
  /** Used only when other expenses are included. */
  otherExpensesCents?: number | null;
}

export interface CostModelOptions {
  /** Annual inflation as a fraction (0.02 = 2 %). Absent or 0: totalAdjustedForInflation = total. */
  inflationRate?: number;
  /** The parent's own yearly figures, each in place of the assumption's where the estimate counts that cost. */
  own?: OwnYearlyFigures;
}

/** What an estimate finds, as it is stored. Every amount is a whole number of cents. */
export interface CostAmounts {
  feesCents: number;
  accommodationCents: number;
  otherExpensesCents: number;
  annualCents: number;
  totalCents: number;
  totalAdjustedForInflationCents: number;
  monthlySavingsCents: number;
  /** 'YYYY-09-01' of the year the child starts college. */
  targetDate: string;
}

export interface CostEstimate extends CostAmounts {
  startYear: number;
  monthsToSave: number;
  /** The yearly figures with the academic year each is priced in (risingCourseYearCosts rises each from it). */
  priced: PricedCost[];
}

/** A yearly cost in cents at the prices of the academic year starting in `fromYear` (2022 for 2022-2023). */
export interface PricedCost {
  cents: number;
  fromYear: number;
}

const cents = (euro: number): number => euro * 100;

export function feesPerYear(eligibleForFreeTuitionFees: boolean): number {
  const base = FEES.studentContribution + FEES.leviesAndCharges;
  return cents(eligibleForFreeTuitionFees ? base : base + FEES.tuitionNotEligible);
}

export function accommodationPerYear(accommodation: AccommodationType, include: readonly CostType[]): number {
  if (!include.includes('ACCOMMODATION') || accommodation === 'HOME') return 0;
  return cents(ACCOMMODATION[accommodation]);
}

export function otherExpensesPerYear(accommodation: AccommodationType, include: readonly CostType[]): number {
  if (!include.includes('OTHER_EXPENSES')) return 0;
  const o = OTHER_EXPENSES;
  let euro = o.travel + o.books + o.clothes + o.mobilePhone + o.socialActivities;
  if (accommodation !== 'HOME') euro += o.food;
  if (accommodation === 'RENTED') euro += o.utilities;
  return cents(euro);
}

/** Months left to save: (start year − this year) × 12 + (9 − this month), at least 1. */
export function monthsToSave(startYear: number, today: YearMonth): number {
  return Math.max(1, (startYear - today.year) * 12 + (COLLEGE_START_MONTH - today.month));
}

/** a ÷ b rounded up, for whole numbers a ≥ 0 and b > 0, in integer arithmetic. */
export function divideRoundingUp(a: number, b: number): number {
  return Number((BigInt(a) + BigInt(b) - 1n) / BigInt(b));
}

/** The first calendar year of the academic year `today` falls in: from 1 September, this year's; before, last year's. */
export const academicYearOf = (today: YearMonth): number =>
  today.month >= COLLEGE_START_MONTH ? today.year : today.year - 1;

/**
 * What each year of the course costs when it is paid (1 September of `startYear` + k): each yearly figure rises
 * by `rate` a year from the academic year it is priced in to the course year's, (1 + rate)^(startYear + k −
 * fromYear), and the year's cost is their sum, rounded to the cent. With rate 0 each year costs the figures' sum.
 */
export function courseYearCosts(
  priced: readonly PricedCost[],
  courseDuration: number,
  startYear: number,
  rate: number,
): number[] {
  return Array.from({ length: courseDuration }, (_, year) =>
    Math.round(
      priced.reduce((sum, { cents, fromYear }) => sum + cents * (1 + rate) ** (startYear + year - fromYear), 0),
    ),
  );
}

/** The total with each year of the course risen to the year it is paid (courseYearCosts, summed). */
export function inflatedTotal(
  priced: readonly PricedCost[],
  courseDuration: number,
  startYear: number,
  rate: number,
): number {
  return courseYearCosts(priced, courseDuration, startYear, rate).reduce((sum, cost) => sum + cost, 0);
}

/** Sorts what to include into the canonical order FEES, ACCOMMODATION, OTHER_EXPENSES. */
export function canonicalInclude(include: readonly CostType[]): CostType[] {
  return COST_TYPES.filter((type) => include.includes(type));
}

export function estimateCollegeCost(
  answers: CostAnswers,
  today: YearMonth,
  options: CostModelOptions = {},
): CostEstimate {
  const { accommodation, whatToInclude, courseDuration } = answers;
  const own = options.own ?? {};
  const feesCents = own.feesCents ?? feesPerYear(answers.eligibleForFreeTuitionFees);
  const counted = countedCosts(accommodation, whatToInclude);
  const accommodationCents = counted.accommodation
    ? (own.accommodationCents ?? accommodationPerYear(accommodation, whatToInclude))
    : 0;
  const otherExpensesCents = counted.other
    ? (own.otherExpensesCents ?? otherExpensesPerYear(accommodation, whatToInclude))
    : 0;
  const annualCents = feesCents + accommodationCents + otherExpensesCents;
  const totalCents = annualCents * courseDuration;
  const startYear = today.year + COLLEGE_START_AGE - answers.ageOfChild;
  const months = monthsToSave(startYear, today);
  const rate = options.inflationRate ?? 0;
  // The assumptions' figures are FIGURES_YEAR's; the parent's own are this academic year's.
  const fromYear = (ownCents: number | null | undefined) =>
    ownCents == null ? FIGURES_FROM_YEAR : academicYearOf(today);
  const priced: PricedCost[] = [
    { cents: feesCents, fromYear: fromYear(own.feesCents) },
    { cents: accommodationCents, fromYear: fromYear(own.accommodationCents) },
    { cents: otherExpensesCents, fromYear: fromYear(own.otherExpensesCents) },
  ].filter(({ cents }) => cents > 0);
  return {
    feesCents,
    accommodationCents,
    otherExpensesCents,
    annualCents,
    totalCents,
    totalAdjustedForInflationCents: rate ? inflatedTotal(priced, courseDuration, startYear, rate) : totalCents,
    monthlySavingsCents: divideRoundingUp(totalCents, months),
    targetDate: courseYearDate(startYear),
    startYear,
    monthsToSave: months,
    priced,
  };
}
