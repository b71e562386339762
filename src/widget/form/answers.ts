import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';
import { fromWhatToInclude } from './include-choices';

/** The empty form of a fresh start. */
export const EMPTY_ANSWERS: FormAnswers = {
  ageOfChild: null,
  courseDuration: null,
  freeFees: null,
  accommodation: null,
  costsInclude: [],
};

/** 'Make a change': the form prefilled from the result. */
export function answersFromCollegeCost(cost: CollegeCost): SubmittedAnswers {
  return {
    ageOfChild: cost.ageOfChild,
    courseDuration: cost.courseDuration,
    freeFees: cost.eligibleForFreeTuitionFees,
    accommodation: cost.accommodationType,
    costsInclude: fromWhatToInclude(cost.whatToInclude),
  };
}

/** The year of an ISO targetDate ('2037-09-01' → 2037). */
export function targetYear(targetDate: string): number {
  const match = /^(\d{4})-/.exec(targetDate);
  return match ? Number(match[1]) : new Date(targetDate).getUTCFullYear();
}
