/**
 * What the wealth path runs (wealth-projection.ts's PathPlan), made from the plan: the monthly savings the budget
 * allocates, the savings already made for each goal, the pension payment with its tax relief, auto-enrolment and the
 * retirement. While the factfind is incomplete there is no budget to read: each goal is assumed to get what it needs a
 * month (the calculator's figure for a college-cost goal), and the path says so.
 */
import { NEED_KEYS, allocationOf } from './allocation';
import { summariseEmergencyFund } from './emergency-fund';
import { factfindErrors } from './factfind-errors';
import { monthsBetween, parseDate, retirementAge, retirementDate, type Household } from './household';
import { summarise } from './plan';
import type { Summaries } from './recommendation-groups';
import { summariseSavings } from './savings-summary';
import { projectWealth, type PathPlan, type WealthProjection } from './wealth-projection';

const noContributions = (): number => 0;

/** The path's plan from the plan's summaries. */
export function pathPlanOf(s: Summaries): PathPlan {
  const allocated = (key: string) => allocationOf(s.allocation, key)?.allocatedCents ?? 0;
  const debt = s.allocation.items.find((i) => i.recommendationType === 'DEBT');
  return {
    emergencyFund: {
      targetCents: s.emergencyFund.targetCents,
      heldCents: s.emergencyFund.currentCents,
      monthlyCents: allocated(NEED_KEYS.emergencyFund),
    },
    debtOverpaymentCents: debt?.allocatedCents ?? 0,
    goals: s.savings.goals
      .filter((g) => g.monthsLeft !== null)
      .map((g) => ({
        goal: g.goal,
        savedCents: g.savedCents,
        monthlyCents: allocated(NEED_KEYS.goal(g.goal.id)),
        neededCents: g.monthlySavingCents ?? 0,
      })),
    pensionMonthlyCents: s.pensionPayment.grossCents,
    autoEnrolment: s.autoEnrolmentStream,
    autoEnrolmentRise: s.autoEnrolmentRise,
    retirement: {
      month: s.retirement.monthsToRetirement > 0 ? s.retirement.monthsToRetirement : null,
      age: s.retirement.retirementAge,
    },
    assumed: false,
  };
}

/** The path's plan for a household whose factfind is incomplete: each goal's need assumed saved, nothing else planned. */
export function assumedPathPlan(h: Household, todayIso: string): PathPlan {
  const emergency = summariseEmergencyFund(h);
  const savings = summariseSavings(h, todayIso, emergency.targetCents);
  const retirement = retirementDate(h);
  const month = retirement ? monthsBetween(parseDate(todayIso), retirement) : null;
  return {
    emergencyFund: { targetCents: 0, heldCents: 0, monthlyCents: 0 },
    debtOverpaymentCents: 0,
    goals: savings.goals
      .filter((g) => g.monthsLeft !== null)
      .map((g) => ({
        goal: g.goal,
        savedCents: g.savedCents,
        monthlyCents: g.monthlySavingCents ?? 0,
        neededCents: g.monthlySavingCents ?? 0,
      })),
    pensionMonthlyCents: 0,
    autoEnrolment: noContributions,
    autoEnrolmentRise: noContributions,
    retirement: { month: month !== null && month > 0 ? month : null, age: retirementAge(h) },
    assumed: true,
  };
}

/** The plan graph: the household's wealth as its plan runs, or as its goals' needs would, while the factfind is incomplete. */
export const planGraph = (h: Household, todayIso: string): WealthProjection =>
  projectWealth(
    h,
    todayIso,
    factfindErrors(h).length ? assumedPathPlan(h, todayIso) : pathPlanOf(summarise(h, todayIso)),
  );
