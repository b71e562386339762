/**
 * The cost model of DESIGN.md against hand-computed figures (euro, per year):
 *   fees 3,200 eligible / 23,200 not; accommodation RENTED 7,691, STUDENT 7,518;
 *   other expenses HOME 576+888+468+180+900 = 3,012, STUDENT +2,328 food = 5,340,
 *   RENTED +900 utilities = 6,240.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalInclude,
  divideRoundingUp,
  estimateCollegeCost,
  monthsToSave,
  type CostAnswers,
} from '../../server/cost-model';
import type { AccommodationType, CostType } from '../../src/assumptions';

const F: CostType[] = ['FEES'];
const FA: CostType[] = ['FEES', 'ACCOMMODATION'];
const FO: CostType[] = ['FEES', 'OTHER_EXPENSES'];
const FAO: CostType[] = ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'];

// accommodation, eligible, include, fees, accommodation, other expenses, annual (all euro)
const TABLE: [AccommodationType, boolean, CostType[], number, number, number, number][] = [
  ['HOME', true, F, 3200, 0, 0, 3200],
  ['HOME', true, FA, 3200, 0, 0, 3200],
  ['HOME', true, FO, 3200, 0, 3012, 6212],
  ['HOME', true, FAO, 3200, 0, 3012, 6212],
  ['HOME', false, F, 23200, 0, 0, 23200],
  ['HOME', false, FA, 23200, 0, 0, 23200],
  ['HOME', false, FO, 23200, 0, 3012, 26212],
  ['HOME', false, FAO, 23200, 0, 3012, 26212],
  ['RENTED', true, F, 3200, 0, 0, 3200],
  ['RENTED', true, FA, 3200, 7691, 0, 10891],
  ['RENTED', true, FO, 3200, 0, 6240, 9440],
  ['RENTED', true, FAO, 3200, 7691, 6240, 17131],
  ['RENTED', false, F, 23200, 0, 0, 23200],
  ['RENTED', false, FA, 23200, 7691, 0, 30891],
  ['RENTED', false, FO, 23200, 0, 6240, 29440],
  ['RENTED', false, FAO, 23200, 7691, 6240, 37131],
  ['STUDENT', true, F, 3200, 0, 0, 3200],
  ['STUDENT', true, FA, 3200, 7518, 0, 10718],
  ['STUDENT', true, FO, 3200, 0, 5340, 8540],
  ['STUDENT', true, FAO, 3200, 7518, 5340, 16058],
  ['STUDENT', false, F, 23200, 0, 0, 23200],
  ['STUDENT', false, FA, 23200, 7518, 0, 30718],
  ['STUDENT', false, FO, 23200, 0, 5340, 28540],
  ['STUDENT', false, FAO, 23200, 7518, 5340, 36058],
];

const MARCH_2025 = { year: 2025, month: 3 };
const answers = (overrides: Partial<CostAnswers> = {}): CostAnswers => ({
  ageOfChild: 10,
  courseDuration: 3,
  accommodation: 'RENTED',
  eligibleForFreeTuitionFees: false,
  whatToInclude: FAO,
  ...overrides,
});

describe('cost model: every accommodation × eligibility × include combination', () => {
  it.each(TABLE)('%s, eligible %s, %j', (accommodation, eligible, include, fees, accommodationCost, other, annual) => {
    const estimate = estimateCollegeCost(
      answers({ accommodation, eligibleForFreeTuitionFees: eligible, whatToInclude: include, courseDuration: 3 }),
      MARCH_2025,
    );
    expect(estimate.feesCents).toBe(fees * 100);
    expect(estimate.accommodationCents).toBe(accommodationCost * 100);
    expect(estimate.otherExpensesCents).toBe(other * 100);
    expect(estimate.annualCents).toBe(annual * 100);
    expect(estimate.totalCents).toBe(annual * 300);
    expect(estimate.totalAdjustedForInflationCents).toBe(annual * 300);
  });

  it('multiplies the annual cost by each course length, 2 to 7 years', () => {
    for (const courseDuration of [2, 3, 4, 5, 6, 7]) {
      expect(estimateCollegeCost(answers({ courseDuration }), MARCH_2025).totalCents).toBe(3_713_100 * courseDuration);
    }
  });

  it('does not depend on the order of whatToInclude, and lists it canonically', () => {
    const shuffled = estimateCollegeCost(
      answers({ whatToInclude: ['OTHER_EXPENSES', 'ACCOMMODATION', 'FEES'] }),
      MARCH_2025,
    );
    expect(shuffled).toEqual(estimateCollegeCost(answers(), MARCH_2025));
    expect(canonicalInclude(['OTHER_EXPENSES', 'FEES', 'ACCOMMODATION'])).toEqual(FAO);
  });
});

describe('cost model: dates and the monthly saving', () => {
  const fourYearsRentedAll = answers({ courseDuration: 4 }); // 37,131 × 4 = €148,524

  it('age 0 starts in 19 years: 1 September 2044, 234 months, €148,524 ÷ 234 rounded up = €634.72', () => {
    const e = estimateCollegeCost({ ...fourYearsRentedAll, ageOfChild: 0 }, MARCH_2025);
    expect(e).toMatchObject({ startYear: 2044, targetDate: '2044-09-01', monthsToSave: 234, totalCents: 14_852_400 });
    expect(e.monthlySavingsCents).toBe(63_472); // 14,852,400 / 234 = 63,471.79…
  });

  it('age 18 starts next year: 1 September 2026, 18 months, €8,251.34 a month', () => {
    const e = estimateCollegeCost({ ...fourYearsRentedAll, ageOfChild: 18 }, MARCH_2025);
    expect(e).toMatchObject({ startYear: 2026, targetDate: '2026-09-01', monthsToSave: 18 });
    expect(e.monthlySavingsCents).toBe(825_134); // 14,852,400 / 18 = 825,133.33…
  });

  it('age 5 in March 2025: 2039, 174 months, €853.59 a month', () => {
    const e = estimateCollegeCost({ ...fourYearsRentedAll, ageOfChild: 5 }, MARCH_2025);
    expect(e).toMatchObject({ targetDate: '2039-09-01', monthsToSave: 174, monthlySavingsCents: 85_359 });
  });

  // Age 18, home, eligible, fees only, 2 years: €6,400 = 640,000 cents, start September 2026.
  const MONTHS: [number, number, number][] = [
    [1, 20, 32_000],
    [2, 19, 33_685],
    [3, 18, 35_556],
    [4, 17, 37_648],
    [5, 16, 40_000],
    [6, 15, 42_667],
    [7, 14, 45_715],
    [8, 13, 49_231],
    [9, 12, 53_334],
    [10, 11, 58_182],
    [11, 10, 64_000],
    [12, 9, 71_112],
  ];
  it.each(MONTHS)('in month %i of 2025 there are %i months to save, %i cents a month', (month, months, monthly) => {
    const e = estimateCollegeCost(
      { ageOfChild: 18, courseDuration: 2, accommodation: 'HOME', eligibleForFreeTuitionFees: true, whatToInclude: F },
      { year: 2025, month },
    );
    expect(e.totalCents).toBe(640_000);
    expect(e.targetDate).toBe('2026-09-01');
    expect(e.monthsToSave).toBe(months);
    expect(e.monthlySavingsCents).toBe(monthly);
  });

  it('never has fewer than 1 month to save', () => {
    expect(monthsToSave(2025, { year: 2025, month: 9 })).toBe(1);
    expect(monthsToSave(2025, { year: 2025, month: 12 })).toBe(1);
    expect(monthsToSave(2025, { year: 2025, month: 8 })).toBe(1);
    expect(monthsToSave(2025, { year: 2025, month: 7 })).toBe(2);
  });

  it('rounds up to the cent in integer arithmetic', () => {
    expect(divideRoundingUp(10, 3)).toBe(4);
    expect(divideRoundingUp(9, 3)).toBe(3);
    expect(divideRoundingUp(0, 7)).toBe(0);
    expect(divideRoundingUp(1, 1000)).toBe(1);
    expect(divideRoundingUp(9_007_199_254_740_000, 3)).toBe(3_002_399_751_580_000);
  });
});

describe('cost model: inflation', () => {
  const homeFeesTwoYears = answers({
    ageOfChild: 18,
    courseDuration: 2,
    accommodation: 'HOME',
    eligibleForFreeTuitionFees: true,
    whatToInclude: F,
  });

  it('leaves totalAdjustedForInflation equal to total when no rate is configured', () => {
    const e = estimateCollegeCost(homeFeesTwoYears, MARCH_2025);
    expect(e.totalAdjustedForInflationCents).toBe(e.totalCents);
  });

  it('rises each course year from the figures’ year, 2022-2023, to the year it is paid, keeping the monthly saving on the total', () => {
    // Paid in 2026 and 2027: 320,000 × 1.02^4 = 346,378.29 → 346,378 and 320,000 × 1.02^5 = 353,305.86 → 353,306.
    const e = estimateCollegeCost(homeFeesTwoYears, MARCH_2025, { inflationRate: 0.02 });
    expect(e.totalCents).toBe(640_000);
    expect(e.totalAdjustedForInflationCents).toBe(699_684);
    expect(e.monthlySavingsCents).toBe(35_556);
  });

  it('rises the parent’s own figures from the academic year today falls in (from 1 September, this year’s)', () => {
    const ownFees = { inflationRate: 0.02, own: { feesCents: 500_000 } };
    // March 2025 is in 2024-2025: 500,000 × 1.02^2 = 520,200 (2026) + 500,000 × 1.02^3 = 530,604 (2027).
    expect(estimateCollegeCost(homeFeesTwoYears, MARCH_2025, ownFees).totalAdjustedForInflationCents).toBe(1_050_804);
    // August 2025 still in 2024-2025; September 2025 in 2025-2026: 510,000 + 520,200.
    const august = estimateCollegeCost(homeFeesTwoYears, { year: 2025, month: 8 }, ownFees);
    const september = estimateCollegeCost(homeFeesTwoYears, { year: 2025, month: 9 }, ownFees);
    expect(august.totalAdjustedForInflationCents).toBe(1_050_804);
    expect(september.totalAdjustedForInflationCents).toBe(1_030_200);
  });

  it('sums each year’s risen figures, each from its own year, then rounds to the cent', () => {
    // Rented, eligible, fees and the parent's own accommodation of 8,000 a year, in October 2025 (2025-2026):
    // 2026: 320,000 × 1.02^4 + 800,000 × 1.02 = 346,378.29 + 816,000 = 1,162,378.29 → 1,162,378;
    // 2027: 320,000 × 1.02^5 + 800,000 × 1.02^2 = 353,305.86 + 832,320 = 1,185,625.86 → 1,185,626.
    const e = estimateCollegeCost(
      answers({ ageOfChild: 18, courseDuration: 2, eligibleForFreeTuitionFees: true, whatToInclude: FA }),
      { year: 2025, month: 10 },
      { inflationRate: 0.02, own: { accommodationCents: 800_000 } },
    );
    expect(e.totalCents).toBe(2_240_000);
    expect(e.totalAdjustedForInflationCents).toBe(2_348_004);
  });
});
