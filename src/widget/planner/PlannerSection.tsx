/**
 * 'Make a savings plan', under the results when the `planner` option is on: the questions
 * (PlanForm), then the plan the API works out (collegeSavingsPlan, PlanResult); 'Copy a link to this estimate'
 * and 'Print this plan' (ShareActions). The state, the calls, the link and the analytics are its hooks'
 * (use-plan-draft.ts, use-plan-request.ts, use-sharing.ts, use-plan-shown.ts). Its styles (print included) come
 * with it, in its chunk.
 */
import { countedCosts, firstOfNextMonth } from '../../plan-rules';
import { toWhatToInclude } from '../form/include-choices';
import { failureLine } from '../call/call-failure';
import { FORM_MESSAGES, type FormMessages } from '../host/messages';
import { todayIso } from '../host/dates';
import { useStyles } from '../root/use-styles';
import type { Emit } from '../host/events';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost, SubmittedAnswers } from '../host/types';
import { DEFAULT_PLAN_ANSWERS, usesMoreOptions, type PlanAnswers } from './plan-call';
import { draftErrors, fitToCosts, toPlanAnswers } from './plan-form';
import { PLANNER_MESSAGES, type PlannerMessages } from './planner-messages';
import { useOpenPlanner } from './use-open-planner';
import { usePlanDraft } from './use-plan-draft';
import { usePlanRequest } from './use-plan-request';
import { useSharing } from './use-sharing';
import { PlanForm } from './PlanForm';
import { usePlanShown } from './use-plan-shown';
import { planFormats } from './plan-formats';
import { ShareActions } from './ShareActions';
import { ComparingLine } from './ComparingLine';
import css from './planner.css';

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

export function PlannerSection({ idBase, cost, answers, options, emit, linked, onPlanMade }: PlannerSectionProps) {
  const t: FormMessages & PlannerMessages = { ...FORM_MESSAGES, ...PLANNER_MESSAGES, ...options.messages };
  const formats = planFormats(options, t);
  const { money } = formats;
  const counted = countedCosts(answers.accommodation, toWhatToInclude(answers.costsInclude));
  const linkedPlan = linked ? fitToCosts(linked, counted) : null;
  useStyles(css, options.nonce);
  const request = usePlanRequest({ options, answers, emit, linked: linkedPlan, onPlanMade });
  const { state } = request;
  const made = state.status === 'done' ? state : null;
  const today = todayIso();
  const draft = usePlanDraft({
    initial: linkedPlan ?? DEFAULT_PLAN_ANSWERS,
    made,
    assumedRate: request.assumedRate,
    submit: (values) => void request.make(toPlanAnswers(values, counted)),
    errorsOf: (values) => draftErrors(values, counted, { today, firstAge: answers.ageOfChild }, t),
  });
  const sharing = useSharing({ options, answers, emit, shown: made?.asked ?? null });
  const { open, openPlanner, heading } = useOpenPlanner(options.analytics, !!linkedPlan);
  const [PlanMade, comparing, resultHeading] = usePlanShown(open, made, request.show, draft.form, options.analytics, t);

  const headingId = `${idBase}-plan-heading`;

  return (
    <div className="ccc-planner">
      {open ? (
        <section className="ccc-plan" aria-labelledby={headingId}>
          <h3 className="ccc-plan-heading" id={headingId} tabIndex={-1} ref={heading}>
            {t.planHeading}
          </h3>
          <p className="ccc-lead ccc-no-print">{t.planIntro}</p>
          {comparing.a ? <ComparingLine comparing={comparing} id={`${idBase}-plans-comparing`} t={t} /> : null}
          <PlanForm
            idBase={idBase}
            headingId={headingId}
            draft={draft}
            busy={state.status === 'busy'}
            failure={state.status === 'failed' ? failureLine(state.failure, t) : null}
            counted={counted}
            ours={{
              fees: money(cost.fees.float),
              accommodation: money(cost.accommodationCost.float),
              other: money(cost.otherExpenses.float),
            }}
            currencySymbol={options.currencySymbol}
            t={t}
            moreOpen={!!linkedPlan && usesMoreOptions(linkedPlan)}
            answers={answers}
            today={today}
            defaultFirstPayment={firstOfNextMonth({
              year: Number(today.slice(0, 4)),
              month: Number(today.slice(5, 7)),
            })}
            date={formats.date}
          />
          {PlanMade ? (
            <PlanMade
              made={made}
              comparing={comparing}
              startDate={cost.targetDate}
              counted={1 + Number(counted.accommodation) + Number(counted.other)}
              t={t}
              formats={formats}
              idBase={idBase}
              resultHeading={resultHeading}
              nonce={options.nonce}
            />
          ) : null}
          <p className="ccc-visually-hidden" role="status">
            {comparing.status}
          </p>
        </section>
      ) : (
        <button type="button" className="ccc-button ccc-button--secondary ccc-no-print" onClick={openPlanner}>
          {t.planHeading}
        </button>
      )}
      <ShareActions idBase={idBase} sharing={sharing} t={t} />
    </div>
  );
}
