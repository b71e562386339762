/**
 * The rules for GoalInput (see its description in schema/planning.graphql). Field names in the
 * refusals are paths from the mutation's arguments: `goal.name`. What every argument must be (no
 * NUL characters, dates from 1900 to 2200, JSON at most 20 levels deep) is checked before these.
 */
import { parsedUnless, type FieldError, type Parsed } from './parsed';
import { checkFields, euroAmount, integerAtLeast, jsonAtMost, mustBeAbsent, required, text } from './rules';
import type { GoalInput } from '../../schema/generated/schema';

const FROM_COLLEGE_COST = 'Comes from the college cost: leave it out';

/** The most a goal's goalData may hold: 10 KB of JSON, in UTF-8 bytes once serialised. */
export const GOAL_DATA_MAX_BYTES = 10_000;

/** The refusals of each bad field of `goal`, named under `at` (`goal`, `goals[1].goal`); `creating` adds the fields a new goal needs. */
export function goalInputErrors(at: string, goal: GoalInput, creating: boolean): FieldError[] {
  const fromCollegeCost = goal.collegeCostId != null;
  const neededToCreate = creating && !fromCollegeCost ? [required] : [];
  return checkFields(
    at,
    { ...goal },
    {
      name: [...neededToCreate, text(1, 100)],
      goalType: fromCollegeCost ? [mustBeAbsent(FROM_COLLEGE_COST)] : neededToCreate,
      priority: [integerAtLeast(1, 1000)],
      // Its form and range (a Date) are checked with every argument: see validation/arguments.ts.
      targetDate: fromCollegeCost ? [mustBeAbsent(FROM_COLLEGE_COST)] : [],
      valueToSave: fromCollegeCost ? [mustBeAbsent(FROM_COLLEGE_COST)] : [...neededToCreate, euroAmount],
      goalData: fromCollegeCost ? [mustBeAbsent(FROM_COLLEGE_COST)] : [jsonAtMost(GOAL_DATA_MAX_BYTES)],
    },
  );
}

/** `goal` as given, or the refusal of each bad field of it (named `goal.name`…); `creating` adds the fields a new goal needs. */
export const parseGoalInput = (goal: GoalInput, creating: boolean): Parsed<GoalInput> =>
  parsedUnless(goalInputErrors('goal', goal, creating), () => goal);
