/**
 * The wealth path (server/planning/wealth-projection.ts) in the API's shapes: `WealthProjection`, its points and the
 * goals on it, every amount as Money (today's euros but `nominalAmount`).
 */
import { PRICE_INFLATION_RATE } from '../planning-assumptions';
import type { GoalRecord } from '../storage';
import type { WealthProjection } from '../planning/wealth-projection';
import { goalView, money } from './views';

export function planGraphView(projection: WealthProjection, todayIso: string, goals: readonly GoalRecord[]) {
  const goalOf = (id: string) => {
    const goal = goals.find((g) => g.id === id);
    return goal ? goalView(goal) : null;
  };
  return {
    currentWealth: money(projection.currentWealthCents),
    finalWealth: money(projection.finalWealthCents),
    valuesAt: todayIso,
    inflationRate: PRICE_INFLATION_RATE,
    assumesGoalsFunded: projection.assumed,
    points: projection.points.map((p) => ({
      date: p.date,
      amount: money(p.amountCents),
      goal: p.goal && goalOf(p.goal.id),
      nominalAmount: money(p.nominalCents),
      savings: money(p.savingsCents),
      pensions: money(p.pensionsCents),
      property: money(p.propertyCents),
      debts: money(p.debtsCents),
      paidIn: money(p.paidInCents),
      growth: money(p.growthCents),
      debtReduction: money(p.debtReductionCents),
      interest: money(p.interestCents),
      goalsPaid: money(p.goalsPaidCents),
      goalShortfall: p.goalShortfallCents === null ? null : money(p.goalShortfallCents),
      pensionDrawn: money(p.pensionDrawnCents),
    })),
    goals: projection.goals.flatMap((g) => {
      const goal = goalOf(g.goal.id);
      return goal
        ? [
            {
              goal,
              monthlySaving: money(g.monthlyCents),
              monthlyNeeded: money(g.neededCents),
              savedByDate: money(g.savedByDateCents),
              shortfall: money(g.shortfallCents),
              onTrack: g.shortfallCents <= 0,
            },
          ]
        : [];
    }),
  };
}
