/** The plan's summaries (server/planning/*-summary.ts, emergency-fund.ts), table by table. */
import { describe, expect, it } from 'vitest';
import { summariseDebt } from '../../server/planning/debt-summary';
import { summariseEmergencyFund } from '../../server/planning/emergency-fund';
import { NO_HEALTH_INSURANCE, SMOKER_NOTE, summariseHealth } from '../../server/planning/health-summary';
import { personIncome, householdIncome } from '../../server/planning/household';
import { summariseRetirement } from '../../server/planning/retirement-summary';
import { summariseSavings } from '../../server/planning/savings-summary';
import { planGraph } from '../../server/planning/plan-path';
import type { Household, PlanFactfind } from '../../server/planning/household';
import { computePlan } from '../../server/plan-wording/plan';
import {
  answers,
  asset,
  COMPLETE,
  debt,
  goal,
  household,
  income,
  person,
  policy,
  TODAY,
  WORKED_EXAMPLE,
  factfind,
} from './planning-fixtures';

const me = person({ id: 'me', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-03-01' });
const you = person({ id: 'you', firstName: 'Brian', relationship: 'PARTNER' });

describe('debt summary', () => {
  it('adds up balances and repayments, with each debt’s share, and picks out arrears and debts to clear', () => {
    const h = household({
      debts: [
        debt({
          id: 'home',
          name: 'Home',
          productType: 'MORTGAGE',
          balanceCents: 30_000_000,
          monthlyRepaymentCents: 150_000,
        }),
        debt({
          id: 'card',
          name: 'Card',
          productType: 'CREDIT_CARD',
          balanceCents: 200_000,
          monthlyRepaymentCents: 10_000,
          arrearsCents: 5_000,
        }),
        debt({
          id: 'loan',
          name: null,
          productType: 'PERSONAL_LOAN',
          balanceCents: 800_000,
          monthlyRepaymentCents: 30_000,
          arePaymentsUpToDate: false,
        }),
        debt({ id: 'main', name: 'Main', isMainMortgage: true, balanceCents: 1_000_000 }),
        debt({ id: 'paid', name: 'Paid off', balanceCents: 0 }),
      ],
    });
    const s = summariseDebt(h);
    expect(s.totalDebtCents).toBe(32_000_000);
    expect(s.monthlyRepaymentsCents).toBe(190_000);
    expect(s.breakdown).toEqual([
      { label: 'Home', amountCents: 30_000_000, percentage: 93.8 },
      { label: 'Card', amountCents: 200_000, percentage: 0.6 },
      { label: 'PERSONAL_LOAN', amountCents: 800_000, percentage: 2.5 },
      { label: 'Main', amountCents: 1_000_000, percentage: 3.1 },
    ]);
    expect(s.inArrears.map((d) => d.id)).toEqual(['card', 'loan']);
    // No rates entered: smallest balance first (not largest first).
    expect(s.toClear.map((row) => row.debt.id)).toEqual(['card', 'loan']);
  });
});

describe('emergency fund', () => {
  it.each([
    ['no outgoings: the target is 0 and reached', 0, 0, [0, 0, 100, null, 0]],
    ['2 of 3 months', 300_000, 600_000, [900_000, 600_000, 66.7, 2, 25_000]],
    ['3 months exactly', 100_000, 300_000, [300_000, 300_000, 100, 3, 0]],
    ['more than 3 months: at most 100 %', 100_000, 1_000_000, [300_000, 1_000_000, 100, 10, 0]],
    ['a shortfall that does not divide by 12 rounds up', 100_000, 1, [300_000, 1, 0, 0, 25_000]],
  ])('%s', (_name, outgoings, accessible, [target, current, percentage, monthsCovered, monthly]) => {
    const h = household({
      factfind: factfind({ monthlyOutgoingsCents: outgoings }),
      assets: [
        asset({ id: 'a', balanceCents: accessible, accessible: true }),
        asset({ id: 'locked', balanceCents: 99_999, accessible: false }),
      ],
    });
    expect(summariseEmergencyFund(h)).toEqual({
      targetCents: target,
      currentCents: current,
      percentage,
      monthsCovered,
      monthlySavingCents: monthly,
    });
  });

  it('counts an overdrawn accessible account as 0 savings, not less, while it still lowers net wealth', () => {
    const h = household({
      factfind: factfind({ monthlyOutgoingsCents: 100_000 }),
      assets: [
        asset({ id: 'current', name: 'Current account', balanceCents: 0, overdrawnByCents: 50_000, accessible: true }),
        asset({ id: 'deposit', name: 'Deposit', balanceCents: 120_000, accessible: true }),
      ],
    });
    expect(summariseEmergencyFund(h)).toMatchObject({
      currentCents: 120_000,
      monthsCovered: 1.2,
      percentage: 40,
      monthlySavingCents: 15_000,
    });
    const alone = household({
      factfind: factfind({ monthlyOutgoingsCents: 100_000 }),
      assets: [asset({ id: 'current', balanceCents: 0, overdrawnByCents: 50_000, accessible: true })],
    });
    expect(summariseEmergencyFund(alone)).toMatchObject({
      currentCents: 0,
      monthsCovered: 0,
      percentage: 0,
      monthlySavingCents: 25_000,
    });
    const s = summariseSavings(h, TODAY, 0);
    expect(s.totalSavingsCents).toBe(120_000);
    expect(s.breakdown).toEqual([
      { label: 'Current account', amountCents: 0, percentage: 0 },
      { label: 'Deposit', amountCents: 120_000, percentage: 100 },
    ]);
    expect(planGraph(h, TODAY).currentWealthCents).toBe(70_000);
  });

  it('counts rent or mortgage as an outgoing', () => {
    const h = household({ factfind: factfind({ monthlyOutgoingsCents: 100_000, monthlyRentOrMortgageCents: 50_000 }) });
    expect(summariseEmergencyFund(h).targetCents).toBe(450_000);
  });
});

describe('incomes', () => {
  it('splits a shared income between its owners, gives an income with no owners to the user, and falls back on the factfind', () => {
    const h = household({
      persons: [me, you],
      incomes: [
        income({ id: 'shared', annualIncomeCents: 1_000_001, ownerIds: ['me', 'you'] }),
        income({ id: 'mine', annualIncomeCents: 100, annualBonusCents: 50 }),
      ],
      factfind: factfind({ user: answers({ annualIncomeCents: 1 }), partner: answers({ annualIncomeCents: 7 }) }),
    });
    expect(personIncome(h, me)).toBe(500_001 + 150);
    expect(personIncome(h, you)).toBe(500_001);
    expect(
      personIncome(
        household({ persons: [you], factfind: factfind({ partner: answers({ annualIncomeCents: 7 }) }) }),
        you,
      ),
    ).toBe(7);
    expect(householdIncome(h)).toBe(1_000_152);
  });
});

describe('health summary', () => {
  it.each([
    ['nothing known', household(), { hasHealthInsurance: false, smoker: null, notes: [NO_HEALTH_INSURANCE] }],
    [
      'insured non-smokers in good health',
      household({
        policies: [policy({ id: 'h', productType: 'HEALTH_INSURANCE' })],
        factfind: factfind({ user: answers({ smoker: false, healthStatus: 'GOOD' }) }),
      }),
      { hasHealthInsurance: true, smoker: false, notes: [] },
    ],
    [
      'a partner who smokes, in poor health',
      household({
        persons: [me, you],
        policies: [policy({ id: 'h', productType: 'HEALTH_INSURANCE' })],
        factfind: factfind({
          user: answers({ smoker: false }),
          partner: answers({ smoker: true, healthStatus: 'POOR' }),
        }),
      }),
      {
        hasHealthInsurance: true,
        smoker: true,
        notes: [SMOKER_NOTE, 'Brian described their health as poor: tell the insurer when applying for cover.'],
      },
    ],
  ])('%s', (_name, h, expected) => {
    const s = summariseHealth(h);
    expect({ ...s, notes: s.notes.map((n) => n.text) }).toEqual(expected);
  });
});

const withRetirementAge = (h: Household, retirementAge: number): Household => ({
  ...h,
  factfind: { ...(h.factfind as PlanFactfind), user: { ...(h.factfind?.user ?? answers()), retirementAge } },
});

/** The full State pension a year in 2025: €289.30 × 52. */
const FULL_2025 = 1_504_360;

describe('retirement summary', () => {
  it('counts each adult’s State pension by their contribution record, from the day each is 66', () => {
    // Ann, 61, employed with 38 years: +4 working years to 66 = 42, the full rate. Brian, a homemaker with 21 years
    // (HomeCaring periods included), does not add more: 21 ÷ 40 of the full rate = €7,897.89. He is 66 in May 2034.
    const s = summariseRetirement(WORKED_EXAMPLE, TODAY);
    expect(s.statePensions).toEqual([
      { personId: 'ann', recordYears: 42, share: 1, annualCents: FULL_2025, from: '2029-10-02', basis: 'GIVEN' },
      {
        personId: 'brian',
        recordYears: 21,
        share: 0.525,
        annualCents: Math.round(FULL_2025 * 0.525),
        from: '2034-05-20',
        basis: 'GIVEN',
      },
    ]);
    expect(s).toMatchObject({
      retirementAge: 66,
      yearsToRetirement: 4,
      fundAtRetirementCents: 0,
      statePensionCents: 2_294_149,
      projectedIncomeCents: 2_294_149,
      targetIncomeCents: 3_000_000,
      shortfallCents: 705_851,
    });
    // The bridge: from October 2029 to May 2034 (55 months) Brian's €7,897.89 is not yet paid.
    expect(s.bridgeCents).toBe(Math.round((789_789 * 55) / 12));
    // The ARF must hold A = €7,058.51 ÷ 0.04 = €176,462.75; with the bridge, €212,661.41; but after a 25 % lump sum the
    // fund must be €176,462.75 ÷ 0.75 = €235,283.67 to leave A, and its lump sum (€58,820.92) then pays the bridge.
    expect(s.fundNeededCents).toBe(23_528_367);
    // 55 months to October 2029, paid at the end of each, growing at r = (1.04 ÷ 1.02)^(1/12) − 1 above inflation.
    expect(s.monthsToRetirement).toBe(55);
    const r = (1.04 / 1.02) ** (1 / 12) - 1;
    expect(s.uncappedMonthlySavingCents).toBe(Math.ceil((23_528_367 * r) / ((1 + r) ** 55 - 1)));
    // Tax relief at 61 covers 40 % of Ann's €45,000 a year: €1,500 a month is the most the plan asks for.
    expect([s.reliefLimitMonthlyCents, s.monthlySavingCents]).toEqual([150_000, 150_000]);
    expect(s.breakdown).toEqual([
      { label: 'State pension', amountCents: 2_294_149, percentage: 100 },
      { label: 'Your pensions', amountCents: 0, percentage: 0 },
    ]);
  });

  it.each<[string, Partial<NonNullable<PlanFactfind['partner']>>, number]>([
    [
      'a homemaker with no record given: none counted (not the full rate)',
      { employmentStatus: 'HOMEMAKER', prsiYears: null },
      0,
    ],
    ['fewer than 10 years: no contributory pension', { employmentStatus: 'HOMEMAKER', prsiYears: 9 }, 0],
    ['exactly 10 years: a quarter', { employmentStatus: 'HOMEMAKER', prsiYears: 10 }, Math.round(FULL_2025 * 0.25)],
    ['in work with no record given: assumed full', { employmentStatus: 'EMPLOYED', prsiYears: null }, FULL_2025],
    [
      'in work, 20 years so far and 9 more to 66: 29 of 40',
      { employmentStatus: 'EMPLOYED', prsiYears: 20 },
      Math.round((FULL_2025 * 29) / 40),
    ],
  ])('%s', (_name, partnerAnswers, cents) => {
    const h: Household = {
      ...WORKED_EXAMPLE,
      factfind: {
        ...(WORKED_EXAMPLE.factfind as PlanFactfind),
        partner: answers({ personId: 'brian', ...partnerAnswers }),
      },
    };
    expect(summariseRetirement(h, TODAY).statePensions[1].annualCents).toBe(cents);
  });

  it('counts the State pension rate in force on the plan’s date: €289.30 a week in 2025, €299.30 from 1 January 2026', () => {
    const ann = (on: string) => summariseRetirement(WORKED_EXAMPLE, on).statePensions[0].annualCents;
    // The full rate of the day × 52 (the 2025 rate until 2026, then 2026's).
    expect(ann('2025-12-31')).toBe(28_930 * 52);
    expect(ann('2026-01-01')).toBe(29_930 * 52);
    expect(ann('2026-11-25')).toBe(1_556_360);
  });

  it('grows pensions and their payments to retirement, and works out the monthly payment that closes the gap and the bridge to 66', () => {
    // Ann is 40 on 1 March 2025 and retires at 60: 20 years. (1.04)^20 = 2.191123143. Her State pension (assumed full:
    // she earns and gives no record) starts at 66, on 1 March 2051: 6 years after she retires.
    const h = household({
      persons: [me],
      assets: [
        asset({
          id: 'p',
          productType: 'PENSION',
          balanceCents: 10_000_000,
          frequency: 'MONTHLY',
          regularPaymentCents: 20_000,
        }),
        asset({ id: 'prsa', productType: 'PRSA', balanceCents: 5_000_000 }),
        asset({ id: 'cash', balanceCents: 99_999_999 }),
      ],
      incomes: [income({ id: 'i', annualIncomeCents: 9_000_000, ownerIds: ['me'] })],
      factfind: factfind({ user: answers({ retirementAge: 60 }) }),
    });
    const s = summariseRetirement(h, TODAY);
    // A PRSA is a pension. 240 months to 1 March 2045, each growing at r = (1.04 ÷ 1.02)^(1/12) − 1 above inflation:
    // (1 + r)^240 = (1.04 ÷ 1.02)^20 = 1.4709…; the €200 a month paid in at the end of each month.
    const r = (1.04 / 1.02) ** (1 / 12) - 1;
    const growth = (1.04 / 1.02) ** 20;
    const fund = Math.round(15_000_000 * growth) + Math.round((20_000 * (growth - 1)) / r);
    expect(fund).toBe(22_118_446 + 5_860_671);
    expect(s).toMatchObject({
      yearsToRetirement: 20,
      monthsToRetirement: 240,
      fundAtRetirementCents: fund,
      targetIncomeCents: 6_000_000,
      statePensionCents: FULL_2025,
      bridgeCents: FULL_2025 * 6,
    });
    // At 60: a quarter as a lump sum (under the €200,000 ÷ 1.02²⁰ = €134,594.26 limit), the rest paying 4 %.
    const lumpSum = Math.round(fund * 0.25);
    expect([s.lumpSumCents, s.arfCents]).toEqual([lumpSum, fund - lumpSum]);
    expect(s.projectedIncomeCents).toBe(Math.round((fund - lumpSum) * 0.04) + FULL_2025);
    // The ARF must hold A = (€60,000 − €15,043.60) ÷ 0.04; the lump sum of a fund leaving A is A ÷ 3 = €374,636.67,
    // more than the 6 years' bridge (€90,261.60), but above the limit: the fund needed is A + €134,594.26.
    const a = Math.round((6_000_000 - FULL_2025) / 0.04);
    const needed = a + Math.round(20_000_000 / 1.02 ** 20);
    expect(s.fundNeededCents).toBe(needed);
    expect(s.uncappedMonthlySavingCents).toBe(Math.ceil(((needed - fund) * r) / (growth - 1)));
    // At 40, relief covers 25 % of €90,000 = €22,500 a year, less the €2,400 paid in: €1,675 a month.
    expect([s.reliefLimitMonthlyCents, s.monthlySavingCents]).toEqual([167_500, 167_500]);
  });

  it.each([
    [
      'at the State pension age: only the partner’s later start is bridged',
      66,
      2_294_149,
      Math.round((789_789 * 55) / 12),
    ],
    ['after the State pension age', 68, 2_294_149, Math.round((789_789 * 31) / 12)],
  ])('counts the State pension whatever the retirement date: retiring %s', (_name, age, statePension, bridge) => {
    const s = summariseRetirement(withRetirementAge(WORKED_EXAMPLE, age), TODAY);
    expect(s).toMatchObject({ retirementAge: age, statePensionCents: statePension, bridgeCents: bridge });
    expect(s.breakdown[0]).toEqual({ label: 'State pension', amountCents: statePension, percentage: 100 });
  });

  it('plans to 66 when the retirement age has passed while the user still works, and says so', () => {
    // Ann gave 60, which passed in October 2023, and still works: the plan counts to 66, as if she had said 66.
    const s = summariseRetirement(withRetirementAge(WORKED_EXAMPLE, 60), TODAY);
    expect(s).toMatchObject({
      retirementAge: 66,
      passedRetirementAge: 60,
      yearsToRetirement: 4,
      statePensionCents: 2_294_149,
      bridgeCents: Math.round((789_789 * 55) / 12),
    });
    const text = computePlan(withRetirementAge(WORKED_EXAMPLE, 60), TODAY).recommendationGroups.find(
      (g) => g.recommendationType === 'RETIREMENT',
    )!.recommendations[0].markdown;
    expect(text).toContain(
      'Your retirement age of 60 has passed while you still work, so the plan counts to 66: change it in the factfind if you plan otherwise.',
    );
  });

  it('counts a pension already being paid: a retired adult’s income goes on', () => {
    // Ann retired at 60 on a €45,000 pension: two thirds of it is €30,000, which her pension alone pays.
    const retired: Household = {
      ...withRetirementAge(WORKED_EXAMPLE, 60),
      factfind: {
        ...(WORKED_EXAMPLE.factfind as PlanFactfind),
        user: answers({ personId: 'ann', employmentStatus: 'RETIRED', prsiYears: 38, retirementAge: 60 }),
      },
    };
    const s = summariseRetirement(retired, TODAY);
    // Retired, she adds no years: 38 of 40.
    expect(s).toMatchObject({
      retirementAge: 60,
      passedRetirementAge: null,
      pensionsInPaymentCents: 4_500_000,
      statePensionCents: 1_429_142 + 789_789,
      bridgeCents: 0,
      short: false,
      monthlySavingCents: null,
    });
    expect(s.projectedIncomeCents).toBe(4_500_000 + 1_429_142 + 789_789);
    expect(s.breakdown[2]).toEqual({ label: 'Pensions being paid', amountCents: 4_500_000, percentage: 67 });
  });

  it('says in the recommendation what each State pension is and when the last starts', () => {
    const retirement = computePlan(withRetirementAge(WORKED_EXAMPLE, 66), TODAY).recommendationGroups.find(
      (g) => g.recommendationType === 'RETIREMENT',
    )!;
    const text = retirement.recommendations[0].markdown;
    expect(text).toContain(
      "Ann's State pension from October 2029: €15,043.60 a year, the full rate: 42 years of contributions by then, of the 40 it needs.",
    );
    expect(text).toContain(
      "Brian's State pension from May 2034: €7,897.89 a year, at least this: 21 of the 40 years of contributions the full rate needs.",
    );
    expect(text).toContain('Until the State pensions start (the last in May 2034), the fund must also make up the');
  });

  it('has no monthly payment when there are no months left to save', () => {
    // 66 on 20 March 2025, in the plan's own month: 0 months to save.
    const h = household({
      ...COMPLETE,
      persons: [person({ id: 'ann', relationship: 'SELF', dateOfBirth: '1959-03-20' })],
    });
    expect(summariseRetirement(h, TODAY)).toMatchObject({
      monthsToRetirement: 0,
      monthlySavingCents: null,
      short: true,
      shortfallCents: 4_000_000 - FULL_2025,
    });
  });
});

describe('savings summary', () => {
  const h = household({
    assets: [
      asset({ id: 'cash', name: 'Cash', balanceCents: 1_300_000 }),
      asset({ id: 'shares', productType: 'SHARES', balanceCents: 700_000 }),
      asset({ id: 'pension', productType: 'PENSION', balanceCents: 5_000_000 }),
      asset({ id: 'house', propertyType: 'HOUSE', balanceCents: 30_000_000 }),
    ],
    goals: [
      goal({ id: 'car', name: 'Car', targetDate: '2026-03-20', valueToSaveCents: 500_000 }),
      goal({ id: 'college', name: 'College costs', targetDate: '2039-09-01', valueToSaveCents: 14_852_400 }),
      goal({ id: 'someday', name: 'Someday', valueToSaveCents: 100 }),
      goal({ id: 'past', name: 'Past', targetDate: '2025-03-01', valueToSaveCents: 100 }),
      goal({ id: 'free', name: 'Free', targetDate: '2030-01-01', valueToSaveCents: 0 }),
    ],
  });

  it('counts what is neither pension nor property, and gives savings beyond the emergency fund to goals in order', () => {
    const s = summariseSavings(h, TODAY, 900_000);
    expect(s.totalSavingsCents).toBe(2_000_000);
    expect(s.breakdown).toEqual([
      { label: 'Cash', amountCents: 1_300_000, percentage: 65 },
      { label: 'SHARES', amountCents: 700_000, percentage: 35 },
    ]);
    expect(
      s.goals.map((g) => [g.goal.id, g.savedCents, g.percentage, g.monthsLeft, g.monthlySavingCents, g.invested]),
    ).toEqual([
      ['car', 500_000, 100, 12, 0, false],
      ['college', 600_000, 4, 174, Math.ceil((14_852_400 - 600_000) / 174), true],
      ['someday', 0, 0, null, null, false],
      ['past', 0, 0, null, null, false],
      ['free', 0, 100, 58, 0, false], // 58 months: under five years
    ]);
  });

  it('gives a college-cost goal with nothing saved the calculator’s own monthly saving', () => {
    const s = summariseSavings(h, TODAY, 2_000_000);
    // The calculation behind €148,524 by September 2039 (tests/server/goals-users): €853.59 a month over 174 months.
    expect(s.goals[1]).toMatchObject({ savedCents: 0, monthlySavingCents: 85_359 });
  });
});
