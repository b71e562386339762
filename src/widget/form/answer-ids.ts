/** The form's ids: pure, so the empty form before the framework (empty-form-shell.ts) reads them too. */
import { questionIds, type QuestionIds } from '../ui/question-ids';
import type { FormAnswers } from '../host/types';

/** Each answer's question in the form's ids ('<idBase>-age-input', '<idBase>-fees-input-yes', …). */
export const QUESTION_KEY = {
  ageOfChild: 'age',
  courseDuration: 'course',
  freeFees: 'fees',
  accommodation: 'accommodation',
  costsInclude: 'include',
} as const satisfies Record<keyof FormAnswers, string>;

export type AnswerIds = Record<(typeof QUESTION_KEY)[keyof FormAnswers], QuestionIds>;

/** The ids of the five questions' labels, hints, errors and controls, under the widget's `idBase`. */
export const answerIds = (idBase: string): AnswerIds =>
  Object.fromEntries(
    Object.values(QUESTION_KEY).map((question) => [question, questionIds(`${idBase}-${question}`)]),
  ) as AnswerIds;

/** The answer whose question holds the control of this element id, under the widget's `idBase`. */
export const answerOfControl = (idBase: string, id: string): keyof FormAnswers | undefined =>
  (Object.keys(QUESTION_KEY) as (keyof FormAnswers)[]).find((answer) =>
    id.startsWith(`${idBase}-${QUESTION_KEY[answer]}-`),
  );
