/**
 * A pension fund in today's euros (docs/planning-model.md, "Retirement"): how it grows until retirement, what it gives
 * at retirement (the tax-free lump sum, the rest into an Approved Retirement Fund) and the income that fund pays. One
 * home for these rules: the retirement summary and the wealth path both use them.
 *   monthly rate   r = (1 + realRate(NOMINAL_RETURNS.PENSION))^(1/12) − 1: growth above inflation
 *   lump sum       = min(round(fund × PENSION_LUMP_SUM_SHARE), the €200,000 limit in today's euros at retirement)
 *   ARF income     = round((fund − lump sum) × the drawdown rate at the retirement age, or 6 % over €2 million)
 */
import {
  ARF_DRAWDOWN_RATES,
  ARF_LARGE_FUND_CENTS,
  ARF_LARGE_FUND_RATE,
  NOMINAL_RETURNS,
  PENSION_LUMP_SUM_SHARE,
  PENSION_LUMP_SUM_TAX_FREE_MAX_CENTS,
  inForce,
  realRate,
  todaysEuros,
} from '../planning-assumptions';
import { assetValue, isPension, sum, type Household } from './household';

/** A yearly nominal return as a monthly rate in today's euros. */
export const monthlyRealRate = (nominalYearly: number): number => (1 + realRate(nominalYearly)) ** (1 / 12) - 1;

/** What a pension fund earns a month above inflation. */
export const PENSION_MONTHLY_RATE = monthlyRealRate(NOMINAL_RETURNS.PENSION);

/** The value after `months` of `valueCents` growing at `rate` a month, with `monthlyCents` paid in at the end of each month. */
export function grown(valueCents: number, monthlyCents: number, months: number, rate = PENSION_MONTHLY_RATE): number {
  const factor = (1 + rate) ** months;
  const payments = rate === 0 ? monthlyCents * months : (monthlyCents * (factor - 1)) / rate;
  return Math.round(valueCents * factor) + Math.round(payments);
}

/**
 * The monthly payment, paid at the end of each of `months` months and growing with the fund, that adds
 * `missingCents` by then, rounded up to the cent; null with no months left.
 */
export function monthlyPaymentFor(missingCents: number, months: number, rate = PENSION_MONTHLY_RATE): number | null {
  if (months <= 0) return null;
  if (missingCents <= 0) return 0;
  const perCent = rate === 0 ? months : ((1 + rate) ** months - 1) / rate;
  return Math.ceil(missingCents / perCent - 1e-9);
}

/** The tax-free lump sum limit in today's euros, for a retirement `months` from today (the limit is not indexed). */
export const lumpSumLimit = (months: number): number =>
  todaysEuros(PENSION_LUMP_SUM_TAX_FREE_MAX_CENTS, Math.max(0, months) / 12);

/** The tax-free lump sum a fund gives at a retirement `months` from today. */
export const lumpSumOf = (fundCents: number, months: number): number =>
  Math.max(0, Math.min(Math.round(fundCents * PENSION_LUMP_SUM_SHARE), lumpSumLimit(months)));

/** The share of an Approved Retirement Fund drawn as income a year by someone retiring at `age`. */
export const drawdownRate = (age: number, arfCents: number): number =>
  arfCents > ARF_LARGE_FUND_CENTS ? ARF_LARGE_FUND_RATE : inForce(ARF_DRAWDOWN_RATES, age);

export interface FundAtRetirement {
  fundCents: number;
  lumpSumCents: number;
  arfCents: number;
  /** The share of the ARF drawn a year. */
  drawdownRate: number;
  /** The ARF's income a year: round(ARF × drawdownRate). */
  incomeCents: number;
}

/**
 * What a fund of `fundCents` gives at a retirement at `age`, `months` from today; `arfHeldCents` of it is in an
 * Approved Retirement Fund already, which took its lump sum when it was set up: the lump sum is on the rest.
 */
export function atRetirement(fundCents: number, age: number, months: number, arfHeldCents = 0): FundAtRetirement {
  const lumpSumCents = lumpSumOf(fundCents - arfHeldCents, months);
  const arfCents = fundCents - lumpSumCents;
  const rate = drawdownRate(age, arfCents);
  return { fundCents, lumpSumCents, arfCents, drawdownRate: rate, incomeCents: Math.round(arfCents * rate) };
}

/**
 * The fund needed at retirement so that its ARF pays `incomeCents` a year and its lump sum, with what the ARF holds
 * beyond that, pays the `bridgeCents` until the State pensions start: the ARF must hold incomeCents ÷ rate (A) and the
 * whole fund A + bridge; the lump sum comes out first, so the fund is also at least what leaves A after it
 * (A ÷ (1 − 25 %), or A + the limit when the limit binds).
 */
export function fundNeeded(incomeCents: number, bridgeCents: number, age: number, months: number): number {
  if (incomeCents <= 0 && bridgeCents <= 0) return 0;
  const arfNeeded = Math.round(incomeCents / drawdownRate(age, 0));
  const afterLumpSum = Math.min(Math.round(arfNeeded / (1 - PENSION_LUMP_SUM_SHARE)), arfNeeded + lumpSumLimit(months));
  return Math.max(arfNeeded + bridgeCents, afterLumpSum);
}

/** What the household's Approved Retirement Funds (an `ARF` asset: its lump sum taken already) are worth `months` from today. */
export const arfHeldAt = (h: Household, months: number): number =>
  grown(sum(h.assets.filter((a) => isPension(a) && a.productType === 'ARF').map(assetValue)), 0, months);
