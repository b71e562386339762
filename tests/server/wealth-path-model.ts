/**
 * A second model of the wealth path (`planGraph`), written from docs/planning-model.md alone ("Conventions", "Reading
 * the household", "The wealth path", the lump sum and ARF of "Retirement", the avalanche of "Debt", "Savings and
 * goals"), not from server/planning/wealth-projection.ts: month by month, in whole cents, so that a misreading in
 * either model shows up when tests/server/wealth-path-model.test.ts compares them point by point.
 *
 * It takes the household and the plan's inputs the docs say the path reads from the plan (`PathPlan`: the emergency
 * fund, the debt overpayment, each goal's saving, the pension payment, the auto-enrolment contributions, the
 * retirement month and age), and gives the points and the goals on the path.
 */
import {
  ARF_DRAWDOWN_RATES,
  ARF_LARGE_FUND_CENTS,
  ARF_LARGE_FUND_RATE,
  GROWTH_RATE,
  PENSION_LUMP_SUM_SHARE,
  PENSION_LUMP_SUM_TAX_FREE_MAX_CENTS,
  PRICE_INFLATION_RATE,
} from '../../server/planning-assumptions';
import {
  addMonths,
  assetKind,
  assetValue,
  isMortgage,
  monthsBetween,
  parseDate,
  retirementDate,
  formatDate,
  yearlyEmployerPayment,
  yearlyPayment,
  type Household,
  type PlanDebt,
  type PlanGoal,
} from '../../server/planning/household';
import type { PathPlan } from '../../server/planning/wealth-projection';

export interface ModelPoint {
  date: string;
  amountCents: number;
  nominalCents: number;
  savingsCents: number;
  pensionsCents: number;
  propertyCents: number;
  debtsCents: number;
  paidInCents: number;
  growthCents: number;
  debtReductionCents: number;
  interestCents: number;
  goalsPaidCents: number;
  pensionDrawnCents: number;
  goal: PlanGoal | null;
  goalShortfallCents: number | null;
}

export interface ModelGoal {
  goal: PlanGoal;
  monthlyCents: number;
  neededCents: number;
  savedByDateCents: number;
  shortfallCents: number;
  onTrack: boolean;
}

export interface ModelPath {
  currentWealthCents: number;
  points: ModelPoint[];
  goals: ModelGoal[];
}

const total = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Invested money's real monthly rate: (1 + GROWTH_RATE)^(1/12) ÷ 1.02^(1/12) − 1. */
export const REAL_MONTHLY_RATE = (1 + GROWTH_RATE) ** (1 / 12) / (1 + PRICE_INFLATION_RATE) ** (1 / 12) - 1;

/** Today's euros of `months` after today: ÷ 1.02^(months ÷ 12). */
const deflator = (months: number): number => (1 + PRICE_INFLATION_RATE) ** (months / 12);

/** The consumer debts in the avalanche order: highest rate first (equal rates, smaller balance first), then no rate, smallest first. */
export function avalanche(debts: readonly PlanDebt[]): PlanDebt[] {
  const withRate = debts.filter((d) => d.interestRate !== null);
  const without = debts.filter((d) => d.interestRate === null);
  const balance = (d: PlanDebt) => d.balanceCents ?? 0;
  return [
    ...withRate.sort((a, b) => (b.interestRate ?? 0) - (a.interestRate ?? 0) || balance(a) - balance(b)),
    ...without.sort((a, b) => balance(a) - balance(b)),
  ];
}

/** One group of debts repaid together: the consumer debts (with the overpayment) or one mortgage. */
interface DebtGroup {
  rates: number[];
  owed: number[];
  own: number[];
  /** What the group is paid a month altogether while any of it is owed. */
  budget: number;
  cleared: boolean;
  /** Once cleared: its repayments in today's euros of the month it was cleared, which come free from the next month. */
  freed: number;
}

/** A month of a group: interest charged on each debt, then each its own repayment, what is left of the budget in order. */
function runDebtMonth(g: DebtGroup): number[] {
  if (g.cleared) return [];
  const interest = g.owed.map((owed, i) => Math.round((owed * g.rates[i]) / 100 / 12));
  interest.forEach((charged, i) => (g.owed[i] += charged));
  let left = g.budget;
  for (let i = 0; i < g.owed.length; i++) {
    const pay = Math.min(g.own[i], g.owed[i], left);
    g.owed[i] -= pay;
    left -= pay;
  }
  for (let i = 0; i < g.owed.length && left > 0; i++) {
    const pay = Math.min(g.owed[i], left);
    g.owed[i] -= pay;
    left -= pay;
  }
  return interest;
}

