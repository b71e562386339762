import { questionIds, type QuestionIds } from '../ui/Question';
import type { FormAnswers } from '../types';
import { QUESTION_KEY } from './question-keys';

export type AnswerIds = Record<(typeof QUESTION_KEY)[keyof FormAnswers], QuestionIds>;

/** The ids of the five questions' labels, hints, errors and controls, under the widget's `idBase`. */
export const answerIds = (idBase: string): AnswerIds =>
  Object.fromEntries(
    Object.values(QUESTION_KEY).map((question) => [question, questionIds(`${idBase}-${question}`)]),
  ) as AnswerIds;

/** The questions in the order the form shows them. */
export const ANSWER_ORDER: readonly (keyof FormAnswers)[] = [
  'ageOfChild',
  'courseDuration',
  'freeFees',
  'accommodation',
  'costsInclude',
];

/** Each answer's first control, which takes the focus when the answer is refused. */
export const firstControlId = (ids: AnswerIds): Record<keyof FormAnswers, string> => ({
  ageOfChild: ids.age.control,
  courseDuration: ids.course.control,
  freeFees: `${ids.fees.control}-yes`,
  accommodation: ids.accommodation.control,
  costsInclude: `${ids.include.control}-fees`,
});
