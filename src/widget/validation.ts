import { array, boolean, mixed, number, object, ValidationError } from 'yup';
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../assumptions';
import { ANSWER_MESSAGES } from '../answer-messages';
import type { AccommodationType, FormAnswers, IncludeItem } from './types';
import { findIncludeChoice } from './include-choices';

/** SPEC §5's messages, word for word where the spec gives them (shared with the server). */
export const MESSAGE = {
  required: ANSWER_MESSAGES.required,
  wholeYears: ANSWER_MESSAGES.ageNotInteger,
  tooOld: ANSWER_MESSAGES.ageTooHigh,
  tooYoung: ANSWER_MESSAGES.ageTooLow,
  courseDuration: 'Please choose a course length from 2 to 7 years',
  accommodation: 'Please choose one of the options',
  include: 'Please choose one of the options',
} as const;

/** The errors' names for the `messages` option: 'error' and the MESSAGE key, capitalised ('errorTooOld'). */
export type ErrorMessages = { [K in keyof typeof MESSAGE as `error${Capitalize<K>}`]: string };

const INCLUDE_ITEMS: readonly IncludeItem[] = ['Fees', 'Accommodation', 'OtherExpenses'];

const answersSchema = object({
  ageOfChild: number()
    .typeError(MESSAGE.required)
    .nullable()
    .required(MESSAGE.required)
    .integer(MESSAGE.wholeYears)
    .min(AGE_MIN, MESSAGE.tooYoung)
    .max(AGE_MAX, MESSAGE.tooOld),
  courseDuration: number()
    .typeError(MESSAGE.required)
    .nullable()
    .required(MESSAGE.required)
    .oneOf([...COURSE_DURATIONS], MESSAGE.courseDuration),
  freeFees: boolean().nullable().required(MESSAGE.required),
  accommodation: mixed<AccommodationType>()
    .nullable()
    .required(MESSAGE.required)
    .oneOf([...ACCOMMODATION_TYPES], MESSAGE.accommodation),
  costsInclude: array(
    mixed<IncludeItem>()
      .required()
      .oneOf([...INCLUDE_ITEMS], MESSAGE.include),
  )
    .required(MESSAGE.required)
    .min(1, MESSAGE.required)
    .test('offered', MESSAGE.include, function offered(items) {
      const { accommodation } = this.parent as FormAnswers;
      return !items?.length || !accommodation || findIncludeChoice(accommodation, items as IncludeItem[]) !== undefined;
    }),
});

export type FieldErrors = Partial<Record<keyof FormAnswers, string>>;

/** Validates the answers; returns one message per invalid field (the first rule it breaks), or {} when valid. */
export function validateAnswers(values: FormAnswers): FieldErrors {
  try {
    answersSchema.validateSync(values, { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner) {
      const field = issue.path?.split(/[.[]/)[0] as keyof FormAnswers | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
