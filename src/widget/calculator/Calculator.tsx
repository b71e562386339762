import { useEffect, useRef } from 'react';
import { useUniqueId } from '../ui/unique-id';
import { FormView } from '../form/FormView';
import { resultsPart } from '../parts/parts';
import { answersFromCollegeCost } from '../form/answers';
import type { ResolvedOptions } from '../host/options';
import type { Emit } from '../host/events';
import type { EmptyFormState } from '../form/early-answers';
import { describeFailure, type Failure } from '../call/call-failure';
import { rootAttributes } from '../root/root-attributes';
import { usePlannerPart } from './use-planner-part';
import { useCalculatorView } from './use-calculator-view';

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
  const planner = usePlannerPart(options.planner, mounted);
  const [view, showForm, startOver, onCalculated, planAnswers, goalContext] = useCalculatorView(
    options,
    emit,
    emptyForm,
    mounted,
    reportFailure,
  );

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
          onAddGoal={(opens) => results.addGoal(goalContext, view.cost, view.answers, opens)}
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
