/**
 * Auto-enrolment, MyFutureFund (docs/planning-model.md, "Auto-enrolment"): who is in, the contribution schedule by the
 * scheme's own years, the €80,000 cap in today's euros, the month-by-month stream and the budget's line. Each expected
 * figure is worked out by hand in the comment beside it, from the Act's rates, not by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  autoEnrolmentCapCents,
  autoEnrolmentMembers,
  autoEnrolmentMonth,
  type AutoEnrolmentMember,
} from '../../server/planning/auto-enrolment';
import { summariseBudget } from '../../server/planning/budget';
import type { EmploymentStatus, Household, PlanAsset, PlanIncome } from '../../server/planning/household';
import { computePlan } from '../../server/planning/plan';
import { answers, asset, household, income, person, TODAY } from './planning-fixtures';
import { householdNamed } from './planning-households';

interface Employee {
  dateOfBirth?: string | null;
  payCents?: number;
  status?: EmploymentStatus | null;
  assets?: PlanAsset[];
  incomeType?: PlanIncome['incomeType'];
}

/** One adult, 'me', born 1 June 1990 (35 in 2026), EMPLOYED on €45,000, with what `fields` change. */
const employee = (fields: Employee = {}): Household =>
  household({
    persons: [
      person({
        id: 'me',
        firstName: 'Ann',
        relationship: 'SELF',
        dateOfBirth: fields.dateOfBirth === undefined ? '1990-06-01' : fields.dateOfBirth,
      }),
    ],
    assets: fields.assets ?? [],
    incomes: [
      income({
        id: 'pay',
        annualIncomeCents: fields.payCents ?? 4_500_000,
        incomeType: fields.incomeType ?? null,
        ownerIds: ['me'],
      }),
    ],
    factfind: {
      maritalStatus: 'SINGLE',
      monthlyRentOrMortgageCents: 0,
      monthlyOutgoingsCents: 100_000,
      user: answers({ personId: 'me', employmentStatus: fields.status === undefined ? 'EMPLOYED' : fields.status }),
      partner: null,
    },
  });

const pension = (fields: Partial<PlanAsset>): PlanAsset =>
  asset({ id: 'pension', balanceCents: 1_000_000, ownerIds: ['me'], active: true, ...fields });

const NIAMH = householdNamed('auto-enrolled');

