/**
 * SPEC §4's rows of the household, proven against the real reference server: the planning app's
 * queries are watched, a mutation runs, and exactly the queries its row names and §4's general rule
 * adds are sent again (those holding the mutation's object types, and those computed from the
 * household: see refresh-map.ts), each showing the server's new data; the others keep their cache,
 * updated by normalisation where the mutation returned the record.
 *
 * Rows: updatePerson with and without a person id; updateAsset/Debt/Policy/Goal with and without
 * an id; deleteAsset/Debt/Policy/Goal removing the item from every cached list; updateAssets/
 * Debts/Policies/Goals; updateFactfind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyVariables, DocumentInput, OperationResult } from '@urql/core';
import {
  DeleteAssetDocument,
  DeleteDebtDocument,
  DeleteGoalDocument,
  DeletePolicyDocument,
  GetAllCollegeCostsDocument,
  GetAssetDocument,
  GetAssetsDocument,
  GetDebtDocument,
  GetDebtsDocument,
  GetFactfindDocument,
  GetGoalDocument,
  GetGoalsDocument,
  GetIncomeDocument,
  GetPersonDocument,
  GetPersonsDocument,
  GetPlanDocument,
  GetPlanGraphDocument,
  GetPoliciesDocument,
  GetPolicyDocument,
  UpdateAssetDocument,
  UpdateAssetsDocument,
  UpdateDebtDocument,
  UpdateDebtsDocument,
  UpdateFactfindDocument,
  UpdateGoalDocument,
  UpdateIncomeDocument,
  DeleteIncomeDocument,
  UpdateGoalsDocument,
  UpdatePersonDocument,
  UpdatePoliciesDocument,
  UpdatePolicyDocument,
  type PlanningClient,
} from '../../src/client';
import { signedInClient, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Watcher = ReturnType<typeof watch>;

/** The household's queries as the planning app's pages watch them, by operation name. */
function watchHousehold(
  client: PlanningClient,
  userId: string,
  ids: { person: string; asset: string; debt: string; policy: string; goal: string },
) {
  const queries: [string, DocumentInput<unknown, AnyVariables>, AnyVariables][] = [
    ['GetPlan', GetPlanDocument, { userId }],
    ['GetPlanGraph', GetPlanGraphDocument, { userId }],
    ['GetPersons', GetPersonsDocument, { userId }],
    ['GetPerson', GetPersonDocument, { id: ids.person }],
    ['GetAssets', GetAssetsDocument, { userId }],
    ['GetAsset', GetAssetDocument, { id: ids.asset }],
    ['GetDebts', GetDebtsDocument, { userId }],
    ['GetDebt', GetDebtDocument, { id: ids.debt }],
    ['GetPolicies', GetPoliciesDocument, { userId }],
    ['GetPolicy', GetPolicyDocument, { id: ids.policy }],
    ['GetGoals', GetGoalsDocument, { userId }],
    ['GetGoal', GetGoalDocument, { id: ids.goal }],
    ['GetAllCollegeCosts', GetAllCollegeCostsDocument, { userId }],
    ['GetIncome', GetIncomeDocument, { userId }],
    ['GetFactfind', GetFactfindDocument, { userId }],
  ];
  const watchers = Object.fromEntries(
    queries.map(([name, document, variables]) => [name, watch(client, document, variables)]),
  ) as Record<string, Watcher>;
  const asked = Object.fromEntries(queries.map(([name, document, variables]) => [name, { document, variables }]));
  return { watchers, asked };
}

/** Data of the latest result of every watcher, by operation name. */
const latest = (watchers: Record<string, Watcher>) => (name: string) =>
  watchers[name].results.at(-1)?.data as Record<string, never>;

/**
 * A user with a household (a person, an asset, a debt, a policy and a goal), a signed-in client,
 * and the household's queries watched, each with its first answer in.
 */
