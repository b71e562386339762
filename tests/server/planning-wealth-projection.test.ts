/** The wealth projection (server/planning/wealth-projection.ts), table by table. */
import { describe, expect, it } from 'vitest';
import { currentWealth, projectWealth } from '../../server/planning/wealth-projection';
import { answers, asset, debt, goal, household, person, TODAY, WORKED_EXAMPLE } from './planning-fixtures';

const points = (h: Parameters<typeof projectWealth>[0], today = TODAY) =>
  projectWealth(h, today).points.map((p) => [p.date, p.amountCents, p.goal?.id ?? null]);

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
    expect(currentWealth(h)).toBe(cents);
  });
});

describe('projection', () => {
  it('is today alone without a date of birth or a goal', () => {
    expect(points(household({ assets: [asset({ id: 'a', balanceCents: 100 })] }))).toEqual([['2025-03-15', 100, null]]);
  });

  it('has a point every 12 months to the retirement date, and that date last', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1961-07-04' })],
      assets: [asset({ id: 'a', balanceCents: 1_000_000 })],
    });
    // 66 on 2027-07-04: 12, 24 and then 28 months after March 2025.
    expect(points(h)).toEqual([
      ['2025-03-15', 1_000_000, null],
      ['2026-03-15', 1_040_000, null],
      ['2027-03-15', 1_081_600, null],
      ['2027-07-04', 1_096_021, null], // 1,081,600 × 0.04 × 4 ÷ 12 = 14,421.33
    ]);
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

  it('adds regular payments, debt repaid (never more than is owed) and growth; withdraws each goal on its date', () => {
    const h = household({
      assets: [asset({ id: 'a', balanceCents: 120_000, frequency: 'WEEKLY', regularPaymentCents: 1_000 })],
      debts: [debt({ id: 'd', balanceCents: 30_000, monthlyRepaymentCents: 10_000 })],
      goals: [goal({ id: 'trip', targetDate: '2025-09-30', valueToSaveCents: 50_000 })],
    });
    // Wealth 90,000. To 2025-09-30 (6 months): growth 1,800; saved 52,000 × 6 ÷ 12 = 26,000; repaid 30,000 (all of it).
    expect(points(h)).toEqual([
      ['2025-03-15', 90_000, null],
      ['2025-09-30', 90_000 + 1_800 + 26_000 + 30_000 - 50_000, 'trip'],
    ]);
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
    expect(points(h)).toEqual([
      ['2025-03-15', 0, null],
      ['2026-03-15', -10, 'on-anniversary'],
      ['2026-09-15', -10, null], // net debt does not grow
    ]);
  });

  it('runs to the last goal when it is after retirement, and gives each of two goals on one date its own point', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF', dateOfBirth: '1959-06-01' })],
      goals: [
        goal({ id: 'first', targetDate: '2027-01-01', valueToSaveCents: 100 }),
        goal({ id: 'second', targetDate: '2027-01-01', valueToSaveCents: 200 }),
      ],
    });
    expect(points(h)).toEqual([
      ['2025-03-15', 0, null],
      ['2025-06-01', 0, null],
      ['2026-03-15', 0, null],
      ['2027-01-01', -100, 'first'],
      ['2027-01-01', -300, 'second'],
    ]);
  });

  it('grows only positive net wealth: a net debt (a mortgage above the assets) is not charged the growth rate', () => {
    const h = household({
      assets: [asset({ id: 'home', balanceCents: 20_000_000, frequency: 'MONTHLY', regularPaymentCents: 100_000 })],
      debts: [debt({ id: 'mortgage', productType: 'MORTGAGE', balanceCents: 21_000_000, monthlyRepaymentCents: 0 })],
      goals: [goal({ id: 'g', targetDate: '2027-03-15', valueToSaveCents: 0 })],
    });
    // Wealth −1,000,000; a year saves 1,200,000: −1,000,000 → 200,000 with no growth; then 200,000 grows 8,000.
    expect(points(h)).toEqual([
      ['2025-03-15', -1_000_000, null],
      ['2026-03-15', 200_000, null],
      ['2027-03-15', 200_000 + 8_000 + 1_200_000, 'g'],
    ]);
  });

  it('works out the worked example of docs/planning-model.md', () => {
    const projection = projectWealth(WORKED_EXAMPLE, TODAY);
    expect(projection.currentWealthCents).toBe(200_000);
    expect(points(WORKED_EXAMPLE)).toEqual([
      ['2025-03-15', 200_000, null],
      ['2026-03-15', 1_108_000, null],
      ['2027-03-15', 1_852_320, null],
      ['2028-03-15', 2_526_413, null],
      ['2028-09-01', 392_141, 'college'],
      ['2029-03-15', 699_984, null],
      ['2029-10-02', 1_066_317, null],
    ]);
    expect(projection.finalWealthCents).toBe(1_066_317);
  });
});
