/**
 * Reads what a user's household has entered from storage into the planning model's Household:
 * persons, assets, debts, policies, income, the factfind and every goal (in the goals list's
 * order). An item's `missing` is item-missing.ts's rule, the one the API's `isComplete` is made of, so
 * the plan and the factfind pages agree on what is missing.
 */
import type { FactfindRecord, GoalRecord, ListPosition, PersonFactfindRecord, Stores } from '../storage';
import type { Household, PlanPersonFactfind } from './household';
import { assetMissing, debtMissing, policyMissing } from './item-missing';

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

/** The household and the goal records behind its goals (the plan graph's points show them). */
export async function loadHousehold(
  stores: Stores,
  userId: string,
): Promise<{ household: Household; goals: GoalRecord[] }> {
  const [persons, assets, debts, policies, incomes, factfind, goals] = await Promise.all([
    stores.persons.allOfUser(userId),
    stores.assets.allOfUser(userId),
    stores.debts.allOfUser(userId),
    stores.policies.allOfUser(userId),
    stores.income.allOfUser(userId),
    stores.factfinds.get(userId),
    allGoals(stores, userId),
  ]);
  const household: Household = {
    userId,
    persons: persons.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      relationship: p.relationship,
      dateOfBirth: p.dateOfBirth,
    })),
    assets: assets.map((a) => ({
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
    })),
    debts: debts.map((d) => ({
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
    })),
    policies: policies.map((p) => ({
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
    })),
    incomes: incomes.map((i) => ({
      id: i.id,
      annualIncomeCents: i.annualIncomeCents,
      annualBonusCents: i.annualBonusCents,
      incomeType: i.incomeType,
      ownerIds: ownerIds(i),
    })),
    factfind: factfindOf(factfind),
    goals: goals.map((g) => ({
      id: g.id,
      name: g.name,
      goalType: g.goalType,
      priority: g.priority,
      targetDate: g.targetDate,
      valueToSaveCents: g.valueToSaveCents,
    })),
  };
  return { household, goals };
}
