import { useEffect, useRef, useState } from 'react';
import { useUniqueId } from '../ui/unique-id';
import { FormView } from '../form/FormView';
import { plannerPart, resultsPart } from '../parts/parts';
import { whenIdle } from '../lib/lazy-part';
import { EMPTY_ANSWERS, answersFromCollegeCost } from '../form/answers';
import { EVENT, track } from '../host/analytics';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';
import type { PlanAnswers } from '../planner/plan-call';
import type { Emit } from '../host/events';
import type { EmptyFormState } from '../form/early-answers';
import { describeFailure, toFailure, type Failure } from '../call/call-failure';
import { openedWithLink } from '../host/link-target';
import { resultsKeptFor } from '../host/kept-results-key';
import { forgetResults, keepResults, keptResults } from '../results/kept-results';
import { rootAttributes } from '../root/root-attributes';

type View =
  | { name: 'form'; initialValues: FormAnswers; autoFocus: boolean; key: number }
  | {
      name: 'results';
      cost: CollegeCost;
      answers: SubmittedAnswers;
      linkedPlan?: PlanAnswers | null;
      /** The day the estimate was made, when shown again after 'Back' (kept-results.ts); else today. */
      madeOn?: string;
    }
  /** A page opened with a link to an estimate (planner): its results are on the way. */
  | { name: 'opening' }
  /** A page the parent came back to ('Back'), where this widget showed results: they are on the way. */
  | { name: 'restoring' };

export interface CalculatorProps {
  options: ResolvedOptions;
  /** The root's element id (SPEC §2); left off where the host element already carries it. */
  rootId?: string;
  /** Tells the host page what happened (events.ts). */
  emit: Emit;
  /** The ids' base when mount() already gave it to the empty form's HTML; else a new one. */
  idBase?: string;
  /** What the parent did in the empty form before the framework took it over (empty-form-shell.ts). */
  emptyForm?: EmptyFormState;
  /** 'ready' was already said, when the empty form's HTML was shown. */
  readyAnnounced?: boolean;
}

