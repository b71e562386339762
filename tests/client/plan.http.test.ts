/**
 * The plan through the planning client against the real server: requestPlan's answer updates the
 * watched plan by normalisation at once (and the plan is then asked for again, §4's general rule), and
 * a goal added with updateGoal refreshes plan and planGraph (SPEC §4), whose new answers show the
 * goal: its point in the projection and its monthly saving in the plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPlanDocument, GetPlanGraphDocument, RequestPlanDocument, UpdateGoalDocument } from '../../src/client';
import { signedInClient, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(() => server?.close());

/** Enters what a plan needs for `userId` straight over HTTP: the user (born 1980), outgoings and an income. */
async function completeFactfind(userId: string): Promise<void> {
  const token = await server.token(userId);
  const send = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: Record<string, { success: boolean; person?: { id: string } }> };
    const payload = Object.values(body.data)[0];
    expect(payload.success).toBe(true);
    return payload;
  };
  const person = await send('mutation ($p: PersonInput!) { updatePerson(person: $p) { success person { id } } }', {
    p: { userId, firstName: 'Dana', relationship: 'SELF', dateOfBirth: '1980-06-01' },
  });
  await send('mutation ($i: IncomeInput!) { updateIncome(income: $i) { success } }', {
    i: { userId, annualIncome: 60000, ownerIds: [person.person!.id] },
  });
  await send('mutation ($f: FactfindInput!) { updateFactfind(factfind: $f) { success } }', {
    f: { userId, maritalStatus: 'SINGLE', monthlyOutgoings: 1000, monthlyRentOrMortgage: 500 },
  });
}

describe('the plan through the planning client', () => {
  it('shows a requested plan at once, and a new goal in the refreshed plan and projection', async () => {
    const userId = 'plan-client-user';
    await completeFactfind(userId);
    const { client, sent, settled } = await signedInClient(server, userId);
    const plan = watch(client, GetPlanDocument, { userId });
    const graph = watch(client, GetPlanGraphDocument, { userId });
    const first = await plan.next((r) => r.data !== undefined);
    await graph.next((r) => r.data !== undefined);
    expect(first.data?.plan).toMatchObject({ authorisationStatus: 'NOT_REQUESTED', factfindErrors: [] });

    const requested = plan.next((r) => r.data?.plan?.authorisationStatus === 'REQUESTED');
    const answer = await client.mutation(RequestPlanDocument, { userId }).toPromise();
    expect(answer.data?.requestPlan).toMatchObject({
      success: true,
      plan: { authorisationStatus: 'REQUESTED', lastUpdated: '2025-03-15T12:00:00.000Z' },
    });
    // Shown from the answer, before the plan is asked for again.
    expect(await requested).toMatchObject({ stale: true, data: { plan: { lastUpdated: '2025-03-15T12:00:00.000Z' } } });
    await settled();
    expect(plan.results.at(-1)).toMatchObject({ stale: false, data: { plan: { authorisationStatus: 'REQUESTED' } } });
    expect(sent.filter((name) => name === 'GetPlan')).toHaveLength(2);

    const refreshedGraph = graph.next((r) => (r.data?.planGraph?.points ?? []).some((p) => p.goal !== null));
    const refreshedPlan = plan.next((r) =>
      (r.data?.plan?.recommendationGroups ?? []).some((g) =>
        g.recommendations.some((rec) => rec.title.includes('Holiday')),
      ),
    );
    const saved = await client
      .mutation(UpdateGoalDocument, {
        goal: { userId, name: 'Holiday', goalType: 'HOLIDAY', valueToSave: 1200, targetDate: '2026-03-01' },
      })
      .toPromise();
    const goalId = saved.data?.updateGoal.goal?.id;
    expect(goalId).toEqual(expect.any(String));

    const points = (await refreshedGraph).data!.planGraph!.points;
    expect(points.find((p) => p.goal !== null)).toMatchObject({
      date: '2026-03-01',
      goal: { id: goalId, name: 'Holiday' },
    });
    const groups = (await refreshedPlan).data!.plan!.recommendationGroups;
    // €1,200 over the 12 months from March 2025 to March 2026; savings of €0 leave nothing saved for it yet.
    expect(
      groups.find((g) => g.recommendationType === 'SAVINGS_INVESTING')?.recommendations.map((r) => r.title),
    ).toEqual(['Save €100 a month for Holiday']);
    expect(sent.filter((name) => name === 'GetPlan')).toHaveLength(3);
    expect(sent.filter((name) => name === 'GetPlanGraph')).toHaveLength(2);
    plan.stop();
    graph.stop();
  });
});
