/**
 * The assumptions of the financial plan (`plan`, `planGraph`), as data. One source of truth: the
 * server's planning model (server/planning/) computes with these figures, and docs/planning-model.md
 * states them (tests/server/planning-docs.test.ts checks that the document shows every value here).
 * The calculator's own figures are in assumptions.ts. Amounts are whole cents; rates are fractions.
 */

/**
 * One money: every projected figure of the plan is in today's euros. Prices are assumed to rise 2 % a year, from
 * 1 January 2025: the ECB's medium-term target for euro-area HICP inflation (ECB monetary policy strategy, 2021),
 * and about what the Central Bank of Ireland projects for Irish HICP in 2026–2027 (Quarterly Bulletin, 2025). Pay, the
 * household's outgoings, its savings, its goals' costs and the State pension are assumed to rise with prices, so they
 * are constant in today's euros; a debt's balance and repayments are fixed in euros of their day, so inflation wears
 * them down. A figure in euros of a later date (nominal) = today's euros × (1 + PRICE_INFLATION_RATE)^years.
 */
export const PRICE_INFLATION_RATE = 0.02;

/** The yearly growth of invested money (funds, shares, pensions) before inflation, after charges: 4 %. */
export const GROWTH_RATE = 0.04;

/**
 * What each kind of asset is assumed to earn a year before inflation (nominal): invested money (INVESTMENT, PENSION)
 * GROWTH_RATE; cash (DEPOSIT, and savings of a kind the catalogue does not know) and property keep pace with prices,
 * PRICE_INFLATION_RATE (deposits pay 1.5–3 % before DIRT in 2025; the plan counts no real return on them, as the
 * calculator counts none on a goal's savings; homes have tracked prices over the long run).
 */
export const NOMINAL_RETURNS = {
  DEPOSIT: PRICE_INFLATION_RATE,
  OTHER: PRICE_INFLATION_RATE,
  INVESTMENT: GROWTH_RATE,
  PENSION: GROWTH_RATE,
  PROPERTY: PRICE_INFLATION_RATE,
} as const;

/** A nominal yearly rate as a real one, in today's euros: (1 + nominal) ÷ (1 + PRICE_INFLATION_RATE) − 1. */
export const realRate = (nominal: number): number => (1 + nominal) / (1 + PRICE_INFLATION_RATE) - 1;

/** Today's euros as euros of `years` later (nominal): × (1 + PRICE_INFLATION_RATE)^years. */
export const nominalAfter = (todaysCents: number, years: number): number =>
  Math.round(todaysCents * (1 + PRICE_INFLATION_RATE) ** years);

/** Euros of `years` later (a fixed amount: a loan, a limit in law) as today's euros: ÷ (1 + PRICE_INFLATION_RATE)^years. */
export const todaysEuros = (nominalCents: number, years: number): number =>
  Math.round(nominalCents / (1 + PRICE_INFLATION_RATE) ** years);

/** The emergency fund to hold: this many months of outgoings in accessible savings. Below it, the fund comes first. */
export const EMERGENCY_FUND_MONTHS = 3;

/** The months over which a short emergency fund is built up. */
export const EMERGENCY_FUND_BUILD_MONTHS = 12;

/** The age from which the Irish State pension is paid. */
export const STATE_PENSION_AGE = 66;

/** The retirement age when the factfind does not give one: the Irish State pension age. */
export const DEFAULT_RETIREMENT_AGE = STATE_PENSION_AGE;

/**
 * The retirement income to aim for, in today's euros: two thirds of what the adults earn from work today (an adviser's
 * usual replacement ratio, before tax, with the home paid off and no more saving to do), and every pension already in
 * payment in full (it is the retired adult's income now).
 */
export const RETIREMENT_TARGET_SHARE = { numerator: 2, denominator: 3 } as const;

