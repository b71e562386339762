/**
 * Paging of list fields (docs/paging.md). Every Query field that returns a list of records takes
 * `first` (the page size: DEFAULT_PAGE_SIZE when left out, at most MAX_PAGE_SIZE) and `after`, and
 * has a sibling `<field>Page` with the same arguments that answers the page's items (`nodes`) and
 * its PageInfo: `endCursor`, the cursor to pass as the next page's `after`, and `hasNextPage`.
 *
 * A cursor is opaque to clients: base64url of `{ l: list, k: key, v?: version }`, the list's name
 * (its Query field), the sort key of the page's last item (storage/keyset.ts) and, for a list whose
 * items can move, the version of its order the paging reads. It stays valid when that item is
 * deleted or moves. Decoding checks the list and each value's type; a cursor only ever chooses
 * where a page of the caller's own list starts (every query is the owner's, every value a
 * parameter), so a forged one can show nothing else. For compatibility, `after` may instead be the
 * id of an item still in the list (the pages before cursors existed).
 */
import { badUserInput } from './errors';
import { rootField, type QueryArgs, type RequestContext } from './context';
import type { LIST_PAGE_FIELDS } from '../../schema/generated/schema';
import { wholeNumberFrom } from '../validation/messages';
import { pageOfRows } from '../storage/keyset';
import type { KeyPartType, KeyValue, ListOrder, ListPosition, PageRequest, PageStart, StoredPage } from '../storage';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export const PAGE_MESSAGES = {
  first: wholeNumberFrom(1, MAX_PAGE_SIZE),
  after: 'Must be the endCursor of a page of this list, or the id of an item still in it',
  otherList: 'Is a cursor of another list: give the endCursor of a page of this one',
} as const;

/** The page asked for, or BAD_USER_INPUT naming `first`. A null `first` is the default. */
export function pageOf(args: PageArgs): { first: number; after: string | null } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badUserInput([{ field: 'first', message: PAGE_MESSAGES.first }]);
  return { first, after: args.after ?? null };
}

/** The refusal of an `after` that is neither a cursor of the list nor the id of one of its items. */
export const unknownCursor = (message: string = PAGE_MESSAGES.after) => badUserInput([{ field: 'after', message }]);

/** A paged list as its cursors name it: its Query field, the types of its key's parts, and whether its items can move. */
export interface ListKey {
  name: string;
  parts: readonly KeyPartType[];
  reranked?: boolean;
}

/** The ListKey of a list stored in the order `order`. */
export const listKeyOf = (name: string, order: ListOrder): ListKey => ({
  name,
  parts: order.parts.map((part) => part.type),
  reranked: order.reranked,
});

/** Longest `after` read as a cursor; a cursor of ours is well under it. */
const MAX_CURSOR_LENGTH = 1000;
/** An instant to the microsecond, UTC; the year from 0001 (the database has no year 0). */
const INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** 1 to 200 characters, none of them NUL or half a surrogate pair (the database takes neither). */
const TEXT = /^[^\0\uD800-\uDFFF]{1,200}$/u;

