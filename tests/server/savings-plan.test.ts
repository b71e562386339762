/**
 * The savings plan (issue 15) against hand-worked figures. Every case prices fees only, at home, eligible
 * for free fees, for 2 years: €3,200 a year, a total of €6,400 (640,000 cents).
 * With a 10 % yearly return the growth over whole years is exact (1.1, 1.21), and the monthly rate
 * r = 1.1^(1/12) − 1 = 0.00797414042890374… (worked to 50 digits with Python's decimal module).
 */
import { describe, expect, it } from 'vitest';
import type { CostAnswers } from '../../server/cost-model';
import { ceilCents, lumpSumToday, monthlySaving, savingsPlan, type PlanInputs } from '../../server/savings-plan';

const feesAtHome = (ageOfChild: number): CostAnswers => ({
  ageOfChild,
  courseDuration: 2,
  accommodation: 'HOME',
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES'],
});
const inputs = (overrides: Partial<PlanInputs> = {}): PlanInputs => ({ savedCents: 0, yearlyReturn: 0, risingCostsRate: null, ...overrides });

const MARCH_2025 = { year: 2025, month: 3 };
const SEPTEMBER_2025 = { year: 2025, month: 9 };
const NOVEMBER_2025 = { year: 2025, month: 11 };

type Row = [date: string, studying: boolean, paidIn: number, growth: number, cost: number, balance: number];
const rows = (plan: ReturnType<typeof savingsPlan>): Row[] =>
  plan.years.map((y) => [y.date, y.studying, y.paidInCents, y.growthCents, y.costCents, y.balanceCents]);

// name, answers' age, today, inputs, target, months, monthly, lump sum, monthly if waiting a year, on track
const TABLE: [string, number, { year: number; month: number }, Partial<PlanInputs>, number, number, number, number, number | null, boolean][] = [
  // r = 0: (640,000 − 100,000) ÷ 18 = 30,000; waiting: 540,000 ÷ 6 = 90,000; lump sum 540,000.
  ['r = 0 with savings', 18, MARCH_2025, { savedCents: 100_000 }, 640_000, 18, 30_000, 540_000, 90_000, false],
  // r = 0, nothing saved, 3 years: 640,000 ÷ 42 = 15,238.09… → 15,239; waiting 640,000 ÷ 30 = 21,333.3… → 21,334.
  ['r = 0 from nothing', 16, MARCH_2025, {}, 640_000, 42, 15_239, 640_000, 21_334, false],
  // Savings above the target: nothing to pay, no lump sum, on track.
  ['savings above target', 18, MARCH_2025, { savedCents: 700_000 }, 640_000, 18, 0, 0, 0, true],
  ['savings above target with a return', 17, MARCH_2025, { savedCents: 600_000, yearlyReturn: 0.05 }, 640_000, 30, 0, 0, 0, true],
  // The 18-year-old in November: 12 + (9 − 11) = 10 months; 640,000 ÷ 10; too late to wait a year.
  ['18-year-old in November', 18, NOVEMBER_2025, {}, 640_000, 10, 64_000, 640_000, null, false],
  // 10 %, 12 months: (640,000 − 100,000 × 1.1) × r ÷ 0.1 = 42,262.94… → 42,263; lump 640,000 ÷ 1.1 − 100,000 = 481,818.18… → 481,819.
  ['10 % over one year with savings', 18, SEPTEMBER_2025, { savedCents: 100_000, yearlyReturn: 0.1 }, 640_000, 12, 42_263, 481_819, null, false],
  // 10 %, 24 months: 640,000 × r ÷ 0.21 = 24,302.14… → 24,303; waiting: 640,000 × r ÷ 0.1 = 51,034.49… → 51,035;
  // lump 640,000 ÷ 1.21 = 528,925.61… → 528,926.
  ['10 % over two years', 17, SEPTEMBER_2025, { yearlyReturn: 0.1 }, 640_000, 24, 24_303, 528_926, 51_035, false],
  // Rising costs at 3 %: 320,000 × 1.03 + 320,000 × 1.0609 = 329,600 + 339,488 = 669,088; ÷ 12 = 55,757.33… → 55,758.
  ['rising costs at 3 %', 18, SEPTEMBER_2025, { risingCostsRate: 0.03 }, 669_088, 12, 55_758, 669_088, null, false],
];

