/**
 * The rules that turn the summaries into recommendation groups (docs/planning-model.md,
 * "Recommendations"). Every area gets a group with its summary; a group whose rule finds
 * something to do has recommendations. Groups with something to do come first, in the order of
 * RULE_ORDER (an emergency fund below EMERGENCY_FUND_MONTHS comes first), then the others in the
 * same order.
 *
 * A recommendation is its id, the monthly saving it asks for (`monthlyCents`: what the plan allocates to it within
 * the disposable income, allocation.ts, never more) and its advice: why it is given, by kind, with every figure it
 * rests on, in cents, months or percent (debt-advice.ts, protection-advice.ts, retirement-advice.ts, and the smaller
 * groups here). Figures and reasons only, never words: server/plan-wording/ words each group (titles, text, the
 * figures' labels, the things to do), and server/resolvers/plan-views.ts makes the API's shapes of them.
 */
import type { RecommendationType } from '../../schema/generated/schema';
import { CODES, EMERGENCY_FUND_BUILD_MONTHS, EMERGENCY_FUND_MONTHS } from '../planning-assumptions';
import { shareOf, type AdviceDraft, type BudgetShare } from './advice';
import { allocationOf, NEED_KEYS, RECOMMENDATION_KEYS, type AllocationSummary } from './allocation';
import type { Budget } from './budget';
import { debtAdvice, type DebtAdvice } from './debt-advice';
import { debtLabel, type DebtSummary, type Slice } from './debt-summary';
import type { EmergencyFundSummary } from './emergency-fund';
import type { HealthNote, HealthSummary } from './health-summary';
import { divideUp, isPension, type Household, type PlanAsset, type PlanDebt, type PlanPolicy } from './household';
import { lifeNeedParts, protectionAdvice, type LifeNeedPart, type ProtectionAdvice } from './protection-advice';
import { isMortgageProtection, type ProtectionScenario } from './protection-summary';
import { retirementAdvice, type PensionPayment, type RetirementAdvice } from './retirement-advice';
import type { RetirementSummary } from './retirement-summary';
import { isSaving, type GoalPlan, type SavingsSummary } from './savings-summary';

/** The schema's enum of what a group is about. */
export type { RecommendationType };
export type { PensionPayment };
/** The order of the groups: those with something to do first, then the rest, each in this order. */
export const RULE_ORDER: readonly RecommendationType[] = [
  'EMERGENCY_FUND',
  'DEBT',
  'PROTECTION',
  'SAVINGS_INVESTING',
  'RETIREMENT',
  'HEALTH',
];

export interface Summaries {
  budget: Budget;
  allocation: AllocationSummary;
  pensionPayment: PensionPayment;
  /** The auto-enrolment contributions (employee, employer, State) in month m after today (1 for the first), in today's euros. */
  autoEnrolmentStream: (month: number) => number;
  /** How much more the employees pay into auto-enrolment in month m than the budget counts (its rates rise to 2035). */
  autoEnrolmentRise: (month: number) => number;
  debt: DebtSummary;
  emergencyFund: EmergencyFundSummary;
  health: HealthSummary;
  protection: ProtectionScenario[];
  retirement: RetirementSummary;
  savings: SavingsSummary;
}

/** A product of the household's that a group is about, and its value (null when not entered). */
export interface ProductSummary {
  name: string;
  productType: string | null;
  valueCents: number | null;
}

/** What a group's summary shows, by the group's type. */
export type GroupSummary =
  | {
      type: 'EMERGENCY_FUND';
      targetCents: number;
      currentCents: number;
      percentage: number;
      monthsCovered: number | null;
      /** The months of outgoings to hold (EMERGENCY_FUND_MONTHS). */
      targetMonths: number;
    }
  | { type: 'DEBT'; totalDebtCents: number; monthlyRepaymentsCents: number; breakdown: Slice[] }
  | {
      type: 'PROTECTION';
      scenarios: {
        title: string;
        neededCents: number;
        coverCents: number;
        shortfallCents: number;
        /** What a death's need is made of; null for income protection and the mortgage. */
        breakdown: LifeNeedPart[] | null;
      }[];
    }
  | {
      type: 'SAVINGS_INVESTING';
      totalSavingsCents: number;
      goals: {
        goalId: string;
        name: string;
        savedCents: number;
        targetCents: number;
        percentage: number;
        monthlyNeededCents: number | null;
        monthlyAllocationCents: number | null;
      }[];
      breakdown: Slice[];
    }
  | {
      type: 'RETIREMENT';
      retirementAge: number;
      projectedIncomeCents: number;
      projectedIncomeNominalCents: number;
      targetIncomeCents: number;
      fundAtRetirementCents: number;
      lumpSumCents: number;
      breakdown: Slice[];
    }
  | { type: 'HEALTH'; hasHealthInsurance: boolean; smoker: boolean | null; notes: string[] };

