/**
 * A household filled to the caps (server/storage/list-caps.ts), entered over the planning API with the client's
 * generated documents: the user and a partner with dates of birth, 48 children, the factfind with both of their
 * answers, and 100 each of assets, debts, policies, incomes and goals, every one complete (product codes of the
 * catalogue, amounts, owners), so that the plan is computed in full and the wealth path runs year by year to
 * retirement. This is the most work one user's plan or planGraph can ask of the server.
 *
 * The lists with a batch mutation go in one request each (updateAssets, updateDebts, updatePolicies, updateGoals,
 * each up to 100 changes); persons and incomes, which have none, one request each, four at a time.
 */
import { UpdateAssetsString as UPDATE_ASSETS } from '../src/client/generated/documents/UpdateAssets';
import { UpdateDebtsString as UPDATE_DEBTS } from '../src/client/generated/documents/UpdateDebts';
import { UpdateFactfindString as UPDATE_FACTFIND } from '../src/client/generated/documents/UpdateFactfind';
import { UpdateGoalsString as UPDATE_GOALS } from '../src/client/generated/documents/UpdateGoals';
import { UpdateIncomeString as UPDATE_INCOME } from '../src/client/generated/documents/UpdateIncome';
import { UpdatePersonString as UPDATE_PERSON } from '../src/client/generated/documents/UpdatePerson';
import { UpdatePoliciesString as UPDATE_POLICIES } from '../src/client/generated/documents/UpdatePolicies';
import type {
  UpdateAssetsMutationVariables,
  UpdateDebtsMutationVariables,
  UpdateFactfindMutationVariables,
  UpdateGoalsMutationVariables,
  UpdateIncomeMutationVariables,
  UpdatePersonMutationVariables,
  UpdatePoliciesMutationVariables,
} from '../src/client/generated/operations';
import { LIST_CAPS } from '../server/storage/list-caps';

/** One call of the API as the household's user: its answer's data, or why there is none. */
export type Call = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ status: number; data?: Record<string, unknown> | null; message?: string }>;

/** What each mutation's payload holds: success, or the error's message. */
interface Payload {
  success?: boolean;
  error?: { message: string; fieldErrors?: { field: string; message: string }[] | null } | null;
  person?: { id: string } | null;
}

const ASSET_TYPES = ['DEPOSIT_ACCOUNT', 'SAVINGS_ACCOUNT', 'SHARES', 'INVESTMENT_FUND', 'PENSION', 'PRSA', 'PROPERTY'];
const DEBT_TYPES = ['PERSONAL_LOAN', 'CAR_FINANCE', 'CREDIT_CARD', 'CREDIT_UNION_LOAN', 'STUDENT_LOAN', 'OTHER_DEBT'];
const POLICIES = [
  { productType: 'LIFE_INSURANCE', coverType: 'LIFE' },
  { productType: 'INCOME_PROTECTION', coverType: 'INCOME_PROTECTION' },
  { productType: 'SPECIFIED_ILLNESS', coverType: 'SPECIFIED_ILLNESS' },
  { productType: 'HEALTH_INSURANCE', coverType: 'HEALTH' },
];
const GOAL_TYPES = ['HOME_IMPROVEMENT', 'CAR', 'HOLIDAY', 'WEDDING', 'OTHER'] as const;

/** `enter(i)` for i from 0 to `count` − 1, four requests at a time. */
async function fourAtATime(count: number, enter: (i: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      for (let i = lane; i < count; i += 4) await enter(i);
    }),
  );
}

/**
 * Fills `userId`'s household to the caps through `call`; answers how many rows of each list were saved and the
 * refusals met (none expected).
 */
