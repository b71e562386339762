/**
 * SPEC §5: the include choices offered, each by its name and the costs it includes. At home, fees only or
 * fees & other expenses; otherwise (and before the parent has said) fees only, fees & accommodation, or all
 * three. The widget shows these choices (widget/include-choices.ts gives them their words) and the include
 * rule (include.ts) accepts only these. Kept apart from the rule: the form's first chunk needs the choices only.
 */
import type { CostType } from '../assumptions';

export const INCLUDE_CHOICES = {
  fees: ['FEES'],
  'fees-other': ['FEES', 'OTHER_EXPENSES'],
  'fees-accommodation': ['FEES', 'ACCOMMODATION'],
  'fees-accommodation-other': ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
} as const satisfies Record<string, readonly CostType[]>;

export type IncludeChoiceName = keyof typeof INCLUDE_CHOICES;

const AT_HOME: readonly IncludeChoiceName[] = ['fees', 'fees-other'];
const AWAY: readonly IncludeChoiceName[] = ['fees', 'fees-accommodation', 'fees-accommodation-other'];

/** The names of the choices offered where the child lives (any answer but HOME, none included, offers the three away). */
export const includeChoicesFor = (accommodation: unknown): readonly IncludeChoiceName[] =>
  accommodation === 'HOME' ? AT_HOME : AWAY;

/** `b` has the items of the choice `a` (none twice), in any order: an item listed twice never matches. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item) => b.includes(item));
