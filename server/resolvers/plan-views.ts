/**
 * The plan in the shapes of schema/planning.graphql: the planning model (server/planning/) gives
 * plain values (cents, reasons) and server/plan-wording/ their words; here they become Money, MarkdownBlocks and the
 * summaries' types.
 */
import type { WordedGroup, WordedRecommendation, WordedSummary } from '../plan-wording/groups';
import type { WordedPlan } from '../plan-wording/plan';
import type { Slice } from '../planning/debt-summary';
import type { ProductSummary } from '../planning/recommendation-groups';
import type { PlanRequestRecord } from '../storage';
import type { Plan, Summary } from '../../schema/generated/schema';
import { money } from './views';

const slices = (breakdown: Slice[]) =>
  breakdown.map((s) => ({ label: s.label, amount: money(s.amountCents), percentage: s.percentage }));

/** A group's summary as its schema type (the group's type says which). */
function summaryView(s: WordedSummary): Summary {
  switch (s.type) {
    case 'EMERGENCY_FUND':
      return {
        __typename: 'EmergencyFundSummary',
        target: money(s.targetCents),
        current: money(s.currentCents),
        progress: { percentage: s.percentage, monthsCovered: s.monthsCovered },
      };
    case 'DEBT':
      return {
        __typename: 'DebtSummary',
        totalDebt: money(s.totalDebtCents),
        monthlyRepayments: money(s.monthlyRepaymentsCents),
        breakdown: slices(s.breakdown),
      };
    case 'PROTECTION':
      return {
        __typename: 'ProtectionSummary',
        scenarios: s.scenarios.map((c) => ({
          title: c.title,
          needed: money(c.neededCents),
          cover: money(c.coverCents),
          shortfall: money(c.shortfallCents),
          breakdown: c.breakdown && slices(c.breakdown),
        })),
      };
    case 'SAVINGS_INVESTING':
      return {
        __typename: 'SavingsInvestingSummary',
        totalSavings: money(s.totalSavingsCents),
        goals: s.goals.map((g) => ({
          goalId: g.goalId,
          name: g.name,
          saved: money(g.savedCents),
          target: money(g.targetCents),
          percentage: g.percentage,
          monthlyNeeded: g.monthlyNeededCents === null ? null : money(g.monthlyNeededCents),
          monthlyAllocation: g.monthlyAllocationCents === null ? null : money(g.monthlyAllocationCents),
        })),
        breakdown: slices(s.breakdown),
      };
    case 'RETIREMENT':
      return {
        __typename: 'RetirementSummary',
        retirementAge: s.retirementAge,
        projectedIncome: money(s.projectedIncomeCents),
        projectedIncomeNominal: money(s.projectedIncomeNominalCents),
        targetIncome: money(s.targetIncomeCents),
        fundAtRetirement: money(s.fundAtRetirementCents),
        lumpSum: money(s.lumpSumCents),
        breakdown: slices(s.breakdown),
      };
    case 'HEALTH':
      return {
        __typename: 'HealthSummary',
        hasHealthInsurance: s.hasHealthInsurance,
        smoker: s.smoker,
        notes: s.notes,
      };
  }
}

const productView = (p: ProductSummary) => ({
  name: p.name,
  productType: p.productType,
  provider: null,
  value: p.valueCents === null ? null : money(p.valueCents),
});

const recommendationView = (r: WordedRecommendation) => ({
  id: r.id,
  title: r.title,
  blocks: [{ __typename: 'MarkdownBlock' as const, markdown: r.markdown }],
  cta: null,
  monthlyAmount: r.monthlyCents === null ? null : money(r.monthlyCents),
  figures: r.figures.map((f) => ({ name: f.name, label: f.label, amount: money(f.cents) })),
});

/** The plan's recommendation groups (RecommendationGroup). */
export const recommendationGroupView = (g: WordedGroup) => ({
  id: g.id,
  recommendationType: g.recommendationType,
  title: g.title,
  subtitle: g.subtitle,
  summary: summaryView(g.summary),
  thingsToDo: g.thingsToDo,
  relatedProducts: g.relatedProducts.map(productView),
  riskProfileQuestionnaireRequired: g.riskProfileQuestionnaireRequired,
  recommendations: g.recommendations.map(recommendationView),
});

/** The plan's budget (PlanBudget); null while the factfind has errors. */
function budgetView(userId: string, plan: WordedPlan) {
  if (!plan.summaries) return null;
  const { budget, allocation } = plan.summaries;
  return {
    grossIncome: money(budget.grossMonthlyCents),
    tax: money(budget.taxMonthlyCents),
    netIncome: money(budget.netMonthlyCents),
    outgoings: money(budget.outgoingsCents),
    debtRepayments: money(budget.debtRepaymentsCents),
    regularSavings: money(budget.regularSavingsCents),
    premiums: money(budget.premiumsCents),
    autoEnrolment: money(budget.autoEnrolmentCents),
    disposableIncome: money(budget.disposableCents),
    needed: money(allocation.neededCents),
    allocated: money(allocation.allocatedCents),
    shortfall: money(allocation.shortfallCents),
    priorities: allocation.items.map((item) => ({
      rank: item.rank,
      recommendationType: item.recommendationType,
      recommendationId: `${userId}/${item.key}`,
      goalId: item.goalId,
      label: item.label,
      needed: money(item.neededCents),
      allocated: money(item.allocatedCents),
    })),
  };
}

/** The plan (Plan) of `userId`, with its latest request's status and date. */
export function planView(userId: string, plan: WordedPlan, latest: PlanRequestRecord | null): Plan {
  return {
    budget: budgetView(userId, plan),
    id: userId,
    authorisationStatus: latest?.status ?? 'NOT_REQUESTED',
    factfindErrors: plan.factfindErrors,
    lastUpdated: latest?.requestedAt ?? null,
    monthlyAllocationAmount: plan.monthlyAllocationCents === null ? null : money(plan.monthlyAllocationCents),
    recommendationGroups: plan.recommendationGroups.map(recommendationGroupView),
    // This server writes no suitability report.
    suitabilityReportLink: null,
    triageReason: plan.triageReason,
  };
}
