/**
 * Savings plans written by hand for the comparison's tests: each figure the test names, the rest the default
 * child's (10 years old, 4 years renting, €17,131 a year, 1 September 2035), so that a row's values are the
 * figures given and nothing else.
 */
import { collegeCost, money } from '../support/college-cost';
import { DEFAULT_PLAN_ANSWERS, type PlanAnswers, type SavingsPlan } from '../../src/widget/planner/plan-call';
import type { MadePlan } from '../../src/widget/planner/use-plan-request';

export interface PlanFigures {
  /** The first year's monthly saving (ignored when onTrack). */
  monthly?: number;
  /** The last monthly saving (the first's when not given). */
  final?: number;
  onTrack?: boolean;
  target?: number;
  lumpSum?: number;
  yearlyReturnPercent?: number;
  risingCostsPercent?: number;
  sharePercent?: number;
  grants?: number;
  /** The parent's own yearly fees (ours: €3,200). */
  ownFees?: number;
  contributionRisePercent?: number;
  saveThroughCollege?: boolean;
  firstPaymentDate?: string;
  lastPaymentDate?: string;
  coverage?: { monthlyAmount: number; coveredPercent: number };
  /** The other children's ages. */
  otherChildAges?: number[];
  /** The answers the plan was asked with (the defaults when not given). */
  asked?: PlanAnswers;
}

const child = (ageOfChild: number): SavingsPlan['children'][number] => ({
  collegeCost: { ...collegeCost(), ageOfChild, targetDate: `${2035 - (10 - ageOfChild)}-09-01` },
  payments: [money(17131), money(17131), money(17131), money(17131)],
  totalToPay: money(68524),
  lastYearDate: `${2038 - (10 - ageOfChild)}-09-01`,
  monthlySavingAlone: money(541.11),
});

export function savingsPlan(f: PlanFigures = {}): SavingsPlan {
  const monthly = f.onTrack ? 0 : (f.monthly ?? 541.11);
  return {
    children: [child(10), ...(f.otherChildAges ?? []).map(child)],
    totalToPay: money(68524),
    target: money(f.target ?? 68524),
    savedAlready: money(2500),
    yearlyReturnPercent: f.yearlyReturnPercent ?? 0,
    risingCosts: f.risingCostsPercent !== undefined,
    risingCostsPercent: f.risingCostsPercent ?? 3,
    sharePercent: f.sharePercent ?? 100,
    grantsPerYear: money(f.grants ?? 0),
    contributionRisePercent: f.contributionRisePercent ?? 0,
    feesPerYear: money(f.ownFees ?? 3200),
    accommodationPerYear: money(7691),
    otherExpensesPerYear: money(6240),
    ownFigures: f.ownFees === undefined ? [] : ['FEES'],
    figuresYear: '2022-2023',
    monthsToSave: 116,
    firstPaymentDate: f.firstPaymentDate ?? '2026-02-01',
    lastPaymentDate: f.lastPaymentDate ?? '2035-09-01',
    saveThroughCollege: f.saveThroughCollege ?? false,
    monthlySaving: money(monthly),
    finalMonthlySaving: money(f.onTrack ? 0 : (f.final ?? monthly)),
    monthlySavingFromNothing: money(590.88),
    onTrack: !!f.onTrack,
    lumpSumToday: money(f.onTrack ? 0 : (f.lumpSum ?? 50000)),
    monthlySavingIfWaitingAYear: money(monthly * 1.1),
    lowerReturnPercent: 0,
    higherReturnPercent: 2,
    years: [
      {
        date: '2035-09-01',
        studying: true,
        paidIn: money(6000),
        growth: money(0),
        cost: money(17131),
        childCosts: [money(17131)],
        balance: money(51393),
        balanceAtLowerReturn: money(51393),
        balanceAtHigherReturn: money(53000),
      },
    ],
    coverage: f.coverage
      ? {
          monthlyAmount: money(f.coverage.monthlyAmount),
          coveredPercent: f.coverage.coveredPercent,
          paid: money(50000),
          short: money(18524),
          firstShortDate: '2037-09-01',
          moreMonthlySaving: money(monthly - f.coverage.monthlyAmount),
          lumpSumToClose: money(12000),
        }
      : null,
  };
}

export const madePlan = (f: PlanFigures = {}): MadePlan => ({
  plan: savingsPlan(f),
  asked: f.asked ?? DEFAULT_PLAN_ANSWERS,
  madeOn: '2026-01-15',
});
