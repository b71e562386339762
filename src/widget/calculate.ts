import { GraphQLClient } from 'graphql-request';
import type { CollegeCost, Money, SubmittedAnswers } from './types';
import { toWhatToInclude } from './include-choices';
import { ACCOMMODATION_TYPES, COST_TYPES } from '../assumptions';

const MONEY = '{ float string display }';

/** The calculation call, exactly as DESIGN.md gives it. */
export const CALCULATE_COLLEGE_COSTS = `mutation CalculateCollegeCosts($userId: ID, $accommodation: AccommodationType!, $ageOfChild: Int!, $courseDuration: Int!, $eligibleForFreeTuitionFees: Boolean!, $whatToInclude: [CostType!]!) {
  updateCollegeCosts(userId: $userId, accommodation: $accommodation, ageOfChild: $ageOfChild, courseDuration: $courseDuration, eligibleForFreeTuitionFees: $eligibleForFreeTuitionFees, whatToInclude: $whatToInclude) {
    id userId goalId ageOfChild courseDuration targetDate accommodationType whatToInclude eligibleForFreeTuitionFees
    accommodationCost ${MONEY} fees ${MONEY} otherExpenses ${MONEY} annualCost ${MONEY} total ${MONEY}
    totalAdjustedForInflation ${MONEY} monthlySavingsRequired ${MONEY}
  }
}`;

export interface CalculateVariables {
  userId: string | null;
  accommodation: SubmittedAnswers['accommodation'];
  ageOfChild: number;
  courseDuration: number;
  eligibleForFreeTuitionFees: boolean;
  whatToInclude: ReturnType<typeof toWhatToInclude>;
}

export function toCalculateVariables(answers: SubmittedAnswers, userId: string | null): CalculateVariables {
  return {
    userId,
    accommodation: answers.accommodation,
    ageOfChild: answers.ageOfChild,
    courseDuration: answers.courseDuration,
    eligibleForFreeTuitionFees: answers.freeFees,
    whatToInclude: toWhatToInclude(answers.costsInclude),
  };
}

/** Sends CalculateCollegeCosts and returns the checked record; throws on any failure or malformed answer. */
export async function calculateCollegeCosts(
  endpoint: string,
  variables: CalculateVariables,
  signal?: AbortSignal,
): Promise<CollegeCost> {
  // A path such as '/graphql' is relative to the host page (graphql-request needs an absolute URL).
  const url = new URL(endpoint, typeof document === 'undefined' ? undefined : document.baseURI).href;
  const client = new GraphQLClient(url, { signal });
  const data = await client.request<{ updateCollegeCosts: unknown }>(CALCULATE_COLLEGE_COSTS, { ...variables });
  return checkCollegeCost(data?.updateCollegeCosts);
}

const MONEY_FIELDS = [
  'accommodationCost',
  'fees',
  'otherExpenses',
  'annualCost',
  'total',
  'totalAdjustedForInflation',
  'monthlySavingsRequired',
] as const;

const isMoney = (value: unknown): value is Money => {
  const money = value as Money | null;
  return (
    typeof money === 'object' && money !== null && Number.isFinite(money.float) &&
    typeof money.string === 'string' && typeof money.display === 'string'
  );
};

/** Guards the view against a malformed answer: every field the results view reads must be there. */
export function checkCollegeCost(value: unknown): CollegeCost {
  const cost = value as CollegeCost | null;
  const ok =
    typeof cost === 'object' && cost !== null &&
    Number.isInteger(cost.ageOfChild) && Number.isInteger(cost.courseDuration) &&
    typeof cost.targetDate === 'string' && !Number.isNaN(Date.parse(cost.targetDate)) &&
    (ACCOMMODATION_TYPES as readonly string[]).includes(cost.accommodationType) &&
    Array.isArray(cost.whatToInclude) && cost.whatToInclude.every((c) => (COST_TYPES as readonly string[]).includes(c)) &&
    typeof cost.eligibleForFreeTuitionFees === 'boolean' &&
    MONEY_FIELDS.every((field) => isMoney(cost[field]));
  if (!ok) throw new TypeError('CalculateCollegeCosts returned a malformed CollegeCost');
  return cost as CollegeCost;
}
