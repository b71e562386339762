/**
 * The household's records (migration 0004): persons, assets, debts, policies, income and the
 * factfind. Amounts are whole cents (fields named …Cents); dates are 'YYYY-MM-DD'; a field the user
 * has not given is null. The enumerations are the schema's own (generated from planning.graphql).
 */
import type {
  EmploymentStatus,
  HealthStatus,
  HousingStatus,
  MaritalStatus,
  PaymentFrequency,
  Relationship,
  Sex,
} from '../../schema/generated/schema';

/** A person who owns an item: an id of one of the household's persons and their first name. */
export interface OwnerRecord {
  id: string;
  firstName: string | null;
}

/** A postal address, kept as one document (every part optional). */
export interface AddressRecord {
  buildingName?: string | null;
  buildingNumber?: string | null;
  flatNumber?: string | null;
  street?: string | null;
  subStreet?: string | null;
  town?: string | null;
  county?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface PersonFields {
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  dateOfBirth: string | null;
  sex: Sex | null;
  phoneNumber: string | null;
  relationship: Relationship | null;
  address: AddressRecord | null;
}

export interface PersonRecord extends PersonFields {
  id: string;
  userId: string;
  /** The day the person was added to the household. */
  joinDate: string;
}

export interface AssetFields {
  name: string | null;
  productType: string | null;
  balanceCents: number | null;
  overdrawnByCents: number | null;
  providerId: string | null;
  frequency: PaymentFrequency | null;
  regularPaymentAmountCents: number | null;
  startDate: string | null;
  maturityDate: string | null;
  pensionType: string | null;
  propertyType: string | null;
  accessible: boolean | null;
  active: boolean | null;
  increasing: boolean | null;
  throughCurrentEmployer: boolean | null;
  valuationMethod: string | null;
  whereFrom: string | null;
}

export interface DebtFields {
  name: string | null;
  productType: string | null;
  balanceCents: number | null;
  arrearsCents: number | null;
  monthlyRepaymentCents: number | null;
  /** The yearly interest rate in percent, for example 22.9. */
  interestRate: number | null;
  endDate: string | null;
  maturityDate: string | null;
  mortgageType: string | null;
  mortgageYearsLeft: number | null;
  isMainMortgage: boolean | null;
  arePaymentsUpToDate: boolean | null;
  clearedOnDeath: boolean | null;
  hasPaymentProtectionInsurance: boolean | null;
  repaidMonthly: boolean | null;
  providerId: string | null;
}

export interface PolicyFields {
  name: string | null;
  productType: string | null;
  coverType: string | null;
  amountOfCoverCents: number | null;
  premiumCents: number | null;
  paymentFrequency: PaymentFrequency | null;
  renewalDate: string | null;
  yearsRemaining: number | null;
  providerId: string | null;
  isIrishLifePolicy: boolean | null;
  isOnePlan: boolean | null;
  throughCurrentEmployer: boolean | null;
}

export interface IncomeFields {
  name: string | null;
  annualIncomeCents: number | null;
  annualBonusCents: number | null;
}

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
export interface PersonFactfindRecord {
  personId: string | null;
  annualIncomeCents: number | null;
  employmentStatus: EmploymentStatus | null;
  occupation: string | null;
  healthStatus: HealthStatus | null;
  smoker: boolean | null;
  retirementAge: number | null;
  /** Years of PRSI contributions and credits so far, HomeCaring periods included. */
  prsiYears: number | null;
  /** A fraction, for example 0.4. */
  marginalTaxRate: number | null;
}

export interface FactfindFields {
  maritalStatus: MaritalStatus | null;
  numberOfChildren: number | null;
  numberOfOtherDependants: number | null;
  housingStatus: HousingStatus | null;
  monthlyRentOrMortgageCents: number | null;
  monthlyOutgoingsCents: number | null;
}

export interface FactfindRecord extends FactfindFields {
  userId: string;
  user: PersonFactfindRecord | null;
  partner: PersonFactfindRecord | null;
}

export type FactfindRole = 'USER' | 'PARTNER';
