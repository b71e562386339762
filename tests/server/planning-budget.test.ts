/**
 * The household's month: the tax on its income, its disposable income, and an allocation that
 * never goes beyond it; and the debt avalanche. Each expected figure is worked out by hand in the comment
 * beside it, from the rates in docs/planning-model.md, not by the code under test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../server/planning/allocation';
import { summariseBudget } from '../../server/planning/budget';
import { avalancheOrder, clearDebts } from '../../server/planning/debt-summary';
import {
  earnedIncome,
  incomeByKind,
  pensionsInPayment,
  personIncome,
  statePensionInPayment,
  type EmploymentStatus,
  type Household,
  type IncomeType,
  type PlanAsset,
  type PlanFactfind,
  type PlanIncome,
  type PlanPerson,
} from '../../server/planning/household';
import { pensionReliefCents, taxBill } from '../../server/planning/income-tax';
import { answers, asset, debt, household, income, person, policy, TODAY } from './planning-fixtures';
import { householdNamed as named } from './planning-households';

const me = person({ id: 'me', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-03-01' });
const you = person({ id: 'you', firstName: 'Brian', relationship: 'PARTNER', dateOfBirth: '1986-05-01' });
const factfind = (fields: Partial<PlanFactfind>): PlanFactfind => ({
  maritalStatus: null,
  monthlyOutgoingsCents: 0,
  monthlyRentOrMortgageCents: 0,
  user: answers({ personId: 'me' }),
  partner: null,
  ...fields,
});
const earning = (mine: number, theirs: number | null, maritalStatus: string): Household =>
  household({
    persons: theirs === null ? [me] : [me, you],
    incomes: [
      income({ id: 'a', annualIncomeCents: mine, ownerIds: ['me'] }),
      ...(theirs === null ? [] : [income({ id: 'b', annualIncomeCents: theirs, ownerIds: ['you'] })]),
    ],
    factfind: factfind({ maritalStatus }),
  });

describe('the tax on the household’s income', () => {
  it.each<[string, Household, string, { incomeTaxCents: number; uscCents: number; prsiCents: number }]>([
    // 44,000 × 20 % + 16,000 × 40 % = 15,200 − 2,000 personal − 2,000 employee = 11,200. USC 2025: 12,012 × 0.5 % = 60.06
    // + 15,370 × 2 % = 307.40 + 32,618 × 3 % = 978.54 → 1,346.00. PRSI before October 2025: 4.1 % = 2,460.
    [
      'single, €60,000, March 2025',
      earning(6_000_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 1_120_000, uscCents: 134_600, prsiCents: 246_000 },
    ],
    // 8,800 + 76,000 × 40 % = 39,200 − 4,000 = 35,200. USC: 60.06 + 307.40 + 42,662 × 3 % = 1,279.86 + 49,956 × 8 % = 3,996.48 → 5,643.80.
    [
      'single, €120,000, March 2025',
      earning(12_000_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 3_520_000, uscCents: 564_380, prsiCents: 492_000 },
    ],
    // Married, one income: band 53,000: 45,000 × 20 % = 9,000 − 4,000 couple − 2,000 employee = 3,000. USC 60.06 + 307.40 + 17,618 × 3 % = 528.54 → 896.
    [
      'married, one income of €45,000',
      earning(4_500_000, 0, 'MARRIED'),
      '2025-03-15',
      { incomeTaxCents: 300_000, uscCents: 89_600, prsiCents: 184_500 },
    ],
    // Married, €50,000 and €30,000, November 2026: band 53,000 + 30,000 = 83,000 ≥ 80,000: 16,000 − 4,000 − 2,000 − 2,000 = 8,000.
    // USC 2026 (2 % band to 28,700): 60.06 + 16,688 × 2 % = 333.76, + 21,300 × 3 % = 639 → 1,032.82; and + 1,300 × 3 % = 39 → 432.82.
    // PRSI from October 2026: 4.35 % × 80,000 = 3,480.
    [
      'married, €50,000 and €30,000, November 2026',
      earning(5_000_000, 3_000_000, 'MARRIED'),
      '2026-11-25',
      { incomeTaxCents: 800_000, uscCents: 146_564, prsiCents: 348_000 },
    ],
    // The same couple cohabiting, each taxed alone: 8,800 + 6,000 × 40 % = 11,200 − 4,000 = 7,200; 6,000 − 4,000 = 2,000.
    [
      'cohabiting, €50,000 and €30,000, November 2026',
      earning(5_000_000, 3_000_000, 'COHABITING'),
      '2026-11-25',
      { incomeTaxCents: 920_000, uscCents: 146_564, prsiCents: 348_000 },
    ],
    // Civil partners, €100,000 and €10,000: band 53,000 + 10,000 = 63,000: 12,600 + 47,000 × 40 % = 31,400 − 4,000 − 2,000 − 2,000 (10,000 × 20 %) = 23,400.
    // USC: 60.06 + 307.40 + 1,279.86 + 29,956 × 8 % = 2,396.48 → 4,043.80; €10,000 is exempt. PRSI 4.2 % (2025-12-01) on 100,000 only.
    [
      'civil partners, €100,000 and €10,000',
      earning(10_000_000, 1_000_000, 'CIVIL_PARTNERSHIP'),
      '2025-12-01',
      { incomeTaxCents: 2_340_000, uscCents: 404_380, prsiCents: 420_000 },
    ],
    // €13,000: 2,600 − 4,000 → 0; USC exempt at €13,000; PRSI free up to €18,304.
    [
      'single, €13,000',
      earning(1_300_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 0, uscCents: 0, prsiCents: 0 },
    ],
    // €18,305: one euro over the PRSI threshold: 4.1 % of the whole = 750.505 → 750.51. USC: 60.06 + 6,293 × 2 % = 125.86 → 185.92.
    // Tax: 3,661 − 4,000 → 0.
    [
      'single, €18,305',
      earning(1_830_500, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 0, uscCents: 18_592, prsiCents: 75_051 },
    ],
  ])('%s', (_name, h, on, expected) => {
    const bill = taxBill(h, on);
    expect(bill).toMatchObject(expected);
    expect(bill.totalCents).toBe(expected.incomeTaxCents + expected.uscCents + expected.prsiCents);
    expect(bill.netCents).toBe(bill.grossCents - bill.totalCents);
  });

  it('counts PRSI at the rate in force: 4.1 % to 30 September 2025, 4.2 % from 1 October 2025, 4.35 % from 1 October 2026', () => {
    const prsi = (on: string) => taxBill(earning(4_000_000, null, 'SINGLE'), on).prsiCents;
    expect([prsi('2025-09-30'), prsi('2025-10-01'), prsi('2026-09-30'), prsi('2026-10-01')]).toEqual([
      164_000, 168_000, 168_000, 174_000,
    ]);
  });
});

describe('what an income is', () => {
  const with_ = (status: EmploymentStatus | null, incomes: PlanIncome[], annualIncomeCents: number | null = null) =>
    household({
      persons: [me],
      incomes,
      factfind: factfind({ user: answers({ personId: 'me', employmentStatus: status, annualIncomeCents }) }),
    });
  const untyped = income({ id: 'i', annualIncomeCents: 2_000_000, ownerIds: ['me'] });

  it.each<[string, Household, IncomeType]>([
    ['employed, no kind: pay', with_('EMPLOYED', [untyped]), 'EMPLOYMENT'],
    ['no status, no kind: pay', with_(null, [untyped]), 'EMPLOYMENT'],
    ['self-employed, no kind: profits', with_('SELF_EMPLOYED', [untyped]), 'SELF_EMPLOYMENT'],
    ['retired, no kind: a pension', with_('RETIRED', [untyped]), 'OTHER_PENSION'],
    ['homemaker, no kind: other', with_('HOMEMAKER', [untyped]), 'OTHER'],
    ['retired, the factfind’s income only: a pension', with_('RETIRED', [], 2_000_000), 'OTHER_PENSION'],
    [
      'employed, typed STATE_PENSION: its kind wins',
      with_('EMPLOYED', [{ ...untyped, incomeType: 'STATE_PENSION' }]),
      'STATE_PENSION',
    ],
  ])('%s', (_name, h, kind) => {
    const byKind = incomeByKind(h, me);
    expect(byKind[kind]).toBe(2_000_000);
    expect(personIncome(h, me)).toBe(2_000_000);
  });

  it('counts earnings from work only as earned income, and pensions in payment apart', () => {
    const h = with_('RETIRED', [
      income({ id: 'sp', annualIncomeCents: 1_556_360, incomeType: 'STATE_PENSION', ownerIds: ['me'] }),
      income({ id: 'work', annualIncomeCents: 1_000_000, ownerIds: ['me'] }),
      income({ id: 'job', annualIncomeCents: 500_000, incomeType: 'EMPLOYMENT', ownerIds: ['me'] }),
      income({ id: 'rent', annualIncomeCents: 300_000, incomeType: 'OTHER', ownerIds: ['me'] }),
    ]);
    // Retired: the untyped €10,000 is a pension; the typed €5,000 is pay.
    expect(earnedIncome(h, me)).toBe(500_000);
    expect(statePensionInPayment(h, me)).toBe(1_556_360);
    expect(pensionsInPayment(h, me)).toBe(1_556_360 + 1_000_000);
    expect(personIncome(h, me)).toBe(1_556_360 + 1_000_000 + 500_000 + 300_000);
  });
});

/** A household of one adult (or a couple) with typed incomes, born on the dates given, on the factfind given. */
const adultsOf = (
  people: { id: 'me' | 'you'; born: string; incomes: [IncomeType | null, number][]; status?: EmploymentStatus }[],
  fields: Partial<PlanFactfind> = {},
  others: PlanPerson[] = [],
  assets: PlanAsset[] = [],
): Household =>
  household({
    persons: [
      ...people.map(({ id, born }) => (id === 'me' ? { ...me, dateOfBirth: born } : { ...you, dateOfBirth: born })),
      ...others,
    ],
    incomes: people.flatMap(({ id, incomes }) =>
      incomes.map(([incomeType, cents], i) =>
        income({ id: `${id}-${i}`, annualIncomeCents: cents, incomeType, ownerIds: [id] }),
      ),
    ),
    assets,
    factfind: factfind({
      user: answers({ personId: 'me', employmentStatus: people[0].status ?? null }),
      partner: people[1] ? answers({ personId: 'you', employmentStatus: people[1].status ?? null }) : null,
      ...fields,
    }),
  });