export async function fillHousehold(
  call: Call,
  userId: string,
): Promise<{ saved: Record<string, number>; refused: string[] }> {
  const saved: Record<string, number> = {};
  const refused = new Set<string>();
  /** Sends one mutation and counts `rows` under `list` when its payload says success. */
  const send = async (list: string, rows: number, query: string, variables: Record<string, unknown>) => {
    const answer = await call(query, variables);
    const payload = Object.values(answer.data ?? {})[0] as Payload | undefined;
    if (payload?.success) saved[list] = (saved[list] ?? 0) + rows;
    else {
      const field = payload?.error?.fieldErrors?.[0];
      refused.add(
        `${list}: ${payload?.error?.message ?? answer.message ?? answer.status}${field ? ` (${field.field}: ${field.message})` : ''}`,
      );
    }
    return payload;
  };

  const person = async (person: UpdatePersonMutationVariables['person']) =>
    (await send('persons', 1, UPDATE_PERSON, { person }))?.person?.id;
  const self = await person({ userId, firstName: 'Ann', dateOfBirth: '1992-03-01', relationship: 'SELF' });
  const partner = await person({ userId, firstName: 'Bo', dateOfBirth: '1991-07-15', relationship: 'PARTNER' });
  const owners = [self, partner].filter((id): id is string => typeof id === 'string');
  await fourAtATime(LIST_CAPS.persons - 2, async (i) => {
    await person({ userId, firstName: `Child ${i}`, dateOfBirth: `20${10 + (i % 15)}-05-01`, relationship: 'CHILD' });
  });

  const answers = (annualIncome: number) => ({
    annualIncome,
    employmentStatus: 'EMPLOYED' as const,
    healthStatus: 'GOOD' as const,
    smoker: false,
    retirementAge: 66,
    prsiYears: 12,
    marginalTaxRate: 0.4,
  });
  const factfind: UpdateFactfindMutationVariables['factfind'] = {
    userId,
    maritalStatus: 'MARRIED',
    // The most the factfind takes; the children entered as persons are more.
    numberOfChildren: 20,
    numberOfOtherDependants: 0,
    housingStatus: 'OWNER_WITH_MORTGAGE',
    monthlyRentOrMortgage: 1_800,
    monthlyOutgoings: 3_500,
    user: answers(70_000),
    partner: answers(55_000),
  };
  await send('factfind', 1, UPDATE_FACTFIND, { factfind });

  const assets: UpdateAssetsMutationVariables['assets'] = Array.from({ length: LIST_CAPS.assets }, (_, i) => ({
    asset: {
      userId,
      name: `Asset ${i}`,
      productType: ASSET_TYPES[i % ASSET_TYPES.length],
      balance: 1_000 + 37 * i,
      ownerIds: owners,
      frequency: 'MONTHLY',
      regularPaymentAmount: 20 + (i % 10),
      accessible: i % 3 === 0,
    },
  }));
  await send('assets', assets.length, UPDATE_ASSETS, { assets });

  const debts: UpdateDebtsMutationVariables['debts'] = Array.from({ length: LIST_CAPS.debts }, (_, i) => ({
    debt: {
      userId,
      name: `Debt ${i}`,
      productType: i === 0 ? 'MORTGAGE' : DEBT_TYPES[i % DEBT_TYPES.length],
      isMainMortgage: i === 0,
      balance: i === 0 ? 250_000 : 500 + 11 * i,
      monthlyRepayment: i === 0 ? 1_200 : 15 + (i % 20),
      interestRate: i === 0 ? 4.1 : 3 + (i % 20),
      ownerIds: owners,
    },
  }));
  await send('debts', debts.length, UPDATE_DEBTS, { debts });

  const policies: UpdatePoliciesMutationVariables['policies'] = Array.from({ length: LIST_CAPS.policies }, (_, i) => ({
    policy: {
      userId,
      name: `Policy ${i}`,
      ...POLICIES[i % POLICIES.length],
      amountOfCover: 10_000 + 100 * i,
      premium: 5 + (i % 30),
      paymentFrequency: 'MONTHLY',
      ownerIds: owners.slice(0, 1 + (i % 2)),
    },
  }));
  await send('policies', policies.length, UPDATE_POLICIES, { policies });

  await fourAtATime(LIST_CAPS.incomes, async (i) => {
    const income: UpdateIncomeMutationVariables['income'] = {
      userId,
      name: `Income ${i}`,
      annualIncome: 500 + 10 * i,
      incomeType: i % 2 ? 'OTHER' : 'EMPLOYMENT',
      ownerIds: owners.slice(i % 2, 1 + (i % 2)),
    };
    await send('incomes', 1, UPDATE_INCOME, { income });
  });

  const year = new Date().getUTCFullYear();
  const goals: UpdateGoalsMutationVariables['goals'] = Array.from({ length: LIST_CAPS.goals }, (_, i) => ({
    goal: {
      userId,
      name: `Goal ${i}`,
      goalType: GOAL_TYPES[i % GOAL_TYPES.length],
      priority: 1 + (i % 5),
      targetDate: `${year + 1 + (i % 30)}-0${1 + (i % 9)}-01`,
      valueToSave: 2_000 + 250 * i,
    },
  }));
  await send('goals', goals.length, UPDATE_GOALS, { goals });

  return { saved, refused: [...refused] };
}