/**
 * At retirement a pension fund gives a tax-free lump sum of 25 % of the fund, at most €200,000 over a lifetime (Taxes
 * Consolidation Act 1997 s. 790AA, Revenue "Lump sums on retirement", from 1 January 2011); the rest goes into an
 * Approved Retirement Fund. The €200,000 is fixed in law, not indexed: the plan counts it in euros of the retirement
 * year, so less in today's euros the further away that is.
 */
export const PENSION_LUMP_SUM_SHARE = 0.25;
export const PENSION_LUMP_SUM_TAX_FREE_MAX_CENTS = 20_000_000;

/**
 * The income an Approved Retirement Fund gives a year, as a share of the fund: the imputed distribution Revenue taxes
 * each year whether or not it is drawn (Revenue Pensions Manual ch. 23, from 2017): 4 % of the fund from the year the
 * owner is 61 to 70, 5 % from 71, and 6 % on a fund over €2 million. The plan uses 4 % from any retirement age before
 * 71: an income of 4 % of the fund at retirement, rising with prices, lasts about 35 years at GROWTH_RATE before
 * inflation (1.04 ÷ 1.02 − 1 = 1.96 % a year in today's euros), to about 100 from 66.
 */
export const ARF_DRAWDOWN_RATES: readonly (readonly [fromAge: number, rate: number])[] = [
  [0, 0.04],
  [71, 0.05],
];
export const ARF_LARGE_FUND_CENTS = 200_000_000;
export const ARF_LARGE_FUND_RATE = 0.06;

/**
 * The State pension (contributory, maximum personal rate) a week, by the date each rate applies from: €289.30 from
 * 1 January 2025 (Budget 2025) and €299.30 from 1 January 2026 (Budget 2026, +€10; gov.ie "Budget 2026: Social
 * Protection measures"). The plan counts the rate in force on its own date, × 52 for a year.
 */
export const STATE_PENSION_WEEKLY_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2025-01-01', 28_930],
  ['2026-01-01', 29_930],
];

/**
 * The value of a table in force at `at`: rows in order, each from an ISO date (a dated rate) or a number (an age);
 * the first row before any.
 */
export function inForce<From extends string | number, Value>(
  table: readonly (readonly [from: From, value: Value])[],
  at: From,
): Value {
  return ([...table].reverse().find(([from]) => from <= at) ?? table[0])[1];
}

/** The full State pension a year for one adult on the ISO date `onIso`: the weekly rate in force then × 52. */
export const statePensionAnnualCents = (onIso: string): number => inForce(STATE_PENSION_WEEKLY_CENTS, onIso) * 52;

/**
 * The State pension (contributory) by contribution record, the Total Contributions Approach (Department of Social
 * Protection, for pensions from 2025): the full rate needs 2,080 weeks of PRSI contributions and credits (40 years;
 * HomeCaring periods count, up to 20 years), a shorter record gets its share (years ÷ 40), and fewer than 520 paid
 * contributions (10 years) give no contributory pension.
 */
export const STATE_PENSION_FULL_RECORD_YEARS = 40;
export const STATE_PENSION_MIN_RECORD_YEARS = 10;

/**
 * HomeCaring Periods (Department of Social Protection, "HomeCaring Periods scheme", for State pensions under the Total
 * Contributions Approach from 2025): a parent at home caring for a child under 12 has each such year counted in their
 * record, up to 20 years in all. The plan counts the years ahead, until the youngest child entered with a date of birth
 * is 12, for an adult whose status is HOMEMAKER.
 */
export const HOMECARING_CHILD_UNDER_AGE = 12;
export const HOMECARING_MAX_YEARS = 20;

/**
 * Income tax (Revenue, "Tax rates, bands and reliefs"), from 1 January 2025 and unchanged by Budget 2026 for 2026:
 * 20 % up to the standard rate band, 40 % above it. The band is €44,000 for a person taxed alone; €53,000 for a
 * married couple or civil partners (jointly assessed), raised by the second income up to €35,000 more. Credits: the
 * personal credit (€2,000 alone, €4,000 for a couple) and the employee or earned income credit (€2,000 for each earner,
 * at most 20 % of their income; the employee credit is also due on an occupational pension from a former employer).
 * The credits and reliefs that depend on the household (age, rent, home carer, single person child carer, pension
 * contributions) follow; medical and other credits are left out.
 */
