import type { FormAnswers, IncludeItem } from '../host/types';
import { ANSWER_MESSAGES, accommodationRule, ageRule, courseDurationRule, freeFeesRule } from '../../rules/answers';
import { includeItemsRule, includeRule, type IncludeRefusal } from '../../rules/include';
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
 * An error of the answer rules in the host's words when it gave them: by the name of its MESSAGE key ('tooOld'
 * is the name 'errorTooOld'). Here, with the rules, not in the first module: only their errors are translated.
 */
export function translateError(message: string | undefined, given: Partial<ErrorMessages>): string | undefined {
  for (const key in MESSAGE) {
    const name = `error${key[0].toUpperCase()}${key.slice(1)}` as keyof ErrorMessages;
    if (MESSAGE[key as Message] === message && given[name]) return given[name];
  }
  return message;
}

/** An answer's check: its message when the answer breaks a rule, given all the answers. */
type Check = (value: unknown, answers: FormAnswers) => string | undefined;

/**
 * A check by a shared rule (src/rules/), its refusals in the form's words: `words` names the MESSAGE of some,
 * and any other is `otherwise` (an answer the form does not offer, which a parent reads as one). NaN, a number
 * field left without digits, is no answer.
 */
const byRule =
  <Refusal extends string>(
    rule: (value: unknown, answers: FormAnswers) => Refusal | undefined,
    otherwise: Message,
    words: Partial<Record<Refusal, Message>> = {},
  ): Check =>
  (value, answers) => {
    const refused = rule(Number.isNaN(value) ? null : value, answers);
    return refused && MESSAGE[words[refused] ?? otherwise];
  };

/**
 * The include rule, on the items as the API names them. Before the parent has said where the child lives,
 * the items are judged on their own: the choices offered wait on that answer, which has its own error.
 */
const includeOf = (items: unknown, { accommodation }: FormAnswers): IncludeRefusal | undefined => {
  const costs = Array.isArray(items) ? items.map((item: IncludeItem) => TO_WIRE[item]) : items;
  return accommodation ? includeRule(costs, accommodation) : includeItemsRule(costs);
};

/**
 * Each answer's check, in the form's order. The shared rules check the answers' types and say when one is
 * missing, so they are the whole of the validation: no schema library is needed around them.
 */
const CHECKS: Record<keyof FormAnswers, Check> = {
  ageOfChild: byRule(ageRule, 'required', {
    ageNotInteger: 'wholeYears',
    ageTooLow: 'tooYoung',
    ageTooHigh: 'tooOld',
  }),
  courseDuration: byRule(courseDurationRule, 'courseDuration', { required: 'required' }),
  freeFees: byRule(freeFeesRule, 'required'),
  accommodation: byRule(accommodationRule, 'accommodation', { required: 'required' }),
  costsInclude: byRule(includeOf, 'include', { required: 'required', includeEmpty: 'required' }),
};

export type FieldErrors = Partial<Record<keyof FormAnswers, string>>;

/** Validates the answers; returns one message per invalid field, or {} when valid. */
export function validateAnswers(values: FormAnswers): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(CHECKS) as (keyof FormAnswers)[]) {
    const message = CHECKS[field](values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}