const validValue: Record<KeyPartType, (value: unknown) => boolean> = {
  integer: (value) => Number.isSafeInteger(value),
  instant: (value) => {
    if (typeof value !== 'string' || !INSTANT.test(value)) return false;
    // A real instant: one that reads back as itself (not 30 February, nor 24:00 or a 60th second).
    const ms = Date.parse(`${value.slice(0, 23)}Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
  },
  text: (value) => typeof value === 'string' && TEXT.test(value),
};

export function encodeCursor(list: ListKey, at: ListPosition): string {
  const cursor = at.version === undefined ? { l: list.name, k: at.key } : { l: list.name, k: at.key, v: at.version };
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** What `after` says, as JSON: a cursor's fields, or null when it is not a cursor at all (an id). */
function cursorFields(after: string): Record<string, unknown> | null {
  if (after.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(after)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'l' in parsed
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Where the page `after` asks for starts: a position (from a cursor of this list), the id of an item
 * (anything that is not a cursor), or the start. A cursor of another list, or one whose values are
 * not of the list's key, is BAD_USER_INPUT on `after`.
 */
export function startOf(list: ListKey, after: string | null): PageStart {
  if (after === null) return null;
  const cursor = cursorFields(after);
  if (cursor === null) return { id: after };
  if (cursor.l !== list.name)
    throw unknownCursor(typeof cursor.l === 'string' ? PAGE_MESSAGES.otherList : PAGE_MESSAGES.after);
  const { k: key, v: version } = cursor;
  const keyValid =
    Array.isArray(key) &&
    key.length === list.parts.length &&
    list.parts.every((type, index) => validValue[type](key[index]));
  const versionValid = list.reranked
    ? Number.isSafeInteger(version) && (version as number) >= 0
    : version === undefined;
  if (!keyValid || !versionValid || Object.keys(cursor).some((field) => !['l', 'k', 'v'].includes(field)))
    throw unknownCursor();
  return list.reranked ? { key: key as KeyValue[], version: version as number } : { key: key as KeyValue[] };
}

/** A page as the API answers it (`<Item>Page`). */
export interface ApiPage<T> {
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** The stored page `page` of the list `list`, its items seen through `view`. */
export function apiPage<R, T>(list: ListKey, page: StoredPage<R>, view: (record: R) => T): ApiPage<T> {
  return {
    nodes: page.items.map(view),
    pageInfo: { endCursor: page.end && encodeCursor(list, page.end), hasNextPage: page.hasNext },
  };
}

/** The page `args` ask for of the list `list`: its size, and where it starts. */
function requestOf(list: ListKey, args: PageArgs): PageRequest {
  const { first, after } = pageOf(args);
  return { first, after: startOf(list, after) };
}

/** The page `args` ask for of a stored list; `read` answers null when it starts after an id that is not in the list. */
export async function storedPage<R, T>(
  list: ListKey,
  args: PageArgs,
  read: (page: PageRequest) => Promise<StoredPage<R> | null>,
  view: (record: R) => T,
): Promise<ApiPage<T>> {
  const page = await read(requestOf(list, args));
  if (page === null) throw unknownCursor();
  return apiPage(list, page, view);
}

/** A paged list's Query field (`goals`), and its `<list>Page` sibling (`goalsPage`). */
export type ListField = keyof typeof LIST_PAGE_FIELDS;
export type PageField<Name extends ListField> = (typeof LIST_PAGE_FIELDS)[Name];

/** The resolvers of a paged list's two Query fields: where they are put, the schema checks their arguments and answers. */
export type PagedFields<Name extends ListField, Args, Item> = {
  [Field in Name]: (parent: unknown, args: Args, ctx: RequestContext) => Promise<Item[]>;
} & { [Field in PageField<Name>]: (parent: unknown, args: Args, ctx: RequestContext) => Promise<ApiPage<Item>> };

/**
 * The two Query fields of the paged list `name`: `name`, the page's items, and `<name>Page`, the
 * items and their PageInfo. `read` answers the page its arguments (the schema's, unless it says) ask for.
 */
export function pagedFields<Name extends ListField, Item, Args extends PageArgs = QueryArgs<Name>>(
  name: Name,
  read: (args: Args, ctx: RequestContext) => Promise<ApiPage<Item>> | ApiPage<Item>,
): PagedFields<Name, NoInfer<Args>, NoInfer<Item>> {
  const page = async (args: Args, ctx: RequestContext) => read(args, ctx);
  const nodes = async (args: Args, ctx: RequestContext) => (await read(args, ctx)).nodes;
  // TypeScript cannot name a field by a name it is given: the fields' types are PagedFields' all the same.
  return { [name]: rootField(nodes), [`${name}Page`]: rootField(page) } as PagedFields<Name, Args, Item>;
}

/** How the items of a list held in memory are found again: by their key, and by their id (an `after` from before cursors). */
export interface MemoryList<T> extends ListKey {
  keyOf(item: T): KeyValue[];
  idOf(item: T): string;
  /**
   * For a list whose ids are their keys (a day, an instant): the key of an id that need not be in
   * the list any more, null when it is not one, and an example for the refusal.
   */
  idKey?: { of(id: string): KeyValue[] | null; example: string };
}

const before = (a: readonly KeyValue[], b: readonly KeyValue[]): boolean => {
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) return a[index] < b[index];
  }
  return false;
};

/**
 * One page of `items`, a list held in memory in its key's (ascending) order, as `args` asks for it,
 * seen through `view`: the items whose key comes after where it starts, as a stored list's are.
 */
export function memoryPage<T, V>(
  list: MemoryList<T>,
  items: readonly T[],
  args: PageArgs,
  view: (item: T) => V,
): ApiPage<V> {
  const request = requestOf(list, args);
  const start = memoryStart(list, items, request.after);
  const from = start === null ? 0 : items.findIndex((item) => before(start.key, list.keyOf(item)));
  const rows = (from === -1 ? [] : items.slice(from, from + request.first + 1)).map((item) => ({
    item,
    position: { key: list.keyOf(item) },
  }));
  return apiPage(list, pageOfRows(rows, request.first, start), view);
}

/**
 * Where a page of a list held in memory starts; an id that is no item's (nor, for a list whose ids
 * are keys, a cursor or an id not of their shape) is refused.
 */
function memoryStart<T>(list: MemoryList<T>, items: readonly T[], start: PageStart): ListPosition | null {
  if (start === null) return null;
  const refused = () =>
    unknownCursor(
      list.idKey
        ? `Must be the endCursor of a page of this list, or an id such as ${list.idKey.example}`
        : PAGE_MESSAGES.after,
    );
  if (!('id' in start)) {
    if (list.idKey && list.idKey.of(String(start.key[0])) === null) throw refused();
    return start;
  }
  const item = items.find((candidate) => list.idOf(candidate) === start.id);
  const key = item ? list.keyOf(item) : (list.idKey?.of(start.id) ?? null);
  if (key === null) throw refused();
  return { key };
}
