/**
 * One money (docs/planning-model.md, "One money" and "Retirement"): every projection in today's euros, and retirement
 * as an adviser works it. Each expected figure is worked by hand in the comment beside it, not by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { nominalAfter, realRate } from '../../server/planning-assumptions';
import { atRetirement, fundNeeded, grown, lumpSumLimit, monthlyPaymentFor } from '../../server/planning/pension-fund';
import { summarise } from '../../server/planning/plan';
import { planGraph } from '../../server/planning/plan-path';
import { summariseRetirement } from '../../server/planning/retirement-summary';
import { answers, asset, goal, household, income, person, TODAY } from './planning-fixtures';
import { householdNamed } from './planning-households';

/** Niamh: 36 on 15 March 2025, single, self-employed (so not auto-enrolled) on €70,000, no pension, retiring at 66 (360 months). */
const niamh = household({
  persons: [person({ id: 'niamh', firstName: 'Niamh', relationship: 'SELF', dateOfBirth: '1989-03-15' })],
  incomes: [income({ id: 'pay', annualIncomeCents: 7_000_000, ownerIds: ['niamh'], incomeType: 'SELF_EMPLOYMENT' })],
  factfind: {
    maritalStatus: 'SINGLE',
    monthlyRentOrMortgageCents: 150_000,
    monthlyOutgoingsCents: 150_000,
    user: answers({ personId: 'niamh', employmentStatus: 'SELF_EMPLOYED', retirementAge: 66 }),
    partner: null,
  },
});

describe('one money: today’s euros', () => {
  it('grows invested money by its return above inflation, the same as nominal growth deflated', () => {
    // 1.04 ÷ 1.02 − 1 = 0.0196078…
    expect(realRate(0.04)).toBeCloseTo(0.0196078431, 9);
    // €100,000 × 1.04³⁰ = €324,339.75 in 30 years' euros; ÷ 1.02³⁰ (1.811362) = €179,058.53 today.
    const monthly = (1.04 / 1.02) ** (1 / 12) - 1;
    expect(grown(10_000_000, 0, 360, monthly)).toBe(17_905_853);
    // Back in euros of then: €179,058.53 × 1.811362 = €324,339.74 (a cent below, from the figure rounded to the cent).
    expect(nominalAfter(17_905_853, 30)).toBe(32_433_974);
  });

  it('keeps the tax-free lump sum limit fixed in euros: less in today’s euros the further off retirement is', () => {
    expect(lumpSumLimit(0)).toBe(20_000_000);
    // €200,000 ÷ 1.02³⁰ = €110,414.18
    expect(lumpSumLimit(360)).toBe(11_041_418);
  });

  it.each([
    // fund, age, months: lump sum 25 %, the rest in the ARF at 4 % (to 70) or 5 % (from 71)
    [40_000_000, 66, 0, { lumpSumCents: 10_000_000, arfCents: 30_000_000, drawdownRate: 0.04, incomeCents: 1_200_000 }],
    // €1,000,000: 25 % is €250,000, above the €200,000 limit: €800,000 in the ARF, €32,000 a year.
    [
      100_000_000,
      66,
      0,
      { lumpSumCents: 20_000_000, arfCents: 80_000_000, drawdownRate: 0.04, incomeCents: 3_200_000 },
    ],
    [40_000_000, 71, 0, { lumpSumCents: 10_000_000, arfCents: 30_000_000, drawdownRate: 0.05, incomeCents: 1_500_000 }],
    // €3,000,000: €200,000 out, €2,800,000 over €2 million: 6 %, €168,000.
    [
      300_000_000,
      66,
      0,
      { lumpSumCents: 20_000_000, arfCents: 280_000_000, drawdownRate: 0.06, incomeCents: 16_800_000 },
    ],
  ])('a fund of %i cents at %i gives its lump sum and ARF income', (fund, age, months, expected) => {
    expect(atRetirement(fund, age, months)).toMatchObject(expected);
  });

  it('needs a fund whose ARF pays the gap after the lump sum, and which pays the bridge too', () => {
    // A = €12,000 ÷ 0.04 = €300,000; after a 25 % lump sum: €400,000; the bridge €10,000 is within the €100,000 lump sum.
    expect(fundNeeded(1_200_000, 1_000_000, 66, 0)).toBe(40_000_000);
    // A bridge of €150,000 is more than the lump sum of €100,000 leaves: A + bridge = €450,000.
    expect(fundNeeded(1_200_000, 15_000_000, 66, 0)).toBe(45_000_000);
    // A = €32,000 ÷ 0.04 = €800,000: ÷ 0.75 = €1,066,666.67, but A + €200,000 = €1,000,000 is less: the limit binds.
    expect(fundNeeded(3_200_000, 0, 66, 0)).toBe(100_000_000);
    expect(fundNeeded(0, 0, 66, 0)).toBe(0);
  });

  it("works out Niamh's retirement in today's euros as docs/planning-model.md does", () => {
    const s = summariseRetirement(niamh, TODAY);
    expect(s.monthsToRetirement).toBe(360);
    // Target €70,000 × 2 ÷ 3 = €46,666.67; her State pension €289.30 × 52 = €15,043.60 (2025's rate, today's euros).
    expect(s.targetIncomeCents).toBe(4_666_667);
    expect(s.statePensionCents).toBe(1_504_360);
    // A = (€46,666.67 − €15,043.60) ÷ 0.04 = €790,576.75; + the lump sum limit €110,414.18 = €900,990.93.
    expect(s.fundNeededCents).toBe(90_099_093);
    // ⌈€900,990.93 × r ÷ ((1 + r)^360 − 1)⌉, r = (1.04 ÷ 1.02)^(1/12) − 1: €1,845.65 a month.
    expect(s.uncappedMonthlySavingCents).toBe(184_565);
    // Tax relief at 36: 20 % of €70,000 = €14,000 a year, €1,166.66 a month (rounded down).
    expect(s.monthlySavingCents).toBe(116_666);
    // In euros of the retirement year: her €15,043.60 × 1.02³⁰ (1.8113616) = €27,249.40.
    expect(s.projectedIncomeNominalCents).toBe(2_724_940);
    // The same payment, checked the other way: €1,845.65 a month for 360 months grows to at least the fund needed,
    // and a cent less a month does not.
    expect(grown(0, 184_565, 360)).toBeGreaterThanOrEqual(90_099_093);
    expect(grown(0, 184_564, 360)).toBeLessThan(90_099_093);
    expect(monthlyPaymentFor(90_099_093, 360)).toBe(184_565);
    // On the ARF alone (€790,576.75), like for like with the nominal working's €1,153.68: €1,619.47 a month.
    expect(monthlyPaymentFor(79_057_675, 360)).toBe(161_947);
  });

  it('counts a State pension in payment once: a widow of 70 on the State pension is at her target, not 300 % of it', () => {
    const widow = household({
      persons: [person({ id: 'nora', firstName: 'Nora', relationship: 'SELF', dateOfBirth: '1955-01-10' })],
      incomes: [income({ id: 'sp', annualIncomeCents: 1_556_360, ownerIds: ['nora'], incomeType: 'STATE_PENSION' })],
      factfind: {
        maritalStatus: 'WIDOWED',
        monthlyRentOrMortgageCents: 0,
        monthlyOutgoingsCents: 100_000,
        user: answers({ personId: 'nora', employmentStatus: 'RETIRED', prsiYears: 40, retirementAge: 66 }),
        partner: null,
      },
    });
    const s = summariseRetirement(widow, TODAY);
    expect(s.statePensions[0]).toMatchObject({ basis: 'IN_PAYMENT', annualCents: 0 });
    // Her pension in payment, €15,563.60, is both her income in retirement and her target (she earns nothing).
    expect([s.projectedIncomeCents, s.targetIncomeCents, s.shortfallCents]).toEqual([1_556_360, 1_556_360, 0]);
  });
});

