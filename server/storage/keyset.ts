/**
 * Keyset pages of a user's list: paging that survives change (docs/paging.md). A list is in the order of its
 * sort key (a few columns, the last one unique), and a page starts after a position in that order,
 * the key of the last item served before: whether that item is still there, or has moved, the
 * next page is the items whose key comes after it, so nothing is skipped or served twice for it.
 * The database orders, compares (one tuple comparison) and limits; every value is a parameter.
 *
 * A list whose first key part a user can change (`reranked`: a goal's priority, a person's
 * relationship) is read in the order it had when its first page was read: migration 0010 logs each
 * change of `list_rank` with the rank before it, a position carries the version of that log its
 * paging started at, and later pages rank each item as it was then (the rank before its first
 * later change, else its rank now). An item moved between two pages is so served once, where it was.
 */
import type { SqlExecutor } from './engine';

/** One part of a sort key as a position holds it: a number, or text (an instant is ISO text to the microsecond). */
export type KeyValue = number | string;

/** What a key part is: a whole number, an instant (timestamptz) or text. */
export type KeyPartType = 'integer' | 'instant' | 'text';

/** Where a page of a list ends (and the next starts). */
export interface ListPosition {
  /** The sort key of the last item served. */
  key: KeyValue[];
  /** For a reranked list: the last rank change of the user's list when its first page was read. */
  version?: number;
}

/** Where a page starts: after a position, after the item with this id (which must still be in the list), or at the start (null). */
export type PageStart = ListPosition | { id: string } | null;

/** One page of a list: at most `first` items, from `after`. */
export interface PageRequest {
  first: number;
  after: PageStart;
}

export interface StoredPage<R> {
  items: R[];
  /** Whether the list has more items after this page. */
  hasNext: boolean;
  /** The position of the page's last item; where it started when it is empty (null for an empty first page). */
  end: ListPosition | null;
}

export interface KeyPart {
  column: string;
  type: KeyPartType;
}

/** The order of a list of one table (under `alias` in every query): its key parts, all ascending or all descending. */
export interface ListOrder {
  table: string;
  alias: string;
  parts: readonly KeyPart[];
  descending?: boolean;
  /** The first part is `list_rank`, whose changes rank_changes logs under `table` (see above). */
  reranked?: boolean;
  /** The column of an item's id, for a page that starts after an id: `id` when left out. */
  idColumn?: string;
}

/** A page's query: its columns and FROM (the list's table under its alias, and any joins), the owner, and any further condition. */
export interface ListQuery {
  columns: string;
  from: string;
  userId: string;
  /** A condition on the list's rows; `param` gives the placeholder of a value. */
  where?: (param: (value: unknown) => string) => string;
}

const CAST: Record<KeyPartType, string> = { integer: 'bigint', instant: 'timestamptz', text: 'text' };
/** An instant as a cursor holds it, exact to the microsecond (a JS Date holds milliseconds). */
const asText = (part: KeyPart, sql: string) =>
  part.type === 'instant' ? `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql;
const keyColumn = (index: number) => `_k${index}`;

/** The ORDER BY of a whole list, in its current order. */
export const orderBy = (order: ListOrder): string =>
  order.parts.map((part) => `${order.alias}.${part.column}${order.descending ? ' DESC' : ''}`).join(', ');

/** The statement's parameters, added as they are used. */
function parameters() {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/** The key's parts as SQL: for a reranked list read as of `version`, the first as it was then. */
function keyExpressions(order: ListOrder, param: (value: unknown) => string, version: number | undefined): string[] {
  const a = order.alias;
  return order.parts.map((part, index) =>
    index === 0 && order.reranked && version !== undefined
      ? `COALESCE((SELECT rc.old_rank FROM rank_changes rc WHERE rc.item_id = ${a}.id AND rc.list = ${param(order.table)}
           AND rc.seq > ${param(version)} ORDER BY rc.seq LIMIT 1), ${a}.${part.column})`
      : `${a}.${part.column}`,
  );
}

/** The columns a page's rows carry besides the item's: the key, and the version of the list's order when `userId` is given. */
function positionColumns(
  order: ListOrder,
  keys: string[],
  param: (value: unknown) => string,
  userId: string | null,
): string {
  const columns = keys.map((sql, index) => `${asText(order.parts[index], sql)} AS "${keyColumn(index)}"`);
  if (userId !== null) {
    columns.push(
      `(SELECT COALESCE(max(rc.seq), 0) FROM rank_changes rc WHERE rc.user_id = ${param(userId)} AND rc.list = ${param(order.table)}) AS "_version"`,
    );
  }
  return columns.join(', ');
}

function conditions(order: ListOrder, query: ListQuery, param: (value: unknown) => string): string[] {
  const owner = `${order.alias}.user_id = ${param(query.userId)}`;
  return query.where ? [owner, query.where(param)] : [owner];
}

/** Takes the position columns off a row: the item, and where it stands. */
function split<R>(
  order: ListOrder,
  row: Record<string, unknown>,
  version: number | undefined,
): { item: R; position: ListPosition } {
  const item = { ...row };
  const key = order.parts.map((_, index) => {
    const value = item[keyColumn(index)] as KeyValue;
    delete item[keyColumn(index)];
    return value;
  });
  const current = item._version as number | undefined;
  delete item._version;
  const position: ListPosition = order.reranked ? { key, version: version ?? current } : { key };
  return { item: item as R, position };
}

/** Where the item `id` of the list stands now; null when it is not in the list. */
async function positionOfId(
  db: SqlExecutor,
  order: ListOrder,
  query: ListQuery,
  id: string,
): Promise<ListPosition | null> {
  const { values, param } = parameters();
  const where = [...conditions(order, query, param), `${order.alias}.${order.idColumn ?? 'id'} = ${param(id)}`];
  const columns = positionColumns(
    order,
    keyExpressions(order, param, undefined),
    param,
    order.reranked ? query.userId : null,
  );
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${columns} FROM ${order.table} ${order.alias} WHERE ${where.join(' AND ')}`,
    values,
  );
  return row ? split(order, row, undefined).position : null;
}

