/**
 * The store of the household's persons (migration 0004). Every query names the owner: a person of
 * another user reads as none and is never changed.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import type { PersonFields, PersonRecord } from './household-records';
import { PERSON_KINDS } from '../household-fields';
import { insertOwned, selectFields, shapeOf, updateOwned, upsert } from './household-sql';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** The unique indexes that keep one user (SELF) and one partner per household. */
export const ONE_SELF_CONSTRAINT = 'persons_one_self';
export const ONE_PARTNER_CONSTRAINT = 'persons_one_partner';

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