describe('tax by what an income is, and by age', () => {
  type Expected = { incomeTaxCents: number; uscCents: number; prsiCents: number };
  it.each<[string, Household, string, Expected]>([
    // The State pension of a widow of 70, €15,563.60: tax 3,112.72 − 2,000 personal − 245 age = 867.72, but she is over
    // 65 with €18,000 or less: exempt, 0. USC: a social welfare payment, none (charged as pay would be: 60.06 + 3,551.60 ×
    // 2 % = 71.03 → 131.09 a year, €10.93 a month). PRSI: none at 66 or over, nor on a social welfare pension.
    [
      'a widow of 70 on the State pension',
      adultsOf([{ id: 'me', born: '1954-09-10', incomes: [['STATE_PENSION', 1_556_360]] }], {
        maritalStatus: 'WIDOWED',
      }),
      '2025-03-15',
      { incomeTaxCents: 0, uscCents: 0, prsiCents: 0 },
    ],
    // A widow's pension at 50, €15,000: no employee credit on a social welfare pension: 3,000 − 2,000 − 540 (the widowed
    // person credit) = 460.
    // USC and PRSI: none on a social welfare pension.
    [
      'a widow’s pension at 50',
      adultsOf([{ id: 'me', born: '1975-01-01', incomes: [['STATE_PENSION', 1_500_000]] }], {
        maritalStatus: 'WIDOWED',
      }),
      '2025-03-15',
      { incomeTaxCents: 46_000, uscCents: 0, prsiCents: 0 },
    ],
    // At 67, State pension €15,000 + rent €5,000 = €20,000 > €18,000: tax 4,000 − 2,000 − 245 = 1,755, marginal relief
    // 40 % × 2,000 = 800 → 800. USC on the rent only, €5,000 ≤ €13,000: none. PRSI: none at 67.
    [
      'marginal relief at 67',
      adultsOf([
        {
          id: 'me',
          born: '1957-06-01',
          incomes: [
            ['STATE_PENSION', 1_500_000],
            ['OTHER', 500_000],
          ],
        },
      ]),
      '2025-03-15',
      { incomeTaxCents: 80_000, uscCents: 0, prsiCents: 0 },
    ],
    // An occupational pension at 60, €24,000: the employee credit is due on it: 4,800 − 2,000 − 2,000 = 800. USC 60.06
    // + 11,988 × 2 % = 239.76 → 299.82. PRSI: none on an occupational pension, at any age (Class M; charged as pay it
    // would be 4.1 % × 24,000 = 984).
    [
      'an occupational pension at 60',
      adultsOf([{ id: 'me', born: '1965-01-01', incomes: [['OTHER_PENSION', 2_400_000]], status: 'RETIRED' }]),
      '2025-03-15',
      { incomeTaxCents: 80_000, uscCents: 29_982, prsiCents: 0 },
    ],
    // 70 by the end of 2025 (69 on the date), a pension of €40,000: reduced USC 60.06 + 27,988 × 2 % = 559.76 → 619.82
    // (the standard bands: 746). Tax 8,000 − 2,000 − 2,000 − 245 = 3,755 (marginal relief 40 % × 22,000 = 8,800 is
    // more). PRSI: 69 on the date, over 66: none.
    [
      'reduced USC from the year one is 70',
      adultsOf([{ id: 'me', born: '1955-12-01', incomes: [['OTHER_PENSION', 4_000_000]], status: 'RETIRED' }]),
      '2025-03-15',
      { incomeTaxCents: 375_500, uscCents: 61_982, prsiCents: 0 },
    ],
    // Over 70 with €61,000: above €60,000, the standard USC: 60.06 + 307.40 + 33,618 × 3 % = 1,008.54 → 1,376.
    // Tax 8,800 + 17,000 × 40 % = 15,600 − 2,000 − 2,000 − 245 = 11,355.
    [
      'over 70, above €60,000: standard USC',
      adultsOf([{ id: 'me', born: '1950-01-01', incomes: [['OTHER_PENSION', 6_100_000]], status: 'RETIRED' }]),
      '2025-03-15',
      { incomeTaxCents: 1_135_500, uscCents: 137_600, prsiCents: 0 },
    ],
    // Married, he 66 on the State pension €15,043.60, she 60 earning €22,000: joint income 37,043.60 > 36,000. Band
    // 53,000 + 15,043.60: all at 20 % = 7,408.72 − 4,000 − 2,000 (hers) − 490 age = 918.72; marginal relief 40 % ×
    // 1,043.60 = 417.44 → 417.44. USC: hers 60.06 + 9,988 × 2 % = 199.76 → 259.82. PRSI: hers 4.1 % × 22,000 = 902.
    [
      'a couple, one over 65: exemption limit €36,000 with marginal relief',
      adultsOf(
        [
          { id: 'me', born: '1958-06-01', incomes: [['STATE_PENSION', 1_504_360]], status: 'RETIRED' },
          { id: 'you', born: '1964-06-01', incomes: [['EMPLOYMENT', 2_200_000]], status: 'EMPLOYED' },
        ],
        { maritalStatus: 'MARRIED' },
      ),
      '2025-03-15',
      { incomeTaxCents: 41_744, uscCents: 25_982, prsiCents: 90_200 },
    ],
    // PRSI stops on the 66th birthday: €40,000 of pay, 66 on the date: none (65 the day before: 4.1 % = 1,640, below).
    // Tax 8,000 − 4,000 − 245 age = 3,755 (marginal relief 8,800 is more). USC 60.06 + 307.40 + 12,618 × 3 % = 378.54 → 746.
    [
      'pay at 66: no PRSI',
      adultsOf([{ id: 'me', born: '1959-03-15', incomes: [['EMPLOYMENT', 4_000_000]], status: 'EMPLOYED' }]),
      '2025-03-15',
      { incomeTaxCents: 375_500, uscCents: 74_600, prsiCents: 0 },
    ],
    [
      'pay at 65: PRSI',
      adultsOf([{ id: 'me', born: '1959-03-16', incomes: [['EMPLOYMENT', 4_000_000]], status: 'EMPLOYED' }]),
      '2025-03-15',
      { incomeTaxCents: 375_500, uscCents: 74_600, prsiCents: 164_000 },
    ],
  ])('%s', (_name, h, on, expected) => {
    const bill = taxBill(h, on);
    expect(bill).toMatchObject(expected);
    expect(bill.netCents).toBe(bill.grossCents - expected.incomeTaxCents - expected.uscCents - expected.prsiCents);
  });

  it('gives the widow of 70 her whole State pension: net = gross, the exemption and the age credit named', () => {
    const h = adultsOf([{ id: 'me', born: '1954-09-10', incomes: [['STATE_PENSION', 1_556_360]] }], {
      maritalStatus: 'WIDOWED',
    });
    const bill = taxBill(h, '2025-03-15');
    expect(bill).toMatchObject({ netCents: 1_556_360, ageExemption: true });
    expect(bill.credits).toEqual([
      { name: 'PERSONAL', cents: 200_000 },
      { name: 'WIDOWED', cents: 54_000 },
      { name: 'AGE', cents: 24_500 },
    ]);
  });
});

