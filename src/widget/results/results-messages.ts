/**
 * The results view's texts in English (SPEC §2 word for word where it gives them), but for the notes
 * (assumption-notes.ts), and the texts every date is written with (dates.ts). `{name}` marks a value put in
 * when shown. See messages.ts for the rest and the `messages` option.
 * They come with the results' chunk: the form's chunk has only their names (messages.ts), so it does not
 * carry the month names.
 */
import type { NoteMessages } from './assumption-notes';
import type { DateMessages } from '../host/dates';

export const RESULTS_MESSAGES = {
  headline: "We estimate that you'll need to save {total} by {year}",
  aMonth: 'a month',
  startLine: 'from now until {date}, when your child starts college at {age}.',
  addGoalLine: "Add this goal and we'll work it into your plan to help you achieve it.",
  /** Said once the host's onAddGoal handler has added the goal (the add-goal button and line are gone then). */
  goalAdded: 'Added to your plan',
  /** A signed-in parent's estimate past the cap on saved calculations (the server's LIST_CAPS.college_costs). */
  notSavedAtLimit: 'This estimate was not saved: you already have 1,000 saved estimates, the most we keep.',
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
  // Dates (dates.ts formatDate), as Irish English writes them: the day first, and en-IE's short month names.
  months: 'January,February,March,April,May,June,July,August,September,October,November,December',
  monthsShort: 'Jan,Feb,Mar,Apr,May,June,July,Aug,Sept,Oct,Nov,Dec',
  dateFormat: '{day} {month} {year}',
  monthYearFormat: '{month} {year}',
  shortDateFormat: '{month} {year}',
} satisfies Record<string, string> & DateMessages;

export type ResultsMessages = { [K in keyof typeof RESULTS_MESSAGES]: string } & NoteMessages;
