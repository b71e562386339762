/**
 * The visible texts of SPEC §2, §5 and §8 in English, by what they are, and the small functions that put
 * values into them. The texts themselves are the message catalogs' (messages.ts, results-messages.ts), so
 * the default English and these names never disagree. The results chunk and tests import this module; the
 * form's first chunk reads messages.ts directly.
 */
import { fill } from './fill';
import { formatDate, type DateMessages } from './dates';
import { FORM_MESSAGES as F, dropdownStatusMessage } from './messages';
import { RESULTS_MESSAGES as R, type ResultsMessages } from '../results/results-messages';
import type { AccommodationType, FormAnswers } from './types';
import { ANSWER_ORDER, QUESTIONS } from '../form/questions';

export { dropdownStatusMessage };
export { DEFAULT_ADD_GOAL_LABEL } from './options';

/** Each question's label, by its answer, in the form's order (the texts its row of form/questions.ts names). */
export const QUESTION = Object.fromEntries(
  ANSWER_ORDER.map((answer) => [answer, F[QUESTIONS[answer].label]]),
) as Record<keyof FormAnswers, string>;

export const AGE_PLACEHOLDER = F.agePlaceholder;
export const SELECT_PLACEHOLDER = F.selectPlaceholder;
export const NOT_SURE_LINK = F.notSure;
export const CALCULATE = F.calculate;
export const CALCULATING = F.calculating;
export const CALCULATION_FAILED = F.calculationFailed;
export const SERVICE_DOWN = F.serviceDown;
export const ADD_GOAL_LINE = R.addGoalLine;
export const NOT_SAVED_AT_LIMIT = R.notSavedAtLimit;
export const COST_PER_YEAR = R.costPerYear;
export const YOU_TOLD_US = R.youToldUs;
export const MAKE_A_CHANGE = R.makeAChange;
export const NOTES_AND_ASSUMPTIONS = R.notesAndAssumptions;
export const START_OVER = R.startOver;
export const ELIGIBLE = R.eligible;
export const NOT_ELIGIBLE = R.notEligible;

export const ACCOMMODATION_LABEL: Record<AccommodationType, string> = {
  STUDENT: F.accommodationSTUDENT,
  RENTED: F.accommodationRENTED,
  HOME: F.accommodationHOME,
};

export const courseDurationLabel = (years: number, template: string = F.courseYears): string =>
  fill(template, { years });

export function headline(total: string, year: number, template: string = R.headline): string {
  return fill(template, { total, year });
}

/** Beside the monthly figure: '€407.89 a month'. */
export const A_MONTH = R.aMonth;

/** The target month in words, from an ISO date: '2040-09-01' → 'September 2040'. */
export const monthAndYear = (isoDate: string, t: DateMessages = R): string => formatDate(isoDate, t, 'monthYear');

/** Under the monthly figure: when the saving runs to, and why then. */
export function startLine(
  targetDate: string,
  startAge: number,
  t: Pick<ResultsMessages, 'startLine' | keyof DateMessages> = R,
): string {
  return fill(t.startLine, { date: monthAndYear(targetDate, t), age: startAge });
}

/** The cost table's last row: it adds up to the headline total. */
export const totalRowLabel = (years: number, template: string = R.totalRow): string => fill(template, { years });
export const perYearTimesYears = (annual: string, years: number, template: string = R.perYearTimesYears): string =>
  fill(template, { annual, years });

/** Hints shown by the tooltip icons. */
export const HINT = {
  freeFees: F.freeFeesHint,
  accommodation: F.accommodationHint,
} as const;
