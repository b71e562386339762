/**
 * The savings plan's questions: the family's other children, the first three (saved already, the return, rising
 * costs), a set monthly amount whose reach to see, then 'More options' (the share to cover, grants, the parent's
 * own yearly figures, a rising saving, saving through college, the first payment's date), each with its default.
 * Markup only: the answers are a react-final-form form (use-plan-draft.ts) checked by plan-form.ts's rules; the
 * call is use-plan-request.ts's.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import {
  DIRT_RATE_PERCENT,
  EXIT_TAX_RATE_PERCENT,
  FIGURES_YEAR,
  PLAN_RATE_MAX_PERCENT,
  PLAN_SHARE_MAX_PERCENT,
  PLAN_SHARE_MIN_PERCENT,
} from '../../assumptions';
import { fill } from '../host/fill';
import { NumberInput } from '../ui/NumberInput';
import { TextInput } from '../ui/TextInput';
import { YesNo } from '../ui/YesNo';
import { questionIds } from '../ui/Question';
import { SubmitRow } from '../ui/SubmitRow';
import { focusFirstError } from '../form/focus-first-error';
import type { FormMessages } from '../host/messages';
import type { CountedCosts } from '../../plan-rules';
import type { SubmittedAnswers } from '../host/types';
import { canAddChild, draftFields, newChild, type Draft, type DraftField, type NumberField } from './plan-form';
import type { PlannerMessages } from './planner-messages';
import type { PlanDraft } from './use-plan-draft';
import { ChildQuestions, childQuestionBase } from './ChildQuestions';

export interface PlanFormProps {
  idBase: string;
  headingId: string;
  draft: PlanDraft;
  busy: boolean;
  /** Shown above the button when the last call failed. */
  failure: string | null;
  counted: CountedCosts;
  /** Our yearly figures, formatted, shown beside the parent's own. */
  ours: { fees: string; accommodation: string; other: string };
  currencySymbol: string;
  t: FormMessages & PlannerMessages;
  /** Opens 'More options' (a link's or a made plan's answers beyond the first three). */
  moreOpen: boolean;
  /** The calculator's answers: the first child. */
  answers: SubmittedAnswers;
  /** The 1st of next month, 'YYYY-MM-DD': the first payment's date when none is given. */
  defaultFirstPayment: string;
  /** Today, 'YYYY-MM-DD': the earliest first payment. */
  today: string;
  /** A long date ('1 January 2027'). */
  date: (iso: string) => string;
}

/** The fields under 'More options': an error in one opens it. */
const DRAFT_ERRORS_IN_MORE: readonly DraftField[] = [
  'share',
  'grants',
  'fees',
  'accommodation',
  'other',
  'rise',
  'firstPayment',
];

/** The radio groups' first choice, which takes the focus for the group. */
const FIRST_CHOICE: Partial<Record<string, string>> = { freeFees: 'yes', costsInclude: 'fees' };
const CHILD_QUESTION: Record<string, string> = {
  ageOfChild: 'age',
  courseDuration: 'course',
  freeFees: 'fees',
  accommodation: 'accommodation',
  costsInclude: 'include',
};

/** Each question's control id (its input's; a radio group's first choice). */
const controlId =
  (idBase: string) =>
  (name: DraftField): string => {
    const child = /^children\[(\d+)\]\.(\w+)$/.exec(name);
    if (!child) return questionIds(`${idBase}-plan-${name}`).control;
    const control = questionIds(childQuestionBase(idBase, Number(child[1]), CHILD_QUESTION[child[2]])).control;
    const choice = FIRST_CHOICE[child[2]];
    return choice ? `${control}-${choice}` : control;
  };

