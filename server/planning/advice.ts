/**
 * What every group's advice shares (recommendation-groups.ts): a recommendation as the model makes it (its key, the
 * monthly saving it asks for, and its advice), and how far the budget funds a monthly saving the plan finds needed.
 */
import { allocationOf, type AllocationSummary } from './allocation';

/** A recommendation before it has an id: its key within the group, the monthly saving it asks for, and why. */
export interface AdviceDraft<Advice> {
  key: string;
  /** The monthly saving it asks for (what the plan allocates); null when it asks for none. */
  monthlyCents: number | null;
  advice: Advice;
}

/** What the budget gives a monthly saving: all it needs, part of it, or nothing. */
export type ShareKind = 'IN_FULL' | 'IN_PART' | 'NONE';

/** A monthly saving the plan finds needed, and what the budget allocates to it. */
export interface BudgetShare {
  kind: ShareKind;
  neededCents: number;
  allocatedCents: number;
  /** Whether the budget funds it first: no saving before it took a share of the disposable income. */
  first: boolean;
}

/** The need `key` and what the plan allocates to it: all of it when the plan has no such need (nothing to limit). */
export function shareOf(allocation: AllocationSummary, key: string, neededCents: number): BudgetShare {
  const item = allocationOf(allocation, key);
  const allocatedCents = item ? item.allocatedCents : neededCents;
  return {
    kind: allocatedCents === neededCents ? 'IN_FULL' : allocatedCents > 0 ? 'IN_PART' : 'NONE',
    neededCents,
    allocatedCents,
    first: item?.rank === 1,
  };
}
