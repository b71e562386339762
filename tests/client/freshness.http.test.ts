/**
 * A client that is never stale, tested the way the staleness was found: for every
 * mutation of the schema, a signed-in user with a whole household, a client watching every query the
 * planning client ships, the mutation run through that client, and then, once the client has settled,
 * every watched answer equal to what a fresh client reads from the server (network-only). On PGlite and
 * PostgreSQL. The mutations come from the schema and the queries from the shipped operations, so a new
 * mutation without a case here, or a new query, is part of the test at once.
 *
 * Graphcache warns in development about what it cannot make sense of (for one plan, 18 "Invalid
 * undefined" warnings without the schema's types); the whole run must log none.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kind, type OperationDefinitionNode, type TypeNode } from 'graphql';
import type { AnyVariables, OperationResult, TypedDocumentNode } from '@urql/core';
import * as shipped from '../../src/client';
import {
  BookAppointmentDocument,
  CalculateCollegeCostsDocument,
  ChangeEmailVerificationDocument,
  CreateNewSurveyDocument,
  DeclineSurveyDocument,
  DeleteAssetDocument,
  DeleteDebtDocument,
  DeleteGoalDocument,
  DeleteIncomeDocument,
  DeletePolicyDocument,
  DeleteVulnerabilityReminderDocument,
  GetMessagesDocument,
  GetNextAvailableAppointmentDocument,
  MarkAsReadDocument,
  RequestPlanDocument,
  SetVulnerabilityReminderDocument,
  SignUpDocument,
  SubscribeToToolDocument,
  SuggestNewToolDocument,
  SyncUserDocument,
  UpdateAssetDocument,
  UpdateAssetsDocument,
  UpdateConsentDocument,
  UpdateDebtDocument,
  UpdateDebtsDocument,
  UpdateEmailDocument,
  UpdateFactfindDocument,
  UpdateGoalDocument,
  UpdateGoalsDocument,
  UpdateIncomeDocument,
  UpdateInteractionFlagDocument,
  UpdatePersonDocument,
  UpdatePoliciesDocument,
  UpdatePolicyDocument,
  UpdateRiskDocument,
  type MutationName,
  type PlanningClient,
} from '../../src/client';
import { developmentEmailCodeSender, type EmailCodeDelivery } from '../../server/index';
import { testEngines } from '../server/engines';
import { NOW, signedInClient, startRealServer, watch, type RealServer } from './real-server';
import { planningSchema } from './support';

/** Every query operation the client ships, by operation name. */
const SHIPPED_QUERIES = Object.values(shipped).flatMap((value) => {
  if (!isDocument(value)) return [];
  const definition = value.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  return definition?.operation === 'query' && definition.name
    ? [{ name: definition.name.value, document: value, definition }]
    : [];
});

