/**
 * The household's records (migration 0004): persons, assets, debts, policies, income and the
 * factfind. Their fields are made from the tables of household-fields.ts: amounts are whole cents
 * (fields named …Cents); dates are 'YYYY-MM-DD'; a field the user has not given is null. The
 * enumerations are the schema's own (generated from planning.graphql).
 */
import type {
  AssetInput,
  DebtInput,
  IncomeInput,
  PersonFactfindInput,
  PersonInput,
  PolicyInput,
} from '../../schema/generated/schema';
import type {
  ASSET_KINDS,
  DEBT_KINDS,
  FACTFIND_KINDS,
  FactfindOwnFields,
  INCOME_KINDS,
  PERSON_FACTFIND_KINDS,
  PERSON_KINDS,
  POLICY_KINDS,
  StoredFields,
} from '../household-fields';

export type { AddressRecord } from '../household-fields';

/** A person who owns an item: an id of one of the household's persons and their first name. */
export interface OwnerRecord {
  id: string;
  firstName: string | null;
}

export type PersonFields = StoredFields<PersonInput, typeof PERSON_KINDS>;

export interface PersonRecord extends PersonFields {
  id: string;
  userId: string;
  /** The day the person was added to the household. */
  joinDate: string;
}

export type AssetFields = StoredFields<AssetInput, typeof ASSET_KINDS>;
export type DebtFields = StoredFields<DebtInput, typeof DEBT_KINDS>;
export type PolicyFields = StoredFields<PolicyInput, typeof POLICY_KINDS>;
export type IncomeFields = StoredFields<IncomeInput, typeof INCOME_KINDS>;

/** An item the household holds (asset, debt, policy or income): its fields, whose it is, and its owners in order. */
export type ItemRecord<Fields> = Fields & {
  id: string;
  userId: string;
  owners: OwnerRecord[];
};

export type AssetRecord = ItemRecord<AssetFields>;
export type DebtRecord = ItemRecord<DebtFields>;
export type PolicyRecord = ItemRecord<PolicyFields>;
export type IncomeRecord = ItemRecord<IncomeFields>;

/** The factfind's answers about one person: the user (role USER) or their partner (role PARTNER). */
export type PersonFactfindRecord = StoredFields<PersonFactfindInput, typeof PERSON_FACTFIND_KINDS>;

export type FactfindFields = StoredFields<FactfindOwnFields, typeof FACTFIND_KINDS>;

export interface FactfindRecord extends FactfindFields {
  userId: string;
  user: PersonFactfindRecord | null;
  partner: PersonFactfindRecord | null;
}

export type FactfindRole = 'USER' | 'PARTNER';
