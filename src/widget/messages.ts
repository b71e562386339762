/**
 * Every text the widget shows, by name, for the `messages` option (README "Messages and locale"): the SPEC
 * English word for word by default. `{name}` marks a value put in when shown ({total}, {year}, …).
 *
 * The form's texts are here, in the first chunk. The results' and the savings plan's come with their own
 * chunks (results-messages.ts, planner/planner-messages.ts); only their names are here, so that mount()
 * can refuse an unknown name at once. messages.test.ts checks the names match the texts.
 */
import { fill } from '../fill';
import { DEFAULT_LOCALE } from '../money';
import { RESULTS_MESSAGES, type ResultsMessages } from './results-messages';
import type { PlannerMessages } from './planner/planner-messages';
import type { ErrorMessages } from './validation';

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
  accommodationHint: 'Rented accommodation is shared with three other tenants. Student accommodation covers term time only.',
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

/** Every text of the widget, by name. */
export type Messages = FormMessages & ErrorMessages & ResultsMessages & PlannerMessages;

/**
 * The names of the answer rules' errors (their English is in validation.ts), the notes under the results
 * (assumption-notes.ts) and the plan's texts (planner/planner-messages.ts): only the names, since their
 * texts come in later chunks.
 */
export const LATER_MESSAGE_NAMES =
  'errorRequired errorWholeYears errorTooOld errorTooYoung errorCourseDuration errorAccommodation errorInclude noteRough noteStartAge noteFees noteTuition noteAccommodation noteOther noteInflation planHeading planIntro savedQuestion returnQuestion returnHint risingQuestion risingRateQuestion percentHint moreOptions shareQuestion shareHint grantsQuestion grantsHint ownFiguresLegend ownFiguresHint ownFees ownAccommodation ownOther ourFigure riseQuestion riseHint showPlan planWorking amountError percentError shareError planResultHeading fromNothing fromNothingDetail withYourPlan withYourPlanDetail worthLine onTrack onTrackDetail targetLine targetLineEarning risingLine lumpSum waiting waitingOnTrack waitingTooLate rangeLine rangeShort rangeSpare planSummary savedAlready yearlyReturn risingCosts percent notAllowed shareOfCosts shareValue grants grantsValue none savingRise level rising yearlyCosts costsOurs costsOwn costsMixed madeOn chartHeading chartLabel chartSaving chartStudying chartRange tableCaption today columnDate columnPaidIn columnGrowth columnCost columnBalance copyLink linkCopied linkToCopy print'.split(
    ' ',
  );

/** Every name the `messages` option accepts. */
export const MESSAGE_NAMES: readonly string[] = [...Object.keys(FORM_MESSAGES), ...Object.keys(RESULTS_MESSAGES), ...LATER_MESSAGE_NAMES];

/**
 * An error of the answer rules in the host's words when it gave them: by the name of the rule's key in
 * `english` (validation.ts's MESSAGE: 'tooOld' is the name 'errorTooOld').
 */
export function translateError(message: string | undefined, given: Partial<Messages>, english: Record<string, string>): string | undefined {
  for (const key in english) {
    const name = `error${key[0].toUpperCase()}${key.slice(1)}` as keyof ErrorMessages;
    if (english[key] === message && given[name]) return given[name];
  }
  return message;
}

/** The form's texts with the host's replacements. */
export const formMessages = (given: Partial<Messages>): FormMessages & Partial<ErrorMessages> => ({ ...FORM_MESSAGES, ...given });

/**
 * The locale dates are written in: `locale` where the browser has its calendar data, else en-IE. (Some
 * Chromium builds carry no Irish: they would write 'September 1, 2035' in American order; en-IE at least
 * keeps the day first.) Here, in the first chunk, because the results' and the plan's chunks both use it.
 */
export const dateLocale = (locale: string): string =>
  Intl.DateTimeFormat.supportedLocalesOf(locale).length ? locale : DEFAULT_LOCALE;

/** SPEC §8: the dropdown's status text, read out when the list opens. */
export function dropdownStatusMessage(isOpen: boolean, resultCount: number, t: Pick<FormMessages, 'noResults' | 'results'> = FORM_MESSAGES): string {
  if (!isOpen) return '';
  return resultCount === 0 ? t.noResults : fill(t.results, { count: resultCount });
}
