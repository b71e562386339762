/**
 * 'Make a savings plan' (issues 15 and 20), under the results when the `planner` option is on: the questions
 * (PlanForm), then the plan the API works out (collegeSavingsPlan, PlanResult); 'Copy a link to this estimate'
 * and 'Print this plan'. This component holds the state, the calls, the link and the analytics. Its styles
 * (print included) come with it, in its chunk.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../money';
import { countedCosts } from '../../plan-rules';
import { toWhatToInclude } from '../include-choices';
import { track } from '../analytics';
import { describeFailure, failureLine, messageOf, toFailure, type Failure } from '../call-failure';
import { RenderRootContext } from '../render-root';
import { FORM_MESSAGES, type FormMessages } from '../messages';
import { formatDate, todayIso } from '../dates';
import { addStylesTo } from '../styles';
import type { Emit } from '../events';
import type { ResolvedOptions } from '../options';
import type { CollegeCost, SubmittedAnswers } from '../types';
import {
  DEFAULT_PLAN_ANSWERS,
  requestSavingsPlan,
  usesMoreOptions,
  type PlanAnswers,
  type SavingsPlan,
} from './plan-call';
import {
  DRAFT_FIELDS,
  draftErrors,
  fitToCosts,
  toDraft,
  toPlanAnswers,
  type Draft,
  type DraftErrors,
  type DraftField,
} from './plan-form';
import { PLANNER_MESSAGES, type PlannerMessages } from './planner-messages';
import { estimateLink } from './share-link';
import { PlanForm } from './PlanForm';
import { PlanResult } from './PlanResult';
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
  /** The plan's answers from a link, or kept from before 'Make a change': the section opens with this plan made. */
  linked?: PlanAnswers | null;
  /** A plan was made with these answers ('Make a change' then Calculate makes it again). */
  onPlanMade?: (asked: PlanAnswers) => void;
}

type State =
  | { status: 'idle' | 'busy' }
  | { status: 'failed'; failure: Failure }
  | { status: 'done'; plan: SavingsPlan; asked: PlanAnswers; madeOn: string };

