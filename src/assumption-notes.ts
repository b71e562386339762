/**
 * The 'Notes and assumptions' list of the results view, written from the figures of assumptions.ts (so the
 * two never disagree). A module of its own so that the results view's chunk carries it, not the form's.
 */
import { ACCOMMODATION, COLLEGE_START_AGE, FEES, FIGURES_YEAR, OTHER_EXPENSES } from './assumptions';
import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from './money';

/**
 * The 'Notes and assumptions' bullet list shown under a result, built from the figures above.
 * The figures are euro amounts; they are shown with the same symbol as the estimate
 * (`currencySymbol`, default '€'), so the notes and the amounts never disagree.
 */
export function assumptionNotes(currencySymbol: string = DEFAULT_CURRENCY_SYMBOL): string[] {
  const euro = (amount: number): string => formatMoney(amount, currencySymbol);
  const o = OTHER_EXPENSES;
  return [
    `These figures are rough estimates to help you plan.`,
    `We assume your child starts college at ${COLLEGE_START_AGE}.`,
    `Fees include the student contribution of ${euro(FEES.studentContribution)} per year (the maximum for ${FIGURES_YEAR}) and student levies and charges of ${euro(FEES.leviesAndCharges)}.`,
    `If your child is not eligible for free fees, we add tuition of ${euro(FEES.tuitionNotEligible)} per year.`,
    `Accommodation per year: rented ${euro(ACCOMMODATION.RENTED)}, shared with three other tenants; student ${euro(ACCOMMODATION.STUDENT)}, covering term time only.`,
    `Other expenses per year: utilities ${euro(o.utilities)} (rented accommodation only); food ${euro(o.food)} (not when living at home); travel ${euro(o.travel)}; books ${euro(o.books)}; clothes ${euro(o.clothes)}; mobile phone ${euro(o.mobilePhone)}; social activities ${euro(o.socialActivities)}.`,
    `Inflation is not included, and neither are scholarships or grants.`,
  ];
}
