/** A savings plan (server/savings-plan.ts) in the shape of the schema's CollegeSavingsPlan. Pure: the stories' stub uses it too. */
import { FIGURES_YEAR, type CostType } from '../../src/assumptions';
import type { CostAnswers, CostEstimate } from '../cost-model';
import type { PlanCoverage, PlanInputs, SavingsPlan } from '../savings-plan';
import { collegeCostView, money, unsavedCollegeCost } from './views';

/** A fraction as a percentage with at most two decimals (0.03 → 3, not 3.0000000000000004). */
const percent = (rate: number): number => Math.round(rate * 10_000) / 100;

/** An estimate the plan is made of, never saved. */
const estimateView = (answers: CostAnswers, estimate: CostEstimate) =>
  collegeCostView({ ...unsavedCollegeCost(answers, estimate), id: null, userId: null, goalId: null });

const coverageView = (coverage: PlanCoverage) => ({
  monthlyAmount: money(coverage.monthlyCents),
  paid: money(coverage.paidCents),
  short: money(coverage.shortCents),
  coveredPercent: coverage.coveredPercent,
  firstShortDate: coverage.firstShortDate,
  moreMonthlySaving: money(coverage.moreMonthlyCents),
  lumpSumToClose: money(coverage.lumpSumToCloseCents),
});

export function savingsPlanView(plan: SavingsPlan, answers: CostAnswers, inputs: PlanInputs, risingCostsRate: number) {
  const { estimate } = plan;
  // The rules (src/plan-rules.ts) accept an own figure only for a cost the estimate counts.
  const own: [CostType, number | null | undefined][] = [
    ['FEES', inputs.own.feesCents],
    ['ACCOMMODATION', inputs.own.accommodationCents],
    ['OTHER_EXPENSES', inputs.own.otherExpensesCents],
  ];
  return {
    collegeCost: estimateView(answers, estimate),
    children: plan.children.map((child) => ({
      collegeCost: estimateView(child.answers, child.estimate),
      payments: child.paymentsCents.map(money),
      totalToPay: money(child.totalToPayCents),
      lastYearDate: child.lastYearDate,
      monthlySavingAlone: money(child.monthlyAloneCents),
    })),
    totalToPay: money(plan.totalToPayCents),
    target: money(plan.targetCents),
    savedAlready: money(plan.savedCents),
    yearlyReturnPercent: percent(inputs.yearlyReturn),
    risingCosts: inputs.risingCostsRate !== null,
    risingCostsPercent: percent(risingCostsRate),
    sharePercent: inputs.sharePercent,
    grantsPerYear: money(inputs.grantsCents),
    contributionRisePercent: percent(inputs.contributionRise),
    feesPerYear: money(estimate.feesCents),
    accommodationPerYear: money(estimate.accommodationCents),
    otherExpensesPerYear: money(estimate.otherExpensesCents),
    ownFigures: own.filter(([, cents]) => cents != null).map(([type]) => type),
    figuresYear: FIGURES_YEAR,
    monthsToSave: plan.monthsToSave,
    firstPaymentDate: plan.firstPaymentDate,
    lastPaymentDate: plan.lastPaymentDate,
    saveThroughCollege: inputs.saveThroughCollege,
    monthlySaving: money(plan.monthlyCents),
    finalMonthlySaving: money(plan.finalMonthlyCents),
    monthlySavingFromNothing: money(plan.monthlyFromNothingCents),
    onTrack: plan.onTrack,
    lumpSumToday: money(plan.lumpSumTodayCents),
    monthlySavingIfWaitingAYear: plan.monthlyIfWaitingCents === null ? null : money(plan.monthlyIfWaitingCents),
    lowerReturnPercent: percent(plan.lowerReturn),
    higherReturnPercent: percent(plan.higherReturn),
    years: plan.years.map((year) => ({
      date: year.date,
      studying: year.studying,
      paidIn: money(year.paidInCents),
      growth: money(year.growthCents),
      cost: money(year.costCents),
      childCosts: year.childCostsCents.map(money),
      balance: money(year.balanceCents),
      balanceAtLowerReturn: money(year.balanceAtLowerReturnCents),
      balanceAtHigherReturn: money(year.balanceAtHigherReturnCents),
    })),
    coverage: plan.coverage ? coverageView(plan.coverage) : null,
  };
}