describe('the wealth path is the plan', () => {
  it("shows the calculator's goal on track at the widget's monthly figure while the factfind is incomplete", () => {
    const h = household({
      goals: [
        goal({
          id: 'college',
          name: 'College costs',
          goalType: 'COLLEGE_COSTS',
          targetDate: '2038-09-01',
          valueToSaveCents: 6_423_200,
        }),
      ],
    });
    const path = planGraph(h, TODAY);
    expect(path.assumed).toBe(true);
    // 13 × 12 + (9 − 3) = 162 months; ⌈€64,232 ÷ 162⌉ = €396.50 a month.
    expect(path.goals).toEqual([
      // €396.50 × 162 = €64,233 saved: €1 more than the goal, which goes back into savings.
      expect.objectContaining({ monthlyCents: 39_650, neededCents: 39_650, savedByDateCents: 6_423_300 }),
    ]);
    expect(path.goals[0].shortfallCents).toBe(0);
    // €4,758 a year for 13 years, then €2,379 and the goal: €61,854 + €2,379 − €64,232 = €1.
    expect(path.points.map((p) => p.amountCents)).toEqual([
      0,
      ...Array.from({ length: 13 }, (_, i) => 475_800 * (i + 1)),
      100,
    ]);
    expect(path.points.at(-1)).toMatchObject({ date: '2038-09-01', goalsPaidCents: 6_423_200, goalShortfallCents: 0 });
    expect(Math.min(...path.points.map((p) => p.amountCents))).toBeGreaterThanOrEqual(0);
  });

  it('amortises a mortgage with interest, in euros of the day, counted in today’s euros', () => {
    // €400,000 at 4 % over 25 years: r = 0.04 ÷ 12; repayment = €400,000 × r ÷ (1 − (1 + r)^−300) = €2,111.35.
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1985-03-15' })],
      debts: [
        {
          id: 'home',
          name: 'Mortgage',
          productType: 'MORTGAGE',
          balanceCents: 40_000_000,
          arrearsCents: 0,
          monthlyRepaymentCents: 211_135,
          interestRate: 4,
          isMainMortgage: true,
          arePaymentsUpToDate: true,
          clearedOnDeath: false,
          ownerIds: ['me'],
          missing: [],
        },
      ],
      assets: [asset({ id: 'house', productType: 'PROPERTY', balanceCents: 50_000_000 })],
    });
    const path = planGraph(h, TODAY);
    const fifth = path.points[5];
    expect(fifth.date).toBe('2030-03-15');
    // After 60 payments the balance is €400,000 × (1 + r)^60 − €2,111.35 × ((1 + r)^60 − 1) ÷ r = €361,567.07 or so
    // (to the cent month by month: the lender's own rounding), so €38,433 was repaid, not the €126,681 of 60 whole
    // repayments; in today's euros: ÷ 1.02⁵ (1.1040808).
    const nominal = 40_000_000 * (1 + 0.04 / 12) ** 60 - 211_135 * (((1 + 0.04 / 12) ** 60 - 1) / (0.04 / 12));
    expect(Math.abs(fifth.debtsCents - nominal / 1.02 ** 5)).toBeLessThan(500);
    // The house keeps its value in today's euros.
    expect(fifth.propertyCents).toBe(50_000_000);
  });

  it("funds the plan's pension payment at its cost after tax relief, and pays the whole payment in", () => {
    const s = summarise(niamh, TODAY);
    const priority = s.allocation.items.find((i) => i.recommendationType === 'RETIREMENT');
    // Niamh's disposable income pays for the payment's cost; the pension gets the payment, relief included.
    expect(priority?.neededCents).toBe(s.pensionPayment.neededNetCents);
    expect(s.pensionPayment.neededGrossCents).toBe(116_666);
    expect(s.pensionPayment.neededNetCents).toBeLessThan(116_666);
  });
});

