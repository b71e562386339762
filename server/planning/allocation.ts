/**
 * What the plan allocates a month (docs/planning-model.md, "Affordability"): each monthly saving the rules find
 * needed, funded in order of priority from the disposable income until it runs out, so that the plan never asks
 * for more than the household has left. The order: the emergency fund, then an overpayment of the first debt to clear
 * when its rate is HIGH_INTEREST_RATE_PERCENT or more, then the goals in the goals list's order (most important
 * first), then the pension payment.
 */
import { sum } from './household';
import type { RecommendationType } from './recommendation-groups';

/** The keys of the recommendations that ask for a monthly saving, within their group (a recommendation's id ends with it). */
export const RECOMMENDATION_KEYS = {
  emergencyFund: 'build',
  debt: (debtId: string) => `clear-${debtId}`,
  goal: (goalId: string) => `goal-${goalId}`,
  pension: 'pension',
} as const;

/** The key of each saving's need: its recommendation's group and key, so the allocation and the recommendations name it alike. */
export const NEED_KEYS = {
  emergencyFund: `EMERGENCY_FUND/${RECOMMENDATION_KEYS.emergencyFund}`,
  debt: (debtId: string) => `DEBT/${RECOMMENDATION_KEYS.debt(debtId)}`,
  goal: (goalId: string) => `SAVINGS_INVESTING/${RECOMMENDATION_KEYS.goal(goalId)}`,
  pension: `RETIREMENT/${RECOMMENDATION_KEYS.pension}`,
} as const;

export interface Need {
  /** The recommendation the saving belongs to: `<type>/<key>` (EMERGENCY_FUND/build, DEBT/clear-<id>, SAVINGS_INVESTING/goal-<id>, RETIREMENT/pension). */
  key: string;
  recommendationType: RecommendationType;
  goalId: string | null;
  /** What it is for, in words: "Emergency fund", the goal's name, "Pension". */
  label: string;
  neededCents: number;
}

export interface Allocation extends Need {
  /** 1 for the first funded. */
  rank: number;
  allocatedCents: number;
}

export interface AllocationSummary {
  items: Allocation[];
  neededCents: number;
  allocatedCents: number;
  shortfallCents: number;
}

/** The needs (already in priority order) funded in turn from `disposableCents` (nothing when it is 0 or less). */
export function allocate(needs: readonly Need[], disposableCents: number): AllocationSummary {
  let left = Math.max(0, disposableCents);
  const items = needs.map((need, index): Allocation => {
    const allocatedCents = Math.min(need.neededCents, left);
    left -= allocatedCents;
    return { ...need, rank: index + 1, allocatedCents };
  });
  const neededCents = sum(needs.map((n) => n.neededCents));
  const allocatedCents = sum(items.map((i) => i.allocatedCents));
  return { items, neededCents, allocatedCents, shortfallCents: neededCents - allocatedCents };
}

/** What the allocation gives the need `key`, and what that need is; null when the plan has no such need. */
export const allocationOf = (summary: AllocationSummary, key: string): Allocation | null =>
  summary.items.find((i) => i.key === key) ?? null;
