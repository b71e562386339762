/**
 * The savings and investing summary (docs/planning-model.md, "Savings and goals"): savings (every
 * asset that is neither a pension nor property), how far they go towards each goal, and what to
 * save a month for each goal.
 * - Savings beyond the emergency fund's target go to the goals in the goals list's order (most
 *   important first), each taking up to its valueToSave.
 * - A goal with a target date after this month needs ⌈(valueToSave − saved) ÷ months⌉ a month,
 *   months = calendar months from this month to the target's (at least 1): for a college-cost goal
 *   with nothing saved yet, exactly the calculation's monthlySavingsRequired.
 */
import { INVESTING_HORIZON_YEARS } from '../planning-assumptions';
import type { Slice } from './debt-summary';
import {
  divideUp,
  isPension,
  isProperty,
  monthsBetween,
  parseDate,
  percentOf,
  sum,
  type Household,
  type PlanAsset,
  type PlanGoal,
  savingsValue,
} from './household';

export interface GoalPlan {
  goal: PlanGoal;
  savedCents: number;
  /** 0 to 100, one decimal (100 for a goal of 0). */
  percentage: number;
  /** Months from this month to the target date; null without a target date or when it has passed. */
  monthsLeft: number | null;
  /** What to save a month to reach the goal by its date; 0 when reached, null when it has no future date. */
  monthlySavingCents: number | null;
  /** Whether the goal is INVESTING_HORIZON_YEARS or more away (its saving is invested). */
  invested: boolean;
}

export interface SavingsSummary {
  totalSavingsCents: number;
  breakdown: Slice[];
  goals: GoalPlan[];
}

export const isSaving = (a: PlanAsset): boolean => !isPension(a) && !isProperty(a);
const labelOf = (a: PlanAsset): string => a.name ?? a.productType ?? 'Savings';

export function summariseSavings(h: Household, todayIso: string, emergencyFundTargetCents: number): SavingsSummary {
  const today = parseDate(todayIso);
  const savings = h.assets.filter(isSaving);
  const totalSavingsCents = sum(savings.map(savingsValue));
  let available = Math.max(0, totalSavingsCents - emergencyFundTargetCents);
  const goals = h.goals.map((goal): GoalPlan => {
    const savedCents = Math.min(goal.valueToSaveCents, available);
    available -= savedCents;
    const future = goal.targetDate !== null && goal.targetDate > todayIso;
    const monthsLeft = future ? Math.max(1, monthsBetween(today, parseDate(goal.targetDate as string))) : null;
    return {
      goal,
      savedCents,
      percentage: goal.valueToSaveCents === 0 ? 100 : percentOf(savedCents, goal.valueToSaveCents),
      monthsLeft,
      monthlySavingCents: monthsLeft === null ? null : divideUp(goal.valueToSaveCents - savedCents, monthsLeft),
      invested: monthsLeft !== null && monthsLeft >= INVESTING_HORIZON_YEARS * 12,
    };
  });
  return {
    totalSavingsCents,
    breakdown: savings.map((a) => ({
      label: labelOf(a),
      amountCents: savingsValue(a),
      percentage: percentOf(savingsValue(a), totalSavingsCents),
    })),
    goals,
  };
}