describe('who is in', () => {
  // The plan is dated 15 March 2025, so everyone's first day is 1 January 2026; the ages are on that day. Born
  // 1 June 1990 unless said: in until 66, on 1 June 2056.
  it.each<[string, Employee, Omit<AutoEnrolmentMember, 'personId'>]>([
    [
      'an employee of 35 on €45,000 with no pension',
      {},
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    // 23 on 1 January 2026 (born 1 January 2003): in from that day.
    [
      '23 on the first day',
      { dateOfBirth: '2003-01-01' },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2069-01-01' },
    ],
    // 22 on 1 January 2026, 23 the next day: not in on the first day; the plan counts them in from their birthday.
    [
      '22 on the first day',
      { dateOfBirth: '2003-01-02' },
      { inScheme: false, reason: 'under 23', fromIso: '2026-01-02', untilIso: '2069-01-02' },
    ],
    // 59 (60 on 2 January 2026): "under 60" on the day they join, so in (and in until 66).
    [
      '59 on the first day',
      { dateOfBirth: '1966-01-02' },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2032-01-02' },
    ],
    // 60 on 1 January 2026: the Act enrols only those under 60.
    [
      '60 on the first day',
      { dateOfBirth: '1966-01-01' },
      { inScheme: false, reason: '60 or over', fromIso: null, untilIso: null },
    ],
    [
      '61 on the first day',
      { dateOfBirth: '1965-01-01' },
      { inScheme: false, reason: '60 or over', fromIso: null, untilIso: null },
    ],
    // "not less than €20,000" (s. 50(2)(c)): €20,000 is in, a cent less is not.
    [
      '€20,000 exactly',
      { payCents: 2_000_000 },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    [
      '€19,999.99',
      { payCents: 1_999_999 },
      { inScheme: false, reason: 'earns less than €20,000', fromIso: null, untilIso: null },
    ],
    [
      'a PRSA paid through the payroll',
      { assets: [pension({ productType: 'PRSA', throughCurrentEmployer: true })] },
      { inScheme: false, reason: 'in a pension through work', fromIso: null, untilIso: null },
    ],
    [
      'a work pension being paid into',
      { assets: [pension({ productType: 'OCCUPATIONAL_PENSION', frequency: 'MONTHLY', regularPaymentCents: 20_000 })] },
      { inScheme: false, reason: 'in a pension through work', fromIso: null, untilIso: null },
    ],
    [
      'an AVC being paid into',
      { assets: [pension({ productType: 'AVC', frequency: 'MONTHLY', regularPaymentCents: 5_000 })] },
      { inScheme: false, reason: 'in a pension through work', fromIso: null, untilIso: null },
    ],
    [
      'a PRSA of their own, outside the payroll',
      { assets: [pension({ productType: 'PRSA', frequency: 'MONTHLY', regularPaymentCents: 10_000 })] },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    [
      'a work pension from a past job, no longer paid into',
      { assets: [pension({ productType: 'OCCUPATIONAL_PENSION', active: false, throughCurrentEmployer: false })] },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    [
      'self-employed',
      { status: 'SELF_EMPLOYED' },
      { inScheme: false, reason: 'self-employed', fromIso: null, untilIso: null },
    ],
    [
      'self-employed with pay from an employer too',
      { status: 'SELF_EMPLOYED', incomeType: 'EMPLOYMENT' },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    [
      'with an income said to be pay and no employment status',
      { status: null, incomeType: 'EMPLOYMENT' },
      { inScheme: true, reason: null, fromIso: '2026-01-01', untilIso: '2056-06-01' },
    ],
    [
      'no employment status nor income type',
      { status: null },
      { inScheme: false, reason: 'employment status not given', fromIso: null, untilIso: null },
    ],
    ['retired', { status: 'RETIRED' }, { inScheme: false, reason: 'retired', fromIso: null, untilIso: null }],
    [
      'a homemaker',
      { status: 'HOMEMAKER' },
      { inScheme: false, reason: 'not an employee', fromIso: null, untilIso: null },
    ],
    [
      'no date of birth',
      { dateOfBirth: null },
      { inScheme: false, reason: 'date of birth not given', fromIso: null, untilIso: null },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(autoEnrolmentMembers(employee(fields), TODAY)).toEqual([{ personId: 'me', ...expected }]);
  });

  it('joins from the plan’s date once the scheme has started, and stops at the stop date given', () => {
    // A plan dated 10 March 2027: the scheme's first day for the plan is that day; a retirement on 1 June 2050.
    expect(autoEnrolmentMembers(employee(), '2027-03-10', { me: '2050-06-01' })).toEqual([
      { personId: 'me', inScheme: true, reason: null, fromIso: '2027-03-10', untilIso: '2050-06-01' },
    ]);
  });

  it('keeps a partner’s work pension from the partner, not from the user', () => {
    const h = employee({ assets: [pension({ productType: 'PRSA', throughCurrentEmployer: true, ownerIds: ['you'] })] });
    const couple: Household = {
      ...h,
      persons: [...h.persons, person({ id: 'you', relationship: 'PARTNER', dateOfBirth: '1991-01-01' })],
      incomes: [...h.incomes, income({ id: 'theirs', annualIncomeCents: 3_000_000, ownerIds: ['you'] })],
      factfind: { ...h.factfind!, partner: answers({ personId: 'you', employmentStatus: 'EMPLOYED' }) },
    };
    expect(autoEnrolmentMembers(couple, TODAY).map((m) => [m.personId, m.reason])).toEqual([
      ['me', null],
      ['you', 'in a pension through work'],
    ]);
  });
});

describe('the contributions', () => {
  // From 15 March 2025, month 10 is January 2026.
  it.each<[string, number, [number, number, number]]>([
    ['December 2025, before the scheme', 9, [0, 0, 0]],
    // €45,000 × 1.5 % ÷ 12 = €56.25; the State €45,000 × 0.5 % ÷ 12 = €18.75.
    ['January 2026, year 1', 10, [5_625, 5_625, 1_875]],
    ['December 2028, year 3', 45, [5_625, 5_625, 1_875]],
    // €45,000 × 3 % ÷ 12 = €112.50; 1 % ÷ 12 = €37.50.
    ['January 2029, year 4', 46, [11_250, 11_250, 3_750]],
    // 4.5 % ÷ 12 = €168.75; 1.5 % ÷ 12 = €56.25.
    ['January 2032, year 7', 82, [16_875, 16_875, 5_625]],
    // 6 % ÷ 12 = €225; 2 % ÷ 12 = €75.
    ['January 2035, year 10', 118, [22_500, 22_500, 7_500]],
  ])('%s', (_name, monthIndex, [employeeCents, employerCents, stateCents]) => {
    const month = autoEnrolmentMonth(employee(), TODAY, monthIndex);
    expect(month).toMatchObject({
      employeeCents,
      employerCents,
      stateCents,
      totalCents: employeeCents + employerCents + stateCents,
    });
    expect(month.persons).toEqual([
      { personId: 'me', employeeCents, employerCents, stateCents, totalCents: month.totalCents },
    ]);
  });

  it('steps by the scheme’s calendar years, not the member’s: one who joins at 23 in 2030 pays 3 % at once', () => {
    // Born 10 June 2007: 23 on 10 June 2030. From March 2025, May 2030 is month 62 and June 2030 month 63.
    const young = employee({ dateOfBirth: '2007-06-10' });
    expect(autoEnrolmentMembers(young, TODAY)[0]).toMatchObject({ inScheme: false, reason: 'under 23' });
    expect(autoEnrolmentMonth(young, TODAY, 62).employeeCents).toBe(0);
    // €45,000 × 3 % ÷ 12 = €112.50: the 2029–2031 rate, though it is her first year in.
    expect(autoEnrolmentMonth(young, TODAY, 63).employeeCents).toBe(11_250);
  });

  it('counts pay up to €80,000, a cap that shrinks in today’s euros', () => {
    const high = employee({ payCents: 10_000_000 });
    // A plan dated 1 January 2026, €100,000: €80,000 × 1.5 % ÷ 12 = €100; × 0.5 % ÷ 12 = €33.333… → €33.33.
    expect(autoEnrolmentMonth(high, '2026-01-01', 0)).toMatchObject({
      employeeCents: 10_000,
      employerCents: 10_000,
      stateCents: 3_333,
    });
    // A year on, €80,000 is €80,000 ÷ 1.02 = €78,431.372… → €78,431.37 of today's euros;
    // × 1.5 % ÷ 12 = €98.0392… → €98.04; × 0.5 % ÷ 12 = €32.6797… → €32.68.
    expect(autoEnrolmentCapCents(12)).toBe(7_843_137);
    expect(autoEnrolmentMonth(high, '2026-01-01', 12)).toMatchObject({
      employeeCents: 9_804,
      employerCents: 9_804,
      stateCents: 3_268,
    });
    // Ten years on (January 2036, 6 %): €80,000 ÷ 1.02¹⁰ = €80,000 ÷ 1.21899442 = €65,627.86;
    // × 6 % ÷ 12 = €328.1393 → €328.14; × 2 % ÷ 12 = €109.3798 → €109.38.
    expect(autoEnrolmentCapCents(120)).toBe(6_562_786);
    expect(autoEnrolmentMonth(high, '2026-01-01', 120)).toMatchObject({
      employeeCents: 32_814,
      employerCents: 32_814,
      stateCents: 10_938,
    });
  });

  it('stops the month a member is 66, or earlier at the stop date given', () => {
    // Niamh, born 1 September 1994, is 66 on 1 September 2060: from March 2025, August 2060 is month 425.
    expect(autoEnrolmentMonth(NIAMH, TODAY, 425).totalCents).toBeGreaterThan(0);
    expect(autoEnrolmentMonth(NIAMH, TODAY, 426).totalCents).toBe(0);
    // Retiring on 1 September 2055: August 2055 (month 365) is her last month in.
    const stops = { niamh: '2055-09-01' };
    expect(autoEnrolmentMonth(NIAMH, TODAY, 365, stops).totalCents).toBeGreaterThan(0);
    expect(autoEnrolmentMonth(NIAMH, TODAY, 366, stops).totalCents).toBe(0);
  });

  it('adds up each adult’s contributions', () => {
    const h = employee();
    const couple: Household = {
      ...h,
      persons: [...h.persons, person({ id: 'you', relationship: 'PARTNER', dateOfBirth: '1991-01-01' })],
      incomes: [...h.incomes, income({ id: 'theirs', annualIncomeCents: 6_000_000, ownerIds: ['you'] })],
      factfind: { ...h.factfind!, partner: answers({ personId: 'you', employmentStatus: 'EMPLOYED' }) },
    };
    // January 2026: €45,000 and €60,000 × 1.5 % ÷ 12 = €56.25 + €75 = €131.25; State €18.75 + €25 = €43.75.
    expect(autoEnrolmentMonth(couple, TODAY, 10)).toMatchObject({
      employeeCents: 13_125,
      employerCents: 13_125,
      stateCents: 4_375,
      totalCents: 30_625,
      persons: [
        { personId: 'me', employeeCents: 5_625, employerCents: 5_625, stateCents: 1_875, totalCents: 13_125 },
        { personId: 'you', employeeCents: 7_500, employerCents: 7_500, stateCents: 2_500, totalCents: 17_500 },
      ],
    });
  });

  it('builds Niamh’s fund at 66 as docs/planning-model.md works it out', () => {
    // The worked example: each month's contributions paid at its end, growing at 4 % less 2 % inflation until
    // September 2060 (month 426): month m's grow (1 + r)^(425 − m), r = (1.04 ÷ 1.02)^(1/12) − 1.
    const r = (1.04 / 1.02) ** (1 / 12) - 1;
    let fund = 0;
    for (let m = 0; m < 426; m++) fund += autoEnrolmentMonth(NIAMH, TODAY, m).totalCents * (1 + r) ** (425 - m);
    // By hand: each phase a level payment, Σ (1 + r)^(425 − m) over its months:
    const grow = (from: number, to: number) => {
      let factor = 0;
      for (let m = from; m <= to; m++) factor += (1 + r) ** (425 - m);
      return factor;
    };
    // 2026–28 €131.25 (months 10–45), 2029–31 €262.50 (46–81), 2032–34 €393.75 (82–117), then €525 (118–348) until
    // the cap, €80,000 ÷ 1.02^(m/12), falls below €45,000 (month 349, April 2054: 1.02^(349/12) = 1.7788 > 80 ÷ 45);
    // from then 14 % of it ÷ 12 = €933.33 ÷ 1.02^(m/12), whose months grow to
    // €933.33 × 1.02^(−425/12) × (1.04^(77/12) − 1) ÷ (1.04^(1/12) − 1).
    const capped = ((8_000_000 * 0.14) / 12) * 1.02 ** (-425 / 12) * ((1.04 ** (77 / 12) - 1) / (1.04 ** (1 / 12) - 1));
    const byHand =
      13_125 * grow(10, 45) + 26_250 * grow(46, 81) + 39_375 * grow(82, 117) + 52_500 * grow(118, 348) + capped;
    expect(byHand / 100).toBeCloseTo(256_850.47, 1);
    // The stream rounds each contribution to the cent: within €1 of the hand-worked figure, €256,850.36.
    expect(Math.abs(fund - byHand)).toBeLessThan(100);
    expect(Math.round(fund) / 100).toBe(256_850.36);
  });
});

describe('the budget', () => {
  it('has no auto-enrolment line before 1 January 2026, while the stream has contributions from January 2026', () => {
    const b = summariseBudget(NIAMH, TODAY);
    expect(b.autoEnrolmentCents).toBe(0);
    // Rent €1,300 + outgoings €1,100 = €2,400; nothing else spoken for.
    expect(b.disposableCents).toBe(b.netMonthlyCents - 240_000);
    expect(autoEnrolmentMonth(NIAMH, TODAY, 10).employeeCents).toBe(5_625);
  });

  it.each([
    // €45,000 × 1.5 % ÷ 12 = €56.25 in 2026; × 3 % ÷ 12 = €112.50 in 2029.
    ['2026-01-01', 5_625],
    ['2029-02-01', 11_250],
  ])('takes her own contribution from pay after tax on %s', (onIso, cents) => {
    const b = summariseBudget(NIAMH, onIso);
    expect(b.autoEnrolmentCents).toBe(cents);
    expect(b.disposableCents).toBe(b.netMonthlyCents - 240_000 - cents);
    const plan = computePlan(NIAMH, onIso);
    expect(plan.summaries?.budget.autoEnrolmentCents).toBe(cents);
  });

  it('counts no contribution for one who is not in', () => {
    const b = summariseBudget(employee({ status: 'SELF_EMPLOYED' }), '2026-01-01');
    expect(b.autoEnrolmentCents).toBe(0);
  });
});
