/**
 * The debt summary (docs/planning-model.md, "Debt"): what the household owes, what it repays a month, each debt's
 * share; and the debts that need attention: in arrears or behind on payments (an adviser is needed), and debts other
 * than a mortgage, cleared highest interest rate first (the avalanche order):
 * - the order: debts with an interest rate, highest first (equal rates: the smaller balance first); then debts with
 *   no rate entered, smallest balance first (the plan asks for their rate, and counts no interest on them);
 * - month by month, each debt is charged a twelfth of its yearly rate on its balance (to the cent) and gets its own
 *   repayment; what a cleared debt no longer needs goes to the first debt in the order still owed, so the repayments
 *   added up stay the same until everything is cleared. A debt not cleared within DEBT_PLAN_MAX_MONTHS never is, at
 *   these repayments.
 */
import { DEBT_OVERPAY_MONTHS, HIGH_INTEREST_RATE_PERCENT } from '../planning-assumptions';
import { isMortgage, percentOf, sum, type Household, type PlanDebt } from './household';

export interface Slice {
  label: string;
  amountCents: number;
  /** 0 to 100, one decimal. */
  percentage: number;
}

export interface DebtToClear {
  debt: PlanDebt;
  /** Months from now until it is cleared in the avalanche; null when it is never cleared at these repayments. */
  clearedInMonths: number | null;
  /** The interest it is charged until then (until DEBT_PLAN_MAX_MONTHS when never cleared). */
  interestCents: number;
}

export interface DebtSummary {
  totalDebtCents: number;
  monthlyRepaymentsCents: number;
  breakdown: Slice[];
  /** Debts in arrears or whose payments are not up to date. */
  inArrears: PlanDebt[];
  /** Debts other than a mortgage with something left to pay, in the order to clear them. */
  toClear: DebtToClear[];
}

/** The longest the debt plan looks ahead: 50 years. */
export const DEBT_PLAN_MAX_MONTHS = 600;

export const debtLabel = (d: PlanDebt): string => d.name ?? d.productType ?? 'Debt';

/** The avalanche order: by rate, highest first, then those with no rate; the smaller balance first on a tie. */
export function avalancheOrder(debts: readonly PlanDebt[]): PlanDebt[] {
  const rate = (d: PlanDebt) => d.interestRate ?? -1;
  return [...debts].sort((a, b) => rate(b) - rate(a) || (a.balanceCents ?? 0) - (b.balanceCents ?? 0));
}

/** The debts' balances (nominal, in cents) as they are repaid, one month at a time. */
export interface DebtMonth {
  /** What each debt was charged this month. */
  interestCents: number[];
  /** What was paid off each debt this month. */
  paidCents: number[];
  /** Each debt's balance at the end of the month. */
  balanceCents: number[];
}

/**
 * Repays `debts` month by month: each is charged a twelfth of its yearly rate on its balance (to the cent) and gets its
 * own repayment; what is left of `repaymentsCents` (their repayments added up, with any overpayment) goes to the first
 * debt still owed, then the next. `step()` runs one month.
 */
export function debtRepayer(debts: readonly PlanDebt[], repaymentsCents: number): { step: () => DebtMonth } {
  const balance = debts.map((d) => Math.max(0, d.balanceCents ?? 0));
  return {
    step() {
      const interestCents = debts.map((d, i) =>
        balance[i] <= 0 ? 0 : Math.round((balance[i] * (d.interestRate ?? 0)) / 100 / 12),
      );
      interestCents.forEach((charged, i) => (balance[i] += charged));
      const paidCents = debts.map(() => 0);
      let budget = repaymentsCents;
      // Each debt's own repayment first, then what is left to the first debt still owed, then the next.
      const pay = (i: number, most: number) => {
        const paid = Math.min(balance[i], most, budget);
        balance[i] -= paid;
        paidCents[i] += paid;
        budget -= paid;
      };
      debts.forEach((d, i) => pay(i, d.monthlyRepaymentCents ?? 0));
      debts.forEach((_, i) => pay(i, Infinity));
      return { interestCents, paidCents, balanceCents: [...balance] };
    },
  };
}

/**
 * The debts, in avalanche order, cleared month by month with their repayments rolled on as each is cleared; `extraCents`
 * a month more (the plan's overpayment) goes to the first debt still owed, then on to the next.
 */
export function clearDebts(ordered: readonly PlanDebt[], extraCents = 0): DebtToClear[] {
  const interest = ordered.map(() => 0);
  const cleared: (number | null)[] = ordered.map((d) => ((d.balanceCents ?? 0) <= 0 ? 0 : null));
  const repayer = debtRepayer(ordered, sum(ordered.map((d) => d.monthlyRepaymentCents ?? 0)) + extraCents);
  for (let month = 1; month <= DEBT_PLAN_MAX_MONTHS && cleared.includes(null); month++) {
    const { interestCents, balanceCents } = repayer.step();
    ordered.forEach((_, i) => {
      interest[i] += interestCents[i];
      if (cleared[i] === null && balanceCents[i] <= 0) cleared[i] = month;
    });
  }
  return ordered.map((debt, i) => ({ debt, clearedInMonths: cleared[i], interestCents: interest[i] }));
}

/**
 * The overpayment a month that clears a high-interest debt (HIGH_INTEREST_RATE_PERCENT or more) within DEBT_OVERPAY_MONTHS:
 * the level payment that repays its balance with interest in that time, rounded up, less its own repayment; 0 for a debt
 * below the rate, or whose repayment already does it.
 */
export function overpaymentNeeded(d: PlanDebt): number {
  const rate = d.interestRate ?? 0;
  if (rate < HIGH_INTEREST_RATE_PERCENT) return 0;
  const r = rate / 100 / 12;
  const balance = d.balanceCents ?? 0;
  const level = (balance * r) / (1 - (1 + r) ** -DEBT_OVERPAY_MONTHS);
  return Math.max(0, Math.ceil(level - 1e-9) - (d.monthlyRepaymentCents ?? 0));
}

/** The debt summary; `overpaymentCents` a month more go to the debts to clear, the first in the order first. */
export function summariseDebt(h: Household, overpaymentCents = 0): DebtSummary {
  const owed = h.debts.filter((d) => (d.balanceCents ?? 0) > 0);
  const totalDebtCents = sum(owed.map((d) => d.balanceCents ?? 0));
  return {
    totalDebtCents,
    monthlyRepaymentsCents: sum(h.debts.map((d) => d.monthlyRepaymentCents ?? 0)),
    breakdown: owed.map((d) => ({
      label: debtLabel(d),
      amountCents: d.balanceCents ?? 0,
      percentage: percentOf(d.balanceCents ?? 0, totalDebtCents),
    })),
    inArrears: h.debts.filter((d) => (d.arrearsCents ?? 0) > 0 || d.arePaymentsUpToDate === false),
    toClear: clearDebts(avalancheOrder(owed.filter((d) => !isMortgage(d))), overpaymentCents),
  };
}
