/** updateCollegeCosts, collegeCosts, collegeCost and collegeSavingsPlan. */
import { RISING_COSTS_RATE } from '../../src/assumptions';
import { requireSelf } from '../auth/access';
import { estimateCollegeCost, type CostAnswers } from '../cost-model';
import { savingsPlan, type PlanInputs, type SavingsPlan } from '../savings-plan';
import { parseSavingsPlanArgs, type SavingsPlanArgs } from '../validation/savings-plan';
import { rootField, type ResolverMap } from '../graphql/context';
import type { CollegeCostRecord } from '../storage';
import { parseCollegeCostAnswers, type CollegeCostArgs } from '../validation/college-cost';
import { listOfUser, oneOfCaller } from './own';
import { collegeCostView, money, unsavedCollegeCost } from './views';

interface UpdateCollegeCostsArgs extends CollegeCostArgs {
  userId?: string | null;
}

/** A fraction as a percentage with at most two decimals (0.03 → 3, not 3.0000000000000004). */
const percent = (rate: number): number => Math.round(rate * 10_000) / 100;

function savingsPlanView(plan: SavingsPlan, answers: CostAnswers, inputs: PlanInputs, risingCostsRate: number) {
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

export const collegeCostResolvers: ResolverMap = {
  Mutation: {
    /** A visitor (userId null) gets the estimate and nothing is saved; a user's is saved. */
    updateCollegeCosts: rootField<UpdateCollegeCostsArgs>(async ({ userId, ...args }, ctx) => {
      const owner = userId == null ? null : await requireSelf(ctx.identity, userId);
      const answers = parseCollegeCostAnswers(args);
      const estimate = estimateCollegeCost(answers, ctx.today(), { inflationRate: ctx.inflationRate });
      const unsaved = unsavedCollegeCost(answers, estimate);
      if (owner === null) return collegeCostView({ ...unsaved, id: null, userId: null, goalId: null });
      const saved = await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        return stores.collegeCosts.insert({ ...unsaved, userId: owner });
      });
      return collegeCostView(saved);
    }),
  },
  Query: {
    /** Anyone's plan; nothing is saved. Rising costs default to the configured INFLATION_RATE, else the assumption. */
    collegeSavingsPlan: rootField<SavingsPlanArgs>((args, ctx) => {
      const { answers, inputs, risingCostsRate } = parseSavingsPlanArgs(args, ctx.inflationRate || RISING_COSTS_RATE);
      const plan = savingsPlan(answers, ctx.today(), inputs);
      return savingsPlanView(plan, answers, inputs, risingCostsRate);
    }),
    collegeCosts: listOfUser<CollegeCostRecord>((stores, userId, page) => stores.collegeCosts.listByUser(userId, page), collegeCostView),
    collegeCost: oneOfCaller<CollegeCostRecord>((stores, id) => stores.collegeCosts.get(id), collegeCostView),
  },
};
