/**
 * Paging that survives change (docs/paging.md), over HTTP on both engines: for
 * every paged list of a user, the item a page ended on may be deleted before the next page is
 * asked for, and nothing is skipped; goals and persons re-ranked between pages are served once and
 * none is skipped; the last page says so (no further, empty request); forged, altered or foreign
 * cursors are refused with a message naming `after`, or show nothing but the caller's own items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { migrate } from '../../server/storage/migrate';
import { storageFromEngine, type GoalFields, type Storage } from '../../server/storage';
import type { SqlEngine } from '../../server/storage/engine';
import { TOOLS } from '../../server/reference-data/tools';
import { testEngines } from './engines';
import { settings } from './fuzz';
import {
  ANSWERS,
  CALCULATE,
  codeOf,
  fieldErrorsOf,
  MARCH_2025,
  newUserId,
  startTestServer,
  type TestServer,
} from './helpers';

const AFTER = 'Must be the endCursor of a page of this list, or the id of an item still in it';
const OTHER_LIST = 'Is a cursor of another list: give the endCursor of a page of this one';

interface Page {
  nodes: { id: string }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A signed-in user of the suite's server. */
interface User {
  userId: string;
  token: string;
}

/** A cursor as the server makes them (docs/paging.md), for altering or forging one. */
const decode = (cursor: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (fields: unknown): string => Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');

describe.each(testEngines('paging that survives change'))('paging that survives change on $name', (engine) => {
  let api: TestServer;
  let sql: SqlEngine;
  let storage: Storage;
  beforeAll(async () => {
    sql = await engine.blank();
    await migrate(sql);
    storage = storageFromEngine(sql);
    api = await startTestServer({ storage });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await storage?.close();
    await engine.cleanup();
  });

  const signedIn = async (name: string): Promise<User> => {
    const userId = newUserId(name);
    return { userId, token: await api.token(userId) };
  };
  const call = async <Data = Record<string, unknown>>(u: User, query: string, variables: Record<string, unknown>) =>
    api.gql<Data>(query, variables, { token: u.token });
  /** Runs a mutation and gives the id at `path` of its answer. */
  const made = async (
    u: User,
    mutation: string,
    variables: Record<string, unknown>,
    path: string[],
  ): Promise<string> => {
    const answer = await call<Record<string, unknown>>(u, mutation, variables);
    const id = path.reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | null | undefined)?.[key],
      answer.data,
    );
    if (typeof id !== 'string') throw new Error(`${mutation}: no id in ${JSON.stringify(answer)}`);
    return id;
  };
  const deleteRow = async (table: string, id: string, idColumn = 'id') => {
    const deleted = await sql.query(`DELETE FROM ${table} WHERE ${idColumn} = $1 RETURNING 1`, [id]);
    expect(deleted).toHaveLength(1);
  };

  /** Each paged list of a user: how to add an item to it and how to take one out (by the API where it can, else in the database). */
  const LISTS: {
    list: string;
    add?: (u: User, n: number) => Promise<unknown>;
    remove: (u: User, id: string) => Promise<unknown>;
  }[] = [
    {
      list: 'collegeCosts',
      add: (u, n) => made(u, CALCULATE, { ...ANSWERS, userId: u.userId, ageOfChild: n }, ['updateCollegeCosts', 'id']),
      remove: (_u, id) => deleteRow('college_costs', id),
    },
    {
      list: 'goals',
      add: (u, n) =>
        made(
          u,
          'mutation ($goal: GoalInput!) { updateGoal(goal: $goal) { goal { id } } }',
          { goal: { userId: u.userId, name: `Goal ${n}`, goalType: 'OTHER', valueToSave: 1, priority: 1 + (n % 2) } },
          ['updateGoal', 'goal', 'id'],
        ),
      remove: (u, id) => call(u, 'mutation ($id: ID!) { deleteGoal(goalId: $id) { success } }', { id }),
    },
    ...(['asset', 'debt', 'policy', 'income'] as const).map((kind) => {
      const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
      return {
        list: { asset: 'assets', debt: 'debts', policy: 'policies', income: 'income' }[kind],
        add: (u: User, n: number) =>
          made(
            u,
            `mutation ($input: ${Kind}Input!) { update${Kind}(${kind}: $input) { ${kind} { id } } }`,
            { input: { userId: u.userId, name: `${Kind} ${n}` } },
            [`update${Kind}`, kind, 'id'],
          ),
        remove: (u: User, id: string) =>
          call(u, `mutation ($id: ID!) { delete${Kind}(${kind}Id: $id) { success } }`, { id }),
      };
    }),
    {
      list: 'persons',
      add: (u, n) =>
        made(
          u,
          'mutation ($person: PersonInput!) { updatePerson(person: $person) { person { id } } }',
          { person: { userId: u.userId, firstName: `Child ${n}`, relationship: 'CHILD' } },
          ['updatePerson', 'person', 'id'],
        ),
      remove: (_u, id) => deleteRow('persons', id),
    },
    {
      list: 'messages',
      // Two messages at each instant: the later written comes first.
      add: (u, n) =>
        storage.messages.insert(u.userId, {
          title: `Message ${n}`,
          receivedAt: new Date(MARCH_2025.getTime() - Math.floor(n / 2) * 60_000),
        }),
      remove: (_u, id) => deleteRow('messages', id),
    },
    {
      list: 'surveys',
      add: (u, n) =>
        storage.surveys.insert({
          userId: u.userId,
          score: n,
          feedback: null,
          followUp: null,
          answeredAt: new Date(MARCH_2025.getTime() - Math.floor(n / 2) * 60_000),
        }),
      remove: (_u, id) => deleteRow('surveys', id),
    },
    {
      list: 'scheduledAppointments',
      add: async (u, n) => {
        await storage.users.ensure(u.userId);
        const start = new Date(MARCH_2025.getTime() + (n + 1) * 86_400_000);
        const advisor = {
          id: `adviser-${u.userId}`,
          name: 'Ann Adviser',
          email: null,
          phone: null,
          timeZone: 'Europe/Dublin',
        };
        return storage.appointments.book({
          userId: u.userId,
          advisor,
          start,
          end: new Date(start.getTime() + 1_800_000),
          reason: null,
          phoneNumber: null,
          bookedAt: MARCH_2025,
        });
      },
      remove: (_u, id) => deleteRow('appointments', id),
    },
    {
      list: 'tools',
      add: (u, n) =>
        call(u, 'mutation ($u: ID!, $t: ID!) { subscribeToTool(userId: $u, toolId: $t) { success } }', {
          u: u.userId,
          t: TOOLS[n].id,
        }),
      remove: (u, id) =>
        sql.query('DELETE FROM tool_subscriptions WHERE user_id = $1 AND tool_id = $2', [u.userId, id]),
    },
    {
      // The catalogue's tools the user has not subscribed to: subscribing takes one out.
      list: 'suggestedTools',
      remove: (u, id) =>
        call(u, 'mutation ($u: ID!, $t: ID!) { subscribeToTool(userId: $u, toolId: $t) { success } }', {
          u: u.userId,
          t: id,
        }),
    },
  ];

  const pageQuery = (list: string) =>
    `query ($u: ID!, $first: Int, $after: String) { ${list}Page(userId: $u, first: $first, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }`;
  const listQuery = (list: string) =>
    `query ($u: ID!, $first: Int, $after: ID) { ${list}(userId: $u, first: $first, after: $after) { id } }`;

  describe.each(LISTS)('$list', ({ list, add, remove }) => {
    const page = async (u: User, first: number, after: string | null = null) => {
      const answer = await call<Record<string, Page>>(u, pageQuery(list), { u: u.userId, first, after });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data?.[`${list}Page`] as Page;
    };
    const ids = (p: Page) => p.nodes.map((node) => node.id);
    /** A user whose list holds five items (suggestedTools: the catalogue's six). */
    const userWithItems = async (name: string) => {
      const u = await signedIn(name);
      for (let n = 0; add && n < 5; n++) await add(u, n);
      const all = ids(await page(u, 100));
      expect(all.length).toBeGreaterThanOrEqual(5);
      return { u, all };
    };
    /** Every page from `after` on, until one says it is the last: its ids, and how many pages were asked for. */
    const rest = async (u: User, after: string | null, first = 2) => {
      const seen: string[] = [];
      let requests = 0;
      for (let cursor = after, more = true; more; requests++) {
        const next = await page(u, first, cursor);
        seen.push(...ids(next));
        ({ endCursor: cursor, hasNextPage: more } = next.pageInfo);
      }
      return { seen, requests };
    };

    it('goes on after the last item shown once it is deleted, skipping nothing', async () => {
      const { u, all } = await userWithItems(`${list}-delete`);
      const first = await page(u, 2);
      expect(ids(first)).toEqual(all.slice(0, 2));
      expect(first.pageInfo.hasNextPage).toBe(true);
      await remove(u, all[1]);

      const { seen, requests } = await rest(u, first.pageInfo.endCursor);
      expect(seen).toEqual(all.slice(2));
      expect(requests).toBe(Math.ceil((all.length - 2) / 2));
      // The list field takes the cursor too; the id of the deleted item, as before cursors, is refused.
      const listed = await call<Record<string, { id: string }[]>>(u, listQuery(list), {
        u: u.userId,
        first: 100,
        after: first.pageInfo.endCursor,
      });
      expect(listed.data?.[list].map((item) => item.id)).toEqual(all.slice(2));
      const byId = await call(u, listQuery(list), { u: u.userId, after: all[1] });
      expect(fieldErrorsOf(byId)).toEqual([{ field: 'after', message: AFTER }]);
    });

    it('says on the last page that the list has ended, with no further request, and pages after the id of an item still in it', async () => {
      const { u, all } = await userWithItems(`${list}-end`);
      const { seen, requests } = await rest(u, null, all.length);
      expect({ seen, requests }).toEqual({ seen: all, requests: 1 });
      expect(await rest(u, null, 1)).toEqual({ seen: all, requests: all.length });

      const byId = await page(u, 100, all[2]);
      expect(ids(byId)).toEqual(all.slice(3));
      expect(byId.pageInfo.hasNextPage).toBe(false);
      // An empty page after the end keeps the cursor, to ask again for what is added later.
      const last = await page(u, 100, byId.pageInfo.endCursor);
      expect(last).toEqual({ nodes: [], pageInfo: { endCursor: byId.pageInfo.endCursor, hasNextPage: false } });
    });

    it('refuses a malformed, altered or foreign-list cursor naming after, and shows only the caller’s own items after any key', async () => {
      const { u, all } = await userWithItems(`${list}-forged`);
      const cursor = (await page(u, 2)).pageInfo.endCursor as string;
      const fields = decode(cursor);
      const key = fields.k as unknown[];
      const refusals: [string, string][] = [
        ['not a cursor', AFTER],
        ['%%%', AFTER],
        [cursor.slice(0, -3), AFTER],
        ['x'.repeat(2_000), AFTER],
        [encode({ ...fields, l: list === 'goals' ? 'debts' : 'goals' }), OTHER_LIST],
        [encode({ ...fields, k: [...key, 1] }), AFTER],
        [encode({ ...fields, k: key.slice(1) }), AFTER],
        [encode({ ...fields, k: key.map(() => "1'); DROP TABLE goals; --") }), AFTER],
        [encode({ ...fields, k: key.map(() => ({ $gt: '' })) }), AFTER],
        [encode({ ...fields, k: key.map((value) => (typeof value === 'number' ? 2 ** 60 : value)) }), AFTER],
        [encode({ ...fields, k: key.map((value) => (typeof value === 'string' ? `${value}\u0000` : value)) }), AFTER],
        // Instants that are not: the database has no year 0, and no 30 February, 24:00 or 60th second.
        ...[
          '0000-01-01T00:00:00.000000Z',
          '2025-02-30T00:00:00.000000Z',
          '2025-03-15T24:00:00.000000Z',
          '2025-03-15T23:59:60.000000Z',
          '2025-03-15T12:00:00.000Z',
        ].map((bad): [string, string] => [
          encode({ ...fields, k: key.map((value) => (/^\d{4}-\d{2}-\d{2}T/.test(String(value)) ? bad : value)) }),
          AFTER,
        ]),
        [encode({ ...fields, extra: true }), AFTER],
        [encode({ ...fields, v: -1 }), AFTER],
      ];
      // A list whose items move (goals, persons) needs the version of its order its paging reads.
      if ('v' in fields) refusals.push([encode({ l: fields.l, k: key }), AFTER]);
      for (const [after, message] of refusals.filter(([after]) => after !== cursor)) {
        for (const query of [pageQuery(list), listQuery(list)]) {
          const answer = await call(u, query, { u: u.userId, after });
          expect(codeOf(answer), after).toBe('BAD_USER_INPUT');
          expect(fieldErrorsOf(answer), after).toEqual([{ field: 'after', message }]);
        }
      }
      // A key of the right shape, whatever its values, chooses only where the caller's own list goes on.
      const instant = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
      const anyValue = (value: unknown) =>
        typeof value === 'number' ? -1 : instant.test(String(value)) ? '1999-12-31T23:59:59.999999Z' : "' OR '1'='1";
      const anyKey = encode({ ...fields, k: key.map(anyValue) });
      const answer = await call<Record<string, Page>>(u, pageQuery(list), { u: u.userId, first: 100, after: anyKey });
      expect(answer.errors).toBeUndefined();
      expect(ids(answer.data?.[`${list}Page`] as Page).every((id) => all.includes(id))).toBe(true);
    });

    it("gives nothing of another user's for their cursor, and refuses their list", async () => {
      const alice = await userWithItems(`${list}-alice`);
      const bob = await userWithItems(`${list}-bob`);
      const aliceCursor = (await page(alice.u, 1)).pageInfo.endCursor as string;
      const { seen } = await rest(bob.u, aliceCursor, 100);
      expect(seen.every((id) => bob.all.includes(id))).toBe(true);
      if (list !== 'suggestedTools' && list !== 'tools') expect(seen.some((id) => alice.all.includes(id))).toBe(false);
      const theirs = await call(bob.u, pageQuery(list), { u: alice.u.userId, after: aliceCursor });
      expect(codeOf(theirs)).toBe('FORBIDDEN');
    });
  });

  it('answers any made-up cursor with a page of the caller’s own items or BAD_USER_INPUT on after, never a fault (property)', async () => {
    const u = await signedIn('made-up');
    await LISTS[1].add?.(u, 0);
    const value = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc
        .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
        .map((date) => `${date.toISOString().slice(0, 23)}123Z`),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      fc.anything(),
    );
    const cursor = fc.record(
      {
        l: fc.constantFrom('goals', 'collegeCosts', 'messages', 'scheduledAppointments', 'tools', 'persons'),
        k: fc.array(value, { maxLength: 4 }),
        v: fc.oneof(fc.nat(), fc.integer(), value),
      },
      { requiredKeys: ['l', 'k'] },
    );
    await fc.assert(
      fc.asyncProperty(cursor, async (fields) => {
        const answer = await call<Record<string, Page>>(u, pageQuery(String(fields.l)), {
          u: u.userId,
          first: 5,
          after: encode(fields),
        });
        expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
        if (answer.errors) expect(fieldErrorsOf(answer)?.[0].field).toBe('after');
      }),
      { ...settings, numRuns: 100 },
    );
  }, 120_000);

  describe('goals re-ranked between pages', () => {
    const GOALS_PAGE =
      'query ($u: ID!, $first: Int, $after: String) { goalsPage(userId: $u, first: $first, after: $after) { nodes { id name priority } pageInfo { endCursor hasNextPage } } }';
    const UPDATE_GOAL =
      'mutation ($id: ID, $goal: GoalInput!) { updateGoal(goalId: $id, goal: $goal) { success goal { id } } }';
    type GoalsPage = {
      goalsPage: { nodes: { id: string; name: string; priority: number | null }[]; pageInfo: Page['pageInfo'] };
    };

    it('serves each goal once, where it stood when the first page was read, skipping none', async () => {
      const u = await signedIn('rerank');
      const id: Record<string, string> = {};
      for (const [name, priority] of [
        ['a', 1],
        ['b', 2],
        ['c', 3],
        ['d', 4],
        ['e', 5],
        ['f', null],
      ] as const) {
        id[name] = await made(
          u,
          UPDATE_GOAL,
          { goal: { userId: u.userId, name, goalType: 'OTHER', valueToSave: 1, priority } },
          ['updateGoal', 'goal', 'id'],
        );
      }
      const rerank = (name: string, priority: number | null) =>
        call(u, UPDATE_GOAL, {
          id: id[name],
          goal: { userId: u.userId, name, goalType: 'OTHER', valueToSave: 1, priority },
        });
      const read = async (after: string | null) =>
        (await call<GoalsPage>(u, GOALS_PAGE, { u: u.userId, first: 2, after })).data
          ?.goalsPage as GoalsPage['goalsPage'];

      const one = await read(null);
      expect(one.nodes.map((goal) => goal.name)).toEqual(['a', 'b']);
      await rerank('b', 9); // the last goal shown moves down: not served again
      await rerank('e', 1); // a goal not shown yet moves up, before the cursor: still served
      await rerank('a', null); // a goal shown moves to the end: not served again
      const two = await read(one.pageInfo.endCursor);
      expect(two.nodes.map((goal) => [goal.name, goal.priority])).toEqual([
        ['c', 3],
        ['d', 4],
      ]);
      await rerank('c', 10);
      await rerank('f', 2);
      const three = await read(two.pageInfo.endCursor);
      expect(three.nodes.map((goal) => [goal.name, goal.priority])).toEqual([
        ['e', 1],
        ['f', 2],
      ]);
      expect(three.pageInfo.hasNextPage).toBe(false);

      // A new walk reads the order as it is now.
      const now = await call<GoalsPage>(u, GOALS_PAGE, { u: u.userId, first: 100 });
      expect(now.data?.goalsPage.nodes.map((goal) => goal.name)).toEqual(['e', 'f', 'd', 'b', 'c', 'a']);
    });

    it('keeps every walk exactly-once whatever is added, deleted or re-ranked between its pages (property)', async () => {
      const operation = fc.oneof(
        fc.record({ kind: fc.constant('add' as const), priority: fc.option(fc.integer({ min: 1, max: 4 })) }),
        fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }),
        fc.record({
          kind: fc.constant('rerank' as const),
          which: fc.nat(),
          priority: fc.option(fc.integer({ min: 1, max: 4 })),
        }),
      );
      const walk = fc.record({
        start: fc.array(fc.option(fc.integer({ min: 1, max: 4 })), { minLength: 0, maxLength: 9 }),
        pageSize: fc.integer({ min: 1, max: 4 }),
        between: fc.array(fc.array(operation, { maxLength: 3 }), { maxLength: 12 }),
      });
      await fc.assert(
        fc.asyncProperty(walk, async ({ start, pageSize, between }) => {
          const userId = newUserId('walk');
          await storage.users.ensure(userId);
          const token = await api.token(userId);
          const goal = (priority: number | null): GoalFields => ({
            name: 'g',
            goalType: 'OTHER',
            goalData: null,
            priority,
            targetDate: null,
            valueToSaveCents: 100,
          });
          const live = new Set<string>();
          for (const priority of start) live.add((await storage.goals.insert(userId, goal(priority))).id);
          const throughout = new Set(live);
          const served: string[] = [];
          let after: string | null = null;
          for (let pageNumber = 0; ; pageNumber++) {
            const answer = await api.gql<GoalsPage>(GOALS_PAGE, { u: userId, first: pageSize, after }, { token });
            const { nodes, pageInfo } = answer.data?.goalsPage as GoalsPage['goalsPage'];
            expect(nodes.length).toBeLessThanOrEqual(pageSize);
            served.push(...nodes.map((node) => node.id));
            if (!pageInfo.hasNextPage) break;
            expect(nodes.length).toBe(pageSize);
            after = pageInfo.endCursor;
            for (const op of between[pageNumber] ?? []) {
              const ids = [...live];
              if (op.kind === 'add') live.add((await storage.goals.insert(userId, goal(op.priority))).id);
              else if (ids.length && op.kind === 'delete') {
                const id = ids[op.which % ids.length];
                await storage.goals.delete(id);
                live.delete(id);
                throughout.delete(id);
              } else if (ids.length && op.kind === 'rerank')
                await storage.goals.update(ids[op.which % ids.length], goal(op.priority));
            }
          }
          expect(new Set(served).size).toBe(served.length);
          for (const id of throughout) expect(served).toContain(id);
        }),
        { ...settings, numRuns: 40 },
      );
    }, 120_000);
  });

  describe('persons re-ranked between pages', () => {
    it('serves each person once, in the order of the first page, when relationships change between pages', async () => {
      const u = await signedIn('persons-rerank');
      const UPDATE_PERSON =
        'mutation ($id: ID, $person: PersonInput!) { updatePerson(personId: $id, person: $person) { success error { message fieldErrors { field message } } person { id } } }';
      const PERSONS_PAGE =
        'query ($u: ID!, $after: String) { personsPage(userId: $u, first: 2, after: $after) { nodes { firstName } pageInfo { endCursor hasNextPage } } }';
      type PersonsPage = { personsPage: { nodes: { firstName: string }[]; pageInfo: Page['pageInfo'] } };
      const id: Record<string, string> = {};
      for (const [firstName, relationship] of [
        ['Ann', 'SELF'],
        ['Bob', 'PARTNER'],
        ['Cara', 'CHILD'],
        ['Dan', 'OTHER_DEPENDANT'],
        ['Eve', 'OTHER_DEPENDANT'],
      ] as const) {
        id[firstName] = await made(u, UPDATE_PERSON, { person: { userId: u.userId, firstName, relationship } }, [
          'updatePerson',
          'person',
          'id',
        ]);
      }
      const read = async (after: string | null) =>
        (await call<PersonsPage>(u, PERSONS_PAGE, { u: u.userId, after })).data
          ?.personsPage as PersonsPage['personsPage'];
      const one = await read(null);
      expect(one.nodes.map((p) => p.firstName)).toEqual(['Ann', 'Bob']);
      const move = async (name: string, relationship: string) => {
        const moved = await call<{ updatePerson: { success: boolean } }>(u, UPDATE_PERSON, {
          id: id[name],
          person: { userId: u.userId, relationship },
        });
        expect(moved.data?.updatePerson.success).toBe(true);
      };
      await move('Eve', 'CHILD'); // still after the cursor, now before Dan
      await move('Bob', 'OTHER_DEPENDANT'); // the last person shown moves down: not served again
      await move('Cara', 'PARTNER'); // not shown yet, moves up before the cursor: still served
      const two = await read(one.pageInfo.endCursor);
      const three = await read(two.pageInfo.endCursor);
      expect([...two.nodes, ...three.nodes].map((p) => p.firstName)).toEqual(['Cara', 'Dan', 'Eve']);
      expect(three.pageInfo.hasNextPage).toBe(false);
    });
  });
});