describe('the credits', () => {
  const child = person({ id: 'kid', firstName: 'Sadhbh', relationship: 'CHILD', dateOfBirth: '2015-06-01' });
  const grown = person({ id: 'grown', firstName: 'Cian', relationship: 'CHILD', dateOfBirth: '1999-06-01' });
  const renting = (monthlyRentOrMortgageCents: number, maritalStatus = 'SINGLE'): Partial<PlanFactfind> => ({
    maritalStatus,
    housingStatus: 'RENTING',
    monthlyRentOrMortgageCents,
  });
  const one = (cents: number) => [
    { id: 'me' as const, born: '1985-03-01', incomes: [['EMPLOYMENT', cents]] as [IncomeType, number][] },
  ];
  const two = (mine: number, theirs: number, status: EmploymentStatus = 'EMPLOYED') => [
    {
      id: 'me' as const,
      born: '1985-03-01',
      incomes: [['EMPLOYMENT', mine]] as [IncomeType, number][],
      status: 'EMPLOYED' as const,
    },
    {
      id: 'you' as const,
      born: '1986-05-01',
      incomes: (theirs ? [['EMPLOYMENT', theirs]] : []) as [IncomeType, number][],
      status,
    },
  ];

  it.each<[string, Household, string, number, Partial<Record<string, number>>]>([
    // Renting alone, €1,200 a month: 14,400 × 20 % = 2,880, at most 1,000. €40,000: 8,000 − 2,000 − 2,000 − 1,000 = 3,000.
    [
      'rent credit, renting alone',
      adultsOf(one(4_000_000), renting(120_000)),
      '2025-03-15',
      300_000,
      { RENT: 100_000 },
    ],
    // €300 a month: 3,600 × 20 % = 720. 8,000 − 4,000 − 720 = 3,280.
    [
      'rent credit, 20 % of a low rent',
      adultsOf(one(4_000_000), renting(30_000)),
      '2025-03-15',
      328_000,
      { RENT: 72_000 },
    ],
    // Owning with a mortgage: no rent credit. 8,000 − 4,000 = 4,000.
    [
      'no rent credit for a mortgage',
      adultsOf(one(4_000_000), { ...renting(120_000), housingStatus: 'OWNER_WITH_MORTGAGE' }),
      '2025-03-15',
      400_000,
      {},
    ],
    // The credit ends with 2028 as the law stands: 2029, none.
    ['no rent credit from 2029', adultsOf(one(4_000_000), renting(120_000)), '2029-03-15', 400_000, {}],
    // Married, €1,500 a month: 18,000 × 20 % = 3,600, at most 2,000. €50,000 + €30,000: 16,000 − 8,000 − 2,000 = 6,000.
    [
      'rent credit, a married couple',
      adultsOf(two(5_000_000, 3_000_000), renting(150_000, 'MARRIED')),
      '2025-03-15',
      600_000,
      { RENT: 200_000 },
    ],
    // Cohabiting, each pays half: 9,000 × 20 % = 1,800, at most 1,000 each. 7,200 − 1,000 + 2,000 − 1,000 = 7,200.
    [
      'rent credit, cohabiting: each renter',
      adultsOf(two(5_000_000, 3_000_000), renting(150_000, 'COHABITING')),
      '2025-03-15',
      720_000,
      { RENT: 200_000 },
    ],
    // One earner €60,000, a homemaker, a child: band 53,000 (the carer has no income to widen it): 10,600 + 2,800
    // = 13,400 − 4,000 − 2,000 − 1,950 = 5,450.
    [
      'home carer credit',
      adultsOf(two(6_000_000, 0, 'HOMEMAKER'), { maritalStatus: 'MARRIED' }, [child]),
      '2025-03-15',
      545_000,
      { HOME_CARER: 195_000 },
    ],
    // The carer earns €3,000: credit 1,950 (under €7,200); band 53,000 without the widening: 10,600 + 10,000 × 40 %
    // = 14,600 − 6,600 − 1,950 = 6,050; with the widening instead (56,000): 11,200 + 2,800 = 14,000 − 6,600 = 7,400.
    [
      'home carer credit rather than the band’s widening',
      adultsOf(two(6_000_000, 300_000, 'HOMEMAKER'), { maritalStatus: 'MARRIED', numberOfChildren: 1 }),
      '2025-03-15',
      605_000,
      { HOME_CARER: 195_000 },
    ],
    // The carer earns €9,000: credit 1,950 − 1,800 ÷ 2 = 1,050; without the widening 10,600 + 16,000 × 40 % = 17,000
    // − 7,800 − 1,050 = 8,150; with it (62,000): 12,400 + 2,800 = 15,200 − 7,800 = 7,400: the widening, no credit.
    [
      'the band’s widening when it saves more',
      adultsOf(two(6_000_000, 900_000, 'HOMEMAKER'), { maritalStatus: 'MARRIED', numberOfChildren: 1 }),
      '2025-03-15',
      740_000,
      {},
    ],
    // A homemaker with no one to care for: no credit. 13,400 − 6,000 = 7,400.
    [
      'no home carer credit without a dependant',
      adultsOf(two(6_000_000, 0, 'HOMEMAKER'), { maritalStatus: 'MARRIED' }, [grown]),
      '2025-03-15',
      740_000,
      {},
    ],
    // An other dependant counts: 5,450 as above.
    [
      'home carer credit for another dependant',
      adultsOf(two(6_000_000, 0, 'HOMEMAKER'), { maritalStatus: 'MARRIED', numberOfOtherDependants: 1 }),
      '2025-03-15',
      545_000,
      { HOME_CARER: 195_000 },
    ],
    // Single with a child, €50,000: band 48,000: 9,600 + 800 = 10,400 − 2,000 − 2,000 − 1,900 = 4,500.
    [
      'single person child carer credit',
      adultsOf(one(5_000_000), { maritalStatus: 'SINGLE' }, [child]),
      '2025-03-15',
      450_000,
      { SINGLE_PERSON_CHILD_CARER: 190_000 },
    ],
    [
      '… separated, a child counted in the factfind',
      adultsOf(one(5_000_000), { maritalStatus: 'SEPARATED', numberOfChildren: 2 }),
      '2026-03-15',
      450_000,
      { SINGLE_PERSON_CHILD_CARER: 190_000 },
    ],
    // A child of 25 is not a child for it: band 44,000: 8,800 + 2,400 = 11,200 − 4,000 = 7,200.
    [
      'no child carer credit for a grown child',
      adultsOf(one(5_000_000), { maritalStatus: 'SINGLE' }, [grown]),
      '2025-03-15',
      720_000,
      {},
    ],
    // Cohabiting, each taxed alone: no child carer credit. Hers 8,800 + 2,400 − 4,000 = 7,200; his 6,000 − 4,000 = 2,000.
    [
      'no child carer credit when cohabiting',
      adultsOf(two(5_000_000, 3_000_000), { maritalStatus: 'COHABITING' }, [child]),
      '2025-03-15',
      920_000,
      {},
    ],
    // The age credit: a single person of 65 by the end of the year (64 on the date), €30,000 of pay: 6,000 − 4,000
    // − 245 = 1,755 (marginal relief 40 % × 12,000 = 4,800 is more).
    [
      'age credit from the year one is 65',
      adultsOf([{ id: 'me', born: '1960-11-01', incomes: [['EMPLOYMENT', 3_000_000]] }], { maritalStatus: 'SINGLE' }),
      '2025-03-15',
      175_500,
      { AGE: 24_500 },
    ],
  ])('%s', (_name, h, on, incomeTaxCents, named) => {
    const bill = taxBill(h, on);
    expect(bill.incomeTaxCents).toBe(incomeTaxCents);
    const given = Object.fromEntries(bill.credits.map((c) => [c.name, c.cents]));
    for (const name of ['RENT', 'HOME_CARER', 'SINGLE_PERSON_CHILD_CARER', 'AGE'])
      expect(given[name], name).toBe(named[name]);
  });
});