export const INCOME_TAX_STANDARD_RATE = 0.2;
export const INCOME_TAX_HIGHER_RATE = 0.4;
export const INCOME_TAX_BAND_SINGLE_CENTS = 4_400_000;
export const INCOME_TAX_BAND_COUPLE_CENTS = 5_300_000;
export const INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS = 3_500_000;
export const PERSONAL_TAX_CREDIT_SINGLE_CENTS = 200_000;
/**
 * The widowed person or surviving civil partner tax credit (Taxes Consolidation Act 1997 s. 461A, Finance Act 2011):
 * €540 a year on top of the personal credit (€2,540 in all) for a widowed person taxed alone who does not get the
 * single person child carer credit. The year of bereavement (the married credit) and the widowed parent credit of the
 * five years after it are left out: the plan does not know the year.
 */
export const WIDOWED_PERSON_TAX_CREDIT_CENTS = 54_000;
export const PERSONAL_TAX_CREDIT_COUPLE_CENTS = 400_000;
export const EARNED_INCOME_TAX_CREDIT_CENTS = 200_000;

/**
 * From the year a person is 65 (at any time in the year; for a jointly assessed couple, either spouse): the age tax
 * credit, €245 for a person taxed alone and €490 for a married couple or civil partners (Revenue, "Age Tax Credit";
 * unchanged for 2025 and 2026), and the income tax exemption: no income tax on a total income of €18,000 or less
 * (€36,000 for a couple), and above it, marginal relief: the tax is at most 40 % of the income above the limit
 * (Revenue, "Exemption and marginal relief", limits in force since 2011; the increase for dependent children is left
 * out).
 */
export const INCOME_TAX_AGE_RELIEF_FROM_AGE = 65;
export const AGE_TAX_CREDIT_SINGLE_CENTS = 24_500;
export const AGE_TAX_CREDIT_COUPLE_CENTS = 49_000;
export const INCOME_TAX_EXEMPTION_SINGLE_CENTS = 1_800_000;
export const INCOME_TAX_EXEMPTION_COUPLE_CENTS = 3_600_000;
export const INCOME_TAX_MARGINAL_RELIEF_RATE = 0.4;

/**
 * The rent tax credit (Revenue, "Rent Tax Credit"): 20 % of the rent paid for the home, at most €1,000 a year for each
 * renter (€2,000 for a jointly assessed couple), for 2024 and 2025 (Finance Act 2024) and extended at the same amount to
 * the end of 2028 by Budget 2026; from 2029 none, as the law stands. By the date each amount applies from.
 */
export const RENT_TAX_CREDIT_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2024-01-01', 100_000],
  ['2029-01-01', 0],
];
export const RENT_TAX_CREDIT_RENT_SHARE = 0.2;

/**
 * The home carer tax credit (Revenue, "Home Carer Tax Credit"; Citizens Information): for a jointly assessed couple
 * where one spouse works in the home caring for a dependant (a child, someone aged 65 or over, or someone permanently
 * incapacitated): €1,950 from 1 January 2025 (Budget 2025; unchanged for 2026), less half of the carer's own income
 * above €7,200. A couple gets either it or the band's increase for the carer's income, whichever saves more.
 */
export const HOME_CARER_TAX_CREDIT_CENTS = 195_000;
export const HOME_CARER_INCOME_LIMIT_CENTS = 720_000;
export const HOME_CARER_TAPER_RATE = 0.5;

/**
 * The single person child carer credit (Revenue, "Single Person Child Carer Credit"): for a person taxed alone, not
 * married, in a civil partnership nor cohabiting, whose child lives with them: €1,900 for 2025 and later years
 * (Budget 2025), and a standard rate band €4,000 longer.
 */
