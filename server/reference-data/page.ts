/**
 * One page of a list held in memory (a catalogue, or the part of one a user subscribed to), by the
 * paging rules of graphql/pages.ts: `first` items after the one whose key is `after`.
 */
import { badUserInput } from '../graphql/errors';
import { unknownCursor } from '../graphql/pages';
import type { PageRequest } from '../storage';

/** The page, or BAD_USER_INPUT on `after` when no item has that key. */
export function pageOfList<T>(items: readonly T[], keyOf: (item: T) => string, page: PageRequest): T[] {
  const start = page.after === null ? 0 : items.findIndex((item) => keyOf(item) === page.after) + 1;
  if (start === 0 && page.after !== null) throw unknownCursor();
  return items.slice(start, start + page.first);
}

/**
 * One page of a list computed afresh on each call and sorted by a key that orders as text (ISO dates, UTC
 * instants): the items whose key comes after `after`. That item need not be in the list any more (a slot
 * booked or a day filled since the previous page), so paging on never fails; an `after` that is not a key at
 * all is BAD_USER_INPUT on `after`, saying what a key looks like.
 */
export function pageAfterKey<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  page: PageRequest,
  key: { test: (value: string) => boolean; example: string },
): T[] {
  const { after } = page;
  if (after === null) return items.slice(0, page.first);
  if (!key.test(after)) throw badUserInput([{ field: 'after', message: `Must be the id of an item of the previous page, such as ${key.example}` }]);
  return items.filter((item) => keyOf(item) > after).slice(0, page.first);
}
