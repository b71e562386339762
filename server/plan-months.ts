/**
 * The savings plan's months: a grid of the 1st of each month from this month (month 0), the payments due on it
 * (each child's course years, on 1 September) and the monthly savings paid into it, with the two computations
 * the plan is made of: the least first monthly saving that pays every course year when it falls due, and the
 * balance month by month for a given saving. docs/planning-model.md "The savings plan" gives the formulas.
 *
 * - A monthly saving paid on the 1st of a month is in the balance from that month; one paid on a later day is
 *   counted from the 1st of the next month (it earns from then: a few days' growth is left out, never counted
 *   twice), so it pays a course year due on that 1st.
 * - The balance grows at the monthly rate r = (1 + R)^(1/12) − 1 while above zero; a balance below zero (money
 *   run out) does not grow.
 * Pure: no clock, no I/O. Amounts are cents; growth factors are floating point.
 */
import { divideRoundingUp } from './cost-model';

/** A payment due: `cents` on the 1st of `month` (months from the 1st of this month), for child `child`. */
export interface Due {
  month: number;
  child: number;
  cents: number;
}

/** The monthly savings: `count` payments, the j-th (from 0) in the balance from month `from` + j. */
export interface Schedule {
  from: number;
  count: number;
}

/** Rounds a figure in cents up to a whole cent, ignoring floating-point dust below half a ten-thousandth of a cent. */
export function ceilCents(cents: number): number {
  return Math.ceil(Math.round(cents * 1e4) / 1e4);
}

/** (1 + yearly return)^(months/12). */
export const growth = (yearlyReturn: number, months: number): number => (1 + yearlyReturn) ** (months / 12);

/** The contribution of payment j (from 0) for a first monthly saving P rising by `rise` every 12 payments. */
export function contributionOf(payment: number, firstCents: number, rise: number): number {
  const year = Math.floor(payment / 12);
  return year === 0 || rise === 0 || firstCents === 0 ? firstCents : ceilCents(firstCents * (1 + rise) ** year);
}

/**
 * The schedule of payments made on `day` of each month from the month `firstMonth` (months from this month) up
 * to the 1st of `stopMonth`: on or before it, so a payment on the 1st of that month is the last one, and one on a
 * later day of the month before it is.
 */
export function scheduleOf(firstMonth: number, day: number, stopMonth: number): Schedule {
  const from = firstMonth + (day > 1 ? 1 : 0);
  return { from, count: Math.max(0, stopMonth - from + 1) };
}

/** The months on which something falls due, in order. */
const dueMonths = (dues: readonly Due[]): number[] => [...new Set(dues.map((due) => due.month))].sort((a, b) => a - b);

/** What is due up to `month`, each payment grown from its month to `month` at the return (its value then). */
const dueBy = (dues: readonly Due[], month: number, yearlyReturn: number): number =>
  dues.reduce((sum, due) => (due.month <= month ? sum + due.cents * growth(yearlyReturn, month - due.month) : sum), 0);

/** What one euro of first monthly saving (rising by `rise` every 12 payments) paid by `month` is worth then. */
function savingWorth(schedule: Schedule, month: number, yearlyReturn: number, rise: number): number {
  let worth = 0;
  for (let j = 0; j < schedule.count && schedule.from + j <= month; j++)
    worth += (1 + rise) ** Math.floor(j / 12) * growth(yearlyReturn, month - schedule.from - j);
  return worth;
}

/** What the savings of a first monthly saving `firstCents` paid by `month` are worth then, each as paid (rounded up). */
function savingsBy(schedule: Schedule, month: number, yearlyReturn: number, rise: number, firstCents: number): number {
  let worth = 0;
  for (let j = 0; j < schedule.count && schedule.from + j <= month; j++)
    worth += contributionOf(j, firstCents, rise) * growth(yearlyReturn, month - schedule.from - j);
  return worth;
}

