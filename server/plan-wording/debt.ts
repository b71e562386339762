/** The debt group in words: help with arrears, and each debt to clear, where it comes in the order and when it is cleared. */
import type { ArrearsAdvice, ClearDebtAdvice, DebtOrder } from '../planning/debt-advice';
import type { DebtGroup } from '../planning/recommendation-groups';
import { count, euro, figure, monthYear, percent, type GroupWords, type RecommendationWords } from './words';

export function arrearsWords(a: ArrearsAdvice): RecommendationWords {
  const owed = a.arrearsCents > 0 ? ` (${euro(a.arrearsCents)} in arrears)` : '';
  return {
    title: `Get help with ${a.debt}`,
    markdown: `Payments on ${a.debt} are behind${owed}. Talk to the lender and to an adviser before anything else.`,
    figures: a.arrearsCents > 0 ? [figure('ARREARS', `${a.debt} arrears`, a.arrearsCents)] : [],
  };
}

/** Why the debt comes where it does in the order ('' for the only one with a rate). */
function orderText(order: DebtOrder): string {
  switch (order.kind) {
    case 'ONLY':
      return '';
    case 'HIGHEST_RATE':
      return ' It comes first: it has the highest interest rate, so each euro paid off it saves the most.';
    case 'LOWER_RATE':
      return ` It comes after ${order.previous} because its rate is lower.`;
    case 'SAME_RATE_LARGER_BALANCE':
      return ` It comes after ${order.previous} because its rate is the same and its balance larger.`;
    case 'NO_RATE':
      return `${order.afterRatedDebts ? ' It comes after the debts with a rate entered.' : ''} No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then).`;
  }
}

/** When the debt is cleared, and by what; or why it never is. */
function outcomeText(a: ClearDebtAdvice): string {
  const extra = a.overpayment?.allocatedCents ?? 0;
  const others = a.place === 'ONLY' ? '' : ', and the repayments of the others as they are cleared';
  const own =
    extra > 0
      ? `At ${euro(a.repaymentCents)} a month and ${euro(extra)} more${others}`
      : a.repaymentCents > 0
        ? `At ${euro(a.repaymentCents)} a month${others}`
        : 'With no repayment of its own, by the repayments of the others once they are cleared';
  if (a.cleared)
    return ` ${own}, it is cleared in ${count(a.cleared.months, 'month', 'months')}, by ${monthYear(a.cleared.onDate)}, with ${euro(a.cleared.interestCents)} of interest.`;
  return a.repaymentCents > 0
    ? ` At ${euro(a.repaymentCents)} a month it is never cleared: the repayment does not cover the interest. Talk to the lender about a repayment plan.`
    : ' No monthly repayment is entered, so it is never cleared: agree a repayment plan with the lender.';
}

/** What the plan's overpayment does, or why paying it off beats saving. */
function overpaymentText(a: ClearDebtAdvice): string {
  const o = a.overpayment;
  if (!o) return ' Clearing a loan usually saves more than savings earn.';
  const costs = ` At ${a.interestRate === null ? '' : percent(a.interestRate)} it costs more than savings earn`;
  switch (o.kind) {
    case 'IN_FULL':
      return `${costs}, so the plan puts ${euro(o.allocatedCents)} a month more on it before any goal: enough to clear it within ${o.withinMonths} months. Once it is cleared, that money goes on to the next debt.`;
    case 'IN_PART':
      return `${costs}, so the plan puts ${euro(o.allocatedCents)} a month more on it before any goal, what your budget leaves (${euro(o.neededCents)} more would clear it within ${o.withinMonths} months).`;
    case 'NONE':
      return `${costs}: once your budget allows, pay extra off it before saving for goals (${euro(o.neededCents)} a month more would clear it within ${o.withinMonths} months).`;
  }
}

function clearFigures(a: ClearDebtAdvice) {
  const o = a.overpayment;
  return [
    ...(o ? [figure('MONTHLY_SAVING', `${a.debt} overpayment a month`, o.allocatedCents)] : []),
    ...(o && o.kind !== 'IN_FULL'
      ? [figure('MONTHLY_NEEDED', `${a.debt} overpayment to clear it within ${o.withinMonths} months`, o.neededCents)]
      : []),
    figure('BALANCE', `${a.debt} balance`, a.balanceCents),
    ...(a.repaymentCents > 0 ? [figure('MONTHLY_REPAYMENT', `${a.debt} monthly repayment`, a.repaymentCents)] : []),
    ...(a.cleared ? [figure('INTEREST', `${a.debt} interest until cleared`, a.cleared.interestCents)] : []),
  ];
}

const CLEAR_TITLES: Record<ClearDebtAdvice['place'], (debt: string) => string> = {
  ONLY: (debt) => `Clear ${debt}`,
  FIRST: (debt) => `Clear ${debt} first`,
  NEXT: (debt) => `Then clear ${debt}`,
};

export function clearDebtWords(a: ClearDebtAdvice): RecommendationWords {
  const rate = a.interestRate === null ? '' : ` at ${percent(a.interestRate)} a year`;
  return {
    title: CLEAR_TITLES[a.place](a.debt),
    markdown: `${a.debt}: ${euro(a.balanceCents)} left${rate}.${outcomeText(a)}${orderText(a.order)}${overpaymentText(a)}`,
    figures: clearFigures(a),
  };
}

/** The things to do: the lenders of debts in arrears, each debt to clear's repayments, and the rates to add. */
function debtThingsToDo(g: DebtGroup): string[] {
  const advice = g.recommendations.map((r) => r.advice);
  const arrears = advice.filter((a): a is ArrearsAdvice => a.kind === 'ARREARS');
  const toClear = advice.filter((a): a is ClearDebtAdvice => a.kind === 'CLEAR');
  return [
    ...arrears.map((a) => `Contact the lender of ${a.debt} about the arrears`),
    ...toClear.map((a) =>
      a.repaymentCents > 0
        ? `Keep up the repayments on ${a.debt} until it is cleared`
        : `Agree a repayment plan for ${a.debt} with the lender`,
    ),
    ...toClear.filter((a) => a.interestRate === null).map((a) => `Add the interest rate of ${a.debt}`),
  ];
}

export const debtGroupWords = (g: DebtGroup): GroupWords => ({
  title: 'Debt',
  subtitle: `${euro(g.summary.totalDebtCents)} owed; ${euro(g.summary.monthlyRepaymentsCents)} a month in repayments`,
  recommendations: g.recommendations.map((r) =>
    r.advice.kind === 'ARREARS' ? arrearsWords(r.advice) : clearDebtWords(r.advice),
  ),
  thingsToDo: debtThingsToDo(g),
});
