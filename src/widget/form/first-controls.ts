import { choiceId } from '../ui/question-ids';
import type { FormAnswers } from '../host/types';
import type { AnswerIds } from './answer-ids';

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
  freeFees: choiceId(ids.fees, 'yes'),
  accommodation: ids.accommodation.control,
  costsInclude: choiceId(ids.include, 'fees'),
});
