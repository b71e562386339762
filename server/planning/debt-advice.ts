/**
 * The debt group's advice (recommendation-groups.ts): help for each debt in arrears, and for each debt to clear, in the
 * avalanche order (debt-summary.ts), where it comes in that order and why, when it is cleared, and the plan's
 * overpayment on it. Figures and reasons only; server/plan-wording/debt.ts words them.
 */
import { DEBT_OVERPAY_MONTHS } from '../planning-assumptions';
import { shareOf, type AdviceDraft, type BudgetShare } from './advice';
import { NEED_KEYS, RECOMMENDATION_KEYS, allocationOf, type AllocationSummary } from './allocation';
import { debtLabel, type DebtSummary, type DebtToClear } from './debt-summary';
import { addMonths, type PlanDebt } from './household';

/** Payments on a debt are behind: the household needs the lender and an adviser first. */
export interface ArrearsAdvice {
  kind: 'ARREARS';
  /** The debt, as the plan names it (debtLabel). */
  debt: string;
  /** What is in arrears (0 when not entered). */
  arrearsCents: number;
}

/** Where a debt to clear comes in the avalanche order, and why. */
export type DebtOrder =
  /** The only debt to clear, with a rate entered: no order to explain. */
  | { kind: 'ONLY' }
  | { kind: 'HIGHEST_RATE' }
  /** After `previous`, whose rate is higher. */
  | { kind: 'LOWER_RATE'; previous: string }
  /** After `previous`, whose rate is the same and whose balance is smaller. */
  | { kind: 'SAME_RATE_LARGER_BALANCE'; previous: string }
  /** No rate entered: it comes after the debts with one, when there are such (`afterRatedDebts`). */
  | { kind: 'NO_RATE'; afterRatedDebts: boolean };

/** A debt to clear, in the avalanche order. */
export interface ClearDebtAdvice {
  kind: 'CLEAR';
  debt: string;
  balanceCents: number;
  /** Its own monthly repayment (0 when none is entered). */
  repaymentCents: number;
  /** Percent a year; null when not entered. */
  interestRate: number | null;
  /** Its place among the debts to clear: the only one, the first of several, or one after them. */
  place: 'ONLY' | 'FIRST' | 'NEXT';
  order: DebtOrder;
  /** The plan's overpayment on it (the first debt to clear, at a high rate) and the months it clears it within; null when none. */
  overpayment: (BudgetShare & { withinMonths: number }) | null;
  /** When it is cleared at these repayments ('YYYY-MM-DD' of the month), and the interest until then; null when never. */
  cleared: { months: number; onDate: string; interestCents: number } | null;
}

export type DebtAdvice = ArrearsAdvice | ClearDebtAdvice;

/** Why a debt to clear comes where it does among `all` (index `index`). */
function orderOf(index: number, all: readonly DebtToClear[]): DebtOrder {
  const d = all[index].debt;
  const many = all.length > 1;
  if (d.interestRate === null)
    return { kind: 'NO_RATE', afterRatedDebts: many && all.some((row) => row.debt.interestRate !== null) };
  if (!many) return { kind: 'ONLY' };
  if (index === 0) return { kind: 'HIGHEST_RATE' };
  const previous = all[index - 1].debt;
  return previous.interestRate === d.interestRate
    ? { kind: 'SAME_RATE_LARGER_BALANCE', previous: debtLabel(previous) }
    : { kind: 'LOWER_RATE', previous: debtLabel(previous) };
}

function clearAdvice(
  index: number,
  all: readonly DebtToClear[],
  todayIso: string,
  allocation: AllocationSummary,
): AdviceDraft<ClearDebtAdvice> {
  const row = all[index];
  const d = row.debt;
  const planned = allocationOf(allocation, NEED_KEYS.debt(d.id));
  const overpayment = planned
    ? { ...shareOf(allocation, NEED_KEYS.debt(d.id), planned.neededCents), withinMonths: DEBT_OVERPAY_MONTHS }
    : null;
  return {
    key: RECOMMENDATION_KEYS.debt(d.id),
    monthlyCents: overpayment ? overpayment.allocatedCents : null,
    advice: {
      kind: 'CLEAR',
      debt: debtLabel(d),
      balanceCents: d.balanceCents ?? 0,
      repaymentCents: d.monthlyRepaymentCents ?? 0,
      interestRate: d.interestRate,
      place: all.length === 1 ? 'ONLY' : index === 0 ? 'FIRST' : 'NEXT',
      order: orderOf(index, all),
      overpayment,
      cleared:
        row.clearedInMonths === null
          ? null
          : {
              months: row.clearedInMonths,
              onDate: addMonths(todayIso, row.clearedInMonths),
              interestCents: row.interestCents,
            },
    },
  };
}

const arrearsAdvice = (d: PlanDebt): AdviceDraft<ArrearsAdvice> => ({
  key: `arrears-${d.id}`,
  monthlyCents: null,
  advice: { kind: 'ARREARS', debt: debtLabel(d), arrearsCents: d.arrearsCents ?? 0 },
});

/** The debt group's recommendations: the debts in arrears, then the debts to clear in their order. */
export const debtAdvice = (
  s: DebtSummary,
  todayIso: string,
  allocation: AllocationSummary,
): AdviceDraft<DebtAdvice>[] => [
  ...s.inArrears.map(arrearsAdvice),
  ...s.toClear.map((_row, index, all) => clearAdvice(index, all, todayIso, allocation)),
];
