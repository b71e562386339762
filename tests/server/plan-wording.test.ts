/**
 * The plan's wording (server/plan-wording/): given each kind of advice with its figures, the exact title, text and
 * figures a recommendation says, and each group's subtitle and things to do. Every expected text is written out by
 * hand from the figures beside it.
 */
import { describe, expect, it } from 'vitest';
import { arrearsWords, clearDebtWords } from '../../server/plan-wording/debt';
import { emergencyFundWords } from '../../server/plan-wording/emergency-fund';
import { wordGroup } from '../../server/plan-wording/groups';
import { healthWords } from '../../server/plan-wording/health';
import { lifeNeedSlices, protectionWords } from '../../server/plan-wording/protection';
import { retirementWords } from '../../server/plan-wording/retirement';
import { statePensionLine } from '../../server/plan-wording/retirement-outlook';
import { goalWords } from '../../server/plan-wording/savings';
import { triageText } from '../../server/plan-wording/triage';
import type { Figure } from '../../server/plan-wording/words';
import type { BudgetShare } from '../../server/planning/advice';
import type { ClearDebtAdvice } from '../../server/planning/debt-advice';
import type { LifeCoverAdvice, MortgageProtectionAdvice } from '../../server/planning/protection-advice';
import type {
  EmergencyFundAdvice,
  GoalAdvice,
  GroupSummary,
  RecommendationGroup,
} from '../../server/planning/recommendation-groups';
import type { PensionAdvice, RetirementOutlook, StatePensionLine } from '../../server/planning/retirement-advice';
import type { TriageReason } from '../../server/planning/triage';

const share = (kind: BudgetShare['kind'], neededCents: number, allocatedCents: number, first = true): BudgetShare => ({
  kind,
  neededCents,
  allocatedCents,
  first,
});
const fig = (name: Figure['name'], label: string, cents: number): Figure => ({ name, label, cents });

/** Title, text and figures of a recommendation, after the case's name and its advice. */
type WordsCase<Advice> = [string, Advice, string, string, Figure[]];

// The emergency fund: €3,000 saved of €9,000 (3 months of €3,000 outgoings), built in 12 months at €500 a month.
const FUND_SHORT = { currentCents: 300_000, targetCents: 900_000, targetMonths: 3, buildMonths: 12 };
const FUND_OPENING = 'Your accessible savings of €3,000 are short of 3 months of outgoings (€9,000).';
const fundFigures = (monthly: number) => [
  fig('CURRENT', 'Accessible savings', 300_000),
  fig('TARGET', 'Emergency fund to hold', 900_000),
  fig('MONTHLY_SAVING', 'Monthly saving', monthly),
];
const FUND_NEED = fig('MONTHLY_NEEDED', 'Monthly saving to build it in 12 months', 50_000);

const EMERGENCY_FUND_CASES: WordsCase<EmergencyFundAdvice>[] = [
  [
    'all it needs',
    { ...FUND_SHORT, share: share('IN_FULL', 50_000, 50_000), buildsInMonths: null, overspentCents: null },
    'Save €500 a month for 12 months',
    `${FUND_OPENING} Saving €500 a month builds the fund in 12 months.`,
    fundFigures(50_000),
  ],
  [
    'part of it: €6,000 at €200 a month takes 30 months',
    { ...FUND_SHORT, share: share('IN_PART', 50_000, 20_000), buildsInMonths: 30, overspentCents: null },
    'Save €200 a month towards your emergency fund',
    `${FUND_OPENING} Building it in 12 months needs €500 a month; your budget leaves €200 a month for it, which builds it in 30 months.`,
    [...fundFigures(20_000), FUND_NEED],
  ],
  [
    'nothing, spending €123.45 a month more than the income',
    { ...FUND_SHORT, share: share('NONE', 50_000, 0), buildsInMonths: null, overspentCents: 12_345 },
    'Make room in your budget for an emergency fund',
    `${FUND_OPENING} Building it in 12 months needs €500 a month, and your outgoings, repayments, savings and premiums are €123.45 a month more than your income after tax. MABS, the free and confidential Money Advice and Budgeting Service (mabs.ie, 0818 07 2000), can help you draw up a budget and talk to your lenders.`,
    [...fundFigures(0), FUND_NEED, fig('DISPOSABLE_INCOME', 'Spent beyond income a month', 12_345)],
  ],
  [
    'nothing, the income all spent',
    { ...FUND_SHORT, share: share('NONE', 50_000, 0), buildsInMonths: null, overspentCents: null },
    'Make room in your budget for an emergency fund',
    `${FUND_OPENING} Building it in 12 months needs €500 a month, and your income after tax leaves nothing once your outgoings, repayments, savings and premiums are paid. Start with what you can, even a little a month.`,
    [...fundFigures(0), FUND_NEED],
  ],
];

/** The emergency fund's group, covering `monthsCovered` months, with a recommendation of `monthly` (none when null). */
const emergencyFundGroup = (monthsCovered: number | null, monthly: number | null): RecommendationGroup => ({
  id: 'user-1/EMERGENCY_FUND',
  recommendationType: 'EMERGENCY_FUND',
  recommendations:
    monthly === null
      ? []
      : [
          {
            id: 'user-1/EMERGENCY_FUND/build',
            monthlyCents: monthly,
            advice: {
              ...FUND_SHORT,
              share: share(monthly ? 'IN_PART' : 'NONE', 50_000, monthly),
              buildsInMonths: monthly ? 30 : null,
              overspentCents: null,
            },
          },
        ],
  summary: {
    type: 'EMERGENCY_FUND',
    targetCents: 900_000,
    currentCents: 300_000,
    percentage: 33.3,
    monthsCovered,
    targetMonths: 3,
  },
  relatedProducts: [{ name: 'Savings', productType: 'SAVINGS_ACCOUNT', valueCents: 300_000 }],
  riskProfileQuestionnaireRequired: false,
});