export function PlanForm(props: PlanFormProps) {
  const { idBase, headingId, draft, busy, failure, t, moreOpen } = props;
  const [more, setMore] = useState(moreOpen);
  const moreId = `${idBase}-plan-more`;
  const field = numberField(props);
  return (
    <Form<Draft>
      form={draft.form}
      onSubmit={draft.submit}
      subscription={{ errors: true, touched: true }}
      render={({ handleSubmit, form, errors, touched }) => {
        // An error is shown once 'Show my plan' refused the answer (use-plan-draft.ts).
        const open = more || DRAFT_ERRORS_IN_MORE.some((name) => touched?.[name] && errors?.[name]);
        const values = form.getState().values;
        return (
          <form
            className="ccc-plan-form ccc-no-print"
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => {
              void handleSubmit(event);
              const element = event.currentTarget;
              // Once the refusal is on screen: an error under 'More options' opens it.
              if (form.getState().hasValidationErrors) {
                const refused = form.getState().values;
                setTimeout(() =>
                  focusFirstError(
                    element,
                    draftFields(refused.children.length),
                    controlId(idBase),
                    draft.errorsOf(refused),
                  ),
                );
              }
            }}
          >
            <fieldset className="ccc-fields" disabled={busy}>
              <Children {...props} children={values.children} form={form} />
              {field('saved', t.savedQuestion, 'euro')}
              {field(
                'yearlyReturn',
                t.returnQuestion,
                'percent',
                fill(t.returnHint, { dirt: DIRT_RATE_PERCENT, exitTax: EXIT_TAX_RATE_PERCENT }),
              )}
              <RisingQuestion
                {...props}
                rateField={(shown) => field('rate', t.risingRateQuestion, 'percent', t.percentHint, shown)}
              />
              {field('amount', t.amountQuestion, 'euro', t.amountHint)}
              <div className="ccc-plan-more">
                <button
                  type="button"
                  className="ccc-button ccc-button--link ccc-plan-more-toggle"
                  aria-expanded={open}
                  aria-controls={moreId}
                  onClick={() => setMore(!open)}
                >
                  <span className={`ccc-chevron${open ? ' ccc-chevron--up' : ''}`} aria-hidden="true" />
                  {t.moreOptions}
                </button>
                <MoreOptions {...props} id={moreId} open={open} field={field} />
              </div>
            </fieldset>
            <SubmitRow label={t.showPlan} busy={busy} busyText={t.planWorking} error={failure} />
          </form>
        );
      }}
    />
  );
}

/** A number question; with `shown` false, its field without its markup. */
type NumberFieldOf = (
  name: NumberField,
  label: string,
  kind: 'euro' | 'percent' | 'share',
  hint?: ReactNode,
  shown?: boolean,
) => ReactNode;

/** One number question of the plan: its field checked by the plan's rules, its error shown once refused. */
function numberField({ idBase, currencySymbol, t }: PlanFormProps): NumberFieldOf {
  return (name, label, kind, hint, shown = true) => (
    <Field<number | null> name={name} allowNull>
      {({ input, meta }) =>
        shown ? (
          <NumberInput
            ids={questionIds(`${idBase}-plan-${name}`)}
            label={label}
            hint={hint}
            allowDecimals={kind !== 'share'}
            min={kind === 'share' ? PLAN_SHARE_MIN_PERCENT : 0}
            max={kind === 'share' ? PLAN_SHARE_MAX_PERCENT : kind === 'percent' ? PLAN_RATE_MAX_PERCENT : undefined}
            iconStart={kind === 'euro' ? currencySymbol : undefined}
            iconEnd={kind === 'euro' ? undefined : '%'}
            value={input.value}
            error={meta.touched ? (meta.error as string | undefined) : undefined}
            errorPrefix={t.errorPrefix}
            onChange={input.onChange}
          />
        ) : null
      }
    </Field>
  );
}

/**
 * 'Allow for rising costs?', and with 'Yes' the rate. The rate's field stays registered while its question is
 * hidden: the server's rate, asked for on 'Yes', may arrive before a field mounted with the question would
 * subscribe, and react-final-form would not show it.
 */
function RisingQuestion({ idBase, draft, t, rateField }: PlanFormProps & { rateField: (shown: boolean) => ReactNode }) {
  return (
    <Field<boolean | null> name="rising" allowNull>
      {({ input }) => (
        <>
          <YesNo
            ids={questionIds(`${idBase}-plan-rising`)}
            name={`${idBase}-plan-rising`}
            label={t.risingQuestion}
            labels={{ yes: t.yes, no: t.no }}
            value={input.value}
            onChange={(rising) => {
              draft.risingChosen(rising);
              input.onChange(rising);
            }}
          />
          {rateField(!!input.value)}
        </>
      )}
    </Field>
  );
}

