/**
 * The savings plan, the cost model's second step: from the estimates of a family's children (cost-model.ts) and
 * the parent's inputs, how much to save each month so that every course year of every child is paid when it falls
 * due, month by month (plan-months.ts). docs/planning-model.md "The savings plan" gives the formulas with worked
 * examples.
 *
 * - Each course year k of a child costs its yearly figures risen, when costs rise, from the academic year each is
 *   priced in (cost-model.ts courseYearCosts); the parent pays pay = (cost − grants a year, at least 0) × share, to
 *   the cent, due on 1 September of the child's start year + k.
 * - One monthly saving for the family, paid from the first payment date (default: the 1st of next month) on the
 *   same day of each month until the youngest child starts college, or, when the parent keeps saving through
 *   college, until the last course year is paid. It rises by the contributions' rise every 12 payments.
 * - Money not yet spent keeps earning the yearly return; the saving is the least with which the balance never
 *   falls below zero when a course year falls due (plan-months.ts leastMonthlySaving).
 * - The target: the course years' payments discounted at the return to the first child's start, rounded up.
 * - The lump sum today, waiting a year, the comparison "from nothing, with no return" and the range are the same
 *   rule with other savings, another first payment, S = 0 and R = 0, or another return.
 * - What a monthly amount covers: the same walk with that saving, each course year paid from what there is.
 * Pure: no clock, no I/O. Amounts in and out are whole cents, rounded once, up where the parent must pay.
 */
import { COLLEGE_START_MONTH, PLAN_RANGE_POINTS } from '../src/assumptions';
import {
  courseYearDate,
  euroToCents,
  firstOfNextMonth,
  isoDate,
  percentToFraction,
  type PlanInputName,
} from '../src/plan-rules';
import {
  courseYearCosts,
  estimateCollegeCost,
  type CostAnswers,
  type CostEstimate,
  type OwnYearlyFigures,
  type YearMonth,
} from './cost-model';
import {
  ceilCents,
  contributionOf,
  growth,
  leastMonthlySaving,
  lumpSumNeeded,
  scheduleOf,
  walkMonths,
  type Due,
  type Schedule,
} from './plan-months';

export { ceilCents } from './plan-months';

/** A calendar date. */
export interface YearMonthDay extends YearMonth {
  day: number;
}

export interface PlanInputs {
  /** What the parent has saved already, in cents (0 or more). */
  savedCents: number;
  /** The yearly return they expect after tax, as a fraction (0.035 = 3.5 %). */
  yearlyReturn: number;
  /** Allow for rising costs: the yearly rate as a fraction; null prices every year at its figures' prices. */
  risingCostsRate: number | null;
  /** The share of each course year's cost (after grants) the parent will pay, in whole percent: 10 to 100. */
  sharePercent: number;
  /** Grants or scholarships a year (SUSI, say), in cents, taken off each course year's cost; they do not rise. */
  grantsCents: number;
  /** The parent's own yearly figures in place of the assumptions', for the first child. */
  own: OwnYearlyFigures;
  /** How much the monthly saving rises every 12 months, as a fraction (0 = level). */
  contributionRise: number;
  /** The family's other children, priced at the assumptions' figures (the first child is the answers'). */
  otherChildren: readonly CostAnswers[];
  /** Keep saving until the last course year is paid (else until the youngest child starts college). */
  saveThroughCollege: boolean;
  /** The first monthly saving's date; null: the 1st of next month. */
  firstPayment: YearMonthDay | null;
  /** A monthly saving whose reach to work out (what it covers), in cents; null: none. */
  monthlyAmountCents: number | null;
}

/** The inputs of a plan with nothing but the answers: nothing saved, no return, the figures' prices, all of them. */
export const DEFAULT_PLAN_INPUTS: PlanInputs = {
  savedCents: 0,
  yearlyReturn: 0,
  risingCostsRate: null,
  sharePercent: 100,
  grantsCents: 0,
  own: {},
  contributionRise: 0,
  otherChildren: [],
  saveThroughCollege: false,
  firstPayment: null,
  monthlyAmountCents: null,
};

/** A child's answers as the API takes them (checked by validation/savings-plan.ts). */
export interface ChildArgs {
  ageOfChild: number;
  courseDuration: number;
  eligibleForFreeTuitionFees: boolean;
  accommodation: CostAnswers['accommodation'];
  whatToInclude: readonly CostAnswers['whatToInclude'][number][];
}

