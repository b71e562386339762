/**
 * The form's five questions (SPEC §3), each a react-final-form Field shown by a piece of ui/. Markup only:
 * the rules, the call and the focus are FormView's hooks.
 */
import { useContext } from 'react';
import { Field, type FieldMetaState, type FieldRenderProps } from 'react-final-form';
import type { FieldSubscription, FormApi } from 'final-form';
import type { Environment } from 'downshift';
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../../assumptions';
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
  /** The age question's input, which takes the focus when the form is shown again. */
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

/** The five questions; locked while a call runs, so the estimate shown is for what is on screen. */
export function AnswerQuestions(props: AnswerQuestionsProps) {
  const { t, busy } = props;
  const dropdown: DropdownProps = {
    environment: downshiftEnvironment(useContext(RenderRootContext)),
    statusMessage: (isOpen, count) => dropdownStatusMessage(isOpen, count, t),
  };
  // The questions stay as they are when a call starts or ends: only the fieldset and the dropdowns re-render.
  const questions = (
    <>
      <AgeQuestion {...props} />
      <CourseQuestion {...props} {...dropdown} />
      <FreeFeesQuestion {...props} />
      <AccommodationQuestion {...props} {...dropdown} />
      <IncludeQuestion {...props} />
    </>
  );
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

function AgeQuestion({ ids, t, afterPointer, firstFieldRef }: AnswerQuestionsProps) {
  return (
    <Field<number | null> name="ageOfChild" subscription={SHOWN} allowNull>
      {({ input, meta }) => (
        <NumberInput
          ids={ids.age}
          label={t.ageQuestion}
          placeholder={t.agePlaceholder}
          min={AGE_MIN}
          max={AGE_MAX}
          autoComplete="off"
          error={shownError(meta)}
          errorPrefix={t.errorPrefix}
          value={input.value}
          onChange={input.onChange}
          onBlur={() => afterPointer(() => input.onBlur())}
          onFocus={() => input.onFocus()}
          inputRef={firstFieldRef}
        />
      )}
    </Field>
  );
}

function CourseQuestion(props: AnswerQuestionsProps & DropdownProps) {
  const { ids, t, environment, statusMessage } = props;
  const busy = useFlag(props.busy);
  const courseOptions = COURSE_DURATIONS.map((years) => ({
    value: years as number,
    label: fill(t.courseYears, { years }),
  }));
  return (
    <Field<number | null> name="courseDuration" subscription={SHOWN} allowNull>
      {(field) => (
        <Select
          ids={ids.course}
          label={t.courseQuestion}
          options={courseOptions}
          placeholder={t.selectPlaceholder}
          statusMessage={statusMessage}
          environment={environment}
          disabled={busy}
          {...fieldProps(field, props)}
        />
      )}
    </Field>
  );
}

function FreeFeesQuestion(props: AnswerQuestionsProps) {
  const { idBase, ids, t, options } = props;
  return (
    <Field<boolean | null> name="freeFees" subscription={SHOWN} allowNull>
      {(field) => (
        <YesNo
          ids={ids.fees}
          name={`${idBase}-freeFees`}
          label={t.freeFeesQuestion}
          labels={t}
          labelIcon={
            <TooltipIcon loader={floatingTooltipPart} label={t.aboutFreeFees}>
              {t.freeFeesHint}
            </TooltipIcon>
          }
          {...fieldProps(field, props)}
          footer={
            <ExternalLink
              className="ccc-link ccc-not-sure"
              href={options.feesInfoUrl}
              onFollow={trackLink(options.analytics)}
              newTabNote={t.opensInNewTab}
            >
              {t.notSure}
            </ExternalLink>
          }
        />
      )}
    </Field>
  );
}

function AccommodationQuestion(props: AnswerQuestionsProps & DropdownProps) {
  const { form, ids, t, environment, statusMessage } = props;
  const busy = useFlag(props.busy);
  const accommodationOptions = ACCOMMODATION_TYPES.map((type) => ({ value: type, label: t[`accommodation${type}`] }));
  return (
    <Field<AccommodationType | null> name="accommodation" subscription={SHOWN} allowNull>
      {(field) => (
        <Select
          ids={ids.accommodation}
          label={t.accommodationQuestion}
          labelIcon={
            <TooltipIcon loader={floatingTooltipPart} label={t.aboutAccommodation}>
              {t.accommodationHint}
            </TooltipIcon>
          }
          options={accommodationOptions}
          placeholder={t.selectPlaceholder}
          statusMessage={statusMessage}
          environment={environment}
          disabled={busy}
          {...fieldProps(field, props)}
          onChange={(accommodation) => {
            // The include choices offered depend on where the child lives: one no longer offered is cleared.
            form.batch(() => {
              field.input.onChange(accommodation);
              const include = form.getFieldState('costsInclude')?.value as IncludeItem[] | undefined;
              form.change('costsInclude', keepOfferedInclude(accommodation, include ?? []));
            });
          }}
        />
      )}
    </Field>
  );
}

function IncludeQuestion(props: AnswerQuestionsProps) {
  const { idBase, ids, t } = props;
  return (
    <Field<AccommodationType | null> name="accommodation" subscription={{ value: true }} allowNull>
      {({ input: accommodation }) => (
        <Field<IncludeItem[]> name="costsInclude" subscription={SHOWN}>
          {(field) => (
            <RadioGroup<IncludeItem[]>
              ids={ids.include}
              name={`${idBase}-costsInclude`}
              label={t.includeQuestion}
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
