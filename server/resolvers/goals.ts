/**
 * goals, goal, updateGoal and deleteGoal. A saved college cost becomes a savings goal with
 * valueToSave = its total and its targetDate (see GoalInput in the schema); the database keeps it
 * one goal however many calls make it at once (goals.college_cost_id is unique, and the goal is
 * created with an upsert).
 */
import { requireCaller, requireSelf } from '../auth/access';
import { euroToCents } from '../../src/plan-rules';
import { badUserInput, valueOrRefuse } from '../graphql/errors';
import { rootField, type Resolvers } from '../graphql/context';
import {
  COLLEGE_COST_GOAL_CONSTRAINT,
  isUniqueViolation,
  type CollegeCostRecord,
  type GoalFields,
  type GoalRecord,
  type Stores,
} from '../storage';
import { goalInputErrors, parseGoalInput } from '../validation/goal';
import type { GoalInput } from '../../schema/generated/schema';
import { answeringNotFound, checkedChanges, NotFoundAt } from './changes';
import { listOfUser, oneOfCaller, ownedBy } from './own';
import { goalView, notFound, succeeded } from './views';

const COLLEGE_COST_GOAL_NAME = 'College costs';

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

/** The caller's saved college cost `id`, or BAD_USER_INPUT naming `${at}.collegeCostId`. */
async function ownCollegeCost(stores: Stores, owner: string, id: string, at: string): Promise<CollegeCostRecord> {
  const collegeCost = await stores.collegeCosts.get(id);
  if (!ownedBy(collegeCost, owner)) {
    throw badUserInput([{ field: `${at}.collegeCostId`, message: 'No saved college cost with this id for this user' }]);
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
const alreadyGoal = (goalId: string, at = 'goal') =>
  badUserInput([
    { field: `${at}.collegeCostId`, message: `This college cost is already goal ${goalId}; update that goal instead` },
  ]);

/**
 * One goal change (updateGoal's, or one of updateGoals'), in the caller's transaction. `at` names
 * the input (`goal`, `goals[1].goal`); an unknown goal id throws NotFoundAt naming `idField`.
 */
async function saveGoal(
  stores: Stores,
  owner: string,
  change: { id: string | null; input: GoalInput; at: string; idField: string | null },
): Promise<GoalRecord> {
  const { id: goalId, input, at } = change;
  const collegeCost = input.collegeCostId == null ? null : await ownCollegeCost(stores, owner, input.collegeCostId, at);
  // One college cost is one goal: moving it onto another goal would leave the first one stale.
  if (collegeCost?.goalId != null && goalId != null && collegeCost.goalId !== goalId)
    throw alreadyGoal(collegeCost.goalId, at);
  if (collegeCost && goalId == null) {
    const made = { name: input.name?.trim() ?? null, priority: input.priority };
    return stores.goals.upsertForCollegeCost(owner, collegeCost, made, COLLEGE_COST_GOAL_NAME);
  }
  const existing = goalId == null ? null : await stores.goals.get(goalId);
  if (goalId != null && !ownedBy(existing, owner)) throw new NotFoundAt('goal', change.idField);
  const fields = collegeCost ? collegeCostGoal(existing, input, collegeCost) : mergeGoal(existing, input);
  await stores.users.ensure(owner);
  return existing
    ? stores.goals.update(existing.id, fields, collegeCost?.id ?? null)
    : stores.goals.insert(owner, fields);
}

/** The refusal of a goal change that met another call making the same calculation into a goal; any other error as it was. */
async function collegeCostRace(
  error: unknown,
  stores: Stores,
  collegeCostIds: readonly (string | null | undefined)[],
  at: (index: number) => string,
) {
  const first = collegeCostIds.findIndex((id) => id != null);
  if (first < 0 || !isUniqueViolation(error, COLLEGE_COST_GOAL_CONSTRAINT)) return error;
  // Another call made a calculation of these changes into a goal meanwhile: the database kept it one goal.
  for (const [index, id] of collegeCostIds.entries()) {
    const goalId = id == null ? null : (await stores.collegeCosts.get(id))?.goalId;
    if (goalId) return alreadyGoal(goalId, at(index));
  }
  return alreadyGoal('another goal', at(first));
}

const GOAL_CHANGES = {
  idArg: 'goalId',
  inputArg: 'goal',
  errors: (at: string, goal: GoalInput, goalId: string | null) => goalInputErrors(at, goal, goalId === null),
};

export const goalResolvers: Resolvers = {
  Query: {
    ...listOfUser('goals', (stores) => stores.goals, goalView),
    goal: oneOfCaller((stores, id) => stores.goals.get(id), goalView),
  },
  Mutation: {
    updateGoal: rootField(async ({ goalId, goal }, ctx) => {
      const owner = await requireSelf(ctx.identity, goal.userId);
      const input = valueOrRefuse(parseGoalInput(goal, goalId == null));
      const change = { id: goalId ?? null, input, at: 'goal', idField: null };
      try {
        return await answeringNotFound(ctx, { goal: null }, async (stores) =>
          succeeded({ goal: goalView(await saveGoal(stores, owner, change)) }),
        );
      } catch (error) {
        throw await collegeCostRace(error, ctx.storage, [input.collegeCostId], () => 'goal');
      }
    }),
    updateGoals: rootField(async (args, ctx) => {
      const { owner, changes } = await checkedChanges(ctx, GOAL_CHANGES, 'goals', args.goals);
      try {
        return await answeringNotFound(ctx, { goals: null }, async (stores) => {
          const saved: GoalRecord[] = [];
          for (const change of changes) saved.push(await saveGoal(stores, owner, change));
          return succeeded({ goals: saved.map(goalView) });
        });
      } catch (error) {
        const ids = changes.map((change) => change.input.collegeCostId);
        throw await collegeCostRace(error, ctx.storage, ids, (index) => changes[index].at);
      }
    }),
    deleteGoal: rootField(async ({ goalId }, ctx) => {
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
