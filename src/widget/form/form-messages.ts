/**
 * The form's texts (SPEC English, word for word), the ones the empty form shows: in the widget's first module,
 * which paints the empty form before the rest of the widget has arrived (early-form.ts). messages.ts has the
 * names of every other text, and README "Messages and locale" lists them all.
 */
export const FORM_MESSAGES = {
  /** The language of the texts (a BCP 47 tag), the widget's lang attribute: set it with a message set in another language. */
  language: 'en',
  formLabel: 'College cost calculator',
  ageQuestion: 'How old is your child?',
  courseQuestion: "How long do you expect your child's course to be?",
  freeFeesQuestion: 'Is your child likely to be eligible for free fees?',
  accommodationQuestion: 'Where do you expect your child to live while studying?',
  includeQuestion: 'What do you want to include?',
  agePlaceholder: 'Enter age',
  selectPlaceholder: 'Select an option',
  courseYears: '{years} years',
  yes: 'Yes',
  no: 'No',
  notSure: "I'm not sure",
  opensInNewTab: ' (opens in a new tab)',
  aboutFreeFees: 'About free fees',
  freeFeesHint:
    'Most first-time undergraduate students who have lived in the EU for three of the last five years qualify for free tuition fees. The student contribution is still payable.',
  aboutAccommodation: 'About accommodation',
  accommodationHint:
    'Rented accommodation is shared with three other tenants. Student accommodation covers term time only.',
  accommodationSTUDENT: 'Student accommodation',
  accommodationRENTED: 'Rented accommodation',
  accommodationHOME: 'At home',
  includeFees: 'Fees only',
  includeFeesOther: 'Fees & other expenses',
  includeFeesAccommodation: 'Fees & accommodation',
  includeAll: 'Fees, accommodation & other expenses',
  calculate: 'Calculate',
  calculating: 'Calculating your estimate…',
  calculationFailed: 'Something went wrong, please try again.',
  /** Instead of calculationFailed when the API said it was down (HTTP 503) until the widget gave up. */
  serviceDown: 'Our planning service is down for maintenance. Please try again in a few minutes.',
  errorPrefix: 'Error: ',
  noResults: 'No results are available.',
  results: '{count} results are available, use up and down arrow keys to navigate. Press Enter key to select.',
};

export type FormMessages = { [K in keyof typeof FORM_MESSAGES]: string };

/** The form's texts with the host's replacements. */
export const formMessages = <Given extends Partial<FormMessages>>(given: Given): FormMessages & Given => ({
  ...FORM_MESSAGES,
  ...given,
});
