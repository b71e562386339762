/**
 * One page of a list held in memory (a catalogue, or the part of one a user subscribed to), by the
 * paging rules of graphql/pages.ts: `first` items after the one whose key is `after`.
 */
import { unknownCursor } from '../graphql/pages';
import type { PageRequest } from '../storage';

/** The page, or BAD_USER_INPUT on `after` when no item has that key. */
export function pageOfList<T>(items: readonly T[], keyOf: (item: T) => string, page: PageRequest): T[] {
  const start = page.after === null ? 0 : items.findIndex((item) => keyOf(item) === page.after) + 1;
  if (start === 0 && page.after !== null) throw unknownCursor();
  return items.slice(start, start + page.first);
}
