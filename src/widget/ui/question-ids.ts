/** Ids that tie one question's label, hint and error to its control (GOV.UK Frontend pattern). */
export interface QuestionIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

export const questionIds = (base: string): QuestionIds => ({
  control: `${base}-input`,
  label: `${base}-label`,
  hint: `${base}-hint`,
  error: `${base}-error`,
});

/** The id of one choice of a radio group ('<control>-<key>'). */
export const choiceId = (ids: QuestionIds, key: string): string => `${ids.control}-${key}`;
