/**
 * goals, goal, updateGoal and deleteGoal. A saved college cost becomes a savings goal with
 * valueToSave = its total and its targetDate (see GoalInput in the schema); the database keeps it
 * one goal however many calls make it at once (goals.college_cost_id is unique, and the goal is
 * created with an upsert).
 */
import { requireCaller, requireSelf } from '../auth/access';
import { badUserInput } from '../graphql/errors';
import { rootField, type ResolverMap } from '../graphql/context';
import { COLLEGE_COST_GOAL_CONSTRAINT, isUniqueViolation, type CollegeCostRecord, type GoalFields, type GoalRecord, type Stores } from '../storage';
import { checkGoalInput, type GoalInput } from '../validation/goal';
import { listOfUser, oneOfCaller, ownedBy } from './own';
import { goalView, notFound, succeeded } from './views';

const COLLEGE_COST_GOAL_NAME = 'College costs';

const euroToCents = (euro: number): number => Math.round(euro * 100);

/** The fields of the goal after applying `input` to `existing` (or to nothing, when creating). */
function mergeGoal(existing: GoalFields | null, input: GoalInput): GoalFields {
  return {
    name: input.name?.trim() ?? existing?.name ?? '',
    goalType: input.goalType ?? existing?.goalType ?? 'OTHER',
    goalData: input.goalData !== undefined ? input.goalData : (existing?.goalData ?? null),
    priority: input.priority !== undefined ? input.priority : (existing?.priority ?? null),
    targetDate: input.targetDate !== undefined ? input.targetDate : (existing?.targetDate ?? null),
    valueToSaveCents: input.valueToSave != null ? euroToCents(input.valueToSave) : (existing?.valueToSaveCents ?? 0),
  };
}

/** The caller's saved college cost `id`, or BAD_USER_INPUT naming goal.collegeCostId. */
async function ownCollegeCost(stores: Stores, owner: string, id: string): Promise<CollegeCostRecord> {
  const collegeCost = await stores.collegeCosts.get(id);
  if (!ownedBy(collegeCost, owner)) {
    throw badUserInput([{ field: 'goal.collegeCostId', message: 'No saved college cost with this id for this user' }]);
  }
  return collegeCost;
}

/** A college cost as a savings goal: its total by its targetDate. */
function collegeCostGoal(existing: GoalFields | null, input: GoalInput, collegeCost: CollegeCostRecord): GoalFields {
  return {
    ...mergeGoal(existing, input),
    name: input.name?.trim() ?? existing?.name ?? COLLEGE_COST_GOAL_NAME,
    goalType: 'COLLEGE_COSTS',
    goalData: { collegeCostId: collegeCost.id },
    targetDate: collegeCost.targetDate,
    valueToSaveCents: collegeCost.totalCents,
  };
}

/** The refusal of making a calculation that is already goal `goalId` into another goal. */
const alreadyGoal = (goalId: string) =>
  badUserInput([{ field: 'goal.collegeCostId', message: `This college cost is already goal ${goalId}; update that goal instead` }]);

/** updateGoal's work, in one transaction. */
async function saveGoal(stores: Stores, owner: string, goalId: string | null, input: GoalInput) {
  const collegeCost = input.collegeCostId == null ? null : await ownCollegeCost(stores, owner, input.collegeCostId);
  // One college cost is one goal: moving it onto another goal would leave the first one stale.
  if (collegeCost?.goalId != null && goalId != null && collegeCost.goalId !== goalId) throw alreadyGoal(collegeCost.goalId);
  if (collegeCost && goalId == null) {
    const change = { name: input.name?.trim() ?? null, priority: input.priority };
    return succeeded({ goal: goalView(await stores.goals.upsertForCollegeCost(owner, collegeCost, change, COLLEGE_COST_GOAL_NAME)) });
  }
  const existing = goalId == null ? null : await stores.goals.get(goalId);
  if (goalId != null && !ownedBy(existing, owner)) return notFound('goal', { goal: null });
  const fields = collegeCost ? collegeCostGoal(existing, input, collegeCost) : mergeGoal(existing, input);
  await stores.users.ensure(owner);
  const goal = existing ? await stores.goals.update(existing.id, fields, collegeCost?.id ?? null) : await stores.goals.insert(owner, fields);
  return succeeded({ goal: goalView(goal) });
}

export const goalResolvers: ResolverMap = {
  Query: {
    goals: listOfUser<GoalRecord>((stores, userId, page) => stores.goals.listByUser(userId, page), goalView),
    goal: oneOfCaller<GoalRecord>((stores, id) => stores.goals.get(id), goalView),
  },
  Mutation: {
    updateGoal: rootField<{ goalId?: string | null; goal: GoalInput }>(async ({ goalId, goal: input }, ctx) => {
      const owner = await requireSelf(ctx.identity, input.userId);
      checkGoalInput(input, goalId == null);
      try {
        return await ctx.storage.transaction((stores) => saveGoal(stores, owner, goalId ?? null, input));
      } catch (error) {
        // Another call made the calculation into a goal meanwhile: the database kept it one goal.
        if (input.collegeCostId == null || !isUniqueViolation(error, COLLEGE_COST_GOAL_CONSTRAINT)) throw error;
        const collegeCost = await ctx.storage.collegeCosts.get(input.collegeCostId);
        throw alreadyGoal(collegeCost?.goalId ?? 'another goal');
      }
    }),
    deleteGoal: rootField<{ goalId: string }>(async ({ goalId }, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      return ctx.storage.transaction(async (stores) => {
        const goal = await stores.goals.get(goalId);
        if (!ownedBy(goal, userId)) return notFound('goal', { id: goalId });
        await stores.goals.delete(goalId);
        return succeeded({ id: goalId });
      });
    }),
  },
};
