import type { AccommodationType, CostType, IncludeItem } from '../host/types';
import type { IncludeChoiceName } from '../../rules/include-choices';
import { FORM_MESSAGES as F } from './form-messages';

/** One choice of the 'What do you want to include?' question. */
export interface IncludeChoice {
  id: IncludeChoiceName;
  label: string;
  items: IncludeItem[];
}

const FEES_ONLY: IncludeChoice = { id: 'fees', label: F.includeFees, items: ['Fees'] };

const AT_HOME_CHOICES: readonly IncludeChoice[] = [
  FEES_ONLY,
  { id: 'fees-other', label: F.includeFeesOther, items: ['Fees', 'OtherExpenses'] },
];

const AWAY_CHOICES: readonly IncludeChoice[] = [
  FEES_ONLY,
  { id: 'fees-accommodation', label: F.includeFeesAccommodation, items: ['Fees', 'Accommodation'] },
  {
    id: 'fees-accommodation-other',
    label: F.includeAll,
    items: ['Fees', 'Accommodation', 'OtherExpenses'],
  },
];

/**
 * SPEC §5: at home, only fees or fees & other expenses; otherwise the three accommodation choices. These are
 * the shared rule's choices (src/rules/include-choices.ts, which the server accepts), in the form's items and
 * words: written out here, not built from those, because the form's first chunk has no bytes to spare for it
 * (size-limit's loader page); tests/shared/rules-include.test.ts checks they are the same.
 */
export function includeChoicesFor(accommodation: AccommodationType | null): readonly IncludeChoice[] {
  return accommodation === 'HOME' ? AT_HOME_CHOICES : AWAY_CHOICES;
}

const sameItems = (a: readonly IncludeItem[], b: readonly IncludeItem[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));

/** The choice that these items make up, among those offered for the accommodation; undefined when none. */
export function findIncludeChoice(
  accommodation: AccommodationType | null,
  items: readonly IncludeItem[],
): IncludeChoice | undefined {
  return includeChoicesFor(accommodation).find((choice) => sameItems(choice.items, items));
}

/** Keeps the include answer only while it is still offered for the new accommodation (else clears it). */
export function keepOfferedInclude(accommodation: AccommodationType | null, items: IncludeItem[]): IncludeItem[] {
  return findIncludeChoice(accommodation, items) ? items : [];
}

/** Each form item's cost type in the API. */
export const TO_WIRE: Record<IncludeItem, CostType> = {
  Fees: 'FEES',
  Accommodation: 'ACCOMMODATION',
  OtherExpenses: 'OTHER_EXPENSES',
};

/** Form items → the API's whatToInclude values, in a stable order. */
export function toWhatToInclude(items: readonly IncludeItem[]): CostType[] {
  return (Object.keys(TO_WIRE) as IncludeItem[]).filter((item) => items.includes(item)).map((item) => TO_WIRE[item]);
}

/** The API's whatToInclude values → form items. */
export function fromWhatToInclude(costs: readonly CostType[]): IncludeItem[] {
  return (Object.keys(TO_WIRE) as IncludeItem[]).filter((item) => costs.includes(TO_WIRE[item]));
}
