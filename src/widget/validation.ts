import { mixed, object, ValidationError, type TestFunction } from 'yup';
import type { FormAnswers, IncludeItem } from './types';
import { ANSWER_MESSAGES, accommodationRule, ageRule, courseDurationRule, freeFeesRule } from '../rules/answers';
import { includeItemsRule, includeRule, type IncludeRefusal } from '../rules/include';
import { TO_WIRE } from './include-choices';

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

type Message = keyof typeof MESSAGE;

/**
 * A yup test by a shared rule (src/rules/), its refusals in the form's words: `words` names the MESSAGE of
 * some, and any other is `otherwise` (an answer the form does not offer, which a parent reads as one). NaN,
 * a number field left without digits, is no answer.
 */
const byRule =
  <Refusal extends string>(
    rule: (value: unknown, answers: FormAnswers) => Refusal | undefined,
    otherwise: Message,
    words: Partial<Record<Refusal, Message>> = {},
  ): TestFunction =>
  (value, context) => {
    const refused = rule(Number.isNaN(value) ? null : value, context.parent as FormAnswers);
    return !refused || context.createError({ message: MESSAGE[words[refused] ?? otherwise] });
  };

/**
 * The include rule, on the items as the API names them. Before the parent has said where the child lives,
 * the items are judged on their own: the choices offered wait on that answer, which has its own error.
 */
const includeOf = (items: unknown, { accommodation }: FormAnswers): IncludeRefusal | undefined => {
  const costs = Array.isArray(items) ? items.map((item: IncludeItem) => TO_WIRE[item]) : items;
  return accommodation ? includeRule(costs, accommodation) : includeItemsRule(costs);
};

/** An answer checked by its shared rule alone (null included: the rule says when it is missing). */
const answer = (test: TestFunction) => mixed().nullable().test(test);

// The shared rules check the answers' types too, so yup's number, boolean and array schemas stay out of the chunk.
const answersSchema = object({
  ageOfChild: answer(
    byRule(ageRule, 'required', { ageNotInteger: 'wholeYears', ageTooLow: 'tooYoung', ageTooHigh: 'tooOld' }),
  ),
  courseDuration: answer(byRule(courseDurationRule, 'courseDuration', { required: 'required' })),
  freeFees: answer(byRule(freeFeesRule, 'required')),
  accommodation: answer(byRule(accommodationRule, 'accommodation', { required: 'required' })),
  costsInclude: answer(byRule(includeOf, 'include', { required: 'required', includeEmpty: 'required' })),
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
