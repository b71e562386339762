import { useEffect, useState } from 'react';
import { useLive } from '../lib/use-live';
import { track } from '../host/analytics';
import { describeFailure, toFailure, type Failure } from '../call/call-failure';
import { todayIso } from '../host/dates';
import type { Emit } from '../host/events';
import type { ResolvedOptions } from '../host/options';
import type { SubmittedAnswers } from '../host/types';
import { DEFAULT_PLAN_ANSWERS, requestSavingsPlan, type PlanAnswers, type SavingsPlan } from './plan-call';
import { PLANNER_EVENT } from './planner-analytics';
import { planResultPart } from './plan-result-part';

/** A plan made: the plan, the answers it was asked with, and the day. */
export interface MadePlan {
  plan: SavingsPlan;
  asked: PlanAnswers;
  madeOn: string;
}

export type PlanRequestState =
  { status: 'idle' | 'busy' } | { status: 'failed'; failure: Failure } | ({ status: 'done' } & MadePlan);

export interface PlanRequestProps {
  options: ResolvedOptions;
  answers: SubmittedAnswers;
  emit: Emit;
  /** A plan to make at once (from a link, or kept from before 'Make a change'). */
  linked: PlanAnswers | null;
  /** A plan was made with these answers. */
  onPlanMade?: (asked: PlanAnswers) => void;
}

export interface PlanRequest {
  state: PlanRequestState;
  /** Asks for the plan of these answers; its event and analytics once made, its failure said once. */
  make: (asked: PlanAnswers) => Promise<void>;
  /** Shows again a plan made before (plan A kept while comparing): no call, and no event or analytics (it was reported when made). */
  show: (made: MadePlan) => void;
  /** The server's rate of rising costs (the plan with no answers tells it). */
  assumedRate: () => Promise<number>;
}

/** The savings plan's call (plan-call.ts) for the section: its state, the 'plan' event and the analytics. */
export function usePlanRequest({ options, answers, emit, linked, onPlanMade }: PlanRequestProps): PlanRequest {
  const [state, setState] = useState<PlanRequestState>({ status: 'idle' });
  const live = useLive();
  const settings = { authToken: options.authToken, timeoutMs: options.requestTimeoutMs };
  const request = (asked: PlanAnswers) => requestSavingsPlan(options.graphQLEndpoint, answers, asked, settings);

  async function make(asked: PlanAnswers) {
    setState({ status: 'busy' });
    try {
      // The view of the plan arrives with it (fetched when the section opened): shown as soon as both are here.
      const [plan] = await Promise.all([request(asked), planResultPart.load()]);
      if (!live.current) return;
      setState({ status: 'done', plan, asked, madeOn: todayIso() });
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
          children: asked.otherChildren.length + 1,
          saveThroughCollege: asked.saveThroughCollege,
          setAmount: asked.monthlyAmount !== null,
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

  useEffect(() => {
    if (linked) void make(linked);
  }, []);

  function show(made: MadePlan) {
    setState({ status: 'done', ...made });
    onPlanMade?.(made.asked);
  }

  return {
    state,
    make,
    show,
    assumedRate: () => request(DEFAULT_PLAN_ANSWERS).then((plan) => plan.risingCostsPercent),
  };
}
