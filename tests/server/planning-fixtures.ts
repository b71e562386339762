/**
 * Households for the planning model's table tests: `household()` with nothing entered, builders
 * for each record with everything a plan needs, and THE worked example of docs/planning-model.md
 * (the acceptance test builds the same household through the API).
 */
import type {
  Household,
  PlanAsset,
  PlanDebt,
  PlanFactfind,
  PlanGoal,
  PlanIncome,
  PlanPerson,
  PlanPersonFactfind,
  PlanPolicy,
} from '../../server/planning/household';

/** The injected date of the planning tests (the server tests' clock, MARCH_2025). */
export const TODAY = '2025-03-15';

export const household = (fields: Partial<Household> = {}): Household => ({
  userId: 'user-1',
  persons: [],
  assets: [],
  debts: [],
  policies: [],
  incomes: [],
  factfind: null,
  goals: [],
  ...fields,
});

export const person = (fields: Partial<PlanPerson> & Pick<PlanPerson, 'id'>): PlanPerson => ({
  firstName: null,
  relationship: null,
  dateOfBirth: null,
  ...fields,
});

export const asset = (fields: Partial<PlanAsset> & Pick<PlanAsset, 'id'>): PlanAsset => ({
  name: null,
  productType: null,
  balanceCents: 0,
  overdrawnByCents: null,
  ownerIds: [],
  frequency: null,
  regularPaymentCents: null,
  employerContributionCents: null,
  pensionType: null,
  propertyType: null,
  accessible: null,
  active: null,
  throughCurrentEmployer: null,
  missing: [],
  ...fields,
});

export const debt = (fields: Partial<PlanDebt> & Pick<PlanDebt, 'id'>): PlanDebt => ({
  name: null,
  productType: null,
  balanceCents: 0,
  arrearsCents: null,
  monthlyRepaymentCents: null,
  interestRate: null,
  isMainMortgage: null,
  arePaymentsUpToDate: null,
  clearedOnDeath: null,
  ownerIds: [],
  missing: [],
  ...fields,
});

export const policy = (fields: Partial<PlanPolicy> & Pick<PlanPolicy, 'id'>): PlanPolicy => ({
  name: null,
  productType: null,
  coverType: null,
  amountOfCoverCents: null,
  premiumCents: null,
  paymentFrequency: null,
  lives: null,
  ownerIds: [],
  missing: [],
  ...fields,
});

export const income = (fields: Partial<PlanIncome> & Pick<PlanIncome, 'id'>): PlanIncome => ({
  annualIncomeCents: null,
  annualBonusCents: null,
  incomeType: null,
  ownerIds: [],
  ...fields,
});

/** A factfind with nothing answered but `fields`. */
export const factfind = (fields: Partial<PlanFactfind>): PlanFactfind => ({
  maritalStatus: null,
  monthlyOutgoingsCents: null,
  monthlyRentOrMortgageCents: null,
  user: null,
  partner: null,
  ...fields,
});

export const answers = (fields: Partial<PlanPersonFactfind> = {}): PlanPersonFactfind => ({
  personId: null,
  annualIncomeCents: null,
  employmentStatus: null,
  prsiYears: null,
  healthStatus: null,
  smoker: null,
  retirementAge: null,
  ...fields,
});

export const goal = (fields: Partial<PlanGoal> & Pick<PlanGoal, 'id'>): PlanGoal => ({
  name: 'Goal',
  goalType: 'OTHER',
  priority: null,
  targetDate: null,
  valueToSaveCents: 0,
  ...fields,
});

const ann = person({ id: 'ann', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1963-10-02' });
const brian = person({ id: 'brian', firstName: 'Brian', relationship: 'PARTNER', dateOfBirth: '1968-05-20' });
/** Their child, 16 on 15 March 2025: the calculator's 16-year-old, 19 by September 2028. */
const ciaran = person({ id: 'ciaran', firstName: 'Ciarán', relationship: 'CHILD', dateOfBirth: '2009-01-20' });

/** The worked example of docs/planning-model.md, on 15 March 2025. */
export const WORKED_EXAMPLE: Household = household({
  persons: [ann, brian, ciaran],
  assets: [
    asset({
      id: 'savings',
      name: 'Joint savings',
      productType: 'SAVINGS_ACCOUNT',
      balanceCents: 600_000,
      ownerIds: ['ann', 'brian'],
      frequency: 'MONTHLY',
      regularPaymentCents: 50_000,
      accessible: true,
      active: true,
    }),
  ],
  debts: [
    debt({
      id: 'car',
      name: 'Car loan',
      productType: 'PERSONAL_LOAN',
      balanceCents: 400_000,
      arrearsCents: 0,
      monthlyRepaymentCents: 25_000,
      interestRate: 9.5,
      arePaymentsUpToDate: true,
      ownerIds: ['ann'],
    }),
  ],
  policies: [
    policy({
      id: 'life',
      name: 'Life cover',
      productType: 'LIFE_INSURANCE',
      coverType: 'LIFE',
      amountOfCoverCents: 20_000_000,
      premiumCents: 4_000,
      paymentFrequency: 'MONTHLY',
      ownerIds: ['ann'],
    }),
  ],
  incomes: [income({ id: 'salary', annualIncomeCents: 4_500_000, annualBonusCents: 0, ownerIds: ['ann'] })],
  factfind: {
    maritalStatus: 'MARRIED',
    numberOfChildren: 1,
    housingStatus: 'OWNER_OUTRIGHT',
    monthlyRentOrMortgageCents: 0,
    monthlyOutgoingsCents: 200_000,
    user: answers({
      personId: 'ann',
      employmentStatus: 'EMPLOYED',
      prsiYears: 38,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: answers({
      personId: 'brian',
      annualIncomeCents: 0,
      employmentStatus: 'HOMEMAKER',
      prsiYears: 21,
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
  },
  goals: [
    goal({
      id: 'college',
      name: 'College costs',
      goalType: 'COLLEGE_COSTS',
      targetDate: '2028-09-01',
      valueToSaveCents: 2_484_800,
    }),
  ],
});

/** A household with everything a plan needs and nothing else: Ann alone, born 1980, €3,000 outgoings, €60,000 income. */
export const COMPLETE: Household = household({
  persons: [person({ id: 'ann', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1980-01-01' })],
  incomes: [income({ id: 'salary', annualIncomeCents: 6_000_000, ownerIds: ['ann'] })],
  factfind: {
    maritalStatus: 'SINGLE',
    monthlyRentOrMortgageCents: 100_000,
    monthlyOutgoingsCents: 200_000,
    user: answers({
      personId: 'ann',
      employmentStatus: 'EMPLOYED',
      healthStatus: 'GOOD',
      smoker: false,
      retirementAge: 66,
    }),
    partner: null,
  },
});
