/** updateCollegeCosts, collegeCosts, collegeCost and collegeSavingsPlan. */
import { RISING_COSTS_RATE } from '../../src/assumptions';
import { requireSelf } from '../auth/access';
import { estimateCollegeCost } from '../cost-model';
import { savingsPlan } from '../savings-plan';
import { parseSavingsPlanArgs, type SavingsPlanArgs } from '../validation/savings-plan';
import { rootField, type ResolverMap } from '../graphql/context';
import type { CollegeCostRecord } from '../storage';
import { parseCollegeCostAnswers, type CollegeCostArgs } from '../validation/college-cost';
import { listOfUser, oneOfCaller } from './own';
import { collegeCostView, unsavedCollegeCost } from './views';
import { savingsPlanView } from './savings-plan-view';

interface UpdateCollegeCostsArgs extends CollegeCostArgs {
  userId?: string | null;
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
    ...listOfUser<CollegeCostRecord>('collegeCosts', (stores) => stores.collegeCosts, collegeCostView),
    collegeCost: oneOfCaller<CollegeCostRecord>((stores, id) => stores.collegeCosts.get(id), collegeCostView),
  },
};