export const SINGLE_PERSON_CHILD_CARER_CREDIT_CENTS = 190_000;
export const SINGLE_PERSON_CHILD_CARER_BAND_EXTRA_CENTS = 400_000;

/**
 * The Universal Social Charge (Revenue, "USC rates and thresholds"): none on a yearly income of €13,000 or less;
 * above it, each band's rate on the part of the income in the band (the last band has no top). The 2 % band's top
 * rose from €27,382 to €28,700 on 1 January 2026 (Budget 2026). Social welfare payments (the State pension among
 * them) are not charged, nor counted towards the €13,000 (Revenue, "USC: exempt income"). The self-employed surcharge is
 * left out.
 */
export const USC_EXEMPT_UP_TO_CENTS = 1_300_000;
export const USC_BANDS: readonly (readonly [
  from: string,
  bands: readonly (readonly [upToCents: number | null, rate: number])[],
])[] = [
  [
    '2025-01-01',
    [
      [1_201_200, 0.005],
      [2_738_200, 0.02],
      [7_004_400, 0.03],
      [null, 0.08],
    ],
  ],
  [
    '2026-01-01',
    [
      [1_201_200, 0.005],
      [2_870_000, 0.02],
      [7_004_400, 0.03],
      [null, 0.08],
    ],
  ],
];

/**
 * Reduced USC (Revenue, "Reduced rates of USC"): for the whole year in which a person is 70 or over, when their income
 * is €60,000 or less: 0.5 % on the first €12,012 and 2 % on the rest (the same rates for a full medical card holder,
 * which the factfind does not ask: left out).
 */
export const USC_REDUCED_FROM_AGE = 70;
export const USC_REDUCED_INCOME_MAX_CENTS = 6_000_000;
export const USC_REDUCED_BANDS: readonly (readonly [upToCents: number | null, rate: number])[] = [
  [1_201_200, 0.005],
  [null, 0.02],
];

/**
 * PRSI, the employee (Class A) and self-employed (Class S) rate on all income once it is above €352 a week
 * (€18,304 a year; the PRSI credit that tapers it just above is left out), by the date each rate applies from:
 * 4.1 % from 1 October 2024, 4.2 % from 1 October 2025 and 4.35 % from 1 October 2026 (Social Welfare (Miscellaneous
 * Provisions) Act 2024, the phased increases that keep the State pension age at 66). Social welfare pensions are not
 * charged (Revenue, "Taxation of private pensions"; Department of Social Protection). Nor is anyone from their 66th
 * birthday, the age PRSI stops for one drawing the State pension (since 2024 someone born in 1958 or later who works
 * on without drawing it pays on to 70; the plan counts the State pension from 66, so it charges none). Occupational and
 * personal pensions in payment are Class M, no PRSI at any age (an ARF's drawdowns before 66 are Class S: left out).
 * Other income of a person under 66 is charged as pay is (Class S or K would charge it from €5,000 a year: left out).
 */
export const PRSI_EXEMPT_FROM_AGE = 66;
export const PRSI_FREE_UP_TO_CENTS = 1_830_400;
export const PRSI_RATES: readonly (readonly [from: string, rate: number])[] = [
  ['2024-10-01', 0.041],
  ['2025-10-01', 0.042],
  ['2026-10-01', 0.0435],
];

/**
 * Life cover by need (docs/planning-model.md, "Protection"): after a death the survivor and the children need this
 * share of the household's spending (its outgoings; the home's rent in full). The OECD-modified equivalence scale
 * (1 for the first adult, 0.5 for another, 0.3 for each child under 14; used by the CSO's Survey on Income and Living
 * Conditions) gives a parent left with two children (1 + 0.3 + 0.3) ÷ 2.1 = 76 % of what the family of four spent, a
 * childless survivor 1 ÷ 1.5 = 67 %; advisers use 70–75 %. The plan takes 75 %, the careful end for the families that
 * most need cover.
 */
export const SURVIVOR_SPENDING_SHARE = 0.75;

