/**
 * The plan (server/planning/plan.ts): factfind errors, the recommendation rules and their order,
 * the monthly allocation and triage; and the worked example of docs/planning-model.md.
 */
import { describe, expect, it } from 'vitest';
import { FACTFIND_MESSAGES, factfindErrors } from '../../server/planning/factfind-errors';
import type { Household } from '../../server/planning/household';
import { computePlan } from '../../server/plan-wording/plan';
import { arrearsReason, overspendingReason, repaymentsReason } from '../../server/plan-wording/triage';
import { recommendationGroupView } from '../../server/resolvers/plan-views';
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
} from './planning-fixtures';

const withFactfind = (h: Household, fields: Partial<NonNullable<Household['factfind']>>): Household => ({
  ...h,
  factfind: { ...(h.factfind as NonNullable<Household['factfind']>), ...fields },
});

describe('factfind errors', () => {
  it.each<[string, Household, { field: string; message: string }[]]>([
    [
      'nothing entered',
      household(),
      [
        { field: 'persons', message: FACTFIND_MESSAGES.self },
        { field: 'factfind', message: FACTFIND_MESSAGES.factfind },
        { field: 'income', message: FACTFIND_MESSAGES.income },
      ],
    ],
    ['everything a plan needs', COMPLETE, []],
    [
      'no date of birth',
      { ...COMPLETE, persons: [person({ id: 'ann', relationship: 'SELF' })] },
      [{ field: 'person.dateOfBirth', message: FACTFIND_MESSAGES.dateOfBirth }],
    ],
    [
      'no outgoings',
      withFactfind(COMPLETE, { monthlyOutgoingsCents: null }),
      [{ field: 'factfind.monthlyOutgoings', message: FACTFIND_MESSAGES.outgoings }],
    ],
    [
      'married without a partner',
      withFactfind(COMPLETE, { maritalStatus: 'MARRIED' }),
      [{ field: 'persons', message: FACTFIND_MESSAGES.partner }],
    ],
    [
      'no income record but an annual income of 0 in the factfind',
      { ...withFactfind(COMPLETE, { user: answers({ personId: 'ann', annualIncomeCents: 0 }) }), incomes: [] },
      [],
    ],
    [
      'incomplete records',
      {
        ...COMPLETE,
        assets: [asset({ id: 'a1', name: 'Savings', missing: ['owners'] }), asset({ id: 'a2' })],
        debts: [debt({ id: 'd1', missing: ['name', 'monthly repayment'] })],
        policies: [policy({ id: 'p1', name: 'Cover', missing: ['cover type', 'premium', 'owners'] })],
      },
      [
        { field: 'assets.a1', message: "Complete the details of 'Savings': add its owners" },
        { field: 'debts.d1', message: 'Complete the details of this debt: add its name and monthly repayment' },
        { field: 'policies.p1', message: "Complete the details of 'Cover': add its cover type, premium and owners" },
      ],
    ],
  ])('%s', (_name, h, errors) => {
    expect(factfindErrors(h)).toEqual(errors);
  });

  it('makes no plan while the factfind has errors', () => {
    expect(computePlan(household(), TODAY)).toEqual({
      factfindErrors: factfindErrors(household()),
      summaries: null,
      recommendationGroups: [],
      monthlyAllocationCents: null,
      triageReason: null,
    });
  });
});

/** COMPLETE with room in the budget: €120,000 a year, no rent, €1,000 of outgoings and the €3,000 emergency fund they call for. */
const AMPLE: Household = {
  ...withFactfind(COMPLETE, { monthlyOutgoingsCents: 100_000, monthlyRentOrMortgageCents: 0 }),
  incomes: [income({ id: 'salary', annualIncomeCents: 12_000_000, ownerIds: ['ann'] })],
  assets: [asset({ id: 'cash', productType: 'SAVINGS_ACCOUNT', balanceCents: 300_000, accessible: true })],
};

const types = (h: Household) =>
  computePlan(h, TODAY).recommendationGroups.map((g) => [g.recommendationType, g.recommendations.length]);

