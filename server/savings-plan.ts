/**
 * The savings plan, the cost model's second step: from an estimate (cost-model.ts) and the
 * parent's inputs, how much to save each month so that every course year is paid when it falls due.
 * docs/planning-model.md "The savings plan" gives the formulas with a worked example.
 *
 * - Each course year k (0 = the first) costs what the estimate's yearly figures (the parent's own where given)
 *   cost that year, rising by the rate of rising costs when allowed: cost_k. The parent pays
 *   pay_k = (cost_k − grants a year, at least 0) × share, to the cent; it falls due on 1 September of the
 *   start year + k.
 * - Money not yet spent keeps earning the yearly return R, so the target on the first day of college is the
 *   present value of the course years: T = Σ pay_k ÷ (1 + R)^k, rounded up to the cent (= Σ pay_k at 0 %).
 * - Contributions are paid at the end of each month for the n months to save; they rise by the contributions'
 *   rise g every 12 months (the first 12 at P, the next 12 at P(1 + g), …). With the monthly rate
 *   r = (1 + R)^(1/12) − 1 and the savings S already made:
 *     P = (T − S(1 + r)^n) ÷ Σ_{m=1..n} (1 + g)^⌊(m − 1)/12⌋ (1 + r)^(n − m), rounded up to the cent;
 *   at R = 0 and g = 0 that is ⌈(T − S) ÷ n⌉ in whole cents (SPEC §2's rule); 0, on track, when S alone does it.
 * - The lump sum today = T ÷ (1 + r)^n − S (at least 0); waiting a year: P when the first payment is in month 13.
 * - The comparison "from nothing, with no return" is the same rule on the same costs with S = 0 and R = 0.
 * - The range: the same contributions with the return PLAN_RANGE_POINTS lower (not below 0) and higher.
 * Pure: no clock, no I/O. Amounts in and out are whole cents; growth factors are floating point, and each
 * result is rounded once, up to the cent where the parent must pay (ceilCents).
 */
import { COLLEGE_START_AGE, COLLEGE_START_DAY, COLLEGE_START_MONTH, PLAN_RANGE_POINTS } from '../src/assumptions';
import { euroToCents, percentToFraction, type PlanInputName } from '../src/plan-rules';
import {
  courseYearCosts,
  divideRoundingUp,
  estimateCollegeCost,
  type CostAnswers,
  type CostEstimate,
  type OwnYearlyFigures,
  type YearMonth,
} from './cost-model';

export interface PlanInputs {
  /** What the parent has saved already, in cents (0 or more). */
  savedCents: number;
  /** The yearly return they expect after tax, as a fraction (0.035 = 3.5 %). */
  yearlyReturn: number;
  /** Allow for rising costs: the yearly rate as a fraction; null prices every year at today's cost. */
  risingCostsRate: number | null;
  /** The share of each course year's cost (after grants) the parent will pay, in whole percent: 10 to 100. */
  sharePercent: number;
  /** Grants or scholarships a year (SUSI, say), in cents, taken off each course year's cost; they do not rise. */
  grantsCents: number;
  /** The parent's own yearly figures in place of the assumptions'. */
  own: OwnYearlyFigures;
  /** How much the monthly saving rises every 12 months, as a fraction (0 = level). */
  contributionRise: number;
}

/** The inputs of a plan with nothing but the answers: nothing saved, no return, today's costs, all of them. */
export const DEFAULT_PLAN_INPUTS: PlanInputs = {
  savedCents: 0,
  yearlyReturn: 0,
  risingCostsRate: null,
  sharePercent: 100,
  grantsCents: 0,
  own: {},
  contributionRise: 0,
};

/** The plan's arguments as the API takes them (euro and percent; null or absent: the default). */
export interface PlanArgs extends Partial<Record<PlanInputName, number | null>> {
  risingCosts?: boolean | null;
}

const cents = (euro: number | null | undefined): number | null => (euro == null ? null : euroToCents(euro));

/**
 * The inputs of already checked arguments (validation/savings-plan.ts checks them), with the rate of rising costs
 * used or that would be used: the one given, else `assumedRisingCostsRate` (a fraction). Pure, so the stories'
 * stub of the API reads arguments exactly as the server does.
 */
export function readPlanInputs(
  args: PlanArgs,
  assumedRisingCostsRate: number,
): { inputs: PlanInputs; risingCostsRate: number } {
  const risingCostsRate =
    args.risingCostsPercent == null ? assumedRisingCostsRate : percentToFraction(args.risingCostsPercent);
  return {
    risingCostsRate,
    inputs: {
      savedCents: cents(args.savedAlready) ?? 0,
      yearlyReturn: percentToFraction(args.yearlyReturnPercent ?? 0),
      risingCostsRate: args.risingCosts ? risingCostsRate : null,
      sharePercent: args.sharePercent ?? 100,
      grantsCents: cents(args.grantsPerYear) ?? 0,
      own: {
        feesCents: cents(args.feesPerYear),
        accommodationCents: cents(args.accommodationPerYear),
        otherExpensesCents: cents(args.otherExpensesPerYear),
      },
      contributionRise: percentToFraction(args.contributionRisePercent ?? 0),
    },
  };
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
  /** What the parent pays for the course year on this date; 0 before the course. */
  costCents: number;
  /** The balance on this date, after the year's cost. */
  balanceCents: number;
  /** The balance with the same contributions if the return were the range's lower one (below 0: run out). */
  balanceAtLowerReturnCents: number;
  /** The same with the range's higher return. */
  balanceAtHigherReturnCents: number;
}

