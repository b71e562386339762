import { useEffect, useRef, useState, type RefObject } from 'react';
import { plannerPart, resultsPart } from '../parts/parts';
import { EMPTY_ANSWERS, answersFromCollegeCost } from '../form/answers';
import { EVENT, track } from '../host/analytics';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';
import type { PlanAnswers } from '../planner/plan-call';
import type { AddGoalContext } from '../results/add-goal';
import type { Emit } from '../host/events';
import type { EmptyFormState } from '../form/early-answers';
import { toFailure, type Failure } from '../call/call-failure';
import { openedWithLink } from '../host/link-target';
import { resultsKeptFor } from '../host/kept-results-key';
import { forgetResults, keepResults, keptResults } from '../results/kept-results';

export type View =
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

/**
 * The view shown; 'Make a change' (the answers given) or 'Start over' (the empty answers): the form, its first
 * question focused; 'Start over' itself: the empty form, and the page address without this widget's answers, so a
 * reload shows it too; a calculation that succeeded: its results (with the plan made last, or `linkedPlan`), kept
 * and said to the host; the savings plan's answers of the last plan made ('Make a change' then Calculate makes the
 * plan again); and what adding the goal needs of the calculator (add-goal.ts).
 */
export type CalculatorView = [
  view: View,
  showForm: (initialValues: FormAnswers) => void,
  startOver: () => void,
  onCalculated: (cost: CollegeCost, answers: SubmittedAnswers, linkedPlan?: PlanAnswers | null) => void,
  planAnswers: RefObject<PlanAnswers | null>,
  goalContext: AddGoalContext,
];

/**
 * The view shown (SPEC §4's transitions): the form, or the results of a calculation; first, for a page opened
 * with a link to an estimate or one the parent came back to, the results on the way (the form when they cannot be
 * shown). `mounted`: whether the calculator is still on the page.
 */
export function useCalculatorView(
  options: ResolvedOptions,
  emit: Emit,
  emptyForm: EmptyFormState | undefined,
  mounted: { readonly current: boolean },
  reportFailure: (what: string, failure: Failure) => void,
): CalculatorView {
  const [view, setView] = useState<View>(() =>
    openedWithLink(options)
      ? { name: 'opening' }
      : resultsKeptFor(options.widget)
        ? { name: 'restoring' }
        : { name: 'form', initialValues: emptyForm?.answers ?? EMPTY_ANSWERS, autoFocus: false, key: 0 },
  );
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
  const planAnswers = useRef<PlanAnswers | null>(null);

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
  const goalContext: AddGoalContext = {
    options,
    emit,
    isMounted: () => mounted.current,
    showResults: (cost, answers) => setView({ name: 'results', cost, answers }),
    reportFailure,
  };
  return [view, showForm, startOver, onCalculated, planAnswers, goalContext];
}
