/**
 * The rules for the household's inputs (PersonInput, AssetInput, DebtInput, PolicyInput,
 * IncomeInput, FactfindInput) and their conversion to stored patches. Each input field has one
 * kind in its table (household-fields.ts), which says both how it is checked and how it is stored
 * (money: euro in, whole cents kept). What every argument must be (no NUL, dates from 1900 to 2200,
 * enum values) is checked before these, by GraphQL and validation/arguments.ts.
 *
 * Refusals name the field by its path from the arguments: `asset.balance`, `assets[1].asset.balance`,
 * `factfind.user.retirementAge`.
 */
import type {
  AddressInput,
  AssetInput,
  DebtInput,
  FactfindInput,
  IncomeInput,
  PersonInput,
  PolicyInput,
} from '../../schema/generated/schema';
import { ASSET_PRODUCTS, COVER_TYPES, DEBT_PRODUCTS, POLICY_PRODUCTS } from '../planning-assumptions';
import { euroToCents } from '../../src/plan-rules';
import { PERCENT_MESSAGE, percentRule } from '../../src/rules/percent';
import { PHONE_MESSAGE, phoneRule } from '../../src/rules/phone';
import { absent, isNumberFrom } from '../../src/rules/rule';
import {
  ADDRESS_KINDS,
  ASSET_KINDS,
  DEBT_KINDS,
  FACTFIND_KINDS,
  INCOME_KINDS,
  kindEntries,
  PERSON_FACTFIND_KINDS,
  PERSON_KINDS,
  POLICY_KINDS,
  storedName,
  type Kind,
  type Kinds,
} from '../household-fields';
import type { FieldError } from './parsed';
import { checkFields, euroAmount, integerAtLeast, required, text, type Check } from './rules';

// The resolvers take each input's table from here, with the rules that check it.
export {
  ASSET_KINDS,
  DEBT_KINDS,
  FACTFIND_KINDS,
  INCOME_KINDS,
  PERSON_FACTFIND_KINDS,
  PERSON_KINDS,
  POLICY_KINDS,
  type FactfindOwnFields,
  type Kind,
  type Kinds,
} from '../household-fields';

export const HOUSEHOLD_MESSAGES = {
  code: 'Must be a code of capital letters, digits and underscores starting with a letter, such as CURRENT_ACCOUNT (at most 50 characters)',
  catalogue: (codes: readonly string[]) => `Must be one of ${codes.join(', ')}`,
  percent: PERCENT_MESSAGE,
  phone: PHONE_MESSAGE,
  fraction: 'Must be a fraction from 0 to less than 1 with at most 4 decimals, such as 0.4 for 40%',
  ownersRepeated: 'Each owner may be listed only once',
  ownersTooMany: 'At most 10 owners',
  personUnknown: (id: string) =>
    `No person with id ${id} in this household: give the id of one of the caller's persons`,
  factfindPersonRole: (role: 'user' | 'partner', relationship: 'SELF' | 'PARTNER', holder: string | null) =>
    `Must be the id of the household's person with relationship ${relationship}, as the ${role}'s answers are about them` +
    (holder ? ` (${holder})` : `; the household has none yet: add it in persons or with updatePerson`),
  providerUnknown: (id: string) => `No provider with id ${id}: use the id of one of providers`,
  maturityBeforeStart: 'Must not be before startDate',
  startAfterMaturity: 'Must not be after maturityDate',
  dateOfBirthFuture: 'Must not be in the future',
  relationshipTaken: (relationship: string, id: string) =>
    `The household already has a person with relationship ${relationship} (${id}); update that person instead`,
  personFirstNameCleared: 'A person needs a first name: give a new one (it cannot be cleared)',
  personRelationshipCleared:
    'A person needs a relationship: SELF, PARTNER, CHILD or OTHER_DEPENDANT (it cannot be cleared)',
  factfindNewPersonFirstName: (relationship: string) =>
    `Please provide an answer: the household has no person with relationship ${relationship} yet, so this adds one, and a new person needs a first name`,
  factfindRelationship:
    'Must be SELF or PARTNER: the factfind updates the household’s user and partner (add children with updatePerson)',
  factfindRelationshipRepeated: 'SELF and PARTNER may each be given once',
  tooManyChanges: (max: number) => `At most ${max} changes in one call`,
} as const;