/** The plan's arguments as the API takes them (euro and percent; null or absent: the default). */
export interface PlanArgs extends Partial<Record<PlanInputName, number | null>> {
  risingCosts?: boolean | null;
  otherChildren?: readonly ChildArgs[] | null;
  saveThroughCollege?: boolean | null;
  /** 'YYYY-MM-DD'. */
  firstPaymentDate?: string | null;
}

const cents = (euro: number | null | undefined): number | null => (euro == null ? null : euroToCents(euro));

/** A 'YYYY-MM-DD' date's parts. */
export const dateParts = (iso: string): YearMonthDay => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

/**
 * The inputs of already checked arguments (validation/savings-plan.ts checks them), with the rate of rising costs
 * used or that would be used: the one given, else `assumedRisingCostsRate` (a fraction). Pure, so the stories'
 * stub of the API reads arguments exactly as the server does.
 */
export function readPlanInputs(
  args: PlanArgs,
  assumedRisingCostsRate: number,
): { inputs: PlanInputs; risingCostsRate: number } {
  const risingCostsRate =
    args.risingCostsPercent == null ? assumedRisingCostsRate : percentToFraction(args.risingCostsPercent);
  return {
    risingCostsRate,
    inputs: {
      savedCents: cents(args.savedAlready) ?? 0,
      yearlyReturn: percentToFraction(args.yearlyReturnPercent ?? 0),
      risingCostsRate: args.risingCosts ? risingCostsRate : null,
      sharePercent: args.sharePercent ?? 100,
      grantsCents: cents(args.grantsPerYear) ?? 0,
      own: {
        feesCents: cents(args.feesPerYear),
        accommodationCents: cents(args.accommodationPerYear),
        otherExpensesCents: cents(args.otherExpensesPerYear),
      },
      contributionRise: percentToFraction(args.contributionRisePercent ?? 0),
      otherChildren: (args.otherChildren ?? []).map((child) => ({ ...child, whatToInclude: [...child.whatToInclude] })),
      saveThroughCollege: !!args.saveThroughCollege,
      firstPayment: args.firstPaymentDate ? dateParts(args.firstPaymentDate) : null,
      monthlyAmountCents: cents(args.monthlyAmount),
    },
  };
}

/** One row of the year-by-year table: 1 September of a year. */
export interface PlanYear {
  /** 'YYYY-09-01'. */
  date: string;
  /** A course year of a child falls due on this date. */
  studying: boolean;
  /** Monthly savings paid in since the previous row (or since today, for the first). */
  paidInCents: number;
  /** What the balance earned since the previous row. */
  growthCents: number;
  /** What the parent pays for course years on this date (each child's, added up); 0 when none falls due. */
  costCents: number;
  /** What the parent pays on this date for each child, in the children's order. */
  childCostsCents: number[];
  /** The balance on this date, after the year's costs. */
  balanceCents: number;
  /** The balance with the same contributions if the return were the range's lower one (below 0: run out). */
  balanceAtLowerReturnCents: number;
  /** The same with the range's higher return. */
  balanceAtHigherReturnCents: number;
}

/** One child of the family plan. */
export interface PlanChild {
  answers: CostAnswers;
  estimate: CostEstimate;
  /** What the parent pays for each of this child's course years, in order. */
  paymentsCents: number[];
  /** The payments added up. */
  totalToPayCents: number;
  /** 'YYYY-09-01' of the last course year. */
  lastYearDate: string;
  /** The first monthly saving for this child alone (same inputs, the family's savings), rounded up. */
  monthlyAloneCents: number;
}

/** What a monthly saving covers (the plan's `monthlyAmountCents`). */
export interface PlanCoverage {
  monthlyCents: number;
  /** Of the payments, what the savings pay when each falls due (the rest is left to be found then). */
  paidCents: number;
  /** The payments left unpaid, added up. */
  shortCents: number;
  /** The share of the payments paid, in whole percent, rounded down (100 only when nothing is short). */
  coveredPercent: number;
  /** The first 1 September on which a payment is not paid in full; null when none is short. */
  firstShortDate: string | null;
  /** The monthly saving more that pays everything (the plan's first monthly saving less this one), 0 when none. */
  moreMonthlyCents: number;
  /** The amount that, added today, pays everything with this monthly saving; 0 when none. */
  lumpSumToCloseCents: number;
}