describe('the emergency fund in words', () => {
  it.each(EMERGENCY_FUND_CASES)('with %s', (_case, advice, title, markdown, figures) => {
    expect(emergencyFundWords(advice)).toEqual({ title, markdown, figures });
  });

  it.each<[number | null, number | null, string, string[]]>([
    [1, 20_000, '1 month of outgoings covered; the aim is 3', ['Move €200 a month into savings you can reach at once']],
    [
      1.5,
      0,
      '1.5 months of outgoings covered; the aim is 3',
      ['Look at your outgoings for money to start an emergency fund'],
    ],
    [null, null, 'No monthly outgoings to cover; the aim is 3', []],
  ])('covering %s months with %s a month: its subtitle and things to do', (months, monthly, subtitle, thingsToDo) => {
    const worded = wordGroup(emergencyFundGroup(months, monthly));
    expect(worded).toMatchObject({ id: 'user-1/EMERGENCY_FUND', title: 'Emergency fund', subtitle, thingsToDo });
    expect(worded.relatedProducts).toEqual([{ name: 'Savings', productType: 'SAVINGS_ACCOUNT', valueCents: 300_000 }]);
    expect(worded.recommendations.map((r) => [r.id, r.monthlyCents])).toEqual(
      monthly === null ? [] : [['user-1/EMERGENCY_FUND/build', monthly]],
    );
  });
});

const clear = (fields: Partial<ClearDebtAdvice> & Pick<ClearDebtAdvice, 'debt'>): ClearDebtAdvice => ({
  kind: 'CLEAR',
  balanceCents: 0,
  repaymentCents: 0,
  interestRate: null,
  place: 'ONLY',
  order: { kind: 'ONLY' },
  overpayment: null,
  cleared: null,
  ...fields,
});

const CLEAR_DEBT_CASES: WordsCase<ClearDebtAdvice>[] = [
  [
    'the only debt, cleared by its repayment',
    clear({
      debt: 'Car loan',
      balanceCents: 400_000,
      repaymentCents: 25_000,
      interestRate: 8.5,
      cleared: { months: 16, onDate: '2026-07-15', interestCents: 20_881 },
    }),
    'Clear Car loan',
    'Car loan: €4,000 left at 8.5 % a year. At €250 a month, it is cleared in 16 months, by July 2026, with €208.81 of interest. Clearing a loan usually saves more than savings earn.',
    [
      fig('BALANCE', 'Car loan balance', 400_000),
      fig('MONTHLY_REPAYMENT', 'Car loan monthly repayment', 25_000),
      fig('INTEREST', 'Car loan interest until cleared', 20_881),
    ],
  ],
  [
    'the first of several, with all the overpayment it needs',
    clear({
      debt: 'Credit card',
      balanceCents: 250_000,
      repaymentCents: 10_000,
      interestRate: 22.9,
      place: 'FIRST',
      order: { kind: 'HIGHEST_RATE' },
      overpayment: { ...share('IN_FULL', 5_000, 5_000), withinMonths: 12 },
      cleared: { months: 1, onDate: '2025-04-15', interestCents: 477 },
    }),
    'Clear Credit card first',
    'Credit card: €2,500 left at 22.9 % a year. At €100 a month and €50 more, and the repayments of the others as they are cleared, it is cleared in 1 month, by April 2025, with €4.77 of interest. It comes first: it has the highest interest rate, so each euro paid off it saves the most. At 22.9 % it costs more than savings earn, so the plan puts €50 a month more on it before any goal: enough to clear it within 12 months. Once it is cleared, that money goes on to the next debt.',
    [
      fig('MONTHLY_SAVING', 'Credit card overpayment a month', 5_000),
      fig('BALANCE', 'Credit card balance', 250_000),
      fig('MONTHLY_REPAYMENT', 'Credit card monthly repayment', 10_000),
      fig('INTEREST', 'Credit card interest until cleared', 477),
    ],
  ],
  [
    'the only debt, with part of the overpayment it needs',
    clear({
      debt: 'Personal loan',
      balanceCents: 1_000_000,
      repaymentCents: 50_000,
      interestRate: 19,
      overpayment: { ...share('IN_PART', 9_000, 3_000), withinMonths: 12 },
      cleared: { months: 20, onDate: '2026-11-15', interestCents: 15_000 },
    }),
    'Clear Personal loan',
    'Personal loan: €10,000 left at 19 % a year. At €500 a month and €30 more, it is cleared in 20 months, by November 2026, with €150 of interest. At 19 % it costs more than savings earn, so the plan puts €30 a month more on it before any goal, what your budget leaves (€90 more would clear it within 12 months).',
    [
      fig('MONTHLY_SAVING', 'Personal loan overpayment a month', 3_000),
      fig('MONTHLY_NEEDED', 'Personal loan overpayment to clear it within 12 months', 9_000),
      fig('BALANCE', 'Personal loan balance', 1_000_000),
      fig('MONTHLY_REPAYMENT', 'Personal loan monthly repayment', 50_000),
      fig('INTEREST', 'Personal loan interest until cleared', 15_000),
    ],
  ],
  [
    'a debt never cleared, with no overpayment in the budget',
    clear({
      debt: 'Personal loan',
      balanceCents: 1_000_000,
      repaymentCents: 50_000,
      interestRate: 19,
      overpayment: { ...share('NONE', 9_000, 0), withinMonths: 12 },
    }),
    'Clear Personal loan',
    'Personal loan: €10,000 left at 19 % a year. At €500 a month it is never cleared: the repayment does not cover the interest. Talk to the lender about a repayment plan. At 19 % it costs more than savings earn: once your budget allows, pay extra off it before saving for goals (€90 a month more would clear it within 12 months).',
    [
      fig('MONTHLY_SAVING', 'Personal loan overpayment a month', 0),
      fig('MONTHLY_NEEDED', 'Personal loan overpayment to clear it within 12 months', 9_000),
      fig('BALANCE', 'Personal loan balance', 1_000_000),
      fig('MONTHLY_REPAYMENT', 'Personal loan monthly repayment', 50_000),
    ],
  ],
  [
    'a later debt at a lower rate, with no repayment of its own',
    clear({
      debt: 'Loan',
      balanceCents: 900_000,
      interestRate: 7.5,
      place: 'NEXT',
      order: { kind: 'LOWER_RATE', previous: 'Credit card' },
      cleared: { months: 36, onDate: '2028-03-15', interestCents: 0 },
    }),
    'Then clear Loan',
    'Loan: €9,000 left at 7.5 % a year. With no repayment of its own, by the repayments of the others once they are cleared, it is cleared in 36 months, by March 2028, with €0 of interest. It comes after Credit card because its rate is lower. Clearing a loan usually saves more than savings earn.',
    [fig('BALANCE', 'Loan balance', 900_000), fig('INTEREST', 'Loan interest until cleared', 0)],
  ],
  [
    'a later debt at the same rate',
    clear({
      debt: 'Card B',
      balanceCents: 350_000,
      repaymentCents: 12_000,
      interestRate: 22.9,
      place: 'NEXT',
      order: { kind: 'SAME_RATE_LARGER_BALANCE', previous: 'Card A' },
      cleared: { months: 20, onDate: '2026-11-15', interestCents: 61_234 },
    }),
    'Then clear Card B',
    'Card B: €3,500 left at 22.9 % a year. At €120 a month, and the repayments of the others as they are cleared, it is cleared in 20 months, by November 2026, with €612.34 of interest. It comes after Card A because its rate is the same and its balance larger. Clearing a loan usually saves more than savings earn.',
    [
      fig('BALANCE', 'Card B balance', 350_000),
      fig('MONTHLY_REPAYMENT', 'Card B monthly repayment', 12_000),
      fig('INTEREST', 'Card B interest until cleared', 61_234),
    ],
  ],
  [
    'a debt with no rate and no repayment, after debts with a rate',
    clear({
      debt: 'Loan from a friend',
      balanceCents: 200_000,
      place: 'NEXT',
      order: { kind: 'NO_RATE', afterRatedDebts: true },
    }),
    'Then clear Loan from a friend',
    'Loan from a friend: €2,000 left. No monthly repayment is entered, so it is never cleared: agree a repayment plan with the lender. It comes after the debts with a rate entered. No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then). Clearing a loan usually saves more than savings earn.',
    [fig('BALANCE', 'Loan from a friend balance', 200_000)],
  ],
];

