/**
 * 'Make a savings plan' (issue 15), under the results when the `planner` option is on: the three questions,
 * then the plan the API works out (collegeSavingsPlan): the new monthly figure beside the SPEC one, the lump
 * sum today, the cost of waiting a year, a chart and the year-by-year table it stands for; 'Copy a link to
 * this estimate' and 'Print this plan'. Its styles (print included) come with it, in its chunk.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../money';
import { PLAN_RATE_MAX_PERCENT } from '../../assumptions';
import { NumberInput } from '../ui/NumberInput';
import { YesNo } from '../ui/YesNo';
import { questionIds } from '../ui/Question';
import { track } from '../analytics';
import { fill } from '../../fill';
import { messageOf, toFailure, describeFailure } from '../call-failure';
import { RenderRootContext } from '../render-root';
import { FORM_MESSAGES, dateLocale, type FormMessages } from '../messages';
import { addStylesTo } from '../styles';
import type { Emit } from '../events';
import type { ResolvedOptions } from '../options';
import type { CollegeCost, SubmittedAnswers } from '../types';
import { DEFAULT_PLAN_ANSWERS, requestSavingsPlan, type PlanAnswers, type SavingsPlan } from './plan-call';
import { PLANNER_MESSAGES, type PlannerMessages } from './planner-messages';
import { estimateLink } from './share-link';
import { PlanChart } from './PlanChart';
import { PlanTable } from './PlanTable';
import css from './planner.css';

/** The analytics events of the planner's actions (README "Analytics"). */
export const PLANNER_EVENT = {
  opened: 'College costs savings plan opened',
  made: 'College costs savings plan made',
  linkCopied: 'College costs estimate link copied',
  printed: 'College costs plan printed',
} as const;

export interface PlannerSectionProps {
  idBase: string;
  cost: CollegeCost;
  answers: SubmittedAnswers;
  options: ResolvedOptions;
  emit: Emit;
  /** The plan's answers from a link: the section opens with this plan made. */
  linked?: PlanAnswers | null;
}

interface Draft {
  saved: number | null;
  yearlyReturn: number | null;
  rising: boolean | null;
  rate: number | null;
}

type Errors = Partial<Record<keyof Draft, string>>;

const oneDecimalPercent = (value: number | null): boolean =>
  value !== null && Number.isFinite(value) && value >= 0 && value <= PLAN_RATE_MAX_PERCENT && Math.abs(Math.round(value * 10) - value * 10) < 1e-9;

/** The draft's errors; empty when it can be sent. */
export function planErrors(draft: Draft, t: PlannerMessages): Errors {
  const errors: Errors = {};
  const saved = draft.saved;
  if (saved === null || !Number.isFinite(saved) || saved < 0 || saved > 1e9 || Math.abs(Math.round(saved * 100) - saved * 100) > 1e-6) {
    errors.saved = t.savedError;
  }
  if (!oneDecimalPercent(draft.yearlyReturn)) errors.yearlyReturn = t.percentError;
  if (draft.rising && draft.rate !== null && !oneDecimalPercent(draft.rate)) errors.rate = t.percentError;
  return errors;
}

const toDraft = (plan: PlanAnswers): Draft => ({
  saved: plan.savedAlready,
  yearlyReturn: plan.yearlyReturnPercent,
  rising: plan.risingCosts,
  rate: plan.risingCostsPercent,
});

type State = { status: 'idle' | 'busy' | 'failed' } | { status: 'done'; plan: SavingsPlan; asked: PlanAnswers };

