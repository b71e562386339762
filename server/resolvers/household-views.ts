/**
 * The household's records in the shapes of schema/planning.graphql. Amounts go out as Money; an
 * item's `provider` is resolved from its providerId by the type's own resolver (household-items.ts).
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
import { assetMissing, debtMissing, policyMissing } from '../planning/item-missing';
import { money } from './views';
import type { ResolversParentTypes } from '../../schema/generated/resolvers';

const moneyOrNull = (cents: number | null) => (cents === null ? null : money(cents));

export const personView = (p: PersonRecord) => ({
  id: p.id,
  title: p.title,
  firstName: p.firstName,
  lastName: p.lastName,
  legalFirstName: p.legalFirstName,
  legalLastName: p.legalLastName,
  dateOfBirth: p.dateOfBirth,
  sex: p.sex,
  phoneNumber: p.phoneNumber,
  relationship: p.relationship,
  joinDate: p.joinDate,
  address: p.address && { id: null, ...p.address },
});

export const assetView = (a: AssetRecord): ResolversParentTypes['Asset'] => ({
  id: a.id,
  userId: a.userId,
  name: a.name,
  productType: a.productType,
  balance: moneyOrNull(a.balanceCents),
  overdrawnBy: moneyOrNull(a.overdrawnByCents),
  owners: a.owners,
  providerId: a.providerId,
  frequency: a.frequency,
  regularPaymentAmount: moneyOrNull(a.regularPaymentAmountCents),
  startDate: a.startDate,
  maturityDate: a.maturityDate,
  pensionType: a.pensionType,
  propertyType: a.propertyType,
  accessible: a.accessible,
  active: a.active,
  increasing: a.increasing,
  isComplete: assetMissing(a).length === 0,
  throughCurrentEmployer: a.throughCurrentEmployer,
  valuationMethod: a.valuationMethod,
  whereFrom: a.whereFrom,
});

export const debtView = (d: DebtRecord): ResolversParentTypes['Debt'] => ({
  id: d.id,
  userId: d.userId,
  name: d.name,
  productType: d.productType,
  balance: moneyOrNull(d.balanceCents),
  arrears: moneyOrNull(d.arrearsCents),
  monthlyRepayment: moneyOrNull(d.monthlyRepaymentCents),
  interestRate: d.interestRate,
  endDate: d.endDate,
  maturityDate: d.maturityDate,
  mortgageType: d.mortgageType,
  mortgageYearsLeft: d.mortgageYearsLeft,
  isMainMortgage: d.isMainMortgage,
  arePaymentsUpToDate: d.arePaymentsUpToDate,
  clearedOnDeath: d.clearedOnDeath,
  hasPaymentProtectionInsurance: d.hasPaymentProtectionInsurance,
  repaidMonthly: d.repaidMonthly,
  owners: d.owners,
  providerId: d.providerId,
  isComplete: debtMissing(d).length === 0,
});

export const policyView = (p: PolicyRecord): ResolversParentTypes['Policy'] => ({
  id: p.id,
  userId: p.userId,
  name: p.name,
  productType: p.productType,
  coverType: p.coverType,
  amountOfCover: moneyOrNull(p.amountOfCoverCents),
  premium: moneyOrNull(p.premiumCents),
  paymentFrequency: p.paymentFrequency,
  renewalDate: p.renewalDate,
  yearsRemaining: p.yearsRemaining,
  owners: p.owners,
  providerId: p.providerId,
  isIrishLifePolicy: p.isIrishLifePolicy,
  isOnePlan: p.isOnePlan,
  throughCurrentEmployer: p.throughCurrentEmployer,
  isComplete: policyMissing(p).length === 0,
});

export const incomeView = (i: IncomeRecord): ResolversParentTypes['Income'] => ({
  id: i.id,
  userId: i.userId,
  name: i.name,
  annualIncome: moneyOrNull(i.annualIncomeCents),
  annualBonus: moneyOrNull(i.annualBonusCents),
  owners: i.owners,
});

const personFactfindView = (p: PersonFactfindRecord | null) =>
  p && {
    personId: p.personId,
    annualIncome: moneyOrNull(p.annualIncomeCents),
    employmentStatus: p.employmentStatus,
    occupation: p.occupation,
    healthStatus: p.healthStatus,
    smoker: p.smoker,
    retirementAge: p.retirementAge,
    prsiYears: p.prsiYears,
    marginalTaxRate: p.marginalTaxRate,
  };

/** The factfind; its id is the user's (one factfind per user), so one never saved is all nulls under the same id. */
export const factfindView = (userId: string, f: FactfindRecord | null) => ({
  id: userId,
  userId,
  maritalStatus: f?.maritalStatus ?? null,
  numberOfChildren: f?.numberOfChildren ?? null,
  numberOfOtherDependants: f?.numberOfOtherDependants ?? null,
  housingStatus: f?.housingStatus ?? null,
  monthlyRentOrMortgage: moneyOrNull(f?.monthlyRentOrMortgageCents ?? null),
  monthlyOutgoings: moneyOrNull(f?.monthlyOutgoingsCents ?? null),
  user: personFactfindView(f?.user ?? null),
  partner: personFactfindView(f?.partner ?? null),
});
