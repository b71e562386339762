/**
 * The savings plan's form as data: the parent's draft answers, their errors by the shared rules
 * (src/plan-rules.ts, the server's too; another child's answers by the calculator's, validation.ts), and the
 * answers sent. Pure: PlanForm.tsx shows it.
 */
import { PLAN_CHILDREN_MAX } from '../../assumptions';
import {
  firstCourseYearDate,
  firstPaymentRule,
  planInputErrors,
  type CountedCosts,
  type PlanInputName,
} from '../../plan-rules';
import { translateError, validateAnswers, type ErrorMessages } from '../form/validation';
import type { FormAnswers, SubmittedAnswers } from '../host/types';
import type { PlanAnswers } from './plan-call';
import type { PlannerMessages } from './planner-messages';

/** What the parent has typed or chosen; null where a field is empty. */
export interface Draft {
  saved: number | null;
  yearlyReturn: number | null;
  rising: boolean | null;
  rate: number | null;
  share: number | null;
  grants: number | null;
  fees: number | null;
  accommodation: number | null;
  other: number | null;
  rise: number | null;
  /** The family's other children, as the calculator's form collects a child's answers. */
  children: FormAnswers[];
  /** Keep saving through college. */
  through: boolean | null;
  /** The first payment's date, 'YYYY-MM-DD'; null: the 1st of next month. */
  firstPayment: string | null;
  /** A monthly amount whose reach to show. */
  amount: number | null;
}

/** The draft's number fields. */
export type NumberField =
  'saved' | 'yearlyReturn' | 'rate' | 'share' | 'grants' | 'fees' | 'accommodation' | 'other' | 'rise' | 'amount';

/** A field of the draft that can be refused: a number, the first payment's date, or a child's answer (`children[1].ageOfChild`). */
export type DraftField = NumberField | 'firstPayment' | `children[${number}].${keyof FormAnswers}`;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Each number field's input, as the API and the shared rules name it. */
const INPUT: Record<NumberField, PlanInputName> = {
  saved: 'savedAlready',
  yearlyReturn: 'yearlyReturnPercent',
  rate: 'risingCostsPercent',
  share: 'sharePercent',
  grants: 'grantsPerYear',
  fees: 'feesPerYear',
  accommodation: 'accommodationPerYear',
  other: 'otherExpensesPerYear',
  rise: 'contributionRisePercent',
  amount: 'monthlyAmount',
};

/** A child's questions, in the form's order. */
export const CHILD_FIELDS: readonly (keyof FormAnswers)[] = [
  'ageOfChild',
  'courseDuration',
  'freeFees',
  'accommodation',
  'costsInclude',
];

/** A child's field name in the draft. */
export const childField = (index: number, name: keyof FormAnswers): DraftField => `children[${index}].${name}`;

/** The draft's fields in the order the form shows them (the first refused one takes the focus). */
export function draftFields(children: number): DraftField[] {
  const childFields = Array.from({ length: children }, (_, index) =>
    CHILD_FIELDS.map((name) => childField(index, name)),
  ).flat();
  return [
    ...childFields,
    'saved',
    'yearlyReturn',
    'rate',
    'amount',
    'share',
    'grants',
    'fees',
    'accommodation',
    'other',
    'rise',
    'firstPayment',
  ];
}

type FieldMessage = 'amountError' | 'percentError' | 'shareError' | 'firstPaymentError';

/** Fields that must not be left empty (each has a default the form starts with), and what an empty one is told. */
const WHEN_EMPTY: Partial<Record<NumberField, FieldMessage>> = {
  saved: 'amountError',
  yearlyReturn: 'percentError',
  share: 'shareError',
  grants: 'amountError',
  rise: 'percentError',
};

/** The plan's answers for another child: the calculator's answers, as a form holds them. */
const childDraft = (child: SubmittedAnswers): FormAnswers => ({ ...child, costsInclude: [...child.costsInclude] });

