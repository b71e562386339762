/**
 * The form's questions (SPEC §3), each a react-final-form Field shown by the piece of ui/ its row of questions.ts
 * names, with the texts the row names. Markup only: the rules, the call and the focus are FormView's hooks.
 */
import { useContext } from 'react';
import { Field, type FieldMetaState, type FieldRenderProps } from 'react-final-form';
import type { FieldSubscription, FormApi } from 'final-form';
import type { Environment } from 'downshift';
import { NumberInput } from '../ui/NumberInput';
import { Select } from '../ui/Select';
import { YesNo } from '../ui/YesNo';
import { RadioGroup } from '../ui/RadioGroup';
import { TooltipIcon } from '../ui/Tooltip';
import { ExternalLink } from '../ui/ExternalLink';
import { findIncludeChoice, includeChoicesFor, keepOfferedInclude } from './include-choices';
import { floatingTooltipPart } from '../parts/parts';
import { trackLink } from '../host/analytics';
import { fill } from '../host/fill';
import { INCLUDE_TEXT } from './include-text';
import { dropdownStatusMessage, type FormMessages } from '../host/messages';
import { RenderRootContext, downshiftEnvironment } from '../root/render-root';
import type { ResolvedOptions } from '../host/options';
import type { AccommodationType, FormAnswers, IncludeItem } from '../host/types';
import { ANSWER_ORDER, QUESTIONS, type AnyQuestion, type Answer, type Choice } from './questions';
import type { AnswerIds } from './answer-ids';
import type { Flag } from '../lib/flag';
import { WithFlag, useFlag } from '../lib/use-flag';

export interface AnswerQuestionsProps {
  form: FormApi<FormAnswers>;
  idBase: string;
  ids: AnswerIds;
  t: FormMessages;
  options: ResolvedOptions;
  /** A call is running: the answers are locked (read where it shows: the fieldset and the dropdowns). */
  busy: Flag;
  /** Runs a question's 'left' once a click in progress has landed (pointer-settle.ts). */
  afterPointer: (change: () => void) => void;
  /** The first question's field (the age's), which takes the focus when the form is shown again. */
  firstFieldRef: (element: HTMLInputElement | null) => void;
}

/** Where the dropdowns listen and what they say as they open (SPEC §8). */
interface DropdownProps {
  environment: Environment | undefined;
  statusMessage: (isOpen: boolean, count: number) => string;
}

/**
 * What a question's field shows (its value, its error once shown): it re-renders when one of these changes,
 * and not for the rest of final-form's state, such as `submitting` at each Calculate.
 */
const SHOWN: FieldSubscription = { value: true, error: true, touched: true, submitFailed: true };

/** An error is shown once the question was touched or a submit was tried. */
const shownError = (meta: FieldMetaState<unknown>): string | undefined =>
  meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;

/** What every question but the age takes from its field: the value, the error once shown, the changes. */
function fieldProps<T>({ input, meta }: FieldRenderProps<T>, { t, afterPointer }: AnswerQuestionsProps) {
  return {
    value: input.value,
    error: shownError(meta),
    errorPrefix: t.errorPrefix,
    onChange: input.onChange,
    onLeave: () => afterPointer(() => input.onBlur()),
  };
}

/** The questions, in the table's order; locked while a call runs, so the estimate shown is for what is on screen. */
export function AnswerQuestions(props: AnswerQuestionsProps) {
  const { t, busy } = props;
  const dropdown: DropdownProps = {
    environment: downshiftEnvironment(useContext(RenderRootContext)),
    statusMessage: (isOpen, count) => dropdownStatusMessage(isOpen, count, t),
  };
  // The questions stay as they are when a call starts or ends: only the fieldset and the dropdowns re-render.
  const questions = ANSWER_ORDER.map((answer) => questionElement({ ...props, ...dropdown, answer }));
  return (
    <WithFlag flag={busy}>
      {(locked) => (
        <fieldset className="ccc-fields" disabled={locked}>
          {questions}
        </fieldset>
      )}
    </WithFlag>
  );
}

/** One question: its answer and its row of the table. */
interface QuestionProps<Q extends AnyQuestion['control']> extends AnswerQuestionsProps, DropdownProps {
  answer: Answer;
  question: Extract<AnyQuestion, { control: Q }>;
}

/** The question of `answer`, drawn by the piece its row names. */
function questionElement(props: AnswerQuestionsProps & DropdownProps & { answer: Answer }) {
  const question = QUESTIONS[props.answer];
  const key = props.answer;
  // (A switch, not a map of components: each piece takes its own kind of row.)
  switch (question.control) {
    case 'number':
      return <NumberQuestion key={key} {...props} question={question} />;
    case 'select':
      return <SelectQuestion key={key} {...props} question={question} />;
    case 'yesNo':
      return <YesNoQuestion key={key} {...props} question={question} />;
    case 'include':
      return <IncludeQuestion key={key} {...props} question={question} />;
  }
}