/** Whether a rank of the user's list has changed since `version`. */
async function movedSince(db: SqlExecutor, order: ListOrder, userId: string, version: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM rank_changes WHERE user_id = $1 AND list = $2 AND seq > $3 LIMIT 1', [
    userId,
    order.table,
    version,
  ]);
  return rows.length > 0;
}

/** The page `page` asks for of the list `order` and `query` describe; null when it starts after an id that is not in the list. */
export async function keysetPage<R>(
  db: SqlExecutor,
  order: ListOrder,
  query: ListQuery,
  page: PageRequest,
): Promise<StoredPage<R> | null> {
  let start: ListPosition | null;
  if (page.after !== null && 'id' in page.after) {
    start = await positionOfId(db, order, query, page.after.id);
    if (start === null) return null;
  } else {
    start = page.after;
  }
  const { values, param } = parameters();
  // A walk's later pages: read as of its version only when the list has moved since (else the order is the
  // same now, and the index serves it). Its first page: read the version, for the cursors it gives.
  const version = order.reranked ? start?.version : undefined;
  const asOf = version !== undefined && (await movedSince(db, order, query.userId, version)) ? version : undefined;
  const keys = keyExpressions(order, param, asOf);
  const where = conditions(order, query, param);
  if (start !== null) {
    const bound = start.key.map((value, index) => `${param(value)}::${CAST[order.parts[index].type]}`);
    where.push(`(${keys.join(', ')}) ${order.descending ? '<' : '>'} (${bound.join(', ')})`);
  }
  const direction = order.descending ? ' DESC' : '';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${query.columns}, ${positionColumns(order, keys, param, order.reranked && version === undefined ? query.userId : null)} FROM ${query.from}
     WHERE ${where.join(' AND ')} ORDER BY ${keys.map((sql) => sql + direction).join(', ')} LIMIT ${param(page.first + 1)}`,
    values,
  );
  return pageOfRows(
    rows.map((row) => split<R>(order, row, start?.version)),
    page.first,
    start,
  );
}

/**
 * The page made of the rows read after `start` in the list's order, one more than `first` asked for
 * when there are: whether that one is there says whether the list goes on. Stored and in-memory
 * lists (graphql/pages.ts) both end their pages so.
 */
export function pageOfRows<R>(
  rows: readonly { item: R; position: ListPosition }[],
  first: number,
  start: ListPosition | null,
): StoredPage<R> {
  const served = rows.slice(0, first);
  return { items: served.map((row) => row.item), hasNext: rows.length > first, end: served.at(-1)?.position ?? start };
}

/** A store's paged list: its order (cursors carry its key) and its pages. */
export interface PagedList<R> {
  order: ListOrder;
  listByUser(userId: string, page: PageRequest): Promise<StoredPage<R> | null>;
}
