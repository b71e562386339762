/**
 * The savings plan's questions: the first three (saved already, the return, rising costs), then 'More options'
 * (the share to cover, grants, the parent's own yearly figures, a rising saving), each with its default. Markup
 * only: the answers are a react-final-form form (use-plan-draft.ts), each field checked by plan-form.ts's rules;
 * the call is use-plan-request.ts's.
 */
import { useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import {
  DIRT_RATE_PERCENT,
  EXIT_TAX_RATE_PERCENT,
  FIGURES_YEAR,
  PLAN_RATE_MAX_PERCENT,
  PLAN_SHARE_MAX_PERCENT,
  PLAN_SHARE_MIN_PERCENT,
} from '../../assumptions';
import { fill } from '../../fill';
import { NumberInput } from '../ui/NumberInput';
import { YesNo } from '../ui/YesNo';
import { questionIds } from '../ui/Question';
import { SubmitRow } from '../ui/SubmitRow';
import { focusFirstError } from '../form/focus-first-error';
import type { FormMessages } from '../messages';
import type { CountedCosts } from '../../plan-rules';
import { DRAFT_FIELDS, draftErrors, type Draft, type DraftField } from './plan-form';
import type { PlannerMessages } from './planner-messages';
import type { PlanDraft } from './use-plan-draft';

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
}

/** The fields under 'More options': an error in one opens it. */
const DRAFT_ERRORS_IN_MORE: readonly DraftField[] = ['share', 'grants', 'fees', 'accommodation', 'other', 'rise'];

/** Each number question's control id (its input's). */
const controlId = (idBase: string) => (name: DraftField) => questionIds(`${idBase}-plan-${name}`).control;

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
        return (
          <form
            className="ccc-plan-form ccc-no-print"
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => {
              void handleSubmit(event);
              const element = event.currentTarget;
              // Once the refusal is on screen: an error under 'More options' opens it.
              if (form.getState().hasValidationErrors)
                setTimeout(() => focusFirstError(element, DRAFT_FIELDS, controlId(idBase), form.getState().errors));
            }}
          >
            <fieldset className="ccc-fields" disabled={busy}>
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
type NumberField = (
  name: DraftField,
  label: string,
  kind: 'euro' | 'percent' | 'share',
  hint?: ReactNode,
  shown?: boolean,
) => ReactNode;

/** One number question of the plan: its field checked by the plan's rules, its error shown once refused. */
function numberField({ idBase, counted, currencySymbol, t }: PlanFormProps): NumberField {
  return (name, label, kind, hint, shown = true) => (
    <Field<number | null>
      name={name}
      allowNull
      validate={(_value, draft) => draftErrors(draft as Draft, counted, t)[name]}
    >
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
}: PlanFormProps & { id: string; open: boolean; field: NumberField }) {
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
    </div>
  );
}
