/**
 * Another child of a family plan: the calculator's five questions in a group of their own ('Child 2'), with the
 * same words, choices and rules (validation.ts), and a button that takes the child out of the plan. Markup only:
 * each answer is a field of the plan's react-final-form form, `children[i].…`.
 */
import { useContext } from 'react';
import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../../assumptions';
import { fill } from '../host/fill';
import { INCLUDE_TEXT } from '../form/include-text';
import { NumberInput } from '../ui/NumberInput';
import { Select } from '../ui/Select';
import { YesNo } from '../ui/YesNo';
import { RadioGroup } from '../ui/RadioGroup';
import { questionIds } from '../ui/Question';
import { findIncludeChoice, includeChoicesFor, keepOfferedInclude } from '../form/include-choices';
import { dropdownStatusMessage, type FormMessages } from '../host/messages';
import { RenderRootContext, downshiftEnvironment } from '../root/render-root';
import type { AccommodationType, IncludeItem } from '../host/types';
import { childField } from './plan-form';
import type { PlannerMessages } from './planner-messages';

export interface ChildQuestionsProps {
  idBase: string;
  /** The child's place among the plan's other children (0 is child 2). */
  index: number;
  t: FormMessages & PlannerMessages;
  onRemove: () => void;
}

/** The id base of one child's question. */
export const childQuestionBase = (idBase: string, index: number, name: string): string =>
  `${idBase}-plan-child${index + 2}-${name}`;

/** A child's answer's error (in the host's words: plan-form.ts), shown once 'Show my plan' refused it. */
const shownError = ({ error, touched }: { error?: unknown; touched?: boolean }): string | undefined =>
  touched ? (error as string | undefined) : undefined;

/** A child's answer as its control takes it: the value, the error (shownError) and the change. */
const answer = <V,>(input: FieldInputProps<V>, meta: FieldMetaState<V>, t: FormMessages) => ({
  value: input.value,
  error: shownError(meta),
  errorPrefix: t.errorPrefix,
  onChange: input.onChange,
});

export function ChildQuestions({ idBase, index, t, onRemove }: ChildQuestionsProps) {
  const number = index + 2;
  const name = (field: Parameters<typeof childField>[1]) => childField(index, field);
  const ids = (field: string) => questionIds(childQuestionBase(idBase, index, field));
  const environment = downshiftEnvironment(useContext(RenderRootContext));
  const statusMessage = (isOpen: boolean, count: number) => dropdownStatusMessage(isOpen, count, t);
  const legend = fill(t.childLegend, { number });
  return (
    <fieldset className="ccc-plan-child" aria-label={legend}>
      <legend className="ccc-plan-child-legend">{legend}</legend>
      <Field<number | null> name={name('ageOfChild')} allowNull>
        {({ input, meta }) => (
          <NumberInput
            ids={ids('age')}
            label={t.ageQuestion}
            placeholder={t.agePlaceholder}
            min={AGE_MIN}
            max={AGE_MAX}
            autoComplete="off"
            {...answer(input, meta, t)}
          />
        )}
      </Field>
      <Field<number | null> name={name('courseDuration')} allowNull>
        {({ input, meta }) => (
          <Select
            ids={ids('course')}
            label={t.courseQuestion}
            options={COURSE_DURATIONS.map((years) => ({
              value: years as number,
              label: fill(t.courseYears, { years }),
            }))}
            placeholder={t.selectPlaceholder}
            statusMessage={statusMessage}
            environment={environment}
            {...answer(input, meta, t)}
          />
        )}
      </Field>
      <Field<boolean | null> name={name('freeFees')} allowNull>
        {({ input, meta }) => (
          <YesNo
            ids={ids('fees')}
            name={`${idBase}-plan-child${number}-fees`}
            label={t.freeFeesQuestion}
            labels={{ yes: t.yes, no: t.no }}
            {...answer(input, meta, t)}
          />
        )}
      </Field>
      <Field<IncludeItem[]> name={name('costsInclude')} subscription={{ value: true }}>
        {({ input: include }) => (
          <Field<AccommodationType | null> name={name('accommodation')} allowNull>
            {({ input, meta }) => (
              <Select
                ids={ids('accommodation')}
                label={t.accommodationQuestion}
                options={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: t[`accommodation${type}`] }))}
                placeholder={t.selectPlaceholder}
                statusMessage={statusMessage}
                environment={environment}
                {...answer(input, meta, t)}
                onChange={(accommodation) => {
                  input.onChange(accommodation);
                  // The include choices offered depend on where the child lives: one no longer offered is cleared.
                  include.onChange(keepOfferedInclude(accommodation, include.value ?? []));
                }}
              />
            )}
          </Field>
        )}
      </Field>
      <ChildInclude name={name} ids={ids('include')} group={`${idBase}-plan-child${number}-include`} t={t} />
      <button type="button" className="ccc-button ccc-button--link ccc-plan-child-remove" onClick={onRemove}>
        {fill(t.removeChild, { number })}
      </button>
    </fieldset>
  );
}

interface ChildIncludeProps {
  /** The name of one of the child's fields. */
  name: (field: Parameters<typeof childField>[1]) => string;
  ids: ReturnType<typeof questionIds>;
  /** The radios' name. */
  group: string;
  t: FormMessages & PlannerMessages;
}

/** What the child's costs include, from the choices offered where the child will live. */
function ChildInclude({ name, ids, group, t }: ChildIncludeProps) {
  return (
    <Field<AccommodationType | null> name={name('accommodation')} subscription={{ value: true }} allowNull>
      {({ input: accommodation }) => (
        <Field<IncludeItem[]> name={name('costsInclude')}>
          {({ input, meta }) => (
            <RadioGroup<IncludeItem[]>
              ids={ids}
              name={group}
              label={t.includeQuestion}
              options={includeChoicesFor(accommodation.value).map((choice) => ({
                key: choice.id,
                value: choice.items,
                label: t[INCLUDE_TEXT[choice.id]],
              }))}
              isSelected={(items, current) => findIncludeChoice(accommodation.value, current ?? [])?.items === items}
              {...answer(input, meta, t)}
            />
          )}
        </Field>
      )}
    </Field>
  );
}
