/**
 * Three replicas behind HAProxy on one PostgreSQL (deploy/cluster.ts, deploy/haproxy.cfg), over real HTTP:
 * - the limits hold as on one server: one address's rate (counted at HAProxy, the same answer as a server's own),
 *   one user's turns (all of a user's requests reach one replica), each user their own;
 * - a rolling restart under load (signed-in saves with Idempotency-Key, anonymous calculations) answers every
 *   request 200, and every save acknowledged is in PostgreSQL afterwards.
 * Needs TEST_DATABASE_URL and haproxy; without either it is skipped saying why (in CI it fails instead).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculationBody,
  calculationRequest,
  everyFormAnswer,
  FIXED_ANSWERS,
  type CalculationAnswers,
} from '../../bench/calculation-answers';
import { postGraphQL } from '../../bench/graphql-post';
import { agentFrom, loopbackAddress } from '../../bench/loopback-addresses';
import { findHaproxy, REPLICA_KEEP_ALIVE_MS, startCluster, type Cluster } from '../../deploy/cluster';
import { SERVER_BUNDLE } from '../../server/bundle';
import { devKeyFile } from '../../server/config';
import { loadOrCreateDevKeys, mintToken } from '../../server/dev-token';
import { postgresOrSay, type Engine } from './engines';
import { startTestServer } from './helpers';

const RATE = 60;
const TURNS = { running: 2, waiting: 3 };
const WHAT = 'replicas behind HAProxy';
const MISSING_HAPROXY =
  'haproxy is not installed (none on the PATH or in /usr/sbin, and HAPROXY, if set, names no program): install it (Debian: apt-get install haproxy).';

const haproxy = findHaproxy();
const postgres = postgresOrSay(WHAT);
if (!haproxy) {
  if (process.env.CI) {
    describe(WHAT, () => {
      it('runs in CI', () => {
        throw new Error(MISSING_HAPROXY);
      });
    });
  } else {
    console.warn(`Skipping ${WHAT}: ${MISSING_HAPROXY}`);
    describe.skip(`${WHAT}: skipped, ${MISSING_HAPROXY}`, () => {
      it('runs', () => undefined);
    });
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request as a client sends it, from `localAddress` when given, over `agent` (default a connection of its own). */
function send(
  url: string,
  {
    method = 'POST',
    body,
    headers = {},
    agent,
    localAddress,
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    agent?: Agent;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: agent ?? false,
        localAddress,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const TYPENAME = JSON.stringify({ query: '{ __typename }' });

/** `count` cheap requests from 127.0.0.1, two at a time (fewer than a caller's turns: only the rate refuses). */
async function burst(graphqlUrl: string, count: number): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  const answers: Answer[] = [];
  let left = count;
  await Promise.all(
    [0, 1].map(async () => {
      while (left-- > 0) answers.push(await send(graphqlUrl, { body: TYPENAME, agent }));
    }),
  );
  agent.destroy();
  return answers;
}

const errorsOf = (answer: Answer) => (JSON.parse(answer.body) as { errors?: unknown[] }).errors;

/** The schema's tables, qualified. */
const table = (schema: string | undefined, name: string) => (schema ? `${schema}.${name}` : name);

/** Three replicas on a fresh schema behind HAProxy, trusting the dev key they were started with (NODE_ENV=test). */
interface TestCluster {
  cluster: Cluster;
  schema: string | undefined;
  /** A token for `userId`, valid an hour. */
  token: (userId: string) => Promise<string>;
}

/** Starts a TestCluster named `name` with `env` for its replicas; `stop` ends it and removes what it made. */
function testCluster(name: string, env: Record<string, string>, rateLimitPerMinute: number) {
  const engine = postgres as Engine;
  let dataDir: string | undefined;
  const bundle = join(dirname(SERVER_BUNDLE), `main-${name}-${process.pid}.mjs`);
  let cluster: Cluster | undefined;
  return {
    async start(): Promise<TestCluster> {
      const database = await engine.fresh();
      dataDir = await mkdtemp(join(tmpdir(), 'ccc-replicas-'));
      cluster = await startCluster({
        replicas: 3,
        databaseUrl: database.databaseUrl ?? '',
        databaseSchema: database.databaseSchema,
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_POOL_SIZE: '8', ...env },
        rateLimitPerMinute,
        serverBundle: bundle,
      });
      // The dev key the cluster made before the replicas started, which they trust.
      const { privateKey } = await loadOrCreateDevKeys(devKeyFile({ DATA_DIR: dataDir }));
      return {
        cluster,
        schema: database.databaseSchema,
        token: (userId) => mintToken(userId, privateKey, { expiresIn: '1h' }),
      };
    },
    async stop(): Promise<void> {
      await cluster?.stop();
      await engine.cleanup();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await rm(bundle, { force: true });
    },
  };
}

