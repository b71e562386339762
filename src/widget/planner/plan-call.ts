/** The savings plan's call (collegeSavingsPlan, issue 15): a query, so nothing is saved and visitors may ask. */
import { callPlanningApi, toCalculateVariables, type CallSettings } from '../calculate';
import { CallFailedError } from '../call-failure';
import type { Money, SubmittedAnswers } from '../types';

const MONEY = '{ float string display }';

export const COLLEGE_SAVINGS_PLAN = `query CollegeSavingsPlan($accommodation: AccommodationType!, $ageOfChild: Int!, $courseDuration: Int!, $eligibleForFreeTuitionFees: Boolean!, $whatToInclude: [CostType!]!, $savedAlready: Float, $yearlyReturnPercent: Float, $risingCosts: Boolean, $risingCostsPercent: Float) {
  collegeSavingsPlan(accommodation: $accommodation, ageOfChild: $ageOfChild, courseDuration: $courseDuration, eligibleForFreeTuitionFees: $eligibleForFreeTuitionFees, whatToInclude: $whatToInclude, savedAlready: $savedAlready, yearlyReturnPercent: $yearlyReturnPercent, risingCosts: $risingCosts, risingCostsPercent: $risingCostsPercent) {
    target ${MONEY} savedAlready ${MONEY} yearlyReturnPercent risingCosts risingCostsPercent monthsToSave
    monthlySaving ${MONEY} onTrack lumpSumToday ${MONEY} monthlySavingIfWaitingAYear ${MONEY}
    years { date studying paidIn ${MONEY} growth ${MONEY} cost ${MONEY} balance ${MONEY} }
  }
}`;

/** What the parent answers in 'Make a savings plan'. */
export interface PlanAnswers {
  /** Euro, 0 or more. */
  savedAlready: number;
  /** Percent, 0 to 10, one decimal. */
  yearlyReturnPercent: number;
  risingCosts: boolean;
  /** Percent; null: the server's assumption. */
  risingCostsPercent: number | null;
}

export const DEFAULT_PLAN_ANSWERS: PlanAnswers = { savedAlready: 0, yearlyReturnPercent: 0, risingCosts: false, risingCostsPercent: null };

export interface PlanYear {
  date: string;
  studying: boolean;
  paidIn: Money;
  growth: Money;
  cost: Money;
  balance: Money;
}

export interface SavingsPlan {
  target: Money;
  savedAlready: Money;
  yearlyReturnPercent: number;
  risingCosts: boolean;
  risingCostsPercent: number;
  monthsToSave: number;
  monthlySaving: Money;
  onTrack: boolean;
  lumpSumToday: Money;
  monthlySavingIfWaitingAYear: Money | null;
  years: PlanYear[];
}

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && Number.isFinite((value as Money).float) && typeof (value as Money).display === 'string';

/** Guards the view against a malformed answer. */
export function checkSavingsPlan(value: unknown): SavingsPlan {
  const plan = value as SavingsPlan | null;
  const ok =
    typeof plan === 'object' && plan !== null &&
    [plan.target, plan.savedAlready, plan.monthlySaving, plan.lumpSumToday].every(isMoney) &&
    (plan.monthlySavingIfWaitingAYear === null || isMoney(plan.monthlySavingIfWaitingAYear)) &&
    typeof plan.onTrack === 'boolean' && typeof plan.risingCosts === 'boolean' &&
    Number.isFinite(plan.risingCostsPercent) && Number.isFinite(plan.yearlyReturnPercent) &&
    Array.isArray(plan.years) &&
    plan.years.every((y) => typeof y.date === 'string' && typeof y.studying === 'boolean' && [y.paidIn, y.growth, y.cost, y.balance].every(isMoney));
  if (!ok) throw new CallFailedError({ kind: 'malformed', message: 'CollegeSavingsPlan returned a malformed plan' });
  return plan as SavingsPlan;
}

/**
 * The plans on their way, by endpoint and variables. Opening the planner asks for the plan of the default
 * answers (to learn the assumed rate of rising costs); 'Show my plan' with those answers untouched asks for
 * the same plan. While the first is on its way, retries included, the second joins it: one click, one call
 * (issue 20: a failed 'Show my plan' logged two 500s, one of them the opening's call).
 */
const onTheirWay = new Map<string, { authToken: CallSettings['authToken']; plan: Promise<SavingsPlan> }>();

/** The plan for these answers and plan answers (the same plan on its way already, when one is). */
export function requestSavingsPlan(
  endpoint: string,
  answers: SubmittedAnswers,
  plan: PlanAnswers,
  settings: CallSettings,
): Promise<SavingsPlan> {
  const { userId: _visitor, ...calculation } = toCalculateVariables(answers, null);
  const { savedAlready, yearlyReturnPercent, risingCosts, risingCostsPercent } = plan;
  const variables = { ...calculation, savedAlready, yearlyReturnPercent, risingCosts, risingCostsPercent };
  const key = JSON.stringify([endpoint, variables]);
  const shared = onTheirWay.get(key);
  // (Not a call its caller may abort, nor one with another token.)
  if (shared && shared.authToken === settings.authToken && !settings.signal) return shared.plan;
  const call: Promise<SavingsPlan> = callPlanningApi(endpoint, COLLEGE_SAVINGS_PLAN, variables, settings, (data) =>
    checkSavingsPlan(data?.collegeSavingsPlan),
  ).finally(() => {
    if (onTheirWay.get(key)?.plan === call) onTheirWay.delete(key);
  });
  if (!settings.signal) onTheirWay.set(key, { authToken: settings.authToken, plan: call });
  return call;
}
