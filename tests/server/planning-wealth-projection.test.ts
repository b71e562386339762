/** The wealth path (server/planning/wealth-projection.ts), table by table; each figure worked by hand beside it. */
import { describe, expect, it } from 'vitest';
import { planGraph } from '../../server/planning/plan-path';
import { projectWealth, type PathPlan } from '../../server/planning/wealth-projection';
import { answers, asset, debt, goal, household, person, TODAY, WORKED_EXAMPLE } from './planning-fixtures';

/** A plan that saves nothing: the path shows what the household's own payments, debts and growth do. */
const NOTHING: PathPlan = {
  emergencyFund: { targetCents: 0, heldCents: 0, monthlyCents: 0 },
  debtOverpaymentCents: 0,
  goals: [],
  pensionMonthlyCents: 0,
  autoEnrolment: () => 0,
  autoEnrolmentRise: () => 0,
  retirement: { month: null, age: 66 },
  assumed: false,
};

const points = (h: Parameters<typeof projectWealth>[0], plan: PathPlan = NOTHING) =>
  projectWealth(h, TODAY, plan).points.map((p) => [p.date, p.amountCents, p.goal?.id ?? null]);
describe('current wealth', () => {
  it.each([
    ['nothing entered', household(), 0],
    [
      'assets less what they are overdrawn by',
      household({
        assets: [
          asset({ id: 'a', balanceCents: 10_000 }),
          asset({ id: 'b', balanceCents: 0, overdrawnByCents: 2_500 }),
        ],
      }),
      7_500,
    ],
    [
      'assets less debts',
      household({
        assets: [asset({ id: 'a', balanceCents: 10_000 })],
        debts: [debt({ id: 'd', balanceCents: 25_000 })],
      }),
      -15_000,
    ],
    [
      'a balance not given counts 0',
      household({ assets: [asset({ id: 'a', balanceCents: null })], debts: [debt({ id: 'd', balanceCents: null })] }),
      0,
    ],
  ])('%s', (_name, h, cents) => {
    expect(projectWealth(h, TODAY, NOTHING).currentWealthCents).toBe(cents);
  });
});

