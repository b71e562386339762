/**
 * What the planning model reads: the household as entered (persons, assets, debts, policies,
 * income, the factfind, goals), in plain records with whole cents and 'YYYY-MM-DD' dates, and the
 * small readings of it that several rules share. No I/O: server/resolvers/household-reader.ts fills it
 * from storage.
 */
import {
  ASSET_PRODUCTS,
  DEBT_PRODUCTS,
  DEFAULT_RETIREMENT_AGE,
  PAYMENTS_PER_YEAR,
  type AssetKind,
  type PaymentFrequency,
} from '../planning-assumptions';
import type { GoalType, IncomeType, PolicyLives } from '../../schema/generated/schema';

export type { IncomeType, PolicyLives };

export type Relationship = 'SELF' | 'PARTNER' | 'CHILD' | 'OTHER_DEPENDANT';
export type HealthStatus = 'EXCELLENT' | 'GOOD' | 'FAIR' | 'POOR';

export interface PlanPerson {
  id: string;
  firstName: string | null;
  relationship: Relationship | null;
  dateOfBirth: string | null;
}

export interface PlanAsset {
  id: string;
  name: string | null;
  productType: string | null;
  balanceCents: number | null;
  overdrawnByCents: number | null;
  ownerIds: string[];
  frequency: PaymentFrequency | null;
  regularPaymentCents: number | null;
  /** What an employer pays into this pension each time, at the same frequency; null when not given. */
  employerContributionCents: number | null;
  pensionType: string | null;
  propertyType: string | null;
  accessible: boolean | null;
  active: boolean | null;
  /** Whether it is paid through the owner's payroll at their current job (a pension: it keeps them out of auto-enrolment). */
  throughCurrentEmployer: boolean | null;
  /** What the plan still needs of it, in words (`owners`, `product type`); empty when it is complete. */
  missing: string[];
}

export interface PlanDebt {
  id: string;
  name: string | null;
  productType: string | null;
  balanceCents: number | null;
  arrearsCents: number | null;
  monthlyRepaymentCents: number | null;
  /** The yearly interest rate in percent (22.9 for 22.9 %); null when not entered. */
  interestRate: number | null;
  isMainMortgage: boolean | null;
  arePaymentsUpToDate: boolean | null;
  /** Whether the debt is cleared on the owner's death (a mortgage with mortgage protection built in). */
  clearedOnDeath: boolean | null;
  ownerIds: string[];
  /** What the plan still needs of it, in words (`owners`, `product type`); empty when it is complete. */
  missing: string[];
}

export interface PlanPolicy {
  id: string;
  name: string | null;
  productType: string | null;
  coverType: string | null;
  amountOfCoverCents: number | null;
  premiumCents: number | null;
  paymentFrequency: PaymentFrequency | null;
  /** Which lives it covers (on whose death it pays); null when not given. */
  lives: PolicyLives | null;
  ownerIds: string[];
  /** What the plan still needs of it, in words (`owners`, `product type`); empty when it is complete. */
  missing: string[];
}

export interface PlanIncome {
  id: string;
  annualIncomeCents: number | null;
  annualBonusCents: number | null;
  /** What the income is; null when not given (incomeKind reads it from the owner's employment status). */
  incomeType: IncomeType | null;
  ownerIds: string[];
}

export type EmploymentStatus = 'EMPLOYED' | 'SELF_EMPLOYED' | 'UNEMPLOYED' | 'HOMEMAKER' | 'STUDENT' | 'RETIRED';

export interface PlanPersonFactfind {
  personId: string | null;
  annualIncomeCents: number | null;
  employmentStatus: EmploymentStatus | null;
  /** Years of PRSI contributions and credits so far (HomeCaring periods included); null when not given. */
  prsiYears: number | null;
  healthStatus: HealthStatus | null;
  smoker: boolean | null;
  retirementAge: number | null;
}