describe('pension contributions’ income tax relief', () => {
  const prsa = (owner: string, monthlyCents: number) =>
    asset({
      id: `prsa-${owner}`,
      productType: 'PRSA',
      frequency: 'MONTHLY',
      regularPaymentCents: monthlyCents,
      ownerIds: [owner],
    });
  const earner = (born: string, cents: number, assets: PlanAsset[], maritalStatus = 'SINGLE') =>
    adultsOf([{ id: 'me', born, incomes: [['EMPLOYMENT', cents]] }], { maritalStatus }, [], assets);

  it.each<
    [string, Household, { incomeTaxCents: number; uscCents: number; prsiCents: number; pensionDeductionCents: number }]
  >([
    // €80,000 at 45, €300 a month into a PRSA: 3,600 a year, within 25 % × 80,000 = 20,000. Taxable 76,400: 8,800 +
    // 32,400 × 40 % = 12,960 → 21,760 − 4,000 = 17,760 (without: 23,200 − 4,000 = 19,200; relief 1,440 = 3,600 × 40 %,
    // €120 a month: the €300 costs €180). USC and PRSI on the whole 80,000: 2,443.80 and 3,280.
    [
      'a 40 % taxpayer paying €300 a month',
      earner('1980-01-01', 8_000_000, [prsa('me', 30_000)]),
      { incomeTaxCents: 1_776_000, uscCents: 244_380, prsiCents: 328_000, pensionDeductionCents: 360_000 },
    ],
    // €30,000 at 25 paying €600 a month (7,200): the limit is 15 % × 30,000 = 4,500. 25,500 × 20 % = 5,100 − 4,000 = 1,100.
    // USC 60.06 + 15,370 × 2 % = 307.40 + 2,618 × 3 % = 78.54 → 446. PRSI 1,230.
    [
      'within the age-related limit',
      earner('2000-01-01', 3_000_000, [prsa('me', 60_000)]),
      { incomeTaxCents: 110_000, uscCents: 44_600, prsiCents: 123_000, pensionDeductionCents: 450_000 },
    ],
  ])('%s', (_name, h, expected) => {
    expect(taxBill(h, '2025-03-15')).toMatchObject(expected);
  });

  it('takes a spouse’s contributions off the joint income, the band still widened by each one’s gross pay', () => {
    const couple = (payer: 'me' | 'you') =>
      adultsOf(
        [
          { id: 'me', born: '1980-01-01', incomes: [['EMPLOYMENT', 7_000_000]] },
          { id: 'you', born: '1980-06-01', incomes: [['EMPLOYMENT', 2_000_000]] },
        ],
        { maritalStatus: 'MARRIED' },
        [],
        [prsa(payer, 50_000)],
      );
    // She pays €6,000 (limit 25 % × 70,000 = 17,500): taxable 84,000, band 53,000 + 20,000 = 73,000: 14,600 + 11,000 ×
    // 40 % = 4,400 → 19,000 − 8,000 = 11,000 (without: 14,600 + 6,800 − 8,000 = 13,400).
    expect(taxBill(couple('me'), '2025-03-15')).toMatchObject({
      incomeTaxCents: 1_100_000,
      pensionDeductionCents: 600_000,
    });
    // He pays it (limit 25 % × 20,000 = 5,000): taxable 85,000, band still 73,000: 14,600 + 4,800 − 8,000 = 11,400.
    expect(taxBill(couple('you'), '2025-03-15')).toMatchObject({
      incomeTaxCents: 1_140_000,
      pensionDeductionCents: 500_000,
    });
  });

  it.each<[string, Household, number, number]>([
    // €3,600 more on €80,000 at 45: all at 40 %: 1,440.
    ['€3,600 more at 40 %', earner('1980-01-01', 8_000_000, []), 360_000, 144_000],
    // €30,000 more: only 20,000 within the limit: 8,000.
    ['beyond the limit, nothing', earner('1980-01-01', 8_000_000, []), 3_000_000, 800_000],
    // Already paying 3,600: 16,400 left within the limit, all at 40 % (76,400 → 60,000): 6,560.
    ['after what is paid already', earner('1980-01-01', 8_000_000, [prsa('me', 30_000)]), 2_000_000, 656_000],
    // Retired, no earnings: no room.
    [
      'no earnings, no relief',
      adultsOf([{ id: 'me', born: '1960-01-01', incomes: [['OTHER_PENSION', 3_000_000]], status: 'RETIRED' }]),
      500_000,
      0,
    ],
    // Cohabiting, €46,000 and €47,000 (2,000 and 3,000 above their bands), €8,000 more: 2,000 on her and 3,000 on him
    // at 40 % and 3,000 more at 20 %: 800 + 1,200 + 600 = 2,600 (all on him: 1,200 + 1,000 = 2,200; all on her 2,000).
    [
      'where it saves most, between two taxed alone',
      adultsOf(
        [
          { id: 'me', born: '1980-01-01', incomes: [['EMPLOYMENT', 4_600_000]] },
          { id: 'you', born: '1980-06-01', incomes: [['EMPLOYMENT', 4_700_000]] },
        ],
        { maritalStatus: 'COHABITING' },
      ),
      800_000,
      260_000,
    ],
  ])('pensionReliefCents: %s', (_name, h, extra, saved) => {
    expect(pensionReliefCents(h, '2025-03-15', extra)).toBe(saved);
  });
});

