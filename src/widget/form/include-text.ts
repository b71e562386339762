/** Each include choice's text, by the choice: the name of its message (the calculator's form and a family's other children). */
export const INCLUDE_TEXT = {
  fees: 'includeFees',
  'fees-other': 'includeFeesOther',
  'fees-accommodation': 'includeFeesAccommodation',
  'fees-accommodation-other': 'includeAll',
} as const;
