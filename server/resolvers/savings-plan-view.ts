/** A savings plan (server/savings-plan.ts) in the shape of the schema's CollegeSavingsPlan. Pure: the stories' stub uses it too. */
import type { CostAnswers } from '../cost-model';
import type { PlanInputs, SavingsPlan } from '../savings-plan';
import { collegeCostView, money, unsavedCollegeCost } from './views';

/** A fraction as a percentage with at most two decimals (0.03 → 3, not 3.0000000000000004). */
const percent = (rate: number): number => Math.round(rate * 10_000) / 100;

export function savingsPlanView(plan: SavingsPlan, answers: CostAnswers, inputs: PlanInputs, risingCostsRate: number) {
  const unsaved = unsavedCollegeCost(answers, plan.estimate);
  return {
    collegeCost: collegeCostView({ ...unsaved, id: null, userId: null, goalId: null }),
    target: money(plan.targetCents),
    savedAlready: money(plan.savedCents),
    yearlyReturnPercent: percent(inputs.yearlyReturn),
    risingCosts: inputs.risingCostsRate !== null,
    risingCostsPercent: percent(risingCostsRate),
    monthsToSave: plan.monthsToSave,
    monthlySaving: money(plan.monthlyCents),
    onTrack: plan.onTrack,
    lumpSumToday: money(plan.lumpSumTodayCents),
    monthlySavingIfWaitingAYear: plan.monthlyIfWaitingCents === null ? null : money(plan.monthlyIfWaitingCents),
    years: plan.years.map((year) => ({
      date: year.date,
      studying: year.studying,
      paidIn: money(year.paidInCents),
      growth: money(year.growthCents),
      cost: money(year.costCents),
      balance: money(year.balanceCents),
    })),
  };
}

