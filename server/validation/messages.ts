/**
 * The words of every refusal, in one place: the SPEC §5 messages for the calculator's answers,
 * and the messages for values GraphQL itself refuses before a resolver runs (a non-integer age,
 * an unknown enum value), so a client sees the same fieldErrors whichever layer refused.
 */
import { ACCOMMODATION_TYPES, COST_TYPES, COURSE_DURATIONS } from '../../src/assumptions';
import { ANSWER_MESSAGES } from '../../src/rules/answers';

/** SPEC §5: a required answer that is missing or null. */
export const REQUIRED = ANSWER_MESSAGES.required;

/** The refusal of a number that is not a whole number from `min` to `max`. */
export const wholeNumberFrom = (min: number, max: number): string => `Must be a whole number from ${min} to ${max}`;

/** A satisfaction (NPS) survey's score (SurveyInput.score). */
export const NPS_SCORE = { min: 0, max: 10 } as const;

/** 'A, B or C'. */
export const listOf = (values: readonly (string | number)[]): string =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** The refusals of the shared answer rules (src/rules/answers.ts, include.ts) by name, in the API's words. */
export const COLLEGE_COST_MESSAGES = {
  ageNotInteger: ANSWER_MESSAGES.ageNotInteger,
  ageTooLow: ANSWER_MESSAGES.ageTooLow,
  ageTooHigh: ANSWER_MESSAGES.ageTooHigh,
  courseDuration: `Must be ${listOf(COURSE_DURATIONS)} years`,
  eligibleForFreeTuitionFees: 'Must be true or false',
  accommodation: `Must be ${listOf(ACCOMMODATION_TYPES)}`,
  costType: `Each item must be ${listOf(COST_TYPES)}`,
  includeEmpty: 'Choose at least one cost to include',
  includeFees: 'FEES must always be included',
  includeDuplicates: 'Each cost type may be listed only once',
  includeAccommodationAtHome: 'ACCOMMODATION cannot be included when the child lives at HOME',
  includeOtherWithoutAccommodation:
    'With RENTED or STUDENT accommodation include FEES, FEES and ACCOMMODATION, or FEES, ACCOMMODATION and OTHER_EXPENSES',
} as const;

/**
 * What to say when GraphQL refuses a value of this field for its type, keyed by the field's last
 * name. Fields not listed keep GraphQL's own explanation.
 */
export const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  ageOfChild: COLLEGE_COST_MESSAGES.ageNotInteger,
  score: wholeNumberFrom(NPS_SCORE.min, NPS_SCORE.max),
  courseDuration: COLLEGE_COST_MESSAGES.courseDuration,
  eligibleForFreeTuitionFees: COLLEGE_COST_MESSAGES.eligibleForFreeTuitionFees,
  accommodation: COLLEGE_COST_MESSAGES.accommodation,
  whatToInclude: COLLEGE_COST_MESSAGES.costType,
};
