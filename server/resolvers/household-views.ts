/**
 * The household's records in the shapes of schema/planning.graphql: each record's fields by its
 * field table (household-fields.ts), amounts as Money; an item's `provider` is resolved from its
 * providerId by the type's own resolver (household-items.ts).
 *
 * `isComplete` says whether the factfind has what the plan needs of an item: nothing missing by the
 * planning model's rule (server/planning/item-missing.ts).
 */
import type {
  AssetRecord,
  DebtRecord,
  FactfindRecord,
  IncomeRecord,
  PersonFactfindRecord,
  PersonRecord,
  PolicyRecord,
} from '../storage';
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
  type AddressRecord,
  type StoredName,
} from '../household-fields';
import { assetMissing, debtMissing, policyMissing } from '../planning/item-missing';
import { money } from './views';
import type { ResolversParentTypes } from '../../schema/generated/resolvers';
import type { Money } from '../../schema/generated/schema';

/** A field of kind `K` as the API shows it: money as Money, an address with its id (it has none: it is kept in its person). */
type Shown<K, Stored> = K extends 'money'
  ? Money | null
  : K extends 'address'
    ? (AddressRecord & { id: null }) | null
    : Stored;

/** The API's view of the fields of a record `R` whose field table is `Table`. */
export type FieldsView<Table, R> = {
  -readonly [Field in keyof Table & string]: Shown<Table[Field], R[StoredName<Field, Table[Field]> & keyof R]>;
};

/** The fields of `record` as the API shows them, by its field table (household-fields.ts); all null for no record. */
function fieldsView<Table extends object, R extends object>(kinds: Table, record: R | null): FieldsView<Table, R> {
  const view: Record<string, unknown> = {};
  for (const [field, kind] of kindEntries(kinds)) {
    const value = (record as Record<string, unknown> | null)?.[storedName(field, kind)] ?? null;
    view[field] =
      value === null
        ? null
        : kind === 'money'
          ? money(value as number)
          : kind === 'address'
            ? { id: null, ...(value as AddressRecord) }
            : value;
  }
  return view as FieldsView<Table, R>;
}

export const personView = (p: PersonRecord) => ({ id: p.id, ...fieldsView(PERSON_KINDS, p), joinDate: p.joinDate });

export const assetView = (a: AssetRecord): ResolversParentTypes['Asset'] => ({
  id: a.id,
  userId: a.userId,
  ...fieldsView(ASSET_KINDS, a),
  owners: a.owners,
  isComplete: assetMissing(a).length === 0,
});

export const debtView = (d: DebtRecord): ResolversParentTypes['Debt'] => ({
  id: d.id,
  userId: d.userId,
  ...fieldsView(DEBT_KINDS, d),
  owners: d.owners,
  isComplete: debtMissing(d).length === 0,
});

export const policyView = (p: PolicyRecord): ResolversParentTypes['Policy'] => ({
  id: p.id,
  userId: p.userId,
  ...fieldsView(POLICY_KINDS, p),
  owners: p.owners,
  isComplete: policyMissing(p).length === 0,
});

export const incomeView = (i: IncomeRecord): ResolversParentTypes['Income'] => ({
  id: i.id,
  userId: i.userId,
  ...fieldsView(INCOME_KINDS, i),
  owners: i.owners,
});

const personFactfindView = (p: PersonFactfindRecord | null) => p && fieldsView(PERSON_FACTFIND_KINDS, p);

/** The factfind; its id is the user's (one factfind per user), so one never saved is all nulls under the same id. */
export const factfindView = (userId: string, f: FactfindRecord | null) => ({
  id: userId,
  userId,
  ...fieldsView(FACTFIND_KINDS, f),
  user: personFactfindView(f?.user ?? null),
  partner: personFactfindView(f?.partner ?? null),
});
