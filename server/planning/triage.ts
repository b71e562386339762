/**
 * Whether the household is referred to an adviser, and why (docs/planning-model.md, "Triage"):
 * a debt behind on its payments, debt repayments above DEBT_REPAYMENT_TRIAGE_SHARE of gross
 * monthly income, or a household that spends more than it keeps after tax. The first reason that applies; null when none does.
 */
import { DEBT_REPAYMENT_TRIAGE_SHARE } from '../planning-assumptions';
import type { Budget } from './budget';
import { debtLabel, type DebtSummary } from './debt-summary';
import { euro } from './recommendation-groups';

export const arrearsReason = (names: string[]) =>
  `Payments are behind on ${names.join(', ')}: an adviser will contact you before your plan is made.`;
export const repaymentsReason = (repayments: number, monthlyIncome: number) =>
  `Debt repayments of ${euro(repayments)} a month are more than ${Math.round(DEBT_REPAYMENT_TRIAGE_SHARE * 100)}% of your gross monthly income of ${euro(monthlyIncome)}: an adviser will go through your plan with you.`;

export const overspendingReason = (overCents: number) =>
  `Your outgoings, repayments, savings and premiums are ${euro(overCents)} a month more than your income after tax: an adviser will go through your budget with you, and MABS (mabs.ie) gives free, confidential help with debts.`;

export function triageReason(debt: DebtSummary, householdIncomeCents: number, budget: Budget): string | null {
  if (debt.inArrears.length) return arrearsReason(debt.inArrears.map(debtLabel));
  const monthlyIncome = Math.round(householdIncomeCents / 12);
  if (debt.monthlyRepaymentsCents > monthlyIncome * DEBT_REPAYMENT_TRIAGE_SHARE)
    return repaymentsReason(debt.monthlyRepaymentsCents, monthlyIncome);
  if (budget.disposableCents < 0) return overspendingReason(-budget.disposableCents);
  return null;
}
