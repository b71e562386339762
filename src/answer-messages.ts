/**
 * The SPEC §5 messages for the calculator's answers that the widget shows and the server returns in
 * fieldErrors, in one place, so a parent sees the same words whichever side refused an answer.
 */
import { AGE_MAX, AGE_MIN } from './assumptions';

export const ANSWER_MESSAGES = {
  /** A required answer that is missing. */
  required: 'Please provide an answer',
  /** An age that is not a whole number of years. */
  ageNotInteger: 'Please round down to their last birthday',
  ageTooLow: `Must be at least ${AGE_MIN} years old`,
  ageTooHigh: `Must be no more than ${AGE_MAX} years old`,
} as const;