const DEBT_GROUP: RecommendationGroup = {
  id: 'user-1/DEBT',
  recommendationType: 'DEBT',
  recommendations: [
    { id: 'a', monthlyCents: null, advice: { kind: 'ARREARS', debt: 'Store card', arrearsCents: 0 } },
    {
      id: 'b',
      monthlyCents: null,
      advice: clear({ debt: 'Car loan', balanceCents: 400_000, repaymentCents: 35_000, interestRate: 8.5 }),
    },
    { id: 'c', monthlyCents: null, advice: clear({ debt: 'Loan from a friend', balanceCents: 200_000 }) },
  ],
  summary: { type: 'DEBT', totalDebtCents: 1_650_000, monthlyRepaymentsCents: 35_000, breakdown: [] },
  relatedProducts: [],
  riskProfileQuestionnaireRequired: false,
};

describe('debts in words', () => {
  it.each([
    [
      20_000,
      'Payments on Store card are behind (€200 in arrears). Talk to the lender and to an adviser before anything else.',
      [fig('ARREARS', 'Store card arrears', 20_000)],
    ],
    [0, 'Payments on Store card are behind. Talk to the lender and to an adviser before anything else.', []],
  ])('a debt with %i cents in arrears', (arrearsCents, markdown, figures) => {
    expect(arrearsWords({ kind: 'ARREARS', debt: 'Store card', arrearsCents })).toEqual({
      title: 'Get help with Store card',
      markdown,
      figures,
    });
  });

  it.each(CLEAR_DEBT_CASES)('%s', (_case, advice, title, markdown, figures) => {
    expect(clearDebtWords(advice)).toEqual({ title, markdown, figures });
  });

  it('gives the group its subtitle, and the things to do: the arrears, the repayments, then the rates to add', () => {
    const worded = wordGroup(DEBT_GROUP);
    expect([worded.title, worded.subtitle]).toEqual(['Debt', '€16,500 owed; €350 a month in repayments']);
    expect(worded.thingsToDo).toEqual([
      'Contact the lender of Store card about the arrears',
      'Keep up the repayments on Car loan until it is cleared',
      'Agree a repayment plan for Loan from a friend with the lender',
      'Add the interest rate of Loan from a friend',
    ]);
  });
});