/**
 * The least first monthly saving, rounded up to the cent, with which every payment is made when it falls due:
 * the balance on each due month, S(1+r)^t + P × worth(t) − Σ due (grown to t), is zero or more. The balance is
 * linear in P and between due months only grows, so P is the largest of (Σ due grown − S grown) ÷ worth over the
 * due months. With no return and no rise that is ⌈(Σ due by t − S) ÷ payments by t⌉ in whole cents (SPEC §2's rule
 * when everything falls due at once). 0 when the savings alone do it; null when a payment falls due before any
 * saving can be made and the savings do not cover it.
 */
export function leastMonthlySaving(
  dues: readonly Due[],
  savedCents: number,
  yearlyReturn: number,
  schedule: Schedule,
  rise: number,
): number | null {
  let least = 0;
  for (const month of dueMonths(dues)) {
    const need = dueBy(dues, month, yearlyReturn) - savedCents * growth(yearlyReturn, month);
    if (need <= 0) continue;
    const payments = Math.min(schedule.count, Math.max(0, month - schedule.from + 1));
    if (payments === 0) return null;
    const exact = yearlyReturn === 0 && rise === 0 && Number.isInteger(need);
    least = Math.max(
      least,
      exact ? divideRoundingUp(need, payments) : ceilCents(need / savingWorth(schedule, month, yearlyReturn, rise)),
    );
  }
  return least;
}

/**
 * The least amount that, added to the savings today, pays every payment when it falls due with the monthly saving
 * `firstCents` (0: with no saving), rounded up; 0 when nothing more is needed.
 */
export function lumpSumNeeded(
  dues: readonly Due[],
  savedCents: number,
  yearlyReturn: number,
  schedule: Schedule,
  rise: number,
  firstCents: number,
): number {
  let least = 0;
  for (const month of dueMonths(dues)) {
    const short =
      dueBy(dues, month, yearlyReturn) -
      savedCents * growth(yearlyReturn, month) -
      savingsBy(schedule, month, yearlyReturn, rise, firstCents);
    least = Math.max(least, short / growth(yearlyReturn, month));
  }
  return least > 0 ? ceilCents(least) : 0;
}

/** The balance on one month of the walk, and what was paid in and paid out since the previous one asked for. */
export interface MonthBalance {
  /** The exact balance (below zero: run out, when shortfalls carry). */
  balance: number;
  paidIn: number;
  /** Paid for course years (in full when shortfalls carry; what there was when they do not). */
  paidOut: number;
  /** Left unpaid (never, when shortfalls carry). */
  unpaid: number;
}

/**
 * The balance month by month from savings `savedCents` with the monthly saving `firstCents`, recorded on each of
 * `months` (in order). `carry`: a payment larger than the balance takes it below zero (the range's shortfall);
 * otherwise what there is pays, the rest is left unpaid, and the balance starts again from zero (what a saving
 * covers).
 */
export function walkMonths(
  dues: readonly Due[],
  savedCents: number,
  yearlyReturn: number,
  schedule: Schedule,
  rise: number,
  firstCents: number,
  months: readonly number[],
  carry: boolean,
): MonthBalance[] {
  const monthly = growth(yearlyReturn, 1);
  const out: MonthBalance[] = [];
  let balance = savedCents;
  let since = { paidIn: 0, paidOut: 0, unpaid: 0 };
  const dueIn = new Map<number, number>();
  for (const due of dues) dueIn.set(due.month, (dueIn.get(due.month) ?? 0) + due.cents);
  const payIn = (month: number) => {
    const payment = month - schedule.from;
    if (payment < 0 || payment >= schedule.count) return;
    const paid = contributionOf(payment, firstCents, rise);
    balance += paid;
    since.paidIn += paid;
  };
  // A saving made on the 1st of this month is in the balance with the savings already made.
  payIn(0);
  let month = 0;
  for (const record of months) {
    while (month < record) {
      month++;
      if (balance > 0) balance *= monthly;
      payIn(month);
      const due = dueIn.get(month) ?? 0;
      const paid = carry ? due : Math.min(due, Math.max(0, balance));
      balance -= paid;
      since.paidOut += paid;
      since.unpaid += due - paid;
    }
    out.push({ balance, ...since });
    since = { paidIn: 0, paidOut: 0, unpaid: 0 };
  }
  return out;
}
