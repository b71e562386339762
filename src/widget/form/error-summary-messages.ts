/**
 * The texts of the form's error summary (form/AnswerErrorSummary.tsx), in English; it shows only once the
 * framework has the form, so they come in its chunk (messages.ts has their names for the `messages` option).
 */
export const ERROR_SUMMARY_MESSAGES = {
  /** The summary's heading (GOV.UK Frontend's words). */
  errorSummaryHeading: 'There is a problem',
  /** Each link of the summary: the question and what is wrong with its answer ('How old is your child? Please provide an answer'). */
  errorSummaryItem: '{question} {error}',
};

export type ErrorSummaryMessages = { [K in keyof typeof ERROR_SUMMARY_MESSAGES]: string };