export function PlannerSection({ idBase, cost, answers, options, emit, linked, onPlanMade }: PlannerSectionProps) {
  const t: FormMessages & PlannerMessages = { ...FORM_MESSAGES, ...PLANNER_MESSAGES, ...options.messages };
  const { currencySymbol, locale } = options;
  const money = (euro: number) => formatMoney(euro, currencySymbol, locale);
  /** '1 September 2035'; short, for the table's rows (its caption says each is 1 September): 'Sept 2035'. */
  const date = (iso: string, month: 'long' | 'short' = 'long') =>
    formatDate(iso, t, month === 'long' ? 'long' : 'shortMonthYear');
  const root = useContext(RenderRootContext);
  const counted = countedCosts(answers.accommodation, toWhatToInclude(answers.costsInclude));
  const linkedPlan = linked ? fitToCosts(linked, counted) : null;
  const [open, setOpen] = useState(!!linkedPlan);
  const [draft, setDraft] = useState<Draft>(toDraft(linkedPlan ?? DEFAULT_PLAN_ANSWERS));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [state, setState] = useState<State>({ status: 'idle' });
  const [copy, setCopy] = useState<{ status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string }>({
    status: 'idle',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const live = useRef(true);
  const focusResult = useRef(false);
  /** The answers' inputs, so a refused answer takes the focus (its error is read with it). */
  const inputs = useRef<Partial<Record<DraftField, HTMLInputElement | null>>>({});
  const focusRefused = useRef<DraftField | null>(null);

  useEffect(() => {
    live.current = true;
    const release = root ? addStylesTo(root.node, options.nonce, css) : undefined;
    if (linkedPlan) void make(linkedPlan);
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
      const now = draftErrors(draft, counted, t);
      const kept: DraftErrors = {};
      for (const name of Object.keys(shown) as DraftField[]) if (now[name]) kept[name] = now[name];
      return Object.keys(kept).length === Object.keys(shown).length ? shown : kept;
    });
  }, [draft]);

  const settings = { authToken: options.authToken, timeoutMs: options.requestTimeoutMs };

  /**
   * The server's rate of rising costs, for the rate question when 'Yes' is chosen (the plan with no answers tells
   * it). Asked then, not on opening: a call on opening was a second call, and a second 500 in the console, for
   * one failed 'Show my plan' (issue 20).
   */
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
      setState({ status: 'done', plan, asked, madeOn: todayIso() });
      if (asked.risingCosts) setDraft((d) => ({ ...d, rate: plan.risingCostsPercent }));
      onPlanMade?.(asked);
      emit('plan', { plan, answers, planAnswers: asked });
      void track(options.analytics, {
        name: PLANNER_EVENT.made,
        properties: {
          monthly: plan.monthlySaving.float,
          savedAlready: asked.savedAlready,
          yearlyReturnPercent: asked.yearlyReturnPercent,
          risingCosts: asked.risingCosts,
          onTrack: plan.onTrack,
          sharePercent: asked.sharePercent,
          grantsPerYear: asked.grantsPerYear,
          ownFigures: plan.ownFigures.length > 0,
          contributionRisePercent: asked.contributionRisePercent,
        },
      });
    } catch (error) {
      if (!live.current) return;
      const failure = toFailure(error);
      console.error(describeFailure('the savings plan', failure));
      emit('error', failure);
      setState({ status: 'failed', failure });
    }
  }

  const openPlanner = () => {
    setOpen(true);
    void track(options.analytics, { name: PLANNER_EVENT.opened });
    // The section's heading takes the focus once it is on screen.
    setTimeout(() => heading.current?.focus(), 0);
  };

  const submit = () => {
    const found = draftErrors(draft, counted, t);
    setErrors(found);
    const refused = DRAFT_FIELDS.find((name) => found[name]);
    if (refused) {
      focusRefused.current = refused;
      return;
    }
    void make(toPlanAnswers(draft, counted));
  };

  const copyLink = async () => {
    const shown = state.status === 'done' ? state.asked : null;
    const url = estimateLink(window.location.href, answers, shown, options.widget.name);
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand, and nothing
      // was copied, so no 'link-copied' event and no analytics.
      console.info(
        `college-costs-calculator: the link could not be copied (${messageOf(error)}); it is shown instead.`,
      );
      if (live.current) setCopy({ status: 'manual', url });
      return;
    }
    if (live.current) setCopy({ status: 'copied' });
    emit('link-copied', { url });
    void track(options.analytics, { name: PLANNER_EVENT.linkCopied, properties: { withPlan: shown !== null } });
  };

  const print = () => {
    void track(options.analytics, { name: PLANNER_EVENT.printed, properties: { withPlan: state.status === 'done' } });
    window.print();
  };

  const headingId = `${idBase}-plan-heading`;
  const busy = state.status === 'busy';

  return (
    <div className="ccc-planner">
      {open ? (
        <section className="ccc-plan" aria-labelledby={headingId}>
          <h3 className="ccc-plan-heading" id={headingId} tabIndex={-1} ref={heading}>
            {t.planHeading}
          </h3>
          <p className="ccc-lead ccc-no-print">{t.planIntro}</p>
          <PlanForm
            idBase={idBase}
            headingId={headingId}
            draft={draft}
            errors={errors}
            onChange={(change) => {
              if (change.rising && draft.rate === null) askAssumedRate();
              setDraft((d) => ({ ...d, ...change }));
            }}
            onSubmit={submit}
            busy={busy}
            failure={state.status === 'failed' ? failureLine(state.failure, t) : null}
            counted={counted}
            ours={{
              fees: money(cost.fees.float),
              accommodation: money(cost.accommodationCost.float),
              other: money(cost.otherExpenses.float),
            }}
            currencySymbol={currencySymbol}
            t={t}
            inputRef={(field, element) => {
              inputs.current[field] = element;
            }}
            moreOpen={!!linkedPlan && usesMoreOptions(linkedPlan)}
          />
          {state.status === 'done' ? (
            <PlanResult
              plan={state.plan}
              startDate={cost.targetDate}
              madeOn={state.madeOn}
              counted={1 + Number(counted.accommodation) + Number(counted.other)}
              t={t}
              money={money}
              date={date}
              percent={(value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}
              ids={{ heading: `${idBase}-plan-result`, table: `${idBase}-plan-table`, base: idBase }}
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