/** Accessible savings short of the emergency fund to hold, and the saving the budget gives it. */
export interface EmergencyFundAdvice {
  currentCents: number;
  targetCents: number;
  /** The months of outgoings to hold (EMERGENCY_FUND_MONTHS) and to build it in (EMERGENCY_FUND_BUILD_MONTHS). */
  targetMonths: number;
  buildMonths: number;
  share: BudgetShare;
  /** With part of the saving (IN_PART): the months it takes to build the fund; else null. */
  buildsInMonths: number | null;
  /** With nothing (NONE): how much more a month the household spends than it keeps after tax; null when it does not. */
  overspentCents: number | null;
}

/** A goal with a date ahead that needs a monthly saving, and the saving the budget gives it. */
export interface GoalAdvice {
  /** The goal's name. */
  goal: string;
  /** Its target date, 'YYYY-MM-DD'. */
  targetDate: string;
  targetCents: number;
  savedCents: number;
  toGoCents: number;
  monthsLeft: number;
  /** Whether it is far enough away to invest the saving (GoalPlan.invested). */
  invested: boolean;
  share: BudgetShare;
  /** What is saved by the date at the allocated saving: at least this, more as the savings before it finish. */
  reachedCents: number;
}

/** A recommendation as the model makes it: its id, the monthly saving it asks for, and why (its advice). */
export interface PlannedRecommendation<Advice> {
  id: string;
  /** The monthly saving it asks for (what the plan allocates); null when it asks for none. */
  monthlyCents: number | null;
  advice: Advice;
}

interface GroupOf<Type extends RecommendationType, Advice> {
  id: string;
  recommendationType: Type;
  recommendations: PlannedRecommendation<Advice>[];
  summary: Extract<GroupSummary, { type: Type }>;
  relatedProducts: ProductSummary[];
  riskProfileQuestionnaireRequired: boolean;
}

export type EmergencyFundGroup = GroupOf<'EMERGENCY_FUND', EmergencyFundAdvice>;
export type DebtGroup = GroupOf<'DEBT', DebtAdvice>;
export type ProtectionGroup = GroupOf<'PROTECTION', ProtectionAdvice>;
export type SavingsGroup = GroupOf<'SAVINGS_INVESTING', GoalAdvice>;
export type RetirementGroup = GroupOf<'RETIREMENT', RetirementAdvice>;
export type HealthGroup = GroupOf<'HEALTH', HealthNote>;
export type RecommendationGroup =
  EmergencyFundGroup | DebtGroup | ProtectionGroup | SavingsGroup | RetirementGroup | HealthGroup;

export interface GroupContext {
  planId: string;
  household: Household;
  todayIso: string;
  /** Whether the user has completed the risk questionnaire (a selected or calculated risk profile). */
  riskProfileCompleted: boolean;
}

const assetProduct = (a: PlanAsset): ProductSummary => ({
  name: a.name ?? a.productType ?? 'Asset',
  productType: a.productType,
  valueCents: (a.balanceCents ?? 0) - (a.overdrawnByCents ?? 0),
});
const debtProduct = (d: PlanDebt): ProductSummary => ({
  name: debtLabel(d),
  productType: d.productType,
  valueCents: d.balanceCents ?? 0,
});
const policyProduct = (p: PlanPolicy): ProductSummary => ({
  name: p.name ?? p.productType ?? 'Policy',
  productType: p.productType,
  valueCents: p.amountOfCoverCents,
});

/** A group before its id and its recommendations' ids. */
type Draft<G extends RecommendationGroup> = Omit<G, 'id' | 'recommendations'> & {
  recommendations: AdviceDraft<G['recommendations'][number]['advice']>[];
};

