/**
 * Lists come in pages (first/after, default 50, at most 100), and a query that could do too much
 * work (too many aliases, too many fields to resolve, too large an answer) is refused with 400 and
 * its code before any resolver runs; an answer that comes out too large anyway is refused too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
import {
  ANSWERS,
  CALCULATE,
  COLLEGE_COST_FIELDS,
  codeOf,
  fieldErrorsOf,
  memoryStorage,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';

let server: TestServer;
/** How often the storage was asked for a list: zero after a refused query. */
let listCalls = 0;

beforeAll(async () => {
  const storage = await memoryStorage();
  const counting: Storage = {
    ...storage,
    collegeCosts: {
      ...storage.collegeCosts,
      listByUser: (...args) => (listCalls++, storage.collegeCosts.listByUser(...args)),
    },
    goals: { ...storage.goals, listByUser: (...args) => (listCalls++, storage.goals.listByUser(...args)) },
  };
  server = await startTestServer({ storage: counting });
});
afterAll(() => server?.close());

const LIST =
  'query ($u: ID!, $first: Int, $after: ID) { collegeCosts(userId: $u, first: $first, after: $after) { id ageOfChild } }';
const GOALS =
  'query ($u: ID!, $first: Int, $after: ID) { goals(userId: $u, first: $first, after: $after) { id name priority } }';
const CREATE_GOAL = 'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { goal { id } } }';

async function userWithCalculations(count: number) {
  const userId = newUserId('pages');
  const token = await server.token(userId);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    // Each different (an equal calculation answers the one saved): 19 ages, then course lengths.
    const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId, ageOfChild: n % 19, courseDuration: 2 + Math.floor(n / 19) },
      { token },
    );
    ids.push(saved.data?.updateCollegeCosts.id as string);
  }
  return { userId, token, newestFirst: ids.reverse() };
}

describe('pages', () => {
  it('walks a user’s calculations newest first, page by page, with after = the last id of the page before', async () => {
    const { userId, token, newestFirst } = await userWithCalculations(5);
    const page = async (first: number, after?: string) =>
      (
        (await server.gql<{ collegeCosts: { id: string }[] }>(LIST, { u: userId, first, after }, { token })).data
          ?.collegeCosts ?? []
      ).map((c) => c.id);
    const one = await page(2);
    const two = await page(2, one[1]);
    const three = await page(2, two[1]);
    expect([one, two, three]).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    expect(await page(2, three[0])).toEqual([]);
  });

  it('gives 50 when first is left out, and at most 100', async () => {
    const { userId, token } = await userWithCalculations(52);
    const all = await server.gql<{ collegeCosts: unknown[] }>(LIST, { u: userId }, { token });
    expect(all.data?.collegeCosts).toHaveLength(50);
    const hundred = await server.gql<{ collegeCosts: unknown[] }>(LIST, { u: userId, first: 100 }, { token });
    expect(hundred.data?.collegeCosts).toHaveLength(52);
  });

  it.each([0, -1, 101, 1.5, 'ten', 2 ** 31])('refuses first: %s, naming first and what it must be', async (first) => {
    const userId = newUserId('pages');
    const response = await server.gql(LIST, { u: userId, first }, { token: await server.token(userId) });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)).toEqual([{ field: 'first', message: 'Must be a whole number from 1 to 100' }]);
  });

  it("refuses an after that is not an item of the list (another user's, or none), naming after", async () => {
    const alice = await userWithCalculations(1);
    const bobId = newUserId('bob');
    for (const after of [alice.newestFirst[0], 'no-such-id']) {
      const response = await server.gql(LIST, { u: bobId, after }, { token: await server.token(bobId) });
      expect(fieldErrorsOf(response)).toEqual([
        { field: 'after', message: 'Must be the endCursor of a page of this list, or the id of an item still in it' },
      ]);
    }
  });

  it('pages goals in their order: most important first, unranked last, then oldest first', async () => {
    const userId = newUserId('goal-pages');
    const token = await server.token(userId);
    const made: Record<string, string> = {};
    for (const [name, priority] of [
      ['c', null],
      ['a', 2],
      ['d', null],
      ['b', 1],
      ['e', 3],
    ] as const) {
      const goal = await server.gql<{ updateGoal: { goal: { id: string } } }>(
        CREATE_GOAL,
        { goal: { userId, name, goalType: 'OTHER', valueToSave: 1, priority } },
        { token },
      );
      made[name] = goal.data?.updateGoal.goal.id as string;
    }
    const names: string[] = [];
    let after: string | undefined;
    for (let pageNumber = 0; pageNumber < 3; pageNumber++) {
      const page =
        (await server.gql<{ goals: { id: string; name: string }[] }>(GOALS, { u: userId, first: 2, after }, { token }))
          .data?.goals ?? [];
      names.push(...page.map((g) => g.name));
      after = page.at(-1)?.id;
    }
    expect(names).toEqual(['b', 'a', 'e', 'c', 'd']);
  });
});