async function household(userId: string) {
  const { client, sent, settled } = await signedInClient(server, userId);
  const person = await client
    .mutation(UpdatePersonDocument, { person: { userId, firstName: 'Ann', relationship: 'SELF' } })
    .toPromise();
  const personId = person.data!.updatePerson.person!.id;
  const asset = await client
    .mutation(UpdateAssetDocument, {
      asset: { userId, name: 'Savings', balance: 10000, accessible: true, ownerIds: [personId] },
    })
    .toPromise();
  const debt = await client
    .mutation(UpdateDebtDocument, { debt: { userId, name: 'Car loan', balance: 4000, monthlyRepayment: 200 } })
    .toPromise();
  const policy = await client
    .mutation(UpdatePolicyDocument, { policy: { userId, name: 'Life cover', amountOfCover: 100000 } })
    .toPromise();
  const goal = await client
    .mutation(UpdateGoalDocument, {
      goal: { userId, name: 'Car', goalType: 'CAR', valueToSave: 5000, targetDate: '2027-06-01' },
    })
    .toPromise();
  const ids = {
    person: personId,
    asset: asset.data!.updateAsset.asset!.id,
    debt: debt.data!.updateDebt.debt!.id,
    policy: policy.data!.updatePolicy.policy!.id,
    goal: goal.data!.updateGoal.goal!.id,
  };
  const { watchers, asked } = watchHousehold(client, userId, ids);
  await Promise.all(Object.values(watchers).map((watcher) => watcher.next()));
  for (const watcher of Object.values(watchers)) expect(watcher.results.at(-1)?.error).toBeUndefined();
  /** What the server answers now, asked by another client of the same user with no cache. */
  const { client: other } = await signedInClient(server, userId);
  const serverNow = async (name: string) =>
    (await other.query(asked[name].document, asked[name].variables, { requestPolicy: 'network-only' }).toPromise())
      .data;
  return { client, sent, settled, ids, watchers, data: latest(watchers), serverNow };
}

type Household = Awaited<ReturnType<typeof household>>;

/**
 * Runs `mutate` and checks that exactly `refetched` were sent again after it (in any order), each
 * showing, once the client has settled, what the server answers now; resolves with their latest results.
 */
async function expectRefetched(h: Household, refetched: string[], mutate: () => Promise<OperationResult>) {
  const before = h.sent.length;
  const result = await mutate();
  expect(result.error).toBeUndefined();
  const payload = Object.values(result.data as Record<string, { success: boolean; error: unknown }>)[0];
  expect(payload).toMatchObject({ success: true, error: null });
  await h.settled();
  const answers = Object.fromEntries(refetched.map((name) => [name, h.watchers[name].results.at(-1)!]));
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.error).toBeUndefined();
    expect(answer.stale, `${name} is not marked stale`).toBeFalsy();
    expect(answer.data, `${name} shows the server's new data`).toEqual(await h.serverNow(name));
  }
  const [mutation, ...queries] = h.sent.slice(before);
  expect(mutation).toBe(
    result.operation.query.definitions.map((d) => ('name' in d ? d.name?.value : '')).find(Boolean),
  );
  expect(queries.sort()).toEqual([...refetched].sort());
  return answers as Record<string, OperationResult<Record<string, never>>>;
}

const stop = (h: Household) => Object.values(h.watchers).forEach((watcher) => watcher.stop());
const PLAN = ['GetPlan', 'GetPlanGraph'];
/** The queries showing owners' first names (a person's, or the user's for a goal): refreshed when a person changes. */
const OWNERS_SHOWN = [
  'GetAsset',
  'GetAssets',
  'GetDebt',
  'GetDebts',
  'GetPolicy',
  'GetPolicies',
  'GetIncome',
  'GetGoal',
  'GetGoals',
];

