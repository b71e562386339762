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
    // Paid in 2026 and 2027 from 2025: 320,000 × 1.03 + 320,000 × 1.0609 = 669,088 cents.
    const assumed = (await plan({ risingCosts: true })).data!.collegeSavingsPlan;
    expect(assumed.target.string).toBe('6690.88');
    expect(assumed.risingCosts).toBe(true);
    expect(assumed.years.filter((y) => y.studying).map((y) => y.cost.string)).toEqual(['3296.00', '3394.88']);
    const given = (await plan({ risingCosts: true, risingCostsPercent: 5 })).data!.collegeSavingsPlan;
    // 320,000 × 1.05 + 320,000 × 1.1025 = 336,000 + 352,800.
    expect(given.target.string).toBe('6888.00');
    expect(given.risingCostsPercent).toBe(5);
  });

  it('takes the configured INFLATION_RATE as its assumption', async () => {
    const inflating = await startTestServer({ inflationRate: 0.025 });
    try {
      const p = (await plan({ risingCosts: true }, inflating)).data!.collegeSavingsPlan;
      expect(p.risingCostsPercent).toBe(2.5);
      // 320,000 × 1.025 + 320,000 × 1.050625 = 328,000 + 336,200.
      expect(p.target.string).toBe('6642.00');
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

  it('refuses own figures for a cost the estimate leaves out', async () => {
    const response = await plan({ accommodationPerYear: 5000, otherExpensesPerYear: 100 });
    expect(response.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'accommodationPerYear', message: PLAN_INPUT_MESSAGES.accommodationNotIncluded },
      { field: 'otherExpensesPerYear', message: PLAN_INPUT_MESSAGES.otherNotIncluded },
    ]);
  });
});