describe('the households of docs/planning-model.md with the new rules', () => {
  it('Retiree on the State pension: no income tax, USC nor PRSI, so net = gross', () => {
    // €15,563.60 typed STATE_PENSION, 70: exempt from income tax (€18,000), no USC on a social welfare pension (charged
    // as pay: €10.93 a month), no PRSI at 66 or over. Gross a month 15,563.60 ÷ 12 = 1,296.97 = net.
    const b = summariseBudget(named('state-pensioner'), TODAY);
    expect(b.tax).toMatchObject({ incomeTaxCents: 0, uscCents: 0, prsiCents: 0, netCents: 1_556_360 });
    expect(b).toMatchObject({ grossMonthlyCents: 129_697, taxMonthlyCents: 0, netMonthlyCents: 129_697 });
    // €1,296.97 − €1,000 outgoings (her own home: no rent) = €296.97 a month to spare.
    expect(b.disposableCents).toBe(129_697 - 100_000);
  });

  it('Homemaker and earner: the home carer credit and the rent credit', () => {
    // Joint, €60,000 of Orla's pay, Colm has no income: band 53,000 (no widening to give up): 10,600 + 7,000 × 40 %
    // = 13,400 − 4,000 personal − 2,000 employee − 2,000 rent (€1,600 × 12 = 19,200 × 20 % = 3,840, at most 2,000 for
    // a couple) − 1,950 home carer = 3,450 (without these two credits: 13,400 − 6,000 = 7,400).
    // USC 60.06 + 307.40 + 32,618 × 3 % = 978.54 → 1,346; PRSI 4.1 % × 60,000 = 2,460. Net 60,000 − 7,256 = 52,744
    // = 4,395.33 a month (without them: 60,000 − 11,206 = 48,794 = 4,066.17: €329.16 a month more).
    const b = summariseBudget(named('homemaker-and-earner'), TODAY);
    expect(b.tax).toMatchObject({
      incomeTaxCents: 345_000,
      uscCents: 134_600,
      prsiCents: 246_000,
      netCents: 5_274_400,
    });
    expect(b.tax.credits).toEqual([
      { name: 'PERSONAL', cents: 400_000 },
      { name: 'EMPLOYEE', cents: 200_000 },
      { name: 'RENT', cents: 200_000 },
      { name: 'HOME_CARER', cents: 195_000 },
    ]);
    expect(b.netMonthlyCents).toBe(439_533);
  });
});