export interface PlanFactfind {
  maritalStatus: string | null;
  /** The factfind's housingStatus (RENTING gives the rent tax credit); absent or null when not given. */
  housingStatus?: string | null;
  /** How many children the household has (the factfind's count, beside the persons entered as CHILD). */
  numberOfChildren?: number | null;
  /** How many other dependants the household cares for. */
  numberOfOtherDependants?: number | null;
  monthlyRentOrMortgageCents: number | null;
  monthlyOutgoingsCents: number | null;
  user: PlanPersonFactfind | null;
  partner: PlanPersonFactfind | null;
}

export interface PlanGoal {
  id: string;
  name: string;
  goalType: GoalType;
  priority: number | null;
  targetDate: string | null;
  valueToSaveCents: number;
}

export interface Household {
  userId: string;
  persons: PlanPerson[];
  assets: PlanAsset[];
  debts: PlanDebt[];
  policies: PlanPolicy[];
  incomes: PlanIncome[];
  factfind: PlanFactfind | null;
  /** In the order of the goals list: most important first, unranked last, then oldest first. */
  goals: PlanGoal[];
}

/** A calendar date, 'YYYY-MM-DD', as year, month (1–12) and day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const parseDate = (date: string): CalendarDate => {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
};

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
export const formatDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The date `years` later; 29 February becomes 28 February in a year that has none. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return { year, month: date.month, day: date.month === 2 && date.day === 29 && !leap ? 28 : date.day };
}

/** The ISO date `months` calendar months after `iso`, on the same day (the last day of a shorter month). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseDate(iso);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1, day };
  const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return formatDate({ ...target, day: Math.min(day, last) });
}

/** Calendar months from `from` to `to`, the day of the month left out (as the calculator counts them). */
export const monthsBetween = (from: CalendarDate, to: CalendarDate): number =>
  (to.year - from.year) * 12 + (to.month - from.month);

/** `a` ÷ `b` rounded up, for whole numbers a ≥ 0 and b > 0 (the calculator's own rounding). */
export { divideRoundingUp as divideUp } from '../cost-model';

/** An amount as a percentage of a whole, to one decimal; 0 of 0 is 0. */
export const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export const self = (h: Household): PlanPerson | null => h.persons.find((p) => p.relationship === 'SELF') ?? null;
export const partner = (h: Household): PlanPerson | null => h.persons.find((p) => p.relationship === 'PARTNER') ?? null;

/** The adults of the household: the user and a partner, those the household has entered. */
export const adults = (h: Household): PlanPerson[] => [self(h), partner(h)].filter((p): p is PlanPerson => p !== null);

/** What an asset is worth: its balance less what it is overdrawn by. */
export const assetValue = (a: PlanAsset): number => (a.balanceCents ?? 0) - (a.overdrawnByCents ?? 0);

/** What the plan makes of an asset: a pension or property by its pensionType or propertyType, else its catalogue kind (OTHER for a code the catalogue lacks). */
export function assetKind(a: PlanAsset): AssetKind | 'OTHER' {
  if (a.pensionType !== null) return 'PENSION';
  if (a.propertyType !== null) return 'PROPERTY';
  return a.productType !== null && Object.hasOwn(ASSET_PRODUCTS, a.productType)
    ? ASSET_PRODUCTS[a.productType as keyof typeof ASSET_PRODUCTS]
    : 'OTHER';
}

export const isPension = (a: PlanAsset): boolean => assetKind(a) === 'PENSION';
export const isProperty = (a: PlanAsset): boolean => assetKind(a) === 'PROPERTY';
/**
 * Emergency money: an asset marked accessible that is cash (a DEPOSIT kind, or a code the catalogue does not know).
 * A pension, property or investment is never emergency money, whatever its `accessible` says.
 */
export const isEmergencyMoney = (a: PlanAsset): boolean =>
  a.accessible === true && (assetKind(a) === 'DEPOSIT' || assetKind(a) === 'OTHER');
export const isMortgage = (d: PlanDebt): boolean =>
  d.isMainMortgage === true ||
  (d.productType !== null &&
    Object.hasOwn(DEBT_PRODUCTS, d.productType) &&
    DEBT_PRODUCTS[d.productType as keyof typeof DEBT_PRODUCTS] === 'MORTGAGE');