export interface SavingsPlan {
  /** The first child's estimate (the calculator's answers). */
  estimate: CostEstimate;
  children: PlanChild[];
  /** What the parent pays for every course year, added up (no return counted). */
  totalToPayCents: number;
  /** The amount to have on the first child's first day of college: the payments discounted to it, rounded up. */
  targetCents: number;
  savedCents: number;
  /** The number of monthly savings. */
  monthsToSave: number;
  /** 'YYYY-MM-DD' of the first and the last monthly saving. */
  firstPaymentDate: string;
  lastPaymentDate: string;
  /** The monthly saving of the first 12 months. */
  monthlyCents: number;
  /** The last monthly saving (= monthlyCents when contributions do not rise). */
  finalMonthlyCents: number;
  /** The monthly saving the same costs would need from nothing, with no return (same contributions' rise). */
  monthlyFromNothingCents: number;
  /** The savings alone pay every course year: no monthly saving is needed. */
  onTrack: boolean;
  /** Rounded up. */
  lumpSumTodayCents: number;
  /** The first monthly saving when starting 12 months later; null when that is after the first course year falls due. */
  monthlyIfWaitingCents: number | null;
  /** The range's yearly returns, as fractions: PLAN_RANGE_POINTS lower (not below 0) and higher. */
  lowerReturn: number;
  higherReturn: number;
  years: PlanYear[];
  coverage: PlanCoverage | null;
}

/** What the parent pays for a course year that costs `costCents`: grants taken off (not below 0), then their share. */
export const payment = (costCents: number, grantsCents: number, sharePercent: number): number =>
  Math.round((Math.max(0, costCents - grantsCents) * sharePercent) / 100);

const isoDateOf = ({ year, month, day }: YearMonthDay): string => isoDate(year, month, day);

/** The months from the 1st of this month to the 1st of a date's month. */
const monthsTo = (date: YearMonth, today: YearMonth): number =>
  (date.year - today.year) * 12 + date.month - today.month;

/** The 1st of the month `months` after this one. */
const monthAfter = (today: YearMonth, months: number, day = 1): YearMonthDay => {
  const index = today.year * 12 + today.month - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day };
};

/** A balance as the table shows it: to the cent, never −0. */
const shown = (exact: number): number => Math.round(exact) || 0;

/** The first monthly saving's date: the one given, else the 1st of next month. */
export const firstPaymentOf = (inputs: PlanInputs, today: YearMonth): YearMonthDay =>
  inputs.firstPayment ?? dateParts(firstOfNextMonth(today));

/** A child's estimate and what the parent pays for each of its course years. */
function priceChild(answers: CostAnswers, today: YearMonth, inputs: PlanInputs, own: boolean) {
  const rate = inputs.risingCostsRate ?? 0;
  const estimate = estimateCollegeCost(answers, today, { inflationRate: rate, own: own ? inputs.own : {} });
  const paymentsCents = courseYearCosts(estimate.priced, answers.courseDuration, estimate.startYear, rate).map((cost) =>
    payment(cost, inputs.grantsCents, inputs.sharePercent),
  );
  return { answers, estimate, paymentsCents };
}

type PricedChild = ReturnType<typeof priceChild>;

/** The payments of these children as they fall due on the month grid. */
const duesOf = (children: readonly PricedChild[], today: YearMonth): Due[] =>
  children.flatMap((child, index) =>
    child.paymentsCents.map((cents, year) => ({
      month: monthsTo({ year: child.estimate.startYear + year, month: COLLEGE_START_MONTH }, today),
      child: index,
      cents,
    })),
  );

/** The month saving stops on: the youngest's first day of college, or the last payment when saving through. */
const stopMonthOf = (dues: readonly Due[], starts: readonly number[], throughCollege: boolean): number =>
  throughCollege ? Math.max(...dues.map((due) => due.month)) : Math.max(...starts);

