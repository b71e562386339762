/**
 * Property-based tests (fast-check, fuzz.ts) over the household's mutations, over real HTTP to a
 * server on PGlite: whatever a caller sends, the server never answers 5xx or shows internal
 * detail, and the caller's household is unchanged unless the answer says success (a batch or a
 * factfind is never saved in part), and then holds what the answer returned.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, field, outcomeRecorder, sendRaw, settings } from './fuzz';
import { newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const { count, report } = outcomeRecorder();
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
  report();
});

const ERROR = 'error { code message fieldErrors { field message } }';
const MONEY = '{ float }';
const ASSET = `id name productType balance ${MONEY} frequency startDate maturityDate owners { id } provider { id } accessible`;
const DEBT = `id name balance ${MONEY} mortgageYearsLeft owners { id }`;
const POLICY = `id name amountOfCover ${MONEY} yearsRemaining paymentFrequency owners { id }`;
const INCOME = `id name annualIncome ${MONEY} owners { id }`;
const PERSON = 'id firstName relationship dateOfBirth phoneNumber address { town }';
const FACTFIND = `id maritalStatus numberOfChildren monthlyOutgoings ${MONEY} user { personId retirementAge marginalTaxRate } partner { retirementAge }`;
const GOAL = `id name goalType valueToSave ${MONEY} priority`;

const CALLS = {
  updatePerson: `mutation ($personId: ID, $person: PersonInput!) { updatePerson(personId: $personId, person: $person) { success ${ERROR} person { ${PERSON} } } }`,
  updateAsset: `mutation ($assetId: ID, $asset: AssetInput!) { updateAsset(assetId: $assetId, asset: $asset) { success ${ERROR} asset { ${ASSET} } } }`,
  updateAssets: `mutation ($assets: [AssetChangeInput!]!) { updateAssets(assets: $assets) { success ${ERROR} assets { ${ASSET} } } }`,
  updateDebt: `mutation ($debtId: ID, $debt: DebtInput!) { updateDebt(debtId: $debtId, debt: $debt) { success ${ERROR} debt { ${DEBT} } } }`,
  updatePolicy: `mutation ($policyId: ID, $policy: PolicyInput!) { updatePolicy(policyId: $policyId, policy: $policy) { success ${ERROR} policy { ${POLICY} } } }`,
  updateIncome: `mutation ($incomeId: ID, $income: IncomeInput!) { updateIncome(incomeId: $incomeId, income: $income) { success ${ERROR} income { ${INCOME} } } }`,
  deleteAsset: `mutation ($assetId: ID!) { deleteAsset(assetId: $assetId) { success ${ERROR} id } }`,
  updateGoals: `mutation ($goals: [GoalChangeInput!]!) { updateGoals(goals: $goals) { success ${ERROR} goals { ${GOAL} } } }`,
  updateFactfind: `mutation ($factfind: FactfindInput!) { updateFactfind(factfind: $factfind) { success ${ERROR} factfind { ${FACTFIND} } } }`,
} as const;
type Kind = keyof typeof CALLS;

interface Household {
  persons: { id: string }[];
  assets: { id: string }[];
  debts: { id: string }[];
  policies: { id: string }[];
  income: { id: string }[];
  goals: { id: string }[];
  factfind: Record<string, unknown>;
}

async function household(userId: string, token: string): Promise<Household> {
  const response = await server.gql<Household>(
    `query ($u: ID!) { persons(userId: $u, first: 100) { ${PERSON} } assets(userId: $u, first: 100) { ${ASSET} }
       debts(userId: $u, first: 100) { ${DEBT} } policies(userId: $u, first: 100) { ${POLICY} } income(userId: $u, first: 100) { ${INCOME} }
       goals(userId: $u, first: 100) { ${GOAL} } factfind(userId: $u) { ${FACTFIND} } }`,
    { u: userId },
    { token },
  );
  expect(response.status).toBe(200);
  return response.data as Household;
}

/** `list` with `saved` put in place of the record with its id, or added at the end. */
const withSaved = <T extends { id: string }>(list: T[], saved: T[]): T[] => {
  const result = list.map((item) => saved.find((s) => s.id === item.id) ?? item);
  return [...result, ...saved.filter((s) => !list.some((item) => item.id === s.id))];
};

