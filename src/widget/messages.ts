/**
 * Every text the widget shows, by name, for the `messages` option (README "Messages and locale"): the SPEC
 * English word for word by default. `{name}` marks a value put in when shown ({total}, {year}, …).
 *
 * The form's texts are in form-messages.ts, in the first module. The rest come with the chunks that show them (the
 * answer rules' errors, the results' texts with their notes and dates, the savings plan's); only their names and
 * placeholders are here, so that mount() can refuse an unknown name, or a text that drops a placeholder, at
 * once. messages.test.tsx checks the names and placeholders match the texts.
 */
import { fill } from '../fill';
import type { ResultsMessages } from './results-messages';
import type { PlannerMessages } from './planner/planner-messages';
import type { ErrorMessages } from './validation';
import { FORM_MESSAGES, type FormMessages } from './form-messages';

export { FORM_MESSAGES, formMessages, type FormMessages } from './form-messages';

/** Every text of the widget, by name. */
export type Messages = FormMessages & ErrorMessages & ResultsMessages & PlannerMessages;

/**
 * The names of the results' texts and dates' (results-messages.ts), the answer rules' errors (validation.ts),
 * the notes under the results (assumption-notes.ts) and the plan's texts (planner/planner-messages.ts): only
 * the names, since their texts come in later chunks, each with the placeholders its English uses after a
 * colon ('targetLine:target,date'), so that mount() can refuse a text that drops one before the text has
 * arrived. messages.test.tsx derives the same list from the English texts, and says what to change here when
 * a text is added or changed.
 */
const LATER_MESSAGES =
  'headline:total,year aMonth startLine:date,age addGoalLine goalAdded costPerYear fees accommodation otherExpenses totalRow:years perYearTimesYears:annual,years datedLine:year,date youToldUs ageOfChild ageValue:age ageValueOne:age courseLength freeFees eligible notEligible include includeLineFees makeAChange notesAndAssumptions startOver months monthsShort dateFormat:day,month,year monthYearFormat:month,year shortDateFormat:month,year errorRequired errorWholeYears errorTooOld errorTooYoung errorCourseDuration errorAccommodation errorInclude noteRough noteStartAge:age noteFees:contribution,figuresYear,levies noteTuition:tuition noteAccommodation:rented,student noteOther:utilities,food,travel,books,clothes,mobilePhone,socialActivities noteInflation planHeading planIntro savedQuestion returnQuestion returnHint:dirt,exitTax risingQuestion risingRateQuestion percentHint moreOptions shareQuestion shareHint grantsQuestion grantsHint ownFiguresLegend ownFiguresHint:year ownFees ownAccommodation ownOther ourFigure:amount riseQuestion riseHint showPlan planWorking amountError percentError shareError planResultHeading fromNothing fromNothingDetail withYourPlan withYourPlanDetail:saved,rate worthLine:amount onTrack onTrackDetail:target,date targetLine:target,date targetLineEarning:target,date,total risingLine:rise,final lumpSum:amount waiting:amount,more waitingOnTrack waitingTooLate rangeLine:low,high,lowOutcome,highOutcome rangeShort:amount rangeSpare:amount planSummary savedAlready yearlyReturn risingCosts percent:value notAllowed shareOfCosts shareValue:value grants grantsValue:amount none savingRise level rising:value yearlyCosts costsOurs:amount,year costsOwn:amount costsMixed:amount,year madeOn chartHeading chartLabel chartSaving chartStudying chartRange:low,high tableCaption today columnDate columnPaidIn columnGrowth columnCost columnBalance copyLink linkCopied linkToCopy print';

/** The later texts' placeholders by name (none for most). */
const LATER_PLACEHOLDERS: Record<string, string[]> = Object.fromEntries(
  LATER_MESSAGES.split(' ').map((entry) => {
    const [name, places = ''] = entry.split(':');
    return [name, places ? places.split(',').map((place) => `{${place}}`) : []];
  }),
);

export const LATER_MESSAGE_NAMES = Object.keys(LATER_PLACEHOLDERS);

/** The placeholders a text uses, as written: "save {total} by {year}" → ['{total}', '{year}'] (the places fill() fills). */
export const placeholdersOf = (text: string): string[] => text.match(/\{\w+\}/g) ?? [];

/** The placeholders a replacement for the text `name` must keep, as written ('{year}'): those its English uses. */
export function requiredPlaceholders(name: string): string[] {
  const english = (FORM_MESSAGES as Record<string, string>)[name];
  return english === undefined ? (LATER_PLACEHOLDERS[name] ?? []) : placeholdersOf(english);
}

/** Every name the `messages` option accepts. */
export const MESSAGE_NAMES: readonly string[] = [...Object.keys(FORM_MESSAGES), ...LATER_MESSAGE_NAMES];

/** SPEC §8: the dropdown's status text, read out when the list opens. */
export function dropdownStatusMessage(
  isOpen: boolean,
  resultCount: number,
  t: Pick<FormMessages, 'noResults' | 'results'> = FORM_MESSAGES,
): string {
  if (!isOpen) return '';
  return resultCount === 0 ? t.noResults : fill(t.results, { count: resultCount });
}