/** The most changes one batch (updateAssets, updateGoals, a factfind's list) may carry. */
export const MAX_CHANGES = 100;

const CODE = /^[A-Z][A-Z0-9_]{0,49}$/;

const code: Check = (value) =>
  absent(value) || (typeof value === 'string' && CODE.test(value)) ? undefined : HOUSEHOLD_MESSAGES.code;
/** The check of a field that takes one of the product catalogue's codes (server/planning-assumptions.ts). */
const oneOf =
  (codes: readonly string[]): Check =>
  (value) =>
    absent(value) || (typeof value === 'string' && codes.includes(value))
      ? undefined
      : HOUSEHOLD_MESSAGES.catalogue(codes);
const CATALOGUES = {
  assetProduct: oneOf(Object.keys(ASSET_PRODUCTS)),
  debtProduct: oneOf(Object.keys(DEBT_PRODUCTS)),
  policyProduct: oneOf(POLICY_PRODUCTS),
  coverType: oneOf(COVER_TYPES),
} as const;
const fraction: Check = (value) =>
  absent(value) || (isNumberFrom(value, 0, 1, 4) && value < 1) ? undefined : HOUSEHOLD_MESSAGES.fraction;

function checksOf(kind: Kind): Check[] {
  if (typeof kind === 'object') return [integerAtLeast(kind.min, kind.max)];
  switch (kind) {
    case 'name':
      return [text(1, 100)];
    case 'code':
      return [code];
    case 'assetProduct':
    case 'debtProduct':
    case 'policyProduct':
    case 'coverType':
      return [CATALOGUES[kind]];
    case 'percent':
      return [percentRule];
    case 'money':
      return [euroAmount];
    case 'phone':
      return [phoneRule];
    case 'fraction':
      return [fraction];
    default:
      // Dates and enum values are checked for every argument, flags by GraphQL, addresses below; providers and persons by the resolver.
      return [];
  }
}

/** The refusals of the fields of `input` by their kinds (its table, or the part of it `input` is of), named `${at}.${field}`. */
export function kindErrors<Input extends object>(at: string, input: Input, kinds: Partial<Kinds<Input>>): FieldError[] {
  const values = input as Record<string, unknown>;
  const checks = Object.fromEntries(kindEntries(kinds).map(([field, kind]) => [field, checksOf(kind)]));
  const errors = checkFields(at, values, checks);
  for (const [field, kind] of kindEntries(kinds)) {
    if (kind === 'address' && values[field] != null)
      errors.push(...kindErrors(`${at}.${field}`, values[field] as AddressInput, ADDRESS_KINDS));
  }
  return errors;
}

/** The refusals of a list of owner ids: repeated, or too many (whether they are the household's is the resolver's check). */
export function ownerIdsErrors(at: string, ownerIds: readonly string[] | null | undefined): FieldError[] {
  if (!ownerIds) return [];
  if (ownerIds.length > 10) return [{ field: `${at}.ownerIds`, message: HOUSEHOLD_MESSAGES.ownersTooMany }];
  if (new Set(ownerIds).size !== ownerIds.length)
    return [{ field: `${at}.ownerIds`, message: HOUSEHOLD_MESSAGES.ownersRepeated }];
  return [];
}

export function personErrors(at: string, person: PersonInput, creating: boolean, today: string): FieldError[] {
  // A new person needs both; a change may leave them out (kept) but not clear them (null).
  const errors = creating
    ? checkFields(at, { ...person }, { relationship: [required], firstName: [required] })
    : [
        ...(person.relationship === null
          ? [{ field: `${at}.relationship`, message: HOUSEHOLD_MESSAGES.personRelationshipCleared }]
          : []),
        ...(person.firstName === null
          ? [{ field: `${at}.firstName`, message: HOUSEHOLD_MESSAGES.personFirstNameCleared }]
          : []),
      ];
  const named = new Set(errors.map((e) => e.field));
  errors.push(...kindErrors(at, person, PERSON_KINDS).filter((e) => !named.has(e.field)));
  if (person.dateOfBirth != null && person.dateOfBirth > today && !named.has(`${at}.dateOfBirth`)) {
    errors.push({ field: `${at}.dateOfBirth`, message: HOUSEHOLD_MESSAGES.dateOfBirthFuture });
  }
  return errors;
}