/** What every figure of the plan is made from, on the month grid (month 0 is this month). */
interface PlanBasis {
  today: YearMonth;
  inputs: PlanInputs;
  priced: PricedChild[];
  /** Every payment, as it falls due. */
  dues: Due[];
  /** Each child's first course year's month. */
  starts: number[];
  first: YearMonthDay;
  firstMonth: number;
  schedule: Schedule;
  /** The monthly savings for these payments, from `from` (default the first monthly saving's month). */
  scheduleFor(dues: readonly Due[], starts: readonly number[], from?: number): Schedule;
  /** The least first monthly saving that pays these payments; null when none can. */
  least(dues: readonly Due[], schedule: Schedule, savedCents?: number, yearlyReturn?: number): number | null;
  /** The plan's first monthly saving. */
  monthlyCents: number;
}

function planBasis(answers: CostAnswers, today: YearMonth, inputs: PlanInputs): PlanBasis {
  const priced = [answers, ...inputs.otherChildren].map((child, index) =>
    priceChild(child, today, inputs, index === 0),
  );
  const dues = duesOf(priced, today);
  const starts = priced.map((child) => monthsTo({ year: child.estimate.startYear, month: COLLEGE_START_MONTH }, today));
  const first = firstPaymentOf(inputs, today);
  const firstMonth = monthsTo(first, today);
  const scheduleFor = (childDues: readonly Due[], childStarts: readonly number[], from = firstMonth) =>
    scheduleOf(from, first.day, stopMonthOf(childDues, childStarts, inputs.saveThroughCollege));
  const schedule = scheduleFor(dues, starts);
  const { savedCents, yearlyReturn, contributionRise: rise } = inputs;
  const least = (d: readonly Due[], s: Schedule, saved = savedCents, ret = yearlyReturn) =>
    leastMonthlySaving(d, saved, ret, s, rise);
  // The first payment is on or before the first course year falls due (the rules see to it), so this is a figure.
  const monthlyCents = least(dues, schedule) ?? 0;
  return { today, inputs, priced, dues, starts, first, firstMonth, schedule, scheduleFor, least, monthlyCents };
}

/** The months of the table's rows: each 1 September from next month on until the last course year. */
function rowMonthsOf(dues: readonly Due[], today: YearMonth): number[] {
  const lastDue = Math.max(...dues.map((due) => due.month));
  const rowMonths: number[] = [];
  for (let year = today.year; ; year++) {
    const month = monthsTo({ year, month: COLLEGE_START_MONTH }, today);
    if (month > lastDue) return rowMonths;
    if (month >= 1) rowMonths.push(month);
  }
}

/** The year-by-year table at the plan's return, with the balances at the range's lower and higher returns. */
function yearRows(
  basis: PlanBasis,
  rowMonths: readonly number[],
  range: { lower: number; higher: number },
): PlanYear[] {
  const { dues, priced, schedule, monthlyCents, today } = basis;
  const { savedCents, yearlyReturn, contributionRise: rise } = basis.inputs;
  const walk = (ret: number) => walkMonths(dues, savedCents, ret, schedule, rise, monthlyCents, rowMonths, true);
  const exact = walk(yearlyReturn);
  const lower = walk(range.lower);
  const higher = walk(range.higher);
  let previousBalance = savedCents;
  return rowMonths.map((month, index) => {
    const dueNow = dues.filter((due) => due.month === month);
    const childCostsCents = priced.map((_, child) =>
      dueNow.filter((due) => due.child === child).reduce((sum, due) => sum + due.cents, 0),
    );
    const costCents = childCostsCents.reduce((sum, cost) => sum + cost, 0);
    const balanceCents = shown(exact[index].balance);
    const paidInCents = exact[index].paidIn;
    const row: PlanYear = {
      date: courseYearDate(monthAfter(today, month).year),
      studying: dueNow.length > 0,
      paidInCents,
      // What makes the row add up: previous balance + paid in + growth − cost = balance.
      growthCents: balanceCents - previousBalance - paidInCents + costCents,
      costCents,
      childCostsCents,
      balanceCents,
      balanceAtLowerReturnCents: shown(lower[index].balance),
      balanceAtHigherReturnCents: shown(higher[index].balance),
    };
    previousBalance = balanceCents;
    return row;
  });
}

/** Each child's payments added up, last course year, and the first monthly saving for that child alone. */
const planChildren = ({ priced, dues, starts, least, scheduleFor }: PlanBasis): PlanChild[] =>
  priced.map((child, index) => {
    const own = dues.filter((due) => due.child === index);
    return {
      ...child,
      totalToPayCents: child.paymentsCents.reduce((sum, cost) => sum + cost, 0),
      lastYearDate: courseYearDate(child.estimate.startYear + child.answers.courseDuration - 1),
      monthlyAloneCents: least(own, scheduleFor(own, [starts[index]])) ?? 0,
    };
  });

