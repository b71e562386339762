/**
 * The results' 'Include' line, in the words of the include question's choices (include-choices.ts): in the
 * results' chunk, not in the first module with the choices, which the empty form needs and the line does not.
 */
import type { AccommodationType, IncludeItem } from '../host/types';
import { FORM_MESSAGES as F } from '../host/messages';

/** The texts of the 'Include' line: the choices' words, and 'Fees' alone. */
export interface IncludeLineTexts {
  includeAll: string;
  includeFeesOther: string;
  includeFeesAccommodation: string;
  includeLineFees: string;
}

const INCLUDE_LINE_ENGLISH: IncludeLineTexts = { ...F, includeLineFees: 'Fees' };

/** The summary's 'Include' line (SPEC §2), from what was included and where the child will live. */
export function includeLine(
  items: readonly IncludeItem[],
  accommodation: AccommodationType,
  t: IncludeLineTexts = INCLUDE_LINE_ENGLISH,
): string {
  const other = items.includes('OtherExpenses');
  const rooms = items.includes('Accommodation');
  if (other && accommodation !== 'HOME') return t.includeAll;
  if (other && accommodation === 'HOME') return t.includeFeesOther;
  if (rooms && !other) return t.includeFeesAccommodation;
  return t.includeLineFees;
}
