/**
 * One caller cannot take the server from the others, on both engines over real HTTP:
 * - the pool attack: a user's requests of many aliases of planGraph. Past the work limit a query is refused
 *   (400 QUERY_TOO_COSTLY); under it, however many such requests the user sends, they hold at most the
 *   user's share of the database's connections, and another user is answered while they wait.
 * - the anonymous attack: one address sending many requests of 30 aliases of the occupations list takes
 *   turns and pays for its answers like a signed-in user; a signed-in user is answered in between, and the
 *   address's excess is refused (429) or queued.
 * What is asserted does not depend on the machine's speed; the p99 figures come from `npm run bench:attack`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromEngine, type Storage } from '../../server/storage';
import type { SqlEngine } from '../../server/storage/engine';
import { migrate } from '../../server/storage/migrate';
import { FIELD_WORK } from '../../server/graphql/field-work';
import { DEFAULT_QUERY_LIMITS } from '../../server/graphql/limits';
import { testEngines } from './engines';
import { codeOf, newUserId, startTestServer, type TestServer } from './helpers';

const GRAPH = '{ currentWealth { float } points { date } }';
const graphs = (aliases: number) =>
  `query ($u: ID!) { ${Array.from({ length: aliases }, (_, i) => `g${i}: planGraph(userId: $u) ${GRAPH}`).join(' ')} }`;
/** As many planGraph aliases as one query may ask for. */
const MOST_GRAPHS = Math.floor(DEFAULT_QUERY_LIMITS.maxWork / FIELD_WORK['Query.planGraph']);
const GOALS = 'query ($u: ID!) { goals(userId: $u) { id name } }';

/**
 * `inner` with the statements naming `heldUser` kept waiting, each until step() lets the oldest go or
 * release() lets them all, counting how many of them the server has started at once,
 * and the other statements.
 */
function holdingEngine(inner: SqlEngine, heldUser: string) {
  const waiting: (() => void)[] = [];
  let open = false;
  const held = { running: 0, most: 0, started: 0, others: 0 };
  const engine: SqlEngine = {
    ...inner,
    query: async <Row extends object>(text: string, params?: readonly unknown[]) => {
      if (!params?.includes(heldUser)) {
        held.others++;
        return inner.query<Row>(text, params);
      }
      held.running++;
      held.started++;
      held.most = Math.max(held.most, held.running);
      try {
        if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
        return await inner.query<Row>(text, params);
      } finally {
        held.running--;
      }
    },
  };
  return {
    engine,
    held,
    /** Lets the oldest held statement go. */
    step: () => waiting.shift()?.(),
    release: () => {
      open = true;
      waiting.splice(0).forEach((go) => go());
    },
  };
}

