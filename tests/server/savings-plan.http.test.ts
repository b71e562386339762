/**
 * collegeSavingsPlan over real HTTP with the widget's own query: the hand-worked cases of
 * savings-plan.test.ts (fees only, at home, eligible, 2 years: €6,400), the plan's further inputs, refusals in
 * the widget's own words (src/plan-rules.ts), and the server's assumption for rising costs. The test clock is
 * 15 March 2025.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollegeSavingsPlanString as COLLEGE_SAVINGS_PLAN } from '../../src/client/generated/documents/CollegeSavingsPlan';
import type { SavingsPlan } from '../../src/widget/planner/plan-call';
import { PLAN_INPUT_MESSAGES } from '../../src/plan-rules';
import { ANSWERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FEES_AT_HOME = {
  accommodation: 'HOME',
  courseDuration: 2,
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES'],
};
const plan = (variables: Record<string, unknown>, on: TestServer = server) =>
  on.gql<{ collegeSavingsPlan: SavingsPlan }>(COLLEGE_SAVINGS_PLAN, { ...FEES_AT_HOME, ageOfChild: 18, ...variables });

describe('collegeSavingsPlan', () => {
  it('r = 0 with savings: (€6,400 − €1,000) ÷ 18 months, the year-by-year table, waiting a year', async () => {
    const response = await plan({ savedAlready: 1000 });
    expect(response.errors).toBeUndefined();
    const p = response.data!.collegeSavingsPlan;
    expect(p.target.display).toBe('€6,400');
    expect(p.savedAlready.display).toBe('€1,000');
    expect(p.monthsToSave).toBe(18);
    expect(p.monthlySaving).toEqual({ float: 300, string: '300.00', display: '€300' });
    expect(p.lumpSumToday.display).toBe('€5,400');
    expect(p.monthlySavingIfWaitingAYear?.display).toBe('€900');
    expect(p.onTrack).toBe(false);
    expect(p.risingCosts).toBe(false);
    expect(p.risingCostsPercent).toBe(3);
    expect(
      p.years.map((y) => [y.date, y.studying, y.paidIn.display, y.growth.display, y.cost.display, y.balance.display]),
    ).toEqual([
      ['2025-09-01', false, '€1,800', '€0', '€0', '€2,800'],
      ['2026-09-01', true, '€3,600', '€0', '€3,200', '€3,200'],
      ['2027-09-01', true, '€0', '€0', '€3,200', '€0'],
    ]);
  });

  it('savings above the target: on track, nothing to pay', async () => {
    const p = (await plan({ savedAlready: 7000 })).data!.collegeSavingsPlan;
    expect(p.onTrack).toBe(true);
    expect(p.monthlySaving.float).toBe(0);
    expect(p.lumpSumToday.float).toBe(0);
  });

  it('a 10 % return over 42 months, and the defaults when the plan arguments are left out', async () => {
    const defaults = (await plan({ ageOfChild: 16 })).data!.collegeSavingsPlan;
    expect(defaults.monthlySaving.string).toBe('152.39');
    expect(defaults.yearlyReturnPercent).toBe(0);
    const growing = (await plan({ ageOfChild: 16, yearlyReturnPercent: 10 })).data!.collegeSavingsPlan;
    // Funded as each year falls due: T = 320,000 + 320,000 ÷ 1.1 = 610,909.09…; T × r ÷ (1.1^3.5 − 1),
    // r = 1.1^(1/12) − 1: 12,302.80… cents → €123.03 (Python decimal, 50 digits).
    expect(growing.target.string).toBe('6109.10');
    expect(growing.totalToPay.string).toBe('6400.00');
    expect(growing.monthlySaving.string).toBe('123.03');
    // The comparison on the same costs, from nothing with no return: ⌈640,000 ÷ 42⌉.
    expect(growing.monthlySavingFromNothing.string).toBe('152.39');
    expect([growing.lowerReturnPercent, growing.higherReturnPercent]).toEqual([8, 12]);
    expect(growing.years.at(-1)?.balance.float).toBeGreaterThanOrEqual(0);
    expect(growing.years.at(-1)?.balance.float).toBeLessThanOrEqual(123.03);
    expect(growing.yearlyReturnPercent).toBe(10);
  });

  it("rising costs at the server's assumption (3 %), or at the rate given", async () => {
    // The 2022-2023 figures risen to 2026 and 2027: 320,000 × 1.03^4 = 360,162.82 → 360,163 and
    // 320,000 × 1.03^5 = 370,967.70 → 370,968; 731,131 cents.
    const assumed = (await plan({ risingCosts: true })).data!.collegeSavingsPlan;
    expect(assumed.target.string).toBe('7311.31');
    expect(assumed.risingCosts).toBe(true);
    expect(assumed.years.filter((y) => y.studying).map((y) => y.cost.string)).toEqual(['3601.63', '3709.68']);
    const given = (await plan({ risingCosts: true, risingCostsPercent: 5 })).data!.collegeSavingsPlan;
    // 320,000 × 1.05^4 = 388,962 and 320,000 × 1.05^5 = 408,410.10 → 408,410.
    expect(given.target.string).toBe('7973.72');
    expect(given.risingCostsPercent).toBe(5);
  });

  it('takes the configured INFLATION_RATE as its assumption', async () => {
    const inflating = await startTestServer({ inflationRate: 0.025 });
    try {
      const p = (await plan({ risingCosts: true }, inflating)).data!.collegeSavingsPlan;
      expect(p.risingCostsPercent).toBe(2.5);
      // 320,000 × 1.025^4 = 353,220.13 → 353,220 and 320,000 × 1.025^5 = 362,050.63 → 362,051.
      expect(p.target.string).toBe('7152.71');
    } finally {
      await inflating.close();
    }
  });

  it('the 18-year-old in November: 10 months, and too late to wait a year', async () => {
    const november = await startTestServer({ now: () => new Date('2025-11-20T12:00:00Z') });
    try {
      const p = (await plan({}, november)).data!.collegeSavingsPlan;
      expect(p.monthsToSave).toBe(10);
      expect(p.monthlySaving.display).toBe('€640');
      expect(p.monthlySavingIfWaitingAYear).toBeNull();
      expect(p.years.map((y) => y.date)).toEqual(['2026-09-01', '2027-09-01']);
    } finally {
      await november.close();
    }
  });

  it('the further inputs: share, grants, own figures and rising contributions, echoed back', async () => {
    const p = (await plan({ feesPerYear: 4000, sharePercent: 50, grantsPerYear: 1000, contributionRisePercent: 2.5 }))
      .data!.collegeSavingsPlan;
    // (€4,000 − €1,000) × 50 % = €1,500 a year, €3,000 in all; no return, 18 months, rising 2.5 % after 12:
    // P × (12 + 6 × 1.025) = 300,000 → P = 16,528.92… → €165.29; the last six months 16,529 × 1.025 → €169.43.
    expect(p.totalToPay.display).toBe('€3,000');
    expect(p.feesPerYear.display).toBe('€4,000');
    expect(p.ownFigures).toEqual(['FEES']);
    expect(p.figuresYear).toBe('2022-2023');
    expect([p.sharePercent, p.grantsPerYear.display, p.contributionRisePercent]).toEqual([50, '€1,000', 2.5]);
    expect(p.monthlySaving.display).toBe('€165.29');
    expect(p.finalMonthlySaving.display).toBe('€169.43');
    expect(p.years.map((y) => y.cost.display)).toEqual(['€0', '€1,500', '€1,500']);
  });

  it('refuses bad plan inputs and bad answers, naming every field in the words the widget uses', async () => {
    const response = await plan({
      ...ANSWERS,
      userId: undefined,
      ageOfChild: 19,
      savedAlready: -1,
      yearlyReturnPercent: 10.5,
      risingCostsPercent: 2.25,
      sharePercent: 5,
      grantsPerYear: 0.001,
      contributionRisePercent: -1,
    });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'ageOfChild', message: 'Must be no more than 18 years old' },
      { field: 'savedAlready', message: PLAN_INPUT_MESSAGES.amountError },
      { field: 'yearlyReturnPercent', message: PLAN_INPUT_MESSAGES.percentError },
      { field: 'risingCostsPercent', message: PLAN_INPUT_MESSAGES.percentError },
      { field: 'sharePercent', message: PLAN_INPUT_MESSAGES.shareError },
      { field: 'grantsPerYear', message: PLAN_INPUT_MESSAGES.amountError },
      { field: 'contributionRisePercent', message: PLAN_INPUT_MESSAGES.percentError },
    ]);
  });

  it('a family: another child, saving through college, the first payment and what a set amount covers', async () => {
    // Child 1 of 18 (2026 and 2027) and child 2 of 17 (2027 and 2028), each €3,200 a year at 0 %: €12,800 in all.
    // Until the younger starts (1 September 2027): 30 payments from 1 April 2025; by 1 September 2026 (18
    // payments) €3,200 is due: ⌈320,000 ÷ 18⌉ = 17,778; by 1 September 2027 (30) €9,600: 32,000; by 2028, still 30
    // payments, €12,800: ⌈1,280,000 ÷ 30⌉ = 42,667 cents, the most.
    const family = await plan({
      otherChildren: [{ ...FEES_AT_HOME, ageOfChild: 17 }],
      monthlyAmount: 300,
    });
    expect(family.errors).toBeUndefined();
    const p = family.data!.collegeSavingsPlan;
    expect(p.children.map((child) => child.totalToPay.string)).toEqual(['6400.00', '6400.00']);
    expect(p.totalToPay.string).toBe('12800.00');
    expect(p.monthsToSave).toBe(30);
    expect([p.firstPaymentDate, p.lastPaymentDate]).toEqual(['2025-04-01', '2027-09-01']);
    expect(p.monthlySaving.string).toBe('426.67');
    expect(p.years.map((y) => [y.date, y.childCosts.map((c) => c.string)])).toEqual([
      ['2025-09-01', ['0.00', '0.00']],
      ['2026-09-01', ['3200.00', '0.00']],
      ['2027-09-01', ['3200.00', '3200.00']],
      ['2028-09-01', ['0.00', '3200.00']],
    ]);
    // €300 a month, 30 payments: €9,000 paid in by 1 September 2027, when €9,600 has fallen due: €600 short then,
    // and the last €3,200 in 2028 (nothing left): €3,800 unpaid, €9,000 of €12,800 paid (70 %);
    // 42,667 − 30,000 = 12,667 more a month, or €3,800 today.
    expect(p.coverage).toMatchObject({
      paid: { string: '9000.00' },
      short: { string: '3800.00' },
      coveredPercent: 70,
      firstShortDate: '2027-09-01',
      moreMonthlySaving: { string: '126.67' },
      lumpSumToClose: { string: '3800.00' },
    });
    // Saving through college: until 1 September 2028, 42 payments: ⌈1,280,000 ÷ 42⌉ = 30,477; by 2027 (30
    // payments) €9,600 needs 32,000, the most.
    const through = (await plan({ otherChildren: [{ ...FEES_AT_HOME, ageOfChild: 17 }], saveThroughCollege: true }))
      .data!.collegeSavingsPlan;
    expect([through.monthsToSave, through.lastPaymentDate, through.monthlySaving.string]).toEqual([
      42,
      '2028-09-01',
      '320.00',
    ]);
    // Paying on the 15th from 15 April 2025: one payment fewer (the last on 15 August 2027).
    const fifteenth = (await plan({ firstPaymentDate: '2025-04-15' })).data!.collegeSavingsPlan;
    expect([fifteenth.monthsToSave, fifteenth.lastPaymentDate]).toEqual([17, '2026-08-15']);
  });

  it('refuses too many children, a bad child, a first payment out of range and a bad monthly amount', async () => {
    const child = { ...FEES_AT_HOME, ageOfChild: 5 };
    const tooMany = await plan({ otherChildren: [child, child, child, child] });
    expect(tooMany.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'otherChildren', message: PLAN_INPUT_MESSAGES.childrenError },
    ]);
    const bad = await plan({
      otherChildren: [child, { ...child, ageOfChild: 19, whatToInclude: ['FEES', 'ACCOMMODATION'] }],
      monthlyAmount: -5,
    });
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'monthlyAmount', message: PLAN_INPUT_MESSAGES.amountError },
      { field: 'otherChildren.1.ageOfChild', message: 'Must be no more than 18 years old' },
      { field: 'otherChildren.1.whatToInclude', message: expect.any(String) },
    ]);
    // The test clock is March 2025: the first payment from 1 March 2025 to 1 September 2026 (the 18-year-old's start).
    for (const [date, refused] of [
      ['2025-02-28', true],
      ['2025-03-01', false],
      ['2026-09-01', false],
      ['2026-09-02', true],
    ] as const) {
      const response = await plan({ firstPaymentDate: date });
      expect(response.errors?.[0].extensions?.fieldErrors ?? [], date).toEqual(
        refused ? [{ field: 'firstPaymentDate', message: PLAN_INPUT_MESSAGES.firstPaymentError }] : [],
      );
    }
  });

  it('refuses own figures for a cost the estimate leaves out', async () => {
    const response = await plan({ accommodationPerYear: 5000, otherExpensesPerYear: 100 });
    expect(response.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'accommodationPerYear', message: PLAN_INPUT_MESSAGES.accommodationNotIncluded },
      { field: 'otherExpensesPerYear', message: PLAN_INPUT_MESSAGES.otherNotIncluded },
    ]);
  });
});
