/**
 * The household's stores (migration 0004): persons, the four kinds of item a household holds
 * (assets, debts, policies, income: one generic store over each table), and the factfind.
 *
 * Every query names the owner: a record of another user reads as none and is never changed. A
 * record's fields are made from its table in household-fields.ts; its camelCase field `fooBarCents`
 * is the column `foo_bar_cents`. Changes take a patch: the fields present are written (null clears
 * one), the others keep what is stored, in one statement.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type {
  AssetFields,
  DebtFields,
  FactfindFields,
  FactfindRecord,
  FactfindRole,
  IncomeFields,
  ItemRecord,
  PersonFactfindRecord,
  PersonFields,
  PersonRecord,
  PolicyFields,
} from './household-records';
import {
  ASSET_KINDS,
  DEBT_KINDS,
  FACTFIND_KINDS,
  INCOME_KINDS,
  kindEntries,
  PERSON_FACTFIND_KINDS,
  PERSON_KINDS,
  POLICY_KINDS,
  storedName,
} from '../household-fields';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** The unique indexes that keep one user (SELF) and one partner per household. */
export const ONE_SELF_CONSTRAINT = 'persons_one_self';
export const ONE_PARTNER_CONSTRAINT = 'persons_one_partner';

const column = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const selectFields = (alias: string, fields: readonly string[]) =>
  fields.map((f) => `${alias}.${column(f)} AS "${f}"`).join(', ');

/** How a record's fields are stored: their names, in their table's order, and those kept as JSONB documents. */
interface Shape<Fields> {
  fields: readonly (keyof Fields & string)[];
  documents: ReadonlySet<string>;
}

/** The Shape of the record made from the field table `kinds` (household-fields.ts). */
function shapeOf<Fields>(kinds: object): Shape<Fields> {
  const entries = kindEntries(kinds);
  return {
    fields: entries.map(([field, kind]) => storedName(field, kind) as keyof Fields & string),
    documents: new Set(entries.filter(([, kind]) => kind === 'address').map(([field]) => field)),
  };
}

/** The fields of `patch` that are present, in `shape`'s order: their columns, and their values as parameters from `$first` on. */
function present<Fields extends object>(shape: Shape<Fields>, patch: Partial<Fields>, first: number) {
  const given = shape.fields.filter((field) => patch[field] !== undefined);
  const isDocument = (field: string) => shape.documents.has(field);
  return {
    columns: given.map(column),
    placeholders: given.map((field, i) => `$${first + i}${isDocument(field) ? '::jsonb' : ''}`),
    values: given.map((field) =>
      isDocument(field) && patch[field] != null ? JSON.stringify(patch[field]) : (patch[field] ?? null),
    ),
  };
}

/** INSERT of a new row of `userId` with the present fields of `fields`; its id. */
async function insertOwned<Fields extends object>(
  db: SqlExecutor,
  table: string,
  userId: string,
  shape: Shape<Fields>,
  fields: Partial<Fields>,
): Promise<string> {
  const { columns, placeholders, values } = present(shape, fields, 3);
  const id = randomUUID();
  await db.query(
    `INSERT INTO ${table} (${['id', 'user_id', ...columns].join(', ')}) VALUES (${['$1', '$2', ...placeholders].join(', ')})`,
    [id, userId, ...values],
  );
  return id;
}

/**
 * INSERT of `key` columns and the present fields of `patch`; on conflict with `conflict` (a
 * column list, optionally with a WHERE), the present fields are updated and the others kept.
 */
async function upsert<Fields extends object>(
  db: SqlExecutor,
  table: string,
  key: Record<string, unknown>,
  conflict: string,
  shape: Shape<Fields>,
  patch: Partial<Fields>,
): Promise<string> {
  const keyColumns = Object.keys(key);
  const { columns, placeholders, values } = present(shape, patch, keyColumns.length + 1);
  const updates = [...columns.map((c) => `${c} = EXCLUDED.${c}`), 'updated_at = now()'];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO ${table} AS t (${[...keyColumns, ...columns].join(', ')})
     VALUES (${[...keyColumns.map((_, i) => `$${i + 1}`), ...placeholders].join(', ')})
     ON CONFLICT ${conflict} DO UPDATE SET ${updates.join(', ')}
     RETURNING ${keyColumns.includes('id') ? 't.id' : 't.user_id AS id'}`,
    [...Object.values(key), ...values],
  );
  return row.id;
}

/** UPDATE of the present fields of `patch` on the row `id` of `userId`; false when there is no such row. */
async function updateOwned<Fields extends object>(
  db: SqlExecutor,
  table: string,
  userId: string,
  id: string,
  shape: Shape<Fields>,
  patch: Partial<Fields>,
): Promise<boolean> {
  const { columns, placeholders, values } = present(shape, patch, 3);
  const sets = [...columns.map((c, i) => `${c} = ${placeholders[i]}`), 'updated_at = now()'];
  const rows = await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 AND user_id = $2 RETURNING 1`, [
    id,
    userId,
    ...values,
  ]);
  return rows.length > 0;
}

// ---- Persons ----

const PERSON = shapeOf<PersonFields>(PERSON_KINDS);
const PERSON_ROWS = {
  columns: `t.id, t.user_id AS "userId", ${selectFields('t', PERSON.fields)}, t.join_date AS "joinDate"`,
  from: 'persons t',
};
const PERSON_SELECT = `SELECT ${PERSON_ROWS.columns} FROM ${PERSON_ROWS.from}`;
/**
 * The household's order: the user, the partner, children, other dependants, anyone without a
 * relationship (list_rank 0 to 4, migration 0010); then as added.
 */
