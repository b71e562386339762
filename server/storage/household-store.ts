/**
 * The household's stores (migration 0004): persons, the four kinds of item a household holds
 * (assets, debts, policies, income: one generic store over each table), and the factfind.
 *
 * Every query names the owner: a record of another user reads as none and is never changed. A
 * record's camelCase field `fooBarCents` is the column `foo_bar_cents`. Changes take a patch: the
 * fields present are written (null clears one), the others keep what is stored, in one statement.
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
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** The unique indexes that keep one user (SELF) and one partner per household. */
export const ONE_SELF_CONSTRAINT = 'persons_one_self';
export const ONE_PARTNER_CONSTRAINT = 'persons_one_partner';

const column = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const selectFields = (alias: string, fields: readonly string[]) =>
  fields.map((f) => `${alias}.${column(f)} AS "${f}"`).join(', ');

/** Fields stored as JSONB documents. */
const JSON_FIELDS: ReadonlySet<string> = new Set(['address']);
const placeholder = (field: string, index: number) => (JSON_FIELDS.has(field) ? `$${index}::jsonb` : `$${index}`);
const param = (field: string, value: unknown) =>
  JSON_FIELDS.has(field) && value != null ? JSON.stringify(value) : (value ?? null);

/** The fields of `patch` that are present, in `fields` order, with their values as parameters. */
function present<Fields extends object>(fields: readonly (keyof Fields & string)[], patch: Partial<Fields>) {
  const given = fields.filter((field) => patch[field] !== undefined);
  return { given, values: given.map((field) => param(field, patch[field])) };
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
  fields: readonly (keyof Fields & string)[],
  patch: Partial<Fields>,
): Promise<string> {
  const keyColumns = Object.keys(key);
  const { given, values } = present(fields, patch);
  const columns = [...keyColumns, ...given.map(column)];
  const placeholders = [
    ...keyColumns.map((_, i) => `$${i + 1}`),
    ...given.map((f, i) => placeholder(f, keyColumns.length + i + 1)),
  ];
  const updates = [...given.map((f) => `${column(f)} = EXCLUDED.${column(f)}`), 'updated_at = now()'];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO ${table} AS t (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
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
  fields: readonly (keyof Fields & string)[],
  patch: Partial<Fields>,
): Promise<boolean> {
  const { given, values } = present(fields, patch);
  const sets = [...given.map((f, i) => `${column(f)} = ${placeholder(f, i + 3)}`), 'updated_at = now()'];
  const rows = await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 AND user_id = $2 RETURNING 1`, [
    id,
    userId,
    ...values,
  ]);
  return rows.length > 0;
}

// ---- Persons ----

const PERSON_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'legalFirstName',
  'legalLastName',
  'dateOfBirth',
  'sex',
  'phoneNumber',
  'relationship',
  'address',
] as const satisfies readonly (keyof PersonFields)[];
const PERSON_ROWS = {
  columns: `t.id, t.user_id AS "userId", ${selectFields('t', PERSON_FIELDS)}, t.join_date AS "joinDate"`,
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
      const { given, values } = present(PERSON_FIELDS, fields);
      const id = randomUUID();
      await db.query(
        `INSERT INTO persons (id, user_id${given.map((f) => `, ${column(f)}`).join('')})
         VALUES ($1, $2${given.map((f, i) => `, ${placeholder(f, i + 3)}`).join('')})`,
        [id, userId, ...values],
      );
      return (await get(userId, id)) as PersonRecord;
    },
    /** Changes the present fields of person `id` of `userId`; null when the user has no such person. */
    async update(userId: string, id: string, patch: Partial<PersonFields>): Promise<PersonRecord | null> {
      return (await updateOwned(db, 'persons', userId, id, PERSON_FIELDS, patch)) ? get(userId, id) : null;
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
        PERSON_FIELDS.filter((f) => f !== 'relationship'),
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

/** One kind of item: its table, the table of its owners, and its fields. */
export interface ItemKind<Fields> {
  table: 'assets' | 'debts' | 'policies' | 'incomes';
  owners: 'asset_owners' | 'debt_owners' | 'policy_owners' | 'income_owners';
  fields: readonly (keyof Fields & string)[];
}

export const ASSET_KIND: ItemKind<AssetFields> = {
  table: 'assets',
  owners: 'asset_owners',
  fields: [
    'name',
    'productType',
    'balanceCents',
    'overdrawnByCents',
    'providerId',
    'frequency',
    'regularPaymentAmountCents',
    'startDate',
    'maturityDate',
    'pensionType',
    'propertyType',
    'accessible',
    'active',
    'increasing',
    'throughCurrentEmployer',
    'valuationMethod',
    'whereFrom',
  ] satisfies (keyof AssetFields)[],
};

export const DEBT_KIND: ItemKind<DebtFields> = {
  table: 'debts',
  owners: 'debt_owners',
  fields: [
    'name',
    'productType',
    'balanceCents',
    'arrearsCents',
    'monthlyRepaymentCents',
    'interestRate',
    'endDate',
    'maturityDate',
    'mortgageType',
    'mortgageYearsLeft',
    'isMainMortgage',
    'arePaymentsUpToDate',
    'clearedOnDeath',
    'hasPaymentProtectionInsurance',
    'repaidMonthly',
    'providerId',
  ] satisfies (keyof DebtFields)[],
};

export const POLICY_KIND: ItemKind<PolicyFields> = {
  table: 'policies',
  owners: 'policy_owners',
  fields: [
    'name',
    'productType',
    'coverType',
    'amountOfCoverCents',
    'premiumCents',
    'paymentFrequency',
    'renewalDate',
    'yearsRemaining',
    'providerId',
    'isIrishLifePolicy',
    'isOnePlan',
    'throughCurrentEmployer',
  ] satisfies (keyof PolicyFields)[],
};

export const INCOME_KIND: ItemKind<IncomeFields> = {
  table: 'incomes',
  owners: 'income_owners',
  fields: ['name', 'annualIncomeCents', 'annualBonusCents'] satisfies (keyof IncomeFields)[],
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
    columns: `t.id, t.user_id AS "userId", ${selectFields('t', kind.fields)},
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
      const { given, values } = present(kind.fields, fields);
      const id = randomUUID();
      await db.query(
        `INSERT INTO ${kind.table} (id, user_id${given.map((f) => `, ${column(f)}`).join('')})
         VALUES ($1, $2${given.map((f, i) => `, ${placeholder(f, i + 3)}`).join('')})`,
        [id, userId, ...values],
      );
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
      if (!(await updateOwned(db, kind.table, userId, id, kind.fields, patch))) return null;
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

const FACTFIND_FIELDS = [
  'maritalStatus',
  'numberOfChildren',
  'numberOfOtherDependants',
  'housingStatus',
  'monthlyRentOrMortgageCents',
  'monthlyOutgoingsCents',
] as const satisfies readonly (keyof FactfindFields)[];
const PERSON_FACTFIND_FIELDS = [
  'personId',
  'annualIncomeCents',
  'employmentStatus',
  'occupation',
  'healthStatus',
  'smoker',
  'retirementAge',
  'prsiYears',
  'marginalTaxRate',
] as const satisfies readonly (keyof PersonFactfindRecord)[];

/** A change to the factfind: the present fields; `user`/`partner` a patch of theirs, or null to remove them. */
export interface FactfindChange {
  fields: Partial<FactfindFields>;
  user?: Partial<PersonFactfindRecord> | null;
  partner?: Partial<PersonFactfindRecord> | null;
}

export function factfindStore(db: SqlExecutor) {
  const get = async (userId: string): Promise<FactfindRecord | null> => {
    const [row] = await db.query<FactfindRecord>(
      `SELECT t.user_id AS "userId", ${selectFields('t', FACTFIND_FIELDS)} FROM factfinds t WHERE t.user_id = $1`,
      [userId],
    );
    if (!row) return null;
    const persons = await db.query<PersonFactfindRecord & { role: FactfindRole }>(
      `SELECT t.role, ${selectFields('t', PERSON_FACTFIND_FIELDS)} FROM factfind_persons t WHERE t.user_id = $1`,
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
      await upsert(db, 'factfinds', { user_id: userId }, '(user_id)', FACTFIND_FIELDS, change.fields);
      for (const [role, patch] of [
        ['USER', change.user],
        ['PARTNER', change.partner],
      ] as const) {
        if (patch === undefined) continue;
        if (patch === null)
          await db.query('DELETE FROM factfind_persons WHERE user_id = $1 AND role = $2', [userId, role]);
        else
          await upsert(
            db,
            'factfind_persons',
            { user_id: userId, role },
            '(user_id, role)',
            PERSON_FACTFIND_FIELDS,
            patch,
          );
      }
      return (await get(userId)) as FactfindRecord;
    },
  };
}