/** The information icon beside a question's label, when its row has a hint. */
function hintIcon(question: AnyQuestion, t: FormMessages) {
  if (!('hint' in question)) return undefined;
  return (
    <TooltipIcon loader={floatingTooltipPart} label={t[question.hint.about]}>
      {t[question.hint.text]}
    </TooltipIcon>
  );
}

/** A number typed in (the age); the first question's field takes the focus when the form is shown again. */
function NumberQuestion({ answer, question, ids, t, afterPointer, firstFieldRef }: QuestionProps<'number'>) {
  return (
    <Field<number | null> name={answer} subscription={SHOWN} allowNull>
      {({ input, meta }) => (
        <NumberInput
          ids={ids[question.key]}
          label={t[question.label]}
          labelIcon={hintIcon(question, t)}
          placeholder={t[question.placeholder]}
          min={question.min}
          max={question.max}
          autoComplete="off"
          error={shownError(meta)}
          errorPrefix={t.errorPrefix}
          value={input.value}
          onChange={input.onChange}
          onBlur={() => afterPointer(() => input.onBlur())}
          onFocus={() => input.onFocus()}
          inputRef={answer === ANSWER_ORDER[0] ? firstFieldRef : undefined}
        />
      )}
    </Field>
  );
}

/**
 * One of the row's choices, picked in a dropdown. A question whose choices follow this answer (the include
 * question follows the accommodation) keeps its answer only while it is still offered.
 */
function SelectQuestion(props: QuestionProps<'select'>) {
  const { answer, question, form, ids, t, environment, statusMessage } = props;
  const busy = useFlag(props.busy);
  const choices: readonly Choice<string | number>[] = question.choices;
  const options = choices.map(({ value, text, fill: values }) => ({
    value,
    label: values ? fill(t[text], values) : t[text],
  }));
  return (
    <Field<string | number | null> name={answer} subscription={SHOWN} allowNull>
      {(field) => (
        <Select
          ids={ids[question.key]}
          label={t[question.label]}
          labelIcon={hintIcon(question, t)}
          options={options}
          placeholder={t[question.placeholder]}
          statusMessage={statusMessage}
          environment={environment}
          disabled={busy}
          {...fieldProps(field, props)}
          onChange={(value) => {
            if (answer !== QUESTIONS.costsInclude.follows) return field.input.onChange(value);
            // The include choices offered depend on where the child lives: one no longer offered is cleared (the
            // include question's row says so: its choices follow this answer).
            form.batch(() => {
              field.input.onChange(value);
              const include = form.getFieldState('costsInclude')?.value as IncludeItem[] | undefined;
              form.change('costsInclude', keepOfferedInclude(value as AccommodationType, include ?? []));
            });
          }}
        />
      )}
    </Field>
  );
}

/** Yes or No, with the row's link under the pair (the 'I'm not sure' page of the feesInfoUrl option). */
function YesNoQuestion(props: QuestionProps<'yesNo'>) {
  const { answer, question, idBase, ids, t, options } = props;
  const link = 'link' in question ? question.link : undefined;
  return (
    <Field<boolean | null> name={answer} subscription={SHOWN} allowNull>
      {(field) => (
        <YesNo
          ids={ids[question.key]}
          name={`${idBase}-${answer}`}
          label={t[question.label]}
          labels={t}
          labelIcon={hintIcon(question, t)}
          {...fieldProps(field, props)}
          footer={
            link && (
              <ExternalLink
                className="ccc-link ccc-not-sure"
                href={options[link.href]}
                onFollow={trackLink(options.analytics)}
                newTabNote={t.opensInNewTab}
              >
                {t[link.text]}
              </ExternalLink>
            )
          }
        />
      )}
    </Field>
  );
}

/** 'What do you want to include?': its choices follow the accommodation (include-choices.ts). */
function IncludeQuestion(props: QuestionProps<'include'>) {
  const { answer, question, idBase, ids, t } = props;
  return (
    <Field<AccommodationType | null> name={question.follows} subscription={{ value: true }} allowNull>
      {({ input: accommodation }) => (
        <Field<IncludeItem[]> name={answer} subscription={SHOWN}>
          {(field) => (
            <RadioGroup<IncludeItem[]>
              ids={ids[question.key]}
              name={`${idBase}-${answer}`}
              label={t[question.label]}
              options={includeChoicesFor(accommodation.value).map((choice) => ({
                key: choice.id,
                value: choice.items,
                label: t[INCLUDE_TEXT[choice.id]],
              }))}
              isSelected={(items, current) => findIncludeChoice(accommodation.value, current ?? [])?.items === items}
              {...fieldProps(field, props)}
            />
          )}
        </Field>
      )}
    </Field>
  );
}
