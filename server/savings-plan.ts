/**
 * The savings plan of issue 15, the cost model's second step: from an estimate (cost-model.ts), what the
 * parent has saved already, the yearly return they expect and, when they allow for rising costs, a yearly
 * rate of rising costs, it works out
 * - the target: the total, or each course year priced at its own year when costs rise;
 * - the monthly saving P that reaches the target on 1 September of the start year, rounded up to the cent
 *   (0, on track, when the savings alone reach it);
 * - the lump sum that would do it today, and the monthly saving if the parent waits a year;
 * - the balance on every 1 September up to the start, then through the course years that draw it down.
 * Pure: no clock, no I/O. Amounts in and out are whole cents; the growth factors are floating point,
 * and every result is rounded once, up to the cent where the parent must pay (ceilCents).
 *
 *   monthly rate r = (1 + yearly return)^(1/12) − 1, so (1 + r)^k = (1 + yearly return)^(k/12)
 *   P = (target − S·(1+r)^n) · r / ((1+r)^n − 1), or (target − S) / n when r = 0
 *   lump sum today = target / (1+r)^n − S, at least 0
 * Contributions are paid at the end of each month (so the first one has a month to grow, none on the day).
 */
import { COLLEGE_START_AGE, COLLEGE_START_DAY, COLLEGE_START_MONTH } from '../src/assumptions';
import { courseYearCosts, divideRoundingUp, estimateCollegeCost, type CostAnswers, type CostEstimate, type YearMonth } from './cost-model';

export interface PlanInputs {
  /** What the parent has saved already, in cents (0 or more). */
  savedCents: number;
  /** The yearly return they expect, as a fraction (0.035 = 3.5 %). */
  yearlyReturn: number;
  /** Allow for rising costs: the yearly rate as a fraction; null prices every year at today's cost. */
  risingCostsRate: number | null;
}

/** One row of the year-by-year table: 1 September of a year. */
export interface PlanYear {
  /** 'YYYY-09-01'. */
  date: string;
  /** A year of the course (its cost is paid on this date), or a year of saving before it. */
  studying: boolean;
  /** Monthly savings paid in since the previous row (or since today, for the first). */
  paidInCents: number;
  /** What the balance earned since the previous row. */
  growthCents: number;
  /** The course year's cost, paid on this date; 0 before the course. */
  costCents: number;
  /** The balance on this date, after the year's cost. */
  balanceCents: number;
}

export interface SavingsPlan {
  estimate: CostEstimate;
  /** The amount to have on the start date: the total, or the course years at their own years' prices. */
  targetCents: number;
  savedCents: number;
  monthsToSave: number;
  monthlyCents: number;
  /** The savings alone reach the target: no monthly saving is needed. */
  onTrack: boolean;
  lumpSumTodayCents: number;
  /** The monthly saving when starting 12 months from now; null when 12 months or fewer are left. */
  monthlyIfWaitingCents: number | null;
  years: PlanYear[];
}

/** Rounds a figure in cents up to a whole cent, ignoring floating-point dust below a ten-thousandth of a cent. */
export function ceilCents(cents: number): number {
  return Math.ceil(Math.round(cents * 1e4) / 1e4);
}

/** (1 + r)^months for the monthly rate r of a yearly return: (1 + yearly return)^(months/12). */
const growth = (yearlyReturn: number, months: number): number => (1 + yearlyReturn) ** (months / 12);

/** The monthly rate r of a yearly return. */
export const monthlyRate = (yearlyReturn: number): number => growth(yearlyReturn, 1) - 1;

/**
 * The monthly saving that, paid at the end of each of `payingMonths` months, brings savings of `savedCents`
 * (growing for `growingMonths`) to `targetCents`; rounded up to the cent; 0 when the savings alone do it.
 */
export function monthlySaving(targetCents: number, savedCents: number, yearlyReturn: number, growingMonths: number, payingMonths: number): number {
  const shortfall = targetCents - savedCents * growth(yearlyReturn, growingMonths);
  if (shortfall <= 0) return 0;
  if (yearlyReturn === 0) return divideRoundingUp(targetCents - savedCents, payingMonths);
  const r = monthlyRate(yearlyReturn);
  return ceilCents((shortfall * r) / (growth(yearlyReturn, payingMonths) - 1));
}

