/**
 * The debt summary (docs/planning-model.md, "Debt"): what the household owes, what it repays a
 * month, each debt's share; and the debts that need attention: in arrears or behind on payments
 * (an adviser is needed), and debts other than a mortgage (clear them).
 */
import { isMortgage, percentOf, sum, type Household, type PlanDebt } from './household';

export interface Slice {
  label: string;
  amountCents: number;
  /** 0 to 100, one decimal. */
  percentage: number;
}

export interface DebtSummary {
  totalDebtCents: number;
  monthlyRepaymentsCents: number;
  breakdown: Slice[];
  /** Debts in arrears or whose payments are not up to date. */
  inArrears: PlanDebt[];
  /** Debts other than a mortgage with something left to pay, largest first. */
  toClear: PlanDebt[];
}

export const debtLabel = (d: PlanDebt): string => d.name ?? d.productType ?? 'Debt';

export function summariseDebt(h: Household): DebtSummary {
  const owed = h.debts.filter((d) => (d.balanceCents ?? 0) > 0);
  const totalDebtCents = sum(owed.map((d) => d.balanceCents ?? 0));
  return {
    totalDebtCents,
    monthlyRepaymentsCents: sum(h.debts.map((d) => d.monthlyRepaymentCents ?? 0)),
    breakdown: owed.map((d) => ({ label: debtLabel(d), amountCents: d.balanceCents ?? 0, percentage: percentOf(d.balanceCents ?? 0, totalDebtCents) })),
    inArrears: h.debts.filter((d) => (d.arrearsCents ?? 0) > 0 || d.arePaymentsUpToDate === false),
    toClear: owed.filter((d) => !isMortgage(d)).sort((a, b) => (b.balanceCents ?? 0) - (a.balanceCents ?? 0)),
  };
}
