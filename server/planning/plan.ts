/**
 * The plan made from a household (docs/planning-model.md): what is missing from the factfind;
 * when nothing is, the summaries, the recommendation groups their rules give, the monthly amount
 * the plan allocates and the triage reason. Pure: the household and today's date in, the plan out. Figures and reasons
 * only: server/plan-wording/plan.ts gives the plan its words.
 */
import type { FieldError } from '../graphql/errors';
import { allocate, allocationOf, NEED_KEYS, type AllocationSummary, type Need } from './allocation';
import { autoEnrolmentStreamsOf } from './auto-enrolment-stream';
import { grossFor, netCostOf } from './pension-payment';
import { summariseBudget } from './budget';
import { debtLabel, overpaymentNeeded, summariseDebt, type DebtSummary } from './debt-summary';
import { summariseEmergencyFund } from './emergency-fund';
import { factfindErrors } from './factfind-errors';
import { summariseHealth } from './health-summary';
import { householdIncome, type Household } from './household';
import { summariseProtection } from './protection-summary';
import {
  recommendationGroups,
  type PensionPayment,
  type RecommendationGroup,
  type Summaries,
} from './recommendation-groups';
import { summariseRetirement } from './retirement-summary';
import { summariseSavings } from './savings-summary';
import { triageReason, type TriageReason } from './triage';

export interface PlanOptions {
  /** Whether the user has completed the risk questionnaire; false when unknown. */
  riskProfileCompleted?: boolean;
}

export interface ComputedPlan {
  factfindErrors: FieldError[];
  /** Null while the factfind has errors. */
  summaries: Summaries | null;
  recommendationGroups: RecommendationGroup[];
  /** Σ the monthly savings the plan recommends; null while the factfind has errors. */
  monthlyAllocationCents: number | null;
  /** Why an adviser is needed first (triage.ts); null when no reason applies. */
  triageReason: TriageReason | null;
}

/** The monthly savings the rules find needed, in the order the plan funds them (allocation.ts). */
function needs(
  debt: DebtSummary,
  savings: Summaries['savings'],
  emergencyFundCents: number,
  pensionCents: number | null,
): Need[] {
  const top = debt.toClear[0]?.debt;
  const overpay = top ? overpaymentNeeded(top) : 0;
  return [
    ...(emergencyFundCents > 0
      ? [
          {
            key: NEED_KEYS.emergencyFund,
            recommendationType: 'EMERGENCY_FUND' as const,
            goalId: null,
            label: 'Emergency fund',
            neededCents: emergencyFundCents,
          },
        ]
      : []),
    ...(top && overpay > 0
      ? [
          {
            key: NEED_KEYS.debt(top.id),
            recommendationType: 'DEBT' as const,
            goalId: null,
            label: `Clear ${debtLabel(top)}`,
            neededCents: overpay,
          },
        ]
      : []),
    ...savings.goals
      .filter((g) => (g.monthlySavingCents ?? 0) > 0)
      .map((g) => ({
        key: NEED_KEYS.goal(g.goal.id),
        recommendationType: 'SAVINGS_INVESTING' as const,
        goalId: g.goal.id,
        label: g.goal.name,
        neededCents: g.monthlySavingCents ?? 0,
      })),
    ...(pensionCents !== null && pensionCents > 0
      ? [
          {
            key: NEED_KEYS.pension,
            recommendationType: 'RETIREMENT' as const,
            goalId: null,
            label: 'Pension',
            neededCents: pensionCents,
          },
        ]
      : []),
  ];
}

export function summarise(h: Household, todayIso: string): Summaries {
  const emergencyFund = summariseEmergencyFund(h);
  const budget = summariseBudget(h, todayIso);
  const autoEnrolment = autoEnrolmentStreamsOf(h, todayIso);
  const retirement = summariseRetirement(h, todayIso, autoEnrolment.total);
  const savings = summariseSavings(h, todayIso, emergencyFund.targetCents);
  const owed = summariseDebt(h);
  // The budget funds what the pension payment costs after tax relief; the pension gets the whole payment.
  const pensionGross = retirement.monthlySavingCents;
  const pensionCost = pensionGross === null ? null : netCostOf(h, todayIso, pensionGross);
  const allocation: AllocationSummary = allocate(
    needs(owed, savings, emergencyFund.monthlySavingCents, pensionCost),
    budget.disposableCents,
  );
  const overpayment = allocation.items.find((i) => i.recommendationType === 'DEBT')?.allocatedCents ?? 0;
  const pensionNet = allocationOf(allocation, NEED_KEYS.pension)?.allocatedCents ?? 0;
  const pensionPayment: PensionPayment = {
    neededGrossCents: pensionGross ?? 0,
    neededNetCents: pensionCost ?? 0,
    netCents: pensionNet,
    grossCents:
      pensionGross === null || pensionNet === 0
        ? 0
        : pensionNet === pensionCost
          ? pensionGross
          : grossFor(h, todayIso, pensionNet, pensionGross),
  };
  return {
    budget,
    allocation,
    pensionPayment,
    autoEnrolmentStream: autoEnrolment.total,
    autoEnrolmentRise: (month) => Math.max(0, autoEnrolment.employee(month) - budget.autoEnrolmentCents),
    debt: overpayment > 0 ? summariseDebt(h, overpayment) : owed,
    emergencyFund,
    health: summariseHealth(h),
    protection: summariseProtection(h, todayIso),
    retirement,
    savings,
  };
}

export function computePlan(h: Household, todayIso: string, options: PlanOptions = {}): ComputedPlan {
  const errors = factfindErrors(h);
  if (errors.length)
    return {
      factfindErrors: errors,
      summaries: null,
      recommendationGroups: [],
      monthlyAllocationCents: null,
      triageReason: null,
    };
  const summaries = summarise(h, todayIso);
  return {
    factfindErrors: [],
    summaries,
    recommendationGroups: recommendationGroups(summaries, {
      planId: h.userId,
      household: h,
      todayIso,
      riskProfileCompleted: options.riskProfileCompleted ?? false,
    }),
    monthlyAllocationCents: summaries.allocation.allocatedCents,
    triageReason: triageReason(summaries.debt, householdIncome(h), summaries.budget),
  };
}