/** The lump sum that, added today, grows to the target by itself: target / (1+r)^n − S, at least 0, rounded up. */
export function lumpSumToday(targetCents: number, savedCents: number, yearlyReturn: number, months: number): number {
  if (yearlyReturn === 0) return Math.max(0, targetCents - savedCents);
  return Math.max(0, ceilCents(targetCents / growth(yearlyReturn, months) - savedCents));
}

/** The balance after k months: S·(1+r)^k + P·((1+r)^k − 1)/r (S + P·k when r = 0), not rounded. */
function balanceAfter(savedCents: number, monthlyCents: number, yearlyReturn: number, months: number): number {
  if (yearlyReturn === 0) return savedCents + monthlyCents * months;
  const g = growth(yearlyReturn, months);
  return savedCents * g + (monthlyCents * (g - 1)) / monthlyRate(yearlyReturn);
}

const septemberFirst = (year: number): string =>
  `${String(year).padStart(4, '0')}-${String(COLLEGE_START_MONTH).padStart(2, '0')}-${String(COLLEGE_START_DAY).padStart(2, '0')}`;

/**
 * The year-by-year table: each 1 September after today up to the start (saving), the start date paying the
 * first course year, then each later course year. Balances are the exact balances rounded to the cent; each
 * row's growth is what makes the row add up (previous balance + paid in + growth − cost = balance).
 */
function planYears(
  estimate: CostEstimate,
  today: YearMonth,
  inputs: PlanInputs,
  monthlyCents: number,
  yearCosts: readonly number[],
): PlanYear[] {
  const { savedCents, yearlyReturn } = inputs;
  const n = estimate.monthsToSave;
  const rows: PlanYear[] = [];
  let previous = savedCents;
  let previousMonths = 0;
  for (let year = today.year; year < estimate.startYear; year++) {
    const months = (year - today.year) * 12 + (COLLEGE_START_MONTH - today.month);
    if (months < 1) continue;
    const balance = Math.round(balanceAfter(savedCents, monthlyCents, yearlyReturn, months));
    const paidIn = monthlyCents * (months - previousMonths);
    rows.push({ date: septemberFirst(year), studying: false, paidInCents: paidIn, growthCents: balance - previous - paidIn, costCents: 0, balanceCents: balance });
    previous = balance;
    previousMonths = months;
  }
  // From the start date on, the exact balance carries on growing a year at a time and pays each course year.
  let exact = balanceAfter(savedCents, monthlyCents, yearlyReturn, n);
  yearCosts.forEach((cost, index) => {
    if (index > 0) exact *= 1 + yearlyReturn;
    exact -= cost;
    const balance = Math.round(exact) || 0;
    const paidIn = index === 0 ? monthlyCents * (n - previousMonths) : 0;
    rows.push({
      date: septemberFirst(estimate.startYear + index),
      studying: true,
      paidInCents: paidIn,
      growthCents: balance - previous - paidIn + cost,
      costCents: cost,
      balanceCents: balance,
    });
    previous = balance;
  });
  return rows;
}

/** The savings plan for these answers, today, and the parent's inputs. */
export function savingsPlan(answers: CostAnswers, today: YearMonth, inputs: PlanInputs): SavingsPlan {
  const estimate = estimateCollegeCost(answers, today, { inflationRate: inputs.risingCostsRate ?? 0 });
  const yearsUntilStart = COLLEGE_START_AGE - answers.ageOfChild;
  const yearCosts = courseYearCosts(estimate.annualCents, answers.courseDuration, yearsUntilStart, inputs.risingCostsRate ?? 0);
  const targetCents = inputs.risingCostsRate === null ? estimate.totalCents : estimate.totalAdjustedForInflationCents;
  const { savedCents, yearlyReturn } = inputs;
  const n = estimate.monthsToSave;
  const monthlyCents = monthlySaving(targetCents, savedCents, yearlyReturn, n, n);
  return {
    estimate,
    targetCents,
    savedCents,
    monthsToSave: n,
    monthlyCents,
    onTrack: monthlyCents === 0,
    lumpSumTodayCents: lumpSumToday(targetCents, savedCents, yearlyReturn, n),
    monthlyIfWaitingCents: n > 12 ? monthlySaving(targetCents, savedCents, yearlyReturn, n, n - 12) : null,
    years: planYears(estimate, today, inputs, monthlyCents, yearCosts),
  };
}
