/**
 * The plan made from a household (docs/planning-model.md): what is missing from the factfind;
 * when nothing is, the summaries, the recommendation groups their rules give, the monthly amount
 * the plan allocates and the triage reason. Pure: the household and today's date in, the plan out.
 */
import type { FieldError } from '../graphql/errors';
import { summariseDebt } from './debt-summary';
import { summariseEmergencyFund } from './emergency-fund';
import { factfindErrors } from './factfind-errors';
import { summariseHealth } from './health-summary';
import { householdIncome, sum, type Household } from './household';
import { summariseProtection } from './protection-summary';
import { recommendationGroups, type RecommendationGroupView, type Summaries } from './recommendation-groups';
import { summariseRetirement } from './retirement-summary';
import { summariseSavings } from './savings-summary';
import { triageReason } from './triage';

export interface PlanOptions {
  /** Whether the user has completed the risk questionnaire; false when unknown. */
  riskProfileCompleted?: boolean;
}

export interface ComputedPlan {
  factfindErrors: FieldError[];
  /** Null while the factfind has errors. */
  summaries: Summaries | null;
  recommendationGroups: RecommendationGroupView[];
  /** Σ the monthly savings the plan recommends; null while the factfind has errors. */
  monthlyAllocationCents: number | null;
  triageReason: string | null;
}

export function summarise(h: Household, todayIso: string): Summaries {
  const emergencyFund = summariseEmergencyFund(h);
  return {
    debt: summariseDebt(h),
    emergencyFund,
    health: summariseHealth(h),
    protection: summariseProtection(h),
    retirement: summariseRetirement(h, todayIso),
    savings: summariseSavings(h, todayIso, emergencyFund.targetCents),
  };
}

/** The monthly allocation: emergency fund + each goal's monthly saving + the pension payment. */
export const monthlyAllocation = (s: Summaries): number =>
  s.emergencyFund.monthlySavingCents + sum(s.savings.goals.map((g) => g.monthlySavingCents ?? 0)) + (s.retirement.monthlySavingCents ?? 0);

export function computePlan(h: Household, todayIso: string, options: PlanOptions = {}): ComputedPlan {
  const errors = factfindErrors(h);
  if (errors.length) return { factfindErrors: errors, summaries: null, recommendationGroups: [], monthlyAllocationCents: null, triageReason: null };
  const summaries = summarise(h, todayIso);
  return {
    factfindErrors: [],
    summaries,
    recommendationGroups: recommendationGroups(summaries, { planId: h.userId, household: h, riskProfileCompleted: options.riskProfileCompleted ?? false }),
    monthlyAllocationCents: monthlyAllocation(summaries),
    triageReason: triageReason(summaries.debt, householdIncome(h)),
  };
}