const life = (fields: Partial<LifeCoverAdvice>): LifeCoverAdvice => ({
  kind: 'LIFE',
  person: 'Ann',
  neededCents: 0,
  coverCents: 0,
  shortfallCents: 0,
  survivor: 'Brian',
  debtsCents: 0,
  incomeGapCents: 0,
  yearlyGapCents: 0,
  gapYears: 0,
  gapUntil: { kind: 'SURVIVOR', age: 66 },
  childcareCents: 0,
  childcareUntilAge: 12,
  survivorsPensionCents: 0,
  jointLifePolicy: false,
  mortgageProtection: false,
  ...fields,
});
const coverFigures = (shortfall: number, needed: number, cover: number) => [
  fig('SHORTFALL', 'Cover to add', shortfall),
  fig('COVER_NEEDED', 'Life cover needed', needed),
  fig('COVER', 'Cover in place', cover),
];

const LIFE_COVER_CASES: WordsCase<LifeCoverAdvice>[] = [
  [
    "Ann's death: the debts and 7 years of income, with a survivor's pension",
    life({
      neededCents: 3_918_200,
      shortfallCents: 3_918_200,
      debtsCents: 400_000,
      incomeGapCents: 3_518_200,
      yearlyGapCents: 502_600,
      gapYears: 7,
      gapUntil: { kind: 'YOUNGEST_CHILD', age: 23 },
      survivorsPensionCents: 1_297_400,
    }),
    'Add €39,182 of life cover for Ann',
    "If Ann died, the household would need €39,182: €4,000 to clear the debts it would leave; €35,182 of income: €5,026 a year for 7 years, until the youngest child is 23. Brian's own income after tax, with the State's survivor's pension of €12,974 a year, would fall short of what the household needs (three quarters of its outgoings, and the rent). The policies that pay on Ann's death give €0.",
    [
      ...coverFigures(3_918_200, 3_918_200, 0),
      fig('BALANCE', 'Debts to clear', 400_000),
      fig('INCOME_GAP', 'Income to replace', 3_518_200),
      fig('INCOME_GAP', 'Income to replace a year', 502_600),
      fig('STATE_BENEFIT', "The State's survivor's pension a year", 1_297_400),
    ],
  ],
  [
    "the partner's death, the user surviving, with a joint-life policy and mortgage protection",
    life({
      person: 'your partner',
      survivor: 'you',
      neededCents: 5_000_000,
      coverCents: 1_000_000,
      shortfallCents: 4_000_000,
      incomeGapCents: 5_000_000,
      yearlyGapCents: 500_000,
      gapYears: 10,
      jointLifePolicy: true,
      mortgageProtection: true,
    }),
    'Add €40,000 of life cover for your partner',
    "If your partner died, the household would need €50,000: €50,000 of income: €5,000 a year for 10 years, until you are 66. Your own income after tax would fall short of what the household needs (three quarters of its outgoings, and the rent). The policies that pay on your partner's death give €10,000. A joint-life policy pays once, on the first death: it counts in full for each of its owners, and leaves the survivor with no cover of their own. Mortgage protection clears the mortgage first: only what it does not cover is a debt here.",
    [
      ...coverFigures(4_000_000, 5_000_000, 1_000_000),
      fig('INCOME_GAP', 'Income to replace', 5_000_000),
      fig('INCOME_GAP', 'Income to replace a year', 500_000),
    ],
  ],
  [
    "a homemaker's death: childcare, the survivor's income enough",
    life({
      person: 'Tomás',
      survivor: 'Gráinne',
      neededCents: 7_308_600,
      shortfallCents: 7_308_600,
      childcareCents: 7_308_600,
    }),
    'Add €73,086 of life cover for Tomás',
    "If Tomás died, the household would need €73,086: €73,086 of childcare until each child is 12. Gráinne's own income after tax would meet what the household needs (three quarters of its outgoings, and the rent): no income to replace. The policies that pay on Tomás's death give €0.",
    [...coverFigures(7_308_600, 7_308_600, 0), fig('CHILDCARE', 'Childcare', 7_308_600)],
  ],
  [
    'a death that leaves no adult',
    life({
      person: 'you',
      survivor: null,
      neededCents: 1_000_000,
      shortfallCents: 1_000_000,
      incomeGapCents: 1_000_000,
      yearlyGapCents: 1_000_000,
      gapYears: 1,
    }),
    'Add €10,000 of life cover for you',
    'If you died, the household would need €10,000: €10,000 of income: €10,000 a year for 1 year, until the survivor is 66. No adult would be left to earn: the children would need what the household spends for 1 year, until the survivor is 66. The policies that pay on your death give €0.',
    [
      ...coverFigures(1_000_000, 1_000_000, 0),
      fig('INCOME_GAP', 'Income to replace', 1_000_000),
      fig('INCOME_GAP', 'Income to replace a year', 1_000_000),
    ],
  ],
];

const INCOME_FIGURES = [
  fig('SHORTFALL', 'Cover to add', 2_106_200),
  fig('COVER_NEEDED', 'Income protection needed a year', 2_106_200),
  fig('COVER', 'Cover in place', 0),
  fig('INCOME', 'Yearly earnings', 4_500_000),
  fig('COVER_NEEDED', 'Three quarters of earnings', 3_375_000),
];
const INCOME_PROTECTION_CASES: [number, string, Figure[]][] = [
  [
    1_268_800,
    "Income protection should pay €21,062 a year: three quarters of Ann's earnings of €45,000 (€33,750) less the €12,688 a year the State's Illness Benefit would pay (insurers cap the benefit at about three quarters of earnings less State benefits). The policies pay €0.",
    [...INCOME_FIGURES, fig('STATE_BENEFIT', "The State's Illness Benefit a year", 1_268_800)],
  ],
  [
    0,
    "Income protection should pay €21,062 a year: three quarters of Ann's earnings of €45,000 (€33,750) with no Illness Benefit to count on (self-employed PRSI does not give it). The policies pay €0.",
    INCOME_FIGURES,
  ],
];

