/**
 * The plan graph (docs/planning-model.md, "The wealth path"): the household's net wealth today and month by month as
 * the plan runs it, in today's euros, with a point a year, on each goal's date and on the retirement date.
 *
 * Each month, in this order:
 * - growth: invested money (investments, pensions) earns its real monthly rate (NOMINAL_RETURNS, above
 *   PRICE_INFLATION_RATE); cash, property and the savings made for goals keep their value in today's euros;
 * - paid in (at the end of the month): the regular payments into assets (each into its kind, an employer's into the
 *   pension), the auto-enrolment contributions, and the plan's monthly savings as the budget allocates them: the
 *   emergency fund's until it is held, each goal's until its date, the pension payment (with its tax relief) until
 *   retirement. When a saving ends (the emergency fund held, a goal paid, the debts cleared), what it freed pays for the
 *   rise in the employees' auto-enrolment contributions, then goes to the goals the budget left short, then into savings;
 * - debts: each is charged its interest and repaid (the plan's overpayment on the first debt to clear), in euros of the
 *   day (a loan's repayments do not rise with prices), and counted in today's euros: what is owed ÷ (1 + inflation)^years;
 * - a goal's date: what was saved for it pays for it, as far as it goes; what it falls short is a shortfall, never
 *   money taken from elsewhere;
 * - retirement: the pensions give their tax-free lump sum into savings, and the rest (the ARF) pays its drawdown
 *   each month after.
 * Every point adds up: the previous point's wealth + paidIn + growth + debtReduction − goalsPaid − pensionDrawn.
 */
import { NOMINAL_RETURNS, nominalAfter, todaysEuros } from '../planning-assumptions';
import { avalancheOrder, debtRepayer, type DebtMonth } from './debt-summary';
import {
  addYears,
  assetKind,
  assetValue,
  formatDate,
  isMortgage,
  monthsBetween,
  parseDate,
  retirementDate,
  sum,
  yearlyEmployerPayment,
  yearlyPayment,
  type CalendarDate,
  type Household,
  type PlanGoal,
} from './household';
import { arfHeldAt, atRetirement, monthlyRealRate } from './pension-fund';

/** What the plan saves a month, as the path runs it (plan-path.ts makes it from the plan). */
export interface PathPlan {
  /** The emergency fund to hold, and the plan's saving a month towards it until it is held. */
  emergencyFund: { targetCents: number; heldCents: number; monthlyCents: number };
  /** The plan's overpayment a month on the debts to clear (to the first in the avalanche order). */
  debtOverpaymentCents: number;
  /** Each goal with a date ahead, most important first: what is saved for it today, and a month. */
  goals: readonly { goal: PlanGoal; savedCents: number; monthlyCents: number; neededCents: number }[];
  /** The plan's payment into a pension a month, tax relief included, until retirement. */
  pensionMonthlyCents: number;
  /** The auto-enrolment contributions (employee, employer, State) in month `m` after today (1 for the first). */
  autoEnrolment: (month: number) => number;
  /**
   * How much more the employees pay into auto-enrolment in month `m` than the budget counts (the rates rise to 2035):
   * it comes out of the money the plan frees before that goes to the goals or savings.
   */
  autoEnrolmentRise: (month: number) => number;
  /** The retirement: its month from today (0 or less once passed; null without a date of birth) and the age. */
  retirement: { month: number | null; age: number };
  /** Whether the goals' savings are assumed (what they need) because the plan cannot read the budget yet. */
  assumed: boolean;
}

export interface WealthPoint {
  date: string;
  /** Net wealth in today's euros: savings + pensions + property − debts. */
  amountCents: number;
  /** The same in euros of the point's date. */
  nominalCents: number;
  savingsCents: number;
  pensionsCents: number;
  propertyCents: number;
  debtsCents: number;
  /** Since the previous point. */
  paidInCents: number;
  growthCents: number;
  /** How much less the debts are worth (repaid less interest, and what inflation wore off). */
  debtReductionCents: number;
  /** The interest charged, in today's euros (within debtReduction). */
  interestCents: number;
  goalsPaidCents: number;
  pensionDrawnCents: number;
  /** The goal paid at this point, if any, and what its savings fell short of its cost. */
  goal: PlanGoal | null;
  goalShortfallCents: number | null;
}

export interface GoalOnPath {
  goal: PlanGoal;
  monthlyCents: number;
  neededCents: number;
  /** What the savings made for it come to on its date. */
  savedByDateCents: number;
  shortfallCents: number;
}

export interface WealthProjection {
  currentWealthCents: number;
  finalWealthCents: number;
  points: WealthPoint[];
  goals: GoalOnPath[];
  assumed: boolean;
}

const compare = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

interface Milestone {
  date: CalendarDate;
  goal: PlanGoal | null;
}

