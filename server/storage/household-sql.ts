/**
 * The SQL the household's stores share (persons, items, the factfind): a record's fields are made
 * from its table in household-fields.ts, its camelCase field `fooBarCents` is the column
 * `foo_bar_cents`. Changes take a patch: the fields present are written (null clears one), the
 * others keep what is stored, in one statement.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { kindEntries, storedName } from '../household-fields';

export const column = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const selectFields = (alias: string, fields: readonly string[]) =>
  fields.map((f) => `${alias}.${column(f)} AS "${f}"`).join(', ');

/** How a record's fields are stored: their names, in their table's order, and those kept as JSONB documents. */
export interface Shape<Fields> {
  fields: readonly (keyof Fields & string)[];
  documents: ReadonlySet<string>;
}

/** The Shape of the record made from the field table `kinds` (household-fields.ts). */
export function shapeOf<Fields>(kinds: object): Shape<Fields> {
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
export async function insertOwned<Fields extends object>(
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
export async function upsert<Fields extends object>(
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
export async function updateOwned<Fields extends object>(
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