describe('recommendation rules', () => {
  it('gives every area a group: those with something to do first, each part in the rule order', () => {
    const h = {
      ...COMPLETE,
      policies: [policy({ id: 'h', productType: 'HEALTH_INSURANCE' })],
      assets: [asset({ id: 'cash', balanceCents: 900_000, accessible: true })],
    };
    // Outgoings €3,000: €9,000 is 3 months. No debt, no goals. €60,000 income and no cover or pension:
    // income protection (no dependants: no life cover), and retirement (a €40,000 target against the State pension's €15,043.60).
    expect(types(h)).toEqual([
      ['PROTECTION', 1],
      ['RETIREMENT', 1],
      ['EMERGENCY_FUND', 0],
      ['DEBT', 0],
      ['SAVINGS_INVESTING', 0],
      ['HEALTH', 0],
    ]);
  });

  it('puts an emergency fund under 3 months first, before debt in arrears', () => {
    const h = {
      ...COMPLETE,
      assets: [asset({ id: 'cash', balanceCents: 899_999, accessible: true })],
      debts: [debt({ id: 'd', name: 'Card', balanceCents: 100, arrearsCents: 100 })],
    };
    expect(types(h).slice(0, 2)).toEqual([
      ['EMERGENCY_FUND', 1],
      ['DEBT', 2],
    ]);
  });

  it.each([
    [300_000, '1 month of outgoings covered; the aim is 3'],
    [450_000, '1.5 months of outgoings covered; the aim is 3'],
  ])('says how many months accessible savings of %i cents cover', (cents, subtitle) => {
    const h = { ...COMPLETE, assets: [asset({ id: 'cash', balanceCents: cents, accessible: true })] };
    expect(computePlan(h, TODAY).recommendationGroups[0]).toMatchObject({
      recommendationType: 'EMERGENCY_FUND',
      subtitle,
    });
  });

  it('gives a college-cost goal its monthly saving, and asks for a risk profile when a goal is five years or more away', () => {
    const h = {
      ...AMPLE,
      goals: [
        goal({
          id: 'college',
          name: 'College costs',
          goalType: 'COLLEGE_COSTS' as const,
          targetDate: '2039-09-01',
          valueToSaveCents: 14_852_400,
        }),
      ],
    };
    const group = computePlan(h, TODAY).recommendationGroups.find((g) => g.recommendationType === 'SAVINGS_INVESTING');
    expect(group?.recommendations.map((r) => r.title)).toEqual(['Save €853.59 a month for College costs']);
    expect(group?.riskProfileQuestionnaireRequired).toBe(true);
    expect(
      computePlan(h, TODAY, { riskProfileCompleted: true }).recommendationGroups.find(
        (g) => g.recommendationType === 'SAVINGS_INVESTING',
      )?.riskProfileQuestionnaireRequired,
    ).toBe(false);
  });

  it('recommends a pension payment when retirement income falls short, and counts it in the monthly allocation', () => {
    const plan = computePlan(AMPLE, TODAY);
    const retirement = plan.summaries!.retirement;
    expect(retirement.monthlySavingCents).toBeGreaterThan(0);
    // €120,000: net €6,186.35 a month (income-tax tests) less €1,000 of outgoings leaves €5,186.35, more than the payment.
    expect(plan.summaries!.budget.disposableCents).toBe(518_635);
    // The amounts as the API gives them (Money): the plan's view of the model's group.
    const group = recommendationGroupView(
      plan.recommendationGroups.find((g) => g.recommendationType === 'RETIREMENT')!,
    );
    const gross = retirement.monthlySavingCents ?? 0;
    expect(group.recommendations[0].title).toBe(
      `Pay €${(gross / 100).toLocaleString('en-IE', { minimumFractionDigits: 2 })} a month into a pension`,
    );
    // Ann pays 40 % income tax on all of it: the payment costs her 60 % of itself, and the budget funds the cost.
    const cost = gross - Math.round(Math.round(gross * 12 * 0.4) / 12);
    expect(group.recommendations[0].monthlyAmount?.float).toBe(cost / 100);
    expect(group.recommendations[0].figures.find((f) => f.name === 'PENSION_PAYMENT')?.amount.float).toBe(gross / 100);
    // Ann gave no contribution record: her State pension is assumed full, and the plan asks her to check it.
    expect(group.thingsToDo).toEqual([
      group.recommendations[0].title,
      "Check Ann's State pension record on MyWelfare.ie",
    ]);
    expect(group.riskProfileQuestionnaireRequired).toBe(true);
    expect(plan.monthlyAllocationCents).toBe(cost);
  });

  it('asks for no more than the disposable income, and says what the full payment would be', () => {
    // €3,000 more outgoings a month: €2,186.35 left, and an emergency fund of €12,000 against €3,000 saved. The fund
    // comes first (€750 a month), then the pension gets what is left: €1,436.35, less than it needs. The need itself
    // is the most tax relief allows at 45: 25 % of earnings capped at €115,000 = €28,750 a year, €2,395.83 a month.
    const h = withFactfind(AMPLE, { monthlyOutgoingsCents: 400_000 });
    const plan = computePlan(h, TODAY);
    const retirement = plan.summaries!.retirement;
    expect([retirement.reliefLimitMonthlyCents, retirement.monthlySavingCents]).toEqual([239_583, 239_583]);
    expect(retirement.uncappedMonthlySavingCents).toBeGreaterThan(239_583);
    expect(plan.monthlyAllocationCents).toBe(218_635);
    // At 40 %, the €2,395.83 payment costs €2,395.83 − €958.33 = €1,437.50 after relief: that is what the budget must
    // fund. It has €1,436.35 for it: the largest payment that costs no more is €2,393.92 (40 % of it, €957.57, is
    // relief: €1,436.35), €1.91 short of the full payment, where counting the payment in full left it €959.48 short.
    expect(plan.summaries!.allocation.items.map((i) => [i.rank, i.key, i.neededCents, i.allocatedCents])).toEqual([
      [1, 'EMERGENCY_FUND/build', 75_000, 75_000],
      [2, 'RETIREMENT/pension', 143_750, 143_635],
    ]);
    expect(plan.summaries!.pensionPayment).toEqual({
      neededGrossCents: 239_583,
      neededNetCents: 143_750,
      netCents: 143_635,
      grossCents: 239_392,
    });
    const recommendation = recommendationGroupView(
      plan.recommendationGroups.find((g) => g.recommendationType === 'RETIREMENT')!,
    ).recommendations[0];
    expect(recommendation.title).toBe('Pay €2,393.92 a month into a pension for now');
    expect(recommendation.monthlyAmount?.display).toBe('€1,436.35');
    expect(recommendation.figures.find((f) => f.name === 'MONTHLY_NEEDED')?.amount.display).toBe('€1,437.50');
    expect(recommendation.figures.find((f) => f.name === 'PENSION_PAYMENT_NEEDED')?.amount.display).toBe('€2,395.83');
    expect(recommendation.figures.find((f) => f.name === 'MONTHLY_TO_CLOSE_GAP')?.amount.float).toBe(
      retirement.uncappedMonthlySavingCents! / 100,
    );
    expect(plan.summaries!.allocation).toMatchObject({
      neededCents: 75_000 + 143_750,
      allocatedCents: 218_635,
      shortfallCents: 115,
    });
  });
});