const MORTGAGE: MortgageProtectionAdvice = {
  kind: 'MORTGAGE',
  person: 'you',
  neededCents: 25_000_000,
  coverCents: 20_000_000,
  shortfallCents: 5_000_000,
};

/** The protection group with `short` needs not met (each the mortgage) of `all`. */
const protectionGroup = (short: number, all: number): RecommendationGroup => ({
  id: 'user-1/PROTECTION',
  recommendationType: 'PROTECTION',
  recommendations: Array.from({ length: short }, () => ({ id: 'm', monthlyCents: null, advice: MORTGAGE })),
  summary: {
    type: 'PROTECTION',
    scenarios: Array.from({ length: all }, () => ({
      title: 'If you died: the mortgage',
      neededCents: 0,
      coverCents: 0,
      shortfallCents: 0,
      breakdown: null,
    })),
  },
  relatedProducts: [],
  riskProfileQuestionnaireRequired: false,
});

describe('protection in words', () => {
  it.each(LIFE_COVER_CASES)('life cover: %s', (_case, advice, title, markdown, figures) => {
    expect(protectionWords(advice)).toEqual({ title, markdown, figures });
  });

  it.each(INCOME_PROTECTION_CASES)(
    'income protection with %i cents of Illness Benefit',
    (benefit, markdown, figures) => {
      expect(
        protectionWords({
          kind: 'INCOME',
          person: 'Ann',
          neededCents: 2_106_200,
          coverCents: 0,
          shortfallCents: 2_106_200,
          earnedCents: 4_500_000,
          shareCents: 3_375_000,
          illnessBenefitCents: benefit,
        }),
      ).toEqual({ title: 'Add income protection of €21,062 a year for Ann', markdown, figures });
    },
  );

  it('mortgage protection', () => {
    expect(protectionWords(MORTGAGE)).toEqual({
      title: 'Add €50,000 of mortgage protection for you',
      markdown:
        'Your death would leave €250,000 of mortgage to pay; mortgage protection covers €200,000. Lenders require it on a home loan: check the policy matches the mortgage.',
      figures: [
        fig('SHORTFALL', 'Cover to add', 5_000_000),
        fig('COVER_NEEDED', 'Mortgage left to pay', 25_000_000),
        fig('COVER', 'Cover in place', 20_000_000),
      ],
    });
  });

  it("labels a death's need by its parts", () => {
    expect(
      lifeNeedSlices([
        { part: 'DEBTS', amountCents: 400_000, percentage: 10.2 },
        { part: 'INCOME', years: 7, amountCents: 3_518_200, percentage: 89.8 },
        { part: 'INCOME', years: 1, amountCents: 100, percentage: 0 },
        { part: 'CHILDCARE', amountCents: 200, percentage: 0 },
      ]),
    ).toEqual([
      { label: 'Debts to clear', amountCents: 400_000, percentage: 10.2 },
      { label: 'Income for 7 years', amountCents: 3_518_200, percentage: 89.8 },
      { label: 'Income for 1 year', amountCents: 100, percentage: 0 },
      { label: 'Childcare', amountCents: 200, percentage: 0 },
    ]);
  });

  it.each<[number, number, string]>([
    [1, 4, '1 of 4 cover needs not met'],
    [0, 2, 'Your cover meets your needs'],
    [0, 0, 'No earned income to protect'],
  ])('with %i needs of %i not met, says so', (short, all, subtitle) => {
    const worded = wordGroup(protectionGroup(short, all));
    expect([worded.title, worded.subtitle, worded.thingsToDo]).toEqual([
      'Protection',
      subtitle,
      short ? ['Get a quote for €50,000 of mortgage protection for you'] : [],
    ]);
  });
});

// €24,848 by 1 September 2028, 42 months from March 2025: ⌈€24,848 ÷ 42⌉ = €591.62 a month.
const COLLEGE: Omit<GoalAdvice, 'share' | 'reachedCents'> = {
  goal: 'College costs',
  targetDate: '2028-09-01',
  targetCents: 2_484_800,
  savedCents: 0,
  toGoCents: 2_484_800,
  monthsLeft: 42,
  invested: false,
};
const COLLEGE_OPENING = '€24,848 by September 2028: €0 saved so far, €24,848 to go over 42 months.';
const collegeFigures = (monthly: number) => [
  fig('TARGET', 'College costs', 2_484_800),
  fig('SAVED', 'Saved so far', 0),
  fig('TO_GO', 'Still to save', 2_484_800),
  fig('MONTHLY_SAVING', 'Monthly saving', monthly),
];

