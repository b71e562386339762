/**
 * The assumptions of the financial plan (`plan`, `planGraph`), as data. One source of truth: the
 * server's planning model (server/planning/) computes with these figures, and docs/planning-model.md
 * states them (tests/server/planning-docs.test.ts checks that the document shows every value here).
 * The calculator's own figures are in assumptions.ts. Amounts are whole cents; rates are fractions.
 */

/** The yearly growth of net wealth (while it is above 0: a net debt does not grow) and of pension funds: 4 %. */
export const GROWTH_RATE = 0.04;

/** The emergency fund to hold: this many months of outgoings in accessible savings. Below it, the fund comes first. */
export const EMERGENCY_FUND_MONTHS = 3;

/** The months over which a short emergency fund is built up. */
export const EMERGENCY_FUND_BUILD_MONTHS = 12;

/** The age from which the Irish State pension is paid. */
export const STATE_PENSION_AGE = 66;

/** The retirement age when the factfind does not give one: the Irish State pension age. */
export const DEFAULT_RETIREMENT_AGE = STATE_PENSION_AGE;

/** The retirement income to aim for, as a fraction of the household's gross income today: two thirds. */
export const RETIREMENT_TARGET_SHARE = { numerator: 2, denominator: 3 } as const;

/** The income a pension fund gives in retirement each year, as a fraction of the fund: 4 %. */
export const PENSION_DRAWDOWN_RATE = 0.04;

/**
 * The State pension (contributory, maximum personal rate) a week, by the date each rate applies from: €289.30 from
 * 1 January 2025 (Budget 2025) and €299.30 from 1 January 2026 (Budget 2026, +€10; gov.ie "Budget 2026: Social
 * Protection measures"). The plan counts the rate in force on its own date, × 52 for a year.
 */
export const STATE_PENSION_WEEKLY_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2025-01-01', 28_930],
  ['2026-01-01', 29_930],
];

/** The State pension a year for one adult on the ISO date `onIso`: the weekly rate in force then × 52. */
export function statePensionAnnualCents(onIso: string): number {
  const inForce = [...STATE_PENSION_WEEKLY_CENTS].reverse().find(([from]) => from <= onIso) ?? STATE_PENSION_WEEKLY_CENTS[0];
  return inForce[1] * 52;
}

/** Life cover needed for an earner: this many years of their gross income. */
export const LIFE_COVER_INCOME_YEARS = 10;

/** Income protection needed for an earner: this fraction of their gross income, each year. */
export const INCOME_PROTECTION_SHARE = 0.75;

/** A household is referred to an adviser when debt repayments take more than this share of gross monthly income. */
export const DEBT_REPAYMENT_TRIAGE_SHARE = 0.4;

/** A goal this many years away or more is invested, so a risk profile is needed for it. */
export const INVESTING_HORIZON_YEARS = 5;

/**
 * The codes (chosen by the factfind) the model recognises. An asset is a pension when its
 * productType is PENSION or it has a pensionType; property when its productType is PROPERTY or it
 * has a propertyType; a debt is a mortgage when its productType is MORTGAGE or it is the main mortgage.
 */
export const CODES = {
  pensionProduct: 'PENSION',
  propertyProduct: 'PROPERTY',
  mortgageProduct: 'MORTGAGE',
  healthInsuranceProduct: 'HEALTH_INSURANCE',
  /** Policy cover types that pay out on death. */
  lifeCover: ['LIFE', 'MORTGAGE_PROTECTION'],
  /** Policy cover types that replace income during illness (amountOfCover is the yearly benefit). */
  incomeProtection: ['INCOME_PROTECTION'],
} as const;

/** Payments a year by frequency; a SINGLE payment (or none given) is not a regular saving. */
export const PAYMENTS_PER_YEAR = {
  WEEKLY: 52,
  FORTNIGHTLY: 26,
  MONTHLY: 12,
  QUARTERLY: 4,
  HALF_YEARLY: 2,
  YEARLY: 1,
  SINGLE: 0,
} as const;
export type PaymentFrequency = keyof typeof PAYMENTS_PER_YEAR;