/** What the household pays into an asset in a year: its regular payment × payments a year, while it is active. */
export const yearlyPayment = (a: PlanAsset): number =>
  a.active === false || a.frequency === null ? 0 : (a.regularPaymentCents ?? 0) * PAYMENTS_PER_YEAR[a.frequency];

/** What an employer pays into a pension in a year: its employer contribution × payments a year, while it is active. */
export const yearlyEmployerPayment = (a: PlanAsset): number =>
  a.active === false || a.frequency === null || assetKind(a) !== 'PENSION'
    ? 0
    : (a.employerContributionCents ?? 0) * PAYMENTS_PER_YEAR[a.frequency];

export const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** The user's retirement age: the factfind's, or DEFAULT_RETIREMENT_AGE. */
export const retirementAge = (h: Household): number => h.factfind?.user?.retirementAge ?? DEFAULT_RETIREMENT_AGE;

/** The date the user reaches their retirement age; null without their date of birth. */
export function retirementDate(h: Household): CalendarDate | null {
  const birth = self(h)?.dateOfBirth;
  return birth ? addYears(parseDate(birth), retirementAge(h)) : null;
}

/** Whether the person shares an item with these owners: one of them, or the user for an item with none. */
export const owns = (person: PlanPerson, ownerIds: readonly string[]): boolean =>
  ownerIds.includes(person.id) || (ownerIds.length === 0 && person.relationship === 'SELF');

/** The factfind answers about `person`: `user` for the user, `partner` for the partner. */
export function personFactfind(h: Household, person: PlanPerson): PlanPersonFactfind | null {
  if (person.relationship === 'SELF') return h.factfind?.user ?? null;
  if (person.relationship === 'PARTNER') return h.factfind?.partner ?? null;
  return null;
}

const INCOME_TYPES: readonly IncomeType[] = [
  'EMPLOYMENT',
  'SELF_EMPLOYMENT',
  'STATE_PENSION',
  'OTHER_PENSION',
  'OTHER',
];

/**
 * What an income of `person` is: its incomeType, or, when it has none (and for the factfind's annual income), what
 * their employment status says: pay (EMPLOYMENT) while employed or with no status given, SELF_EMPLOYMENT while
 * self-employed, a pension (OTHER_PENSION) when retired, else OTHER.
 */
export function incomeKind(h: Household, person: PlanPerson, income: PlanIncome | null): IncomeType {
  if (income?.incomeType) return income.incomeType;
  const status = personFactfind(h, person)?.employmentStatus ?? null;
  if (status === null || status === 'EMPLOYED') return 'EMPLOYMENT';
  if (status === 'SELF_EMPLOYED') return 'SELF_EMPLOYMENT';
  return status === 'RETIRED' ? 'OTHER_PENSION' : 'OTHER';
}

/** A person's gross yearly income of each kind. */
export type IncomeByKind = Record<IncomeType, number>;

/**
 * A person's gross yearly income by kind: their share of each income they own (annual income + bonus, split
 * equally between its owners, to the cent; an income with no owners is the user's), or, when they own none, the
 * annual income their factfind gives. Each income's kind is incomeKind's.
 */
export function incomeByKind(h: Household, person: PlanPerson): IncomeByKind {
  const byKind = Object.fromEntries(INCOME_TYPES.map((kind) => [kind, 0])) as IncomeByKind;
  const owned = h.incomes.filter((i) => owns(person, i.ownerIds));
  if (owned.length === 0) {
    byKind[incomeKind(h, person, null)] += personFactfind(h, person)?.annualIncomeCents ?? 0;
    return byKind;
  }
  for (const i of owned)
    byKind[incomeKind(h, person, i)] += Math.round(
      ((i.annualIncomeCents ?? 0) + (i.annualBonusCents ?? 0)) / Math.max(1, i.ownerIds.length),
    );
  return byKind;
}

/** A person's gross yearly income, every kind: their incomes by kind added up. */
export const personIncome = (h: Household, person: PlanPerson): number => sum(Object.values(incomeByKind(h, person)));

