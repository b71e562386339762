/**
 * The savings plan's call (collegeSavingsPlan): a query, so nothing is saved and visitors may
 * ask. Its document and its result and variables types are generated from the client's CollegeSavingsPlan
 * operation (src/client/operations/core.graphql); the widget sends the document as a string, without the GraphQL parser.
 */
import { toCalculateVariables } from '../calculate';
import { CallFailedError } from '../call-failure';
import { callPlanningApi, type CallSettings } from '../planning-call';
import { isMoney } from '../../api-call/money-guard';
import { CollegeSavingsPlanString } from '../../client/generated/documents/CollegeSavingsPlan';
import type { CollegeSavingsPlanQuery, CollegeSavingsPlanQueryVariables } from '../../client/generated/operations';
import type { SubmittedAnswers } from '../types';

/** What the parent answers in 'Make a savings plan'; each has a default (DEFAULT_PLAN_ANSWERS). */
export interface PlanAnswers {
  /** Euro, 0 or more. */
  savedAlready: number;
  /** Percent, 0 to 10, one decimal; after tax. */
  yearlyReturnPercent: number;
  risingCosts: boolean;
  /** Percent; null: the server's assumption. */
  risingCostsPercent: number | null;
  /** The share of the costs to cover: whole percent, 10 to 100. */
  sharePercent: number;
  /** Grants or scholarships a year, euro. */
  grantsPerYear: number;
  /** The parent's own yearly figures in euro; null: the assumptions'. */
  feesPerYear: number | null;
  accommodationPerYear: number | null;
  otherExpensesPerYear: number | null;
  /** How much the monthly saving rises each year: percent, 0 to 10, one decimal. */
  contributionRisePercent: number;
}

export const DEFAULT_PLAN_ANSWERS: PlanAnswers = {
  savedAlready: 0,
  yearlyReturnPercent: 0,
  risingCosts: false,
  risingCostsPercent: null,
  sharePercent: 100,
  grantsPerYear: 0,
  feesPerYear: null,
  accommodationPerYear: null,
  otherExpensesPerYear: null,
  contributionRisePercent: 0,
};

/** The answers under 'More options' (each with its default above): a link carries them when not the default. */
export const MORE_OPTIONS = [
  'sharePercent',
  'grantsPerYear',
  'feesPerYear',
  'accommodationPerYear',
  'otherExpensesPerYear',
  'contributionRisePercent',
] as const;
export type MoreOption = (typeof MORE_OPTIONS)[number];

/** Whether any answer under 'More options' differs from its default ('More options' then opens with them). */
export const usesMoreOptions = (plan: PlanAnswers): boolean =>
  MORE_OPTIONS.some((name) => plan[name] !== DEFAULT_PLAN_ANSWERS[name]);

/** The plan the API answers (generated from schema/planning.graphql). */
export type SavingsPlan = CollegeSavingsPlanQuery['collegeSavingsPlan'];
export type PlanYear = SavingsPlan['years'][number];

const MONEY_FIELDS = [
  'totalToPay',
  'target',
  'savedAlready',
  'grantsPerYear',
  'feesPerYear',
  'accommodationPerYear',
  'otherExpensesPerYear',
  'monthlySaving',
  'finalMonthlySaving',
  'monthlySavingFromNothing',
  'lumpSumToday',
] as const;
const PERCENT_FIELDS = [
  'yearlyReturnPercent',
  'risingCostsPercent',
  'sharePercent',
  'contributionRisePercent',
  'lowerReturnPercent',
  'higherReturnPercent',
] as const;
const YEAR_MONEY_FIELDS = [
  'paidIn',
  'growth',
  'cost',
  'balance',
  'balanceAtLowerReturn',
  'balanceAtHigherReturn',
] as const;

/** Guards the view against a malformed answer. */
export function checkSavingsPlan(value: unknown): SavingsPlan {
  const plan = value as SavingsPlan | null;
  const ok =
    typeof plan === 'object' &&
    plan !== null &&
    MONEY_FIELDS.every((field) => isMoney(plan[field])) &&
    (plan.monthlySavingIfWaitingAYear === null || isMoney(plan.monthlySavingIfWaitingAYear)) &&
    typeof plan.onTrack === 'boolean' &&
    typeof plan.risingCosts === 'boolean' &&
    PERCENT_FIELDS.every((field) => Number.isFinite(plan[field])) &&
    Array.isArray(plan.ownFigures) &&
    typeof plan.figuresYear === 'string' &&
    Array.isArray(plan.years) &&
    plan.years.every(
      (y) =>
        typeof y.date === 'string' &&
        typeof y.studying === 'boolean' &&
        YEAR_MONEY_FIELDS.every((field) => isMoney(y[field])),
    );
  if (!ok) throw new CallFailedError({ kind: 'malformed', message: 'CollegeSavingsPlan returned a malformed plan' });
  return plan as SavingsPlan;
}

/** The plan for these answers and plan answers. */
export function requestSavingsPlan(
  endpoint: string,
  answers: SubmittedAnswers,
  plan: PlanAnswers,
  settings: CallSettings,
): Promise<SavingsPlan> {
  const { userId: _visitor, ...calculation } = toCalculateVariables(answers, null);
  const variables: CollegeSavingsPlanQueryVariables = { ...calculation, ...plan };
  return callPlanningApi(endpoint, CollegeSavingsPlanString, variables, settings, (data) =>
    checkSavingsPlan(data?.collegeSavingsPlan),
  );
}
