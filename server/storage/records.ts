/** The records the storage keeps. Amounts are whole cents; dates are 'YYYY-MM-DD'. */
import type { AccommodationType, CostType } from '../../src/assumptions';
import type { CostAmounts } from '../cost-model';
import type { GoalType } from '../../schema/generated/schema';

export interface UserRecord {
  id: string;
  name: string | null;
  email: string | null;
  referralSource: string | null;
}

export interface CollegeCostRecord extends CostAmounts {
  id: string;
  userId: string;
  goalId: string | null;
  ageOfChild: number;
  courseDuration: number;
  accommodationType: AccommodationType;
  whatToInclude: CostType[];
  eligibleForFreeTuitionFees: boolean;
}

export interface GoalRecord {
  id: string;
  userId: string;
  name: string;
  goalType: GoalType;
  goalData: unknown;
  priority: number | null;
  targetDate: string | null;
  valueToSaveCents: number;
  /** The owner's name from their user record, for Goal.owners. */
  ownerName: string | null;
}

export type GoalFields = Omit<GoalRecord, 'id' | 'userId' | 'ownerName'>;
