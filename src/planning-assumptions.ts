/**
 * The assumptions of the financial plan (`plan`, `planGraph`), as data. One source of truth: the
 * server's planning model (server/planning/) computes with these figures, and docs/planning-model.md
 * states them (tests/server/planning-docs.test.ts checks that the document shows every value here).
 * The calculator's own figures are in assumptions.ts. Amounts are whole cents; rates are fractions.
 */

/** The yearly growth of net wealth (while it is above 0: a net debt does not grow) and of pension funds: 4 %. */
export const GROWTH_RATE = 0.04;

/** The emergency fund to hold: this many months of outgoings in accessible savings. Below it, the fund comes first. */
export const EMERGENCY_FUND_MONTHS = 3;

/** The months over which a short emergency fund is built up. */
export const EMERGENCY_FUND_BUILD_MONTHS = 12;

/** The age from which the Irish State pension is paid. */
export const STATE_PENSION_AGE = 66;

/** The retirement age when the factfind does not give one: the Irish State pension age. */
export const DEFAULT_RETIREMENT_AGE = STATE_PENSION_AGE;

/** The retirement income to aim for, as a fraction of the household's gross income today: two thirds. */
export const RETIREMENT_TARGET_SHARE = { numerator: 2, denominator: 3 } as const;

/** The income a pension fund gives in retirement each year, as a fraction of the fund: 4 %. */
export const PENSION_DRAWDOWN_RATE = 0.04;

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
 * Income tax (Revenue, "Tax rates, bands and reliefs"), from 1 January 2025 and unchanged by Budget 2026 for 2026:
 * 20 % up to the standard rate band, 40 % above it. The band is €44,000 for a person taxed alone; €53,000 for a
 * married couple or civil partners (jointly assessed), raised by the second income up to €35,000 more. Credits: the
 * personal credit (€2,000 alone, €4,000 for a couple) and the employee or earned income credit (€2,000 for each earner,
 * at most 20 % of their income). The plan leaves out other credits (rent, home carer, single person child carer, medical)
 * and pension contributions' relief: the tax it counts is never below the real one for a PAYE household.
 */
export const INCOME_TAX_STANDARD_RATE = 0.2;
export const INCOME_TAX_HIGHER_RATE = 0.4;
export const INCOME_TAX_BAND_SINGLE_CENTS = 4_400_000;
export const INCOME_TAX_BAND_COUPLE_CENTS = 5_300_000;
export const INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS = 3_500_000;
export const PERSONAL_TAX_CREDIT_SINGLE_CENTS = 200_000;
export const PERSONAL_TAX_CREDIT_COUPLE_CENTS = 400_000;
export const EARNED_INCOME_TAX_CREDIT_CENTS = 200_000;

/**
 * The Universal Social Charge (Revenue, "USC rates and thresholds"): none on a yearly income of €13,000 or less;
 * above it, each band's rate on the part of the income in the band (the last band has no top). The 2 % band's top
 * rose from €27,382 to €28,700 on 1 January 2026 (Budget 2026). Reduced rates (medical card, over 70) and the
 * self-employed surcharge are left out.
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
 * PRSI, the employee (Class A) and self-employed (Class S) rate on all income once it is above €352 a week
 * (€18,304 a year; the PRSI credit that tapers it just above is left out), by the date each rate applies from:
 * 4.1 % from 1 October 2024, 4.2 % from 1 October 2025 and 4.35 % from 1 October 2026 (Social Welfare (Miscellaneous
 * Provisions) Act 2024, the phased increases that keep the State pension age at 66).
 */
export const PRSI_FREE_UP_TO_CENTS = 1_830_400;
export const PRSI_RATES: readonly (readonly [from: string, rate: number])[] = [
  ['2024-10-01', 0.041],
  ['2025-10-01', 0.042],
  ['2026-10-01', 0.0435],
];

/**
 * Life cover needed for an earner with dependants (a partner, children or other dependants): this many years of their
 * gross earned income, or the years left until they are STATE_PENSION_AGE when fewer. An earner with no dependants
 * needs none.
 */
export const LIFE_COVER_INCOME_YEARS = 10;

/** Income protection needed for an earner: this fraction of their gross income, each year. */
export const INCOME_PROTECTION_SHARE = 0.75;

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
 * What a policy pays out on. LIFE replaces income on death (counted against LIFE_COVER_INCOME_YEARS of income);
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
