/**
 * The results view's texts in English (SPEC §2 word for word where it gives them), but for the notes
 * (assumption-notes.ts, in the results chunk). `{name}` marks a value put in when shown. See messages.ts
 * for the rest and the `messages` option.
 */
import type { NoteMessages } from '../assumption-notes';

export const RESULTS_MESSAGES = {
  headline: "We estimate that you'll need to save {total} by {year}",
  aMonth: 'a month',
  startLine: 'from now until {date}, when your child starts college at {age}.',
  addGoalLine: "Add this goal and we'll work it into your plan to help you achieve it.",
  costPerYear: 'COST PER YEAR',
  fees: 'Fees',
  accommodation: 'Accommodation',
  otherExpenses: 'Other expenses',
  totalRow: 'Total for {years} years',
  perYearTimesYears: '{annual} a year × {years} years',
  datedLine: 'Based on the {year} figures. Estimate made on {date}.',
  youToldUs: 'You told us',
  ageOfChild: 'Age of child',
  ageValue: '{age} years old',
  ageValueOne: '{age} year old',
  courseLength: 'Course length',
  freeFees: 'Free fees',
  eligible: 'Eligible',
  notEligible: 'Not eligible',
  include: 'Include',
  includeLineFees: 'Fees',
  makeAChange: 'Make a change',
  notesAndAssumptions: 'Notes and assumptions',
  startOver: 'Start over',
};

export type ResultsMessages = { [K in keyof typeof RESULTS_MESSAGES]: string } & NoteMessages;