/** The lists held in memory (catalogues, open days and slots): the same PageInfo, cursors and refusals; they do not touch the database. */
describe('pages of the catalogues, the open days and the slots', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  }, 120_000);
  afterAll(() => api?.close());

  const LISTS = [
    { list: 'providers', args: '', vars: {} },
    { list: 'occupations', args: '$search: String', vars: { search: 'er' } },
    { list: 'addressesAtPostalCode', args: '$postalCode: String!', vars: { postalCode: 'D02 XY45' } },
    {
      list: 'availableAppointmentDays',
      args: '$from: Date, $to: Date',
      vars: { from: '2025-03-17', to: '2025-03-29' },
    },
    { list: 'availableAppointments', args: '$date: Date!', vars: { date: '2025-03-18' } },
  ];

  describe.each(LISTS)('$list', ({ list, args, vars }) => {
    const passed = (names: string) =>
      names
        .split(/[\s,]+/)
        .filter((name) => name.startsWith('$'))
        .map((name) => `${name.slice(1, -1)}: ${name.slice(0, -1)}`);
    const variables = args ? `${args}, ` : '';
    const given = [...passed(args.replace(/:\s*\w+!?/g, ':')), 'first: $first', 'after: $after'].join(', ');
    const PAGE = `query (${variables}$first: Int, $after: String) { ${list}Page(${given}) { nodes { id } pageInfo { endCursor hasNextPage } } }`;
    const LIST = `query (${variables}$first: Int, $after: ID) { ${list}(${given}) { id } }`;
    const read = async (first: number, after: string | null, token: string) => {
      const answer = await api.gql<Record<string, Page>>(PAGE, { ...vars, first, after }, { token });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data?.[`${list}Page`] as Page;
    };

    it('walks the list page by page, saying on the last that it has ended, and refuses a forged or foreign cursor naming after', async () => {
      const token = await api.token(newUserId(list));
      const all = (await read(100, null, token)).nodes.map((node) => node.id);
      expect(all.length).toBeGreaterThanOrEqual(3);
      const seen: string[] = [];
      let requests = 0;
      for (let after: string | null = null, more = true; more; requests++) {
        const page: Page = await read(2, after, token);
        seen.push(...page.nodes.map((node) => node.id));
        ({ endCursor: after, hasNextPage: more } = page.pageInfo);
      }
      expect({ seen, requests }).toEqual({ seen: all, requests: Math.ceil(all.length / 2) });

      // The id of an item, as before cursors, and the list field with a cursor.
      expect((await read(100, all[0], token)).nodes.map((node) => node.id)).toEqual(all.slice(1));
      const cursor = (await read(1, null, token)).pageInfo.endCursor;
      const listed = await api.gql<Record<string, { id: string }[]>>(
        LIST,
        { ...vars, first: 100, after: cursor },
        { token },
      );
      expect(listed.data?.[list].map((item) => item.id)).toEqual(all.slice(1));

      const fields = decode(cursor as string);
      const byShape = list.startsWith('available');
      for (const [after, message] of [
        [encode({ ...fields, l: 'goals' }), OTHER_LIST],
        [
          encode({ ...fields, k: ['1; DROP TABLE goals'] }),
          byShape ? expect.stringMatching(/^Must be the endCursor of a page of this list, or an id such as /) : AFTER,
        ],
        [encode({ ...fields, k: [] }), AFTER],
        ['no-such-item', byShape ? expect.stringMatching(/, or an id such as /) : AFTER],
      ]) {
        const refused = await api.gql(PAGE, { ...vars, after }, { token });
        expect(fieldErrorsOf(refused), after).toEqual([{ field: 'after', message }]);
      }
    });
  });
});