const PERSON_ORDER: ListOrder = {
  table: 'persons',
  alias: 't',
  parts: [
    { column: 'list_rank', type: 'integer' },
    { column: 'seq', type: 'integer' },
  ],
  reranked: true,
};

export function personStore(db: SqlExecutor) {
  const get = async (userId: string, id: string): Promise<PersonRecord | null> => {
    const [row] = await db.query<PersonRecord>(`${PERSON_SELECT} WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
    return row ?? null;
  };
  return {
    get,
    order: PERSON_ORDER,
    /** The household in its order (the user, the partner, children, …); null when `page.after` is an id that is not one of the user's. */
    listByUser: (userId: string, page: PageRequest) =>
      keysetPage<PersonRecord>(db, PERSON_ORDER, { ...PERSON_ROWS, userId }, page),
    /** The whole household, in the same order. */
    async allOfUser(userId: string): Promise<PersonRecord[]> {
      return db.query<PersonRecord>(`${PERSON_SELECT} WHERE t.user_id = $1 ORDER BY ${orderBy(PERSON_ORDER)}`, [
        userId,
      ]);
    },
    /** A new person. A second SELF or PARTNER is refused by the database (ONE_SELF_CONSTRAINT, ONE_PARTNER_CONSTRAINT). */
    async insert(userId: string, fields: Partial<PersonFields>): Promise<PersonRecord> {
      return (await get(userId, await insertOwned(db, 'persons', userId, PERSON, fields))) as PersonRecord;
    },
    /** Changes the present fields of person `id` of `userId`; null when the user has no such person. */
    async update(userId: string, id: string, patch: Partial<PersonFields>): Promise<PersonRecord | null> {
      return (await updateOwned(db, 'persons', userId, id, PERSON, patch)) ? get(userId, id) : null;
    },
    /** The household's one user (SELF) or partner, created or changed in one statement. */
    async upsertByRelationship(
      userId: string,
      relationship: 'SELF' | 'PARTNER',
      patch: Partial<PersonFields>,
    ): Promise<PersonRecord> {
      const id = await upsert(
        db,
        'persons',
        { id: randomUUID(), user_id: userId, relationship },
        `(user_id) WHERE relationship = '${relationship}'`,
        { ...PERSON, fields: PERSON.fields.filter((f) => f !== 'relationship') },
        patch,
      );
      return (await get(userId, id)) as PersonRecord;
    },
    /** Those of `ids` that are persons of `userId`'s household. */
    async existing(userId: string, ids: readonly string[]): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM persons WHERE user_id = $1 AND id = ANY($2::text[])',
        [userId, [...ids]],
      );
      return rows.map((row) => row.id);
    },
  };
}

// ---- Items: assets, debts, policies, income ----

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

export function itemStore<Fields extends object>(db: SqlExecutor, kind: ItemKind<Fields>) {
  type Item = ItemRecord<Fields>;
  const rows = {
    columns: `t.id, t.user_id AS "userId", ${selectFields('t', kind.shape.fields)},
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'firstName', p.first_name) ORDER BY o.position)
      FROM ${kind.owners} o JOIN persons p ON p.id = o.person_id WHERE o.item_id = t.id), '[]'::json) AS owners`,
    from: `${kind.table} t`,
  };
  const select = `SELECT ${rows.columns} FROM ${rows.from}`;
  const order = itemOrder(kind.table);
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

// ---- Factfind ----

const FACTFIND = shapeOf<FactfindFields>(FACTFIND_KINDS);
const PERSON_FACTFIND = shapeOf<PersonFactfindRecord>(PERSON_FACTFIND_KINDS);

/** A change to the factfind: the present fields; `user`/`partner` a patch of theirs, or null to remove them. */
export interface FactfindChange {
  fields: Partial<FactfindFields>;
  user?: Partial<PersonFactfindRecord> | null;
  partner?: Partial<PersonFactfindRecord> | null;
}

export function factfindStore(db: SqlExecutor) {
  const get = async (userId: string): Promise<FactfindRecord | null> => {
    const [row] = await db.query<FactfindRecord>(
      `SELECT t.user_id AS "userId", ${selectFields('t', FACTFIND.fields)} FROM factfinds t WHERE t.user_id = $1`,
      [userId],
    );
    if (!row) return null;
    const persons = await db.query<PersonFactfindRecord & { role: FactfindRole }>(
      `SELECT t.role, ${selectFields('t', PERSON_FACTFIND.fields)} FROM factfind_persons t WHERE t.user_id = $1`,
      [userId],
    );
    const of = (role: FactfindRole) => {
      const found = persons.find((p) => p.role === role);
      if (!found) return null;
      const { role: _role, ...answers } = found;
      return answers;
    };
    return { ...row, user: of('USER'), partner: of('PARTNER') };
  };
  return {
    /** The user's factfind; null when they have never saved one. */
    get,
    /** Creates or changes the user's factfind: present fields are written, the others kept. */
    async save(userId: string, change: FactfindChange): Promise<FactfindRecord> {
      await upsert(db, 'factfinds', { user_id: userId }, '(user_id)', FACTFIND, change.fields);
      for (const [role, patch] of [
        ['USER', change.user],
        ['PARTNER', change.partner],
      ] as const) {
        if (patch === undefined) continue;
        if (patch === null)
          await db.query('DELETE FROM factfind_persons WHERE user_id = $1 AND role = $2', [userId, role]);
        else await upsert(db, 'factfind_persons', { user_id: userId, role }, '(user_id, role)', PERSON_FACTFIND, patch);
      }
      return (await get(userId)) as FactfindRecord;
    },
  };
}
