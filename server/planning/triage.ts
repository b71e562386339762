/**
 * Whether the household is referred to an adviser, and why (docs/planning-model.md, "Triage"):
 * a debt behind on its payments, debt repayments above DEBT_REPAYMENT_TRIAGE_SHARE of gross
 * monthly income, or a household that spends more than it keeps after tax. The first reason that applies; null when
 * none does. The reason with its figures; server/plan-wording/triage.ts words it.
 */
import { DEBT_REPAYMENT_TRIAGE_SHARE } from '../planning-assumptions';
import type { Budget } from './budget';
import { debtLabel, type DebtSummary } from './debt-summary';

export type TriageReason =
  /** Payments are behind on these debts (as the plan names them). */
  | { kind: 'ARREARS'; debts: string[] }
  /** Debt repayments a month above DEBT_REPAYMENT_TRIAGE_SHARE of the gross monthly income. */
  | { kind: 'REPAYMENTS'; repaymentsCents: number; monthlyIncomeCents: number }
  /** Outgoings, repayments, savings and premiums this much more a month than the income after tax. */
  | { kind: 'OVERSPENDING'; overCents: number };

export function triageReason(debt: DebtSummary, householdIncomeCents: number, budget: Budget): TriageReason | null {
  if (debt.inArrears.length) return { kind: 'ARREARS', debts: debt.inArrears.map(debtLabel) };
  const monthlyIncome = Math.round(householdIncomeCents / 12);
  if (debt.monthlyRepaymentsCents > monthlyIncome * DEBT_REPAYMENT_TRIAGE_SHARE)
    return { kind: 'REPAYMENTS', repaymentsCents: debt.monthlyRepaymentsCents, monthlyIncomeCents: monthlyIncome };
  if (budget.disposableCents < 0) return { kind: 'OVERSPENDING', overCents: -budget.disposableCents };
  return null;
}
