/**
 * What a pension payment costs the household (docs/planning-model.md, "Retirement"): a payment into a pension gets
 * income tax relief at the payer's highest rate, within the age-related limits (income-tax.ts, pensionReliefCents), so
 * paying P a month costs P less the relief. The plan's budget funds the cost; the pension gets P.
 */
import { pensionReliefCents } from './income-tax';
import type { Household } from './household';

/** What paying `grossMonthlyCents` a month more into a pension costs a month after tax relief. */
export const netCostOf = (h: Household, todayIso: string, grossMonthlyCents: number): number =>
  grossMonthlyCents - Math.round(pensionReliefCents(h, todayIso, grossMonthlyCents * 12) / 12);

/** The largest payment a month, at most `mostCents`, whose cost after tax relief is at most `netCents`. */
export function grossFor(h: Household, todayIso: string, netCents: number, mostCents: number): number {
  if (netCents <= 0) return 0;
  let low = Math.min(netCents, mostCents);
  let high = mostCents;
  // The cost rises with the payment: the largest payment whose cost fits.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (netCostOf(h, todayIso, middle) <= netCents) low = middle;
    else high = middle - 1;
  }
  return low;
}
