import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { gql } from '@urql/core';
import { getNamedType, isAbstractType, isObjectType, type GraphQLNamedType } from 'graphql';
import {
  CACHE_KEYS,
  CACHE_REFRESH_MAP,
  createPlanningClient,
  DeleteGoalDocument,
  GetGoalsDocument,
  GetPlanDocument,
  UpdateGoalDocument,
  VALUE_TYPES,
  type PlanningClient,
} from '../../src/client';
import { LIST_PAGE_FIELDS } from '../../src/client/generated/schema';
import { goalData, mockPlanningApi, planningSchema, rootFieldDocument, settle } from './support';

const URL = 'https://api.test/graphql';
const QUERY_FIELDS = Object.keys(planningSchema.getQueryType()?.getFields() ?? {});

/** Watches every Query field, as a page of the planning app would, until the returned stop is called. */
function watchEveryQueryField(client: PlanningClient): () => void {
  const subscriptions = QUERY_FIELDS.map((field) =>
    client.query(gql(rootFieldDocument('query', field)), {}).subscribe(() => undefined),
  );
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/** The Query fields whose watchers are sent again after the mutation. */
async function refreshedBy(mutation: string, extraArgs = ''): Promise<string[]> {
  const api = mockPlanningApi();
  const client = createPlanningClient({ url: URL, fetch: api.fetch });
  const stop = watchEveryQueryField(client);
  await settle(api);
  expect(api.requests).toHaveLength(QUERY_FIELDS.length);

  const sentBefore = api.requests.length;
  const result = await client.mutation(gql(rootFieldDocument('mutation', mutation, extraArgs)), {}).toPromise();
  expect(result.error).toBeUndefined();
  await settle(api);
  stop();
  return api
    .names()
    .slice(sentBefore + 1)
    .map((name) => String(name).replace(/^Watch_/, ''))
    .sort();
}

const PLAN = ['plan', 'planGraph'];

/** SPEC §4, row by row: [mutation, extra arguments, Query fields refreshed at least]. */
const SPEC_TABLE: [string, string, string[]][] = [
  ['updatePerson', 'personId: "p1"', ['plan']],
  ['updatePerson', '', ['plan', 'person', 'persons']],
  ['signUp', '', ['person', 'persons', 'user']],
  ['updateEmail', '', ['user']],
  ['bookAppointment', '', ['availableAppointmentDays', 'availableAppointments', 'scheduledAppointments', 'plan']],
  ['updateAsset', 'assetId: "a1"', PLAN],
  ['updateAsset', '', [...PLAN, 'asset', 'assets']],
  ['updateDebt', 'debtId: "d1"', PLAN],
  ['updateDebt', '', [...PLAN, 'debt', 'debts']],
  ['updatePolicy', 'policyId: "p1"', PLAN],
  ['updatePolicy', '', [...PLAN, 'policy', 'policies']],
  ['updateGoal', 'goalId: "g1"', PLAN],
  ['updateGoal', '', [...PLAN, 'goal', 'goals', 'collegeCost', 'collegeCosts']],
  ['deleteAsset', '', PLAN],
  ['deleteDebt', '', PLAN],
  ['deletePolicy', '', PLAN],
  ['deleteGoal', '', PLAN],
  ['updateAssets', '', ['assets', ...PLAN]],
  ['updateDebts', '', ['debts', ...PLAN]],
  ['updatePolicies', '', ['policies', ...PLAN]],
  ['updateGoals', '', ['goals', ...PLAN]],
  ['updateFactfind', '', ['persons', 'plan', 'planGraph', 'assets', 'debts', 'policies']],
  ['updateRisk', '', PLAN],
  ['setVulnerabilityReminder', '', ['vulnerabilityReminder']],
  ['deleteVulnerabilityReminder', '', ['vulnerabilityReminder']],
  ['createNewSurvey', '', ['showSurvey']],
  ['declineSurvey', '', ['showSurvey']],
  ['subscribeToTool', '', ['tools']],
];

/**
 * Everything each mutation refreshes: its row of the table, and §4's general rule: the Query fields whose
 * answer can hold an object of a type it answers with or changes (a deleted item, a message the server
 * writes, owners' names), and those the server computes from one (the plan, planGraph and health from the
 * household; the unread count from the messages; showSurvey and the available appointments from the
 * appointments).
 */
const REFRESHED: [string, string, string[]][] = [
  ['updateCollegeCosts', '', ['collegeCost', 'collegeCosts', 'collegeSavingsPlan']],
  [
    'updateGoal',
    'goalId: "g1"',
    ['collegeCost', 'collegeCosts', 'collegeSavingsPlan', 'goal', 'goals', 'health', 'plan', 'planGraph'],
  ],
  [
    'updateGoal',
    '',
    ['collegeCost', 'collegeCosts', 'collegeSavingsPlan', 'goal', 'goals', 'health', 'plan', 'planGraph'],
  ],
  [
    'updateGoals',
    '',
    ['collegeCost', 'collegeCosts', 'collegeSavingsPlan', 'goal', 'goals', 'health', 'plan', 'planGraph'],
  ],
  [
    'deleteGoal',
    '',
    ['collegeCost', 'collegeCosts', 'collegeSavingsPlan', 'goal', 'goals', 'health', 'plan', 'planGraph'],
  ],
  [
    'signUp',
    '',
    [
      'asset',
      'assets',
      'debt',
      'debts',
      'goal',
      'goals',
      'income',
      'person',
      'persons',
      'planGraph',
      'policies',
      'policy',
      'user',
    ],
  ],
  [
    'syncUser',
    '',
    ['asset', 'assets', 'debt', 'debts', 'goal', 'goals', 'income', 'planGraph', 'policies', 'policy', 'user'],
  ],
  [
    'bookAppointment',
    '',
    [
      'availableAppointmentDays',
      'availableAppointments',
      'messages',
      'nextAvailableAppointment',
      'plan',
      'scheduledAppointments',
      'showSurvey',
      'unreadMessages',
    ],
  ],
  ['changeEmailVerification', '', ['messages', 'unreadMessages']],
  ['updateEmail', '', ['messages', 'unreadMessages', 'user']],
  ['createNewSurvey', '', ['showSurvey', 'survey', 'surveys']],
  ['declineSurvey', '', ['showSurvey', 'survey', 'surveys']],
  ['deleteAsset', '', ['asset', 'assets', 'health', 'plan', 'planGraph']],
  ['deleteDebt', '', ['debt', 'debts', 'health', 'plan', 'planGraph']],
  ['deleteIncome', '', ['health', 'income', 'plan', 'planGraph']],
  ['deletePolicy', '', ['health', 'plan', 'planGraph', 'policies', 'policy']],
  ['deleteVulnerabilityReminder', '', ['vulnerabilityReminder']],
  ['markAsRead', '', ['messages', 'unreadMessages']],
  ['requestPlan', '', ['messages', 'plan', 'unreadMessages']],
  ['setVulnerabilityReminder', '', ['vulnerabilityReminder']],
  ['subscribeToTool', '', ['suggestedTools', 'tools']],
  ['suggestNewTool', '', []],
  ['updateAsset', 'assetId: "a1"', ['asset', 'assets', 'health', 'plan', 'planGraph']],
  ['updateAsset', '', ['asset', 'assets', 'health', 'plan', 'planGraph']],
  ['updateAssets', '', ['asset', 'assets', 'health', 'plan', 'planGraph']],
  ['updateDebt', 'debtId: "d1"', ['debt', 'debts', 'health', 'plan', 'planGraph']],
  ['updateDebt', '', ['debt', 'debts', 'health', 'plan', 'planGraph']],
  ['updateDebts', '', ['debt', 'debts', 'health', 'plan', 'planGraph']],
  ['updatePolicy', 'policyId: "p1"', ['health', 'plan', 'planGraph', 'policies', 'policy']],
  ['updatePolicy', '', ['health', 'plan', 'planGraph', 'policies', 'policy']],
  ['updatePolicies', '', ['health', 'plan', 'planGraph', 'policies', 'policy']],
  ['updateIncome', 'incomeId: "i1"', ['health', 'income', 'plan', 'planGraph']],
  ['updateIncome', '', ['health', 'income', 'plan', 'planGraph']],
  ['updateConsent', '', ['consent']],
  [
    'updateFactfind',
    '',
    [
      'asset',
      'assets',
      'debt',
      'debts',
      'factfind',
      'goal',
      'goals',
      'health',
      'income',
      'person',
      'persons',
      'plan',
      'planGraph',
      'policies',
      'policy',
    ],
  ],
  ['updateInteractionFlag', '', ['interactionFlag']],
  [
    'updatePerson',
    'personId: "p1"',
    [
      'asset',
      'assets',
      'debt',
      'debts',
      'goal',
      'goals',
      'health',
      'income',
      'person',
      'persons',
      'plan',
      'planGraph',
      'policies',
      'policy',
    ],
  ],
  [
    'updatePerson',
    '',
    [
      'asset',
      'assets',
      'debt',
      'debts',
      'goal',
      'goals',
      'health',
      'income',
      'person',
      'persons',
      'plan',
      'planGraph',
      'policies',
      'policy',
    ],
  ],
  ['updateRisk', '', ['plan', 'planGraph', 'risk']],
];

/** The fields, with each paged list's `<list>Page` sibling: refreshing a list refreshes its pages (docs/paging.md). */
const withPages = (fields: readonly string[]) => [
  ...new Set(
    fields.flatMap((field) => [
      field,
      ...(field in LIST_PAGE_FIELDS ? [LIST_PAGE_FIELDS[field as keyof typeof LIST_PAGE_FIELDS]] : []),
    ]),
  ),
];

const MUTATION_FIELDS = planningSchema.getMutationType()?.getFields() ?? {};
const QUERY_ROOT = planningSchema.getQueryType()?.getFields() ?? {};

/** The object types an answer of `type` can hold, at any depth (members of unions and interfaces included). */
function typesHeldBy(type: GraphQLNamedType, held = new Set<string>()): Set<string> {
  const members = isAbstractType(type) ? planningSchema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  for (const member of members.filter((m) => !held.has(m.name))) {
    held.add(member.name);
    Object.values(member.getFields()).forEach((field) => typesHeldBy(getNamedType(field.type), held));
  }
  return held;
}

/** The Query fields whose answer can hold an object of a type `mutation`'s payload answers with (its fields but success and error). */
function fieldsHoldingWhatItAnswers(mutation: string): string[] {
  const payload = getNamedType(MUTATION_FIELDS[mutation].type);
  const fields =
    isObjectType(payload) && payload.getInterfaces().some((face) => face.name === 'MutationResult')
      ? Object.values(payload.getFields())
      : [];
  const answered = fields
    .filter((field) => !['success', 'error'].includes(field.name))
    .map((field) => getNamedType(field.type).name);
  const own = isObjectType(payload) && fields.length === 0 ? [payload.name] : answered;
  const withId = own.filter((name) => {
    const type = planningSchema.getType(name);
    return isObjectType(type) && 'id' in type.getFields();
  });
  return Object.keys(QUERY_ROOT).filter((field) =>
    withId.some((name) => typesHeldBy(getNamedType(QUERY_ROOT[field].type)).has(name)),
  );
}

describe('cache refresh after mutations (SPEC §4)', () => {
  it.each(SPEC_TABLE)('%s(%s) refreshes at least its row: %j', async (mutation, extraArgs, fields) => {
    expect(await refreshedBy(mutation, extraArgs)).toEqual(expect.arrayContaining(fields));
  });

  it.each(Object.keys(MUTATION_FIELDS))(
    '%s refreshes every Query field whose answer can hold an object it answers with (the general rule)',
    async (mutation) => {
      expect(await refreshedBy(mutation)).toEqual(expect.arrayContaining(fieldsHoldingWhatItAnswers(mutation)));
    },
  );

  it.each(REFRESHED)('%s(%s) refreshes exactly %j', async (mutation, extraArgs, fields) => {
    expect(await refreshedBy(mutation, extraArgs)).toEqual(withPages(fields).sort());
  });

  it('the tests above cover every mutation of the schema and of the map', () => {
    const covered = [...new Set(REFRESHED.map(([mutation]) => mutation))].sort();
    expect(covered).toEqual(Object.keys(MUTATION_FIELDS).sort());
    expect(covered).toEqual(Object.keys(CACHE_REFRESH_MAP).sort());
  });
});

describe('refresh reaches watchers whose last result failed', () => {
  async function planRequestsAfter(mutation: string, extraArgs = ''): Promise<number> {
    const api = mockPlanningApi({
      'Query.plan': () => {
        throw new Error('plan is not implemented yet');
      },
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const errors: string[] = [];
    const subscription = client.query(GetPlanDocument, { userId: 'u1' }).subscribe((result) => {
      if (result.error) errors.push(result.error.message);
    });
    await settle(api);
    await client.mutation(gql(rootFieldDocument('mutation', mutation, extraArgs)), {}).toPromise();
    await settle(api);
    subscription.unsubscribe();
    expect(errors[0]).toBe('[GraphQL] plan is not implemented yet');
    return api.names().filter((name) => name === 'GetPlan').length;
  }

  it('a failed plan query is sent again after a mutation that refreshes plan', async () => {
    expect(await planRequestsAfter('updateGoal')).toBe(2);
  });

  it('and not after one that does not', async () => {
    expect(await planRequestsAfter('updateEmail')).toBe(1);
  });

  it('nor once nobody watches the failed query any more', async () => {
    const api = mockPlanningApi({
      'Query.plan': () => {
        throw new Error('plan is not implemented yet');
      },
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const subscription = client.query(GetPlanDocument, { userId: 'u1' }).subscribe(() => {});
    await settle(api);
    subscription.unsubscribe();
    await client.mutation(gql(rootFieldDocument('mutation', 'updateGoal', '')), {}).toPromise();
    await settle(api);
    expect(api.names().filter((name) => name === 'GetPlan')).toHaveLength(1);
  });
});

describe('deletes remove the item from the cached lists of every user', () => {
  /** The API: each user has a goal of their own and one shared with the other; the delete deletes (when it succeeds). */
  function goalsApi(success: boolean) {
    const deleted = new Set<string>();
    return mockPlanningApi({
      'Query.goals': (args) => {
        const userId = String(args.userId);
        return [goalData(`${userId}-own`, userId), goalData('shared', userId, 'Shared goal')].filter(
          (goal) => !deleted.has(goal.id),
        );
      },
      'Mutation.deleteGoal': (args) => {
        if (success) deleted.add(String(args.goalId));
        return { __typename: 'DeletePayload', success, error: null, id: args.goalId };
      },
    });
  }

  /** What each user's watched list showed, with how many requests had been sent when it did. */
  async function afterDelete(success: boolean) {
    const api = goalsApi(success);
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const seen: Record<string, { ids: string[]; sent: number }[]> = { u1: [], u2: [] };
    const subscriptions = ['u1', 'u2'].map((userId) =>
      client.query(GetGoalsDocument, { userId }).subscribe((result) => {
        if (result.data)
          seen[userId].push({ ids: result.data.goals.map((goal) => goal.id), sent: api.requests.length });
      }),
    );
    await settle(api);
    await client.mutation(DeleteGoalDocument, { goalId: 'shared' }).toPromise();
    await settle(api);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    return { seen, sent: api.names() };
  }

  it('on success, every user’s watched list loses the item from the cache at once, and is then sent again', async () => {
    const { seen, sent } = await afterDelete(true);
    for (const userId of ['u1', 'u2']) {
      // The first list shown after the delete was sent: before the lists were sent again.
      expect(seen[userId].find((shown) => shown.sent >= 3)).toEqual({ ids: [`${userId}-own`], sent: 3 });
      expect(seen[userId].at(-1)?.ids).toEqual([`${userId}-own`]);
    }
    expect(sent).toEqual(['GetGoals', 'GetGoals', 'DeleteGoal', 'GetGoals', 'GetGoals']);
  });

  it('when the API reports no success, the lists keep the item', async () => {
    const { seen } = await afterDelete(false);
    expect(seen.u1.at(-1)?.ids).toEqual(['u1-own', 'shared']);
    expect(seen.u2.at(-1)?.ids).toEqual(['u2-own', 'shared']);
  });
});

describe('paged lists', () => {
  const pages = (args: Record<string, unknown>) => {
    const all = [goalData('g1', 'u1', 'First'), goalData('g2', 'u1', 'Second'), goalData('g3', 'u1', 'Third')];
    const start = args.after ? all.findIndex((goal) => goal.id === args.after) + 1 : 0;
    return all.slice(start, start + Number(args.first ?? 50));
  };

  it('a mutation that refreshes a list refreshes every watched page of it', async () => {
    const api = mockPlanningApi({
      'Query.goals': pages,
      'Mutation.updateGoal': () => ({
        __typename: 'GoalPayload',
        success: true,
        error: null,
        goal: goalData('g4', 'u1', 'Fourth'),
      }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const watched = [
      { userId: 'u1', first: 2 },
      { userId: 'u1', first: 2, after: 'g2' },
    ].map((variables) => client.query(GetGoalsDocument, variables).subscribe(() => undefined));
    await settle(api);
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Fourth' } }).toPromise();
    await settle(api);
    watched.forEach((subscription) => subscription.unsubscribe());
    const pagesSent = api.requests
      .filter((request) => request.operationName === 'GetGoals')
      .map((request) => request.variables);
    expect(pagesSent).toEqual([
      { userId: 'u1', first: 2 },
      { userId: 'u1', first: 2, after: 'g2' },
      { userId: 'u1', first: 2 },
      { userId: 'u1', first: 2, after: 'g2' },
    ]);
  });

  it('a delete removes the item from the page that holds it, and the page is sent again', async () => {
    const deleted = new Set<string>();
    const api = mockPlanningApi({
      'Query.goals': (args) => pages(args).filter((goal) => !deleted.has(goal.id)),
      'Mutation.deleteGoal': (args) => {
        deleted.add(String(args.goalId));
        return { __typename: 'DeletePayload', success: true, error: null, id: args.goalId };
      },
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const second: { ids: string[]; sent: number }[] = [];
    const subscription = client.query(GetGoalsDocument, { userId: 'u1', first: 2, after: 'g1' }).subscribe((result) => {
      if (result.data) second.push({ ids: result.data.goals.map((goal) => goal.id), sent: api.requests.length });
    });
    await settle(api);
    await client.mutation(DeleteGoalDocument, { goalId: 'g3' }).toPromise();
    await settle(api);
    subscription.unsubscribe();
    expect(second.slice(0, 2)).toEqual([
      { ids: ['g2', 'g3'], sent: 1 },
      { ids: ['g2'], sent: 2 },
    ]);
    expect(second.at(-1)?.ids).toEqual(['g2']);
    expect(api.names()).toEqual(['GetGoals', 'DeleteGoal', 'GetGoals']);
  });
});

describe('refreshing: watched queries are sent again, answers nobody watches are dropped', () => {
  it('a refreshed answer nobody watches is asked for again on its next use', async () => {
    const api = mockPlanningApi();
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Car' } }).toPromise();
    await settle(api);
    expect(api.names()).toEqual(['GetGoals', 'UpdateGoal']);
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.names()).toEqual(['GetGoals', 'UpdateGoal', 'GetGoals']);
  });
});

/** A plan with every kind of summary and content block. */
function planApi() {
  const group = (id: string, summary: string, block: string) => ({
    __typename: 'RecommendationGroup',
    id,
    summary: { __typename: summary },
    recommendations: [{ __typename: 'Recommendation', id: `${id}-r`, blocks: [{ __typename: block }] }],
  });
  const summaries = [
    'DebtSummary',
    'EmergencyFundSummary',
    'HealthSummary',
    'ProtectionSummary',
    'RetirementSummary',
    'SavingsInvestingSummary',
  ];
  const blocks = ['MarkdownBlock', 'UrlBlock', 'ComparisonBlock'];
  return mockPlanningApi({
    'Query.plan': () => ({
      __typename: 'Plan',
      id: 'u1',
      recommendationGroups: summaries.map((summary, i) => group(`g${i}`, summary, blocks[i % blocks.length])),
    }),
  });
}

describe('in development (graphcache warns about what it cannot make sense of)', () => {
  it('a plan with every kind of summary and content block is cached without a warning (18 of them without the schema types)', async () => {
    const api = planApi();
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const result = await client.query(GetPlanDocument, { userId: 'u1' }).toPromise();
      // Each summary holds its own member's fields only.
      expect(result.data?.plan?.recommendationGroups.map((g) => Object.keys(g.summary ?? {}))).toEqual([
        ['totalDebt', 'monthlyRepayments', 'breakdown'],
        ['target', 'current', 'progress'],
        ['hasHealthInsurance', 'smoker', 'notes'],
        ['scenarios'],
        [
          'retirementAge',
          'projectedIncome',
          'projectedIncomeNominal',
          'targetIncome',
          'fundAtRetirement',
          'lumpSum',
          'breakdown',
        ],
        ['totalSavings', 'goals', 'breakdown'],
      ]);
      expect(client.readQuery(GetPlanDocument, { userId: 'u1' })?.data).toEqual(result.data);
      expect(warn.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('cache identity (SPEC §3) and policy', () => {
  it('is cache-first by default: a repeated query is answered from the cache', async () => {
    const api = mockPlanningApi();
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.names()).toEqual(['GetGoals']);
  });

  it('honours another default requestPolicy', async () => {
    const api = mockPlanningApi();
    const client = createPlanningClient({ url: URL, fetch: api.fetch, requestPolicy: 'network-only' });
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.names()).toEqual(['GetGoals', 'GetGoals']);
  });

  it('entities are shared by type and id: a saved goal shows in every watched list from the cache, before the list is sent again', async () => {
    let name = 'Old name';
    const api = mockPlanningApi({
      'Query.goals': (args) => [goalData('g1', String(args.userId), name)],
      'Mutation.updateGoal': (args) => {
        name = 'New name';
        return {
          __typename: 'GoalPayload',
          success: true,
          error: null,
          goal: goalData(String(args.goalId), 'u1', name),
        };
      },
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const names: { name: string; sent: number }[] = [];
    const subscription = client.query(GetGoalsDocument, { userId: 'u1' }).subscribe((result) => {
      if (result.data) names.push({ name: result.data.goals[0].name, sent: api.requests.length });
    });
    await settle(api);
    await client.mutation(UpdateGoalDocument, { goalId: 'g1', goal: { userId: 'u1', name: 'New name' } }).toPromise();
    await settle(api);
    subscription.unsubscribe();

    expect(names.slice(0, 2)).toEqual([
      { name: 'Old name', sent: 1 },
      { name: 'New name', sent: 2 },
    ]);
    expect(names.at(-1)?.name).toBe('New name');
    // §4's general rule: the goals are sent again, as a goal's priority may have moved it in the list.
    expect(api.names()).toEqual(['GetGoals', 'UpdateGoal', 'GetGoals']);
  });

  it('a Provider without an id is identified by its name', async () => {
    const provider = (bannerColor: string) => ({
      __typename: 'Provider',
      id: null,
      name: 'Acme Bank',
      bannerColor,
      providerTypes: ['BANK'],
    });
    const api = mockPlanningApi({
      'Query.providers': () => [provider('#111111')],
      'Query.asset': () => ({ __typename: 'Asset', id: 'a1', provider: provider('#222222') }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const colours: string[] = [];
    const providers = gql<{ providers: { name: string; bannerColor: string }[] }>(
      'query Providers { providers { id name bannerColor } }',
    );
    const subscription = client.query(providers, {}).subscribe((result) => {
      if (result.data) colours.push(result.data.providers[0].bannerColor);
    });
    await settle(api);
    await client.query(gql('query Asset { asset(id: "a1") { id provider { id name bannerColor } } }'), {}).toPromise();
    await settle(api);
    subscription.unsubscribe();

    expect(colours).toEqual(['#111111', '#222222']);
  });

  // (Production's keys leave out the types with no id: src/client/cache.ts.)
  it.each(['test', 'production'])(
    'a value type is not shared even when it carries an id (Address), NODE_ENV %s',
    async (mode) => {
      vi.stubEnv('NODE_ENV', mode);
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const address = (town: string) => ({ __typename: 'Address', id: 'addr-1', town });
      const api = mockPlanningApi({
        'Query.person': () => ({ __typename: 'Person', id: 'p1', address: address('Cork') }),
        'Query.addressesAtPostalCode': () => [address('Dublin')],
      });
      const client = createPlanningClient({ url: URL, fetch: api.fetch });
      const towns: string[] = [];
      const person = gql<{ person: { address: { town: string } } }>(
        'query Person { person(id: "p1") { id address { id town } } }',
      );
      const subscription = client.query(person, {}).subscribe((result) => {
        if (result.data) towns.push(result.data.person.address.town);
      });
      await settle(api);
      await client.query(gql('query Lookup { addressesAtPostalCode(postalCode: "T12") { id town } }'), {}).toPromise();
      await settle(api);
      subscription.unsubscribe();

      expect(towns).toEqual(['Cork']);
    },
  );

  it('in production, where the types with no id are left out of the keys, a plan is cached and read back as in development', async () => {
    const cachedPlan = async () => {
      const client = createPlanningClient({ url: URL, fetch: planApi().fetch });
      const result = await client.query(GetPlanDocument, { userId: 'u1' }).toPromise();
      return { data: result.data, read: client.readQuery(GetPlanDocument, { userId: 'u1' })?.data };
    };
    const development = await cachedPlan();
    vi.stubEnv('NODE_ENV', 'production');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const production = await cachedPlan();
    expect(production).toEqual(development);
    expect(production.read).toEqual(production.data);
  });

  it.each(VALUE_TYPES)('%s has no identity of its own', (typename) => {
    expect(CACHE_KEYS[typename]({ __typename: typename, id: 'x1' })).toBeNull();
  });

  it('Provider: id, else name', () => {
    expect(CACHE_KEYS.Provider({ __typename: 'Provider', id: 'p1', name: 'Acme' })).toBe('p1');
    expect(CACHE_KEYS.Provider({ __typename: 'Provider', id: null, name: 'Acme' })).toBe('Acme');
  });
});
