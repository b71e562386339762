import type { FormAnswers, IncludeItem } from '../host/types';
import { ANSWER_MESSAGES } from '../../rules/answers';
import * as ANSWER_RULES from '../../rules/answers';
import { includeItemsRule, includeRule, type IncludeRefusal } from '../../rules/include';
import { TO_WIRE } from './include-choices';
import { ANSWER_ORDER, QUESTIONS, type RuleName } from './questions';

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

/** A message of the answers' errors, by its MESSAGE key (questions.ts names them). */
export type Message = keyof typeof MESSAGE;

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

/** A rule of the form: the answer's refusal, given all the answers. */
type FormRule = (value: unknown, answers: FormAnswers) => string | undefined;

/**
 * The include rule, on the items as the API names them. Before the parent has said where the child lives,
 * the items are judged on their own: the choices offered wait on that answer, which has its own error.
 */
const includeOf = (items: unknown, { accommodation }: FormAnswers): IncludeRefusal | undefined => {
  const costs = Array.isArray(items) ? items.map((item: IncludeItem) => TO_WIRE[item]) : items;
  return accommodation ? includeRule(costs, accommodation) : includeItemsRule(costs);
};

/** The rules the questions name (questions.ts): the shared ones of src/rules/answers.ts, and the include rule. */
const RULES: Record<RuleName, FormRule> = { ...ANSWER_RULES, include: includeOf };

/**
 * An answer's check, from its question's row: its rule, its refusals in the form's words (`refusals` names the
 * MESSAGE of some, and any other is `otherwise`). NaN, a number field left without digits, is no answer. The shared
 * rules check the answers' types and say when one is missing, so they are the whole of the validation: no schema
 * library is needed around them.
 */
function check(answer: keyof FormAnswers, answers: FormAnswers): string | undefined {
  const question = QUESTIONS[answer];
  const value = answers[answer];
  const refused = RULES[question.rule](Number.isNaN(value) ? null : value, answers);
  const words: Partial<Record<string, Message>> = ('refusals' in question && question.refusals) || {};
  return refused && MESSAGE[words[refused] ?? question.otherwise];
}

export type FieldErrors = Partial<Record<keyof FormAnswers, string>>;

/** Validates the answers; returns one message per invalid field, or {} when valid. */
export function validateAnswers(values: FormAnswers): FieldErrors {
  const errors: FieldErrors = {};
  for (const answer of ANSWER_ORDER) {
    const message = check(answer, values);
    if (message) errors[answer] = message;
  }
  return errors;
}