describe('triage', () => {
  it.each<[string, Household, string | null]>([
    ['nothing wrong', COMPLETE, null],
    [
      'a debt in arrears',
      { ...COMPLETE, debts: [debt({ id: 'd', name: 'Card', balanceCents: 1, arrearsCents: 1 })] },
      arrearsReason(['Card']),
    ],
    [
      'payments not up to date',
      { ...COMPLETE, debts: [debt({ id: 'd', productType: 'LOAN', arePaymentsUpToDate: false })] },
      arrearsReason(['LOAN']),
    ],
    // €60,000 a year is €5,000 a month: 40 % is €2,000. Net of tax it is €3,749.50 a month, €3,000 of it outgoings:
    // repayments of €2,000 are €1,250.50 a month more than is left (income-tax tests).
    [
      'repayments of exactly 40 % of income: not that reason, but spending more than is kept',
      { ...COMPLETE, debts: [debt({ id: 'd', monthlyRepaymentCents: 200_000 })] },
      overspendingReason(125_050),
    ],
    ['repayments within the budget', { ...COMPLETE, debts: [debt({ id: 'd', monthlyRepaymentCents: 74_950 })] }, null],
    [
      'one cent more than the budget',
      { ...COMPLETE, debts: [debt({ id: 'd', monthlyRepaymentCents: 74_951 })] },
      overspendingReason(1),
    ],
    [
      'repayments above 40 % of income',
      { ...COMPLETE, debts: [debt({ id: 'd', monthlyRepaymentCents: 200_001 })] },
      repaymentsReason(200_001, 500_000),
    ],
  ])('%s', (_name, h, reason) => {
    expect(computePlan(h, TODAY).triageReason).toBe(reason);
  });

  it('words the repayments reason with the figures', () => {
    expect(repaymentsReason(200_001, 500_000)).toBe(
      'Debt repayments of €2,000.01 a month are more than 40% of your gross monthly income of €5,000: an adviser will go through your plan with you.',
    );
  });
});