/** What a person earns from work a year: their employment and self-employment income (never a pension nor other income). */
export function earnedIncome(h: Household, person: PlanPerson): number {
  const byKind = incomeByKind(h, person);
  return byKind.EMPLOYMENT + byKind.SELF_EMPLOYMENT;
}

/** A person's State pension in payment a year: their STATE_PENSION income (a social welfare pension paid already). */
export const statePensionInPayment = (h: Household, person: PlanPerson): number =>
  incomeByKind(h, person).STATE_PENSION;

/**
 * A person's pensions in payment a year: the State pension and other pensions they are paid already. They are
 * today's income; the plan counts them once, never also as a projected State pension.
 */
export function pensionsInPayment(h: Household, person: PlanPerson): number {
  const byKind = incomeByKind(h, person);
  return byKind.STATE_PENSION + byKind.OTHER_PENSION;
}

const IN_WORK: readonly (EmploymentStatus | null)[] = ['EMPLOYED', 'SELF_EMPLOYED'];

/** Whether a person works: employed or self-employed, or with no employment status given and earnings from work. */
export const inWork = (h: Household, person: PlanPerson): boolean => {
  const status = personFactfind(h, person)?.employmentStatus ?? null;
  return IN_WORK.includes(status) || (status === null && earnedIncome(h, person) > 0);
};

/** A child of the household on `onIso`: a person entered as CHILD under 18 then (or with no date of birth). */
export const isChild = (person: PlanPerson, onIso: string): boolean =>
  person.relationship === 'CHILD' && (ageOn(person, onIso) ?? 0) < 18;

/** Whether the household has a child on `onIso`: a CHILD person under 18 (or with no date of birth), or the factfind's numberOfChildren above 0. */
export const hasChild = (h: Household, onIso: string): boolean =>
  h.persons.some((p) => isChild(p, onIso)) || (h.factfind?.numberOfChildren ?? 0) > 0;

/** Whether someone depends on the household's income: a partner, children or other dependants entered. */
export const hasDependants = (h: Household): boolean =>
  h.persons.some(
    (p) => p.relationship === 'PARTNER' || p.relationship === 'CHILD' || p.relationship === 'OTHER_DEPENDANT',
  );

/** A person's age in whole years on `onIso`; null without their date of birth. */
export function ageOn(person: PlanPerson, onIso: string): number | null {
  if (!person.dateOfBirth) return null;
  const birth = parseDate(person.dateOfBirth);
  const on = parseDate(onIso);
  return on.year - birth.year - (on.month < birth.month || (on.month === birth.month && on.day < birth.day) ? 1 : 0);
}

/** The household's gross yearly income: the adults' incomes added up. */
export const householdIncome = (h: Household): number => sum(adults(h).map((p) => personIncome(h, p)));

/** The mortgages' monthly repayments, added up. */
export const mortgageRepayments = (h: Household): number =>
  sum(h.debts.filter(isMortgage).map((d) => d.monthlyRepaymentCents ?? 0));

/**
 * The home's cost a month, counted once: the factfind's rent or mortgage, or the mortgages' repayments when they
 * are more (a household that enters its mortgage as a debt and leaves the factfind's figure at 0).
 */
export const monthlyHousing = (h: Household): number =>
  Math.max(h.factfind?.monthlyRentOrMortgageCents ?? 0, mortgageRepayments(h));

/** Monthly outgoings: the factfind's outgoings plus the home's cost. */
export const monthlyOutgoings = (h: Household): number => (h.factfind?.monthlyOutgoingsCents ?? 0) + monthlyHousing(h);

/**
 * What an asset counts as savings: its value, or 0 when it is overdrawn (an overdrawn account holds no
 * savings; what it is overdrawn by still lowers net wealth, as the asset's value does there).
 */
export const savingsValue = (a: PlanAsset): number => Math.max(0, assetValue(a));

/** Savings the household can reach at once: the savings value of its emergency money. */
export const accessibleSavings = (h: Household): number => sum(h.assets.filter(isEmergencyMoney).map(savingsValue));
