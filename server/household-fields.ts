/**
 * The fields of each kind of household record (persons, assets, debts, policies, income, the
 * factfind and each person's answers in it): one table per kind, naming every field of its input
 * type (schema/planning.graphql) with one kind. The kind says how the field is checked
 * (validation/household.ts), how it is stored (money: euro in, whole cents kept as `…Cents`, the
 * column `…_cents`; an address as a JSON document) and how the API shows it (money as Money). The
 * stored records' types are made from these tables too (storage/household-records.ts), so a field
 * added to an input type is added here, in a migration, and nowhere else.
 *
 * The tables are checked against the generated input types: a field added to the schema must be
 * given a kind here.
 */
import type {
  AddressInput,
  AssetInput,
  DebtInput,
  FactfindInput,
  IncomeInput,
  PersonFactfindInput,
  PersonInput,
  PolicyInput,
} from '../schema/generated/schema';

export type Kind =
  | 'name'
  | 'code'
  | 'assetProduct'
  | 'debtProduct'
  | 'policyProduct'
  | 'coverType'
  | 'percent'
  | 'money'
  | 'date'
  | 'flag'
  | 'enum'
  | 'provider'
  | 'person'
  | 'phone'
  | 'fraction'
  | 'address'
  | { readonly min: number; readonly max: number };

/** The kinds of every field of an input but userId and ownerIds. */
export type Kinds<Input> = { readonly [Field in Exclude<keyof Input, 'userId' | 'ownerIds'>]-?: Kind };

export const ADDRESS_KINDS = {
  buildingName: 'name',
  buildingNumber: 'name',
  flatNumber: 'name',
  street: 'name',
  subStreet: 'name',
  town: 'name',
  county: 'name',
  postalCode: 'name',
  country: 'name',
} as const satisfies Kinds<AddressInput>;

export const PERSON_KINDS = {
  title: 'name',
  firstName: 'name',
  lastName: 'name',
  legalFirstName: 'name',
  legalLastName: 'name',
  dateOfBirth: 'date',
  sex: 'enum',
  phoneNumber: 'phone',
  relationship: 'enum',
  address: 'address',
} as const satisfies Kinds<PersonInput>;

export const ASSET_KINDS = {
  name: 'name',
  productType: 'assetProduct',
  balance: 'money',
  overdrawnBy: 'money',
  providerId: 'provider',
  frequency: 'enum',
  regularPaymentAmount: 'money',
  /** What an employer pays into the pension each time, at the asset's frequency. */
  employerContribution: 'money',
  startDate: 'date',
  maturityDate: 'date',
  pensionType: 'code',
  propertyType: 'code',
  accessible: 'flag',
  active: 'flag',
  increasing: 'flag',
  throughCurrentEmployer: 'flag',
  valuationMethod: 'code',
  whereFrom: 'code',
} as const satisfies Kinds<AssetInput>;

export const DEBT_KINDS = {
  name: 'name',
  productType: 'debtProduct',
  balance: 'money',
  arrears: 'money',
  monthlyRepayment: 'money',
  /** The yearly interest rate in percent, for example 22.9. */
  interestRate: 'percent',
  endDate: 'date',
  maturityDate: 'date',
  mortgageType: 'code',
  mortgageYearsLeft: { min: 0, max: 50 },
  isMainMortgage: 'flag',
  arePaymentsUpToDate: 'flag',
  clearedOnDeath: 'flag',
  hasPaymentProtectionInsurance: 'flag',
  repaidMonthly: 'flag',
  providerId: 'provider',
} as const satisfies Kinds<DebtInput>;

export const POLICY_KINDS = {
  name: 'name',
  productType: 'policyProduct',
  coverType: 'coverType',
  amountOfCover: 'money',
  premium: 'money',
  paymentFrequency: 'enum',
  renewalDate: 'date',
  yearsRemaining: { min: 0, max: 100 },
  providerId: 'provider',
  isIrishLifePolicy: 'flag',
  isOnePlan: 'flag',
  throughCurrentEmployer: 'flag',
  /** Which lives it covers: SINGLE, JOINT_FIRST_DEATH or DUAL. */
  lives: 'enum',
} as const satisfies Kinds<PolicyInput>;

export const INCOME_KINDS = {
  name: 'name',
  annualIncome: 'money',
  annualBonus: 'money',
  /** What the income is (IncomeType): how it is taxed. */
  incomeType: 'enum',
} as const satisfies Kinds<IncomeInput>;

export const PERSON_FACTFIND_KINDS = {
  personId: 'person',
  annualIncome: 'money',
  employmentStatus: 'enum',
  occupation: 'name',
  healthStatus: 'enum',
  smoker: 'flag',
  retirementAge: { min: 50, max: 80 },
  /** Years of PRSI contributions and credits so far, HomeCaring periods included. */
  prsiYears: { min: 0, max: 60 },
  /** A fraction, for example 0.4. */
  marginalTaxRate: 'fraction',
} as const satisfies Kinds<PersonFactfindInput>;

/** The factfind's own fields: its input without the persons, items and answers it carries. */
export type FactfindOwnFields = Omit<FactfindInput, 'user' | 'partner' | 'persons' | 'assets' | 'debts' | 'policies'>;
export const FACTFIND_KINDS = {
  maritalStatus: 'enum',
  numberOfChildren: { min: 0, max: 20 },
  numberOfOtherDependants: { min: 0, max: 20 },
  housingStatus: 'enum',
  monthlyRentOrMortgage: 'money',
  monthlyOutgoings: 'money',
} as const satisfies Kinds<FactfindOwnFields>;

/** A postal address as stored: one document, every part optional. */
export type AddressRecord = { [Part in keyof typeof ADDRESS_KINDS]?: string | null };

/** The record field a field of kind `K` is kept in: money in whole cents. */
export type StoredName<Field extends string, K> = K extends 'money' ? `${Field}Cents` : Field;

type Given<Value> = Exclude<Value, null | undefined>;
/** What a field of kind `K` holds as stored: null when not given. */
type StoredValue<K, Value> = K extends 'money'
  ? number | null
  : K extends 'address'
    ? AddressRecord | null
    : Given<Value> | null;

/** The stored fields of a record whose input is `Input` and kinds `Table`. */
export type StoredFields<Input, Table> = {
  -readonly [Field in keyof Table & keyof Input & string as StoredName<Field, Table[Field]>]: StoredValue<
    Table[Field],
    Input[Field]
  >;
};

/** The record field an input field is kept in (see StoredName). */
export const storedName = (field: string, kind: Kind): string => (kind === 'money' ? `${field}Cents` : field);

/** Each input field of `kinds` with its kind, in the table's order. */
export const kindEntries = (kinds: object): [string, Kind][] => Object.entries(kinds) as [string, Kind][];
