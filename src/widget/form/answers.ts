import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';
import { fromWhatToInclude } from './include-choices';
import { ANSWER_ORDER, QUESTIONS } from './questions';

/**
 * The empty form of a fresh start: each question unanswered (null), the include question with no cost chosen. (Every
 * answer is there, but Object.fromEntries() types no names.)
 */
export const EMPTY_ANSWERS = Object.fromEntries(
  ANSWER_ORDER.map((answer) => [answer, QUESTIONS[answer].control === 'include' ? [] : null]),
) as unknown as FormAnswers;

/** 'Make a change': the form prefilled from the result (an answer the result does not hold, as in the empty form). */
export function answersFromCollegeCost(cost: CollegeCost): SubmittedAnswers {
  return {
    ...EMPTY_ANSWERS,
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