export interface SavingsPlan {
  estimate: CostEstimate;
  /** What the parent pays for each course year, added up (no return counted). */
  totalToPayCents: number;
  /** The amount to have on the start date: the course years' payments discounted at the return to that date, rounded up. */
  targetCents: number;
  savedCents: number;
  monthsToSave: number;
  /** The monthly saving of the first 12 months. */
  monthlyCents: number;
  /** The monthly saving of the last months before college (= monthlyCents when contributions do not rise). */
  finalMonthlyCents: number;
  /** The monthly saving the same costs would need from nothing, with no return (same contributions' rise). */
  monthlyFromNothingCents: number;
  /** The savings alone reach the target: no monthly saving is needed. */
  onTrack: boolean;
  /** Rounded up. */
  lumpSumTodayCents: number;
  /** The first monthly saving when starting 12 months from now; null when 12 months or fewer are left. */
  monthlyIfWaitingCents: number | null;
  /** The range's yearly returns, as fractions: PLAN_RANGE_POINTS lower (not below 0) and higher. */
  lowerReturn: number;
  higherReturn: number;
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

/** The contribution paid in month m (1 = a month from now), for a first monthly saving P paid from month `first`. */
export function contributionIn(month: number, firstCents: number, rise: number, first = 1): number {
  if (month < first || firstCents === 0) return 0;
  const year = Math.floor((month - first) / 12);
  return year === 0 || rise === 0 ? firstCents : ceilCents(firstCents * (1 + rise) ** year);
}

/**
 * What one euro of first monthly saving, paid from month `first` to month `months` and rising by `rise` every
 * 12 payments, is worth at month `months`: Σ (1 + rise)^⌊(m − first)/12⌋ (1 + r)^(months − m).
 */
function contributionsWorth(yearlyReturn: number, rise: number, months: number, first: number): number {
  let worth = 0;
  for (let m = first; m <= months; m++)
    worth += (1 + rise) ** Math.floor((m - first) / 12) * growth(yearlyReturn, months - m);
  return worth;
}

/**
 * The first monthly saving that, paid at the end of each month from month `first` to month `months` and rising by
 * `rise` every 12 payments, brings savings of `savedCents` to `targetCents` by month `months`; rounded up to the
 * cent; 0 when the savings alone do it.
 */
export function monthlySaving(
  targetCents: number,
  savedCents: number,
  yearlyReturn: number,
  months: number,
  first = 1,
  rise = 0,
): number {
  const shortfall = targetCents - savedCents * growth(yearlyReturn, months);
  if (shortfall <= 0) return 0;
  const payments = months - first + 1;
  // SPEC §2's rule in whole cents (the target is whole cents at 0 %).
  if (yearlyReturn === 0 && rise === 0 && Number.isInteger(targetCents))
    return divideRoundingUp(targetCents - savedCents, payments);
  return ceilCents(shortfall / contributionsWorth(yearlyReturn, rise, months, first));
}

/** The lump sum that, added today, grows to the target by itself: target / (1+r)^n − S, at least 0, rounded up. */
export function lumpSumToday(targetCents: number, savedCents: number, yearlyReturn: number, months: number): number {
  if (yearlyReturn === 0) return Math.max(0, targetCents - savedCents);
  return Math.max(0, ceilCents(targetCents / growth(yearlyReturn, months) - savedCents));
}

/**
 * The present value on the first day of college of the course years' payments, due a year apart, in cents: not
 * rounded (the plan shows it rounded up, and works out the monthly saving from the exact figure, so that one
 * rounding up, of the saving, is all the parent pays for). Whole cents at 0 %.
 */
export function presentValueAtStart(payments: readonly number[], yearlyReturn: number): number {
  return payments.reduce((sum, cost, year) => sum + (yearlyReturn === 0 ? cost : cost / (1 + yearlyReturn) ** year), 0);
}

/** What the parent pays for a course year that costs `costCents`: grants taken off (not below 0), then their share. */
export const payment = (costCents: number, grantsCents: number, sharePercent: number): number =>
  Math.round((Math.max(0, costCents - grantsCents) * sharePercent) / 100);

const septemberFirst = (year: number): string =>
  `${String(year).padStart(4, '0')}-${String(COLLEGE_START_MONTH).padStart(2, '0')}-${String(COLLEGE_START_DAY).padStart(2, '0')}`;

/** A balance as the table shows it: to the cent, never −0. */
const shown = (exact: number): number => Math.round(exact) || 0;

/**
 * The balance, month by month, of savings `savedCents` with `contribution(m)` paid at the end of month m, growing at
 * `yearlyReturn`; from the start date it pays each course year and grows a year at a time in between. A balance
 * below zero (the money ran out) is a shortfall: it does not grow. Returns the exact balance on each row's date.
 */
function balances(
  rowMonths: readonly number[],
  startMonths: number,
  payments: readonly number[],
  savedCents: number,
  yearlyReturn: number,
  contribution: (month: number) => number,
): number[] {
  const monthly = growth(yearlyReturn, 1);
  const out: number[] = [];
  let balance = savedCents;
  let month = 0;
  for (const rowMonth of rowMonths) {
    while (month < rowMonth) {
      month++;
      balance = balance * monthly + contribution(month);
    }
    out.push(balance);
  }
  payments.forEach((cost, index) => {
    if (index === 0) {
      while (month < startMonths) {
        month++;
        balance = balance * monthly + contribution(month);
      }
    } else if (balance > 0) {
      balance *= 1 + yearlyReturn;
    }
    balance -= cost;
    out.push(balance);
  });
  return out;
}

/** The savings plan for these answers, today, and the parent's inputs. */
export function savingsPlan(answers: CostAnswers, today: YearMonth, inputs: PlanInputs): SavingsPlan {
  const risingRate = inputs.risingCostsRate ?? 0;
  const estimate = estimateCollegeCost(answers, today, { inflationRate: risingRate, own: inputs.own });
  const yearsUntilStart = COLLEGE_START_AGE - answers.ageOfChild;
  const payments = courseYearCosts(estimate.annualCents, answers.courseDuration, yearsUntilStart, risingRate).map(
    (cost) => payment(cost, inputs.grantsCents, inputs.sharePercent),
  );
  const { savedCents, yearlyReturn, contributionRise: rise } = inputs;
  const n = estimate.monthsToSave;
  const target = presentValueAtStart(payments, yearlyReturn);
  const totalToPayCents = payments.reduce((sum, cost) => sum + cost, 0);
  const monthlyCents = monthlySaving(target, savedCents, yearlyReturn, n, 1, rise);
  const contribution = (month: number) => (month <= n ? contributionIn(month, monthlyCents, rise) : 0);

  // The rows: each 1 September after today before the start, then the start date and each later course year.
  const rowMonths: number[] = [];
  const rowYears: number[] = [];
  for (let year = today.year; year < estimate.startYear; year++) {
    const months = (year - today.year) * 12 + (COLLEGE_START_MONTH - today.month);
    if (months >= 1 && months < n) {
      rowMonths.push(months);
      rowYears.push(year);
    }
  }
  const lowerReturn = Math.max(0, Math.round((yearlyReturn - PLAN_RANGE_POINTS / 100) * 1000) / 1000);
  const higherReturn = Math.round((yearlyReturn + PLAN_RANGE_POINTS / 100) * 1000) / 1000;
  const exact = balances(rowMonths, n, payments, savedCents, yearlyReturn, contribution);
  const lower = balances(rowMonths, n, payments, savedCents, lowerReturn, contribution);
  const higher = balances(rowMonths, n, payments, savedCents, higherReturn, contribution);

  const years: PlanYear[] = [];
  let previousBalance = savedCents;
  let previousMonth = 0;
  exact.forEach((balanceExact, index) => {
    const studyingYear = index - rowMonths.length;
    const studying = studyingYear >= 0;
    const month = studying ? (studyingYear === 0 ? n : previousMonth) : rowMonths[index];
    let paidIn = 0;
    for (let m = previousMonth + 1; m <= month; m++) paidIn += contribution(m);
    const costCents = studying ? payments[studyingYear] : 0;
    const balanceCents = shown(balanceExact);
    years.push({
      date: septemberFirst(studying ? estimate.startYear + studyingYear : rowYears[index]),
      studying,
      paidInCents: paidIn,
      // What makes the row add up: previous balance + paid in + growth − cost = balance.
      growthCents: balanceCents - previousBalance - paidIn + costCents,
      costCents,
      balanceCents,
      balanceAtLowerReturnCents: shown(lower[index]),
      balanceAtHigherReturnCents: shown(higher[index]),
    });
    previousBalance = balanceCents;
    previousMonth = month;
  });

  return {
    estimate,
    totalToPayCents,
    targetCents: ceilCents(target),
    savedCents,
    monthsToSave: n,
    monthlyCents,
    finalMonthlyCents: contributionIn(n, monthlyCents, rise),
    monthlyFromNothingCents: monthlySaving(totalToPayCents, 0, 0, n, 1, rise),
    onTrack: monthlyCents === 0,
    lumpSumTodayCents: lumpSumToday(target, savedCents, yearlyReturn, n),
    monthlyIfWaitingCents: n > 12 ? monthlySaving(target, savedCents, yearlyReturn, n, 13, rise) : null,
    lowerReturn,
    higherReturn,
    years,
  };
}
