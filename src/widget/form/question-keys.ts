import type { FormAnswers } from '../types';

/** Each answer's question in the form's ids ('<idBase>-age-input', '<idBase>-fees-input-yes', …). */
export const QUESTION_KEY = {
  ageOfChild: 'age',
  courseDuration: 'course',
  freeFees: 'fees',
  accommodation: 'accommodation',
  costsInclude: 'include',
} as const satisfies Record<keyof FormAnswers, string>;

/** The answer whose question holds the control of this element id, under the widget's `idBase`. */
export const answerOfControl = (idBase: string, id: string): keyof FormAnswers | undefined =>
  (Object.keys(QUESTION_KEY) as (keyof FormAnswers)[]).find((answer) =>
    id.startsWith(`${idBase}-${QUESTION_KEY[answer]}-`),
  );
