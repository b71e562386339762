/** The plan in words: the model's plan (server/planning/plan.ts) with its recommendation groups and triage reason worded. */
import { computePlan as planModel, type ComputedPlan, type PlanOptions } from '../planning/plan';
import type { Household } from '../planning/household';
import { wordGroup, type WordedGroup } from './groups';
import { triageText } from './triage';

export interface WordedPlan extends Omit<ComputedPlan, 'recommendationGroups' | 'triageReason'> {
  recommendationGroups: WordedGroup[];
  /** Why an adviser sees the household first, in words; null when no reason applies. */
  triageReason: string | null;
}

export const wordPlan = (plan: ComputedPlan): WordedPlan => ({
  ...plan,
  recommendationGroups: plan.recommendationGroups.map(wordGroup),
  triageReason: plan.triageReason && triageText(plan.triageReason),
});

/** The plan of `h` on `todayIso` (server/planning/plan.ts), in words: what the API answers. */
export const computePlan = (h: Household, todayIso: string, options: PlanOptions = {}): WordedPlan =>
  wordPlan(planModel(h, todayIso, options));
