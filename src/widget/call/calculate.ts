import type { CollegeCost, SubmittedAnswers } from '../host/types';
import { toWhatToInclude } from '../form/include-choices';
import { ACCOMMODATION_TYPES, COST_TYPES } from '../../assumptions';
import { CallFailedError } from './call-failure';
import type { ResolvedOptions } from '../host/options';
import { callPlanningApi, type CallSettings } from './planning-call';
import { isMoney } from '../../api-call/money-guard';
import { CalculateCollegeCostsString } from '../../client/generated/documents/CalculateCollegeCosts';
import type { CalculateCollegeCostsMutationVariables } from '../../client/generated/operations';

// The calculation call is the client's CalculateCollegeCosts operation (src/client/operations/core.graphql), sent as
// the generated plain string (no GraphQL parser in the bundle) by planning-call.ts; the server tests and the
// benchmarks send the same.

export function toCalculateVariables(
  answers: SubmittedAnswers,
  userId: string | null,
): CalculateCollegeCostsMutationVariables {
  return {
    userId,
    accommodation: answers.accommodation,
    ageOfChild: answers.ageOfChild,
    courseDuration: answers.courseDuration,
    eligibleForFreeTuitionFees: answers.freeFees,
    whatToInclude: toWhatToInclude(answers.costsInclude),
  };
}

/** Sends CalculateCollegeCosts and returns the checked record (see planning-call.ts for failures). */
export function calculateCollegeCosts(
  endpoint: string,
  variables: CalculateCollegeCostsMutationVariables,
  settings: CallSettings,
): Promise<CollegeCost> {
  return callPlanningApi(endpoint, CalculateCollegeCostsString, variables, settings, (data) =>
    checkCollegeCost(data?.updateCollegeCosts),
  );
}

/** The calculation of `answers` with the widget's options: its endpoint, user, token and timeout. */
export function requestEstimate(
  options: Pick<ResolvedOptions, 'graphQLEndpoint' | 'userId' | 'authToken' | 'requestTimeoutMs'>,
  answers: SubmittedAnswers,
  signal?: AbortSignal,
): Promise<CollegeCost> {
  return calculateCollegeCosts(options.graphQLEndpoint, toCalculateVariables(answers, options.userId), {
    authToken: options.authToken,
    timeoutMs: options.requestTimeoutMs,
    signal,
  });
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

/** Guards the view against a malformed answer: every field the results view reads must be there. */
export function checkCollegeCost(value: unknown): CollegeCost {
  const cost = value as CollegeCost | null;
  const ok =
    typeof cost === 'object' &&
    cost !== null &&
    Number.isInteger(cost.ageOfChild) &&
    Number.isInteger(cost.courseDuration) &&
    typeof cost.targetDate === 'string' &&
    !Number.isNaN(Date.parse(cost.targetDate)) &&
    (ACCOMMODATION_TYPES as readonly string[]).includes(cost.accommodationType) &&
    Array.isArray(cost.whatToInclude) &&
    cost.whatToInclude.every((c) => (COST_TYPES as readonly string[]).includes(c)) &&
    typeof cost.eligibleForFreeTuitionFees === 'boolean' &&
    MONEY_FIELDS.every((field) => isMoney(cost[field])) &&
    (cost.notSaved == null || typeof cost.notSaved.code === 'string');
  if (!ok)
    throw new CallFailedError({ kind: 'malformed', message: 'CalculateCollegeCosts returned a malformed CollegeCost' });
  return cost as CollegeCost;
}
