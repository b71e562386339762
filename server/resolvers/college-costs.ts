/** updateCollegeCosts, collegeCosts and collegeCost. */
import { requireCaller, requireSelf } from '../auth/access';
import { estimateCollegeCost } from '../cost-model';
import { rootField, type ResolverMap } from '../graphql/context';
import { parseCollegeCostAnswers, type CollegeCostArgs } from '../validation/college-cost';
import { collegeCostView, unsavedCollegeCost } from './views';

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
    collegeCosts: rootField<{ userId: string }>(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return (await ctx.storage.collegeCosts.listByUser(owner)).map(collegeCostView);
    }),
    collegeCost: rootField<{ id: string }>(async ({ id }, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const record = await ctx.storage.collegeCosts.get(id);
      return record && record.userId === userId ? collegeCostView(record) : null;
    }),
  },
};