describe.each(testEngines('the fair shares'))(
  'one caller against the others on $name',
  { timeout: 120_000 },
  (kind) => {
    let blank: SqlEngine;
    let storage: Storage;
    let server: TestServer;
    let holding: ReturnType<typeof holdingEngine>;
    const attacker = newUserId('pool-attacker');
    const share = 2;

    beforeAll(async () => {
      blank = await kind.blank();
      await migrate(blank);
      holding = holdingEngine(blank, attacker);
      storage = storageFromEngine(holding.engine);
      server = await startTestServer({ storage, databaseShare: share });
    }, 120_000);
    afterAll(async () => {
      holding?.release();
      await server?.close();
      await blank?.close();
      await kind.cleanup();
    });

    it(`refuses 30 aliases of planGraph as too much work (400 QUERY_TOO_COSTLY); ${MOST_GRAPHS} pass`, async () => {
      const userId = newUserId('work');
      const token = await server.token(userId);
      const refused = await server.gql(graphs(30), { u: userId }, { token });
      expect(refused.status).toBe(400);
      expect(codeOf(refused)).toBe('QUERY_TOO_COSTLY');
      expect(refused.errors?.[0].message).toBe(
        `Query is too costly: it asks for ${(30 * FIELD_WORK['Query.planGraph']).toLocaleString('en')} units of database and model work; the limit is ${DEFAULT_QUERY_LIMITS.maxWork} (each root field counts 1, plan and planGraph ${FIELD_WORK['Query.plan']} and ${FIELD_WORK['Query.planGraph']}: ask for fewer of them, or fewer aliases, in one request)`,
      );
      const most = await server.gql(graphs(MOST_GRAPHS), { u: userId }, { token });
      expect(most.status).toBe(200);
      expect(Object.keys(most.data ?? {})).toHaveLength(MOST_GRAPHS);
    });

    it("holds the attacker's requests to its share of the connections, and answers another user meanwhile", async () => {
      const capacity = Math.min(share, storage.connections);
      const attackerToken = await server.token(attacker);
      // Four requests at once (the user's turns), each with the most household computations one query may ask.
      const attack = Array.from({ length: 4 }, () =>
        server.gql(graphs(MOST_GRAPHS), { u: attacker }, { token: attackerToken }),
      );
      await expect.poll(() => holding.held.running).toBe(capacity);

      const other = newUserId('pool-other');
      const otherToken = await server.token(other);
      for (let read = 0; read < 5; read++) {
        let answered = false;
        const reading = server.gql(GOALS, { u: other }, { token: otherToken }).finally(() => (answered = true));
        // With connections to spare, the read needs none of the attacker's statements to end; with PGlite's one
        // connection, each of its statements waits for the one running and, in turn, at most one more of the attacker's.
        let steps = 0;
        const othersBefore = holding.held.others;
        // The read is at the gate (two callers) before the attacker's statements are let go, one at a time.
        await expect.poll(() => answered || server.databaseLoad().callers === 2).toBe(true);
        while (storage.connections <= share && !answered) {
          const started = holding.held.started;
          holding.step();
          steps++;
          // Until the read has had its turn (one caller left), or the attacker's next statement has the connection.
          await expect.poll(() => server.databaseLoad().callers === 1 || holding.held.started > started).toBe(true);
          if (server.databaseLoad().callers === 1) break;
        }
        const answer = await reading;
        expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
        expect(answer.data).toEqual({ goals: [] });
        // Each of its statements waited for at most two of the attacker's.
        expect(steps).toBeLessThanOrEqual(2 * (holding.held.others - othersBefore));
      }
      // The attacker never ran more than its share of statements at once.
      expect(holding.held.most).toBe(capacity);

      holding.release();
      for (const answer of await Promise.all(attack)) {
        expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
        expect(Object.keys(answer.data ?? {})).toHaveLength(MOST_GRAPHS);
      }
      expect(holding.held.most).toBe(capacity);
    });
  },
);

describe('visitors in the queue', { timeout: 120_000 }, () => {
  let server: TestServer;
  // A small budget, so that the address's excess waits whatever the machine's speed.
  const turns = { running: 2, waiting: 5, bytesPerSecond: 256 * 1024, burstBytes: 256 * 1024 };
  beforeAll(async () => {
    server = await startTestServer({ userTurns: turns });
  }, 120_000);
  afterAll(() => server?.close());

  const OCCUPATIONS = `{ ${Array.from({ length: 30 }, (_, i) => `o${i}: occupations(first: 100) { id name }`).join(' ')} }`;
  const anonymous = () =>
    fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: OCCUPATIONS }),
    }).then(async (response) => ({ status: response.status, body: await response.text(), at: performance.now() }));

  it("takes an address's turns and budget: the excess refused 429 or queued, a signed-in user answered in between", async () => {
    const loops = Array.from({ length: 40 }, anonymous);
    const userId = newUserId('visitors-other');
    const token = await server.token(userId);
    const answer = await server.gql(GOALS, { u: userId }, { token });
    const userAnsweredAt = performance.now();
    expect(answer.status).toBe(200);
    const visitors = await Promise.all(loops);
    const statuses = visitors.map((visitor) => visitor.status);
    // 2 served at once and 5 waiting: the excess refused.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const refused = visitors.find((visitor) => visitor.status === 429);
    expect(JSON.parse(refused?.body ?? '{}')).toMatchObject({
      errors: [
        {
          message: `Too many requests at once from this address: ${turns.running} are served at a time and ${turns.waiting} may wait; try again in 1 s`,
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
    // The user was answered before the address's last answer: it did not wait behind the visitor's line.
    const served = visitors.filter((visitor) => visitor.status === 200);
    expect(served.length).toBeGreaterThan(turns.running);
    expect(Math.max(...served.map((visitor) => visitor.at))).toBeGreaterThan(userAnsweredAt);
  });
});
