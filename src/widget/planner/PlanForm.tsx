/**
 * The savings plan's questions (issues 15 and 20): the three of issue 15, then 'More options' (the share to
 * cover, grants, the parent's own yearly figures, a rising saving), each with its default. Thin: the rules are
 * plan-form.ts's; the state and the call are PlannerSection's.
 */
import { useState, type ReactNode } from 'react';
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
import { BusySpinner } from '../ui/BusySpinner';
import { FormError } from '../ui/FormError';
import type { FormMessages } from '../messages';
import type { CountedCosts } from '../../plan-rules';
import type { Draft, DraftErrors, DraftField } from './plan-form';
import type { PlannerMessages } from './planner-messages';

export interface PlanFormProps {
  idBase: string;
  headingId: string;
  draft: Draft;
  errors: DraftErrors;
  onChange: (change: Partial<Draft>) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Shown above the button when the last call failed. */
  failure: string | null;
  counted: CountedCosts;
  /** Our yearly figures, formatted, shown beside the parent's own. */
  ours: { fees: string; accommodation: string; other: string };
  currencySymbol: string;
  t: FormMessages & PlannerMessages;
  /** Each number input, so a refused one can take the focus. */
  inputRef: (field: DraftField, element: HTMLInputElement | null) => void;
  /** Opens 'More options' (a link's or a made plan's answers beyond the first three). */
  moreOpen: boolean;
}

export function PlanForm({
  idBase,
  headingId,
  draft,
  errors,
  onChange,
  onSubmit,
  busy,
  failure,
  counted,
  ours,
  currencySymbol,
  t,
  inputRef,
  moreOpen,
}: PlanFormProps) {
  const [more, setMore] = useState(moreOpen);
  const moreId = `${idBase}-plan-more`;
  const open = more || DRAFT_ERRORS_IN_MORE.some((field) => errors[field]);
  const field = (
    name: DraftField,
    label: string,
    kind: 'euro' | 'percent' | 'share',
    hint?: ReactNode,
    placeholder?: string,
  ) => (
    <NumberInput
      ids={questionIds(`${idBase}-plan-${name}`)}
      label={label}
      hint={hint}
      allowDecimals={kind !== 'share'}
      min={kind === 'share' ? PLAN_SHARE_MIN_PERCENT : 0}
      max={kind === 'share' ? PLAN_SHARE_MAX_PERCENT : kind === 'percent' ? PLAN_RATE_MAX_PERCENT : undefined}
      iconStart={kind === 'euro' ? currencySymbol : undefined}
      iconEnd={kind === 'euro' ? undefined : '%'}
      placeholder={placeholder}
      value={draft[name]}
      error={errors[name]}
      errorPrefix={t.errorPrefix}
      onChange={(value) => onChange({ [name]: value })}
      inputRef={(element) => inputRef(name, element)}
    />
  );
  return (
    <form
      className="ccc-plan-form ccc-no-print"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
        <YesNo
          ids={questionIds(`${idBase}-plan-rising`)}
          name={`${idBase}-plan-rising`}
          label={t.risingQuestion}
          labels={{ yes: t.yes, no: t.no }}
          value={draft.rising}
          onChange={(rising) => onChange({ rising })}
        />
        {draft.rising ? field('rate', t.risingRateQuestion, 'percent', t.percentHint) : null}
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
          <div id={moreId} className="ccc-fields" hidden={!open}>
            {field('share', t.shareQuestion, 'share', t.shareHint)}
            {field('grants', t.grantsQuestion, 'euro', t.grantsHint)}
            <fieldset className="ccc-plan-own" aria-describedby={`${moreId}-own-hint`}>
              <legend className="ccc-label">{t.ownFiguresLegend}</legend>
              <p className="ccc-hint" id={`${moreId}-own-hint`}>
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
        </div>
      </fieldset>
      {failure ? <FormError>{failure}</FormError> : null}
      <div className="ccc-submit-row">
        {busy ? (
          <BusySpinner text={t.planWorking} />
        ) : (
          <button type="submit" className="ccc-button ccc-button--primary">
            {t.showPlan}
          </button>
        )}
      </div>
    </form>
  );
}

/** The fields under 'More options': an error in one opens it. */
const DRAFT_ERRORS_IN_MORE: readonly DraftField[] = ['share', 'grants', 'fees', 'accommodation', 'other', 'rise'];