/** The dates of the projection after today, in order: yearly points, goals' dates and the end. */
function milestones(h: Household, today: CalendarDate): Milestone[] {
  const goals = h.goals
    .filter((g) => g.targetDate !== null && compare(parseDate(g.targetDate), today) > 0)
    .map((g) => ({ date: parseDate(g.targetDate as string), goal: g }));
  const retirement = retirementDate(h);
  const ends = [...goals.map((g) => g.date), ...(retirement && compare(retirement, today) > 0 ? [retirement] : [])];
  if (ends.length === 0) return [];
  const end = ends.reduce((latest, date) => (compare(date, latest) > 0 ? date : latest));
  const plain = new Map<string, Milestone>();
  for (let year = 1; compare(addYears(today, year), end) < 0; year++)
    plain.set(formatDate(addYears(today, year)), { date: addYears(today, year), goal: null });
  for (const date of ends.filter((d) => d === retirement).concat(end))
    plain.set(formatDate(date), { date, goal: null });
  // A goal's point stands for a plain point on the same date; goals keep their list order on one date.
  for (const g of goals) plain.delete(formatDate(g.date));
  const all = [...goals, ...plain.values()];
  return all.sort((a, b) => compare(a.date, b.date));
}

/** Today's euros of a nominal amount `month` months from today. */
const real = (nominalCents: number, month: number): number => todaysEuros(nominalCents, month / 12);

const INVESTED_RATE = monthlyRealRate(NOMINAL_RETURNS.INVESTMENT);
const PENSION_RATE = monthlyRealRate(NOMINAL_RETURNS.PENSION);

/** The flows since the previous point. */
interface Flows {
  paidIn: number;
  growth: number;
  debtReduction: number;
  interest: number;
  goalsPaid: number;
  drawn: number;
}

const noFlows = (): Flows => ({ paidIn: 0, growth: 0, debtReduction: 0, interest: 0, goalsPaid: 0, drawn: 0 });

/** A group of debts repaid together: the consumer debts in the avalanche order, or one mortgage. */
interface Repayer {
  repayer: { step: () => DebtMonth };
  /** Their repayments a month, in euros of the day. */
  repayments: number;
}

/** What stays the same as the path runs: the regular payments a month into each kind of asset, the debts, the goals' months. */
interface PathSetup {
  regularCash: number;
  regularProperty: number;
  regularInvested: number;
  /** The owners' and employers' payments into pensions. */
  regularPension: number;
  repayers: Repayer[];
  /** Each goal's month from today (at least 1). */
  goalMonth: number[];
}

/** Where the household's money stands after `month` months, in today's euros, and the flows since the last point. */
interface PathState {
  month: number;
  cash: number;
  invested: number;
  pensions: number;
  property: number;
  /** What is saved for each goal (kept as cash). */
  pots: number[];
  goalDone: boolean[];
  /** What each repayer still owes, in euros of the day. */
  owed: number[];
  debtsReal: number;
  emergencyHeld: number;
  emergencyMonthly: number;
  /** The monthly savings freed by what has ended (the emergency fund held, a goal paid, a loan cleared). */
  freed: number;
  /** The ARF's drawdown a month, from retirement. */
  drawdown: number;
  flows: Flows;
}

/** The debts in euros of the day: the consumer debts in the avalanche order with the plan's overpayment, and each mortgage. */
function repayersOf(h: Household, plan: PathPlan): { repayers: Repayer[]; owed: number[] } {
  const consumer = avalancheOrder(h.debts.filter((d) => !isMortgage(d) && (d.balanceCents ?? 0) > 0));
  const mortgages = h.debts.filter((d) => isMortgage(d) && (d.balanceCents ?? 0) > 0);
  const consumerRepayments = sum(consumer.map((d) => d.monthlyRepaymentCents ?? 0)) + plan.debtOverpaymentCents;
  const groups = [
    { debts: consumer, repayments: consumerRepayments },
    ...mortgages.map((d) => ({ debts: [d], repayments: d.monthlyRepaymentCents ?? 0 })),
  ];
  return {
    repayers: groups.map((g) => ({ repayer: debtRepayer(g.debts, g.repayments), repayments: g.repayments })),
    owed: groups.map((g) => sum(g.debts.map((d) => Math.max(0, d.balanceCents ?? 0)))),
  };
}

