import type { AccommodationType } from './types';

/** The visible texts of SPEC §2, §5 and §8, word for word, in one place. */
export const QUESTION = {
  ageOfChild: 'How old is your child?',
  courseDuration: "How long do you expect your child's course to be?",
  freeFees: 'Is your child likely to be eligible for free fees?',
  accommodation: 'Where do you expect your child to live while studying?',
  costsInclude: 'What do you want to include?',
} as const;

export const AGE_PLACEHOLDER = 'Enter age';
export const SELECT_PLACEHOLDER = 'Select an option';
export const NOT_SURE_LINK = "I'm not sure";
export const CALCULATE = 'Calculate';
export const CALCULATING = 'Calculating your estimate…';
export const CALCULATION_FAILED = 'Something went wrong, please try again.';
export const DEFAULT_ADD_GOAL_LABEL = 'Get your free financial plan';
export const ADD_GOAL_LINE = "Add this goal and we'll work it into your plan to help you achieve it.";
export const COST_PER_YEAR = 'COST PER YEAR';
export const YOU_TOLD_US = 'You told us';
export const MAKE_A_CHANGE = 'Make a change';
export const NOTES_AND_ASSUMPTIONS = 'Notes and assumptions';
export const START_OVER = 'Start over';
export const ELIGIBLE = 'Eligible';
export const NOT_ELIGIBLE = 'Not eligible';

export const ACCOMMODATION_LABEL: Record<AccommodationType, string> = {
  STUDENT: 'Student accommodation',
  RENTED: 'Rented accommodation',
  HOME: 'At home',
};

export const courseDurationLabel = (years: number): string => `${years} years`;

export function headline(total: string, year: number): string {
  return `We estimate that you'll need to save ${total} by ${year}`;
}

/** Beside the monthly figure: '€407.89 a month'. */
export const A_MONTH = 'a month';

/** The target month in words, from an ISO date: '2040-09-01' → 'September 2040'. */
export function monthAndYear(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
}

/** Under the monthly figure: when the saving runs to, and why then. */
export function startLine(targetDate: string, startAge: number): string {
  return `from now until ${monthAndYear(targetDate)}, when your child starts college at ${startAge}.`;
}

/** The cost table's last row: it adds up to the headline total. */
export const totalRowLabel = (years: number): string => `Total for ${years} years`;
export const perYearTimesYears = (annual: string, years: number): string => `${annual} a year × ${years} years`;

/** SPEC §8: the dropdown's status text, read out when the list opens. */
export function dropdownStatusMessage(isOpen: boolean, resultCount: number): string {
  if (!isOpen) return '';
  if (resultCount === 0) return 'No results are available.';
  return `${resultCount} results are available, use up and down arrow keys to navigate. Press Enter key to select.`;
}

/** Hints shown by the tooltip icons. */
export const HINT = {
  freeFees:
    'Most first-time undergraduate students who have lived in the EU for three of the last five years qualify for free tuition fees. The student contribution is still payable.',
  accommodation:
    'Rented accommodation is shared with three other tenants. Student accommodation covers term time only.',
} as const;
