/** The plan's summaries (server/planning/*-summary.ts, emergency-fund.ts), table by table. */
import { describe, expect, it } from 'vitest';
import { summariseDebt } from '../../server/planning/debt-summary';
import { summariseEmergencyFund } from '../../server/planning/emergency-fund';
import { NO_HEALTH_INSURANCE, SMOKER_NOTE, summariseHealth } from '../../server/planning/health-summary';
import { personIncome, householdIncome } from '../../server/planning/household';
import { summariseProtection } from '../../server/planning/protection-summary';
import { summariseRetirement } from '../../server/planning/retirement-summary';
import { summariseSavings } from '../../server/planning/savings-summary';
import { currentWealth } from '../../server/planning/wealth-projection';
import type { Household, PlanFactfind } from '../../server/planning/household';
import { computePlan } from '../../server/planning/plan';
import { asset, COMPLETE, debt, goal, household, income, person, policy, TODAY, WORKED_EXAMPLE } from './planning-fixtures';

const factfind = (fields: Partial<PlanFactfind>): PlanFactfind => ({
  maritalStatus: null,
  monthlyOutgoingsCents: null,
  monthlyRentOrMortgageCents: null,
  user: null,
  partner: null,
  ...fields,
});
const answers = (fields: Partial<NonNullable<PlanFactfind['user']>> = {}) => ({
  personId: null, annualIncomeCents: null, healthStatus: null, smoker: null, retirementAge: null, ...fields,
});
const me = person({ id: 'me', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-03-01' });
const you = person({ id: 'you', firstName: 'Brian', relationship: 'PARTNER' });

describe('debt summary', () => {
  it('adds up balances and repayments, with each debt’s share, and picks out arrears and debts to clear', () => {
    const h = household({
      debts: [
        debt({ id: 'home', name: 'Home', productType: 'MORTGAGE', balanceCents: 30_000_000, monthlyRepaymentCents: 150_000 }),
        debt({ id: 'card', name: 'Card', productType: 'CREDIT_CARD', balanceCents: 200_000, monthlyRepaymentCents: 10_000, arrearsCents: 5_000 }),
        debt({ id: 'loan', name: null, productType: 'PERSONAL_LOAN', balanceCents: 800_000, monthlyRepaymentCents: 30_000, arePaymentsUpToDate: false }),
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
    expect(s.toClear.map((d) => d.id)).toEqual(['loan', 'card']);
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
    const h = household({ factfind: factfind({ monthlyOutgoingsCents: outgoings }), assets: [asset({ id: 'a', balanceCents: accessible, accessible: true }), asset({ id: 'locked', balanceCents: 99_999, accessible: false })] });
    expect(summariseEmergencyFund(h)).toEqual({ targetCents: target, currentCents: current, percentage, monthsCovered, monthlySavingCents: monthly });
  });

  it('counts an overdrawn accessible account as 0 savings, not less, while it still lowers net wealth', () => {
    const h = household({
      factfind: factfind({ monthlyOutgoingsCents: 100_000 }),
      assets: [
        asset({ id: 'current', name: 'Current account', balanceCents: 0, overdrawnByCents: 50_000, accessible: true }),
        asset({ id: 'deposit', name: 'Deposit', balanceCents: 120_000, accessible: true }),
      ],
    });
    expect(summariseEmergencyFund(h)).toMatchObject({ currentCents: 120_000, monthsCovered: 1.2, percentage: 40, monthlySavingCents: 15_000 });
    const alone = household({ factfind: factfind({ monthlyOutgoingsCents: 100_000 }), assets: [asset({ id: 'current', balanceCents: 0, overdrawnByCents: 50_000, accessible: true })] });
    expect(summariseEmergencyFund(alone)).toMatchObject({ currentCents: 0, monthsCovered: 0, percentage: 0, monthlySavingCents: 25_000 });
    const s = summariseSavings(h, TODAY, 0);
    expect(s.totalSavingsCents).toBe(120_000);
    expect(s.breakdown).toEqual([
      { label: 'Current account', amountCents: 0, percentage: 0 },
      { label: 'Deposit', amountCents: 120_000, percentage: 100 },
    ]);
    expect(currentWealth(h)).toBe(70_000);
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
      incomes: [income({ id: 'shared', annualIncomeCents: 1_000_001, ownerIds: ['me', 'you'] }), income({ id: 'mine', annualIncomeCents: 100, annualBonusCents: 50 })],
      factfind: factfind({ user: answers({ annualIncomeCents: 1 }), partner: answers({ annualIncomeCents: 7 }) }),
    });
    expect(personIncome(h, me)).toBe(500_001 + 150);
    expect(personIncome(h, you)).toBe(500_001);
    expect(personIncome(household({ persons: [you], factfind: factfind({ partner: answers({ annualIncomeCents: 7 }) }) }), you)).toBe(7);
    expect(householdIncome(h)).toBe(1_000_152);
  });
});

describe('health summary', () => {
  it.each([
    ['nothing known', household(), { hasHealthInsurance: false, smoker: null, notes: [NO_HEALTH_INSURANCE] }],
    [
      'insured non-smokers in good health',
      household({ policies: [policy({ id: 'h', productType: 'HEALTH_INSURANCE' })], factfind: factfind({ user: answers({ smoker: false, healthStatus: 'GOOD' }) }) }),
      { hasHealthInsurance: true, smoker: false, notes: [] },
    ],
    [
      'a partner who smokes, in poor health',
      household({ persons: [me, you], policies: [policy({ id: 'h', productType: 'HEALTH_INSURANCE' })], factfind: factfind({ user: answers({ smoker: false }), partner: answers({ smoker: true, healthStatus: 'POOR' }) }) }),
      { hasHealthInsurance: true, smoker: true, notes: [SMOKER_NOTE, 'Brian described their health as poor: tell the insurer when applying for cover.'] },
    ],
  ])('%s', (_name, h, expected) => {
    const s = summariseHealth(h);
    expect({ ...s, notes: s.notes.map((n) => n.text) }).toEqual(expected);
  });
});

describe('protection summary', () => {
  it('gives each earning adult a life and an income scenario against the cover of their own policies', () => {
    const h = household({
      persons: [me, you, person({ id: 'kid', relationship: 'CHILD' })],
      incomes: [income({ id: 'i', annualIncomeCents: 5_000_000, ownerIds: ['me'] }), income({ id: 'k', annualIncomeCents: 100, ownerIds: ['kid'] })],
      policies: [
        policy({ id: 'life', coverType: 'LIFE', amountOfCoverCents: 20_000_000, ownerIds: ['me'] }),
        policy({ id: 'mortgage', coverType: 'MORTGAGE_PROTECTION', amountOfCoverCents: 40_000_000, ownerIds: ['me', 'you'] }),
        policy({ id: 'ip', coverType: 'INCOME_PROTECTION', amountOfCoverCents: 4_000_000, ownerIds: ['me'] }),
        policy({ id: 'other', coverType: 'SPECIFIED_ILLNESS', amountOfCoverCents: 1, ownerIds: ['me'] }),
      ],
    });
    expect(summariseProtection(h)).toEqual([
      { kind: 'LIFE', personId: 'me', title: 'If Ann died', neededCents: 50_000_000, coverCents: 60_000_000, shortfallCents: 0 },
      { kind: 'INCOME', personId: 'me', title: 'If Ann could not work through illness', neededCents: 3_750_000, coverCents: 4_000_000, shortfallCents: 0 },
    ]);
  });

  it('counts a policy with no owners as the user’s, and names an adult without a first name', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF' })],
      incomes: [income({ id: 'i', annualIncomeCents: 1_000_000 })],
      policies: [policy({ id: 'life', coverType: 'LIFE', amountOfCoverCents: 2_500_000 })],
    });
    expect(summariseProtection(h).map((s) => [s.title, s.shortfallCents])).toEqual([
      ['If you died', 7_500_000],
      ['If you could not work through illness', 750_000],
    ]);
  });
});

