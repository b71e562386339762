/**
 * The store of the four kinds of item a household holds (migration 0004): assets, debts, policies
 * and income, one generic store over each table, with each item's owners in order. Every query
 * names the owner: an item of another user reads as none and is never changed.
 */
import type { SqlExecutor } from './engine';
import type { AssetFields, DebtFields, IncomeFields, ItemRecord, PolicyFields } from './household-records';
import { ASSET_KINDS, DEBT_KINDS, INCOME_KINDS, POLICY_KINDS } from '../household-fields';
import { insertOwned, selectFields, shapeOf, updateOwned, type Shape } from './household-sql';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** One kind of item: its table, the table of its owners, and how its fields are stored. */
export interface ItemKind<Fields> {
  table: 'assets' | 'debts' | 'policies' | 'incomes';
  owners: 'asset_owners' | 'debt_owners' | 'policy_owners' | 'income_owners';
  shape: Shape<Fields>;
}

export const ASSET_KIND: ItemKind<AssetFields> = {
  table: 'assets',
  owners: 'asset_owners',
  shape: shapeOf(ASSET_KINDS),
};
export const DEBT_KIND: ItemKind<DebtFields> = { table: 'debts', owners: 'debt_owners', shape: shapeOf(DEBT_KINDS) };
export const POLICY_KIND: ItemKind<PolicyFields> = {
  table: 'policies',
  owners: 'policy_owners',
  shape: shapeOf(POLICY_KINDS),
};
export const INCOME_KIND: ItemKind<IncomeFields> = {
  table: 'incomes',
  owners: 'income_owners',
  shape: shapeOf(INCOME_KINDS),
};

/** Items are in the order they were added. */
const itemOrder = (table: ItemKind<unknown>['table']): ListOrder => ({
  table,
  alias: 't',
  parts: [{ column: 'seq', type: 'integer' }],
});

/** A kind's rows (its columns with its owners, and its table) and its order. */
function itemQueries(kind: ItemKind<unknown>) {
  const rows = {
    columns: `t.id, t.user_id AS "userId", ${selectFields('t', kind.shape.fields)},
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'firstName', p.first_name) ORDER BY o.position)
      FROM ${kind.owners} o JOIN persons p ON p.id = o.person_id WHERE o.item_id = t.id), '[]'::json) AS owners`,
    from: `${kind.table} t`,
  };
  return { rows, select: `SELECT ${rows.columns} FROM ${rows.from}`, order: itemOrder(kind.table) };
}

export function itemStore<Fields extends object>(db: SqlExecutor, kind: ItemKind<Fields>) {
  type Item = ItemRecord<Fields>;
  const { rows, select, order } = itemQueries(kind as ItemKind<unknown>);
  const get = async (userId: string, id: string): Promise<Item | null> => {
    const [row] = await db.query<Item>(`${select} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
    return row ?? null;
  };
  /** Replaces the owners of item `id`; the database refuses a person of another household. */
  const setOwners = async (userId: string, id: string, ownerIds: readonly string[]) => {
    await db.query(`DELETE FROM ${kind.owners} WHERE item_id = $1 AND user_id = $2`, [id, userId]);
    if (!ownerIds.length) return;
    await db.query(
      `INSERT INTO ${kind.owners} (user_id, item_id, person_id, position)
       SELECT $1, $2, o.person_id, o.position FROM unnest($3::text[]) WITH ORDINALITY AS o(person_id, position)`,
      [userId, id, [...ownerIds]],
    );
  };
  return {
    get,
    order,
    /** In the order they were added; null when `page.after` is an id that is not one of the user's. */
    listByUser: (userId: string, page: PageRequest) => keysetPage<Item>(db, order, { ...rows, userId }, page),
    /** All of the user's, in the order they were added. */
    async allOfUser(userId: string): Promise<Item[]> {
      return db.query<Item>(`${select} WHERE t.user_id = $1 ORDER BY ${orderBy(order)}`, [userId]);
    },
    /** A new item with the present fields of `fields` and these owners (persons of the same household), in order. */
    async insert(userId: string, fields: Partial<Fields>, ownerIds: readonly string[] = []): Promise<Item> {
      const id = await insertOwned(db, kind.table, userId, kind.shape, fields);
      await setOwners(userId, id, ownerIds);
      return (await get(userId, id)) as Item;
    },
    /** Changes the present fields (and the owners, when given) of item `id` of `userId`; null when the user has no such item. */
    async update(
      userId: string,
      id: string,
      patch: Partial<Fields>,
      ownerIds?: readonly string[],
    ): Promise<Item | null> {
      if (!(await updateOwned(db, kind.table, userId, id, kind.shape, patch))) return null;
      if (ownerIds) await setOwners(userId, id, ownerIds);
      return get(userId, id);
    },
    /** Deletes item `id` of `userId`; false when the user has no such item. */
    async delete(userId: string, id: string): Promise<boolean> {
      return (
        (await db.query(`DELETE FROM ${kind.table} WHERE id = $1 AND user_id = $2 RETURNING 1`, [id, userId])).length >
        0
      );
    },
  };
}

export type ItemStore<Fields extends object> = ReturnType<typeof itemStore<Fields>>;
