/**
 * The households of docs/planning-model.md ("The households"), as the planning model reads them: each is built through
 * the API by tests/server/plan-households.http.test.ts and its plan and wealth path checked against the model and
 * against the rules every plan keeps (within the disposable income, every amount a figure, every point adding up).
 * Today is 15 March 2025 (TODAY), as in every planning test.
 */
import type { Household } from '../../server/planning/household';
import { computePlan } from '../../server/plan-wording/plan';
import { planGraph } from '../../server/planning/plan-path';
import { answers, asset, debt, goal, household, income, person, policy } from './planning-fixtures';

export interface NamedHousehold {
  key: string;
  /** How docs/planning-model.md names it. */
  name: string;
  household: Household;
}

const single: Household = household({
  persons: [person({ id: 'siofra', firstName: 'Síofra', relationship: 'SELF', dateOfBirth: '1996-07-09' })],
  assets: [
    asset({
      id: 'save',
      name: 'Savings account',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 400_000,
      accessible: true,
      active: true,
      ownerIds: ['siofra'],
    }),
    asset({
      id: 'prsa',
      name: 'PRSA',
      productType: 'PRSA',
      balanceCents: 800_000,
      frequency: 'MONTHLY',
      regularPaymentCents: 15_000,
      accessible: true,
      active: true,
      ownerIds: ['siofra'],
    }),
  ],
  debts: [
    debt({
      id: 'card',
      name: 'Credit card',
      productType: 'CREDIT_CARD',
      balanceCents: 180_000,
      monthlyRepaymentCents: 9_000,
      interestRate: 21.9,
      ownerIds: ['siofra'],
    }),
  ],
  incomes: [income({ id: 'salary', annualIncomeCents: 4_200_000, ownerIds: ['siofra'] })],
  factfind: {
    maritalStatus: 'SINGLE',
    housingStatus: 'RENTING',
    monthlyRentOrMortgageCents: 140_000,
    monthlyOutgoingsCents: 90_000,
    user: answers({
      personId: 'siofra',
      employmentStatus: 'EMPLOYED',
      prsiYears: 7,
      healthStatus: 'EXCELLENT',
      smoker: false,
      retirementAge: 66,
    }),
    partner: null,
  },
  goals: [
    goal({
      id: 'deposit',
      name: 'House deposit',
      goalType: 'OTHER',
      priority: 1,
      targetDate: '2029-06-01',
      valueToSaveCents: 3_000_000,
    }),
  ],
});

