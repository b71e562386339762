/**
 * Every text the widget shows, by name, for the `messages` option (README "Messages and locale"): the SPEC
 * English word for word by default. `{name}` marks a value put in when shown ({total}, {year}, …).
 *
 * The form's texts are in form-messages.ts, in the first module. The rest come with the chunks that show them (the
 * answer rules' errors, the results' texts with their notes and dates, the savings plan's); only their names and
 * placeholders are here, so that mount() can refuse an unknown name, or a text that drops a placeholder, at
 * once. messages.test.tsx checks the names and placeholders match the texts.
 */
import { fill } from './fill';
import type { ResultsMessages } from '../results/results-messages';
import type { PlannerMessages } from '../planner/planner-messages';
import type { ComparisonTexts } from '../planner/comparison-messages';
import type { ErrorMessages } from '../form/validation';
import type { ErrorSummaryMessages } from '../form/error-summary-messages';
import { FORM_MESSAGES, type FormMessages } from '../form/form-messages';
// The names of the results' texts and dates' (results-messages.ts), the answer rules' errors (validation.ts) and
// their summary's (form/error-summary-messages.ts), the notes under the results (assumption-notes.ts) and the plan's
// texts (planner/planner-messages.ts), each with the placeholders its English uses, generated from those texts:
// mount() refuses a text that drops one before it arrives.
import { LATER_MESSAGES } from '../generated/later-messages';

export { FORM_MESSAGES, formMessages, type FormMessages } from '../form/form-messages';

/** Every text of the widget, by name. */
export type Messages = FormMessages &
  ErrorMessages &
  ErrorSummaryMessages &
  ResultsMessages &
  PlannerMessages &
  ComparisonTexts;

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
