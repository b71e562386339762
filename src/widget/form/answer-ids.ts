/**
 * The form's ids: pure, so the empty form before the framework (empty-form-shell.ts) reads them too. Each question's
 * word in them is its row's `key` in the questions' table (questions.ts), read from the copy the build writes
 * (generated/question-keys.ts, `npm run prerender`): the table itself would not fit the first module's size budget.
 */
import { questionIds, type QuestionIds } from '../ui/question-ids';
import { QUESTION_KEY } from '../generated/question-keys';
import type { FormAnswers } from '../host/types';

/** The word of a question's ids: '<idBase>-age-input', '<idBase>-fees-input-yes', … */
export type QuestionKey = (typeof QUESTION_KEY)[keyof FormAnswers];

export type AnswerIds = Record<QuestionKey, QuestionIds>;

/** The ids of the questions' labels, hints, errors and controls, under the widget's `idBase`. */
export const answerIds = (idBase: string): AnswerIds =>
  Object.fromEntries(
    Object.values(QUESTION_KEY).map((question) => [question, questionIds(`${idBase}-${question}`)]),
  ) as AnswerIds;

/** The answer whose question holds the control of this element id, under the widget's `idBase`. */
export const answerOfControl = (idBase: string, id: string): keyof FormAnswers | undefined =>
  (Object.keys(QUESTION_KEY) as (keyof FormAnswers)[]).find((answer) =>
    id.startsWith(`${idBase}-${QUESTION_KEY[answer]}-`),
  );
