/** updateCollegeCosts, collegeCosts, collegeCost and collegeSavingsPlan. */
import { RISING_COSTS_RATE } from '../../src/assumptions';
import { requireSelf } from '../auth/access';
import { estimateCollegeCost } from '../cost-model';
import { savingsPlan } from '../savings-plan';
import { parseSavingsPlanArgs } from '../validation/savings-plan';
import { rootField, type Resolvers } from '../graphql/context';
import { valueOrRefuse } from '../graphql/errors';
import type { Stores } from '../storage';
import { parseCollegeCostAnswers } from '../validation/college-cost';
import { listOfUser, oneOfCaller } from './own';
import { collegeCostView, unsavedCollegeCost } from './views';
import { saveCalculation } from './college-cost-save';
import { savingsPlanView } from './savings-plan-view';

/**
 * The mutations here that only write (graphql/idempotency.ts): updateCollegeCosts reads nothing, and its
 * one write (the insert) answers the record saved without reading it back. (It reads only after the insert
 * was refused, an equal calculation saved or the cap reached: then its one statement failed, and it runs again.)
 */
export const collegeCostWriteOnlyMutations = ['updateCollegeCosts'] as const;

export const collegeCostResolvers: Resolvers = {
  Mutation: {
    /**
     * A visitor (userId null) gets the estimate and nothing is saved; a user's is saved once (an equal one
     * answers the record saved), or, past the cap, answered unsaved with the reason (college-cost-save.ts).
     */
    updateCollegeCosts: rootField(async ({ userId, ...args }, ctx) => {
      const owner = userId == null ? null : await requireSelf(ctx.identity, userId);
      const answers = valueOrRefuse(parseCollegeCostAnswers(args));
      const estimate = estimateCollegeCost(answers, ctx.today(), { inflationRate: ctx.inflationRate });
      const unsaved = unsavedCollegeCost(answers, estimate);
      if (owner === null) return collegeCostView({ ...unsaved, id: null, userId: null, goalId: null });
      const saved = await saveCalculation(ctx.storage, { ...unsaved, userId: owner });
      return { ...collegeCostView(saved), notSaved: saved.notSaved };
    }),
  },
  Query: {
    /** Anyone's plan; nothing is saved. Rising costs default to the configured INFLATION_RATE, else the assumption. */
    collegeSavingsPlan: rootField((args, ctx) => {
      const today = ctx.today();
      const { answers, inputs, risingCostsRate } = valueOrRefuse(
        parseSavingsPlanArgs(args, today, ctx.inflationRate || RISING_COSTS_RATE),
      );
      const plan = savingsPlan(answers, today, inputs);
      return savingsPlanView(plan, answers, inputs, risingCostsRate);
    }),
    ...listOfUser('collegeCosts', (stores) => stores.collegeCosts, collegeCostView),
    collegeCost: oneOfCaller((stores: Stores, id: string) => stores.collegeCosts.get(id), collegeCostView),
  },
};
