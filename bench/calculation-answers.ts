/**
 * The anonymous calculation the server benchmarks send (the widget's CalculateCollegeCosts document, as
 * generated): the fixed answers every run has measured, and every set of answers the widget's form can
 * send, for a varied workload that a cache of the one fixed request's texts cannot carry. With each,
 * the total the cost model gives, which every answer must show.
 *
 * The form's answers (SPEC §5): an age from AGE_MIN to AGE_MAX, one of the course durations, free fees or
 * not, and an accommodation with one of the include choices the form offers for it (two at home, three
 * otherwise): 19 × 6 × 2 × (3 + 3 + 2) = 1,824.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS, type CostType } from '../src/assumptions';
import { includeChoicesFor, toWhatToInclude } from '../src/widget/form/include-choices';
import { CalculateCollegeCostsString as CALCULATE_COLLEGE_COSTS } from '../src/client/generated/documents/CalculateCollegeCosts';
import type { CalculateCollegeCostsMutationVariables } from '../src/client/generated/operations';
import { centsToDecimalString, formatMoney } from '../src/money';
import { estimateCollegeCost } from '../server/cost-model';

/** The operation's variables, what to include always a list (as the widget sends it). */
export type CalculationAnswers = CalculateCollegeCostsMutationVariables & { whatToInclude: CostType[] };

/** A visitor's call: what the benches have always sent (its total: €148,524). */
export const FIXED_ANSWERS: CalculationAnswers = {
  userId: null,
  accommodation: 'RENTED',
  ageOfChild: 5,
  courseDuration: 4,
  eligibleForFreeTuitionFees: false,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
};

/** Every set of answers the form can send, as a visitor (userId null). */
export function everyFormAnswer(): CalculationAnswers[] {
  const all: CalculationAnswers[] = [];
  for (let ageOfChild = AGE_MIN; ageOfChild <= AGE_MAX; ageOfChild++)
    for (const courseDuration of COURSE_DURATIONS)
      for (const eligibleForFreeTuitionFees of [true, false])
        for (const accommodation of ACCOMMODATION_TYPES)
          for (const choice of includeChoicesFor(accommodation))
            all.push({
              userId: null,
              accommodation,
              ageOfChild,
              courseDuration,
              eligibleForFreeTuitionFees,
              whatToInclude: toWhatToInclude(choice.items),
            });
  return all;
}

/** The request body: the generated document and the answers as its variables. */
export const calculationBody = (answers: CalculationAnswers): string =>
  JSON.stringify({ query: CALCULATE_COLLEGE_COSTS, variables: answers });

/**
 * The total's part of a right answer, as the server serialises it: `"total":{"float":148524,…}`. The
 * total does not depend on today (only the months to save do), so any month will do.
 */
export function expectedTotal(answers: CalculationAnswers): string {
  const { totalCents } = estimateCollegeCost(answers, { year: 2026, month: 1 });
  const total = {
    float: totalCents / 100,
    string: centsToDecimalString(totalCents),
    display: formatMoney(totalCents / 100),
  };
  return `"total":${JSON.stringify(total)}`;
}

/** A request the bench sends: its body and what its answer must contain. */
export interface CalculationRequest {
  body: string;
  expected: string;
}

export const calculationRequest = (answers: CalculationAnswers): CalculationRequest => ({
  body: calculationBody(answers),
  expected: expectedTotal(answers),
});

/** One of `items` drawn at random for each call. */
export const drawnAtRandom =
  <T>(items: readonly T[]): (() => T) =>
  () =>
    items[Math.floor(Math.random() * items.length)];