/** The path's start: today's balances by where the money is, and what stays the same as it runs. */
function startOf(h: Household, today: CalendarDate, plan: PathPlan): { state: PathState; setup: PathSetup } {
  const byKind = (kinds: readonly string[]) =>
    sum(h.assets.filter((a) => kinds.includes(assetKind(a))).map(assetValue));
  const yearly = (kinds: readonly string[]) =>
    sum(h.assets.filter((a) => kinds.includes(assetKind(a))).map(yearlyPayment)) / 12;
  let cash = byKind(['DEPOSIT', 'OTHER']);
  let invested = byKind(['INVESTMENT']);
  // What is saved for the goals today comes out of cash first, then investments (it is kept as cash from now on).
  const pots = plan.goals.map((g) => g.savedCents);
  const fromCash = Math.min(Math.max(0, cash), sum(pots));
  const fromInvested = Math.min(Math.max(0, invested), sum(pots) - fromCash);
  cash -= sum(pots) - fromInvested;
  invested -= fromInvested;
  const { repayers, owed } = repayersOf(h, plan);
  const state: PathState = {
    month: 0,
    cash,
    invested,
    pensions: byKind(['PENSION']),
    property: byKind(['PROPERTY']),
    pots,
    goalDone: plan.goals.map(() => false),
    owed,
    debtsReal: sum(owed),
    emergencyHeld: plan.emergencyFund.heldCents,
    emergencyMonthly: plan.emergencyFund.monthlyCents,
    freed: 0,
    drawdown: 0,
    flows: noFlows(),
  };
  const setup: PathSetup = {
    regularCash: yearly(['DEPOSIT', 'OTHER']),
    regularProperty: yearly(['PROPERTY']),
    regularInvested: yearly(['INVESTMENT']),
    regularPension: yearly(['PENSION']) + sum(h.assets.map(yearlyEmployerPayment)) / 12,
    repayers,
    goalMonth: plan.goals.map((g) => Math.max(1, monthsBetween(today, parseDate(g.goal.targetDate as string)))),
  };
  return { state, setup };
}

/** The point on `date` as things stand, with the flows since the previous point. */
function pointOn(s: PathState, date: string, goal: PlanGoal | null, goalShortfallCents: number | null): WealthPoint {
  const savingsCents = s.cash + s.invested + sum(s.pots);
  const amountCents = savingsCents + s.pensions + s.property - s.debtsReal;
  return {
    date,
    amountCents,
    nominalCents: nominalAfter(amountCents, s.month / 12),
    savingsCents,
    pensionsCents: s.pensions,
    propertyCents: s.property,
    debtsCents: s.debtsReal,
    paidInCents: s.flows.paidIn,
    growthCents: s.flows.growth,
    debtReductionCents: s.flows.debtReduction,
    interestCents: s.flows.interest,
    goalsPaidCents: s.flows.goalsPaid,
    pensionDrawnCents: s.flows.drawn,
    goal,
    goalShortfallCents,
  };
}

/** Invested money and pensions earn their real monthly rate. */
function grow(s: PathState): void {
  const investedGrowth = Math.round(s.invested * INVESTED_RATE);
  const pensionGrowth = Math.round(s.pensions * PENSION_RATE);
  s.invested += investedGrowth;
  s.pensions += pensionGrowth;
  s.flows.growth += investedGrowth + pensionGrowth;
}

/**
 * What goes to each goal this month: its saving, topped up from `spare` (freed money, most important goal first) to
 * what reaching it by its date needs now: what is still to save ÷ the months left, rounded up (a goal the budget left
 * short catches up). What is left of `spare` is returned with it.
 */
function goalPayments(
  s: PathState,
  setup: PathSetup,
  plan: PathPlan,
  spare: number,
): { paid: number[]; spare: number } {
  let left = spare;
  const paid = plan.goals.map((g, i) => {
    if (s.goalDone[i]) return 0;
    const needsNow = Math.ceil(Math.max(0, g.goal.valueToSaveCents - s.pots[i]) / (setup.goalMonth[i] - s.month + 1));
    const topUp = Math.min(left, Math.max(0, needsNow - g.monthlyCents));
    left -= topUp;
    return g.monthlyCents + topUp;
  });
  return { paid, spare: left };
}

/** The month's payments in (at its end): regular payments, auto-enrolment, the plan's savings and what they freed. */
function payIn(s: PathState, setup: PathSetup, plan: PathPlan): void {
  const retirementMonth = plan.retirement.month;
  const working = retirementMonth === null || s.month <= retirementMonth;
  // The emergency fund's saving runs until the fund is held; then it is freed, from this month on.
  if (s.emergencyMonthly > 0 && s.emergencyHeld >= plan.emergencyFund.targetCents) {
    s.freed += s.emergencyMonthly;
    s.emergencyMonthly = 0;
  }
  const emergency = s.emergencyMonthly;
  s.emergencyHeld += emergency;
  // The employees' rising auto-enrolment contributions come out of freed money first; then it tops up the goals.
  const goals = goalPayments(
    s,
    setup,
    plan,
    s.freed - Math.min(s.freed, working ? plan.autoEnrolmentRise(s.month) : 0),
  );
  const toPension = working
    ? Math.round(setup.regularPension) + plan.autoEnrolment(s.month) + plan.pensionMonthlyCents
    : 0;
  const toCash = Math.round(setup.regularCash) + emergency + goals.spare;
  const toInvested = Math.round(setup.regularInvested);
  const toProperty = Math.round(setup.regularProperty);
  s.cash += toCash;
  s.invested += toInvested;
  s.property += toProperty;
  s.pensions += toPension;
  goals.paid.forEach((paid, i) => (s.pots[i] += paid));
  s.flows.paidIn += toCash + toInvested + toProperty + toPension + sum(goals.paid);
}

