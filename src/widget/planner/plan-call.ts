/**
 * The savings plan's call (collegeSavingsPlan): a query, so nothing is saved and visitors may
 * ask. Its document and its result and variables types are generated from the client's CollegeSavingsPlan
 * operation (src/client/operations/core.graphql); the widget sends the document as a string, without the GraphQL parser.
 */
import { toCalculateVariables } from '../call/calculate';
import { toWhatToInclude } from '../form/include-choices';
import { CallFailedError } from '../call/call-failure';
import { callPlanningApi, type CallSettings } from '../call/planning-call';
import { isMoney } from '../../api-call/money-guard';
import { CollegeSavingsPlanString } from '../../client/generated/documents/CollegeSavingsPlan';
import type { CollegeSavingsPlanQuery, CollegeSavingsPlanQueryVariables } from '../../client/generated/operations';
import type { SubmittedAnswers } from '../host/types';

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
  /** The family's other children (the first is the calculator's answers): at most three. */
  otherChildren: SubmittedAnswers[];
  /** Keep saving through college until the last year is paid (else until the youngest starts). */
  saveThroughCollege: boolean;
  /** The first monthly saving's date, 'YYYY-MM-DD'; null: the 1st of next month. */
  firstPaymentDate: string | null;
  /** A monthly saving, euro, whose reach to work out (what it covers); null: none. */
  monthlyAmount: number | null;
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
  otherChildren: [],
  saveThroughCollege: false,
  firstPaymentDate: null,
  monthlyAmount: null,
};

/** The answers under 'More options' (each with its default above): a link carries them when not the default. */
export const MORE_OPTIONS = [
  'sharePercent',
  'grantsPerYear',
  'feesPerYear',
  'accommodationPerYear',
  'otherExpensesPerYear',
  'contributionRisePercent',
  'saveThroughCollege',
  'firstPaymentDate',
] as const;
export type MoreOption = (typeof MORE_OPTIONS)[number];

/** Whether any answer under 'More options' differs from its default ('More options' then opens with them). */
export const usesMoreOptions = (plan: PlanAnswers): boolean =>
  MORE_OPTIONS.some((name) => plan[name] !== DEFAULT_PLAN_ANSWERS[name]);

/** The plan the API answers (generated from schema/planning.graphql). */
export type SavingsPlan = CollegeSavingsPlanQuery['collegeSavingsPlan'];
export type PlanYear = SavingsPlan['years'][number];
export type PlanChild = SavingsPlan['children'][number];
export type PlanCoverage = NonNullable<SavingsPlan['coverage']>;

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

const checkCoverage = (coverage: PlanCoverage): boolean =>
  typeof coverage === 'object' &&
  (['monthlyAmount', 'paid', 'short', 'moreMonthlySaving', 'lumpSumToClose'] as const).every((field) =>
    isMoney(coverage[field]),
  ) &&
  Number.isInteger(coverage.coveredPercent) &&
  (coverage.firstShortDate === null || typeof coverage.firstShortDate === 'string');

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
    typeof plan.firstPaymentDate === 'string' &&
    typeof plan.lastPaymentDate === 'string' &&
    typeof plan.saveThroughCollege === 'boolean' &&
    Array.isArray(plan.children) &&
    plan.children.length > 0 &&
    plan.children.every(
      (child) =>
        isMoney(child.totalToPay) &&
        isMoney(child.monthlySavingAlone) &&
        Array.isArray(child.payments) &&
        child.payments.every(isMoney) &&
        typeof child.collegeCost?.targetDate === 'string',
    ) &&
    Array.isArray(plan.years) &&
    plan.years.every(
      (y) =>
        typeof y.date === 'string' &&
        typeof y.studying === 'boolean' &&
        YEAR_MONEY_FIELDS.every((field) => isMoney(y[field])) &&
        Array.isArray(y.childCosts) &&
        y.childCosts.length === plan.children.length &&
        y.childCosts.every(isMoney),
    ) &&
    (plan.coverage === null || checkCoverage(plan.coverage));
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
  const otherChildren = plan.otherChildren.map((child) => ({
    ageOfChild: child.ageOfChild,
    courseDuration: child.courseDuration,
    eligibleForFreeTuitionFees: child.freeFees,
    accommodation: child.accommodation,
    whatToInclude: toWhatToInclude(child.costsInclude),
  }));
  const variables: CollegeSavingsPlanQueryVariables = { ...calculation, ...plan, otherChildren };
  return callPlanningApi(endpoint, CollegeSavingsPlanString, variables, settings, (data) =>
    checkSavingsPlan(data?.collegeSavingsPlan),
  );
}