describe('query cost', () => {
  const aliases = (count: number) =>
    `query ($u: ID!) { ${Array.from({ length: count }, (_, i) => `a${i}: collegeCosts(userId: $u) { id }`).join(' ')} }`;

  it('refuses 160 aliases of collegeCosts with 400 QUERY_TOO_MANY_ALIASES, running no resolver', async () => {
    const userId = newUserId('aliases');
    const before = listCalls;
    const response = await server.gql(aliases(160), { u: userId }, { token: await server.token(userId) });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      { message: 'Query has too many aliases: 160; the limit is 30', extensions: { code: 'QUERY_TOO_MANY_ALIASES' } },
    ]);
    expect(listCalls).toBe(before);
  });

  it('lets 30 aliases through', async () => {
    const userId = newUserId('aliases');
    const response = await server.gql<Record<string, unknown[]>>(
      aliases(30),
      { u: userId },
      { token: await server.token(userId) },
    );
    expect(response.status).toBe(200);
    expect(Object.keys(response.data ?? {})).toHaveLength(30);
  });

  it('refuses a query that could resolve more than 10,000 fields with 400 QUERY_TOO_COSTLY, running no resolver', async () => {
    const userId = newUserId('costly');
    const before = listCalls;
    // Three full pages of every field of a calculation: 3 × (1 + 100 × 37) fields.
    const query = `query ($u: ID!) { ${['a', 'b', 'c'].map((alias) => `${alias}: collegeCosts(userId: $u, first: 100) { ${COLLEGE_COST_FIELDS} }`).join(' ')} }`;
    const response = await server.gql(query, { u: userId }, { token: await server.token(userId) });
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      {
        message:
          'Query is too costly: it could resolve 11,103 fields; the limit is 10,000 (ask for smaller pages with first, or fewer fields)',
        extensions: { code: 'QUERY_TOO_COSTLY' },
      },
    ]);
    expect(listCalls).toBe(before);
  });

  it('counts a page size given by a variable as the largest page, and the default page when first is left out', async () => {
    const userId = newUserId('costly');
    const token = await server.token(userId);
    const byVariable = `query ($u: ID!, $n: Int) { a: collegeCosts(userId: $u, first: $n) { ${COLLEGE_COST_FIELDS} } b: collegeCosts(userId: $u, first: $n) { ${COLLEGE_COST_FIELDS} } c: collegeCosts(userId: $u, first: $n) { ${COLLEGE_COST_FIELDS} } }`;
    expect(codeOf(await server.gql(byVariable, { u: userId, n: 1 }, { token }))).toBe('QUERY_TOO_COSTLY');
    const byDefault = `query ($u: ID!) { a: collegeCosts(userId: $u) { ${COLLEGE_COST_FIELDS} } b: collegeCosts(userId: $u) { ${COLLEGE_COST_FIELDS} } }`;
    expect((await server.gql(byDefault, { u: userId }, { token })).status).toBe(200);
  });

  it('measures fragments spread into each other by their real size, refusing 2^40 fields at once', async () => {
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const response = await server.gql(`query { ...F0 } ${fragments} fragment F40 on Query { __typename }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toEqual({
      message:
        'Query is too costly: it could resolve 1,099,511,627,776 fields; the limit is 10,000 (ask for smaller pages with first, or fewer fields)',
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
  });

  /** The server's executable schema, as the cost check measures against it. */
  const serverSchema = async () => {
    const { createSchema } = await import('../../server/graphql/schema');
    const { resolvers } = await import('../../server/resolvers');
    return createSchema(resolvers);
  };

  const goalAliases = (count: number, fields: string) =>
    `query ($u: ID!) { ${Array.from({ length: count }, (_, i) => `a${i}: goals(userId: $u, first: 100) { ${fields} }`).join(' ')} }`;

  it('refuses a query of 30 aliases of 100 goals with their goalData, with 400 QUERY_TOO_COSTLY naming what it could answer, running no resolver', async () => {
    const userId = newUserId('bytes');
    const before = listCalls;
    const response = await server.gql(
      goalAliases(30, 'id name goalData'),
      { u: userId },
      { token: await server.token(userId) },
    );
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      {
        message:
          'Query is too costly: its answer could hold up to 30 MB; the limit is 4 MB (ask for smaller pages with first, fewer aliases, or fewer fields such as goalData)',
        extensions: { code: 'QUERY_TOO_COSTLY' },
      },
    ]);
    expect(listCalls).toBe(before);
  });

  it('counts goalData by the 10 KB it may hold: four full pages of goals with it pass, five do not; without it, thirty pass', async () => {
    const userId = newUserId('bytes');
    const token = await server.token(userId);
    expect((await server.gql(goalAliases(4, 'id name goalData'), { u: userId }, { token })).status).toBe(200);
    expect(codeOf(await server.gql(goalAliases(5, 'id name goalData'), { u: userId }, { token }))).toBe(
      'QUERY_TOO_COSTLY',
    );
    expect((await server.gql(goalAliases(30, 'id name priority'), { u: userId }, { token })).status).toBe(200);
  });

  it('counts a list inside a record by the most it can hold: the owners of a page of assets by the 50 persons of a household', async () => {
    const { measureQuery } = await import('../../server/graphql/limits');
    const { parse } = await import('graphql');
    const schema = await serverSchema();
    const bytes = (query: string) => measureQuery(parse(query), schema).bytes;
    const one = bytes('query { assets(userId: "u", first: 1) { owners { id } } }');
    const two = bytes('query { assets(userId: "u", first: 2) { owners { id } } }');
    // Each asset: its braces, the key "owners", and 50 owners of `{"id":<40 bytes>}` and a comma.
    expect(two - one).toBe(2 + ('owners'.length + 4) + 2 + 50 * (2 + ('id'.length + 4) + 40 + 1) + 1);
  });

  it('bounds every list field of the schema: paged, a list of enum values, or in answer-sizes.ts', async () => {
    const { COUNTED_ONCE, LIST_ITEMS } = await import('../../server/graphql/answer-sizes');
    const { getNamedType, getNullableType, isEnumType, isListType, isObjectType } =
      await import('../../server/graphql/runtime');
    const schema = await serverSchema();
    const unbounded: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        const bounded =
          field.args.some((arg) => arg.name === 'first') ||
          isEnumType(getNamedType(field.type)) ||
          key in LIST_ITEMS ||
          COUNTED_ONCE.has(key);
        if (isListType(getNullableType(field.type)) && !bounded) unbounded.push(key);
      }
    }
    expect(
      unbounded,
      'add each to LIST_ITEMS (it grows with what a user stores) or COUNTED_ONCE (the server writes it)',
    ).toEqual([]);
  });

  it('lets every operation the planning client ships through', async () => {
    const { readOperations } = await import('../../scripts/codegen');
    const { measureQuery, DEFAULT_QUERY_LIMITS } = await import('../../server/graphql/limits');
    const document = await readOperations();
    const schema = await serverSchema();
    for (const operation of document.definitions.filter((d) => d.kind === 'OperationDefinition')) {
      const size = measureQuery(
        {
          ...document,
          definitions: [operation, ...document.definitions.filter((d) => d.kind === 'FragmentDefinition')],
        },
        schema,
      );
      expect(size.cost, operation.name?.value).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxCost);
      expect(size.depth, operation.name?.value).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxDepth);
      expect(size.bytes, operation.name?.value).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxAnswerBytes);
      expect(size.work, operation.name?.value).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.maxWork);
    }
  });
});

describe('answer size', () => {
  it("refuses a query whose answer comes out larger than the limit anyway (text the server wrote) with 400 ANSWER_TOO_LARGE; a mutation's answer is sent", async () => {
    const storage = await memoryStorage();
    const small = await startTestServer({ storage, limits: { maxAnswerBytes: 50 * 1024 } });
    try {
      const userId = newUserId('answer-size');
      const token = await small.token(userId);
      const message = await storage.messages.insert(userId, { title: 'x'.repeat(60_000) });
      const read = await small.gql(
        'query ($u: ID!) { messages(userId: $u, first: 1) { title } }',
        { u: userId },
        { token },
      );
      expect(read.status).toBe(400);
      expect(read.errors).toEqual([
        {
          message:
            'The answer is too large: 59 KB; the limit is 50 KB (ask for smaller pages with first, fewer aliases, or fewer fields)',
          extensions: { code: 'ANSWER_TOO_LARGE' },
        },
      ]);
      const marked = await small.gql<{ markAsRead: { success: boolean; messages: { title: string }[] } }>(
        'mutation ($ids: [ID!]!) { markAsRead(messageIds: $ids) { success messages { title } } }',
        { ids: [message.id] },
        { token },
      );
      expect(marked.status).toBe(200);
      expect(marked.data?.markAsRead).toEqual({ success: true, messages: [{ title: message.title }] });
    } finally {
      await small.close();
    }
  });
});
