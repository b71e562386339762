/**
 * The planning client's paging (src/client/pages.ts, docs/paging.md) against the real reference
 * server: readAllPages and listPages walk a list with the `Get…Page` queries and stop on the page
 * that says it is the last; a goal deleted between two pages breaks nothing; and the cache keeps
 * cached pages right: a deleted item leaves them without a request, a new one refreshes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteGoalDocument,
  GetGoalsPageDocument,
  GetProvidersPageDocument,
  listPages,
  PlanningError,
  readAllPages,
  UpdateGoalDocument,
  type GetGoalsPageQuery,
  type PlanningClient,
} from '../../src/client';
import { PROVIDERS } from '../../server/reference-data/providers';
import { signedInClient, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const goalsPage = (data: GetGoalsPageQuery) => data.goalsPage;

/** A signed-in client whose user has goals named `names`, in that order of priority (10, 20, …). */
async function userWithGoals(userId: string, names: string[]) {
  const signedIn = await signedInClient(server, userId);
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const made = await signedIn.client
      .mutation(UpdateGoalDocument, {
        goal: { userId, name, goalType: 'OTHER', valueToSave: 100, priority: (index + 1) * 10 },
      })
      .toPromise();
    ids.push(made.data?.updateGoal.goal?.id as string);
  }
  signedIn.sent.length = 0;
  return { ...signedIn, ids };
}

const pagesSent = (sent: string[]) => sent.filter((name) => name === 'GetGoalsPage').length;

describe('readAllPages and listPages', () => {
  it('read every item, page by page, and stop on the page that says it is the last: no empty request', async () => {
    const five = await userWithGoals('pages-five', ['a', 'b', 'c', 'd', 'e']);
    const goals = await readAllPages(five.client, GetGoalsPageDocument, { userId: 'pages-five', first: 2 }, goalsPage);
    expect(goals.map((goal) => goal.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(pagesSent(five.sent)).toBe(3);

    const four = await userWithGoals('pages-four', ['a', 'b', 'c', 'd']);
    expect(
      (await readAllPages(four.client, GetGoalsPageDocument, { userId: 'pages-four', first: 2 }, goalsPage)).map(
        (goal) => goal.name,
      ),
    ).toEqual(['a', 'b', 'c', 'd']);
    expect(pagesSent(four.sent)).toBe(2);

    const none = await userWithGoals('pages-none', []);
    expect(await readAllPages(none.client, GetGoalsPageDocument, { userId: 'pages-none' }, goalsPage)).toEqual([]);
    expect(pagesSent(none.sent)).toBe(1);

    const providers = await readAllPages(
      none.client,
      GetProvidersPageDocument,
      { first: 4 },
      (data) => data.providersPage,
    );
    expect(providers.map((provider) => provider.name)).toEqual(PROVIDERS.map((provider) => provider.name));
  });

  it('go on after a page whose last goal was deleted meanwhile, skipping nothing', async () => {
    const { client, ids } = await userWithGoals('pages-delete', ['a', 'b', 'c', 'd', 'e']);
    const pages: string[][] = [];
    for await (const page of listPages(client, GetGoalsPageDocument, { userId: 'pages-delete', first: 2 }, goalsPage, {
      requestPolicy: 'network-only',
    })) {
      pages.push(page.nodes.map((goal) => goal.name));
      if (pages.length === 1)
        expect(
          (await client.mutation(DeleteGoalDocument, { goalId: ids[1] }).toPromise()).data?.deleteGoal.success,
        ).toBe(true);
    }
    expect(pages).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it("throws the page's PlanningError", async () => {
    const { client } = await userWithGoals('pages-refused', []);
    const walk = readAllPages(client, GetGoalsPageDocument, { userId: 'pages-someone-else' }, goalsPage);
    await expect(walk).rejects.toBeInstanceOf(PlanningError);
    await expect(walk).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('cached pages', () => {
  const names = (result: { data?: GetGoalsPageQuery } | undefined) =>
    result?.data?.goalsPage.nodes.map((goal) => goal.name);

  async function watchTwoPages(client: PlanningClient, userId: string) {
    const first = watch(client, GetGoalsPageDocument, { userId, first: 2 });
    const one = await first.next((result) => result.data !== undefined);
    const second = watch(client, GetGoalsPageDocument, {
      userId,
      first: 2,
      after: one.data?.goalsPage.pageInfo.endCursor,
    });
    const two = await second.next((result) => result.data !== undefined);
    return { first, second, one, two };
  }

  it('lose a deleted goal without asking again: the page’s endCursor still holds', async () => {
    const { client, ids, sent } = await userWithGoals('cached-delete', ['a', 'b', 'c', 'd', 'e']);
    const { first, second, one, two } = await watchTwoPages(client, 'cached-delete');
    expect([names(one), names(two)]).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const asked = pagesSent(sent);

    await client.mutation(DeleteGoalDocument, { goalId: ids[1] }).toPromise();
    expect(names(await first.next((result) => names(result)?.length === 1))).toEqual(['a']);
    expect(one.data?.goalsPage.pageInfo).toEqual((first.results.at(-1)?.data as GetGoalsPageQuery).goalsPage.pageInfo);
    expect(pagesSent(sent)).toBe(asked);
    first.stop();
    second.stop();
  });

  it('are asked again when a goal is added (the goals list is refreshed, and its pages with it)', async () => {
    const { client, sent } = await userWithGoals('cached-add', ['a', 'b', 'c']);
    const { first, second } = await watchTwoPages(client, 'cached-add');
    const asked = pagesSent(sent);

    await client
      .mutation(UpdateGoalDocument, {
        goal: { userId: 'cached-add', name: 'late', goalType: 'OTHER', valueToSave: 1, priority: 25 },
      })
      .toPromise();
    expect(names(await second.next((result) => names(result)?.includes('late') === true))).toEqual(['late', 'c']);
    // Both pages were sent again at once, when the goals list was refreshed.
    expect(pagesSent(sent)).toBe(asked + 2);
    expect(names(first.results.at(-1))).toEqual(['a', 'b']);
    first.stop();
    second.stop();
  });
});