/** The range's yearly returns: PLAN_RANGE_POINTS below (not below 0) and above the plan's, to a tenth of a point. */
const returnRange = (yearlyReturn: number): { lower: number; higher: number } => ({
  lower: Math.max(0, Math.round((yearlyReturn - PLAN_RANGE_POINTS / 100) * 1000) / 1000),
  higher: Math.round((yearlyReturn + PLAN_RANGE_POINTS / 100) * 1000) / 1000,
});

/** The savings plan for these answers (the first child), today, and the parent's inputs (other children among them). */
export function savingsPlan(answers: CostAnswers, today: YearMonth, inputs: PlanInputs): SavingsPlan {
  const basis = planBasis(answers, today, inputs);
  const { priced, dues, starts, first, firstMonth, schedule, least, monthlyCents } = basis;
  const { savedCents, yearlyReturn, contributionRise: rise } = inputs;
  const range = returnRange(yearlyReturn);
  const rowMonths = rowMonthsOf(dues, today);
  const years = yearRows(basis, rowMonths, range);
  const children = planChildren(basis);
  const firstStart = Math.min(...starts);
  // The target on the first child's first day of college: each payment discounted to it (grown, if it fell earlier).
  const target = dues.reduce((sum, due) => sum + due.cents / growth(yearlyReturn, due.month - firstStart), 0);
  const waiting = basis.scheduleFor(dues, starts, firstMonth + 12);
  const lastPayment = monthAfter(today, firstMonth + schedule.count - 1, first.day);

  return {
    estimate: priced[0].estimate,
    children,
    totalToPayCents: children.reduce((sum, child) => sum + child.totalToPayCents, 0),
    targetCents: ceilCents(target),
    savedCents,
    monthsToSave: schedule.count,
    firstPaymentDate: isoDateOf(first),
    lastPaymentDate: isoDateOf(lastPayment),
    monthlyCents,
    finalMonthlyCents: contributionOf(schedule.count - 1, monthlyCents, rise),
    monthlyFromNothingCents: least(dues, schedule, 0, 0) ?? 0,
    onTrack: monthlyCents === 0,
    lumpSumTodayCents: lumpSumNeeded(dues, savedCents, yearlyReturn, schedule, rise, 0),
    monthlyIfWaitingCents: firstMonth + 12 + (first.day > 1 ? 1 : 0) <= firstStart ? least(dues, waiting) : null,
    lowerReturn: range.lower,
    higherReturn: range.higher,
    years,
    coverage:
      inputs.monthlyAmountCents === null
        ? null
        : coverageOf(inputs.monthlyAmountCents, dues, schedule, inputs, monthlyCents, rowMonths, years),
  };
}

/** What `monthlyCents` a month covers: each course year paid from what there is when it falls due. */
function coverageOf(
  monthlyCents: number,
  dues: readonly Due[],
  schedule: Schedule,
  inputs: PlanInputs,
  neededCents: number,
  rowMonths: readonly number[],
  years: readonly PlanYear[],
): PlanCoverage {
  const { savedCents, yearlyReturn, contributionRise: rise } = inputs;
  const walked = walkMonths(dues, savedCents, yearlyReturn, schedule, rise, monthlyCents, rowMonths, false);
  const paidCents = Math.round(walked.reduce((sum, row) => sum + row.paidOut, 0));
  const shortCents = Math.round(walked.reduce((sum, row) => sum + row.unpaid, 0));
  const dueCents = paidCents + shortCents;
  const firstShort = walked.findIndex((row) => Math.round(row.unpaid) > 0);
  return {
    monthlyCents,
    paidCents,
    shortCents,
    coveredPercent: shortCents === 0 ? 100 : Math.min(99, Math.floor((paidCents * 100) / dueCents)),
    firstShortDate: firstShort < 0 ? null : years[firstShort].date,
    moreMonthlyCents: shortCents === 0 ? 0 : Math.max(0, neededCents - monthlyCents),
    lumpSumToCloseCents:
      shortCents === 0 ? 0 : lumpSumNeeded(dues, savedCents, yearlyReturn, schedule, rise, monthlyCents),
  };
}