describe('SPEC §4 rows of the household, against the real server', { timeout: 30_000 }, () => {
  it('updatePerson without a person id refreshes plan, person and persons; and planGraph and the owners shown', async () => {
    const h = await household('hh-person-new');
    const answers = await expectRefetched(h, [...PLAN, 'GetPerson', 'GetPersons', ...OWNERS_SHOWN], () =>
      h.client
        .mutation(UpdatePersonDocument, {
          person: { userId: 'hh-person-new', firstName: 'Bob', relationship: 'PARTNER' },
        })
        .toPromise(),
    );
    expect(answers.GetPersons.data!.persons).toMatchObject([
      { firstName: 'Ann', relationship: 'SELF' },
      { firstName: 'Bob', relationship: 'PARTNER' },
    ]);
    stop(h);
  });

  it('updatePerson with a person id refreshes plan; and planGraph, the persons and the owners shown', async () => {
    const h = await household('hh-person-id');
    await expectRefetched(h, [...PLAN, 'GetPerson', 'GetPersons', ...OWNERS_SHOWN], () =>
      h.client
        .mutation(UpdatePersonDocument, {
          personId: h.ids.person,
          person: { userId: 'hh-person-id', lastName: 'Byrne' },
        })
        .toPromise(),
    );
    expect(h.data('GetPerson').person).toMatchObject({ id: h.ids.person, firstName: 'Ann', lastName: 'Byrne' });
    expect(h.data('GetPersons').persons).toMatchObject([{ id: h.ids.person, lastName: 'Byrne' }]);
    stop(h);
  });

  const ITEMS = [
    {
      kind: 'asset',
      single: 'GetAsset',
      list: 'GetAssets',
      field: 'assets',
      // Wealth today: the asset of €10,000 less the debt of €4,000; a new asset of €2,500 adds to it.
      create: (userId: string) => ({
        query: UpdateAssetDocument,
        variables: { asset: { userId, name: 'Shares', balance: 2500 } },
        wealth: 8500,
      }),
      change: (userId: string, id: string) => ({
        query: UpdateAssetDocument,
        variables: { assetId: id, asset: { userId, balance: 12000 } },
        wealth: 8000,
      }),
      remove: (id: string) => ({ query: DeleteAssetDocument, variables: { assetId: id }, wealth: -4000 }),
      many: (userId: string, id: string) => ({
        query: UpdateAssetsDocument,
        variables: {
          assets: [
            { assetId: id, asset: { userId, balance: 9000 } },
            { asset: { userId, name: 'Pension', balance: 1000 } },
          ],
        },
        wealth: 6000,
      }),
    },
    {
      kind: 'debt',
      single: 'GetDebt',
      list: 'GetDebts',
      field: 'debts',
      create: (userId: string) => ({
        query: UpdateDebtDocument,
        variables: { debt: { userId, name: 'Card', balance: 500 } },
        wealth: 5500,
      }),
      change: (userId: string, id: string) => ({
        query: UpdateDebtDocument,
        variables: { debtId: id, debt: { userId, balance: 3000 } },
        wealth: 7000,
      }),
      remove: (id: string) => ({ query: DeleteDebtDocument, variables: { debtId: id }, wealth: 10000 }),
      many: (userId: string, id: string) => ({
        query: UpdateDebtsDocument,
        variables: {
          debts: [
            { debtId: id, debt: { userId, balance: 1000 } },
            { debt: { userId, name: 'Overdraft', balance: 500 } },
          ],
        },
        wealth: 8500,
      }),
    },
    {
      kind: 'policy',
      single: 'GetPolicy',
      list: 'GetPolicies',
      field: 'policies',
      create: (userId: string) => ({
        query: UpdatePolicyDocument,
        variables: { policy: { userId, name: 'Income protection', premium: 30 } },
        wealth: 6000,
      }),
      change: (userId: string, id: string) => ({
        query: UpdatePolicyDocument,
        variables: { policyId: id, policy: { userId, amountOfCover: 200000 } },
        wealth: 6000,
      }),
      remove: (id: string) => ({ query: DeletePolicyDocument, variables: { policyId: id }, wealth: 6000 }),
      many: (userId: string, id: string) => ({
        query: UpdatePoliciesDocument,
        variables: {
          policies: [
            { policyId: id, policy: { userId, premium: 25 } },
            { policy: { userId, name: 'Serious illness' } },
          ],
        },
        wealth: 6000,
      }),
    },
  ] as const;

  describe.each(ITEMS)('$kind', (item) => {
    const wealthOf = (answers: Record<string, OperationResult<Record<string, never>>>) =>
      (answers.GetPlanGraph.data!.planGraph as { currentWealth: { float: number } }).currentWealth.float;

    it(`update without an id refreshes plan, planGraph, ${item.single} and ${item.list}`, async () => {
      const userId = `hh-${item.kind}-new`;
      const h = await household(userId);
      const { query, variables, wealth } = item.create(userId);
      const answers = await expectRefetched(h, [...PLAN, item.single, item.list], () =>
        h.client.mutation(query as never, variables as never).toPromise(),
      );
      expect(answers[item.list].data![item.field]).toHaveLength(2);
      expect(wealthOf(answers)).toBe(wealth);
      stop(h);
    });

    it(`update with an id refreshes plan and planGraph; and ${item.single} and ${item.list}, showing the change`, async () => {
      const userId = `hh-${item.kind}-id`;
      const h = await household(userId);
      const { query, variables, wealth } = item.change(userId, h.ids[item.kind]);
      const answers = await expectRefetched(h, [...PLAN, item.single, item.list], () =>
        h.client.mutation(query as never, variables as never).toPromise(),
      );
      expect(wealthOf(answers)).toBe(wealth);
      const changed = Object.entries(variables[item.kind as keyof typeof variables] as Record<string, unknown>).find(
        ([key]) => key !== 'userId',
      ) as [string, number];
      expect((h.data(item.list)[item.field] as Record<string, { float: number }>[])[0][changed[0]].float).toBe(
        changed[1],
      );
      expect((h.data(item.single)[item.kind] as Record<string, { float: number }>)[changed[0]].float).toBe(changed[1]);
      stop(h);
    });

    it(`delete removes the item from the cached list and refreshes plan and planGraph; and ${item.single} and ${item.list}`, async () => {
      const userId = `hh-${item.kind}-delete`;
      const h = await household(userId);
      const { query, variables, wealth } = item.remove(h.ids[item.kind]);
      const answers = await expectRefetched(h, [...PLAN, item.single, item.list], () =>
        h.client.mutation(query as never, variables as never).toPromise(),
      );
      expect(wealthOf(answers)).toBe(wealth);
      expect(h.data(item.list)[item.field]).toEqual([]);
      expect(h.data(item.single)[item.kind]).toBeNull();
      stop(h);
    });

    it(`the batch refreshes ${item.list}, plan and planGraph; and ${item.single}`, async () => {
      const userId = `hh-${item.kind}-many`;
      const h = await household(userId);
      const { query, variables, wealth } = item.many(userId, h.ids[item.kind]);
      const answers = await expectRefetched(h, [item.list, ...PLAN, item.single], () =>
        h.client.mutation(query as never, variables as never).toPromise(),
      );
      expect(answers[item.list].data![item.field]).toHaveLength(2);
      expect(wealthOf(answers)).toBe(wealth);
      stop(h);
    });
  });

  describe('goal', () => {
    const graphGoals = (answers: Record<string, OperationResult<Record<string, never>>>) =>
      (answers.GetPlanGraph.data!.planGraph as { points: { goal: { name: string } | null }[] }).points.flatMap((p) =>
        p.goal ? [p.goal.name] : [],
      );

    it('updateGoal without a goal id refreshes plan, planGraph, goal, goals and the college-cost data', async () => {
      const h = await household('hh-goal-new');
      const answers = await expectRefetched(h, [...PLAN, 'GetGoal', 'GetGoals', 'GetAllCollegeCosts'], () =>
        h.client
          .mutation(UpdateGoalDocument, {
            goal: {
              userId: 'hh-goal-new',
              name: 'Wedding',
              goalType: 'WEDDING',
              valueToSave: 8000,
              targetDate: '2026-08-01',
            },
          })
          .toPromise(),
      );
      expect(answers.GetGoals.data!.goals).toMatchObject([{ name: 'Car' }, { name: 'Wedding' }]);
      expect(graphGoals(answers)).toEqual(['Wedding', 'Car']);
      stop(h);
    });

    it('updateGoal with a goal id refreshes plan and planGraph; and goal, goals and the college-cost data', async () => {
      const h = await household('hh-goal-id');
      const answers = await expectRefetched(h, [...PLAN, 'GetGoal', 'GetGoals', 'GetAllCollegeCosts'], () =>
        h.client
          .mutation(UpdateGoalDocument, { goalId: h.ids.goal, goal: { userId: 'hh-goal-id', name: 'New car' } })
          .toPromise(),
      );
      expect(graphGoals(answers)).toEqual(['New car']);
      expect(h.data('GetGoals').goals).toMatchObject([{ id: h.ids.goal, name: 'New car' }]);
      stop(h);
    });

    it('deleteGoal removes the goal from the cached list and refreshes plan and planGraph; and goal, goals and the college-cost data', async () => {
      const h = await household('hh-goal-delete');
      const answers = await expectRefetched(h, [...PLAN, 'GetGoal', 'GetGoals', 'GetAllCollegeCosts'], () =>
        h.client.mutation(DeleteGoalDocument, { goalId: h.ids.goal }).toPromise(),
      );
      expect(graphGoals(answers)).toEqual([]);
      expect(h.data('GetGoals').goals).toEqual([]);
      expect(h.data('GetGoal').goal).toBeNull();
      stop(h);
    });

    it('updateGoals refreshes goals, plan and planGraph; and goal and the college-cost data', async () => {
      const h = await household('hh-goal-many');
      const answers = await expectRefetched(h, ['GetGoals', ...PLAN, 'GetGoal', 'GetAllCollegeCosts'], () =>
        h.client
          .mutation(UpdateGoalsDocument, {
            goals: [
              { goalId: h.ids.goal, goal: { userId: 'hh-goal-many', priority: 2 } },
              {
                goal: {
                  userId: 'hh-goal-many',
                  name: 'Rainy day',
                  goalType: 'EMERGENCY_FUND',
                  valueToSave: 3000,
                  priority: 1,
                },
              },
            ],
          })
          .toPromise(),
      );
      expect(answers.GetGoals.data!.goals).toMatchObject([{ name: 'Rainy day' }, { name: 'Car', priority: 2 }]);
      stop(h);
    });
  });

  describe('income (not in the table: refreshed as assets, debts and policies are, since the plan reads it)', () => {
    it('updateIncome and deleteIncome refresh income, plan and planGraph', async () => {
      const userId = 'hh-income';
      const h = await household(userId);
      const made = await expectRefetched(h, ['GetIncome', ...PLAN], () =>
        h.client
          .mutation(UpdateIncomeDocument, {
            income: { userId, name: 'Salary', annualIncome: 60000, ownerIds: [h.ids.person] },
          })
          .toPromise(),
      );
      const income = (made.GetIncome.data!.income as { id: string; name: string; owners: unknown[] }[])[0];
      expect(income).toMatchObject({
        name: 'Salary',
        annualIncome: { float: 60000 },
        owners: [{ id: h.ids.person, firstName: 'Ann' }],
      });

      await expectRefetched(h, ['GetIncome', ...PLAN], () =>
        h.client
          .mutation(UpdateIncomeDocument, { incomeId: income.id, income: { userId, annualIncome: 65000 } })
          .toPromise(),
      );
      expect(h.data('GetIncome').income).toMatchObject([{ id: income.id, annualIncome: { float: 65000 } }]);

      await expectRefetched(h, ['GetIncome', ...PLAN], () =>
        h.client.mutation(DeleteIncomeDocument, { incomeId: income.id }).toPromise(),
      );
      expect(h.data('GetIncome').income).toEqual([]);
      stop(h);
    });
  });

  it('updateFactfind refreshes persons, plan, planGraph, assets, debts and policies; and the factfind, the person and the owners shown', async () => {
    const userId = 'hh-factfind';
    const h = await household(userId);
    const answers = await expectRefetched(h, ['GetPersons', ...PLAN, 'GetFactfind', 'GetPerson', ...OWNERS_SHOWN], () =>
      h.client
        .mutation(UpdateFactfindDocument, {
          factfind: {
            userId,
            maritalStatus: 'MARRIED',
            monthlyOutgoings: 2500,
            user: { personId: h.ids.person, retirementAge: 66, annualIncome: 60000 },
            persons: [{ userId, relationship: 'PARTNER', firstName: 'Bob' }],
            assets: [{ asset: { userId, name: 'Pension', balance: 20000 } }],
          },
        })
        .toPromise(),
    );
    expect(answers.GetPersons.data!.persons).toMatchObject([
      { firstName: 'Ann' },
      { firstName: 'Bob', relationship: 'PARTNER' },
    ]);
    expect(answers.GetAssets.data!.assets).toMatchObject([{ name: 'Savings' }, { name: 'Pension' }]);
    expect((answers.GetPlanGraph.data!.planGraph as { currentWealth: { float: number } }).currentWealth.float).toBe(
      26000,
    );
    expect(h.data('GetFactfind').factfind).toMatchObject({
      id: userId,
      maritalStatus: 'MARRIED',
      user: { personId: h.ids.person, retirementAge: 66 },
    });
    stop(h);
  });
});