/**
 * The age at which a child is no longer dependent, for the years of income life cover replaces: 23. The State pays
 * a widowed parent's Child Support Payment for a child under 18, or 18 to 22 in full-time education (Citizens
 * Information, "Widow's, Widower's or Surviving Civil Partner's (Contributory) Pension"); most school leavers go on to
 * further or higher education, so the plan takes the careful end: until the youngest child's 23rd birthday.
 */
export const CHILD_INDEPENDENCE_AGE = 23;

/**
 * Childcare a household must pay for when the parent who cared for the children at home dies and the survivor works:
 * for each child until their 12th birthday (the age up to which children are normally minded in full-day or
 * after-school care), CHILDCARE_YEARLY_CENTS a year.
 */
export const CHILDCARE_UNTIL_AGE = 12;

/**
 * The yearly cost of childcare for one child: the median full-day early learning and care fee, €190 a week before
 * subsidies (Pobal, Early Years Sector Profile 2023/24, as the Minister for Children gave it in the Dáil on 8 September
 * 2025), less the National Childcare Scheme's universal subsidy of €2.14 an hour for up to 45 hours (€96.30 a week,
 * from September 2024): €93.70 × 52 = €4,872.40. One figure for every child under 12: school-age care costs less in
 * term, more in the holidays.
 */
export const CHILDCARE_YEARLY_CENTS = 487_240;

/**
 * The State's pension to a bereaved spouse, civil partner or qualified cohabitant: Widow's, Widower's or Surviving
 * Civil Partner's (Contributory) Pension, the Bereaved Partner's (Contributory) Pension since the Social Welfare
 * (Bereaved Partner's Pension and Miscellaneous Provisions) Act 2025, which extends it to qualified cohabitants (2
 * years living together with a child of the relationship, 5 years otherwise). Not means-tested: paid beside the
 * survivor's own pay. The maximum personal rate a week under 66 and at 66 or over: €249.50 and €289.30 from January
 * 2025 (Social Welfare Act 2024; Citizens Information, "Social welfare rates announced in Budget 2025"); Budget 2026
 * adds €10 from 2 January 2026 (Social Welfare and Automatic Enrolment Retirement Savings System (Amendment) Act 2025):
 * €259.50 and €299.30. Child Support Payments for the children are left out (the careful side). At 66 or over it is
 * paid instead of the survivor's own contributory State pension, not beside it.
 */
export const SURVIVORS_PENSION_UNDER_66_WEEKLY_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2025-01-01', 24_950],
  ['2026-01-02', 25_950],
];
export const SURVIVORS_PENSION_66_WEEKLY_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2025-01-01', 28_930],
  ['2026-01-02', 29_930],
];

/** Income protection needed for an earner: this fraction of their gross income, each year, less Illness Benefit. */
export const INCOME_PROTECTION_SHARE = 0.75;

/**
 * Illness Benefit, the State's weekly payment to an employee who cannot work through illness (Class A, E, H or P
 * PRSI; Class S, the self-employed, gives none: Minister for Social Protection, Dáil written answer of 9 April 2024):
 * the maximum personal rate (low average weekly earnings get a reduced rate), €244 from January 2025 (Social Welfare
 * Act 2024, Schedule 1) and €254 from 5 January 2026 (Budget 2026, +€10). Insurers cap income protection at about 75 % of
 * earnings less State benefits, so the plan asks for 75 % less Illness Benefit × 52.
 */
export const ILLNESS_BENEFIT_WEEKLY_CENTS: readonly (readonly [from: string, cents: number])[] = [
  ['2025-01-01', 24_400],
  ['2026-01-05', 25_400],
];

/**
 * Tax relief on pension contributions (Revenue, "Pension contributions: age-related limits", unchanged since 2011):
 * a year's contributions get income tax relief up to a share of earnings by age (under 30: 15 %, 30–39: 20 %,
 * 40–49: 25 %, 50–54: 30 %, 55–59: 35 %, 60 and over: 40 %), on earnings up to €115,000. The plan asks for no more
 * pension payment than these limits leave after what is already paid in.
 */
