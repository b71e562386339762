import { describe, expect, it, vi } from 'vitest';
import { gql } from '@urql/core';
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
import { goalData, mockPlanningApi, planningSchema, rootFieldDocument, settle } from './support';

const URL = 'https://api.test/graphql';
const QUERY_FIELDS = Object.keys(planningSchema.getQueryType()?.getFields() ?? {});

/** Watches every Query field, as a page of the planning app would, until the returned stop is called. */
function watchEveryQueryField(client: PlanningClient): () => void {
  const subscriptions = QUERY_FIELDS.map((field) => client.query(gql(rootFieldDocument('query', field)), {}).subscribe(() => undefined));
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

/** SPEC §4, row by row: [mutation, extra arguments, Query fields refreshed]. */
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

/** Mutations outside the table: §4's general rule, where normalisation alone would leave a list stale. */
const GENERAL_RULE: [string, string, string[]][] = [
  ['updateCollegeCosts', '', ['collegeCosts']],
  // The plan reads income as it reads assets, debts and policies.
  ['updateIncome', 'incomeId: "i1"', PLAN],
  ['updateIncome', '', [...PLAN, 'income']],
  ['deleteIncome', '', PLAN],
  ['markAsRead', '', ['unreadMessages']],
  ['syncUser', '', ['user']],
  ['changeEmailVerification', '', []],
  ['requestPlan', '', []],
  ['suggestNewTool', '', []],
  ['updateConsent', '', []],
  ['updateInteractionFlag', '', []],
];

describe('cache refresh after mutations (SPEC §4)', () => {
  it.each(SPEC_TABLE)('%s(%s) refreshes %j', async (mutation, extraArgs, fields) => {
    expect(await refreshedBy(mutation, extraArgs)).toEqual([...fields].sort());
  });

  it.each(GENERAL_RULE)('%s(%s) refreshes %j', async (mutation, extraArgs, fields) => {
    expect(await refreshedBy(mutation, extraArgs)).toEqual([...fields].sort());
  });

  it('the tests above cover every mutation of the map', () => {
    const covered = new Set([...SPEC_TABLE, ...GENERAL_RULE].map(([mutation]) => mutation));
    expect([...covered].sort()).toEqual(Object.keys(CACHE_REFRESH_MAP).sort());
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
  const goalsOf = (args: Record<string, unknown>) => {
    const userId = String(args.userId);
    return [goalData(`${userId}-own`, userId), goalData('shared', userId, 'Shared goal')];
  };

  async function afterDelete(success: boolean) {
    const api = mockPlanningApi({
      'Query.goals': goalsOf,
      'Mutation.deleteGoal': (args) => ({ __typename: 'DeletePayload', success, error: null, id: args.goalId }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const seen: Record<string, string[][]> = { u1: [], u2: [] };
    const subscriptions = ['u1', 'u2'].map((userId) =>
      client.query(GetGoalsDocument, { userId }).subscribe((result) => {
        if (result.data) seen[userId].push(result.data.goals.map((goal) => goal.id));
      }),
    );
    await settle(api);
    await client.mutation(DeleteGoalDocument, { goalId: 'shared' }).toPromise();
    await settle(api);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    return { seen, sent: api.names() };
  }

  it('on success, every user’s watched list loses the item, from the cache alone', async () => {
    const { seen, sent } = await afterDelete(true);
    expect(seen.u1.at(-1)).toEqual(['u1-own']);
    expect(seen.u2.at(-1)).toEqual(['u2-own']);
    expect(sent).toEqual(['GetGoals', 'GetGoals', 'DeleteGoal']);
  });

  it('when the API reports no success, the lists keep the item', async () => {
    const { seen } = await afterDelete(false);
    expect(seen.u1.at(-1)).toEqual(['u1-own', 'shared']);
    expect(seen.u2.at(-1)).toEqual(['u2-own', 'shared']);
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
      'Mutation.updateGoal': () => ({ __typename: 'GoalPayload', success: true, error: null, goal: goalData('g4', 'u1', 'Fourth') }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const watched = [{ userId: 'u1', first: 2 }, { userId: 'u1', first: 2, after: 'g2' }].map((variables) =>
      client.query(GetGoalsDocument, variables).subscribe(() => undefined),
    );
    await settle(api);
    await client.mutation(UpdateGoalDocument, { goal: { userId: 'u1', name: 'Fourth' } }).toPromise();
    await settle(api);
    watched.forEach((subscription) => subscription.unsubscribe());
    const pagesSent = api.requests.filter((request) => request.operationName === 'GetGoals').map((request) => request.variables);
    expect(pagesSent).toEqual([
      { userId: 'u1', first: 2 },
      { userId: 'u1', first: 2, after: 'g2' },
      { userId: 'u1', first: 2 },
      { userId: 'u1', first: 2, after: 'g2' },
    ]);
  });

  it('a delete removes the item from the page that holds it', async () => {
    const api = mockPlanningApi({
      'Query.goals': pages,
      'Mutation.deleteGoal': (args) => ({ __typename: 'DeletePayload', success: true, error: null, id: args.goalId }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const second: string[][] = [];
    const subscription = client.query(GetGoalsDocument, { userId: 'u1', first: 2, after: 'g1' }).subscribe((result) => {
      if (result.data) second.push(result.data.goals.map((goal) => goal.id));
    });
    await settle(api);
    await client.mutation(DeleteGoalDocument, { goalId: 'g3' }).toPromise();
    await settle(api);
    subscription.unsubscribe();
    expect(second).toEqual([['g2', 'g3'], ['g2']]);
  });
});

describe('in development (graphcache warns about what it cannot make sense of)', () => {
  it('a plan with every kind of summary and content block is cached without a warning (issue 21: 18 of them)', async () => {
    const group = (id: string, summary: string, block: string) => ({
      __typename: 'RecommendationGroup',
      id,
      summary: { __typename: summary },
      recommendations: [{ __typename: 'Recommendation', id: `${id}-r`, blocks: [{ __typename: block }] }],
    });
    const summaries = ['DebtSummary', 'EmergencyFundSummary', 'HealthSummary', 'ProtectionSummary', 'RetirementSummary', 'SavingsInvestingSummary'];
    const blocks = ['MarkdownBlock', 'UrlBlock', 'ComparisonBlock'];
    const api = mockPlanningApi({
      'Query.plan': () => ({ __typename: 'Plan', id: 'u1', recommendationGroups: summaries.map((summary, i) => group(`g${i}`, summary, blocks[i % blocks.length])) }),
    });
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
        ['retirementAge', 'projectedIncome', 'targetIncome', 'breakdown'],
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

  it('entities are shared by type and id: a saved goal updates every watched list showing it', async () => {
    const api = mockPlanningApi({
      'Query.goals': (args) => [goalData('g1', String(args.userId), 'Old name')],
      'Mutation.updateGoal': (args) => ({ __typename: 'GoalPayload', success: true, error: null, goal: goalData(String(args.goalId), 'u1', 'New name') }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const names: string[] = [];
    const subscription = client.query(GetGoalsDocument, { userId: 'u1' }).subscribe((result) => {
      if (result.data) names.push(result.data.goals[0].name);
    });
    await settle(api);
    await client.mutation(UpdateGoalDocument, { goalId: 'g1', goal: { userId: 'u1', name: 'New name' } }).toPromise();
    await settle(api);
    subscription.unsubscribe();

    expect(names).toEqual(['Old name', 'New name']);
    expect(api.names().filter((name) => name === 'GetGoals')).toHaveLength(1);
  });

  it('a Provider without an id is identified by its name', async () => {
    const provider = (bannerColor: string) => ({ __typename: 'Provider', id: null, name: 'Acme Bank', bannerColor, providerTypes: ['BANK'] });
    const api = mockPlanningApi({
      'Query.providers': () => [provider('#111111')],
      'Query.asset': () => ({ __typename: 'Asset', id: 'a1', provider: provider('#222222') }),
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const colours: string[] = [];
    const providers = gql<{ providers: { name: string; bannerColor: string }[] }>('query Providers { providers { id name bannerColor } }');
    const subscription = client.query(providers, {}).subscribe((result) => {
      if (result.data) colours.push(result.data.providers[0].bannerColor);
    });
    await settle(api);
    await client.query(gql('query Asset { asset(id: "a1") { id provider { id name bannerColor } } }'), {}).toPromise();
    await settle(api);
    subscription.unsubscribe();

    expect(colours).toEqual(['#111111', '#222222']);
  });

  it('a value type is not shared even when it carries an id (Address)', async () => {
    const address = (town: string) => ({ __typename: 'Address', id: 'addr-1', town });
    const api = mockPlanningApi({
      'Query.person': () => ({ __typename: 'Person', id: 'p1', address: address('Cork') }),
      'Query.addressesAtPostalCode': () => [address('Dublin')],
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch });
    const towns: string[] = [];
    const person = gql<{ person: { address: { town: string } } }>('query Person { person(id: "p1") { id address { id town } } }');
    const subscription = client.query(person, {}).subscribe((result) => {
      if (result.data) towns.push(result.data.person.address.town);
    });
    await settle(api);
    await client.query(gql('query Lookup { addressesAtPostalCode(postalCode: "T12") { id town } }'), {}).toPromise();
    await settle(api);
    subscription.unsubscribe();

    expect(towns).toEqual(['Cork']);
  });

  it.each(VALUE_TYPES)('%s has no identity of its own', (typename) => {
    expect(CACHE_KEYS[typename]({ __typename: typename, id: 'x1' })).toBeNull();
  });

  it('Provider: id, else name', () => {
    expect(CACHE_KEYS.Provider({ __typename: 'Provider', id: 'p1', name: 'Acme' })).toBe('p1');
    expect(CACHE_KEYS.Provider({ __typename: 'Provider', id: null, name: 'Acme' })).toBe('Acme');
  });
});