describe('the worked example of docs/planning-model.md', () => {
  const plan = computePlan(WORKED_EXAMPLE, TODAY);

  it('has no factfind errors and allocates what the budget leaves: the car loan first, then €543.34 of the €591.62 the college goal needs', () => {
    expect(plan.factfindErrors).toEqual([]);
    // €3,434.08 net (the home carer credit for Brian, who cares for their child) − €2,790 spoken for = €644.08.
    expect(plan.monthlyAllocationCents).toBe(64_408);
    expect(plan.summaries!.allocation.items.map((i) => [i.key, i.neededCents, i.allocatedCents])).toEqual([
      ['DEBT/clear-car', 10_074, 10_074],
      // €644.08 − €100.74 = €543.34
      ['SAVINGS_INVESTING/goal-college', 59_162, 54_334],
      // The €1,500 payment at 20 % would get €300 a month of relief, but the couple pay only €1,050 of income tax a
      // year: relief takes it all, €87.50 a month, so the payment costs €1,412.50.
      ['RETIREMENT/pension', 141_250, 0],
    ]);
    expect(plan.triageReason).toBeNull();
  });

  it('orders the groups by the rules', () => {
    expect(plan.recommendationGroups.map((g) => [g.recommendationType, g.recommendations.map((r) => r.title)])).toEqual(
      [
        ['DEBT', ['Clear Car loan']],
        ['PROTECTION', ['Add income protection of €21,062 a year for Ann', 'Add €4,000 of life cover for Brian']],
        ['SAVINGS_INVESTING', ['Save €543.34 a month for College costs']],
        ['RETIREMENT', ['Find room in your budget for your pension']],
        ['HEALTH', ['Consider health insurance']],
        ['EMERGENCY_FUND', []],
      ],
    );
  });

  it('summarises each area', () => {
    const s = plan.summaries!;
    expect(s.emergencyFund).toEqual({
      targetCents: 600_000,
      currentCents: 600_000,
      percentage: 100,
      monthsCovered: 3,
      monthlySavingCents: 0,
    });
    expect([s.debt.totalDebtCents, s.debt.monthlyRepaymentsCents]).toEqual([400_000, 25_000]);
    expect(s.debt.toClear.map((row) => [row.debt.id, row.clearedInMonths, row.interestCents])).toEqual([
      ['car', 12, 20_881],
    ]);
    // Ann's death: the €4,000 car loan + (€18,000 needed − Brian's €12,974 survivor's pension, untaxed) × 7 years until
    // Ciarán is 23 = €39,182, within her €200,000; her income protection €33,750 − €12,688 of Illness Benefit; Brian's
    // death: the car loan (Ciarán, 16, needs no childcare) (docs/planning-model.md, "Protection").
    expect(s.protection.map((p) => [p.neededCents, p.coverCents, p.shortfallCents])).toEqual([
      [3_918_200, 20_000_000, 0],
      [2_106_200, 0, 2_106_200],
      [400_000, 0, 400_000],
    ]);
    expect([s.retirement.projectedIncomeCents, s.retirement.targetIncomeCents, s.retirement.shortfallCents]).toEqual([
      2_294_149, 3_000_000, 705_851,
    ]);
    expect(s.savings.goals.map((g) => [g.savedCents, g.monthsLeft, g.monthlySavingCents])).toEqual([[0, 42, 59_162]]);
    expect(s.health).toMatchObject({ hasHealthInsurance: false, smoker: false });
    expect(s.budget).toMatchObject({
      grossMonthlyCents: 375_000,
      // Income tax €9,000 − €4,000 − €2,000 − €1,950 (home carer) = €1,050; USC €896; PRSI €1,845: €3,791 a year.
      taxMonthlyCents: 31_592,
      netMonthlyCents: 343_408,
      outgoingsCents: 200_000,
      debtRepaymentsCents: 25_000,
      regularSavingsCents: 50_000,
      premiumsCents: 4_000,
      disposableCents: 64_408,
    });
  });
});

