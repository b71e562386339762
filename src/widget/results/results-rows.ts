/**
 * The rows of the results (ResultsView.tsx), from the API's estimate: the yearly costs it counts, and what the
 * parent told us.
 */
import { fill } from '../host/fill';
import { answersFromCollegeCost } from '../form/answers';
import type { FormMessages } from '../host/messages';
import type { CollegeCost } from '../host/types';
import { includeLine } from './include-line';
import type { ResultsMessages } from './results-messages';

/** An amount of the API's estimate. */
type Amount = { float: number };

/** SPEC §2: Fees always; Accommodation only if included and not at home; Other expenses only if included. */
export function costRows(cost: CollegeCost, t: ResultsMessages): [string, Amount][] {
  const showAccommodation = cost.whatToInclude.includes('ACCOMMODATION') && cost.accommodationType !== 'HOME';
  const showOther = cost.whatToInclude.includes('OTHER_EXPENSES');
  return [
    [t.fees, cost.fees],
    ...(showAccommodation ? [[t.accommodation, cost.accommodationCost] as [string, Amount]] : []),
    ...(showOther ? [[t.otherExpenses, cost.otherExpenses] as [string, Amount]] : []),
  ];
}

/** 'You told us': the child's age, the course's length, free fees, where the child will live, what to include. */
export const summaryRows = (cost: CollegeCost, t: FormMessages & ResultsMessages): [string, string][] => [
  [t.ageOfChild, fill(cost.ageOfChild === 1 ? t.ageValueOne : t.ageValue, { age: cost.ageOfChild })],
  [t.courseLength, fill(t.courseYears, { years: cost.courseDuration })],
  [t.freeFees, cost.eligibleForFreeTuitionFees ? t.eligible : t.notEligible],
  [t.accommodation, t[`accommodation${cost.accommodationType}`]],
  [t.include, includeLine(answersFromCollegeCost(cost).costsInclude, cost.accommodationType, t)],
];