export function assetErrors(at: string, asset: AssetInput): FieldError[] {
  const errors = [...kindErrors(at, asset, ASSET_KINDS), ...ownerIdsErrors(at, asset.ownerIds)];
  if (asset.startDate != null && asset.maturityDate != null && asset.maturityDate < asset.startDate) {
    errors.push({ field: `${at}.maturityDate`, message: HOUSEHOLD_MESSAGES.maturityBeforeStart });
  }
  return errors;
}

export const debtErrors = (at: string, debt: DebtInput): FieldError[] => [
  ...kindErrors(at, debt, DEBT_KINDS),
  ...ownerIdsErrors(at, debt.ownerIds),
];
export const policyErrors = (at: string, policy: PolicyInput): FieldError[] => [
  ...kindErrors(at, policy, POLICY_KINDS),
  ...ownerIdsErrors(at, policy.ownerIds),
];
export const incomeErrors = (at: string, income: IncomeInput): FieldError[] => [
  ...kindErrors(at, income, INCOME_KINDS),
  ...ownerIdsErrors(at, income.ownerIds),
];

/** The refusal of a batch longer than MAX_CHANGES, or none. */
export const batchSizeErrors = (at: string, changes: readonly unknown[] | null | undefined): FieldError[] =>
  (changes?.length ?? 0) > MAX_CHANGES ? [{ field: at, message: HOUSEHOLD_MESSAGES.tooManyChanges(MAX_CHANGES) }] : [];

/** The factfind's own fields, the user's and the partner's answers, and the persons it names (SELF and PARTNER, once each). */
export function factfindErrors(at: string, factfind: FactfindInput, today: string): FieldError[] {
  const errors = kindErrors(at, factfind, FACTFIND_KINDS);
  for (const role of ['user', 'partner'] as const) {
    const answers = factfind[role];
    if (answers) errors.push(...kindErrors(`${at}.${role}`, answers, PERSON_FACTFIND_KINDS));
  }
  errors.push(...batchSizeErrors(`${at}.persons`, factfind.persons));
  const seen = new Set<string>();
  (factfind.persons ?? []).forEach((person, index) => {
    const personAt = `${at}.persons[${index}]`;
    if (person.relationship !== 'SELF' && person.relationship !== 'PARTNER') {
      errors.push({ field: `${personAt}.relationship`, message: HOUSEHOLD_MESSAGES.factfindRelationship });
    } else if (seen.has(person.relationship)) {
      errors.push({ field: `${personAt}.relationship`, message: HOUSEHOLD_MESSAGES.factfindRelationshipRepeated });
    } else seen.add(person.relationship);
    errors.push(...personErrors(personAt, person, false, today));
  });
  return errors;
}

// ---- Conversion to stored patches ----

/**
 * The patch to store for an (already checked) input: every field present in `input` (null
 * included: it clears), money in cents; absent fields are left out, so the stored values stay.
 */
export function patchOf<Fields, Input extends object>(input: Input, kinds: Kinds<Input>): Partial<Fields> {
  const patch: Record<string, unknown> = {};
  for (const [field, kind] of kindEntries(kinds)) {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const trimmed = typeof value === 'string' ? value.trim() : value;
    patch[storedName(field, kind)] =
      kind === 'money' && typeof value === 'number'
        ? euroToCents(value)
        : kind === 'address'
          ? addressOf(value as AddressInput | null)
          : trimmed;
  }
  return patch as Partial<Fields>;
}

/** An address to store: its given parts, trimmed; null when it has none. */
function addressOf(address: AddressInput | null): Record<string, string> | null {
  if (!address) return null;
  const parts = Object.entries(address).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return parts.length ? Object.fromEntries(parts.map(([key, value]) => [key, value.trim()])) : null;
}
