/**
 * What the plan's view (PlanResult.tsx) shows, from the API's plan: its facts, the chart's bars and children's
 * strips, and the summary of what the plan assumes. Plain values: every figure is the API's.
 */
import { fill } from '../host/fill';
import type { PlannerMessages } from './planner-messages';
import type { SavingsPlan } from './plan-call';
import type { ChartBar, ChartSpan } from './PlanChart';

/** The first day of college of the child who starts first (the target is for that day); `startDate`: the first child's. */
export const firstStart = (plan: SavingsPlan, startDate: string): string =>
  plan.children
    .map((child) => child.collegeCost.targetDate)
    .reduce((first, day) => (day < first ? day : first), startDate);

/** '€14,812, from our 2022-2023 figures', 'from your own figures', or from both; `counted`: how many costs the estimate counts. */
export function costsSource(plan: SavingsPlan, counted: number, t: PlannerMessages, amount: string): string {
  const own = plan.ownFigures.length;
  const template = own === 0 ? t.costsOurs : own >= counted ? t.costsOwn : t.costsMixed;
  return fill(template, { amount, year: plan.figuresYear });
}

/** The chart's bars: today's savings, then the balance on each 1 September of the plan, with the range's. */
export const chartBars = (plan: SavingsPlan, t: PlannerMessages): ChartBar[] => [
  {
    label: t.today,
    value: plan.savedAlready.float,
    low: plan.savedAlready.float,
    high: plan.savedAlready.float,
    studying: false,
  },
  ...plan.years.map((year) => ({
    label: year.date.slice(0, 4),
    value: year.balance.float,
    low: year.balanceAtLowerReturn.float,
    high: year.balanceAtHigherReturn.float,
    studying: year.studying,
  })),
];

/** Each child's college years under the chart's bars (bar 0 is today's). */
export const chartSpans = (plan: SavingsPlan, t: PlannerMessages): ChartSpan[] =>
  plan.children.map((child, index) => ({
    label: fill(t.chartChild, { number: index + 1 }),
    from: 1 + plan.years.findIndex((year) => year.date === child.collegeCost.targetDate),
    to: 1 + plan.years.findIndex((year) => year.date === child.lastYearDate),
  }));

/**
 * The plan's facts, a line each: what the savings and return are worth a month, the target (for the first day of
 * college of the child who starts first; `startDate`: the first child's), the rising saving, the lump sum, the
 * cost of waiting, the payments, and the range at a lower and a higher return.
 */
export function planFacts(
  plan: SavingsPlan,
  startDate: string,
  t: PlannerMessages,
  money: (euro: number) => string,
  date: (iso: string) => string,
  percent: (value: number) => string,
): string[] {
  const target = money(plan.target.float);
  const start = date(firstStart(plan, startDate));
  const waiting = plan.monthlySavingIfWaitingAYear;
  const last = plan.years.at(-1);
  const outcome = (cents: number) => fill(cents < 0 ? t.rangeShort : t.rangeSpare, { amount: money(Math.abs(cents)) });
  return [
    fill(t.worthLine, { amount: money(Math.max(0, plan.monthlySavingFromNothing.float - plan.monthlySaving.float)) }),
    plan.onTrack
      ? fill(t.onTrackDetail, { target, date: start })
      : fill(plan.target.float < plan.totalToPay.float ? t.targetLineEarning : t.targetLine, {
          target,
          date: start,
          total: money(plan.totalToPay.float),
        }),
    ...(plan.contributionRisePercent && !plan.onTrack
      ? [
          fill(plan.saveThroughCollege ? t.risingLineThrough : t.risingLine, {
            rise: percent(plan.contributionRisePercent),
            final: money(plan.finalMonthlySaving.float),
          }),
        ]
      : []),
    ...(plan.onTrack ? [] : [fill(t.lumpSum, { amount: money(plan.lumpSumToday.float) })]),
    waiting === null
      ? t.waitingTooLate
      : waiting.float === 0
        ? t.waitingOnTrack
        : fill(t.waiting, {
            amount: money(waiting.float),
            more: money(Math.max(0, waiting.float - plan.monthlySaving.float)),
          }),
    fill(
      plan.saveThroughCollege
        ? t.paymentsThrough
        : plan.children.length > 1
          ? t.paymentsUntilYoungest
          : t.paymentsUntilStart,
      { count: plan.monthsToSave, first: date(plan.firstPaymentDate), last: date(plan.lastPaymentDate) },
    ),
    ...(last
      ? [
          fill(t.rangeLine, {
            low: percent(plan.lowerReturnPercent),
            high: percent(plan.higherReturnPercent),
            lowOutcome: outcome(last.balanceAtLowerReturn.float),
            highOutcome: outcome(last.balanceAtHigherReturn.float),
          }),
        ]
      : []),
  ];
}

/**
 * What the plan assumes, term and value, made on `madeOn` (ISO) for an estimate that counts `counted` of the
 * yearly costs.
 */
export function planSummary(
  plan: SavingsPlan,
  counted: number,
  madeOn: string,
  t: PlannerMessages,
  money: (euro: number) => string,
  date: (iso: string) => string,
  percent: (value: number) => string,
): [string, string][] {
  const annual = plan.feesPerYear.float + plan.accommodationPerYear.float + plan.otherExpensesPerYear.float;
  return [
    [t.savedAlready, money(plan.savedAlready.float)],
    [t.yearlyReturn, fill(t.percent, { value: percent(plan.yearlyReturnPercent) })],
    [
      t.risingCosts,
      plan.risingCosts
        ? fill(t.risingFrom, { value: percent(plan.risingCostsPercent), year: plan.figuresYear })
        : t.notAllowed,
    ],
    [t.shareOfCosts, fill(t.shareValue, { value: percent(plan.sharePercent) })],
    [t.grants, plan.grantsPerYear.float ? fill(t.grantsValue, { amount: money(plan.grantsPerYear.float) }) : t.none],
    [
      t.savingRise,
      plan.contributionRisePercent ? fill(t.rising, { value: percent(plan.contributionRisePercent) }) : t.level,
    ],
    [t.yearlyCosts, costsSource(plan, counted, t, money(annual))],
    [t.children, String(plan.children.length)],
    [t.savingUntil, plan.saveThroughCollege ? t.untilLastYear : t.untilCollegeStarts],
    [t.firstPayment, date(plan.firstPaymentDate)],
    [t.madeOn, date(madeOn)],
  ];
}