const GOAL_CASES: WordsCase<GoalAdvice>[] = [
  [
    'all it needs',
    { ...COLLEGE, share: share('IN_FULL', 59_162, 59_162), reachedCents: 2_484_804 },
    'Save €591.62 a month for College costs',
    COLLEGE_OPENING,
    collegeFigures(59_162),
  ],
  [
    // €543.34 × 42 = €22,820.28.
    'part of it, after the priorities before it',
    { ...COLLEGE, share: share('IN_PART', 59_162, 54_334, false), reachedCents: 2_282_028 },
    'Save €543.34 a month for College costs',
    `${COLLEGE_OPENING} It needs €591.62 a month; your budget leaves €543.34 a month for it after the priorities before it: by September 2028 you would have at least €22,820.28 (more as the savings before it finish). A later date, a smaller amount or a higher rank in your goals would bring it within reach.`,
    [
      ...collegeFigures(54_334),
      fig('MONTHLY_NEEDED', 'Monthly saving needed', 59_162),
      fig('BY_TARGET_DATE', 'Saved by September 2028', 2_282_028),
    ],
  ],
  [
    'nothing, a goal far enough away to invest for',
    {
      goal: 'House',
      targetDate: '2033-01-01',
      targetCents: 5_000_000,
      savedCents: 1_000_000,
      toGoCents: 4_000_000,
      monthsLeft: 94,
      invested: true,
      share: share('NONE', 42_554, 0),
      reachedCents: 1_000_000,
    },
    'Find room in your budget for House',
    '€50,000 by January 2033: €10,000 saved so far, €40,000 to go over 94 months. It needs €425.54 a month; your budget has nothing left for it. A later date, a smaller amount or a higher rank in your goals would bring it within reach. Over five years or more, investing the saving can grow it faster.',
    [
      fig('TARGET', 'House', 5_000_000),
      fig('SAVED', 'Saved so far', 1_000_000),
      fig('TO_GO', 'Still to save', 4_000_000),
      fig('MONTHLY_SAVING', 'Monthly saving', 0),
      fig('MONTHLY_NEEDED', 'Monthly saving needed', 42_554),
    ],
  ],
];

/** The savings group with `goals` goals, the college goal saving `monthly` a month. */
function savingsGroup(goals: number, monthly: number): RecommendationGroup {
  const goal = {
    goalId: 'g',
    name: 'Goal',
    savedCents: 0,
    targetCents: 0,
    percentage: 100,
    monthlyNeededCents: null,
    monthlyAllocationCents: null,
  };
  const summary: GroupSummary = {
    type: 'SAVINGS_INVESTING',
    totalSavingsCents: 600_000,
    goals: Array.from({ length: goals }, () => goal),
    breakdown: [],
  };
  const advice = { ...COLLEGE, share: share(monthly ? 'IN_PART' : 'NONE', 59_162, monthly), reachedCents: 0 };
  return {
    id: 'user-1/SAVINGS_INVESTING',
    recommendationType: 'SAVINGS_INVESTING',
    recommendations: [{ id: 'g', monthlyCents: monthly, advice }],
    summary,
    relatedProducts: [],
    riskProfileQuestionnaireRequired: true,
  };
}

describe('goals in words', () => {
  it.each(GOAL_CASES)('with %s', (_case, advice, title, markdown, figures) => {
    expect(goalWords(advice)).toEqual({ title, markdown, figures });
  });

  it.each<[number, number, string, string[]]>([
    [1, 54_334, '€6,000 saved; 1 goal', ['Set up a standing order of €543.34 a month for College costs']],
    [2, 0, '€6,000 saved; 2 goals', ['Review College costs: its date, its amount or its rank']],
  ])('with %i goals, one saving %i cents a month', (goals, monthly, subtitle, thingsToDo) => {
    const worded = wordGroup(savingsGroup(goals, monthly));
    expect([worded.title, worded.subtitle, worded.thingsToDo, worded.riskProfileQuestionnaireRequired]).toEqual([
      'Savings and goals',
      subtitle,
      thingsToDo,
      true,
    ]);
  });
});

const ANN: StatePensionLine = { person: 'Ann', from: '2029-10-02', annualCents: 1_504_360, basis: 'ASSUMED_FULL' };
const BRIAN: StatePensionLine = {
  person: 'Brian',
  from: '2034-05-20',
  annualCents: 789_789,
  basis: 'PART_RECORD',
  recordYears: 21,
  minRecordYears: 10,
  fullRecordYears: 40,
};
/** Income short of the target, two State pensions and a bridge until the later one starts; no fund. */
const SHORT: RetirementOutlook = {
  priceRisePercent: 2,
  retirementAge: 66,
  projectedIncomeCents: 2_294_149,
  projectedIncomeNominalCents: 2_541_130,
  targetIncomeCents: 3_000_000,
  shortfallCents: 705_851,
  passedRetirementAge: null,
  pensionsInPaymentCents: 0,
  fund: null,
  statePensions: [ANN, BRIAN],
  bridge: { cents: 3_619_866, lastStart: '2034-05-20' },
};
const SHORT_OPENING =
  "In today's euros (prices rising 2 % a year), at 66 your income is projected at €22,941.49 a year once the State pension is paid (€25,411.30 in euros of then), €7,058.51 short of the €30,000 target.";
const SHORT_STATE_PENSIONS =
  " Ann's State pension from October 2029: €15,043.60 a year, the full rate, assuming a full contribution record (check it on MyWelfare.ie). Brian's State pension from May 2034: €7,897.89 a year, at least this: 21 of the 40 years of contributions the full rate needs. Until the State pensions start (the last in May 2034), the fund must also make up the €36,198.66 they do not yet pay.";
const SHORT_FIGURES = [
  fig('PROJECTED_INCOME', "Projected income a year, in today's euros", 2_294_149),
  fig('PROJECTED_INCOME_NOMINAL', 'Projected income a year, in euros of the retirement year', 2_541_130),
  fig('TARGET_INCOME', "Target income a year, in today's euros", 3_000_000),
  fig('SHORTFALL', "Income short a year, in today's euros", 705_851),
  fig('STATE_PENSION', "Ann's State pension a year", 1_504_360),
  fig('STATE_PENSION', "Brian's State pension a year", 789_789),
  fig('BRIDGE', 'Bridge until the State pension', 3_619_866),
];
const RELIEF =
  " Pension payments get income tax relief at 20 % or 40 % (your highest rate), within age-related limits; not relief from USC or PRSI. The payment is in today's euros: raise it each year with prices.";

