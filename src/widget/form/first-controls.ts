import { choiceId, type QuestionIds } from '../ui/question-ids';
import type { FormAnswers } from '../host/types';
import type { AnswerIds } from './answer-ids';
import { ANSWER_ORDER, QUESTIONS, type AnyQuestion } from './questions';

/** The questions in the order the form shows them (questions.ts). */
export { ANSWER_ORDER };

/** A question's first control: the field or dropdown, or a question of radios' first choice ('Yes'; 'Fees only', first wherever the child lives). */
const firstControl = (ids: QuestionIds, control: AnyQuestion['control']): string =>
  control === 'yesNo' ? choiceId(ids, 'yes') : control === 'include' ? choiceId(ids, 'fees') : ids.control;

/** Each answer's first control, which takes the focus when the answer is refused. */
export const firstControlId = (ids: AnswerIds): Record<keyof FormAnswers, string> =>
  Object.fromEntries(
    ANSWER_ORDER.map((answer) => [answer, firstControl(ids[QUESTIONS[answer].key], QUESTIONS[answer].control)]),
  ) as Record<keyof FormAnswers, string>;