describe("an employer's pension contributions", () => {
  it('grow the fund and the wealth path, and are not in the household’s budget', () => {
    const withEmployer = household({
      ...niamh,
      assets: [
        asset({
          id: 'work',
          productType: 'OCCUPATIONAL_PENSION',
          balanceCents: 0,
          frequency: 'MONTHLY',
          regularPaymentCents: 20_000,
          employerContributionCents: 30_000,
          active: true,
          ownerIds: ['niamh'],
        }),
      ],
    });
    const own = household({
      ...withEmployer,
      assets: [{ ...withEmployer.assets[0], employerContributionCents: null }],
    });
    const r = (1.04 / 1.02) ** (1 / 12) - 1;
    const factor = ((1 + r) ** 360 - 1) / r;
    // €200 of her own and €300 of her employer's a month for 360 months: (€200 + €300) × factor, to the cent.
    expect(summariseRetirement(withEmployer, TODAY).fundAtRetirementCents).toBe(Math.round(50_000 * factor));
    expect(summariseRetirement(own, TODAY).fundAtRetirementCents).toBe(Math.round(20_000 * factor));
    // Her budget pays her own €200, not the employer's.
    expect(summarise(withEmployer, TODAY).budget.regularSavingsCents).toBe(20_000);
    // The wealth path's first year: 12 × €500 paid in.
    expect(planGraph(withEmployer, TODAY).points[1].paidInCents - planGraph(own, TODAY).points[1].paidInCents).toBe(
      12 * 30_000,
    );
  });
});

describe('HomeCaring years ahead', () => {
  it("count in a homemaker's State pension until the youngest child is 12", () => {
    const colm = householdNamed('homemaker-and-earner');
    // Colm: 12 years so far; Oisín (born 5 August 2020) is 12 on 5 August 2032: 88 months, 7 whole years ahead.
    // 19 ÷ 40 of €15,043.60 = €7,145.71.
    const [, his] = summariseRetirement(colm, TODAY).statePensions;
    expect([his.recordYears, his.annualCents]).toEqual([19, Math.round((1_504_360 * 19) / 40)]);
    // With a baby born today and no record so far: the 12 years until the baby is 12.
    const baby = household({
      ...colm,
      persons: [...colm.persons, person({ id: 'baby', relationship: 'CHILD', dateOfBirth: '2025-03-15' })],
      factfind: { ...colm.factfind!, partner: { ...colm.factfind!.partner!, prsiYears: 0 } },
    });
    expect(summariseRetirement(baby, TODAY).statePensions[1].recordYears).toBe(12);
  });
});
