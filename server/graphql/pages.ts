/**
 * Paging of list fields. Every Query field that returns a list of records takes `first` (the page
 * size: DEFAULT_PAGE_SIZE when left out, at most MAX_PAGE_SIZE) and `after` (the id of the last item
 * of the previous page; the first page when left out), as schema/planning.graphql documents.
 */
import { badUserInput } from './errors';
import { wholeNumberFrom } from '../validation/messages';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export const PAGE_MESSAGES = {
  first: wholeNumberFrom(1, MAX_PAGE_SIZE),
  after: 'No item with this id in this list: give the id of the last item of the previous page',
} as const;

/** The page asked for, or BAD_USER_INPUT naming `first`. A null `first` is the default. */
export function pageOf(args: PageArgs): { first: number; after: string | null } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw badUserInput([{ field: 'first', message: PAGE_MESSAGES.first }]);
  return { first, after: args.after ?? null };
}

/** The refusal of an `after` that names no item of the list. */
export const unknownCursor = () => badUserInput([{ field: 'after', message: PAGE_MESSAGES.after }]);
