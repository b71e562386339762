/**
 * The calculator's questions (SPEC §3, §5), each described once, in the order the form shows them: the piece of ui/
 * that answers it, its texts by their names in the `messages` option (label, placeholder, hint, choices, link), the
 * word of its ids, the shared rule that checks it (src/rules/answers.ts, which the server checks with too) and the
 * messages its refusals show (validation.ts's MESSAGE, by name). The framework's form draws each question from its
 * row (AnswerQuestions.tsx), and so does the painted form, rendered from it (scripts/prerender-form.ts); the
 * validation, the ids, the error summary, the first controls, the Storybook controls and docs/embedding.md's
 * questions table read it too.
 *
 * Data only: a rule is named, not imported, so the rules stay in the validation chunk. The table is the framework's:
 * in the first module it would not fit that module's size budget. The first module reads the ids' words from the
 * copy `npm run prerender` writes (generated/question-keys.ts), and its hand-over of what the parent did before the
 * framework (embed/empty-form-shell.ts) reads the native controls itself.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../../assumptions';
import type * as AnswerRules from '../../rules/answers';
import type { IncludeRefusal } from '../../rules/include';
import type { Rule } from '../../rules/rule';
import type { FormMessages } from './form-messages';
import type { Message } from './validation';
import type { FormAnswers } from '../host/types';
import { INCLUDE_TEXT } from './include-text';

/** A text of the form, by its name in the `messages` option. */
export type Text = keyof FormMessages;

/**
 * The rules a question may name: each shared rule of src/rules/answers.ts by its name, and 'include', the include
 * rule of src/rules/include.ts, which reads where the child lives too (validation.ts).
 */
export type RuleName =
  | { [K in keyof typeof AnswerRules]: (typeof AnswerRules)[K] extends Rule ? K : never }[keyof typeof AnswerRules]
  | 'include';

/** What a rule may answer: the names of its refusals. */
type RefusalOf<R extends RuleName> = R extends keyof typeof AnswerRules
  ? Exclude<ReturnType<(typeof AnswerRules)[R]>, undefined>
  : IncludeRefusal;

/** A question's check: its rule, and the message each refusal shows. */
type Check = {
  [R in RuleName]: {
    rule: R;
    /** The refusals the form words apart from `otherwise` (a missing answer as 'required'). */
    refusals?: Partial<Record<RefusalOf<R>, Message>>;
    /** The message of every other refusal: an answer the form does not offer, which a parent reads as this. */
    otherwise: Message;
  };
}[RuleName];

/** One choice of a dropdown: its value and its text (with `fill` put into the text's places). */
export interface Choice<V> {
  value: V;
  text: Text;
  fill?: Record<string, number>;
}

/** A whole number typed in the number field (ui/NumberInput.tsx), from `min` to `max`. */
interface NumberQuestion {
  control: 'number';
  placeholder: Text;
  min: number;
  max: number;
}

/** One of `choices`, picked in a dropdown (ui/Select.tsx). */
interface SelectQuestion<V> {
  control: 'select';
  placeholder: Text;
  choices: readonly Choice<V>[];
}

/** The Yes / No radio pair (ui/YesNo.tsx), its texts 'yes' and 'no'. */
interface YesNoQuestion {
  control: 'yesNo';
}

/**
 * 'What do you want to include?': radios (ui/RadioGroup.tsx) whose choices are not its own but follow the answer
 * `follows` (include-choices.ts: at home, no accommodation); a choice no longer offered when that answer changes is
 * cleared. Its texts are include-text.ts's.
 */
interface IncludeQuestion {
  control: 'include';
  follows: 'accommodation';
}

/** How a question of an answer of type V is answered: the controls that give such an answer. */
type ControlOf<V> = [V] extends [number]
  ? NumberQuestion | SelectQuestion<V>
  : [V] extends [boolean]
    ? YesNoQuestion
    : [V] extends [readonly unknown[]]
      ? IncludeQuestion
      : SelectQuestion<V>;

/** One question, for an answer of type V. */
export type Question<V> = ControlOf<NonNullable<V>> &
  Check & {
    /** The word of its ids: '<idBase>-<key>-input', '-label', '-hint', '-error' (ui/question-ids.ts). */
    key: string;
    label: Text;
    /** The information icon beside the label: its name (`about`) and the tooltip's text. */
    hint?: { about: Text; text: Text };
    /** A link under the choices, opening in a new tab the address of the option `href`. */
    link?: { text: Text; href: 'feesInfoUrl' };
  };

/** The questions, by their answers (FormAnswers), in the form's order. */
export const QUESTIONS = {
  ageOfChild: {
    key: 'age',
    control: 'number',
    label: 'ageQuestion',
    placeholder: 'agePlaceholder',
    min: AGE_MIN,
    max: AGE_MAX,
    rule: 'ageRule',
    refusals: { ageNotInteger: 'wholeYears', ageTooLow: 'tooYoung', ageTooHigh: 'tooOld' },
    otherwise: 'required',
  },
  courseDuration: {
    key: 'course',
    control: 'select',
    label: 'courseQuestion',
    placeholder: 'selectPlaceholder',
    choices: COURSE_DURATIONS.map((years) => ({ value: years, text: 'courseYears', fill: { years } })),
    rule: 'courseDurationRule',
    refusals: { required: 'required' },
    otherwise: 'courseDuration',
  },
  freeFees: {
    key: 'fees',
    control: 'yesNo',
    label: 'freeFeesQuestion',
    hint: { about: 'aboutFreeFees', text: 'freeFeesHint' },
    link: { text: 'notSure', href: 'feesInfoUrl' },
    rule: 'freeFeesRule',
    otherwise: 'required',
  },
  accommodation: {
    key: 'accommodation',
    control: 'select',
    label: 'accommodationQuestion',
    hint: { about: 'aboutAccommodation', text: 'accommodationHint' },
    placeholder: 'selectPlaceholder',
    choices: ACCOMMODATION_TYPES.map((type) => ({ value: type, text: `accommodation${type}` as const })),
    rule: 'accommodationRule',
    refusals: { required: 'required' },
    otherwise: 'accommodation',
  },
  costsInclude: {
    key: 'include',
    control: 'include',
    follows: 'accommodation',
    label: 'includeQuestion',
    rule: 'include',
    refusals: { required: 'required', includeEmpty: 'required' },
    otherwise: 'include',
  },
} as const satisfies { [A in keyof FormAnswers]: Question<FormAnswers[A]> };

/** An answer of the form, the name of its question's row. */
export type Answer = keyof typeof QUESTIONS;

/** Any row of the table. */
export type AnyQuestion = (typeof QUESTIONS)[Answer];

/** The answers in the order the form shows their questions. */
export const ANSWER_ORDER = Object.keys(QUESTIONS) as Answer[];

/** The names of every text a question shows, in the order it shows them (docs/embedding.md lists them). */
export function questionTexts(question: AnyQuestion): Text[] {
  const choices: readonly Text[] =
    question.control === 'select'
      ? [...new Set(question.choices.map((choice) => choice.text))]
      : question.control === 'yesNo'
        ? ['yes', 'no']
        : question.control === 'include'
          ? Object.values(INCLUDE_TEXT)
          : [];
  return [
    question.label,
    ...('hint' in question ? [question.hint.about, question.hint.text] : []),
    ...('placeholder' in question ? [question.placeholder] : []),
    ...choices,
    ...('link' in question ? [question.link.text] : []),
  ];
}