describe('the budget', () => {
  it('takes outgoings, the home (once), repayments, savings already made and premiums from income after tax', () => {
    const h: Household = {
      ...earning(6_000_000, null, 'SINGLE'),
      assets: [
        asset({ id: 'pension', productType: 'PRSA', frequency: 'MONTHLY', regularPaymentCents: 20_000 }),
        asset({ id: 'post', productType: 'STATE_SAVINGS', frequency: 'YEARLY', regularPaymentCents: 120_000 }),
      ],
      debts: [
        debt({ id: 'home', productType: 'MORTGAGE', balanceCents: 20_000_000, monthlyRepaymentCents: 110_000 }),
        debt({ id: 'card', productType: 'CREDIT_CARD', balanceCents: 200_000, monthlyRepaymentCents: 10_000 }),
      ],
      policies: [
        policy({ id: 'life', premiumCents: 3_000, paymentFrequency: 'MONTHLY' }),
        policy({ id: 'health', premiumCents: 180_000, paymentFrequency: 'YEARLY' }),
      ],
      factfind: factfind({
        maritalStatus: 'SINGLE',
        monthlyOutgoingsCents: 150_000,
        monthlyRentOrMortgageCents: 100_000,
      }),
    };
    const b = summariseBudget(h, TODAY);
    // The PRSA's €200 a month (€2,400 a year, within 25 % × €60,000 at 40) comes off the income for income tax:
    // 11,200 − 2,400 × 40 % = 10,240; USC 1,346 and PRSI 2,460 as above. Net 60,000 − 14,046 = 45,954 = 3,829.50 a
    // month. The home: the mortgage's €1,100 is more than the factfind's €1,000.
    expect(b).toMatchObject({
      grossMonthlyCents: 500_000,
      taxMonthlyCents: 117_050,
      netMonthlyCents: 382_950,
      outgoingsCents: 150_000 + 110_000,
      debtRepaymentsCents: 10_000,
      regularSavingsCents: 20_000 + 10_000,
      premiumsCents: 3_000 + 15_000,
      disposableCents: 382_950 - 260_000 - 10_000 - 30_000 - 18_000,
    });
    expect(b.tax).toMatchObject({ incomeTaxCents: 1_024_000, pensionDeductionCents: 240_000 });
  });
});

