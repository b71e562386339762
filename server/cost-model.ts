/**
 * The college-cost model of DESIGN.md, exactly, as a pure function: answers and today's calendar
 * month in, an estimate in integer cents out. No clock, no I/O; every euro figure comes from
 * src/assumptions.ts.
 */
import {
  ACCOMMODATION,
  COLLEGE_START_AGE,
  COLLEGE_START_DAY,
  COLLEGE_START_MONTH,
  COST_TYPES,
  FEES,
  OTHER_EXPENSES,
  type AccommodationType,
  type CostType,
} from '../src/assumptions';
import { countedCosts } from '../src/plan-rules';

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

/**
 * What each year of the course costs when it is paid: annual × (1 + rate)^(years from now until that
 * course year), each year rounded to the cent. With rate 0 every year costs `annualCents`.
 */
export function courseYearCosts(
  annualCents: number,
  courseDuration: number,
  yearsUntilStart: number,
  rate: number,
): number[] {
  return Array.from({ length: courseDuration }, (_, year) =>
    rate ? Math.round(annualCents * (1 + rate) ** (yearsUntilStart + year)) : annualCents,
  );
}

/** The total with each year of the course inflated from today to the year it is paid (courseYearCosts, summed). */
export function inflatedTotal(
  annualCents: number,
  courseDuration: number,
  yearsUntilStart: number,
  rate: number,
): number {
  return courseYearCosts(annualCents, courseDuration, yearsUntilStart, rate).reduce((sum, cost) => sum + cost, 0);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

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
  const yearsUntilStart = COLLEGE_START_AGE - answers.ageOfChild;
  const startYear = today.year + yearsUntilStart;
  const months = monthsToSave(startYear, today);
  const rate = options.inflationRate ?? 0;
  return {
    feesCents,
    accommodationCents,
    otherExpensesCents,
    annualCents,
    totalCents,
    totalAdjustedForInflationCents: rate
      ? inflatedTotal(annualCents, courseDuration, yearsUntilStart, rate)
      : totalCents,
    monthlySavingsCents: divideRoundingUp(totalCents, months),
    targetDate: `${pad(startYear, 4)}-${pad(COLLEGE_START_MONTH, 2)}-${pad(COLLEGE_START_DAY, 2)}`,
    startYear,
    monthsToSave: months,
  };
}
