/**
 * The retirement summary (docs/planning-model.md, "Retirement"): the household's income in
 * retirement against a target, and what to pay in a month to close the gap.
 *   Y        = whole years from today to the user's retirement date (0 without a date of birth)
 *   fund     = round(pension value × (1 + g)^Y) + round(yearly pension payments × ((1 + g)^Y − 1) ÷ g)
 *   projected income = round(fund × PENSION_DRAWDOWN_RATE) + the State pension, the year's rate today × adults,
 *                      counted only when the retirement age is at least STATE_PENSION_AGE (it is paid
 *                      from the later of the two ages, so retiring earlier it is not income at retirement)
 *   target income    = round(household income × RETIREMENT_TARGET_SHARE)
 *   monthly saving   = ⌈(gap ÷ PENSION_DRAWDOWN_RATE) × g ÷ ((1 + g)^Y − 1) ÷ 12⌉ when there is a gap and Y > 0
 */
import {
  GROWTH_RATE,
  PENSION_DRAWDOWN_RATE,
  RETIREMENT_TARGET_SHARE,
  STATE_PENSION_AGE,
  statePensionAnnualCents,
} from '../../src/planning-assumptions';
import type { Slice } from './debt-summary';
import {
  adults,
  assetValue,
  householdIncome,
  isPension,
  monthsBetween,
  parseDate,
  percentOf,
  retirementAge,
  retirementDate,
  sum,
  yearlyPayment,
  type Household,
} from './household';

export interface RetirementSummary {
  retirementAge: number;
  /** The age the State pension is counted from: the later of STATE_PENSION_AGE and the retirement age. */
  statePensionFromAge: number;
  yearsToRetirement: number;
  fundAtRetirementCents: number;
  projectedIncomeCents: number;
  targetIncomeCents: number;
  shortfallCents: number;
  /** What to pay into a pension a month to close the gap; null when there is none, or no years left to save. */
  monthlySavingCents: number | null;
  breakdown: Slice[];
}

export const STATE_PENSION_LABEL = 'State pension';
export const OWN_PENSIONS_LABEL = 'Your pensions';

export function summariseRetirement(h: Household, todayIso: string): RetirementSummary {
  const retirement = retirementDate(h);
  const yearsToRetirement = retirement ? Math.max(0, Math.floor(monthsBetween(parseDate(todayIso), retirement) / 12)) : 0;
  const pensions = h.assets.filter(isPension);
  const factor = (1 + GROWTH_RATE) ** yearsToRetirement;
  const fundAtRetirementCents =
    Math.round(sum(pensions.map(assetValue)) * factor) + Math.round((sum(pensions.map(yearlyPayment)) * (factor - 1)) / GROWTH_RATE);
  const ownPension = Math.round(fundAtRetirementCents * PENSION_DRAWDOWN_RATE);
  const age = retirementAge(h);
  const statePensionFromAge = Math.max(STATE_PENSION_AGE, age);
  const statePension = statePensionFromAge === age ? statePensionAnnualCents(todayIso) * Math.max(1, adults(h).length) : 0;
  const projectedIncomeCents = ownPension + statePension;
  const targetIncomeCents = Math.round((householdIncome(h) * RETIREMENT_TARGET_SHARE.numerator) / RETIREMENT_TARGET_SHARE.denominator);
  const shortfallCents = Math.max(0, targetIncomeCents - projectedIncomeCents);
  const yearlyNeeded = yearsToRetirement > 0 ? ((shortfallCents / PENSION_DRAWDOWN_RATE) * GROWTH_RATE) / (factor - 1) : null;
  return {
    retirementAge: age,
    statePensionFromAge,
    yearsToRetirement,
    fundAtRetirementCents,
    projectedIncomeCents,
    targetIncomeCents,
    shortfallCents,
    monthlySavingCents: shortfallCents > 0 && yearlyNeeded !== null ? Math.ceil(yearlyNeeded / 12 - 1e-9) : null,
    breakdown: [
      { label: STATE_PENSION_LABEL, amountCents: statePension, percentage: percentOf(statePension, projectedIncomeCents) },
      { label: OWN_PENSIONS_LABEL, amountCents: ownPension, percentage: percentOf(ownPension, projectedIncomeCents) },
    ],
  };
}