describe('the path', () => {
  it('is today alone without a date of birth or a goal', () => {
    expect(points(household({ assets: [asset({ id: 'a', balanceCents: 100 })] }))).toEqual([['2025-03-15', 100, null]]);
  });

  it('has a point every 12 months to the retirement date, and that date last; pensions grow above inflation', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1961-07-04' })],
      assets: [asset({ id: 'p', productType: 'PENSION', balanceCents: 1_000_000 })],
    });
    // 66 on 2027-07-04: 12, 24 and 28 months. r = (1.04 ÷ 1.02)^(1/12) − 1 = 0.0016195 a month, each month to the cent:
    // €10,000 → €10,196.08 after 12 months (1.0196078 a year, within a cent of the monthly rounding).
    const [, year1, year2, end] = points(h);
    expect(year1[0]).toBe('2026-03-15');
    expect(Math.abs((year1[1] as number) - 1_019_608)).toBeLessThanOrEqual(2);
    expect(Math.abs((year2[1] as number) - 1_039_600)).toBeLessThanOrEqual(3); // × 1.0196078²
    expect(end[0]).toBe('2027-07-04');
  });

  it('uses the factfind retirement age, and 29 February becomes 28 February', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1964-02-29' })],
      factfind: {
        maritalStatus: null,
        monthlyOutgoingsCents: null,
        monthlyRentOrMortgageCents: null,
        user: answers({ personId: 'me', retirementAge: 62 }),
        partner: null,
      },
    });
    expect(points(h).map(([date]) => date)).toEqual(['2025-03-15', '2026-02-28']);
  });

  it('is today alone when the retirement date has passed and there is no goal', () => {
    const h = household({ persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1950-01-01' })] });
    expect(points(h)).toEqual([['2025-03-15', 0, null]]);
  });

  it('adds regular payments; repays a debt with its interest; pays a goal from what was saved for it', () => {
    const trip = goal({ id: 'trip', targetDate: '2025-09-30', valueToSaveCents: 50_000 });
    const h = household({
      assets: [
        asset({
          id: 'a',
          productType: 'SAVINGS_ACCOUNT',
          balanceCents: 120_000,
          frequency: 'MONTHLY',
          regularPaymentCents: 1_000,
        }),
      ],
      debts: [
        debt({
          id: 'd',
          productType: 'PERSONAL_LOAN',
          balanceCents: 30_000,
          monthlyRepaymentCents: 10_000,
          interestRate: 12,
        }),
      ],
      goals: [trip],
    });
    const plan: PathPlan = { ...NOTHING, goals: [{ goal: trip, savedCents: 50_000, monthlyCents: 0, neededCents: 0 }] };
    const path = projectWealth(h, TODAY, plan);
    // Wealth €1,200 − €300 = €900. Six months: €10 a month paid in = €60. The loan, 1 % a month, to the cent:
    // €300 → €303 − €100 = €203 → €205.03 − €100 = €105.03 → €106.08 − €100 = €6.08 → €6.14 − €6.14 = 0 (month 4);
    // interest €3 + €2.03 + €1.05 + €0.06, each in today's euros (÷ 1.02^(m/12)): €3 + €2.02 + €1.04 + €0.06 = €6.12.
    // Cleared, its €100 comes free in months 5 and 6, worth €100 ÷ 1.02^(4/12) = €99.34 each in today's euros, into
    // savings: paid in €60 + €198.68 = €258.68. The €500 saved for the trip pays it:
    // €900 + €258.68 + €300 − €500 = €958.68.
    expect(path.points.at(-1)).toMatchObject({
      date: '2025-09-30',
      amountCents: 95_868,
      paidInCents: 25_868,
      debtReductionCents: 30_000,
      interestCents: 612,
      goalsPaidCents: 50_000,
      goalShortfallCents: 0,
      goal: trip,
    });
  });

  it('shows a goal the savings do not cover as a shortfall, never as wealth the household does not have', () => {
    const car = goal({ id: 'car', targetDate: '2026-03-01', valueToSaveCents: 1_000_000 });
    const h = household({ goals: [car] });
    const plan: PathPlan = {
      ...NOTHING,
      goals: [{ goal: car, savedCents: 0, monthlyCents: 50_000, neededCents: 90_910 }],
    };
    const path = projectWealth(h, TODAY, plan);
    // 12 months at €500 = €6,000 paid for a €10,000 car: €4,000 short, wealth back to €0.
    expect(path.points.at(-1)).toMatchObject({ amountCents: 0, goalsPaidCents: 600_000, goalShortfallCents: 400_000 });
    expect(path.goals[0]).toMatchObject({ savedByDateCents: 600_000, shortfallCents: 400_000 });
  });

  it.each([
    ['an inactive asset', { active: false, frequency: 'MONTHLY' as const, regularPaymentCents: 10_000 }],
    ['a single payment', { frequency: 'SINGLE' as const, regularPaymentCents: 10_000 }],
    ['no frequency', { frequency: null, regularPaymentCents: 10_000 }],
  ])('saves nothing from %s', (_name, fields) => {
    const h = household({
      assets: [asset({ id: 'a', balanceCents: 0, ...fields })],
      goals: [goal({ id: 'g', targetDate: '2026-03-01', valueToSaveCents: 0 })],
    });
    expect(points(h).at(-1)).toEqual(['2026-03-01', 0, 'g']);
  });

  it('leaves out goals without a date or with a date already past, and stands a goal for the yearly point on its date', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1960-09-15' })],
      goals: [
        goal({ id: 'undated' }),
        goal({ id: 'past', targetDate: '2025-03-15', valueToSaveCents: 1 }),
        goal({ id: 'on-anniversary', targetDate: '2026-03-15', valueToSaveCents: 10 }),
      ],
    });
    expect(points(h).map(([date, , id]) => [date, id])).toEqual([
      ['2025-03-15', null],
      ['2026-03-15', 'on-anniversary'],
      ['2026-09-15', null],
    ]);
  });

  it('runs to the last goal when it is after retirement, and gives each of two goals on one date its own point', () => {
    const first = goal({ id: 'first', targetDate: '2027-01-01', valueToSaveCents: 100 });
    const second = goal({ id: 'second', targetDate: '2027-01-01', valueToSaveCents: 200 });
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1959-06-01' })],
      goals: [first, second],
    });
    const plan: PathPlan = {
      ...NOTHING,
      goals: [
        { goal: first, savedCents: 100, monthlyCents: 0, neededCents: 0 },
        { goal: second, savedCents: 200, monthlyCents: 0, neededCents: 0 },
      ],
    };
    const path = projectWealth(h, TODAY, plan);
    expect(path.points.map((p) => [p.date, p.amountCents, p.goal?.id ?? null, p.goalsPaidCents])).toEqual([
      ['2025-03-15', 0, null, 0],
      ['2025-06-01', 0, null, 0],
      ['2026-03-15', 0, null, 0],
      ['2027-01-01', -100, 'first', 100],
      ['2027-01-01', -300, 'second', 200],
    ]);
  });

  it('gives the lump sum into savings at retirement, and the ARF pays its income after', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1960-05-15' })],
      assets: [asset({ id: 'p', productType: 'PENSION', balanceCents: 40_000_000 })],
      goals: [goal({ id: 'late', targetDate: '2026-05-15', valueToSaveCents: 0 })],
    });
    const late = h.goals[0];
    const plan: PathPlan = {
      ...NOTHING,
      goals: [{ goal: late, savedCents: 0, monthlyCents: 0, neededCents: 0 }],
      retirement: { month: 2, age: 65 },
    };
    const path = projectWealth(h, TODAY, plan);
    const retired = path.points.find((p) => p.date === '2026-03-15');
    // At month 2 the fund (€400,000 grown 2 months, about €401,296) gives 25 % as a lump sum: about €100,324 into
    // savings, about €300,972 in the ARF, which pays 4 % a year, about €1,003.24 a month, from month 3.
    const last = path.points.at(-1)!;
    expect(last.savingsCents).toBeGreaterThan(10_030_000);
    expect(last.savingsCents).toBeLessThan(10_040_000);
    // Each month's drawdown leaves wealth: 10 months from month 3 to 12 by the 2026-03-15 point.
    expect(Math.round((retired?.pensionDrawnCents ?? 0) / 10)).toBeGreaterThan(100_000);
    expect(Math.round((retired?.pensionDrawnCents ?? 0) / 10)).toBeLessThan(100_500);
  });

  it('works out the worked example of docs/planning-model.md month by month as the plan runs it', () => {
    const projection = planGraph(WORKED_EXAMPLE, TODAY);
    expect(projection.currentWealthCents).toBe(200_000);
    expect(points(WORKED_EXAMPLE, { ...NOTHING })).toHaveLength(projection.points.length);
    // The college goal: €543.34 a month for the 12 months the car loan is repaid (€6,520.08); then the loan's €350.74
    // comes free (€343.86 in today's euros, ÷ 1.02), and tops the goal up to what is still to save ÷ the months left:
    // ⌈(€24,848 − €6,520.08) ÷ 30⌉ = €610.94 in month 13, and so on, the rest into savings. The goal is met on its date.
    expect(projection.goals[0]).toMatchObject({
      monthlyCents: 54_334,
      neededCents: 59_162,
      savedByDateCents: 2_484_800,
      shortfallCents: 0,
    });
  });
});