describe('savings plan: hand-worked cases', () => {
  it.each(TABLE)('%s', (_name, age, today, given, target, months, monthly, lump, waiting, onTrack) => {
    const plan = savingsPlan(feesAtHome(age), today, inputs(given));
    expect(plan.targetCents).toBe(target);
    expect(plan.monthsToSave).toBe(months);
    expect(plan.monthlyCents).toBe(monthly);
    expect(plan.lumpSumTodayCents).toBe(lump);
    expect(plan.monthlyIfWaitingCents).toBe(waiting);
    expect(plan.onTrack).toBe(onTrack);
  });
});

describe('savings plan: the year-by-year table', () => {
  it('r = 0: saves to each 1 September, then pays each course year', () => {
    const plan = savingsPlan(feesAtHome(18), MARCH_2025, inputs({ savedCents: 100_000 }));
    expect(rows(plan)).toEqual<Row[]>([
      ['2025-09-01', false, 180_000, 0, 0, 280_000],
      ['2026-09-01', true, 360_000, 0, 320_000, 320_000],
      ['2027-09-01', true, 0, 0, 320_000, 0],
    ]);
  });

  it('the 18-year-old in November has no 1 September before the start', () => {
    const plan = savingsPlan(feesAtHome(18), NOVEMBER_2025, inputs());
    expect(rows(plan)).toEqual<Row[]>([
      ['2026-09-01', true, 640_000, 0, 320_000, 320_000],
      ['2027-09-01', true, 0, 0, 320_000, 0],
    ]);
  });

  it('10 % over two years: the growth makes each row add up, and the balance left over is what the last year earned', () => {
    // Balances worked with r above: 24,303 × 0.1 ÷ r = 304,772.66; × 0.21 ÷ r = 640,022.59 − 320,000;
    // then 320,022.59 × 1.1 − 320,000 = 32,024.85.
    const plan = savingsPlan(feesAtHome(17), SEPTEMBER_2025, inputs({ yearlyReturn: 0.1 }));
    expect(rows(plan)).toEqual<Row[]>([
      ['2026-09-01', false, 291_636, 13_137, 0, 304_773],
      ['2027-09-01', true, 291_636, 43_614, 320_000, 320_023],
      ['2028-09-01', true, 0, 32_002, 320_000, 32_025],
    ]);
  });

  it('savings above the target only grow, and are drawn down by the course', () => {
    const plan = savingsPlan(feesAtHome(18), MARCH_2025, inputs({ savedCents: 700_000 }));
    expect(rows(plan).map((row) => row[5])).toEqual([700_000, 380_000, 60_000]);
  });

  it('rising costs: each course year is paid at its own year’s price', () => {
    const plan = savingsPlan(feesAtHome(18), SEPTEMBER_2025, inputs({ risingCostsRate: 0.03 }));
    expect(plan.years.map((y) => y.costCents)).toEqual([329_600, 339_488]);
    expect(plan.estimate.totalCents).toBe(640_000);
  });
});

describe('savings plan: the pieces', () => {
  it('rounds up to the cent, ignoring floating-point dust', () => {
    expect(ceilCents(42_262.0000000001)).toBe(42_262);
    expect(ceilCents(42_262.001)).toBe(42_263);
    expect(ceilCents(0)).toBe(0);
  });

  it('r = 0 divides in whole cents, rounding up', () => {
    expect(monthlySaving(1_000, 0, 0, 3, 3)).toBe(334);
    expect(monthlySaving(1_000, 1_000, 0, 3, 3)).toBe(0);
    expect(lumpSumToday(1_000, 400, 0, 3)).toBe(600);
    expect(lumpSumToday(1_000, 4_000, 0.05, 3)).toBe(0);
  });
});
