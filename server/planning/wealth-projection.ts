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

/** The household's wealth month by month as `plan` runs it (see the module's comment). */
export function projectWealth(h: Household, todayIso: string, plan: PathPlan): WealthProjection {
  const today = parseDate(todayIso);
  // Balances in today's euros, by where the money is.
  const byKind = (kinds: readonly string[]) =>
    sum(h.assets.filter((a) => kinds.includes(assetKind(a))).map(assetValue));
  let cash = byKind(['DEPOSIT', 'OTHER']);
  let invested = byKind(['INVESTMENT']);
  let pensions = byKind(['PENSION']);
  let property = byKind(['PROPERTY']);
  // What is saved for the goals today comes out of cash first, then investments (it is kept as cash from now on).
  const pots = plan.goals.map((g) => g.savedCents);
  const fromCash = Math.min(Math.max(0, cash), sum(pots));
  const fromInvested = Math.min(Math.max(0, invested), sum(pots) - fromCash);
  cash -= sum(pots) - fromInvested;
  invested -= fromInvested;
  const yearly = (kinds: readonly string[]) =>
    sum(h.assets.filter((a) => kinds.includes(assetKind(a))).map(yearlyPayment)) / 12;
  const regularCash = yearly(['DEPOSIT', 'OTHER']);
  const regularProperty = yearly(['PROPERTY']);
  const regularInvested = yearly(['INVESTMENT']);
  const regularPension = yearly(['PENSION']) + sum(h.assets.map(yearlyEmployerPayment)) / 12;

  // Debts in euros of the day: the consumer debts in the avalanche order with the plan's overpayment, and each mortgage.
  const consumer = avalancheOrder(h.debts.filter((d) => !isMortgage(d) && (d.balanceCents ?? 0) > 0));
  const mortgages = h.debts.filter((d) => isMortgage(d) && (d.balanceCents ?? 0) > 0);
  const consumerRepayments = sum(consumer.map((d) => d.monthlyRepaymentCents ?? 0)) + plan.debtOverpaymentCents;
  const repayers = [
    { debts: consumer, repayer: debtRepayer(consumer, consumerRepayments), repayments: consumerRepayments },
    ...mortgages.map((d) => ({
      debts: [d],
      repayer: debtRepayer([d], d.monthlyRepaymentCents ?? 0),
      repayments: d.monthlyRepaymentCents ?? 0,
    })),
  ];
  const owed = repayers.map((r) => sum(r.debts.map((d) => Math.max(0, d.balanceCents ?? 0))));
  let debtsReal = sum(owed);

  const noFlows = () => ({ paidIn: 0, growth: 0, debtReduction: 0, interest: 0, goalsPaid: 0, drawn: 0 });
  let month = 0;
  let flows = noFlows();
  /** The point on `date` as things stand, with the flows since the previous point. */
  const pointOn = (date: string, goal: PlanGoal | null, goalShortfallCents: number | null): WealthPoint => {
    const savingsCents = cash + invested + sum(pots);
    const amountCents = savingsCents + pensions + property - debtsReal;
    return {
      date,
      amountCents,
      nominalCents: nominalAfter(amountCents, month / 12),
      savingsCents,
      pensionsCents: pensions,
      propertyCents: property,
      debtsCents: debtsReal,
      paidInCents: flows.paidIn,
      growthCents: flows.growth,
      debtReductionCents: flows.debtReduction,
      interestCents: flows.interest,
      goalsPaidCents: flows.goalsPaid,
      pensionDrawnCents: flows.drawn,
      goal,
      goalShortfallCents,
    };
  };
  const points: WealthPoint[] = [pointOn(todayIso, null, null)];
  const goalsOnPath: GoalOnPath[] = [];
  /** Where a goal stands on the path with `savedCents` saved for it on its date. */
  const onPathOf = (g: PathPlan['goals'][number], savedCents: number): GoalOnPath => ({
    goal: g.goal,
    monthlyCents: g.monthlyCents,
    neededCents: g.neededCents,
    savedByDateCents: savedCents,
    shortfallCents: Math.max(0, g.goal.valueToSaveCents - savedCents),
  });

  // The plan's savings as they run: each ends on its own; freed money goes to the goals left short, then to cash.
  const goalMonth = plan.goals.map((g) => Math.max(1, monthsBetween(today, parseDate(g.goal.targetDate as string))));
  const goalDone = plan.goals.map(() => false);
  let emergencyHeld = plan.emergencyFund.heldCents;
  let emergencyMonthly = plan.emergencyFund.monthlyCents;
  let freed = 0;
  const retirementMonth = plan.retirement.month;
  let drawdown = 0;

  const runMonth = () => {
    month += 1;
    const investedGrowth = Math.round(invested * INVESTED_RATE);
    const pensionGrowth = Math.round(pensions * PENSION_RATE);
    invested += investedGrowth;
    pensions += pensionGrowth;
    flows.growth += investedGrowth + pensionGrowth;

    const working = retirementMonth === null || month <= retirementMonth;
    // The emergency fund's saving runs until the fund is held; then it is freed, from this month on.
    if (emergencyMonthly > 0 && emergencyHeld >= plan.emergencyFund.targetCents) {
      freed += emergencyMonthly;
      emergencyMonthly = 0;
    }
    const emergency = emergencyMonthly;
    emergencyHeld += emergency;
    // The employees' rising auto-enrolment contributions come out of freed money first; then what is freed tops up
    // each goal, most important first, to what reaching it by its date needs now: what is still to save ÷ the months
    // left, rounded up (a goal the budget left short catches up).
    let spare = freed - Math.min(freed, working ? plan.autoEnrolmentRise(month) : 0);
    const goalPaidIn = plan.goals.map((g, i) => {
      if (goalDone[i]) return 0;
      const needsNow = Math.ceil(Math.max(0, g.goal.valueToSaveCents - pots[i]) / (goalMonth[i] - month + 1));
      const topUp = Math.min(spare, Math.max(0, needsNow - g.monthlyCents));
      spare -= topUp;
      return g.monthlyCents + topUp;
    });
    const toPension = working ? Math.round(regularPension) + plan.autoEnrolment(month) + plan.pensionMonthlyCents : 0;
    const toCash = Math.round(regularCash) + emergency + spare;
    const toInvested = Math.round(regularInvested);
    const toProperty = Math.round(regularProperty);
    cash += toCash;
    invested += toInvested;
    property += toProperty;
    pensions += toPension;
    goalPaidIn.forEach((paid, i) => (pots[i] += paid));
    flows.paidIn += toCash + toInvested + toProperty + toPension + sum(goalPaidIn);

    // Debts, in euros of the day; counted in today's euros.
    let nominalLeft = 0;
    repayers.forEach((r, i) => {
      if (owed[i] <= 0) return;
      const step: DebtMonth = r.repayer.step();
      flows.interest += real(sum(step.interestCents), month);
      owed[i] = sum(step.balanceCents);
      // A loan cleared frees its repayments, worth less each year in today's euros.
      if (owed[i] <= 0) freed += real(r.repayments, month);
      nominalLeft += owed[i];
    });
    const before = debtsReal;
    debtsReal = real(nominalLeft, month);
    flows.debtReduction += before - debtsReal;

    // Retirement: the lump sum into savings; the ARF pays its drawdown each month after.
    if (retirementMonth !== null && month === retirementMonth) {
      const fund = atRetirement(pensions, plan.retirement.age, month, arfHeldAt(h, month));
      cash += fund.lumpSumCents;
      pensions = fund.arfCents;
      drawdown = Math.round(fund.incomeCents / 12);
    } else if (retirementMonth !== null && month > retirementMonth && drawdown > 0) {
      const drawn = Math.min(pensions, drawdown);
      pensions -= drawn;
      flows.drawn += drawn;
    }
  };

  /** A goal is paid on its date from what was saved for it, as far as that goes. */
  const payGoal = (goal: PlanGoal): GoalOnPath | null => {
    const i = plan.goals.findIndex((g) => g.goal.id === goal.id);
    if (i < 0 || goalDone[i]) return null;
    const g = plan.goals[i];
    const saved = pots[i];
    const paid = Math.min(saved, g.goal.valueToSaveCents);
    cash += saved - paid;
    pots[i] = 0;
    goalDone[i] = true;
    freed += g.monthlyCents;
    flows.goalsPaid += paid;
    const onPath = onPathOf(g, saved);
    goalsOnPath.push(onPath);
    return onPath;
  };

  for (const { date, goal } of milestones(h, today)) {
    const target = goal ? Math.max(1, monthsBetween(today, date)) : monthsBetween(today, date);
    while (month < target) runMonth();
    const onPath = goal ? payGoal(goal) : null;
    points.push(pointOn(formatDate(date), goal, onPath ? onPath.shortfallCents : null));
    flows = noFlows();
  }
  return {
    currentWealthCents: points[0].amountCents,
    finalWealthCents: points[points.length - 1].amountCents,
    points,
    goals: plan.goals.map((g) => goalsOnPath.find((p) => p.goal.id === g.goal.id) ?? onPathOf(g, 0)),
    assumed: plan.assumed,
  };
}