/** Each debt is charged its interest and repaid, in euros of the day; counted in today's euros. */
function repayDebts(s: PathState, setup: PathSetup): void {
  let nominalLeft = 0;
  setup.repayers.forEach((r, i) => {
    if (s.owed[i] <= 0) return;
    const step = r.repayer.step();
    s.flows.interest += real(sum(step.interestCents), s.month);
    s.owed[i] = sum(step.balanceCents);
    // A loan cleared frees its repayments, worth less each year in today's euros.
    if (s.owed[i] <= 0) s.freed += real(r.repayments, s.month);
    nominalLeft += s.owed[i];
  });
  const before = s.debtsReal;
  s.debtsReal = real(nominalLeft, s.month);
  s.flows.debtReduction += before - s.debtsReal;
}

/** Retirement: the lump sum into savings; the ARF pays its drawdown each month after. */
function retire(s: PathState, h: Household, plan: PathPlan): void {
  const retirementMonth = plan.retirement.month;
  if (retirementMonth !== null && s.month === retirementMonth) {
    const fund = atRetirement(s.pensions, plan.retirement.age, s.month, arfHeldAt(h, s.month));
    s.cash += fund.lumpSumCents;
    s.pensions = fund.arfCents;
    s.drawdown = Math.round(fund.incomeCents / 12);
  } else if (retirementMonth !== null && s.month > retirementMonth && s.drawdown > 0) {
    const drawn = Math.min(s.pensions, s.drawdown);
    s.pensions -= drawn;
    s.flows.drawn += drawn;
  }
}

/** One month of the path, in the order of the module's comment. */
function runMonth(s: PathState, setup: PathSetup, h: Household, plan: PathPlan): void {
  s.month += 1;
  grow(s);
  payIn(s, setup, plan);
  repayDebts(s, setup);
  retire(s, h, plan);
}

/** Where a goal stands on the path with `savedCents` saved for it on its date. */
const onPathOf = (g: PathPlan['goals'][number], savedCents: number): GoalOnPath => ({
  goal: g.goal,
  monthlyCents: g.monthlyCents,
  neededCents: g.neededCents,
  savedByDateCents: savedCents,
  shortfallCents: Math.max(0, g.goal.valueToSaveCents - savedCents),
});

/** A goal is paid on its date from what was saved for it, as far as that goes; its saving is freed. */
function payGoal(s: PathState, plan: PathPlan, goal: PlanGoal): GoalOnPath | null {
  const i = plan.goals.findIndex((g) => g.goal.id === goal.id);
  if (i < 0 || s.goalDone[i]) return null;
  const g = plan.goals[i];
  const saved = s.pots[i];
  const paid = Math.min(saved, g.goal.valueToSaveCents);
  s.cash += saved - paid;
  s.pots[i] = 0;
  s.goalDone[i] = true;
  s.freed += g.monthlyCents;
  s.flows.goalsPaid += paid;
  return onPathOf(g, saved);
}

/** The household's wealth month by month as `plan` runs it (see the module's comment). */
export function projectWealth(h: Household, todayIso: string, plan: PathPlan): WealthProjection {
  const today = parseDate(todayIso);
  const { state, setup } = startOf(h, today, plan);
  const points: WealthPoint[] = [pointOn(state, todayIso, null, null)];
  const goalsOnPath: GoalOnPath[] = [];
  for (const { date, goal } of milestones(h, today)) {
    const target = goal ? Math.max(1, monthsBetween(today, date)) : monthsBetween(today, date);
    while (state.month < target) runMonth(state, setup, h, plan);
    const onPath = goal ? payGoal(state, plan, goal) : null;
    if (onPath) goalsOnPath.push(onPath);
    points.push(pointOn(state, formatDate(date), goal, onPath ? onPath.shortfallCents : null));
    state.flows = noFlows();
  }
  return {
    currentWealthCents: points[0].amountCents,
    finalWealthCents: points[points.length - 1].amountCents,
    points,
    goals: plan.goals.map((g) => goalsOnPath.find((p) => p.goal.id === g.goal.id) ?? onPathOf(g, 0)),
    assumed: plan.assumed,
  };
}