export function PlannerSection({ idBase, cost, answers, options, emit, linked }: PlannerSectionProps) {
  const t: FormMessages & PlannerMessages = { ...FORM_MESSAGES, ...PLANNER_MESSAGES, ...options.messages };
  const { currencySymbol, locale } = options;
  const money = (euro: number) => formatMoney(euro, currencySymbol, locale);
  /** '1 September 2035'; short, for the table's rows (its caption says each is 1 September): 'Sept 2035'. */
  const date = (iso: string, month: 'long' | 'short' = 'long') =>
    new Intl.DateTimeFormat(dateLocale(locale), { day: month === 'long' ? 'numeric' : undefined, month, year: 'numeric', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  const root = useContext(RenderRootContext);
  const [open, setOpen] = useState(!!linked);
  const [draft, setDraft] = useState<Draft>(toDraft(linked ?? DEFAULT_PLAN_ANSWERS));
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<State>({ status: 'idle' });
  const [copy, setCopy] = useState<{ status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string }>({ status: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const live = useRef(true);
  const focusResult = useRef(false);
  /** The answers' inputs, so a refused answer takes the focus (its error is read with it). */
  const inputs = useRef<Partial<Record<'saved' | 'yearlyReturn' | 'rate', HTMLInputElement | null>>>({});
  const focusRefused = useRef<'saved' | 'yearlyReturn' | 'rate' | null>(null);

  useEffect(() => {
    live.current = true;
    const release = root ? addStylesTo(root.node, options.nonce, css) : undefined;
    if (linked) void make(linked);
    return () => {
      live.current = false;
      release?.();
    };
  }, []);

  useEffect(() => {
    if (state.status === 'done' && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [state]);

  // Nothing else would tell a screen reader or keyboard user: once its error is shown, the first refused answer takes the focus.
  useEffect(() => {
    if (!focusRefused.current) return;
    inputs.current[focusRefused.current]?.focus();
    focusRefused.current = null;
  }, [errors]);

  // An answer put right loses its error at once; a new error waits for 'Show my plan'.
  useEffect(() => {
    setErrors((shown) => {
      const now = planErrors(draft, t);
      const kept: Errors = {};
      for (const name of Object.keys(shown) as (keyof Errors)[]) if (now[name]) kept[name] = now[name];
      return Object.keys(kept).length === Object.keys(shown).length ? shown : kept;
    });
  }, [draft]);

  const settings = { authToken: options.authToken, timeoutMs: options.requestTimeoutMs };

  /** The server's rate of rising costs, for the rate question once 'Yes' is chosen (the plan with no answers tells it). */
  const askAssumedRate = () => {
    requestSavingsPlan(options.graphQLEndpoint, answers, DEFAULT_PLAN_ANSWERS, settings).then(
      (plan) => live.current && setDraft((d) => (d.rate === null ? { ...d, rate: plan.risingCostsPercent } : d)),
      () => undefined,
    );
  };

  async function make(asked: PlanAnswers) {
    setState({ status: 'busy' });
    try {
      const plan = await requestSavingsPlan(options.graphQLEndpoint, answers, asked, settings);
      if (!live.current) return;
      focusResult.current = true;
      setState({ status: 'done', plan, asked });
      if (asked.risingCosts) setDraft((d) => ({ ...d, rate: plan.risingCostsPercent }));
      emit('plan', { plan, answers, planAnswers: asked });
      void track(options.analytics, {
        name: PLANNER_EVENT.made,
        properties: {
          monthly: plan.monthlySaving.float,
          savedAlready: asked.savedAlready,
          yearlyReturnPercent: asked.yearlyReturnPercent,
          risingCosts: asked.risingCosts,
          onTrack: plan.onTrack,
        },
      });
    } catch (error) {
      if (!live.current) return;
      const failure = toFailure(error);
      console.error(describeFailure('the savings plan', failure));
      emit('error', failure);
      setState({ status: 'failed' });
    }
  }

  const openPlanner = () => {
    setOpen(true);
    askAssumedRate();
    void track(options.analytics, { name: PLANNER_EVENT.opened });
    // The section's heading takes the focus once it is on screen.
    setTimeout(() => heading.current?.focus(), 0);
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = planErrors(draft, t);
    setErrors(found);
    const refused = (['saved', 'yearlyReturn', 'rate'] as const).find((name) => found[name]);
    if (refused) {
      focusRefused.current = refused;
      return;
    }
    void make({
      savedAlready: draft.saved ?? 0,
      yearlyReturnPercent: draft.yearlyReturn ?? 0,
      risingCosts: !!draft.rising,
      risingCostsPercent: draft.rising ? draft.rate : null,
    });
  };

  const copyLink = async () => {
    const shown = state.status === 'done' ? state.asked : null;
    const url = estimateLink(window.location.href, answers, shown);
    try {
      await navigator.clipboard.writeText(url);
      if (live.current) setCopy({ status: 'copied' });
    } catch (error) {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand.
      console.info(`college-costs-calculator: the link could not be copied (${messageOf(error)}); it is shown instead.`);
      if (live.current) setCopy({ status: 'manual', url });
    }
    emit('link-copied', { url });
    void track(options.analytics, { name: PLANNER_EVENT.linkCopied, properties: { withPlan: shown !== null } });
  };

  const print = () => {
    void track(options.analytics, { name: PLANNER_EVENT.printed, properties: { withPlan: state.status === 'done' } });
    window.print();
  };

  const ids = {
    saved: questionIds(`${idBase}-plan-saved`),
    yearlyReturn: questionIds(`${idBase}-plan-return`),
    rising: questionIds(`${idBase}-plan-rising`),
    rate: questionIds(`${idBase}-plan-rate`),
  };
  const headingId = `${idBase}-plan-heading`;
  const resultId = `${idBase}-plan-result`;
  const tableId = `${idBase}-plan-table`;
  const busy = state.status === 'busy';
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  /** The amount saved (euro) or a percentage (the return, the rate of rising costs). */
  const numberField = (name: 'saved' | 'yearlyReturn' | 'rate', label: string, percent: boolean) => (
    <NumberInput
      ids={ids[name]}
      label={label}
      hint={percent ? t.percentHint : undefined}
      allowDecimals
      min={0}
      max={percent ? PLAN_RATE_MAX_PERCENT : undefined}
      iconStart={percent ? undefined : currencySymbol}
      iconEnd={percent ? '%' : undefined}
      value={draft[name]}
      error={errors[name]}
      errorPrefix={t.errorPrefix}
      onChange={(value) => set({ [name]: value })}
      inputRef={(element) => {
        inputs.current[name] = element;
      }}
    />
  );

  return (
    <div className="ccc-planner">
      {open ? (
        <section className="ccc-plan" aria-labelledby={headingId}>
          <h3 className="ccc-plan-heading" id={headingId} tabIndex={-1} ref={heading}>
            {t.planHeading}
          </h3>
          <p className="ccc-lead ccc-no-print">{t.planIntro}</p>
          <form className="ccc-plan-form ccc-no-print" noValidate onSubmit={submit} aria-labelledby={headingId}>
            <fieldset className="ccc-fields" disabled={busy}>
              {numberField('saved', t.savedQuestion, false)}
              {numberField('yearlyReturn', t.returnQuestion, true)}
              <YesNo
                ids={ids.rising}
                name={`${idBase}-plan-rising`}
                label={t.risingQuestion}
                labels={{ yes: t.yes, no: t.no }}
                value={draft.rising}
                onChange={(rising) => set({ rising })}
              />
              {draft.rising ? numberField('rate', t.risingRateQuestion, true) : null}
            </fieldset>
            {state.status === 'failed' ? (
              <p className="ccc-form-error" role="alert">
                {t.calculationFailed}
              </p>
            ) : null}
            <div className="ccc-submit-row">
              {busy ? (
                <div className="ccc-spinner" role="status">
                  <span className="ccc-spinner-ring" aria-hidden="true" />
                  <span className="ccc-spinner-text">{t.planWorking}</span>
                </div>
              ) : (
                <button type="submit" className="ccc-button ccc-button--primary">
                  {t.showPlan}
                </button>
              )}
            </div>
          </form>
          {state.status === 'done' ? (
            <PlanResult
              plan={state.plan}
              asked={state.asked}
              cost={cost}
              t={t}
              money={money}
              date={date}
              percent={(value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}
              ids={{ heading: resultId, table: tableId, base: idBase }}
              headingRef={resultHeading}
            />
          ) : null}
        </section>
      ) : (
        <button type="button" className="ccc-button ccc-button--secondary ccc-no-print" onClick={openPlanner}>
          {t.planHeading}
        </button>
      )}
      <div className="ccc-actions ccc-no-print">
        <button type="button" className="ccc-button ccc-button--link" onClick={copyLink}>
          {t.copyLink}
        </button>
        <button type="button" className="ccc-button ccc-button--link" onClick={print}>
          {t.print}
        </button>
      </div>
      <div className="ccc-no-print" role="status">
        {copy.status === 'copied' ? <p className="ccc-lead">{t.linkCopied}</p> : null}
      </div>
      {copy.status === 'manual' ? (
        <div className="ccc-no-print">
          <label className="ccc-label" htmlFor={`${idBase}-plan-link`}>
            {t.linkToCopy}
          </label>
          <input
            id={`${idBase}-plan-link`}
            className="ccc-input ccc-plan-link"
            readOnly
            value={copy.url}
            ref={(element) => element?.select()}
          />
        </div>
      ) : null}
    </div>
  );
}

interface PlanResultProps {
  plan: SavingsPlan;
  asked: PlanAnswers;
  cost: CollegeCost;
  t: PlannerMessages;
  money: (euro: number) => string;
  date: (iso: string, month?: 'long' | 'short') => string;
  percent: (value: number) => string;
  ids: { heading: string; table: string; base: string };
  headingRef: { current: HTMLHeadingElement | null };
}

/** The plan's figures, chart and table. */
function PlanResult({ plan, asked, cost, t, money, date, percent, ids, headingRef }: PlanResultProps) {
  const target = money(plan.target.float);
  const start = date(cost.targetDate);
  const waiting = plan.monthlySavingIfWaitingAYear;
  const bars = [
    { label: t.today, value: plan.savedAlready.float, studying: false },
    ...plan.years.map((year) => ({ label: year.date.slice(0, 4), value: year.balance.float, studying: year.studying })),
  ];
  return (
    <section className="ccc-plan-result" aria-labelledby={ids.heading}>
      <h3 className="ccc-plan-heading" id={ids.heading} tabIndex={-1} ref={headingRef}>
        {t.planResultHeading}
      </h3>
      <div className="ccc-plan-compare">
        <div className="ccc-plan-compare-item">
          <p className="ccc-plan-compare-label">{t.fromNothing}</p>
          <p className="ccc-plan-compare-figure">
            {money(cost.monthlySavingsRequired.float)} <span className="ccc-monthly-unit">{t.aMonth}</span>
          </p>
        </div>
        <div className="ccc-plan-compare-item ccc-plan-compare-item--plan">
          <p className="ccc-plan-compare-label">{t.withYourPlan}</p>
          <p className="ccc-plan-compare-figure">
            {plan.onTrack ? (
              t.onTrack
            ) : (
              <>
                {money(plan.monthlySaving.float)} <span className="ccc-monthly-unit">{t.aMonth}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <ul className="ccc-plan-facts">
        <li>{fill(plan.onTrack ? t.onTrackDetail : t.targetLine, { target, date: start })}</li>
        {plan.onTrack ? null : <li>{fill(t.lumpSum, { amount: money(plan.lumpSumToday.float) })}</li>}
        <li>
          {waiting === null
            ? t.waitingTooLate
            : waiting.float === 0
              ? t.waitingOnTrack
              : fill(t.waiting, { amount: money(waiting.float), more: money(Math.max(0, waiting.float - plan.monthlySaving.float)) })}
        </li>
      </ul>
      <dl className="ccc-summary-list ccc-plan-summary" aria-label={t.planSummary}>
        <div>
          <dt>{t.savedAlready}</dt>
          <dd>{money(plan.savedAlready.float)}</dd>
        </div>
        <div>
          <dt>{t.yearlyReturn}</dt>
          <dd>{fill(t.percent, { value: percent(plan.yearlyReturnPercent) })}</dd>
        </div>
        <div>
          <dt>{t.risingCosts}</dt>
          <dd>{asked.risingCosts ? fill(t.percent, { value: percent(plan.risingCostsPercent) }) : t.notAllowed}</dd>
        </div>
      </dl>
      <h4 className="ccc-plan-subheading">{t.chartHeading}</h4>
      <PlanChart
        bars={bars}
        label={t.chartLabel}
        tableId={ids.table}
        formatMoney={money}
        legend={{ saving: t.chartSaving, studying: t.chartStudying }}
        idBase={ids.base}
      />
      <PlanTable id={ids.table} plan={plan} t={t} money={money} date={(iso) => date(iso, 'short')} />
    </section>
  );
}