const couple: Household = household({
  persons: [
    person({ id: 'ciara', firstName: 'Ciara', relationship: 'SELF', dateOfBirth: '1986-11-30' }),
    person({ id: 'donal', firstName: 'Dónal', relationship: 'PARTNER', dateOfBirth: '1984-04-02' }),
    person({ id: 'aoife', firstName: 'Aoife', relationship: 'CHILD', dateOfBirth: '2015-06-20' }),
    person({ id: 'rory', firstName: 'Rory', relationship: 'CHILD', dateOfBirth: '2018-01-11' }),
  ],
  assets: [
    asset({
      id: 'deposit',
      name: 'Joint deposit',
      productType: 'DEPOSIT_ACCOUNT',
      balanceCents: 1_200_000,
      accessible: true,
      active: true,
      ownerIds: ['ciara', 'donal'],
    }),
    asset({
      id: 'pension',
      name: 'Work pension',
      productType: 'OCCUPATIONAL_PENSION',
      balanceCents: 4_500_000,
      frequency: 'MONTHLY',
      regularPaymentCents: 40_000,
      employerContributionCents: 40_000,
      accessible: false,
      active: true,
      ownerIds: ['ciara'],
    }),
    asset({
      id: 'home',
      name: 'Home',
      productType: 'PROPERTY',
      balanceCents: 38_000_000,
      ownerIds: ['ciara', 'donal'],
    }),
  ],
  debts: [
    debt({
      id: 'mortgage',
      name: 'Mortgage',
      productType: 'MORTGAGE',
      balanceCents: 24_000_000,
      monthlyRepaymentCents: 135_000,
      interestRate: 3.95,
      isMainMortgage: true,
      ownerIds: ['ciara', 'donal'],
    }),
    debt({
      id: 'car',
      name: 'Car finance',
      productType: 'CAR_FINANCE',
      balanceCents: 1_200_000,
      monthlyRepaymentCents: 30_000,
      interestRate: 8,
      ownerIds: ['donal'],
    }),
    debt({
      id: 'card',
      name: 'Credit card',
      productType: 'CREDIT_CARD',
      balanceCents: 320_000,
      monthlyRepaymentCents: 15_000,
      interestRate: 22.9,
      ownerIds: ['ciara'],
    }),
  ],
  policies: [
    policy({
      id: 'life',
      name: 'Joint life cover',
      productType: 'LIFE_INSURANCE',
      coverType: 'LIFE',
      amountOfCoverCents: 28_000_000,
      premiumCents: 5_500,
      paymentFrequency: 'MONTHLY',
      ownerIds: ['ciara', 'donal'],
    }),
    policy({
      id: 'mp',
      name: 'Mortgage protection',
      productType: 'MORTGAGE_PROTECTION',
      coverType: 'MORTGAGE_PROTECTION',
      amountOfCoverCents: 24_000_000,
      premiumCents: 3_500,
      paymentFrequency: 'MONTHLY',
      ownerIds: ['ciara', 'donal'],
    }),
  ],
  incomes: [
    income({ id: 'ciara-pay', annualIncomeCents: 6_500_000, ownerIds: ['ciara'] }),
    income({ id: 'donal-pay', annualIncomeCents: 3_800_000, ownerIds: ['donal'] }),
  ],
  factfind: {
    maritalStatus: 'MARRIED',
    housingStatus: 'OWNER_WITH_MORTGAGE',
    monthlyRentOrMortgageCents: 135_000,
    monthlyOutgoingsCents: 260_000,
    user: answers({
      personId: 'ciara',
      employmentStatus: 'EMPLOYED',
      prsiYears: 16,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'donal',
      employmentStatus: 'EMPLOYED',
      prsiYears: 18,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
  goals: [
    goal({
      id: 'college',
      name: 'College for Aoife',
      goalType: 'COLLEGE_COSTS',
      priority: 1,
      targetDate: '2033-09-01',
      valueToSaveCents: 4_000_000,
    }),
    goal({
      id: 'car',
      name: 'Next car',
      goalType: 'OTHER',
      priority: 2,
      targetDate: '2028-03-01',
      valueToSaveCents: 1_500_000,
    }),
  ],
});

const nearRetirement: Household = household({
  persons: [
    person({ id: 'maire', firstName: 'Máire', relationship: 'SELF', dateOfBirth: '1962-08-14' }),
    person({ id: 'sean', firstName: 'Seán', relationship: 'PARTNER', dateOfBirth: '1960-12-03' }),
  ],
  assets: [
    asset({
      id: 'pension',
      name: 'Personal pension',
      productType: 'PERSONAL_PENSION',
      balanceCents: 18_000_000,
      frequency: 'MONTHLY',
      regularPaymentCents: 60_000,
      accessible: true,
      active: true,
      ownerIds: ['maire'],
    }),
    asset({
      id: 'savings',
      name: 'Credit union',
      productType: 'CREDIT_UNION_SAVINGS',
      balanceCents: 4_000_000,
      accessible: true,
      active: true,
      ownerIds: ['maire', 'sean'],
    }),
  ],
  policies: [
    policy({
      id: 'health',
      name: 'Health insurance',
      productType: 'HEALTH_INSURANCE',
      coverType: 'HEALTH',
      amountOfCoverCents: 0,
      premiumCents: 320_000,
      paymentFrequency: 'YEARLY',
      ownerIds: ['maire', 'sean'],
    }),
  ],
  incomes: [
    income({ id: 'pay', annualIncomeCents: 5_500_000, ownerIds: ['maire'] }),
    income({ id: 'pension-income', annualIncomeCents: 1_800_000, ownerIds: ['sean'] }),
  ],
  factfind: {
    maritalStatus: 'MARRIED',
    monthlyRentOrMortgageCents: 0,
    monthlyOutgoingsCents: 280_000,
    user: answers({
      personId: 'maire',
      employmentStatus: 'EMPLOYED',
      prsiYears: 36,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'sean',
      employmentStatus: 'RETIRED',
      prsiYears: 41,
      healthStatus: 'FAIR',
      smoker: false,
      retirementAge: 64,
    }),
  },
});

/** Entered halfway: no date of birth, and an asset with no owners. */
const incomplete: Household = household({
  persons: [person({ id: 'pat', firstName: 'Pat', relationship: 'SELF' })],
  assets: [asset({ id: 'shares', name: 'Shares', productType: 'SHARES', balanceCents: 250_000, missing: ['owners'] })],
  incomes: [income({ id: 'pay', annualIncomeCents: 3_000_000, ownerIds: ['pat'] })],
});

const empty: Household = household();

const earlyRetiree: Household = household({
  persons: [person({ id: 'tomas', firstName: 'Tomás', relationship: 'SELF', dateOfBirth: '1969-05-05' })],
  assets: [
    asset({
      id: 'arf',
      name: 'ARF',
      productType: 'ARF',
      balanceCents: 6_000_000,
      accessible: true,
      ownerIds: ['tomas'],
    }),
  ],
  debts: [
    debt({
      id: 'loan',
      name: 'Personal loan',
      productType: 'PERSONAL_LOAN',
      balanceCents: 1_500_000,
      monthlyRepaymentCents: 35_000,
      interestRate: 11.5,
      ownerIds: ['tomas'],
    }),
    debt({
      id: 'card',
      name: 'Credit card',
      productType: 'CREDIT_CARD',
      balanceCents: 650_000,
      monthlyRepaymentCents: 20_000,
      interestRate: 22.9,
      ownerIds: ['tomas'],
    }),
    debt({
      id: 'car',
      name: 'Car finance',
      productType: 'CAR_FINANCE',
      balanceCents: 900_000,
      monthlyRepaymentCents: 28_000,
      interestRate: 7.9,
      ownerIds: ['tomas'],
    }),
    debt({
      id: 'overdraft',
      name: 'Overdraft',
      productType: 'OVERDRAFT',
      balanceCents: 150_000,
      monthlyRepaymentCents: 0,
      interestRate: 12,
      ownerIds: ['tomas'],
    }),
  ],
  incomes: [income({ id: 'pension-income', annualIncomeCents: 2_400_000, ownerIds: ['tomas'] })],
  factfind: {
    maritalStatus: 'DIVORCED',
    housingStatus: 'RENTING',
    monthlyRentOrMortgageCents: 90_000,
    monthlyOutgoingsCents: 120_000,
    user: answers({
      personId: 'tomas',
      employmentStatus: 'RETIRED',
      prsiYears: 30,
      healthStatus: 'FAIR',
      smoker: true,
      retirementAge: 55,
    }),
    partner: null,
  },
});

/** Dates at the edges: born on 29 February, retired already, a partner 66 today, a goal due today and one next month. */
const dateEdges: Household = household({
  persons: [
    person({ id: 'eamon', firstName: 'Éamon', relationship: 'SELF', dateOfBirth: '1964-02-29' }),
    person({ id: 'nuala', firstName: 'Nuala', relationship: 'PARTNER', dateOfBirth: '1959-03-15' }),
  ],
  assets: [
    asset({
      id: 'cash',
      name: 'Current account',
      productType: 'CURRENT_ACCOUNT',
      balanceCents: 1_000_000,
      accessible: true,
      ownerIds: ['eamon'],
    }),
  ],
  incomes: [income({ id: 'pay', annualIncomeCents: 3_600_000, ownerIds: ['eamon'] })],
  factfind: {
    maritalStatus: 'COHABITING',
    monthlyRentOrMortgageCents: 0,
    monthlyOutgoingsCents: 150_000,
    user: answers({
      personId: 'eamon',
      employmentStatus: 'SELF_EMPLOYED',
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 60,
    }),
    partner: answers({
      personId: 'nuala',
      annualIncomeCents: 0,
      employmentStatus: 'RETIRED',
      prsiYears: 44,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
  goals: [
    goal({
      id: 'today',
      name: 'Holiday',
      goalType: 'OTHER',
      priority: 1,
      targetDate: '2025-03-15',
      valueToSaveCents: 200_000,
    }),
    goal({
      id: 'soon',
      name: 'New boiler',
      goalType: 'OTHER',
      priority: 2,
      targetDate: '2025-04-01',
      valueToSaveCents: 300_000,
    }),
  ],
});

/**
 * An employee auto-enrolled in MyFutureFund from 1 January 2026: Niamh, 30, on €45,000, renting, with no pension
 * (docs/planning-model.md, "Auto-enrolment": €56.25 a month of her own from January 2026, €112.50 from 2029).
 */
const autoEnrolled: Household = household({
  persons: [person({ id: 'niamh', firstName: 'Niamh', relationship: 'SELF', dateOfBirth: '1994-09-01' })],
  assets: [
    asset({
      id: 'savings',
      name: 'Savings account',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 500_000,
      accessible: true,
      active: true,
      ownerIds: ['niamh'],
    }),
  ],
  incomes: [income({ id: 'salary', annualIncomeCents: 4_500_000, ownerIds: ['niamh'] })],
  factfind: {
    maritalStatus: 'SINGLE',
    housingStatus: 'RENTING',
    monthlyRentOrMortgageCents: 130_000,
    monthlyOutgoingsCents: 110_000,
    user: answers({
      personId: 'niamh',
      employmentStatus: 'EMPLOYED',
      prsiYears: 9,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: null,
  },
});

/**
 * A widow of 70 on the State pension (contributory, the 2026 rate: €299.30 × 52 = €15,563.60 a year), typed
 * STATE_PENSION: no income tax (over 65, under €18,000), no USC and no PRSI on it. Her own home, €20,000 on deposit.
 */
const statePensioner: Household = household({
  persons: [person({ id: 'brid', firstName: 'Bríd', relationship: 'SELF', dateOfBirth: '1954-09-10' })],
  assets: [
    asset({
      id: 'deposit',
      name: 'Deposit account',
      productType: 'DEPOSIT_ACCOUNT',
      balanceCents: 2_000_000,
      accessible: true,
      active: true,
      ownerIds: ['brid'],
    }),
  ],
  incomes: [
    income({ id: 'state-pension', annualIncomeCents: 1_556_360, incomeType: 'STATE_PENSION', ownerIds: ['brid'] }),
  ],
  factfind: {
    maritalStatus: 'WIDOWED',
    housingStatus: 'OWNER_OUTRIGHT',
    monthlyRentOrMortgageCents: 0,
    monthlyOutgoingsCents: 100_000,
    user: answers({
      personId: 'brid',
      employmentStatus: 'RETIRED',
      prsiYears: 40,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: null,
  },
});

/**
 * A married couple, one earner (€60,000 of pay) and a homemaker caring for their two children, renting at €1,600 a
 * month: the home carer credit and the rent credit (docs/planning-model.md, "Affordability").
 */
const homemakerAndEarner: Household = household({
  persons: [
    person({ id: 'orla', firstName: 'Orla', relationship: 'SELF', dateOfBirth: '1988-04-12' }),
    person({ id: 'colm', firstName: 'Colm', relationship: 'PARTNER', dateOfBirth: '1987-10-03' }),
    person({ id: 'fiadh', firstName: 'Fiadh', relationship: 'CHILD', dateOfBirth: '2017-02-20' }),
    person({ id: 'oisin', firstName: 'Oisín', relationship: 'CHILD', dateOfBirth: '2020-08-05' }),
  ],
  assets: [
    asset({
      id: 'savings',
      name: 'Joint savings',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 500_000,
      accessible: true,
      active: true,
      ownerIds: ['orla', 'colm'],
    }),
  ],
  incomes: [income({ id: 'pay', annualIncomeCents: 6_000_000, incomeType: 'EMPLOYMENT', ownerIds: ['orla'] })],
  factfind: {
    maritalStatus: 'MARRIED',
    housingStatus: 'RENTING',
    numberOfChildren: 2,
    numberOfOtherDependants: 0,
    monthlyRentOrMortgageCents: 160_000,
    monthlyOutgoingsCents: 180_000,
    user: answers({
      personId: 'orla',
      employmentStatus: 'EMPLOYED',
      prsiYears: 14,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'colm',
      annualIncomeCents: 0,
      employmentStatus: 'HOMEMAKER',
      prsiYears: 12,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
});

/**
 * A childless married couple, both employed (€45,000 and €60,000), with a €200,000 joint mortgage and joint mortgage
 * protection of €200,000 (docs/planning-model.md, "Protection"): each survivor's own pay covers their needs and the
 * mortgage protection clears the mortgage, so neither death needs life cover (10 years of earnings asked for €450,000
 * and €600,000); income protection of 75 % of pay less Illness Benefit.
 */
const childlessCouple: Household = household({
  persons: [
    person({ id: 'aoife', firstName: 'Aoife', relationship: 'SELF', dateOfBirth: '1991-06-14' }),
    person({ id: 'cian', firstName: 'Cian', relationship: 'PARTNER', dateOfBirth: '1989-11-02' }),
  ],
  assets: [
    asset({
      id: 'savings',
      name: 'Joint savings',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 1_500_000,
      accessible: true,
      active: true,
      ownerIds: ['aoife', 'cian'],
    }),
    asset({ id: 'home', name: 'Home', productType: 'PROPERTY', balanceCents: 38_000_000, ownerIds: ['aoife', 'cian'] }),
  ],
  debts: [
    debt({
      id: 'mortgage',
      name: 'Mortgage',
      productType: 'MORTGAGE',
      balanceCents: 20_000_000,
      monthlyRepaymentCents: 105_000,
      interestRate: 3.9,
      isMainMortgage: true,
      arePaymentsUpToDate: true,
      ownerIds: ['aoife', 'cian'],
    }),
  ],
  policies: [
    policy({
      id: 'mp',
      name: 'Mortgage protection',
      productType: 'MORTGAGE_PROTECTION',
      coverType: 'MORTGAGE_PROTECTION',
      amountOfCoverCents: 20_000_000,
      premiumCents: 3_000,
      paymentFrequency: 'MONTHLY',
      ownerIds: ['aoife', 'cian'],
    }),
  ],
  incomes: [
    income({ id: 'aoife-pay', annualIncomeCents: 4_500_000, incomeType: 'EMPLOYMENT', ownerIds: ['aoife'] }),
    income({ id: 'cian-pay', annualIncomeCents: 6_000_000, incomeType: 'EMPLOYMENT', ownerIds: ['cian'] }),
  ],
  factfind: {
    maritalStatus: 'MARRIED',
    housingStatus: 'OWNER_WITH_MORTGAGE',
    numberOfChildren: 0,
    numberOfOtherDependants: 0,
    monthlyRentOrMortgageCents: 105_000,
    monthlyOutgoingsCents: 220_000,
    user: answers({
      personId: 'aoife',
      employmentStatus: 'EMPLOYED',
      prsiYears: 11,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'cian',
      employmentStatus: 'EMPLOYED',
      prsiYears: 13,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
});

/**
 * A married couple with two children (8 and 5), both employed (€85,000 and €42,000), a €310,000 joint mortgage with
 * joint mortgage protection, a €9,000 car loan, and a €280,000 joint-life first-death policy (docs/planning-model.md,
 * "Protection"): the policy pays in full on whichever death comes first, so it counts €280,000 in each death, not
 * €140,000.
 */
const jointLifeCouple: Household = household({
  persons: [
    person({ id: 'niamh', firstName: 'Niamh', relationship: 'SELF', dateOfBirth: '1984-02-20' }),
    person({ id: 'padraig', firstName: 'Pádraig', relationship: 'PARTNER', dateOfBirth: '1982-07-08' }),
    person({ id: 'saoirse', firstName: 'Saoirse', relationship: 'CHILD', dateOfBirth: '2016-09-01' }),
    person({ id: 'darragh', firstName: 'Darragh', relationship: 'CHILD', dateOfBirth: '2019-04-10' }),
  ],
  assets: [
    asset({
      id: 'savings',
      name: 'Joint savings',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 1_000_000,
      accessible: true,
      active: true,
      ownerIds: ['niamh', 'padraig'],
    }),
    asset({
      id: 'home',
      name: 'Home',
      productType: 'PROPERTY',
      balanceCents: 42_000_000,
      ownerIds: ['niamh', 'padraig'],
    }),
  ],
  debts: [
    debt({
      id: 'mortgage',
      name: 'Mortgage',
      productType: 'MORTGAGE',
      balanceCents: 31_000_000,
      monthlyRepaymentCents: 160_000,
      interestRate: 3.7,
      isMainMortgage: true,
      arePaymentsUpToDate: true,
      ownerIds: ['niamh', 'padraig'],
    }),
    debt({
      id: 'car',
      name: 'Car loan',
      productType: 'CAR_FINANCE',
      balanceCents: 900_000,
      monthlyRepaymentCents: 30_000,
      interestRate: 7.5,
      arePaymentsUpToDate: true,
      ownerIds: ['padraig'],
    }),
  ],
  policies: [
    policy({
      id: 'life',
      name: 'Joint life cover',
      productType: 'LIFE_INSURANCE',
      coverType: 'LIFE',
      amountOfCoverCents: 28_000_000,
      premiumCents: 4_500,
      paymentFrequency: 'MONTHLY',
      lives: 'JOINT_FIRST_DEATH',
      ownerIds: ['niamh', 'padraig'],
    }),
    policy({
      id: 'mp',
      name: 'Mortgage protection',
      productType: 'MORTGAGE_PROTECTION',
      coverType: 'MORTGAGE_PROTECTION',
      amountOfCoverCents: 31_000_000,
      premiumCents: 3_500,
      paymentFrequency: 'MONTHLY',
      ownerIds: ['niamh', 'padraig'],
    }),
  ],
  incomes: [
    income({ id: 'niamh-pay', annualIncomeCents: 8_500_000, incomeType: 'EMPLOYMENT', ownerIds: ['niamh'] }),
    income({ id: 'padraig-pay', annualIncomeCents: 4_200_000, incomeType: 'EMPLOYMENT', ownerIds: ['padraig'] }),
  ],
  factfind: {
    maritalStatus: 'MARRIED',
    housingStatus: 'OWNER_WITH_MORTGAGE',
    numberOfChildren: 2,
    numberOfOtherDependants: 0,
    monthlyRentOrMortgageCents: 160_000,
    monthlyOutgoingsCents: 340_000,
    user: answers({
      personId: 'niamh',
      employmentStatus: 'EMPLOYED',
      prsiYears: 19,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'padraig',
      employmentStatus: 'EMPLOYED',
      prsiYears: 21,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
});

/** The household of `HOUSEHOLDS` with this key. */
export const householdNamed = (key: string): Household => {
  const named = HOUSEHOLDS.find((h) => h.key === key);
  if (!named) throw new Error(`No household '${key}' in HOUSEHOLDS`);
  return named.household;
};

export const HOUSEHOLDS: readonly NamedHousehold[] = [
  { key: 'single', name: 'Single, renting', household: single },
  { key: 'couple', name: 'Couple with children, mortgage, pension, credit card and life policy', household: couple },
  { key: 'near-retirement', name: 'Near retirement', household: nearRetirement },
  { key: 'incomplete', name: 'Incomplete factfind', household: incomplete },
  { key: 'empty', name: 'Empty', household: empty },
  { key: 'early-retiree', name: 'Early retiree with heavy debts', household: earlyRetiree },
  { key: 'date-edges', name: 'Date edge cases', household: dateEdges },
  { key: 'auto-enrolled', name: 'Auto-enrolled employee', household: autoEnrolled },
  { key: 'state-pensioner', name: 'Retiree on the State pension', household: statePensioner },
  { key: 'homemaker-and-earner', name: 'Homemaker and earner', household: homemakerAndEarner },
  { key: 'childless-couple', name: 'Childless two-earner couple', household: childlessCouple },
  { key: 'joint-life', name: 'Couple with a joint-life policy', household: jointLifeCouple },
];

/** A household's row of the table in docs/planning-model.md, "Seven households", from its plan on `todayIso`. */
export function householdRow(named: NamedHousehold, todayIso: string, euro: (cents: number) => string): string {
  const plan = computePlan(named.household, todayIso);
  if (!plan.summaries)
    return `| ${named.name} | — | — | — | — | factfind errors: ${plan.factfindErrors.map((e) => `\`${e.field}\``).join(', ')} | — | — |`;
  const { budget, allocation } = plan.summaries;
  const priorities =
    allocation.items
      .map((i) => `${i.rank}. ${i.label} ${euro(i.neededCents)} → ${euro(i.allocatedCents)}`)
      .join('; ') || 'none';
  const triage = plan.triageReason === null ? 'none' : plan.triageReason.split(':')[0];
  const path = planGraph(named.household, todayIso);
  const lowest = Math.min(...path.points.map((p) => p.amountCents));
  const wealth = `${euro(path.currentWealthCents)} → ${euro(path.finalWealthCents)} (lowest ${euro(lowest)})`;
  return `| ${named.name} | ${euro(budget.netMonthlyCents)} | ${euro(budget.disposableCents)} | ${euro(allocation.neededCents)} | ${euro(allocation.allocatedCents)} | ${priorities} | ${triage} | ${wealth} |`;
}