function emergencyFundAdvice(
  s: EmergencyFundSummary,
  budget: Budget,
  allocation: AllocationSummary,
): AdviceDraft<EmergencyFundAdvice> {
  const share = shareOf(allocation, NEED_KEYS.emergencyFund, s.monthlySavingCents);
  const x = share.allocatedCents;
  return {
    key: RECOMMENDATION_KEYS.emergencyFund,
    monthlyCents: x,
    advice: {
      currentCents: s.currentCents,
      targetCents: s.targetCents,
      targetMonths: EMERGENCY_FUND_MONTHS,
      buildMonths: EMERGENCY_FUND_BUILD_MONTHS,
      share,
      buildsInMonths: share.kind === 'IN_PART' ? divideUp(s.targetCents - s.currentCents, x) : null,
      overspentCents: share.kind === 'NONE' && budget.disposableCents < 0 ? -budget.disposableCents : null,
    },
  };
}

function emergencyFundGroup(
  s: EmergencyFundSummary,
  h: Household,
  budget: Budget,
  allocation: AllocationSummary,
): Draft<EmergencyFundGroup> {
  return {
    recommendationType: 'EMERGENCY_FUND',
    recommendations: s.currentCents < s.targetCents ? [emergencyFundAdvice(s, budget, allocation)] : [],
    summary: {
      type: 'EMERGENCY_FUND',
      targetCents: s.targetCents,
      currentCents: s.currentCents,
      percentage: s.percentage,
      monthsCovered: s.monthsCovered,
      targetMonths: EMERGENCY_FUND_MONTHS,
    },
    relatedProducts: h.assets.filter((a) => a.accessible === true).map(assetProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

const debtGroup = (
  s: DebtSummary,
  h: Household,
  todayIso: string,
  allocation: AllocationSummary,
): Draft<DebtGroup> => ({
  recommendationType: 'DEBT',
  recommendations: debtAdvice(s, todayIso, allocation),
  summary: {
    type: 'DEBT',
    totalDebtCents: s.totalDebtCents,
    monthlyRepaymentsCents: s.monthlyRepaymentsCents,
    breakdown: s.breakdown,
  },
  relatedProducts: h.debts.map(debtProduct),
  riskProfileQuestionnaireRequired: false,
});

function protectionGroup(scenarios: ProtectionScenario[], h: Household): Draft<ProtectionGroup> {
  const covers: readonly string[] = [...CODES.lifeCover, ...CODES.incomeProtection];
  return {
    recommendationType: 'PROTECTION',
    recommendations: scenarios.filter((s) => s.shortfallCents > 0).map((s) => protectionAdvice(s, h)),
    summary: {
      type: 'PROTECTION',
      scenarios: scenarios.map((s) => ({
        title: s.title,
        neededCents: s.neededCents,
        coverCents: s.coverCents,
        shortfallCents: s.shortfallCents,
        breakdown: lifeNeedParts(s),
      })),
    },
    relatedProducts: h.policies
      .filter((p) => isMortgageProtection(p) || (p.coverType !== null && covers.includes(p.coverType)))
      .map(policyProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

type SavingGoal = GoalPlan & { monthlySavingCents: number; monthsLeft: number };

function goalAdvice(g: SavingGoal, allocation: AllocationSummary): AdviceDraft<GoalAdvice> {
  const share = shareOf(allocation, NEED_KEYS.goal(g.goal.id), g.monthlySavingCents);
  return {
    key: RECOMMENDATION_KEYS.goal(g.goal.id),
    monthlyCents: share.allocatedCents,
    advice: {
      goal: g.goal.name,
      targetDate: g.goal.targetDate as string,
      targetCents: g.goal.valueToSaveCents,
      savedCents: g.savedCents,
      toGoCents: g.goal.valueToSaveCents - g.savedCents,
      monthsLeft: g.monthsLeft,
      invested: g.invested,
      share,
      reachedCents: g.savedCents + share.allocatedCents * g.monthsLeft,
    },
  };
}

function savingsGroup(
  s: SavingsSummary,
  h: Household,
  allocation: AllocationSummary,
  riskProfileCompleted: boolean,
): Draft<SavingsGroup> {
  const saving = s.goals.filter((g): g is SavingGoal => (g.monthlySavingCents ?? 0) > 0);
  return {
    recommendationType: 'SAVINGS_INVESTING',
    recommendations: saving.map((g) => goalAdvice(g, allocation)),
    summary: {
      type: 'SAVINGS_INVESTING',
      totalSavingsCents: s.totalSavingsCents,
      goals: s.goals.map((g) => {
        const allocated = allocationOf(allocation, NEED_KEYS.goal(g.goal.id));
        return {
          goalId: g.goal.id,
          name: g.goal.name,
          savedCents: g.savedCents,
          targetCents: g.goal.valueToSaveCents,
          percentage: g.percentage,
          monthlyNeededCents: g.monthlySavingCents,
          monthlyAllocationCents:
            g.monthlySavingCents === null ? null : allocated ? allocated.allocatedCents : g.monthlySavingCents,
        };
      }),
      breakdown: s.breakdown,
    },
    relatedProducts: h.assets.filter(isSaving).map(assetProduct),
    riskProfileQuestionnaireRequired: !riskProfileCompleted && saving.some((g) => g.invested),
  };
}

function retirementGroup(s: Summaries, h: Household, riskProfileCompleted: boolean): Draft<RetirementGroup> {
  const r = s.retirement;
  const built = retirementAdvice(r, s.pensionPayment, h, s.allocation);
  return {
    recommendationType: 'RETIREMENT',
    recommendations: built ? [built] : [],
    summary: {
      type: 'RETIREMENT',
      retirementAge: r.retirementAge,
      projectedIncomeCents: r.projectedIncomeCents,
      projectedIncomeNominalCents: r.projectedIncomeNominalCents,
      targetIncomeCents: r.targetIncomeCents,
      fundAtRetirementCents: r.fundAtRetirementCents,
      lumpSumCents: r.lumpSumCents,
      breakdown: r.breakdown,
    },
    relatedProducts: h.assets.filter(isPension).map(assetProduct),
    riskProfileQuestionnaireRequired:
      !riskProfileCompleted && built?.key === RECOMMENDATION_KEYS.pension && (built.monthlyCents ?? 0) > 0,
  };
}

const healthGroup = (s: HealthSummary, h: Household): Draft<HealthGroup> => ({
  recommendationType: 'HEALTH',
  recommendations: s.notes.map((note, index) => ({
    key: `${note.kind.toLowerCase()}-${index + 1}`,
    monthlyCents: null,
    advice: note,
  })),
  summary: {
    type: 'HEALTH',
    hasHealthInsurance: s.hasHealthInsurance,
    smoker: s.smoker,
    notes: s.notes.map((note) => note.text),
  },
  relatedProducts: h.policies.filter((p) => p.productType === CODES.healthInsuranceProduct).map(policyProduct),
  riskProfileQuestionnaireRequired: false,
});

/** A group with its id `<plan id>/<type>`, and each recommendation's `<group id>/<key>`. */
function withIds<G extends RecommendationGroup>(planId: string, draft: Draft<G>): RecommendationGroup {
  const id = `${planId}/${draft.recommendationType}`;
  const recommendations = draft.recommendations.map(({ key, monthlyCents, advice }) => ({
    id: `${id}/${key}`,
    monthlyCents,
    advice,
  }));
  return { ...draft, id, recommendations } as RecommendationGroup;
}

export function recommendationGroups(summaries: Summaries, context: GroupContext): RecommendationGroup[] {
  const h = context.household;
  const { allocation } = summaries;
  const groups = [
    withIds(context.planId, emergencyFundGroup(summaries.emergencyFund, h, summaries.budget, allocation)),
    withIds(context.planId, debtGroup(summaries.debt, h, context.todayIso, allocation)),
    withIds(context.planId, protectionGroup(summaries.protection, h)),
    withIds(context.planId, savingsGroup(summaries.savings, h, allocation, context.riskProfileCompleted)),
    withIds(context.planId, retirementGroup(summaries, h, context.riskProfileCompleted)),
    withIds(context.planId, healthGroup(summaries.health, h)),
  ];
  const byType = (type: RecommendationType) => groups.find((g) => g.recommendationType === type) as RecommendationGroup;
  return [...RULE_ORDER]
    .sort((a, b) => Number(byType(b).recommendations.length > 0) - Number(byType(a).recommendations.length > 0))
    .map(byType);
}