describe('auto-enrolment on the path', () => {
  it('takes the employees’ rising contributions out of what the plan frees, before the goals and savings get it', () => {
    const car = goal({ id: 'car', targetDate: '2025-05-01', valueToSaveCents: 20_000 });
    const h = household({ goals: [car, goal({ id: 'later', targetDate: '2025-09-01', valueToSaveCents: 0 })] });
    const plan: PathPlan = {
      ...NOTHING,
      goals: [{ goal: car, savedCents: 0, monthlyCents: 10_000, neededCents: 10_000 }],
      autoEnrolment: () => 3_000,
      autoEnrolmentRise: () => 1_000,
    };
    const path = projectWealth(h, TODAY, plan);
    // Months 1–2: €100 into the car's savings and €30 of auto-enrolment; the car is paid (€200) in month 2.
    // Months 3–6: the car's €100 comes free; €10 of it pays the employees' rise, €90 goes into savings, and €30 a month
    // of auto-enrolment into the pension: 4 × (€90 + €30) = €480. Savings (the pension aside, which grows): €0, then
    // 4 × €90 = €360.
    expect(path.points.map((p) => [p.date, p.paidInCents, p.goalsPaidCents, p.savingsCents])).toEqual([
      ['2025-03-15', 0, 0, 0],
      ['2025-05-01', 2 * 13_000, 20_000, 0],
      ['2025-09-01', 4 * 12_000, 0, 36_000],
    ]);
  });
});