/** The whole payment, with a fund, pensions in payment, a retirement age passed and no State pension projected. */
const FUNDED: PensionAdvice = {
  kind: 'PENSION',
  outlook: {
    ...SHORT,
    projectedIncomeCents: 3_000_000,
    projectedIncomeNominalCents: 3_300_000,
    shortfallCents: 0,
    passedRetirementAge: 65,
    pensionsInPaymentCents: 120_000,
    fund: {
      fundCents: 10_000_000,
      autoEnrolmentCents: 2_000_000,
      lumpSumCents: 2_500_000,
      arfCents: 7_500_000,
      drawdownPercent: 4,
      incomeCents: 300_000,
    },
    statePensions: [
      { person: 'you', from: '2020-01-01', annualCents: 0, basis: 'IN_PAYMENT' },
      { person: 'your partner', from: null, annualCents: 0, basis: 'NO_RECORD' },
    ],
    bridge: null,
  },
  share: share('IN_FULL', 60_000, 60_000),
  grossCents: 100_000,
  neededGrossCents: 100_000,
  monthsToRetirement: 120,
  reliefCap: null,
};
const FUNDED_MARKDOWN = `In today's euros (prices rising 2 % a year), at 66 your income is projected at €30,000 a year once the State pension is paid (€33,000 in euros of then), against a target of €30,000. Your retirement age of 65 has passed while you still work, so the plan counts to 66: change it in the factfind if you plan otherwise. Pensions already being paid, €1,200 a year, go on and are counted. Your pensions are projected at €100,000 at retirement (€20,000 of it from auto-enrolment): a tax-free lump sum of €25,000, and €75,000 in an Approved Retirement Fund paying 4 % a year, €3,000. Your State pension is paid already: it is counted once, with the pensions being paid (enter it as an income of kind STATE_PENSION). Your partner's State pension is not counted: enter your partner's years of PRSI contributions and credits (HomeCaring periods included) to count it. Paying €1,000 a month for 120 months closes the gap. It costs €600 a month after tax relief.${RELIEF}`;
const FUNDED_FIGURES = [
  fig('PROJECTED_INCOME', "Projected income a year, in today's euros", 3_000_000),
  fig('PROJECTED_INCOME_NOMINAL', 'Projected income a year, in euros of the retirement year', 3_300_000),
  fig('TARGET_INCOME', "Target income a year, in today's euros", 3_000_000),
  fig('FUND_AT_RETIREMENT', "Pensions at retirement, in today's euros", 10_000_000),
  fig('AUTO_ENROLMENT_FUND', 'Of which from auto-enrolment', 2_000_000),
  fig('LUMP_SUM', 'Tax-free lump sum', 2_500_000),
  fig('ARF', 'Approved Retirement Fund', 7_500_000),
  fig('ARF_INCOME', 'Approved Retirement Fund income a year', 300_000),
  fig('PENSIONS_IN_PAYMENT', 'Pensions being paid a year', 120_000),
  fig('PENSION_PAYMENT', 'Monthly payment into the pension', 100_000),
  fig('MONTHLY_SAVING', 'Monthly cost after tax relief', 60_000),
];
const RETIREMENT_GROUP: RecommendationGroup = {
  id: 'user-1/RETIREMENT',
  recommendationType: 'RETIREMENT',
  recommendations: [{ id: 'user-1/RETIREMENT/pension', monthlyCents: 60_000, advice: FUNDED }],
  summary: {
    type: 'RETIREMENT',
    retirementAge: 66,
    projectedIncomeCents: 2_294_149,
    projectedIncomeNominalCents: 2_541_130,
    targetIncomeCents: 3_000_000,
    fundAtRetirementCents: 0,
    lumpSumCents: 0,
    breakdown: [],
  },
  relatedProducts: [],
  riskProfileQuestionnaireRequired: true,
};

