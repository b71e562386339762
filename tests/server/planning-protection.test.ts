/**
 * Protection by need (server/planning/protection-summary.ts; docs/planning-model.md, "Protection"): which policies pay
 * on a death, the debts, income gap and childcare a death leaves, income protection net of Illness Benefit, and the
 * recommendations that say so. Every expected figure is worked out by hand in the comment beside it. Today is
 * 15 March 2025.
 */
import { describe, expect, it } from 'vitest';
import type { Household, PlanPolicy } from '../../server/planning/household';
import { computePlan } from '../../server/plan-wording/plan';
import {
  dependentChildAges,
  lifeCoverOn,
  lifeNeed,
  summariseProtection,
  survivorsPension,
} from '../../server/planning/protection-summary';
import { formatMoney } from '../../src/money';
import { answers, debt, factfind, household, income, person, policy, TODAY, WORKED_EXAMPLE } from './planning-fixtures';
import { householdNamed as named } from './planning-households';

const me = person({ id: 'me', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-03-01' });
const you = person({ id: 'you', firstName: 'Brian', relationship: 'PARTNER', dateOfBirth: '1984-07-01' });

describe('which policies pay on a death', () => {
  const life = (fields: Partial<PlanPolicy>) =>
    policy({ id: 'life', coverType: 'LIFE', amountOfCoverCents: 28_000_001, ownerIds: ['you', 'me'], ...fields });
  it.each<[string, PlanPolicy, number, number]>([
    // Two owners and nothing said: read as joint-life first death, which pays in full on whichever death comes first.
    ['two owners, lives not given', life({}), 28_000_001, 28_000_001],
    ['JOINT_FIRST_DEATH', life({ lives: 'JOINT_FIRST_DEATH' }), 28_000_001, 28_000_001],
    ['DUAL: pays on each death', life({ lives: 'DUAL' }), 28_000_001, 28_000_001],
    // A single-life policy with two owners: whose life is not known, so it is shared (the odd cent to the first owner, Brian).
    ['SINGLE with two owners', life({ lives: 'SINGLE' }), 14_000_000, 14_000_001],
    ['SINGLE, one owner', life({ ownerIds: ['me'] }), 28_000_001, 0],
    ['no owners: the user’s', life({ ownerIds: [] }), 28_000_001, 0],
    ['mortgage protection is not life cover', life({ coverType: 'MORTGAGE_PROTECTION' }), 0, 0],
    ['income protection is not life cover', life({ coverType: 'INCOME_PROTECTION' }), 0, 0],
  ])('%s', (_name, p, onMe, onYou) => {
    const h = household({ persons: [me, you], policies: [p] });
    expect([lifeCoverOn(h, me), lifeCoverOn(h, you)]).toEqual([onMe, onYou]);
  });
});

describe('income protection, net of Illness Benefit', () => {
  const single = (status: 'EMPLOYED' | 'SELF_EMPLOYED', cents: number) =>
    household({
      persons: [me],
      incomes: [income({ id: 'pay', annualIncomeCents: cents, ownerIds: ['me'] })],
      factfind: factfind({ maritalStatus: 'SINGLE', user: answers({ personId: 'me', employmentStatus: status }) }),
    });
  it.each<[string, Household, string, number]>([
    // €45,000 × 0.75 = €33,750 − €244 × 52 = €12,688 → €21,062.
    ['an employee in 2025', single('EMPLOYED', 4_500_000), TODAY, 2_106_200],
    // €33,750 − €254 × 52 = €13,208 → €20,542 (Illness Benefit from 5 January 2026).
    ['an employee in 2026', single('EMPLOYED', 4_500_000), '2026-02-01', 2_054_200],
    // Class S PRSI gives no Illness Benefit: the whole €33,750.
    ['the self-employed', single('SELF_EMPLOYED', 4_500_000), TODAY, 3_375_000],
    // €15,000 × 0.75 = €11,250, less than €12,688 of Illness Benefit: none needed.
    ['a low earner', single('EMPLOYED', 1_500_000), TODAY, 0],
  ])('%s', (_name, h, on, needed) => {
    expect(summariseProtection(h, on)).toMatchObject([{ kind: 'INCOME', neededCents: needed }]);
  });

  it('counts a DUAL policy’s benefit for each owner, any other with two owners shared', () => {
    const h = (lives: PlanPolicy['lives']) =>
      household({
        persons: [me, you],
        incomes: [
          income({ id: 'a', annualIncomeCents: 4_000_000, ownerIds: ['me'] }),
          income({ id: 'b', annualIncomeCents: 4_000_000, ownerIds: ['you'] }),
        ],
        policies: [
          policy({
            id: 'ip',
            coverType: 'INCOME_PROTECTION',
            amountOfCoverCents: 2_000_000,
            ownerIds: ['me', 'you'],
            lives,
          }),
        ],
      });
    const cover = (lives: PlanPolicy['lives']) =>
      summariseProtection(h(lives), TODAY)
        .filter((s) => s.kind === 'INCOME')
        .map((s) => s.coverCents);
    expect(cover('DUAL')).toEqual([2_000_000, 2_000_000]);
    expect(cover(null)).toEqual([1_000_000, 1_000_000]);
  });
});

describe("the State's survivor's pension", () => {
  const couple = (status: string | null, partnerBorn = '1984-07-01', partnerIncome = 0) =>
    household({
      persons: [me, { ...you, dateOfBirth: partnerBorn }],
      incomes: partnerIncome
        ? [income({ id: 'sp', annualIncomeCents: partnerIncome, incomeType: 'STATE_PENSION', ownerIds: ['you'] })]
        : [],
      factfind: factfind({ maritalStatus: status }),
    });
  it.each<[string, Household, string, number]>([
    // €249.50 × 52 = €12,974 (under 66, 2025).
    ['a widow(er) under 66', couple('MARRIED'), TODAY, 1_297_400],
    // €259.50 × 52 = €13,494 (from 2 January 2026).
    ['a surviving civil partner in 2026', couple('CIVIL_PARTNERSHIP'), '2026-03-01', 1_349_400],
    // The Bereaved Partner's Pension: a qualified cohabitant too.
    ['a cohabitant', couple('COHABITING'), TODAY, 1_297_400],
    // €289.30 × 52 = €15,043.60 (66 and over).
    ['a widow(er) of 70', couple('MARRIED', '1954-07-01'), TODAY, 1_504_360],
    // Paid instead of their own State pension, not beside it: €15,043.60 − €15,043.60.
    ['one already on the State pension', couple('MARRIED', '1954-07-01', 1_504_360), TODAY, 0],
    ['separated', couple('SEPARATED'), TODAY, 0],
    ['no marital status given', couple(null), TODAY, 0],
  ])('%s', (_name, h, on, cents) => {
    expect(survivorsPension(h, h.persons[1], on)).toBe(cents);
  });
});

describe('the children who still depend on the household', () => {
  it.each<[string, Household, number[]]>([
    [
      'children entered: 3 and 6; one of 25 is independent',
      household({
        persons: [
          person({ id: 'a', relationship: 'CHILD', dateOfBirth: '2021-09-01' }),
          person({ id: 'b', relationship: 'CHILD', dateOfBirth: '2018-06-20' }),
          person({ id: 'c', relationship: 'CHILD', dateOfBirth: '2000-01-01' }),
        ],
      }),
      [3, 6],
    ],
    [
      'a child with no date of birth is taken as 0',
      household({ persons: [person({ id: 'a', relationship: 'CHILD' })] }),
      [0],
    ],
    ['only the factfind’s count: each taken as 0', household({ factfind: factfind({ numberOfChildren: 2 }) }), [0, 0]],
    ['none', household({ persons: [me] }), []],
  ])('%s', (_name, h, ages) => {
    expect(dependentChildAges(h, TODAY)).toEqual(ages);
  });
});

describe('the debts a death leaves', () => {
  const h = household({
    persons: [me, you],
    debts: [
      debt({ id: 'home', productType: 'MORTGAGE', balanceCents: 25_000_000, ownerIds: ['me', 'you'] }),
      debt({ id: 'flat', productType: 'MORTGAGE', balanceCents: 10_000_000, ownerIds: ['me'], clearedOnDeath: true }),
      debt({ id: 'loan', productType: 'PERSONAL_LOAN', balanceCents: 1_000_000, ownerIds: ['you'] }),
    ],
    policies: [
      policy({ id: 'mp', coverType: 'MORTGAGE_PROTECTION', amountOfCoverCents: 20_000_000, ownerIds: ['me'] }),
    ],
  });
  it.each([
    // Ann's death clears the flat; her mortgage protection pays €200,000 of the €250,000: €50,000 + the €10,000 loan.
    ['Ann', me, 6_000_000],
    // Brian's death clears neither mortgage and he has no mortgage protection: €250,000 + €100,000 + €10,000.
    ['Brian', you, 36_000_000],
  ])('%s', (_name, who, cents) => {
    expect(lifeNeed(h, who, TODAY).debtsCents).toBe(cents);
  });
});

/** The docs' homemaker example: Gráinne earns €55,000, Tomás cares for Ella (3) and Rory (6) at home. */
const homemakerFamily: Household = household({
  persons: [
    person({ id: 'grainne', firstName: 'Gráinne', relationship: 'SELF', dateOfBirth: '1988-01-15' }),
    person({ id: 'tomas', firstName: 'Tomás', relationship: 'PARTNER', dateOfBirth: '1989-05-05' }),
    person({ id: 'ella', firstName: 'Ella', relationship: 'CHILD', dateOfBirth: '2021-09-01' }),
    person({ id: 'rory', firstName: 'Rory', relationship: 'CHILD', dateOfBirth: '2018-06-20' }),
  ],
  debts: [
    debt({
      id: 'mortgage',
      productType: 'MORTGAGE',
      balanceCents: 25_000_000,
      monthlyRepaymentCents: 130_000,
      ownerIds: ['grainne', 'tomas'],
    }),
  ],
  policies: [
    policy({
      id: 'mp',
      productType: 'MORTGAGE_PROTECTION',
      coverType: 'MORTGAGE_PROTECTION',
      amountOfCoverCents: 25_000_000,
      ownerIds: ['grainne', 'tomas'],
    }),
    policy({ id: 'life', coverType: 'LIFE', amountOfCoverCents: 30_000_000, ownerIds: ['grainne'] }),
  ],
  incomes: [income({ id: 'pay', annualIncomeCents: 5_500_000, incomeType: 'EMPLOYMENT', ownerIds: ['grainne'] })],
  factfind: factfind({
    maritalStatus: 'MARRIED',
    monthlyRentOrMortgageCents: 130_000,
    monthlyOutgoingsCents: 300_000,
    user: answers({ personId: 'grainne', employmentStatus: 'EMPLOYED' }),
    partner: answers({ personId: 'tomas', employmentStatus: 'HOMEMAKER' }),
  }),
});

describe('life cover by need', () => {
  it("a homemaker's death costs the childcare it leaves; the earner's, the income the survivor's pension does not replace", () => {
    const [life, incomeProtection, mortgage, homemaker] = summariseProtection(homemakerFamily, TODAY);
    // Gráinne dies. Debts: €250,000 of mortgage − €250,000 of mortgage protection = €0. The household needs
    // 0.75 × €3,000 × 12 = €27,000 a year (the mortgage is cleared: no rent). Tomás has the survivor's pension,
    // €249.50 × 52 = €12,974, taxed as a widowed parent: €12,974 × 20 % = €2,594.80 − €2,000 personal − €1,900
    // single person child carer credit → €0; no USC or PRSI on it: €12,974. Gap €27,000 − €12,974 = €14,026 a year,
    // for 23 − 3 = 20 years (Ella is 3): €280,520. No childcare: the one who died was the earner.
    expect(life).toMatchObject({
      kind: 'LIFE',
      title: 'If Gráinne died',
      neededCents: 28_052_000,
      coverCents: 30_000_000,
      shortfallCents: 0,
      life: {
        debtsCents: 0,
        yearlyNeedCents: 2_700_000,
        yearlyIncomeCents: 1_297_400,
        survivorsPensionCents: 1_297_400,
        gapYears: 20,
        yearlyGapCents: 1_402_600,
        incomeGapCents: 28_052_000,
        childcareCents: 0,
      },
    });
    // €55,000 × 0.75 = €41,250 − €12,688 of Illness Benefit = €28,562.
    expect(incomeProtection).toMatchObject({ kind: 'INCOME', neededCents: 2_856_200 });
    expect(mortgage).toMatchObject({ kind: 'MORTGAGE', neededCents: 25_000_000, coverCents: 25_000_000 });
    // Tomás dies. Debts €0. Gráinne keeps €55,000 of pay and gets €12,974 of survivor's pension: €67,974, taxed as a
    // widowed parent (band €48,000): €48,000 × 20 % + €19,974 × 40 % = €17,589.60 − €5,900 of credits = €11,689.60;
    // USC on her pay €60.06 + €307.40 + €828.54 = €1,196; PRSI €55,000 × 4.1 % = €2,255; net €52,833.40, more than
    // the €27,000 needed: no gap. Childcare until each child is 12: (12 − 3) + (12 − 6) = 15 years × €4,872.40
    // = €73,086. No policy on his life.
    expect(homemaker).toMatchObject({
      kind: 'LIFE',
      title: 'If Tomás died',
      neededCents: 7_308_600,
      coverCents: 0,
      shortfallCents: 7_308_600,
      life: {
        debtsCents: 0,
        yearlyIncomeCents: 5_283_340,
        yearlyGapCents: 0,
        childcareYears: 15,
        childcareCents: 7_308_600,
      },
    });
  });

  it('the childless two-earner couple needs no life cover beyond its debts', () => {
    const scenarios = summariseProtection(named('childless-couple'), TODAY);
    // Aoife dies: the €200,000 mortgage is cleared by the €200,000 of mortgage protection; no other debt. Cian needs
    // 0.75 × €2,200 × 12 = €19,800 a year and keeps €60,000 + €12,974 = €72,974 less €15,849.60 income tax (€44,000
    // × 20 % + €28,974 × 40 % − €4,540 of credits: personal, widowed, employee), €1,346 USC and €2,460 PRSI:
    // €53,318.40. No gap, no children: €0 (10 years of earnings asked for €450,000). Cian dies: Aoife keeps €57,974 −
    // €9,849.60 − €896 − €1,845 = €45,383.40: €0 (it was €600,000).
    expect(scenarios.map((s) => [s.title, s.neededCents, s.coverCents, s.shortfallCents])).toEqual([
      ['If Aoife died', 0, 0, 0],
      // €45,000 × 0.75 = €33,750 − €12,688 = €21,062.
      ['If Aoife could not work through illness', 2_106_200, 0, 2_106_200],
      ['If Aoife died: the mortgage', 20_000_000, 20_000_000, 0],
      ['If Cian died', 0, 0, 0],
      // €60,000 × 0.75 = €45,000 − €12,688 = €32,312.
      ['If Cian could not work through illness', 3_231_200, 0, 3_231_200],
      ['If Cian died: the mortgage', 20_000_000, 20_000_000, 0],
    ]);
    expect(scenarios.map((s) => s.life?.yearlyIncomeCents ?? null)).toEqual([
      5_331_840,
      null,
      null,
      4_538_340,
      null,
      null,
    ]);
  });

  it('the couple with a joint-life policy counts its €280,000 in full in each death', () => {
    const life = summariseProtection(named('joint-life'), TODAY).filter((s) => s.kind === 'LIFE');
    // Each death leaves the €9,000 car loan (the mortgage protection clears the €310,000 mortgage). Niamh dies:
    // Pádraig needs 0.75 × €3,400 × 12 = €30,600 a year and keeps €42,000 + €12,974 = €54,974 less €6,489.60 income
    // tax (band €48,000: €9,600 + €6,974 × 40 % = €12,389.60 − €5,900 of credits), €806 USC and €1,722 PRSI:
    // €45,956.40, no gap. The joint policy pays on the first death: €280,000 in each scenario (halved before, €140,000).
    expect(
      life.map((s) => [s.title, s.neededCents, s.coverCents, s.shortfallCents, s.life?.yearlyIncomeCents]),
    ).toEqual([
      ['If Niamh died', 900_000, 28_000_000, 0, 4_595_640],
      ['If Pádraig died', 900_000, 28_000_000, 0, 6_795_560],
    ]);
  });

  it('the worked example: the survivor’s pension leaves a gap until the child is 23; the homemaker’s death, the debts', () => {
    const [ann, , brian] = summariseProtection(WORKED_EXAMPLE, TODAY);
    // Ann dies: the €4,000 car loan; the household needs 0.75 × €2,000 × 12 = €18,000 a year; Brian has €12,974 of
    // survivor's pension, untaxed (€2,594.80 less €2,000 personal and €1,900 single person child carer credits).
    // Ciarán is 16: 23 − 16 = 7 years: (€18,000 − €12,974) × 7 = €35,182; needed €39,182.
    expect(ann).toMatchObject({
      title: 'If Ann died',
      neededCents: 3_918_200,
      coverCents: 20_000_000,
      shortfallCents: 0,
    });
    expect(ann.life).toMatchObject({ yearlyIncomeCents: 1_297_400, yearlyGapCents: 502_600, gapYears: 7 });
    // Brian dies: Ann's pay covers the €18,000; Ciarán, 16, is past childcare's 12: the €4,000 car loan alone.
    expect(brian).toMatchObject({ title: 'If Brian died', neededCents: 400_000, shortfallCents: 400_000 });
    expect(brian.life).toMatchObject({ childcareCents: 0 });
  });

  it('a single parent leaves the children the whole need, with no survivor’s pension', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF' }), person({ id: 'kid', relationship: 'CHILD' })],
      incomes: [income({ id: 'i', annualIncomeCents: 1_000_000 })],
      policies: [policy({ id: 'life', coverType: 'LIFE', amountOfCoverCents: 2_500_000 })],
      factfind: factfind({
        maritalStatus: 'SINGLE',
        monthlyOutgoingsCents: 100_000,
        monthlyRentOrMortgageCents: 80_000,
      }),
    });
    // 0.75 × €1,000 × 12 = €9,000 + the rent €800 × 12 = €9,600: €18,600 a year, no income left, for 23 years (the
    // child's age is not given: 0): €427,800, less the €25,000 policy (no owners: the user's) = €402,800.
    // Income protection: €10,000 × 0.75 = €7,500, less than €12,688 of Illness Benefit: €0.
    expect(summariseProtection(h, TODAY).map((s) => [s.title, s.neededCents, s.shortfallCents])).toEqual([
      ['If you died', 42_780_000, 40_280_000],
      ['If you could not work through illness', 0, 0],
    ]);
  });

  it.each<[string, Household, string[]]>([
    [
      'single with no dependants: income protection, no life cover',
      household({ persons: [me], incomes: [income({ id: 'i', annualIncomeCents: 4_000_000, ownerIds: ['me'] })] }),
      ['INCOME'],
    ],
    [
      'a retired partner: their pension needs no income protection, their death has a scenario',
      household({
        persons: [me, you],
        incomes: [
          income({ id: 'i', annualIncomeCents: 4_000_000, ownerIds: ['me'] }),
          income({ id: 'p', annualIncomeCents: 1_800_000, ownerIds: ['you'] }),
        ],
        factfind: factfind({ partner: answers({ personId: 'you', employmentStatus: 'RETIRED' }) }),
      }),
      ['LIFE', 'INCOME', 'LIFE'],
    ],
  ])('gives the scenarios: %s', (_name, h, kinds) => {
    expect(summariseProtection(h, TODAY).map((s) => s.kind)).toEqual(kinds);
  });
});

