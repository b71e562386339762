/**
 * plan, planGraph and requestPlan: thin over the planning model (server/planning/, documented in
 * docs/planning-model.md) and its words (server/plan-wording/). Each reads the caller's household, computes with the
 * injected clock's date, and shapes the answer (plan-views.ts); requestPlan also records the request (plan_requests)
 * and writes the user a message (PLAN_REQUESTED_MESSAGE).
 */
import { requireSelf } from '../auth/access';
import { rootField, type RequestContext, type Resolvers } from '../graphql/context';
import { readHousehold } from './household-reader';
import { computePlan } from '../plan-wording/plan';
import { planGraph } from '../planning/plan-path';
import type { Stores } from '../storage';
import { planGraphView } from './plan-graph-view';
import { planView } from './plan-views';
import { succeeded } from './views';

/** The injected clock's date, 'YYYY-MM-DD' (UTC). */
const todayOf = (ctx: RequestContext): string => ctx.now().toISOString().slice(0, 10);

/** The refusal of requestPlan while the factfind is missing something. */
export const FACTFIND_INCOMPLETE = 'FACTFIND_INCOMPLETE';
export const FACTFIND_INCOMPLETE_MESSAGE = 'The factfind is missing what a plan needs: see fieldErrors';
/** The message a user gets when their plan request is recorded. */
export const PLAN_REQUESTED_MESSAGE = {
  title: 'Plan requested',
  subtitle: 'We have your request for a financial plan and will let you know when it is ready.',
};

/** The plan as the household stands: a risk profile counts as completed once it has a profile (calculated or selected). */
async function currentPlan(stores: Stores, userId: string, today: string) {
  const [{ household }, risk] = await Promise.all([readHousehold(stores, userId), stores.risk.get(userId)]);
  return computePlan(household, today, {
    riskProfileCompleted: (risk?.selectedProfile ?? risk?.calculatedProfile ?? null) !== null,
  });
}

export const planResolvers: Resolvers = {
  Query: {
    plan: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const [plan, latest] = await Promise.all([
        currentPlan(ctx.storage, owner, todayOf(ctx)),
        ctx.storage.planRequests.latest(owner),
      ]);
      return planView(owner, plan, latest);
    }),
    planGraph: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const { household, goals } = await readHousehold(ctx.storage, owner);
      const today = todayOf(ctx);
      return planGraphView(planGraph(household, today), today, goals);
    }),
  },
  Mutation: {
    requestPlan: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const today = todayOf(ctx);
      return ctx.storage.transaction(async (stores) => {
        const plan = await currentPlan(stores, owner, today);
        if (plan.factfindErrors.length) {
          return {
            success: false,
            error: {
              code: FACTFIND_INCOMPLETE,
              message: FACTFIND_INCOMPLETE_MESSAGE,
              fieldErrors: plan.factfindErrors,
            },
            plan: null,
          };
        }
        await stores.users.ensure(owner);
        const request = await stores.planRequests.insert({
          userId: owner,
          status: 'REQUESTED',
          triageReason: plan.triageReason,
          monthlyAllocationCents: plan.monthlyAllocationCents ?? 0,
          requestedAt: ctx.now().toISOString(),
        });
        // One message a day, however many requests (ten at once must not write ten); each request is recorded.
        if (await stores.planRequests.claimMessageDay(owner, ctx.now().toISOString().slice(0, 10))) {
          await stores.messages.insert(owner, { ...PLAN_REQUESTED_MESSAGE, receivedAt: ctx.now() });
        }
        return succeeded({ plan: planView(owner, plan, request) });
      });
    }),
  },
};