describe('retirement in words', () => {
  it.each([
    ['NO_YEARS_LEFT' as const, ' There are no years left to save.'],
    [
      'NO_RELIEF_ROOM' as const,
      ' Tax relief on pension payments is limited to a share of earnings, and there is no room left in it: an adviser can look at other ways to close the gap.',
    ],
  ])('sends the household to an adviser when %s', (why, because) => {
    expect(retirementWords({ kind: 'ADVISER', outlook: SHORT, why })).toEqual({
      title: 'Talk to an adviser about your retirement income',
      markdown: `${SHORT_OPENING}${because}${SHORT_STATE_PENSIONS}`,
      figures: SHORT_FIGURES,
    });
  });

  it('asks for part of the payment, capped by tax relief, after the priorities before it', () => {
    const words = retirementWords({
      kind: 'PENSION',
      outlook: SHORT,
      share: share('IN_PART', 143_750, 143_635, false),
      grossCents: 239_392,
      neededGrossCents: 239_583,
      monthsToRetirement: 240,
      reliefCap: { closingCents: 300_000, mostWithReliefCents: 239_583 },
    });
    expect(words.title).toBe('Pay €2,393.92 a month into a pension for now');
    expect(words.markdown).toBe(
      `${SHORT_OPENING}${SHORT_STATE_PENSIONS} Closing the gap would take €3,000 a month for 240 months, more than tax relief allows: with what is already paid in, €2,395.83 a month is the most that gets relief (a share of earnings by age, 15 % under 30 up to 40 % from 60). Retiring later or saving elsewhere would close the rest. Your budget leaves €1,436.35 a month for it after the priorities before it. It costs €1,436.35 a month after tax relief.${RELIEF}`,
    );
    expect(words.figures).toEqual([
      ...SHORT_FIGURES,
      fig('PENSION_PAYMENT', 'Monthly payment into the pension', 239_392),
      fig('MONTHLY_SAVING', 'Monthly cost after tax relief', 143_635),
      fig('MONTHLY_NEEDED', 'Monthly cost needed after tax relief', 143_750),
      fig('PENSION_PAYMENT_NEEDED', 'Monthly payment needed into the pension', 239_583),
      fig('MONTHLY_TO_CLOSE_GAP', 'Monthly payment that would close the gap', 300_000),
    ]);
  });

  it('asks the budget to find room when it has nothing for the payment', () => {
    const words = retirementWords({
      kind: 'PENSION',
      outlook: SHORT,
      share: share('NONE', 141_250, 0),
      grossCents: 0,
      neededGrossCents: 150_000,
      monthsToRetirement: 55,
      reliefCap: null,
    });
    expect(words.title).toBe('Find room in your budget for your pension');
    expect(words.markdown).toBe(
      `${SHORT_OPENING}${SHORT_STATE_PENSIONS} Paying €1,500 a month for 55 months closes the gap. Your budget has nothing left for it.${RELIEF}`,
    );
    expect(words.figures).toEqual([
      ...SHORT_FIGURES,
      fig('MONTHLY_SAVING', 'Monthly cost after tax relief', 0),
      fig('MONTHLY_NEEDED', 'Monthly cost needed after tax relief', 141_250),
      fig('PENSION_PAYMENT_NEEDED', 'Monthly payment needed into the pension', 150_000),
    ]);
  });

  it('words the whole payment with a fund, pensions in payment, a retirement age passed and no State pension projected', () => {
    expect(retirementWords(FUNDED)).toEqual({
      title: 'Pay €1,000 a month into a pension',
      markdown: FUNDED_MARKDOWN,
      figures: FUNDED_FIGURES,
    });
  });
});

describe('the retirement group and its State pensions in words', () => {
  it('gives the group its subtitle, and the things to do: the payment, then each State pension record to check', () => {
    const worded = wordGroup(RETIREMENT_GROUP);
    expect([worded.title, worded.subtitle, worded.thingsToDo]).toEqual([
      'Retirement',
      'At 66: €22,941.49 a year projected; the target is €30,000',
      [
        'Pay €1,000 a month into a pension',
        'Check your State pension record on MyWelfare.ie',
        "Check your partner's State pension record on MyWelfare.ie",
      ],
    ]);
  });

  it.each<[StatePensionLine, string]>([
    [
      { ...BRIAN, annualCents: 0, basis: 'TOO_SHORT', recordYears: 1 },
      "Brian's State pension from May 2034: €0 a year, none: 1 year of contributions is fewer than the 10 needed.",
    ],
    [
      { ...BRIAN, annualCents: 0, basis: 'TOO_SHORT', recordYears: 9 },
      "Brian's State pension from May 2034: €0 a year, none: 9 years of contributions is fewer than the 10 needed.",
    ],
    [
      { ...BRIAN, from: null, annualCents: 1_504_360, basis: 'FULL_RECORD', recordYears: 42 },
      "Brian's State pension: €15,043.60 a year, the full rate: 42 years of contributions by then, of the 40 it needs.",
    ],
  ])('a State pension counted by its record: %o', (line, text) => {
    expect(statePensionLine(line).text).toBe(text);
  });
});

describe('health in words', () => {
  it('titles each note, whose text is the recommendation', () => {
    const text = 'Smokers pay more for life cover and income protection: stopping for 12 months lowers the price.';
    expect(healthWords({ kind: 'SMOKER', text })).toEqual({
      title: 'Smoking and the price of cover',
      markdown: text,
      figures: [],
    });
    const worded = wordGroup({
      id: 'user-1/HEALTH',
      recommendationType: 'HEALTH',
      recommendations: [
        { id: 'i', monthlyCents: null, advice: { kind: 'INSURANCE', text: 'No insurance.' } },
        { id: 's', monthlyCents: null, advice: { kind: 'STATUS', text: 'Fair health.' } },
      ],
      summary: { type: 'HEALTH', hasHealthInsurance: false, smoker: false, notes: ['No insurance.', 'Fair health.'] },
      relatedProducts: [],
      riskProfileQuestionnaireRequired: false,
    });
    expect([worded.title, worded.subtitle, worded.thingsToDo]).toEqual([
      'Health',
      'No health insurance',
      ['Consider health insurance', 'Tell insurers about your health'],
    ]);
  });
});

describe('the triage reason in words', () => {
  it.each<[TriageReason, string]>([
    [
      { kind: 'ARREARS', debts: ['Card', 'Car loan'] },
      'Payments are behind on Card, Car loan: an adviser will contact you before your plan is made.',
    ],
    [
      { kind: 'REPAYMENTS', repaymentsCents: 200_001, monthlyIncomeCents: 500_000 },
      'Debt repayments of €2,000.01 a month are more than 40% of your gross monthly income of €5,000: an adviser will go through your plan with you.',
    ],
    [
      { kind: 'OVERSPENDING', overCents: 125_050 },
      'Your outgoings, repayments, savings and premiums are €1,250.50 a month more than your income after tax: an adviser will go through your budget with you, and MABS (mabs.ie) gives free, confidential help with debts.',
    ],
  ])('%o', (reason, text) => {
    expect(triageText(reason)).toBe(text);
  });
});