describe('whatever a caller sends to the household mutations', { timeout: 60_000 }, () => {
  it('never a 5xx or a leak; saves exactly what the answer says, or nothing', async () => {
    const userId = newUserId('fuzz-household');
    const token = await server.token(userId);
    const made = await server.gql<{ updatePerson: { person: { id: string } } }>(
      CALLS.updatePerson,
      { person: { userId, firstName: 'Ann', relationship: 'SELF' } },
      { token },
    );
    const personId = made.data?.updatePerson.person.id as string;
    const asset = await server.gql<{ updateAsset: { asset: { id: string } } }>(
      CALLS.updateAsset,
      { asset: { userId, name: 'Savings' } },
      { token },
    );
    const assetId = asset.data?.updateAsset.asset.id as string;

    const own = field(fc.constantFrom(userId, userId, userId, 'someone-else'));
    const id = (known: string) => fc.option(field(fc.constantFrom(known, known, 'no-such-id')), { nil: undefined });
    const money = field(fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0.01, 12.5, -1, 1e10, 0.001)));
    const owners = field(fc.array(fc.constantFrom(personId, 'stranger'), { maxLength: 3 }));
    const code = field(fc.constantFrom('CURRENT_ACCOUNT', 'PENSION', 'bad code', ''));
    const name = field(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('Ann', 'Bob', ' Emma ') },
        { weight: 1, arbitrary: fc.string({ maxLength: 110 }) },
      ),
    );
    const date = field(fc.constantFrom('2020-01-01', '2030-06-30', '2030-02-30', '1899-01-01'));
    const assetInput = fc.record(
      {
        userId: own,
        name,
        productType: code,
        balance: money,
        ownerIds: owners,
        providerId: field(fc.constantFrom('aib', 'nope')),
        startDate: date,
        maturityDate: date,
        frequency: field(fc.constantFrom('MONTHLY', 'SOMETIMES')),
      },
      { requiredKeys: ['userId'] },
    );
    const call = fc.oneof(
      fc
        .record({
          personId: id(personId),
          person: fc.record(
            {
              userId: own,
              firstName: name,
              relationship: field(fc.constantFrom('SELF', 'PARTNER', 'CHILD', 'FRIEND')),
              dateOfBirth: date,
              phoneNumber: field(fc.constantFrom('+353 87 123 4567', 'call me')),
              address: field(fc.record({ town: name })),
            },
            { requiredKeys: ['userId'] },
          ),
        })
        .map((v) => ({ kind: 'updatePerson' as Kind, v })),
      fc.record({ assetId: id(assetId), asset: assetInput }).map((v) => ({ kind: 'updateAsset' as Kind, v })),
      fc
        .record({ assets: fc.array(fc.record({ assetId: id(assetId), asset: assetInput }), { maxLength: 3 }) })
        .map((v) => ({ kind: 'updateAssets' as Kind, v })),
      fc
        .record({
          debt: fc.record(
            {
              userId: own,
              balance: money,
              mortgageYearsLeft: field(fc.integer({ min: -2, max: 60 })),
              ownerIds: owners,
            },
            { requiredKeys: ['userId'] },
          ),
        })
        .map((v) => ({ kind: 'updateDebt' as Kind, v })),
      fc
        .record({
          policy: fc.record(
            {
              userId: own,
              amountOfCover: money,
              yearsRemaining: field(fc.integer({ min: -2, max: 120 })),
              paymentFrequency: field(fc.constantFrom('YEARLY', 'DAILY')),
            },
            { requiredKeys: ['userId'] },
          ),
        })
        .map((v) => ({ kind: 'updatePolicy' as Kind, v })),
      fc
        .record({
          income: fc.record({ userId: own, annualIncome: money, ownerIds: owners }, { requiredKeys: ['userId'] }),
        })
        .map((v) => ({ kind: 'updateIncome' as Kind, v })),
      fc
        .record({ assetId: field(fc.constantFrom(assetId, 'no-such-id')) })
        .map((v) => ({ kind: 'deleteAsset' as Kind, v })),
      fc
        .record({
          goals: fc.array(
            fc.record({
              goal: fc.record(
                { userId: own, name, goalType: field(fc.constantFrom('CAR', 'OTHER')), valueToSave: money },
                { requiredKeys: ['userId'] },
              ),
            }),
            { maxLength: 3 },
          ),
        })
        .map((v) => ({ kind: 'updateGoals' as Kind, v })),
      fc
        .record({
          factfind: fc.record(
            {
              userId: own,
              maritalStatus: field(fc.constantFrom('MARRIED', 'SINGLE', 'ENGAGED')),
              numberOfChildren: field(fc.integer({ min: -1, max: 25 })),
              monthlyOutgoings: money,
              user: field(
                fc.record(
                  {
                    personId: field(fc.constantFrom(personId, 'stranger')),
                    retirementAge: field(fc.integer({ min: 40, max: 90 })),
                    marginalTaxRate: field(fc.constantFrom(0.4, 0.2, 40, -0.1, 0.12345)),
                  },
                  { requiredKeys: [] },
                ),
              ),
              assets: field(fc.array(fc.record({ asset: assetInput }), { maxLength: 2 })),
            },
            { requiredKeys: ['userId'] },
          ),
        })
        .map((v) => ({ kind: 'updateFactfind' as Kind, v })),
    );

    await fc.assert(
      fc.asyncProperty(call, async ({ kind, v }) => {
        const before = await household(userId, token);
        const { response, raw } = await sendRaw(server.graphqlUrl, CALLS[kind], v as Record<string, unknown>, token);
        const payload = (
          response.data as Record<string, ({ success: boolean } & Record<string, never>) | null> | null | undefined
        )?.[kind];
        count(
          kind,
          checkAnswer(response, raw) +
            (payload?.success ? ' success' : payload ? ` ${(payload.error as { code: string } | null)?.code}` : ''),
        );
        const after = await household(userId, token);
        const expected = structuredClone(before);
        if (payload?.success) {
          if (kind === 'updatePerson') expected.persons = after.persons; // the household's order may change with a relationship
          if (kind === 'updatePerson') expect(after.persons).toContainEqual(payload.person);
          if (kind === 'updateAsset') expected.assets = withSaved(before.assets, [payload.asset]);
          if (kind === 'updateAssets') expected.assets = withSaved(before.assets, payload.assets);
          if (kind === 'updateDebt') expected.debts = withSaved(before.debts, [payload.debt]);
          if (kind === 'updatePolicy') expected.policies = withSaved(before.policies, [payload.policy]);
          if (kind === 'updateIncome') expected.income = withSaved(before.income, [payload.income]);
          if (kind === 'deleteAsset') expected.assets = before.assets.filter((a) => a.id !== payload.id);
          if (kind === 'updateGoals') expected.goals = after.goals; // ordered by priority
          if (kind === 'updateGoals')
            for (const goal of payload.goals as { id: string }[]) expect(after.goals).toContainEqual(goal);
          if (kind === 'updateFactfind') {
            expected.factfind = payload.factfind;
            expected.assets = after.assets;
            expect(after.assets.length - before.assets.length).toBe(
              ((v as { factfind: { assets?: unknown[] | null } }).factfind.assets ?? []).length,
            );
          }
        }
        expect(after).toEqual(expected);
      }),
      settings,
    );
  });
});