function isDocument(value: unknown): value is TypedDocumentNode<unknown, AnyVariables> {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

const MUTATIONS = Object.keys(planningSchema.getMutationType()?.getFields() ?? {}) as MutationName[];

/** The server's clock: the household is entered at NOW, and each case runs after the household's appointment has ended. */
const clock = { now: NOW };

// ---- A household with a bit of everything ----

/** The answers of the risk questionnaire: every question's `letter` answer. */
const riskAnswers = (letter: string) =>
  Array.from({ length: 15 }, (_, i) => ({ questionId: `q${i + 1}`, answerId: `q${i + 1}${letter}` }));

/** Runs a mutation that must succeed, answering its payload. */
async function succeed<Data extends object, Variables extends AnyVariables>(
  pending: Promise<OperationResult<Data, Variables>>,
): Promise<Data[keyof Data]> {
  const result = await pending;
  expect(result.error).toBeUndefined();
  const payload = Object.values(result.data as object)[0] as Data[keyof Data];
  if (typeof payload === 'object' && payload !== null && 'success' in payload)
    expect(payload).toMatchObject({ success: true, error: null });
  return payload;
}

/**
 * Enters, for `userId` through its own client, what a planning app's user has after a while: signed up; a
 * household (self, partner, child) with an income, two assets, a debt, a policy and the factfind; two saved
 * calculations, one made into a goal, and another goal; a risk profile; a reminder, consent, a flag, a tool;
 * an appointment, now over (so the survey is offered), its message, and an answered survey.
 */
async function household(server: RealServer, userId: string) {
  clock.now = NOW;
  const { client } = await signedInClient(server, userId);
  await succeed(
    client.mutation(SignUpDocument, { input: { name: 'Ann Byrne', email: `${userId}@example.com` } }).toPromise(),
  );
  const person = async (firstName: string, relationship: 'SELF' | 'PARTNER' | 'CHILD', dateOfBirth: string) =>
    (
      await succeed(
        client
          .mutation(UpdatePersonDocument, {
            person: { userId, firstName, lastName: 'Byrne', relationship, dateOfBirth },
          })
          .toPromise(),
      )
    ).person!.id;
  const self = await person('Ann', 'SELF', '1985-04-02');
  const partner = await person('Bob', 'PARTNER', '1984-07-10');
  const child = await person('Cara', 'CHILD', '2016-05-20');
  const income = (
    await succeed(
      client
        .mutation(UpdateIncomeDocument, { income: { userId, name: 'Salary', annualIncome: 65000, ownerIds: [self] } })
        .toPromise(),
    )
  ).income!.id;
  const asset = (
    await succeed(
      client
        .mutation(UpdateAssetDocument, {
          asset: {
            userId,
            name: 'Savings',
            productType: 'SAVINGS_ACCOUNT',
            balance: 12000,
            accessible: true,
            ownerIds: [self],
            providerId: 'aib',
          },
        })
        .toPromise(),
    )
  ).asset!.id;
  await succeed(
    client
      .mutation(UpdateAssetDocument, {
        asset: { userId, name: 'Pension', productType: 'PENSION', balance: 40000, ownerIds: [self] },
      })
      .toPromise(),
  );
  const debt = (
    await succeed(
      client
        .mutation(UpdateDebtDocument, {
          debt: {
            userId,
            name: 'Mortgage',
            productType: 'MORTGAGE',
            balance: 180000,
            monthlyRepayment: 1100,
            isMainMortgage: true,
            ownerIds: [self, partner],
          },
        })
        .toPromise(),
    )
  ).debt!.id;
  const policy = (
    await succeed(
      client
        .mutation(UpdatePolicyDocument, {
          policy: {
            userId,
            name: 'Life cover',
            productType: 'LIFE_INSURANCE',
            coverType: 'LIFE',
            amountOfCover: 250000,
            premium: 45,
            paymentFrequency: 'MONTHLY',
            ownerIds: [self],
          },
        })
        .toPromise(),
    )
  ).policy!.id;
  await succeed(
    client
      .mutation(UpdateFactfindDocument, {
        factfind: {
          userId,
          maritalStatus: 'MARRIED',
          numberOfChildren: 1,
          housingStatus: 'OWNER_WITH_MORTGAGE',
          monthlyRentOrMortgage: 1100,
          monthlyOutgoings: 2500,
          user: {
            personId: self,
            annualIncome: 65000,
            employmentStatus: 'EMPLOYED',
            healthStatus: 'GOOD',
            smoker: false,
            retirementAge: 66,
          },
          partner: {
            personId: partner,
            annualIncome: 30000,
            employmentStatus: 'EMPLOYED',
            healthStatus: 'GOOD',
            smoker: false,
            retirementAge: 65,
          },
        },
      })
      .toPromise(),
  );
  const calculate = async (ageOfChild: number) =>
    (
      await succeed(
        client
          .mutation(CalculateCollegeCostsDocument, {
            userId,
            accommodation: 'RENTED',
            ageOfChild,
            courseDuration: 4,
            eligibleForFreeTuitionFees: true,
            whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
          })
          .toPromise(),
      )
    ).id!;
  const madeGoal = await calculate(8);
  const calculation = await calculate(12);
  const collegeGoal = (
    await succeed(
      client.mutation(UpdateGoalDocument, { goal: { userId, collegeCostId: madeGoal, priority: 2 } }).toPromise(),
    )
  ).goal!.id;
  const car = (
    await succeed(
      client
        .mutation(UpdateGoalDocument, {
          goal: { userId, name: 'Car', goalType: 'CAR', valueToSave: 8000, targetDate: '2027-06-01', priority: 3 },
        })
        .toPromise(),
    )
  ).goal!.id;
  await succeed(client.mutation(UpdateRiskDocument, { input: { userId, answers: riskAnswers('c') } }).toPromise());
  await succeed(
    client.mutation(SetVulnerabilityReminderDocument, { userId, remindAt: '2025-06-01T09:00:00Z' }).toPromise(),
  );
  await succeed(
    client.mutation(UpdateConsentDocument, { input: { userId, contactServicesIrishLifeGroup: false } }).toPromise(),
  );
  await succeed(client.mutation(UpdateInteractionFlagDocument, { id: 'hint', value: false }).toPromise());
  await succeed(client.mutation(SubscribeToToolDocument, { userId, toolId: 'college-costs' }).toPromise());
  const slot = (await client.query(GetNextAvailableAppointmentDocument, {}).toPromise()).data!
    .nextAvailableAppointment!;
  await succeed(
    client
      .mutation(BookAppointmentDocument, { input: { userId, availableAppointmentId: slot.id, reason: 'College fund' } })
      .toPromise(),
  );
  const survey = (
    await succeed(
      client.mutation(CreateNewSurveyDocument, { input: { userId, score: 9, feedback: 'Helpful' } }).toPromise(),
    )
  ).survey!.id;
  const message = (await client.query(GetMessagesDocument, { userId }).toPromise()).data!.messages[0].id;
  // The appointment is over: the survey is offered again (the one answered was before it ended).
  clock.now = new Date(new Date(slot.endTime).valueOf() + 91 * 86_400_000);
  return {
    userId,
    client,
    self,
    partner,
    child,
    income,
    asset,
    debt,
    policy,
    madeGoal,
    calculation,
    collegeGoal,
    car,
    survey,
    message,
  };
}

type Household = Awaited<ReturnType<typeof household>>;

/** The codes of e-mail changes, as the development sender writes them to the user as messages. */
const codes: EmailCodeDelivery[] = [];
const codeOf = (userId: string) => codes.filter((delivery) => delivery.userId === userId).at(-1)!.code;

// ---- What the watching client asks ----

/** The value of a required variable of a shipped query, by the query's root field and the variable's name. */
function variableFor(h: Household, field: string, variable: string): unknown {
  const ids: Record<string, string> = {
    asset: h.asset,
    debt: h.debt,
    policy: h.policy,
    goal: h.collegeGoal,
    person: h.self,
    collegeCost: h.madeGoal,
    survey: h.survey,
    interactionFlag: 'hint',
  };
  const values: Record<string, unknown> = {
    userId: h.userId,
    postalCode: 'D02 XY45',
    date: clock.now.toISOString().slice(0, 10),
    accommodation: 'RENTED',
    ageOfChild: 8,
    courseDuration: 4,
    eligibleForFreeTuitionFees: true,
    whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
  };
  const value = variable === 'id' ? ids[field] : values[variable];
  if (value === undefined)
    throw new Error(`No value for the variable $${variable} of the shipped query ${field}: add one to variableFor`);
  return value;
}

const isRequired = (type: TypeNode) => type.kind === Kind.NON_NULL_TYPE;

/** The variables of a shipped query: its required ones (optional ones, paging included, left out). */
function variablesOf(h: Household, definition: OperationDefinitionNode): AnyVariables {
  const selection = definition.selectionSet.selections[0];
  const field = selection.kind === Kind.FIELD ? selection.name.value : '';
  const required = (definition.variableDefinitions ?? []).filter((variable) => isRequired(variable.type));
  return Object.fromEntries(
    required.map((variable) => [variable.variable.name.value, variableFor(h, field, variable.variable.name.value)]),
  );
}

/** Watches every shipped query as a planning app's pages would, and waits for the client to settle. */
async function watchEverything(client: PlanningClient, h: Household, settled: () => Promise<void>) {
  const watchers = SHIPPED_QUERIES.map(({ name, document, definition }) => {
    const variables = variablesOf(h, definition);
    return { name, document, variables, ...watch(client, document, variables) };
  });
  await settledAndCurrent(watchers, settled);
  for (const watcher of watchers) {
    expect(watcher.results.at(-1)?.error, `${watcher.name} answers`).toBeUndefined();
  }
  return watchers;
}

type Watchers = Awaited<ReturnType<typeof watchEverything>>;

/** Waits until the client has nothing in flight and every watcher holds an answer that is not marked stale. */
async function settledAndCurrent(
  watchers: { name: string; results: OperationResult[] }[],
  settled: () => Promise<void>,
) {
  await settled();
  const waiting = watchers
    .filter((watcher) => watcher.results.length === 0 || watcher.results.at(-1)?.stale)
    .map((watcher) => watcher.name);
  expect(waiting, 'watched queries without a current answer once nothing is in flight').toEqual([]);
}

/** The watched queries whose answer is not what a fresh client reads from the server now. */
async function staleAnswers(server: RealServer, h: Household, watchers: Watchers): Promise<string[]> {
  const { client: fresh } = await signedInClient(server, h.userId);
  const stale: string[] = [];
  for (const watcher of watchers) {
    const now = await fresh.query(watcher.document, watcher.variables, { requestPolicy: 'network-only' }).toPromise();
    const shown = watcher.results.at(-1)!;
    const same = JSON.stringify([shown.data, shown.error?.message]) === JSON.stringify([now.data, now.error?.message]);
    if (!same) stale.push(watcher.name);
  }
  return stale;
}

// ---- Every mutation of the schema, one case or more ----

interface Case {
  /** What the case does, for the test's name. */
  name: string;
  /** Done through another client before the watching starts (what the mutation needs first). */
  prepare?: (h: Household) => Promise<unknown>;
  /** Runs the mutation through the watching client. */
  run: (client: PlanningClient, h: Household) => Promise<OperationResult>;
}

const CASES: { [Name in MutationName]: Case[] } = {
  updateCollegeCosts: [
    {
      name: 'a saved calculation',
      run: (c, h) =>
        c
          .mutation(CalculateCollegeCostsDocument, {
            userId: h.userId,
            accommodation: 'HOME',
            ageOfChild: 15,
            courseDuration: 3,
            eligibleForFreeTuitionFees: false,
            whatToInclude: ['FEES'],
          })
          .toPromise(),
    },
  ],
  updateGoal: [
    {
      name: 'a new goal',
      run: (c, h) =>
        c
          .mutation(UpdateGoalDocument, {
            goal: {
              userId: h.userId,
              name: 'Wedding',
              goalType: 'WEDDING',
              valueToSave: 15000,
              targetDate: '2026-08-01',
            },
          })
          .toPromise(),
    },
    {
      name: 'a goal made from a calculation',
      run: (c, h) =>
        c.mutation(UpdateGoalDocument, { goal: { userId: h.userId, collegeCostId: h.calculation } }).toPromise(),
    },
    {
      name: 'a goal made first, by its id',
      run: (c, h) =>
        c
          .mutation(UpdateGoalDocument, { goalId: h.car, goal: { userId: h.userId, priority: 1, valueToSave: 9000 } })
          .toPromise(),
    },
  ],
  updateGoals: [
    {
      name: 'one changed, one new',
      run: (c, h) =>
        c
          .mutation(UpdateGoalsDocument, {
            goals: [
              { goalId: h.collegeGoal, goal: { userId: h.userId, priority: 4 } },
              {
                goal: {
                  userId: h.userId,
                  name: 'Rainy day',
                  goalType: 'EMERGENCY_FUND',
                  valueToSave: 6000,
                  priority: 1,
                },
              },
            ],
          })
          .toPromise(),
    },
  ],
  deleteGoal: [
    {
      name: 'the goal made from a calculation',
      run: (c, h) => c.mutation(DeleteGoalDocument, { goalId: h.collegeGoal }).toPromise(),
    },
  ],
  signUp: [
    {
      name: 'a new name',
      run: (c) =>
        c.mutation(SignUpDocument, { input: { name: 'Annie Byrne-Walsh', referralSource: 'A friend' } }).toPromise(),
    },
  ],
  syncUser: [{ name: 'from the token', run: (c) => c.mutation(SyncUserDocument, {}).toPromise() }],
  bookAppointment: [
    {
      name: 'the next available appointment',
      run: async (c, h) => {
        const slot = (
          await c.query(GetNextAvailableAppointmentDocument, {}, { requestPolicy: 'network-only' }).toPromise()
        ).data!.nextAvailableAppointment!;
        return c
          .mutation(BookAppointmentDocument, {
            input: { userId: h.userId, availableAppointmentId: slot.id, reason: 'Pension' },
          })
          .toPromise();
      },
    },
  ],
  changeEmailVerification: [
    {
      name: 'a new address',
      run: (c, h) => c.mutation(ChangeEmailVerificationDocument, { email: `${h.userId}@example.org` }).toPromise(),
    },
  ],
  updateEmail: [
    {
      name: 'the code sent',
      prepare: (h) =>
        succeed(h.client.mutation(ChangeEmailVerificationDocument, { email: `${h.userId}@example.org` }).toPromise()),
      run: (c, h) =>
        c
          .mutation(UpdateEmailDocument, { email: `${h.userId}@example.org`, verificationCode: codeOf(h.userId) })
          .toPromise(),
    },
  ],
  createNewSurvey: [
    {
      name: 'an answer',
      run: (c, h) =>
        c.mutation(CreateNewSurveyDocument, { input: { userId: h.userId, score: 10, followUp: true } }).toPromise(),
    },
  ],
  declineSurvey: [
    { name: 'declined', run: (c, h) => c.mutation(DeclineSurveyDocument, { userId: h.userId }).toPromise() },
  ],
  deleteAsset: [
    { name: 'the savings', run: (c, h) => c.mutation(DeleteAssetDocument, { assetId: h.asset }).toPromise() },
  ],
  deleteDebt: [{ name: 'the mortgage', run: (c, h) => c.mutation(DeleteDebtDocument, { debtId: h.debt }).toPromise() }],
  deleteIncome: [
    { name: 'the salary', run: (c, h) => c.mutation(DeleteIncomeDocument, { incomeId: h.income }).toPromise() },
  ],
  deletePolicy: [
    { name: 'the life cover', run: (c, h) => c.mutation(DeletePolicyDocument, { policyId: h.policy }).toPromise() },
  ],
  deleteVulnerabilityReminder: [
    {
      name: 'the reminder',
      run: (c, h) => c.mutation(DeleteVulnerabilityReminderDocument, { userId: h.userId }).toPromise(),
    },
  ],
  markAsRead: [
    {
      name: 'the appointment’s message',
      run: (c, h) => c.mutation(MarkAsReadDocument, { messageIds: [h.message] }).toPromise(),
    },
  ],
  requestPlan: [
    { name: 'the first request', run: (c, h) => c.mutation(RequestPlanDocument, { userId: h.userId }).toPromise() },
  ],
  setVulnerabilityReminder: [
    {
      name: 'a later time',
      run: (c, h) =>
        c
          .mutation(SetVulnerabilityReminderDocument, { userId: h.userId, remindAt: '2026-01-15T09:00:00Z' })
          .toPromise(),
    },
  ],
  subscribeToTool: [
    {
      name: 'another tool',
      run: (c, h) => c.mutation(SubscribeToToolDocument, { userId: h.userId, toolId: 'risk-profile' }).toPromise(),
    },
  ],
  suggestNewTool: [
    {
      name: 'a suggestion',
      run: (c, h) =>
        c.mutation(SuggestNewToolDocument, { userId: h.userId, suggestion: 'A pension calculator' }).toPromise(),
    },
  ],
  updateAsset: [
    {
      name: 'a new asset',
      run: (c, h) =>
        c
          .mutation(UpdateAssetDocument, {
            asset: { userId: h.userId, name: 'Shares', balance: 5000, ownerIds: [h.partner] },
          })
          .toPromise(),
    },
    {
      name: 'by its id',
      run: (c, h) =>
        c
          .mutation(UpdateAssetDocument, {
            assetId: h.asset,
            asset: { userId: h.userId, balance: 2000, ownerIds: [h.partner] },
          })
          .toPromise(),
    },
  ],
  updateAssets: [
    {
      name: 'one changed, one new',
      run: (c, h) =>
        c
          .mutation(UpdateAssetsDocument, {
            assets: [
              { assetId: h.asset, asset: { userId: h.userId, name: 'Rainy-day savings' } },
              { asset: { userId: h.userId, name: 'Car', balance: 9000 } },
            ],
          })
          .toPromise(),
    },
  ],
  updateDebt: [
    {
      name: 'a new debt',
      run: (c, h) =>
        c
          .mutation(UpdateDebtDocument, {
            debt: { userId: h.userId, name: 'Car loan', balance: 6000, monthlyRepayment: 250 },
          })
          .toPromise(),
    },
    {
      name: 'by its id',
      run: (c, h) =>
        c
          .mutation(UpdateDebtDocument, { debtId: h.debt, debt: { userId: h.userId, balance: 150000, arrears: 2200 } })
          .toPromise(),
    },
  ],
  updateDebts: [
    {
      name: 'one changed, one new',
      run: (c, h) =>
        c
          .mutation(UpdateDebtsDocument, {
            debts: [
              { debtId: h.debt, debt: { userId: h.userId, monthlyRepayment: 1200 } },
              { debt: { userId: h.userId, name: 'Credit card', balance: 800 } },
            ],
          })
          .toPromise(),
    },
  ],
  updatePolicy: [
    {
      name: 'a new policy',
      run: (c, h) =>
        c
          .mutation(UpdatePolicyDocument, {
            policy: { userId: h.userId, name: 'Health', productType: 'HEALTH_INSURANCE', premium: 150 },
          })
          .toPromise(),
    },
    {
      name: 'by its id',
      run: (c, h) =>
        c
          .mutation(UpdatePolicyDocument, { policyId: h.policy, policy: { userId: h.userId, amountOfCover: 400000 } })
          .toPromise(),
    },
  ],
  updatePolicies: [
    {
      name: 'one changed, one new',
      run: (c, h) =>
        c
          .mutation(UpdatePoliciesDocument, {
            policies: [
              { policyId: h.policy, policy: { userId: h.userId, premium: 55 } },
              { policy: { userId: h.userId, name: 'Income protection', coverType: 'INCOME_PROTECTION' } },
            ],
          })
          .toPromise(),
    },
  ],
  updateIncome: [
    {
      name: 'a new income',
      run: (c, h) =>
        c
          .mutation(UpdateIncomeDocument, {
            income: { userId: h.userId, name: 'Partner’s salary', annualIncome: 30000, ownerIds: [h.partner] },
          })
          .toPromise(),
    },
    {
      name: 'by its id',
      run: (c, h) =>
        c
          .mutation(UpdateIncomeDocument, {
            incomeId: h.income,
            income: { userId: h.userId, annualIncome: 70000, annualBonus: 5000 },
          })
          .toPromise(),
    },
  ],
  updateConsent: [
    {
      name: 'given',
      run: (c, h) =>
        c
          .mutation(UpdateConsentDocument, { input: { userId: h.userId, contactServicesIrishLifeGroup: true } })
          .toPromise(),
    },
  ],
  updateFactfind: [
    {
      name: 'a smoker, a renamed partner, a new asset',
      run: (c, h) =>
        c
          .mutation(UpdateFactfindDocument, {
            factfind: {
              userId: h.userId,
              monthlyOutgoings: 2800,
              user: { smoker: true },
              persons: [{ userId: h.userId, relationship: 'PARTNER', firstName: 'Robert' }],
              assets: [{ asset: { userId: h.userId, name: 'Credit union', balance: 3000 } }],
              debts: [{ debtId: h.debt, debt: { userId: h.userId, balance: 175000 } }],
            },
          })
          .toPromise(),
    },
  ],
  updateInteractionFlag: [
    {
      name: 'the hint dismissed',
      run: (c) => c.mutation(UpdateInteractionFlagDocument, { id: 'hint', value: true }).toPromise(),
    },
  ],
  updatePerson: [
    {
      name: 'a new child',
      run: (c, h) =>
        c
          .mutation(UpdatePersonDocument, {
            person: { userId: h.userId, firstName: 'Dan', relationship: 'CHILD', dateOfBirth: '2019-02-01' },
          })
          .toPromise(),
    },
    {
      name: 'the user’s name and date of birth, by id',
      run: (c, h) =>
        c
          .mutation(UpdatePersonDocument, {
            personId: h.self,
            person: { userId: h.userId, firstName: 'Anne', dateOfBirth: '1975-04-02' },
          })
          .toPromise(),
    },
  ],
  updateRisk: [
    {
      name: 'other answers',
      run: (c, h) =>
        c.mutation(UpdateRiskDocument, { input: { userId: h.userId, answers: riskAnswers('e') } }).toPromise(),
    },
  ],
};

for (const engine of testEngines('the client freshness test'))
  describe(`a client that is never stale, on ${engine.name}`, { timeout: 120_000 }, () => {
    let server: RealServer;
    beforeAll(async () => {
      const developmentSender = developmentEmailCodeSender();
      server = await startRealServer({
        storage: await engine.shared(),
        now: () => clock.now,
        emailCodeSender: {
          async send(delivery, context) {
            codes.push(delivery);
            await developmentSender.send(delivery, context);
          },
        },
      });
    }, 240_000);
    afterAll(async () => {
      await server?.close();
      await engine.cleanup();
    });

    it('has a case for every mutation of the schema', () => {
      expect(Object.keys(CASES).sort()).toEqual([...MUTATIONS].sort());
    });

    const cases = MUTATIONS.flatMap((mutation) =>
      (CASES[mutation] ?? []).map((c, index) => ({ mutation, index, ...c })),
    );
    it.each(cases)(
      '$mutation ($name): every watched query shows what the server has',
      async ({ mutation, index, prepare, run }) => {
        const h = await household(server, `fresh-${mutation}-${index}`);
        await prepare?.(h);
        const { client, settled } = await signedInClient(server, h.userId);
        const watchers = await watchEverything(client, h, settled);

        const result = await run(client, h);
        expect(result.error).toBeUndefined();
        const payload = (result.data as Record<string, unknown>)[mutation];
        if (typeof payload === 'object' && payload !== null && 'success' in payload)
          expect(payload).toMatchObject({ success: true, error: null });
        await settledAndCurrent(watchers, settled);

        expect(
          await staleAnswers(server, h, watchers),
          'watched queries that differ from a fresh client’s answer',
        ).toEqual([]);
        watchers.forEach((watcher) => watcher.stop());
      },
    );
  });

// Graphcache says each of its warnings once per process: the spy is on from the first case of the first engine.
const warnings: unknown[][] = [];
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
});
afterAll(() => {
  vi.restoreAllMocks();
});

it('logs no warning in development over the whole run', () => {
  expect(process.env.NODE_ENV).not.toBe('production');
  expect(warnings.map((args) => String(args[0]).split('\n')[0])).toEqual([]);
});
