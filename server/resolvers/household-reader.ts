/**
 * Reads what a user's household has entered from storage into the planning model's Household:
 * persons, assets, debts, policies, income, the factfind and every goal (in the goals list's
 * order). An item's `missing` is the model's rule (server/planning/item-missing.ts), the one the API's
 * `isComplete` is made of, so the plan and the factfind pages agree on what is missing.
 *
 * It lives with the resolvers, which read the stores and hand the model plain values: the model
 * (server/planning/) never reads storage itself, so it stays household in, plan out.
 */
import type {
  AssetRecord,
  DebtRecord,
  FactfindRecord,
  GoalRecord,
  IncomeRecord,
  ListPosition,
  PersonFactfindRecord,
  PersonRecord,
  PolicyRecord,
  Stores,
} from '../storage';
import type {
  Household,
  PlanAsset,
  PlanDebt,
  PlanGoal,
  PlanIncome,
  PlanPerson,
  PlanPersonFactfind,
  PlanPolicy,
} from '../planning/household';
import { assetMissing, debtMissing, policyMissing } from '../planning/item-missing';

const GOAL_PAGE = 100;

/** Every goal of the user, page by page, in the list's order. */
async function allGoals(stores: Stores, userId: string): Promise<GoalRecord[]> {
  const goals: GoalRecord[] = [];
  for (let after: ListPosition | null = null; ;) {
    const page = await stores.goals.listByUser(userId, { first: GOAL_PAGE, after });
    goals.push(...(page?.items ?? []));
    if (!page?.hasNext) return goals;
    after = page.end;
  }
}

/** What the household reader takes from the stores: the user's records, as stored. */
export interface HouseholdRecords {
  persons: PersonRecord[];
  assets: AssetRecord[];
  debts: DebtRecord[];
  policies: PolicyRecord[];
  incomes: IncomeRecord[];
  factfind: FactfindRecord | null;
  goals: GoalRecord[];
}

async function readRecords(stores: Stores, userId: string): Promise<HouseholdRecords> {
  const [persons, assets, debts, policies, incomes, factfind, goals] = await Promise.all([
    stores.persons.allOfUser(userId),
    stores.assets.allOfUser(userId),
    stores.debts.allOfUser(userId),
    stores.policies.allOfUser(userId),
    stores.income.allOfUser(userId),
    stores.factfinds.get(userId),
    allGoals(stores, userId),
  ]);
  return { persons, assets, debts, policies, incomes, factfind, goals };
}

const answers = (p: PersonFactfindRecord | null): PlanPersonFactfind | null =>
  p && {
    personId: p.personId,
    annualIncomeCents: p.annualIncomeCents,
    employmentStatus: p.employmentStatus,
    prsiYears: p.prsiYears,
    healthStatus: p.healthStatus,
    smoker: p.smoker,
    retirementAge: p.retirementAge,
  };

const factfindOf = (f: FactfindRecord | null): Household['factfind'] =>
  f && {
    maritalStatus: f.maritalStatus,
    housingStatus: f.housingStatus,
    numberOfChildren: f.numberOfChildren,
    numberOfOtherDependants: f.numberOfOtherDependants,
    monthlyRentOrMortgageCents: f.monthlyRentOrMortgageCents,
    monthlyOutgoingsCents: f.monthlyOutgoingsCents,
    user: answers(f.user),
    partner: answers(f.partner),
  };

const ownerIds = (item: { owners: { id: string }[] }): string[] => item.owners.map((o) => o.id);

const personOf = (p: PersonRecord): PlanPerson => ({
  id: p.id,
  firstName: p.firstName,
  relationship: p.relationship,
  dateOfBirth: p.dateOfBirth,
});

const assetOf = (a: AssetRecord): PlanAsset => ({
  id: a.id,
  name: a.name,
  productType: a.productType,
  balanceCents: a.balanceCents,
  overdrawnByCents: a.overdrawnByCents,
  ownerIds: ownerIds(a),
  frequency: a.frequency,
  regularPaymentCents: a.regularPaymentAmountCents,
  employerContributionCents: a.employerContributionCents,
  pensionType: a.pensionType,
  propertyType: a.propertyType,
  accessible: a.accessible,
  active: a.active,
  throughCurrentEmployer: a.throughCurrentEmployer,
  missing: assetMissing(a),
});

const debtOf = (d: DebtRecord): PlanDebt => ({
  id: d.id,
  name: d.name,
  productType: d.productType,
  balanceCents: d.balanceCents,
  arrearsCents: d.arrearsCents,
  monthlyRepaymentCents: d.monthlyRepaymentCents,
  interestRate: d.interestRate,
  isMainMortgage: d.isMainMortgage,
  arePaymentsUpToDate: d.arePaymentsUpToDate,
  clearedOnDeath: d.clearedOnDeath,
  ownerIds: ownerIds(d),
  missing: debtMissing(d),
});

const policyOf = (p: PolicyRecord): PlanPolicy => ({
  id: p.id,
  name: p.name,
  productType: p.productType,
  coverType: p.coverType,
  amountOfCoverCents: p.amountOfCoverCents,
  premiumCents: p.premiumCents,
  paymentFrequency: p.paymentFrequency,
  lives: p.lives,
  ownerIds: ownerIds(p),
  missing: policyMissing(p),
});

const incomeOf = (i: IncomeRecord): PlanIncome => ({
  id: i.id,
  annualIncomeCents: i.annualIncomeCents,
  annualBonusCents: i.annualBonusCents,
  incomeType: i.incomeType,
  ownerIds: ownerIds(i),
});

const goalOf = (g: GoalRecord): PlanGoal => ({
  id: g.id,
  name: g.name,
  goalType: g.goalType,
  priority: g.priority,
  targetDate: g.targetDate,
  valueToSaveCents: g.valueToSaveCents,
});

/** The model's Household of the user's records. */
export const householdOf = (userId: string, records: HouseholdRecords): Household => ({
  userId,
  persons: records.persons.map(personOf),
  assets: records.assets.map(assetOf),
  debts: records.debts.map(debtOf),
  policies: records.policies.map(policyOf),
  incomes: records.incomes.map(incomeOf),
  factfind: factfindOf(records.factfind),
  goals: records.goals.map(goalOf),
});

/** The household and the goal records behind its goals (the plan graph's points show them). */
export async function readHousehold(
  stores: Stores,
  userId: string,
): Promise<{ household: Household; goals: GoalRecord[] }> {
  const records = await readRecords(stores, userId);
  return { household: householdOf(userId, records), goals: records.goals };
}