describe('protection advice for a person without a first name', () => {
  it('names them as their scenario does (the user "you", the partner "your partner"), never the partner "you"', () => {
    const h: Household = {
      ...WORKED_EXAMPLE,
      persons: WORKED_EXAMPLE.persons.map((p) => ({ ...p, firstName: null })),
      incomes: [
        income({ id: 'salary', annualIncomeCents: 4_500_000, ownerIds: ['ann'] }),
        income({ id: 'wage', annualIncomeCents: 2_000_000, ownerIds: ['brian'] }),
      ],
      factfind: { ...WORKED_EXAMPLE.factfind!, partner: answers({ personId: 'brian', employmentStatus: 'EMPLOYED' }) },
    };
    const group = computePlan(h, TODAY).recommendationGroups.find((g) => g.recommendationType === 'PROTECTION')!;
    expect(group.summary).toMatchObject({
      scenarios: [
        { title: 'If you died' },
        { title: 'If you could not work through illness' },
        { title: 'If your partner died' },
        { title: 'If your partner could not work through illness' },
      ],
    });
    // Either death leaves the €4,000 car loan and no income gap (the survivor's pay and survivor's pension cover
    // €18,000 a year); the user's €200,000 policy covers it. Income protection: €33,750 − €12,688 = €21,062 and
    // €15,000 − €12,688 = €2,312.
    expect(group.recommendations.map((r) => r.title)).toEqual([
      'Add income protection of €21,062 a year for you',
      'Add €4,000 of life cover for your partner',
      'Add income protection of €2,312 a year for your partner',
    ]);
    expect(group.thingsToDo).toEqual([
      'Get a quote for income protection of €21,062 a year for you',
      'Get a quote for €4,000 of life cover for your partner',
      'Get a quote for income protection of €2,312 a year for your partner',
    ]);
  });
});

describe('the emergency fund of a household with no outgoings', () => {
  it('says there are no outgoings to cover, not that none were entered (a plan needs them entered)', () => {
    const h = withFactfind(COMPLETE, { monthlyOutgoingsCents: 0, monthlyRentOrMortgageCents: 0 });
    const group = computePlan(h, TODAY).recommendationGroups.find((g) => g.recommendationType === 'EMERGENCY_FUND')!;
    expect(group.subtitle).toBe('No monthly outgoings to cover; the aim is 3');
  });
});

describe('the thing to do for a debt to clear', () => {
  it('is to keep up its repayments, or, with no monthly repayment (0 or none), to agree a repayment plan', () => {
    const h: Household = {
      ...COMPLETE,
      debts: [
        debt({
          id: 'loan',
          name: 'Car loan',
          productType: 'PERSONAL_LOAN',
          balanceCents: 400_000,
          monthlyRepaymentCents: 25_000,
        }),
        debt({
          id: 'card',
          name: 'Store card',
          productType: 'CREDIT_CARD',
          balanceCents: 300_000,
          monthlyRepaymentCents: 0,
        }),
        debt({
          id: 'friend',
          name: 'Loan from a friend',
          productType: 'PERSONAL_LOAN',
          balanceCents: 200_000,
          monthlyRepaymentCents: null,
        }),
      ],
    };
    const group = computePlan(h, TODAY).recommendationGroups.find((g) => g.recommendationType === 'DEBT')!;
    expect(group.thingsToDo).toEqual([
      'Agree a repayment plan for Loan from a friend with the lender',
      'Agree a repayment plan for Store card with the lender',
      'Keep up the repayments on Car loan until it is cleared',
      'Add the interest rate of Loan from a friend',
      'Add the interest rate of Store card',
      'Add the interest rate of Car loan',
    ]);
    // No rates entered: smallest balance first, no interest counted, and the plan asks for the rates. The car loan's
    // €250 clears it in 16 months, then goes to the loan from a friend (8 months), then to the store card (12 months).
    expect(group.recommendations.map((r) => r.title)).toEqual([
      'Clear Loan from a friend first',
      'Then clear Store card',
      'Then clear Car loan',
    ]);
    expect(group.recommendations.map((r) => r.markdown)).toEqual([
      'Loan from a friend: €2,000 left. With no repayment of its own, by the repayments of the others once they are cleared, it is cleared in 24 months, by March 2027, with €0 of interest. No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then). Clearing a loan usually saves more than savings earn.',
      'Store card: €3,000 left. With no repayment of its own, by the repayments of the others once they are cleared, it is cleared in 36 months, by March 2028, with €0 of interest. No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then). Clearing a loan usually saves more than savings earn.',
      'Car loan: €4,000 left. At €250 a month, and the repayments of the others as they are cleared, it is cleared in 16 months, by July 2026, with €0 of interest. No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then). Clearing a loan usually saves more than savings earn.',
    ]);
  });
});