export const PENSION_RELIEF_AGE_SHARES: readonly (readonly [fromAge: number, share: number])[] = [
  [0, 0.15],
  [30, 0.2],
  [40, 0.25],
  [50, 0.3],
  [55, 0.35],
  [60, 0.4],
];
export const PENSION_RELIEF_EARNINGS_CAP_CENTS = 11_500_000;

/**
 * Auto-enrolment, MyFutureFund (Automatic Enrolment Retirement Savings System Act 2024; gov.ie "MyFutureFund", from
 * 1 January 2026). An employee is enrolled when, on the enrolment date, they are aged at least 23 and under 60, are not
 * in a pension through their payroll (an exempt employment), and their gross pay in all employments is not less than
 * €20,000 a year (s. 50). Contributions are then paid on gross pay up to €80,000 in a tax year (s. 58(3)); both
 * figures are fixed in the Act, which provides no indexation, so they shrink in today's euros.
 */
export const AUTO_ENROLMENT_MIN_AGE = 23;
/** The enrolment age limit: "under 60" (s. 50(2)(a)); a member already in stays in until STATE_PENSION_AGE. */
export const AUTO_ENROLMENT_AGE_LIMIT = 60;
export const AUTO_ENROLMENT_EARNINGS_THRESHOLD_CENTS = 2_000_000;
export const AUTO_ENROLMENT_EARNINGS_CAP_CENTS = 8_000_000;

/**
 * The contribution rates of auto-enrolment, each a share of gross pay (up to the cap), by the date each applies from
 * (s. 61: "years 1 to 3" and so on are years of the system, not of a member's own membership; gov.ie "MyFutureFund
 * contribution examples for employees", December 2025: 2026–28, 2029–31, 2032–34, 2035 on). The employee's share is
 * deducted from pay after tax (no income tax relief: the State's top-up takes its place), the employer matches it,
 * and the State adds a third of it. Before the first date there is no scheme.
 */
export const AUTO_ENROLMENT_RATES: readonly (readonly [
  from: string,
  rates: { readonly employee: number; readonly employer: number; readonly state: number },
])[] = [
  ['2026-01-01', { employee: 0.015, employer: 0.015, state: 0.005 }],
  ['2029-01-01', { employee: 0.03, employer: 0.03, state: 0.01 }],
  ['2032-01-01', { employee: 0.045, employer: 0.045, state: 0.015 }],
  ['2035-01-01', { employee: 0.06, employer: 0.06, state: 0.02 }],
];

/**
 * A debt at this yearly rate (percent) or more costs more than savings can be expected to earn after tax (deposits
 * pay about 2–3 %, GROWTH_RATE is 4 % before charges): after the emergency fund, the plan puts spare money against it
 * before any goal, enough to clear it within DEBT_OVERPAY_MONTHS.
 */
export const HIGH_INTEREST_RATE_PERCENT = 6;
export const DEBT_OVERPAY_MONTHS = 12;

/** A household is referred to an adviser when debt repayments take more than this share of gross monthly income. */
export const DEBT_REPAYMENT_TRIAGE_SHARE = 0.4;

/** A goal this many years away or more is invested, so a risk profile is needed for it. */
export const INVESTING_HORIZON_YEARS = 5;

/**
 * The product catalogue: the only codes `productType` (assets, debts, policies) and `coverType` (policies) accept,
 * each with what the plan makes of it. The server refuses any other code (naming the field and listing these);
 * schema/planning.graphql lists them (tests/server/product-catalogue.test.ts checks it does).
 * - An asset's kind: DEPOSIT (cash a household can reach: only these count as emergency money, when marked
 *   accessible), INVESTMENT (shares, funds, savings policies: savings for goals, not emergency money, as their
 *   value moves), PENSION (never emergency money nor savings for goals: it is locked until retirement; a PRSA,
 *   an AVC and an ARF are pensions), PROPERTY (net wealth only).
 * - A debt's kind: MORTGAGE (paid through the factfind's rent or mortgage, not cleared early by the plan) or
 *   CONSUMER (cleared highest interest rate first).
 */
