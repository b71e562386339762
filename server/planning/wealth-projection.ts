/**
 * The plan graph (docs/planning-model.md, "Wealth projection"): the household's net wealth today
 * and a point a year to the user's retirement, with each goal's withdrawal on its target date.
 *
 * - Wealth today = Σ asset value (balance − overdrawnBy) − Σ debt balance.
 * - Points: today; every 12 months after; each goal's target date (after today); the retirement
 *   date (after today). The last point is the later of the retirement date and the last goal's date.
 * - From one point to the next, m calendar months later (the day of the month left out):
 *     growth  = round(wealth × GROWTH_RATE × m ÷ 12) while wealth is above 0, else 0 (net debt does not grow: interest is left out)
 *     saved   = round(Σ yearly regular payments into assets × m ÷ 12)
 *     repaid  = Σ over debts of min(what is left of it, monthly repayment × m)
 *     wealth' = wealth + growth + saved + repaid − the goal's valueToSave (on a goal's point)
 */
import { GROWTH_RATE } from '../../src/planning-assumptions';
import {
  addYears,
  assetValue,
  formatDate,
  monthsBetween,
  parseDate,
  retirementDate,
  sum,
  yearlyPayment,
  type CalendarDate,
  type Household,
  type PlanGoal,
} from './household';

export interface WealthPoint {
  date: string;
  amountCents: number;
  /** The goal withdrawn at this point, if any. */
  goal: PlanGoal | null;
}

export interface WealthProjection {
  currentWealthCents: number;
  finalWealthCents: number;
  points: WealthPoint[];
}

export const currentWealth = (h: Household): number =>
  sum(h.assets.map(assetValue)) - sum(h.debts.map((d) => d.balanceCents ?? 0));

interface Milestone {
  date: CalendarDate;
  goal: PlanGoal | null;
}

const compare = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** The dates of the projection after today, in order: yearly points, goals' dates and the end. */
function milestones(h: Household, today: CalendarDate): Milestone[] {
  const goals = h.goals
    .filter((g) => g.targetDate !== null && compare(parseDate(g.targetDate), today) > 0)
    .map((g) => ({ date: parseDate(g.targetDate as string), goal: g }));
  const retirement = retirementDate(h);
  const ends = [...goals.map((g) => g.date), ...(retirement && compare(retirement, today) > 0 ? [retirement] : [])];
  if (ends.length === 0) return [];
  const end = ends.reduce((latest, date) => (compare(date, latest) > 0 ? date : latest));
  const plain = new Map<string, Milestone>();
  for (let year = 1; compare(addYears(today, year), end) < 0; year++)
    plain.set(formatDate(addYears(today, year)), { date: addYears(today, year), goal: null });
  for (const date of ends.filter((d) => d === retirement).concat(end))
    plain.set(formatDate(date), { date, goal: null });
  // A goal's point stands for a plain point on the same date; goals keep their list order on one date.
  for (const g of goals) plain.delete(formatDate(g.date));
  const all = [...goals, ...plain.values()];
  return all.sort((a, b) => compare(a.date, b.date));
}

export function projectWealth(h: Household, todayIso: string): WealthProjection {
  const today = parseDate(todayIso);
  const yearlySaving = sum(h.assets.map(yearlyPayment));
  const debtsLeft = h.debts.map((d) => ({ left: d.balanceCents ?? 0, monthly: d.monthlyRepaymentCents ?? 0 }));
  let wealth = currentWealth(h);
  const points: WealthPoint[] = [{ date: formatDate(today), amountCents: wealth, goal: null }];
  let monthsSoFar = 0;
  for (const { date, goal } of milestones(h, today)) {
    const months = monthsBetween(today, date) - monthsSoFar;
    monthsSoFar += months;
    // Only positive net wealth grows: a net debt is not charged the growth rate (debt interest is left out).
    const growth = wealth > 0 ? Math.round((wealth * GROWTH_RATE * months) / 12) : 0;
    const saved = Math.round((yearlySaving * months) / 12);
    let repaid = 0;
    for (const debt of debtsLeft) {
      const part = Math.min(debt.left, debt.monthly * months);
      debt.left -= part;
      repaid += part;
    }
    wealth += growth + saved + repaid - (goal?.valueToSaveCents ?? 0);
    points.push({ date: formatDate(date), amountCents: wealth, goal });
  }
  return { currentWealthCents: points[0].amountCents, finalWealthCents: wealth, points };
}