/** The widget: the form view, then the results view (SPEC §4's transitions). */
export function Calculator({ options, rootId, emit, idBase: givenIdBase, emptyForm, readyAnnounced }: CalculatorProps) {
  const idBase = useUniqueId('ccc', givenIdBase);
  const mounted = useRef(true);
  useEffect(() => {
    if (!readyAnnounced) emit('ready', {});
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Every failure is said once in the console, with its cause, and reported as an 'error' event. */
  const reportFailure = (what: string, failure: Failure) => {
    console.error(describeFailure(what, failure));
    emit('error', failure);
  };
  const [view, setView] = useState<View>(() =>
    openedWithLink(options)
      ? { name: 'opening' }
      : resultsKeptFor(options.widget)
        ? { name: 'restoring' }
        : { name: 'form', initialValues: emptyForm?.answers ?? EMPTY_ANSWERS, autoFocus: false, key: 0 },
  );
  const [planner, setPlanner] = useState(() => plannerPart.get());
  useEffect(() => {
    if (!options.planner || planner) return;
    whenIdle(() =>
      plannerPart.load().then(
        (part) => mounted.current && setPlanner(part),
        () => undefined,
      ),
    );
  }, [options.planner]);
  // Opened with a link to an estimate: straight to its results (and its plan); the form when it cannot be.
  useEffect(() => {
    if (view.name !== 'opening') return;
    const form = (initialValues: FormAnswers = EMPTY_ANSWERS) =>
      setView({ name: 'form', initialValues, autoFocus: false, key: 1 });
    plannerPart.load().then(
      (part) => {
        const linked = part.linkedEstimate(options, location.href);
        if (!linked) return form();
        return linked.cost.then(
          (cost) => mounted.current && onCalculated(cost, linked.answers, linked.plan),
          (error: unknown) => {
            if (!mounted.current) return;
            reportFailure('opening the linked estimate', toFailure(error));
            form(linked.answers);
          },
        );
      },
      () => form(),
    );
  }, []);
  // Back on the page it left, a fresh load: the results it showed, as they were (no call, no 'calculated' event);
  // the empty form when they cannot be shown.
  useEffect(() => {
    if (view.name !== 'restoring') return;
    const form = () =>
      mounted.current && setView({ name: 'form', initialValues: EMPTY_ANSWERS, autoFocus: false, key: 1 });
    resultsPart.load().then(() => {
      const kept = mounted.current ? keptResults(options.widget) : null;
      if (!kept) return form();
      const { cost, madeOn } = kept;
      setView({ name: 'results', cost, answers: answersFromCollegeCost(cost), madeOn });
    }, form);
  }, []);
  const showForm = (initialValues: FormAnswers) =>
    setView({ name: 'form', initialValues, autoFocus: true, key: Date.now() });
  /** The savings plan's answers of the last plan made: 'Make a change' then Calculate makes the plan again. */
  const planAnswers = useRef<PlanAnswers | null>(null);

  /** 'Start over': the empty form, and the page address without this widget's answers, so a reload shows it too. */
  const startOver = () => {
    planAnswers.current = null;
    forgetResults(options.widget);
    showForm(EMPTY_ANSWERS);
    if (openedWithLink(options))
      plannerPart.load().then(
        (part) => part.forgetLink(),
        () => undefined,
      );
  };

  const onCalculated = (
    cost: CollegeCost,
    answers: SubmittedAnswers,
    linkedPlan: PlanAnswers | null = planAnswers.current,
  ) => {
    setView({ name: 'results', cost, answers, linkedPlan });
    keepResults(options.widget, cost);
    emit('calculated', { collegeCost: cost, answers });
    void track(options.analytics, { name: EVENT.calculated, properties: { total: cost.total.float } });
  };

  // The form view loads the results chunk before it reports a calculation, so it is here by then.
  const results = resultsPart.get();
  const Planner = options.planner ? planner?.PlannerSection : undefined;
  return (
    <div {...rootAttributes(options, rootId)} style={options.style}>
      {view.name === 'form' ? (
        <FormView
          key={view.key}
          idBase={idBase}
          initialValues={view.initialValues}
          emptyForm={view.key === 0 ? emptyForm : undefined}
          options={options}
          autoFocus={view.autoFocus}
          onCalculated={onCalculated}
          onFailed={(failure) => reportFailure('the calculation', failure)}
        />
      ) : view.name === 'results' && results ? (
        <results.ResultsView
          idBase={idBase}
          cost={view.cost}
          currencySymbol={options.currencySymbol}
          userId={options.userId}
          addGoalLabel={options.addGoalLabel}
          addGoalHref={options.onAddGoal ? undefined : results.addGoalUrl(options.digitalAdviceUrl, view.answers)}
          onAddGoal={(opens) =>
            results.addGoal(
              {
                options,
                emit,
                isMounted: () => mounted.current,
                showResults: (cost, answers) => setView({ name: 'results', cost, answers }),
                reportFailure,
              },
              view.cost,
              view.answers,
              opens,
            )
          }
          onMakeChange={() => showForm(answersFromCollegeCost(view.cost))}
          onStartOver={startOver}
          messages={options.messages}
          locale={options.locale}
          nonce={options.nonce}
          madeOn={view.madeOn}
          focusHeadline={!view.madeOn}
          extra={
            Planner ? (
              <Planner
                key={view.cost.total.float + JSON.stringify(view.answers)}
                idBase={idBase}
                cost={view.cost}
                answers={view.answers}
                options={options}
                emit={emit}
                linked={view.linkedPlan}
                onPlanMade={(asked) => {
                  planAnswers.current = asked;
                }}
              />
            ) : null
          }
        />
      ) : null}
    </div>
  );
}
