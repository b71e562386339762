/**
 * The savings plan's form as data: the parent's draft answers, their errors by the shared rules
 * (src/plan-rules.ts, the server's too), and the answers sent. Pure: PlanForm.tsx shows it.
 */
import { planInputErrors, type CountedCosts, type PlanInputName } from '../../plan-rules';
import type { PlanAnswers } from './plan-call';
import type { PlannerMessages } from './planner-messages';

/** What the parent has typed or chosen; null where a number field is empty. */
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
}

export type DraftField = Exclude<keyof Draft, 'rising'>;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The draft's fields in the order the form shows them (the first refused one takes the focus). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'saved',
  'yearlyReturn',
  'rate',
  'share',
  'grants',
  'fees',
  'accommodation',
  'other',
  'rise',
];

/** Each draft field's input, as the API and the shared rules name it. */
const INPUT: Record<DraftField, PlanInputName> = {
  saved: 'savedAlready',
  yearlyReturn: 'yearlyReturnPercent',
  rate: 'risingCostsPercent',
  share: 'sharePercent',
  grants: 'grantsPerYear',
  fees: 'feesPerYear',
  accommodation: 'accommodationPerYear',
  other: 'otherExpensesPerYear',
  rise: 'contributionRisePercent',
};

type FieldMessage = 'amountError' | 'percentError' | 'shareError';

/** Fields that must not be left empty (each has a default the form starts with), and what an empty one is told. */
const WHEN_EMPTY: Partial<Record<DraftField, FieldMessage>> = {
  saved: 'amountError',
  yearlyReturn: 'percentError',
  share: 'shareError',
  grants: 'amountError',
  rise: 'percentError',
};

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
});

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
    },
    counted,
  );

/** The draft's errors in the host's words (`t`); empty when it can be sent. */
export function draftErrors(draft: Draft, counted: CountedCosts, t: Pick<PlannerMessages, FieldMessage>): DraftErrors {
  const values: Partial<Record<PlanInputName, unknown>> = {};
  for (const field of DRAFT_FIELDS) values[INPUT[field]] = draft[field];
  if (!draft.rising) values.risingCostsPercent = null;
  if (!counted.accommodation) values.accommodationPerYear = null;
  if (!counted.other) values.otherExpensesPerYear = null;
  const refused = planInputErrors(values, counted);
  const errors: DraftErrors = {};
  for (const field of DRAFT_FIELDS) {
    // The form never sends an own figure for a cost left out, so only these three messages can come back.
    const message =
      (refused[INPUT[field]] as FieldMessage | undefined) ?? (draft[field] === null ? WHEN_EMPTY[field] : undefined);
    if (message) errors[field] = t[message];
  }
  return errors;
}