export const ASSET_PRODUCTS = {
  CURRENT_ACCOUNT: 'DEPOSIT',
  SAVINGS_ACCOUNT: 'DEPOSIT',
  DEPOSIT_ACCOUNT: 'DEPOSIT',
  CREDIT_UNION_SAVINGS: 'DEPOSIT',
  STATE_SAVINGS: 'DEPOSIT',
  CASH: 'DEPOSIT',
  SHARES: 'INVESTMENT',
  INVESTMENT_FUND: 'INVESTMENT',
  SAVINGS_POLICY: 'INVESTMENT',
  OTHER_INVESTMENT: 'INVESTMENT',
  PENSION: 'PENSION',
  OCCUPATIONAL_PENSION: 'PENSION',
  PERSONAL_PENSION: 'PENSION',
  PRSA: 'PENSION',
  AVC: 'PENSION',
  ARF: 'PENSION',
  PROPERTY: 'PROPERTY',
} as const;
export type AssetProduct = keyof typeof ASSET_PRODUCTS;
export type AssetKind = (typeof ASSET_PRODUCTS)[AssetProduct];

export const DEBT_PRODUCTS = {
  MORTGAGE: 'MORTGAGE',
  PERSONAL_LOAN: 'CONSUMER',
  CAR_FINANCE: 'CONSUMER',
  CREDIT_CARD: 'CONSUMER',
  OVERDRAFT: 'CONSUMER',
  CREDIT_UNION_LOAN: 'CONSUMER',
  STUDENT_LOAN: 'CONSUMER',
  BUY_NOW_PAY_LATER: 'CONSUMER',
  OTHER_DEBT: 'CONSUMER',
} as const;
export type DebtProduct = keyof typeof DEBT_PRODUCTS;

/** Policy product types; what a policy pays out on is its coverType (COVER_TYPES). */
export const POLICY_PRODUCTS = [
  'LIFE_INSURANCE',
  'MORTGAGE_PROTECTION',
  'INCOME_PROTECTION',
  'SPECIFIED_ILLNESS',
  'HEALTH_INSURANCE',
  'OTHER_POLICY',
] as const;

/**
 * What a policy pays out on. LIFE pays a sum on death (counted against the need it leaves: debts, income, childcare);
 * MORTGAGE_PROTECTION clears the mortgage on death (counted against the mortgage, never as income replacement);
 * INCOME_PROTECTION replaces income in illness (amountOfCover is the yearly benefit); SPECIFIED_ILLNESS pays a lump
 * sum on a listed illness (not counted by the plan); HEALTH pays medical bills.
 */
export const COVER_TYPES = [
  'LIFE',
  'MORTGAGE_PROTECTION',
  'INCOME_PROTECTION',
  'SPECIFIED_ILLNESS',
  'HEALTH',
  'OTHER_COVER',
] as const;

/** The codes with a meaning of their own in the rules, by name. */
export const CODES = {
  healthInsuranceProduct: 'HEALTH_INSURANCE',
  mortgageProtection: 'MORTGAGE_PROTECTION',
  /** Policy cover types that replace income on death. */
  lifeCover: ['LIFE'],
  /** Policy cover types that replace income during illness (amountOfCover is the yearly benefit). */
  incomeProtection: ['INCOME_PROTECTION'],
} as const;

/** Payments a year by frequency; a SINGLE payment (or none given) is not a regular saving. */
export const PAYMENTS_PER_YEAR = {
  WEEKLY: 52,
  FORTNIGHTLY: 26,
  MONTHLY: 12,
  QUARTERLY: 4,
  HALF_YEARLY: 2,
  YEARLY: 1,
  SINGLE: 0,
} as const;
export type PaymentFrequency = keyof typeof PAYMENTS_PER_YEAR;
