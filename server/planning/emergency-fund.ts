/**
 * The emergency fund (docs/planning-model.md, "Emergency fund"): accessible savings against
 * EMERGENCY_FUND_MONTHS of monthly outgoings, and what to save a month to reach it within
 * EMERGENCY_FUND_BUILD_MONTHS.
 */
import { EMERGENCY_FUND_BUILD_MONTHS, EMERGENCY_FUND_MONTHS } from '../planning-assumptions';
import { accessibleSavings, divideUp, monthlyOutgoings, type Household } from './household';

export interface EmergencyFundSummary {
  targetCents: number;
  currentCents: number;
  /** 0 to 100, one decimal: current ÷ target, at most 100 (100 when the target is 0). */
  percentage: number;
  /** current ÷ monthly outgoings, two decimals; null when there are no outgoings. */
  monthsCovered: number | null;
  /** What to save a month to reach the target in EMERGENCY_FUND_BUILD_MONTHS; 0 when it is reached. */
  monthlySavingCents: number;
}

export function summariseEmergencyFund(h: Household): EmergencyFundSummary {
  const outgoings = monthlyOutgoings(h);
  const targetCents = outgoings * EMERGENCY_FUND_MONTHS;
  const currentCents = accessibleSavings(h);
  const shortfall = Math.max(0, targetCents - currentCents);
  return {
    targetCents,
    currentCents,
    percentage:
      targetCents === 0 ? 100 : Math.min(100, Math.round((Math.max(0, currentCents) / targetCents) * 1000) / 10),
    monthsCovered: outgoings === 0 ? null : Math.round((currentCents / outgoings) * 100) / 100,
    monthlySavingCents: divideUp(shortfall, EMERGENCY_FUND_BUILD_MONTHS),
  };
}