/** The ARF's income a year as a share of it, at the retirement age. */
function drawdownRate(age: number, arfCents: number): number {
  if (arfCents > ARF_LARGE_FUND_CENTS) return ARF_LARGE_FUND_RATE;
  let rate = ARF_DRAWDOWN_RATES[0][1];
  for (const [from, r] of ARF_DRAWDOWN_RATES) if (age >= from) rate = r;
  return rate;
}

interface PointSlot {
  date: string;
  month: number;
  /** Index into plan.goals of the goal this point carries. */
  goalIndex: number | null;
}

export function modelWealthPath(h: Household, todayIso: string, plan: PathPlan): ModelPath {
  const today = parseDate(todayIso);
  const value = (kinds: readonly string[]) =>
    total(h.assets.filter((a) => kinds.includes(assetKind(a))).map(assetValue));
  let cash = value(['DEPOSIT', 'OTHER']);
  let invested = value(['INVESTMENT']);
  let pensions = value(['PENSION']);
  let property = value(['PROPERTY']);

  // The savings set aside for each goal with a date ahead: from cash first, then investments (kept as cash after).
  const pots = plan.goals.map((g) => g.savedCents);
  const setAside = total(pots);
  const fromCash = Math.min(Math.max(0, cash), setAside);
  const fromInvested = Math.min(Math.max(0, invested), setAside - fromCash);
  invested -= fromInvested;
  cash -= setAside - fromInvested;

  // The regular payments a month into each kind: Σ yearly payments ÷ 12, to the cent (the docs' "every asset's regular
  // payment (yearly payment ÷ 12, to the cent)" could also round each asset's; that differs by a cent or two a month).
  const monthlyInto = (kinds: readonly string[]) =>
    Math.round(total(h.assets.filter((a) => kinds.includes(assetKind(a))).map(yearlyPayment)) / 12);
  const regularCash = monthlyInto(['DEPOSIT', 'OTHER']);
  const regularInvested = monthlyInto(['INVESTMENT']);
  // A pension's regular payments with its employer's contributions (`employerContribution` × payments a year).
  const regularPension = Math.round(
    total(h.assets.filter((a) => assetKind(a) === 'PENSION').map((a) => yearlyPayment(a) + yearlyEmployerPayment(a))) /
      12,
  );
  const regularProperty = monthlyInto(['PROPERTY']);

  // Debts, in euros of their day.
  const owedOf = (d: PlanDebt) => Math.max(0, d.balanceCents ?? 0);
  const consumer = avalanche(h.debts.filter((d) => !isMortgage(d) && owedOf(d) > 0));
  const groups: DebtGroup[] = [];
  if (consumer.length > 0)
    groups.push({
      rates: consumer.map((d) => d.interestRate ?? 0),
      owed: consumer.map(owedOf),
      own: consumer.map((d) => d.monthlyRepaymentCents ?? 0),
      budget: total(consumer.map((d) => d.monthlyRepaymentCents ?? 0)) + plan.debtOverpaymentCents,
      cleared: false,
      freed: 0,
    });
  for (const d of h.debts.filter((x) => isMortgage(x) && owedOf(x) > 0))
    groups.push({
      rates: [d.interestRate ?? 0],
      owed: [owedOf(d)],
      own: [d.monthlyRepaymentCents ?? 0],
      budget: d.monthlyRepaymentCents ?? 0,
      cleared: false,
      freed: 0,
    });
  const nominalOwed = () => total(groups.map((g) => total(g.owed)));
  let debts = nominalOwed();

  const savings = () => cash + invested + total(pots);
  const wealth = () => savings() + pensions + property - debts;
  const currentWealthCents = wealth();

  // The points: today, every 12 months, each goal's date ahead, the retirement date ahead.
  const goalMonth = plan.goals.map((g) => Math.max(1, monthsBetween(today, parseDate(g.goal.targetDate ?? todayIso))));
  const retireDate = retirementDate(h);
  const retireIso = retireDate && formatDate(retireDate) > todayIso ? formatDate(retireDate) : null;
  const retireMonth = plan.retirement.month;
  const ends = [
    ...(retireIso ? [retireIso] : []),
    ...plan.goals.map((g) => g.goal.targetDate ?? todayIso).filter((d) => d > todayIso),
  ].sort();
  const endIso = ends.length ? ends[ends.length - 1] : todayIso;
  const slots: PointSlot[] = [];
  plan.goals.forEach((g, i) => slots.push({ date: g.goal.targetDate ?? todayIso, month: goalMonth[i], goalIndex: i }));
  const taken = new Set(slots.map((s) => s.date));
  for (let k = 1; addMonths(todayIso, 12 * k) <= endIso; k++) {
    const date = addMonths(todayIso, 12 * k);
    if (!taken.has(date)) slots.push({ date, month: 12 * k, goalIndex: null });
    taken.add(date);
  }
  if (retireIso && !taken.has(retireIso))
    slots.push({ date: retireIso, month: monthsBetween(today, retireDate!), goalIndex: null });
  // By date; goals on one date in the goals list's order (the order they were pushed).
  slots.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lastMonth = slots.length ? Math.max(...slots.map((s) => s.month)) : 0;

  const start: ModelPoint = {
    date: todayIso,
    amountCents: currentWealthCents,
    nominalCents: currentWealthCents,
    savingsCents: savings(),
    pensionsCents: pensions,
    propertyCents: property,
    debtsCents: debts,
    paidInCents: 0,
    growthCents: 0,
    debtReductionCents: 0,
    interestCents: 0,
    goalsPaidCents: 0,
    pensionDrawnCents: 0,
    goal: null,
    goalShortfallCents: null,
  };
  const points: ModelPoint[] = [start];
  const goalsOut: ModelGoal[] = plan.goals.map((g) => ({
    goal: g.goal,
    monthlyCents: g.monthlyCents,
    neededCents: g.neededCents,
    savedByDateCents: 0,
    shortfallCents: 0,
    onTrack: true,
  }));

  // Flows since the last point.
  let paidIn = 0;
  let growth = 0;
  let interest = 0;
  let drawn = 0;
  // The emergency fund's saving, until the fund is held.
  let efHeld = plan.emergencyFund.heldCents;
  let efSaving = efHeld < plan.emergencyFund.targetCents;
  /** The month of the emergency fund's last payment, once it is held. */
  let efLastMonth: number | null = null;
  let arfMonthly = 0;
  const goalPaid: number[] = plan.goals.map(() => 0);
  const goalDone: boolean[] = plan.goals.map(() => false);
  let slot = 0;
  // A retirement date later this month: the state of month 0, today's.
  while (slot < slots.length && slots[slot].month === 0) points.push({ ...start, date: slots[slot++].date });

  for (let m = 1; m <= lastMonth; m++) {
    // What came free before this month: the emergency fund held, goals paid, debts cleared.
    let freed = 0;
    if (efLastMonth !== null && m > efLastMonth) freed += plan.emergencyFund.monthlyCents;
    plan.goals.forEach((g, i) => {
      if (goalDone[i]) freed += g.monthlyCents;
    });
    for (const g of groups) freed += g.freed;

    // 1. Growth.
    const gi = Math.round(invested * REAL_MONTHLY_RATE);
    const gp = Math.round(pensions * REAL_MONTHLY_RATE);
    invested += gi;
    pensions += gp;
    growth += gi + gp;

    // 2. Paid in.
    const working = retireMonth === null || m <= retireMonth;
    cash += regularCash;
    invested += regularInvested;
    property += regularProperty;
    paidIn += regularCash + regularInvested + regularProperty;
    if (working) {
      pensions += regularPension + plan.pensionMonthlyCents;
      paidIn += regularPension + plan.pensionMonthlyCents;
    }
    // Auto-enrolment is a pension payment: it stops at the user's retirement, as the retirement summary counts it (the
    // docs' "until the member's last month" could also carry a younger partner's contributions on after it).
    const ae = working ? plan.autoEnrolment(m) : 0;
    pensions += ae;
    paidIn += ae;
    if (efSaving) {
      cash += plan.emergencyFund.monthlyCents;
      paidIn += plan.emergencyFund.monthlyCents;
      efHeld += plan.emergencyFund.monthlyCents;
    }
    // What came free pays first for the rise in the employees' own auto-enrolment contributions beyond what the budget
    // counts, then tops up each goal to what reaching it by its date needs now, most important first, the rest into cash.
    // (No rise once auto-enrolment stops, at the user's retirement.)
    if (working) freed -= Math.min(freed, plan.autoEnrolmentRise(m));
    plan.goals.forEach((g, i) => {
      if (m > goalMonth[i]) return;
      // Topped up to what is still to save ÷ the months left (this one included), rounded up.
      const stillToSave = Math.max(0, g.goal.valueToSaveCents - pots[i]);
      const topUp = Math.min(freed, Math.max(0, Math.ceil(stillToSave / (goalMonth[i] - m + 1)) - g.monthlyCents));
      freed -= topUp;
      pots[i] += g.monthlyCents + topUp;
      paidIn += g.monthlyCents + topUp;
    });
    cash += freed;
    paidIn += freed;
    if (efSaving && efHeld >= plan.emergencyFund.targetCents) {
      efSaving = false;
      efLastMonth = m;
    }

    // 3. Debts.
    const charged: number[][] = [];
    for (const g of groups) {
      charged.push(runDebtMonth(g));
      if (!g.cleared && total(g.owed) === 0) {
        g.cleared = true;
        g.freed = Math.round(g.budget / deflator(m));
      }
    }
    const real = (cents: number) => Math.round(cents / deflator(m));
    // The interest in today's euros, rounded for each group repaid together (the consumer debts, each mortgage).
    interest += total(charged.map((c) => real(total(c))));
    debts = Math.round(nominalOwed() / deflator(m));

    // 4. Goals' dates.
    plan.goals.forEach((g, i) => {
      if (m !== goalMonth[i]) return;
      const paid = Math.min(pots[i], g.goal.valueToSaveCents);
      goalsOut[i].savedByDateCents = pots[i];
      goalsOut[i].shortfallCents = g.goal.valueToSaveCents - paid;
      goalsOut[i].onTrack = goalsOut[i].shortfallCents === 0;
      goalPaid[i] = paid;
      cash += pots[i] - paid;
      pots[i] = 0;
      goalDone[i] = true;
    });

    // 5. Retirement: the lump sum into cash, the ARF's drawdown each month after.
    if (retireMonth !== null && m === retireMonth) {
      const limit = Math.round(PENSION_LUMP_SUM_TAX_FREE_MAX_CENTS / deflator(m));
      const lump = Math.min(Math.round(pensions * PENSION_LUMP_SUM_SHARE), limit);
      pensions -= lump;
      cash += lump;
      arfMonthly = Math.round(Math.round(pensions * drawdownRate(plan.retirement.age, pensions)) / 12);
    } else if (retireMonth !== null && m > retireMonth && retireMonth >= 1) {
      const d = Math.min(arfMonthly, Math.max(0, pensions));
      pensions -= d;
      drawn += d;
    }

    // The points of this month, in date order; a goal paid at a later point of the month is still held before it.
    const here: PointSlot[] = [];
    while (slot < slots.length && slots[slot].month === m) here.push(slots[slot++]);
    here.forEach((s, k) => {
      const later = total(here.slice(k + 1).map((t) => (t.goalIndex === null ? 0 : goalPaid[t.goalIndex])));
      const previous = points[points.length - 1];
      const amount = wealth() + later;
      const paidHere = s.goalIndex === null ? 0 : goalPaid[s.goalIndex];
      points.push({
        date: s.date,
        amountCents: amount,
        nominalCents: Math.round(amount * deflator(m)),
        savingsCents: savings() + later,
        pensionsCents: pensions,
        propertyCents: property,
        debtsCents: debts,
        paidInCents: paidIn,
        growthCents: growth,
        debtReductionCents: previous.debtsCents - debts,
        interestCents: interest,
        goalsPaidCents: paidHere,
        pensionDrawnCents: drawn,
        goal: s.goalIndex === null ? null : plan.goals[s.goalIndex].goal,
        goalShortfallCents: s.goalIndex === null ? null : goalsOut[s.goalIndex].shortfallCents,
      });
      paidIn = growth = interest = drawn = 0;
    });
  }
  return { currentWealthCents, points, goals: goalsOut };
}