export const toDraft = (plan: PlanAnswers): Draft => ({
  saved: plan.savedAlready,
  yearlyReturn: plan.yearlyReturnPercent,
  rising: plan.risingCosts,
  rate: plan.risingCostsPercent,
  share: plan.sharePercent,
  grants: plan.grantsPerYear,
  fees: plan.feesPerYear,
  accommodation: plan.accommodationPerYear,
  other: plan.otherExpensesPerYear,
  rise: plan.contributionRisePercent,
  children: plan.otherChildren.map(childDraft),
  through: plan.saveThroughCollege,
  firstPayment: plan.firstPaymentDate,
  amount: plan.monthlyAmount,
});

/** A new child's answers: the first child's copied but the age, which the parent gives. */
export const newChild = (first: SubmittedAnswers): FormAnswers => ({ ...childDraft(first), ageOfChild: null });

/** Whether another child can be added. */
export const canAddChild = (draft: Pick<Draft, 'children'>): boolean => draft.children.length < PLAN_CHILDREN_MAX - 1;

/**
 * The plan's answers without own figures for a cost the estimate does not count (kept through 'Make a change'
 * to answers without accommodation, say): the server would refuse them.
 */
export const fitToCosts = (plan: PlanAnswers, counted: CountedCosts): PlanAnswers => ({
  ...plan,
  accommodationPerYear: counted.accommodation ? plan.accommodationPerYear : null,
  otherExpensesPerYear: counted.other ? plan.otherExpensesPerYear : null,
});

/** The answers a valid draft sends (the rate only when rising costs are allowed; own figures only for costs counted). */
export const toPlanAnswers = (draft: Draft, counted: CountedCosts): PlanAnswers =>
  fitToCosts(
    {
      savedAlready: draft.saved ?? 0,
      yearlyReturnPercent: draft.yearlyReturn ?? 0,
      risingCosts: !!draft.rising,
      risingCostsPercent: draft.rising ? draft.rate : null,
      sharePercent: draft.share ?? 100,
      grantsPerYear: draft.grants ?? 0,
      feesPerYear: draft.fees,
      accommodationPerYear: draft.accommodation,
      otherExpensesPerYear: draft.other,
      contributionRisePercent: draft.rise ?? 0,
      otherChildren: draft.children.map((child) => ({ ...(child as SubmittedAnswers) })),
      saveThroughCollege: !!draft.through,
      firstPaymentDate: draft.firstPayment || null,
      monthlyAmount: draft.amount,
    },
    counted,
  );

/** What the first payment's date is checked against: today, and the first child's age and this year. */
export interface DraftDates {
  today: string;
  firstAge: number;
}

/** The draft's errors in the host's words (`t`); empty when it can be sent. */
export function draftErrors(
  draft: Draft,
  counted: CountedCosts,
  dates: DraftDates,
  t: Pick<PlannerMessages, FieldMessage> & Partial<ErrorMessages>,
): DraftErrors {
  const values: Partial<Record<PlanInputName, unknown>> = {};
  for (const field of Object.keys(INPUT) as NumberField[]) values[INPUT[field]] = draft[field];
  if (!draft.rising) values.risingCostsPercent = null;
  if (!counted.accommodation) values.accommodationPerYear = null;
  if (!counted.other) values.otherExpensesPerYear = null;
  const refused = planInputErrors(values, counted);
  const errors: DraftErrors = {};
  for (const field of Object.keys(INPUT) as NumberField[]) {
    // The form never sends an own figure for a cost left out, so only these three messages can come back.
    const message =
      (refused[INPUT[field]] as FieldMessage | undefined) ?? (draft[field] === null ? WHEN_EMPTY[field] : undefined);
    if (message) errors[field] = t[message];
  }
  const ages: number[] = [dates.firstAge];
  draft.children.forEach((child, index) => {
    const childErrors = validateAnswers(child);
    for (const name of CHILD_FIELDS)
      if (childErrors[name]) errors[childField(index, name)] = translateError(childErrors[name], t);
    if (!childErrors.ageOfChild && child.ageOfChild !== null) ages.push(child.ageOfChild);
  });
  const latest = firstCourseYearDate(ages, Number(dates.today.slice(0, 4)));
  if (firstPaymentRule(draft.firstPayment || null, dates.today, latest)) errors.firstPayment = t.firstPaymentError;
  return errors;
}
