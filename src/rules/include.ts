/**
 * The 'What do you want to include?' answer's rule (SPEC §5), in the API's values (whatToInclude): at least
 * one cost, each a cost type, none twice, FEES always, and one of the choices offered where the child lives
 * (include-choices.ts). Returns the name of what is wrong, or undefined; see answers.ts for who words it.
 */
import { COST_TYPES } from '../assumptions';
import { INCLUDE_CHOICES, includeChoicesFor, sameItems } from './include-choices';

export type IncludeRefusal =
  | 'required'
  | 'costType'
  | 'includeEmpty'
  | 'includeDuplicates'
  | 'includeFees'
  | 'includeAccommodationAtHome'
  | 'includeOtherWithoutAccommodation';

/** The costs on their own, wherever the child lives: a list of cost types, none twice, FEES among them. */
export function includeItemsRule(include: unknown): IncludeRefusal | undefined {
  if (include == null) return 'required';
  if (!Array.isArray(include)) return 'costType';
  if (include.length === 0) return 'includeEmpty';
  if (!include.every((item) => (COST_TYPES as readonly unknown[]).includes(item))) return 'costType';
  if (new Set(include).size !== include.length) return 'includeDuplicates';
  if (!include.includes('FEES')) return 'includeFees';
  return undefined;
}

/** Whether these costs make up one of the choices offered where the child lives. */
const isIncludeChoice = (accommodation: unknown, costs: readonly unknown[]): boolean =>
  includeChoicesFor(accommodation).some((name) => sameItems(INCLUDE_CHOICES[name], costs));

/** The costs for where the child lives: fine on their own, and one of the choices offered there. */
export function includeRule(include: unknown, accommodation: unknown): IncludeRefusal | undefined {
  const refused = includeItemsRule(include);
  if (refused || isIncludeChoice(accommodation, include as readonly unknown[])) return refused;
  // Both other costs come with FEES: at home the one not offered is accommodation, away it is other expenses alone.
  return accommodation === 'HOME' ? 'includeAccommodationAtHome' : 'includeOtherWithoutAccommodation';
}