describe('the allocation', () => {
  const need = (key: string, neededCents: number) => ({
    key,
    recommendationType: 'SAVINGS_INVESTING' as const,
    goalId: null,
    label: key,
    neededCents,
  });

  it.each<[string, number, number[]]>([
    ['enough for everything', 10_000, [1_000, 2_000, 3_000]],
    ['the first in full, the second in part, the last nothing', 2_500, [1_000, 1_500, 0]],
    ['exactly enough', 6_000, [1_000, 2_000, 3_000]],
    ['nothing to spare', 0, [0, 0, 0]],
    ['spending more than is kept', -50_000, [0, 0, 0]],
  ])('%s', (_name, disposable, allocated) => {
    const summary = allocate([need('a', 1_000), need('b', 2_000), need('c', 3_000)], disposable);
    expect(summary.items.map((i) => [i.rank, i.allocatedCents])).toEqual(
      allocated.map((cents, index) => [index + 1, cents]),
    );
    expect(summary.neededCents).toBe(6_000);
    expect(summary.allocatedCents).toBe(allocated.reduce((a, b) => a + b, 0));
    expect(summary.shortfallCents).toBe(6_000 - summary.allocatedCents);
  });

  it('never allocates more than the disposable income, nor more than a need, and funds needs in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }),
        fc.integer({ min: -1_000_000, max: 20_000_000 }),
        (needs, disposable) => {
          const summary = allocate(
            needs.map((cents, i) => need(String(i), cents)),
            disposable,
          );
          expect(summary.allocatedCents).toBeLessThanOrEqual(Math.max(0, disposable));
          summary.items.forEach((item, i) => {
            expect(item.allocatedCents).toBeLessThanOrEqual(item.neededCents);
            // A later need gets something only when every earlier one is met in full.
            if (item.allocatedCents > 0)
              expect(summary.items.slice(0, i).every((earlier) => earlier.allocatedCents === earlier.neededCents)).toBe(
                true,
              );
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the debt avalanche', () => {
  // The case: before, the €12,000 car loan (largest) came before the €3,200 credit card.
  const card = debt({
    id: 'card',
    name: 'Credit card',
    productType: 'CREDIT_CARD',
    balanceCents: 320_000,
    monthlyRepaymentCents: 15_000,
    interestRate: 22.9,
  });
  const car = debt({
    id: 'car',
    name: 'Car loan',
    productType: 'CAR_FINANCE',
    balanceCents: 1_200_000,
    monthlyRepaymentCents: 30_000,
    interestRate: 8,
  });

  it('clears the highest rate first, whatever the balances', () => {
    expect(avalancheOrder([car, card]).map((d) => d.id)).toEqual(['card', 'car']);
    const unrated = debt({ id: 'unrated', balanceCents: 100 });
    const small = debt({ id: 'small', balanceCents: 100_000, interestRate: 8 });
    expect(avalancheOrder([unrated, car, small, card]).map((d) => d.id)).toEqual(['card', 'small', 'car', 'unrated']);
  });

  it('clears the first debt as the annuity formula says: n = −ln(1 − rB ÷ P) ÷ ln(1 + r), rounded up', () => {
    const [first] = clearDebts(avalancheOrder([car, card]));
    const r = 0.229 / 12;
    const n = Math.ceil(-Math.log(1 - (r * 3_200) / 150) / Math.log(1 + r));
    expect(n).toBe(28);
    expect(first).toMatchObject({ clearedInMonths: n });
  });

  it('rolls a cleared debt’s repayment on to the next, so it is cleared sooner than on its own', () => {
    const [, second] = clearDebts(avalancheOrder([car, card]));
    const alone = clearDebts([car])[0];
    expect(second.clearedInMonths).toBeLessThan(alone.clearedInMonths!);
    // Alone: r = 8 % ÷ 12, n = −ln(1 − r × 12,000 ÷ 300) ÷ ln(1 + r) = 46.1 → 47 months.
    const r = 0.08 / 12;
    expect(alone.clearedInMonths).toBe(Math.ceil(-Math.log(1 - (r * 12_000) / 300) / Math.log(1 + r)));
  });

  it('says a debt is never cleared when its repayment does not cover the interest', () => {
    const hopeless = debt({ id: 'h', balanceCents: 1_000_000, monthlyRepaymentCents: 10_000, interestRate: 24 });
    expect(clearDebts([hopeless])[0].clearedInMonths).toBeNull();
  });

  it('costs no more interest than clearing the same debts in any other order', () => {
    const debts = fc.array(
      fc.record({
        balance: fc.integer({ min: 1, max: 2_000_000 }),
        rate: fc.integer({ min: 0, max: 3_000 }),
        payment: fc.integer({ min: 1_000, max: 100_000 }),
      }),
      { minLength: 2, maxLength: 4 },
    );
    fc.assert(
      fc.property(debts, (rows) => {
        const list = rows.map((row, i) =>
          debt({
            id: String(i),
            balanceCents: row.balance,
            monthlyRepaymentCents: row.payment,
            interestRate: row.rate / 100,
          }),
        );
        const interest = (order: typeof list) => clearDebts(order).reduce((total, row) => total + row.interestCents, 0);
        const best = interest(avalancheOrder(list));
        // Every other order of the same debts, the same repayments rolled on.
        const orders = (items: typeof list): (typeof list)[] =>
          items.length <= 1
            ? [items]
            : items.flatMap((d, i) =>
                orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [d, ...rest]),
              );
        // Rounding each month's interest to the cent may differ by a cent a month between orders.
        for (const order of orders(list)) expect(best).toBeLessThanOrEqual(interest(order) + 600);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the widowed person credit', () => {
  it('gives a widow taxed alone, with no child, €540 more than the personal credit', () => {
    const widow = (maritalStatus: string) =>
      household({
        persons: [person({ id: 'w', relationship: 'SELF', dateOfBirth: '1965-01-01' })],
        incomes: [income({ id: 'pay', annualIncomeCents: 3_000_000, ownerIds: ['w'], incomeType: 'EMPLOYMENT' })],
        factfind: {
          maritalStatus,
          monthlyRentOrMortgageCents: 0,
          monthlyOutgoingsCents: 100_000,
          user: answers({ personId: 'w', employmentStatus: 'EMPLOYED' }),
          partner: null,
        },
      });
    // €30,000 × 20 % = €6,000 − €2,000 personal − €540 widowed − €2,000 employee = €1,460; single: €2,000.
    expect(taxBill(widow('WIDOWED'), TODAY).incomeTaxCents).toBe(146_000);
    expect(taxBill(widow('SINGLE'), TODAY).incomeTaxCents).toBe(200_000);
    expect(taxBill(widow('WIDOWED'), TODAY).credits).toContainEqual({ name: 'WIDOWED', cents: 54_000 });
  });
});