const withRetirementAge = (h: Household, retirementAge: number): Household => ({
  ...h,
  factfind: { ...(h.factfind as PlanFactfind), user: { ...(h.factfind?.user ?? answers()), retirementAge } },
});

describe('retirement summary', () => {
  it('projects the State pension for each adult with no pension of their own', () => {
    const s = summariseRetirement(WORKED_EXAMPLE, TODAY);
    expect(s).toMatchObject({ retirementAge: 66, yearsToRetirement: 4, fundAtRetirementCents: 0, projectedIncomeCents: 3_008_720, targetIncomeCents: 3_000_000, shortfallCents: 0, monthlySavingCents: null });
    expect(s.breakdown).toEqual([
      { label: 'State pension', amountCents: 3_008_720, percentage: 100 },
      { label: 'Your pensions', amountCents: 0, percentage: 0 },
    ]);
  });

  it('counts the State pension rate in force on the plan’s date: €289.30 a week in 2025, €299.30 from 1 January 2026', () => {
    const yearly = (on: string) => summariseRetirement(WORKED_EXAMPLE, on).breakdown[0].amountCents;
    // Two adults × 52 weeks (issue 21: the 2025 rate was used in 2026).
    expect(yearly('2025-12-31')).toBe(2 * 28_930 * 52);
    expect(yearly('2026-01-01')).toBe(2 * 29_930 * 52);
    expect(yearly('2026-11-25')).toBe(3_112_720);
  });

  it('grows pensions and their payments to retirement, and works out the monthly payment that closes the gap', () => {
    // Ann is 40 on 1 March 2025 and retires at 60: 20 years. (1.04)^20 = 2.191123143.
    const h = household({
      persons: [me],
      assets: [
        asset({ id: 'p', productType: 'PENSION', balanceCents: 10_000_000, frequency: 'MONTHLY', regularPaymentCents: 20_000 }),
        asset({ id: 'prsa', pensionType: 'PRSA', balanceCents: 0 }),
        asset({ id: 'cash', balanceCents: 99_999_999 }),
      ],
      incomes: [income({ id: 'i', annualIncomeCents: 9_000_000, ownerIds: ['me'] })],
      factfind: factfind({ user: answers({ retirementAge: 60 }) }),
    });
    const s = summariseRetirement(h, TODAY);
    const fund = Math.round(10_000_000 * 1.04 ** 20) + Math.round((240_000 * (1.04 ** 20 - 1)) / 0.04);
    expect(fund).toBe(21_911_231 + 7_146_739);
    expect(s).toMatchObject({ yearsToRetirement: 20, fundAtRetirementCents: fund, targetIncomeCents: 6_000_000 });
    // Retiring at 60, before the State pension age of 66: the State pension is not counted at retirement.
    expect(s.projectedIncomeCents).toBe(Math.round(fund * 0.04));
    expect(s.statePensionFromAge).toBe(66);
    const gap = 6_000_000 - s.projectedIncomeCents;
    expect(s.shortfallCents).toBe(gap);
    expect(s.monthlySavingCents).toBe(Math.ceil(((gap / 0.04) * 0.04) / (1.04 ** 20 - 1) / 12));
  });

  it.each([
    ['before the State pension age: not counted at retirement', 60, 66, 0],
    ['at the State pension age', 66, 66, 3_008_720],
    ['after the State pension age: counted from retirement', 68, 68, 3_008_720],
  ])('counts the State pension from the later of the State pension age and the retirement age: retiring %s', (_name, age, from, statePension) => {
    const h = withRetirementAge(WORKED_EXAMPLE, age);
    const s = summariseRetirement(h, TODAY);
    expect(s).toMatchObject({ retirementAge: age, statePensionFromAge: from, projectedIncomeCents: statePension });
    expect(s.breakdown[0]).toEqual({ label: 'State pension', amountCents: statePension, percentage: statePension ? 100 : 0 });
  });

  it('says in the recommendation from what age the State pension is paid when retiring before it', () => {
    const retirement = (age: number) => computePlan(withRetirementAge(WORKED_EXAMPLE, age), TODAY).recommendationGroups.find((g) => g.recommendationType === 'RETIREMENT')!;
    expect(retirement(60).recommendations[0].blocks[0].markdown).toMatch(/The State pension is paid from 66, so it is not counted at 60\.$/);
    expect(retirement(68).recommendations).toEqual([]);
  });

  it('has no monthly payment when there are no years left to save', () => {
    const h = household({ ...COMPLETE, persons: [person({ id: 'ann', relationship: 'SELF', dateOfBirth: '1959-06-01' })] });
    expect(summariseRetirement(h, TODAY)).toMatchObject({ yearsToRetirement: 0, monthlySavingCents: null, shortfallCents: 4_000_000 - 1_504_360 });
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
    expect(s.goals.map((g) => [g.goal.id, g.savedCents, g.percentage, g.monthsLeft, g.monthlySavingCents, g.invested])).toEqual([
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