describe('the protection recommendations', () => {
  const group = computePlan({ ...homemakerFamily, assets: [] }, TODAY).recommendationGroups.find(
    (g) => g.recommendationType === 'PROTECTION',
  )!;

  it("say what the cover is for, with every amount one of the recommendation's figures", () => {
    const [income, childcare] = group.recommendations;
    expect(income.title).toBe('Add income protection of €28,562 a year for Gráinne');
    expect(income.markdown).toBe(
      "Income protection should pay €28,562 a year: three quarters of Gráinne's earnings of €55,000 (€41,250) less the €12,688 a year the State's Illness Benefit would pay (insurers cap the benefit at about three quarters of earnings less State benefits). The policies pay €0.",
    );
    expect(childcare.title).toBe('Add €73,086 of life cover for Tomás');
    expect(childcare.markdown).toBe(
      "If Tomás died, the household would need €73,086: €73,086 of childcare until each child is 12. Gráinne's own income after tax, with the State's survivor's pension of €12,974 a year, would meet what the household needs (three quarters of its outgoings, and the rent): no income to replace. The policies that pay on Tomás's death give €0. Mortgage protection clears the mortgage first: only what it does not cover is a debt here.",
    );
    for (const r of group.recommendations) {
      const shown = new Set(r.figures.map((f) => formatMoney(f.cents / 100)));
      for (const amount of `${r.title} ${r.markdown}`.match(/−?€[\d,]+(?:\.\d\d)?/g) ?? [])
        expect(shown, `${amount} in ${r.title}`).toContain(amount);
    }
  });

  it('breaks a death’s need into debts, income and childcare', () => {
    expect(group.summary).toMatchObject({
      type: 'PROTECTION',
      scenarios: [
        {
          title: 'If Gráinne died',
          // €280,520: all of it income, 20 years.
          breakdown: [{ label: 'Income for 20 years', amountCents: 28_052_000, percentage: 100 }],
        },
        { title: 'If Gráinne could not work through illness', breakdown: null },
        { title: 'If Gráinne died: the mortgage', breakdown: null },
        { title: 'If Tomás died', breakdown: [{ label: 'Childcare', amountCents: 7_308_600, percentage: 100 }] },
        { title: 'If Tomás died: the mortgage', breakdown: null },
      ],
    });
  });

  it('states each part of a need and the years of income', () => {
    const h: Household = {
      ...homemakerFamily,
      policies: homemakerFamily.policies.filter((p) => p.id !== 'life'),
      debts: [
        ...homemakerFamily.debts,
        debt({ id: 'car', name: 'Car loan', productType: 'PERSONAL_LOAN', balanceCents: 600_000 }),
      ],
    };
    const life = computePlan(h, TODAY)
      .recommendationGroups.find((g) => g.recommendationType === 'PROTECTION')!
      .recommendations.find((r) => r.id.endsWith('life-grainne'))!;
    // €6,000 of car loan + €280,520 of income = €286,520.
    expect(life.markdown).toMatch(
      /^If Gráinne died, the household would need €286,520: €6,000 to clear the debts it would leave; €280,520 of income: €14,026 a year for 20 years, until the youngest child is 23\. Tomás's own income after tax, with the State's survivor's pension of €12,974 a year, would fall short/,
    );
    expect(life.figures.map((f) => [f.name, f.cents])).toEqual([
      ['SHORTFALL', 28_652_000],
      ['COVER_NEEDED', 28_652_000],
      ['COVER', 0],
      ['BALANCE', 600_000],
      ['INCOME_GAP', 28_052_000],
      ['INCOME_GAP', 1_402_600],
      ['STATE_BENEFIT', 1_297_400],
    ]);
  });
});