describe.runIf(haproxy && postgres)('limits across three replicas', () => {
  const setup = testCluster(
    'replicas-test',
    { TURNS_RUNNING: String(TURNS.running), TURNS_WAITING: String(TURNS.waiting) },
    RATE,
  );
  let cluster: Cluster;
  let schema: string | undefined;
  let token: (userId: string) => Promise<string>;

  beforeAll(async () => {
    ({ cluster, schema, token } = await setup.start());
  });
  afterAll(() => setup.stop());

  it("counts one address's requests at HAProxy as one server counts them, answering alike", async () => {
    const single = await startTestServer({ rateLimit: { perMinute: RATE } });
    let alone: Answer[];
    try {
      alone = await burst(single.graphqlUrl, RATE + 20);
    } finally {
      await single.close();
    }
    const behind = await burst(`${cluster.url}/graphql`, RATE + 20);

    const accepted = (answers: Answer[]) => answers.filter((answer) => answer.status === 200).length;
    expect(accepted(alone)).toBeGreaterThanOrEqual(RATE);
    expect(Math.abs(accepted(behind) - accepted(alone))).toBeLessThanOrEqual(accepted(alone) * 0.1);
    // Every other answer is the rate's refusal, in the same shape from HAProxy as from the server.
    for (const answers of [alone, behind]) {
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.length).toBe(answers.length - accepted(answers));
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        const wait = Number(answer.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(errorsOf(answer)).toEqual([
          {
            message: `Too many requests from this address: the limit is ${RATE} a minute; try again in ${wait} s`,
            extensions: { code: 'RATE_LIMITED' },
          },
        ]);
      }
    }

    // The address is still refused with an X-Forwarded-For of its own making: HAProxy writes that header alone.
    const forged = await send(`${cluster.url}/graphql`, {
      body: TYPENAME,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forged.status).toBe(429);
    // A client's probes through the balancer count like any request (a replica's own are never limited: HAProxy checks
    // them directly), and another address has its own count.
    for (const probe of ['/livez', '/readyz', '/healthz']) {
      expect((await send(`${cluster.url}${probe}`, { method: 'GET' })).status).toBe(429);
      expect((await send(`${cluster.replicas[0].url}${probe}`, { method: 'GET' })).status).toBe(200);
    }
    const other = await send(`${cluster.url}/graphql`, { body: TYPENAME, localAddress: loopbackAddress(0) });
    expect(other.status).toBe(200);
  });

  it('leaves closing idle connections to HAProxy, and tells clients how long HAProxy keeps theirs', async () => {
    // A replica keeps an idle connection from HAProxy 10 minutes (Node's default is 5 s), far longer than HAProxy does.
    const agent = new Agent({ keepAlive: true });
    try {
      const direct = await send(`${cluster.replicas[0].url}/livez`, { method: 'GET', agent });
      expect(direct.headers['keep-alive']).toBe(`timeout=${REPLICA_KEEP_ALIVE_MS / 1000}`);
      // From an address of its own: 127.0.0.1 has used up its rate above.
      const behind = await send(`${cluster.url}/livez`, { method: 'GET', agent, localAddress: loopbackAddress(1) });
      expect(behind.headers['keep-alive']).toBe('timeout=10');
    } finally {
      agent.destroy();
    }
  });

  it("holds one user's turns as one replica does, and gives each user their own", async () => {
    const [first, second, direct] = ['first', 'second', 'direct'].map((name) => `${name}-${randomUUID().slice(0, 8)}`);
    const sent = TURNS.running + TURNS.waiting + 3;
    const answers = everyFormAnswer();
    /**
     * `sent` saves of `userId` at once to `url`, each with answers of its own (so each would be a new row), from an
     * address of the user's own (127.0.0.1 has had its minute's worth above).
     */
    const saves = async (url: string, userId: string, from: string) => {
      const auth = await token(userId);
      return Array.from({ length: sent }, (_, i) =>
        send(`${url}/graphql`, {
          body: calculationBody({ ...answers[i], userId }),
          headers: { 'auth-token': auth, 'idempotency-key': randomUUID() },
          localAddress: from,
        }),
      );
    };

    // Saves wait at the table while the test holds this lock, each holding its turn.
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${table(schema, 'college_costs')} IN SHARE MODE`);
      const calls = new Map<string, Promise<Answer>[]>([
        [first, await saves(cluster.url, first, loopbackAddress(1))],
        [second, await saves(cluster.url, second, loopbackAddress(2))],
        // One replica on its own, past the balancer: the figures to match.
        [direct, await saves(cluster.replicas[0].url, direct, loopbackAddress(3))],
      ]);
      const settled = new Map<string, Answer[]>([...calls.keys()].map((user) => [user, []]));
      for (const [user, promises] of calls)
        for (const call of promises) void call.then((a) => settled.get(user)?.push(a));

      // Of each user's calls, those past the turns and the line are refused at once; the rest wait.
      const refusedEach = sent - TURNS.running - TURNS.waiting;
      await expect
        .poll(() => [...settled.values()].map((done) => done.length))
        .toEqual([3, 3, 3].map(() => refusedEach));
      for (const done of settled.values())
        for (const answer of done) {
          expect(answer.status).toBe(429);
          expect(answer.headers['retry-after']).toBe('1');
          expect(errorsOf(answer)).toEqual([
            {
              message: `Too many requests at once from this user: ${TURNS.running} are served at a time and ${TURNS.waiting} may wait; try again in 1 s`,
              extensions: { code: 'RATE_LIMITED' },
            },
          ]);
        }
      // Still full: one more of the first user's is refused too, wherever the balancer would have sent it.
      const more = await send(`${cluster.url}/graphql`, {
        body: calculationBody({ ...answers[sent], userId: first }),
        headers: { 'auth-token': await token(first), 'idempotency-key': randomUUID() },
        localAddress: loopbackAddress(1),
      });
      expect(more.status).toBe(429);

      await holder.query('COMMIT');
      for (const [user, promises] of calls) {
        const statuses = (await Promise.all(promises)).map((answer) => answer.status);
        expect(
          statuses.filter((status) => status === 200),
          user,
        ).toHaveLength(TURNS.running + TURNS.waiting);
      }
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  });
});

describe.runIf(haproxy && postgres)('a rolling restart of three replicas under load', () => {
  const setup = testCluster('replicas-restart-test', {}, 0);
  let cluster: Cluster;
  let schema: string | undefined;
  let token: (userId: string) => Promise<string>;

  beforeAll(async () => {
    ({ cluster, schema, token } = await setup.start());
  });
  afterAll(() => setup.stop());

  it('answers every request 200 and keeps every save it acknowledged', { timeout: 240_000 }, async () => {
    const SAVERS = 3;
    const VISITORS = 3;
    /** A parent saves this many times, then the next parent of the loop takes over (a user keeps at most 1,000). */
    const SAVES_EACH = 200;
    const runId = randomUUID().slice(0, 8);
    const savers: { userId: string; token: string }[] = [];
    const saverOf = async (loop: number, turn: number) => {
      const userId = `saver-${loop}-${Math.floor(turn / SAVES_EACH)}-${runId}`;
      if (turn % SAVES_EACH === 0) savers.push({ userId, token: await token(userId) });
      return savers.find((saver) => saver.userId === userId) as { userId: string; token: string };
    };
    const forms = everyFormAnswer();
    const failures: string[] = [];
    const acknowledged: { userId: string; id: string }[] = [];
    let answered = 0;
    let running = true;

    /** One client sending `next()` as soon as its last call is answered, until the test says stop. */
    const loop = async (
      agent: Agent,
      next: (turn: number) => Promise<{ answers: CalculationAnswers; token?: string }>,
    ) => {
      for (let turn = 0; running; turn++) {
        const { answers, token } = await next(turn);
        const expected = calculationRequest(answers).expected;
        try {
          const answer = await postGraphQL(cluster.url, agent, calculationBody(answers), token);
          if (answer.status !== 200 || !answer.body.includes(expected) || answer.body.includes('"errors"')) {
            failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          } else if (answers.userId) {
            const saved = (JSON.parse(answer.body) as { data: { updateCollegeCosts: { id: string | null } } }).data
              .updateCollegeCosts;
            if (saved.id) acknowledged.push({ userId: String(answers.userId), id: saved.id });
            else failures.push(`not saved: ${answer.body.slice(0, 200)}`);
          }
        } catch (error) {
          failures.push(String(error));
        }
        answered++;
      }
      agent.destroy();
    };
    const loops = [
      // Each parent's k-th save with answers of its own: a new row each time (an equal one would answer the saved one).
      ...Array.from({ length: SAVERS }, (_, i) =>
        loop(new Agent({ keepAlive: true, maxSockets: 1 }), async (turn) => {
          const { userId, token } = await saverOf(i, turn);
          return { answers: { ...forms[turn % SAVES_EACH], userId }, token };
        }),
      ),
      // Visitors from addresses of their own, so that HAProxy spreads them over the replicas.
      ...Array.from({ length: VISITORS }, (_, i) =>
        loop(agentFrom(loopbackAddress(i)), async (turn) => ({
          answers: turn % 2 ? FIXED_ANSWERS : forms[(turn * 7) % forms.length],
        })),
      ),
    ];

    try {
      await expect.poll(() => answered).toBeGreaterThanOrEqual(SAVERS + VISITORS);
      for (let i = 0; i < cluster.replicas.length; i++) {
        const before = answered;
        await cluster.restart(i);
        // Requests were answered while that replica drained and started again.
        expect(answered).toBeGreaterThan(before);
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect((await cluster.stats()).map((replica) => replica.status)).toEqual(['UP', 'UP', 'UP']);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ id: string }>(
        `SELECT id::text FROM ${table(schema, 'college_costs')} WHERE user_id = ANY($1)`,
        [savers.map((saver) => saver.userId)],
      );
      const kept = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter(({ id }) => !kept.has(id))).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