/** What 'More options' holds: the share, grants, the parent's own yearly figures, the saving's rise. */
function MoreOptions({
  id,
  open,
  field,
  counted,
  ours,
  t,
  idBase,
  defaultFirstPayment,
  today,
  date,
}: PlanFormProps & { id: string; open: boolean; field: NumberFieldOf }) {
  return (
    <div id={id} className="ccc-fields" hidden={!open}>
      {field('share', t.shareQuestion, 'share', t.shareHint)}
      {field('grants', t.grantsQuestion, 'euro', t.grantsHint)}
      <fieldset className="ccc-plan-own" aria-describedby={`${id}-own-hint`}>
        <legend className="ccc-label">{t.ownFiguresLegend}</legend>
        <p className="ccc-hint" id={`${id}-own-hint`}>
          {fill(t.ownFiguresHint, { year: FIGURES_YEAR })}
        </p>
        {field('fees', t.ownFees, 'euro', fill(t.ourFigure, { amount: ours.fees }))}
        {counted.accommodation
          ? field('accommodation', t.ownAccommodation, 'euro', fill(t.ourFigure, { amount: ours.accommodation }))
          : null}
        {counted.other ? field('other', t.ownOther, 'euro', fill(t.ourFigure, { amount: ours.other })) : null}
      </fieldset>
      {field('rise', t.riseQuestion, 'percent', t.riseHint)}
      <Field<boolean | null> name="through" allowNull>
        {({ input }) => (
          <YesNo
            ids={questionIds(`${idBase}-plan-through`)}
            name={`${idBase}-plan-through`}
            label={t.throughQuestion}
            hint={t.throughHint}
            labels={{ yes: t.yes, no: t.no }}
            value={input.value}
            onChange={input.onChange}
          />
        )}
      </Field>
      <Field<string | null> name="firstPayment" allowNull>
        {({ input, meta }) => (
          <TextInput
            ids={questionIds(`${idBase}-plan-firstPayment`)}
            type="date"
            label={t.firstPaymentQuestion}
            hint={fill(t.firstPaymentHint, { date: date(defaultFirstPayment) })}
            min={today}
            value={input.value ?? ''}
            error={meta.touched ? (meta.error as string | undefined) : undefined}
            errorPrefix={t.errorPrefix}
            onChange={(event) => input.onChange(event.currentTarget.value || null)}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The family: the first child (the calculator's answers, said in a line), each other child's questions, and
 * 'Add a child' (which copies the first child's answers but the age) while the plan takes more.
 */
function Children({
  idBase,
  answers,
  t,
  children,
  form,
}: PlanFormProps & {
  children: Draft['children'];
  form: { change: (name: 'children', value: Draft['children']) => void };
}) {
  const first = fill(t.firstChildLine, {
    age: answers.ageOfChild,
    years: answers.courseDuration,
  });
  // After 'Add a child' the new child's age takes the focus; after 'Remove child N', 'Add a child' does. As soon
  // as the questions are in the page (a layout effect), so the keys a parent types straight away land there.
  const section = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) section.current?.querySelector<HTMLElement>(`[id="${id}"]`)?.focus();
  }, [children.length]);
  return (
    <section className="ccc-plan-children" aria-labelledby={`${idBase}-plan-children`} ref={section}>
      <h4 className="ccc-plan-subheading" id={`${idBase}-plan-children`}>
        {t.childrenHeading}
      </h4>
      <p className="ccc-hint">{first}</p>
      {children.map((_child, index) => (
        <ChildQuestions
          key={index}
          idBase={idBase}
          index={index}
          t={t}
          onRemove={() => {
            focusNext.current = `${idBase}-plan-add-child`;
            form.change(
              'children',
              children.filter((_, other) => other !== index),
            );
          }}
        />
      ))}
      {canAddChild({ children }) ? (
        <button
          type="button"
          className="ccc-button ccc-button--secondary ccc-plan-add-child"
          id={`${idBase}-plan-add-child`}
          aria-describedby={`${idBase}-plan-add-child-hint`}
          onClick={() => {
            focusNext.current = questionIds(childQuestionBase(idBase, children.length, 'age')).control;
            form.change('children', [...children, newChild(answers)]);
          }}
        >
          {t.addChild}
        </button>
      ) : null}
      <p className="ccc-hint" id={`${idBase}-plan-add-child-hint`}>
        {canAddChild({ children }) ? t.addChildHint : t.childrenFull}
      </p>
    </section>
  );
}
