/**
 * The rules of the calculator's answers (SPEC §5), for the widget's form and the server alike. Each rule
 * returns the name of what is wrong, or undefined when the answer is fine. ANSWER_MESSAGES words the
 * refusals the SPEC words, the same for both; the others each side words for its reader: the form for a
 * parent choosing from its options (widget/validation.ts), the API for a caller sending values
 * (server/validation/messages.ts). The include rule is in include.ts.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../assumptions';
import type { Rule } from './rule';

/** The SPEC §5 messages, word for word: the widget shows them and the server returns them in fieldErrors. */
export const ANSWER_MESSAGES = {
  /** A required answer that is missing. */
  required: 'Please provide an answer',
  /** An age that is not a whole number of years. */
  ageNotInteger: 'Please round down to their last birthday',
  ageTooLow: `Must be at least ${AGE_MIN} years old`,
  ageTooHigh: `Must be no more than ${AGE_MAX} years old`,
} as const;

// Missing is `== null` here and in include.ts, not rule.ts's absent(): the widget's validation chunk then
// shares no module with the savings plan's, which would split that module into a chunk of its own and add its
// hash to the first chunk (size-limit's loader page has no room for it).
const isOneOf = (values: readonly unknown[], value: unknown): boolean => values.includes(value);

/** The child's age: whole years from AGE_MIN to AGE_MAX. */
export const ageRule: Rule<'required' | 'ageNotInteger' | 'ageTooLow' | 'ageTooHigh'> = (age) =>
  age == null
    ? 'required'
    : !Number.isInteger(age)
      ? 'ageNotInteger'
      : (age as number) < AGE_MIN
        ? 'ageTooLow'
        : (age as number) > AGE_MAX
          ? 'ageTooHigh'
          : undefined;

/** The course's length: one of COURSE_DURATIONS, in years. */
export const courseDurationRule: Rule<'required' | 'courseDuration'> = (years) =>
  years == null ? 'required' : isOneOf(COURSE_DURATIONS, years) ? undefined : 'courseDuration';

/** Eligible for free fees or not: true or false. */
export const freeFeesRule: Rule<'required' | 'eligibleForFreeTuitionFees'> = (eligible) =>
  eligible == null ? 'required' : typeof eligible === 'boolean' ? undefined : 'eligibleForFreeTuitionFees';

/** Where the child will live: one of ACCOMMODATION_TYPES. */
export const accommodationRule: Rule<'required' | 'accommodation'> = (accommodation) =>
  accommodation == null ? 'required' : isOneOf(ACCOMMODATION_TYPES, accommodation) ? undefined : 'accommodation';
