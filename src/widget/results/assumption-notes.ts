/**
 * The 'Notes and assumptions' list of the results view, written from the figures of assumptions.ts (so the
 * two never disagree). A module of its own so that the results view's chunk carries it, not the form's.
 */
import { ACCOMMODATION, COLLEGE_START_AGE, FEES, FIGURES_YEAR, OTHER_EXPENSES } from '../../assumptions';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_LOCALE, formatMoney } from '../../money';
import { fill as fillIn } from '../host/fill';

/** The notes' texts in English; `{name}` marks a figure put in (the widget's `messages` option can replace them). */
export const NOTE_MESSAGES = {
  noteRough: 'These figures are rough estimates to help you plan.',
  noteStartAge: 'We assume your child starts college at {age}.',
  noteFees:
    'Fees include the student contribution of {contribution} per year (the maximum for {figuresYear}) and student levies and charges of {levies}.',
  noteTuition: 'If your child is not eligible for free fees, we add tuition of {tuition} per year.',
  noteAccommodation:
    'Accommodation per year: rented {rented}, shared with three other tenants; student {student}, covering term time only.',
  noteOther:
    'Other expenses per year: utilities {utilities} (rented accommodation only); food {food} (not when living at home); travel {travel}; books {books}; clothes {clothes}; mobile phone {mobilePhone}; social activities {socialActivities}.',
  noteInflation: 'Inflation is not included, and neither are scholarships or grants.',
};

export type NoteMessages = { [K in keyof typeof NOTE_MESSAGES]: string };

/**
 * The 'Notes and assumptions' bullet list shown under a result, built from the figures above.
 * The figures are euro amounts; they are shown with the same symbol as the estimate
 * (`currencySymbol`, default '€'), so the notes and the amounts never disagree.
 */
export function assumptionNotes(
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
  t: NoteMessages = NOTE_MESSAGES,
  locale: string = DEFAULT_LOCALE,
): string[] {
  const euro = (amount: number): string => formatMoney(amount, currencySymbol, locale);
  const o = OTHER_EXPENSES;
  return [
    t.noteRough,
    fillIn(t.noteStartAge, { age: COLLEGE_START_AGE }),
    fillIn(t.noteFees, {
      contribution: euro(FEES.studentContribution),
      figuresYear: FIGURES_YEAR,
      levies: euro(FEES.leviesAndCharges),
    }),
    fillIn(t.noteTuition, { tuition: euro(FEES.tuitionNotEligible) }),
    fillIn(t.noteAccommodation, { rented: euro(ACCOMMODATION.RENTED), student: euro(ACCOMMODATION.STUDENT) }),
    fillIn(t.noteOther, {
      utilities: euro(o.utilities),
      food: euro(o.food),
      travel: euro(o.travel),
      books: euro(o.books),
      clothes: euro(o.clothes),
      mobilePhone: euro(o.mobilePhone),
      socialActivities: euro(o.socialActivities),
    }),
    t.noteInflation,
  ];
}
