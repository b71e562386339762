/**
 * The reference server under load: 200 concurrent clients for 10 s, half of them visitors asking for
 * calculations, half signed-in parents saving theirs, against the server as `npm start` runs it
 * (server/main.ts bundled, on plain Node with SERVER_NODE_FLAGS, in its own process) on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a fresh schema, dropped afterwards). Two workloads,
 * each on a server of its own: the fixed request (the same answers every time) and random answers (each call
 * drawn from the 1,824 sets of answers the form can send, bench/calculation-answers.ts); every answer must show
 * the cost model's total for its answers (a parent's calculation equal to one saved answers that record: with the
 * fixed request, each parent's first saves and the rest answer it). Reports requests a second, p50/p99 latency,
 * failures (must be 0) and saved rows against the records acknowledged (their distinct ids: must be equal), with the load average before and after, writes
 * bench/load-results.json, and exits 1 when either rule is broken. A 3 s warm-up of the same load comes
 * first, unmeasured (its failures and saves still count).
 *
 *   npx tsx bench/load.ts          (LOAD_CLIENTS=200, LOAD_SECONDS=10 by default; npm run bench runs it)
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import { LIST_CAPS } from '../server/storage/list-caps';
import {
  calculationBody,
  drawnAtRandom,
  everyFormAnswer,
  expectedTotal,
  FIXED_ANSWERS,
  type CalculationAnswers,
} from './calculation-answers';
import { resultsJson } from './results-file';
import { GetCollegeCostsPageString as COLLEGE_COSTS_PAGE } from '../src/client/generated/documents/GetCollegeCostsPage';
import type { GetCollegeCostsPageQuery } from '../src/client/generated/operations';
import { postGraphQL } from './graphql-post';
import { startServerProcess } from './server-process';
import { percentile, round } from './stats';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const RESULTS = new URL('./load-results.json', import.meta.url);
/** A call's answers with what its answer must show (the total's part, see calculation-answers.ts). */
interface Call {
  answers: CalculationAnswers;
  expected: string;
}
const withTotal = (answers: CalculationAnswers): Call => ({ answers, expected: expectedTotal(answers) });
const FIXED = withTotal(FIXED_ANSWERS);
/** What each client sends next. */
const WORKLOADS = {
  'fixed request': () => FIXED,
  'random answers': drawnAtRandom(everyFormAnswer().map(withTotal)),
} satisfies Record<string, () => Call>;
type Workload = keyof typeof WORKLOADS;

interface Outcome {
  kind: 'calculation' | 'save';
  ms: number;
  ok: boolean;
  savedId?: string;
  problem?: string;
}

/**
 * Each client has a connection of its own, kept alive, as each of 200 browsers would. (Node's fetch shares one
 * pool among all the clients: under this load some calls waited seconds in it, in bursts of calls sent at the
 * same moment and answered one after another, while the server answered every call it received within 700 ms;
 * so the slowest figures were the pool's, not the server's. docs/performance.md "Under load".)
 */
const ownConnection = () => new Agent({ keepAlive: true, maxSockets: 1 });

async function post(
  url: string,
  agent: Agent,
  body: string,
  token?: string,
): Promise<{ status: number; json: { data?: Record<string, unknown> | null; errors?: unknown[] } }> {
  const answer = await postGraphQL(url, agent, body, token);
  try {
    return { status: answer.status, json: JSON.parse(answer.body) as never };
  } catch (error) {
    throw new Error(`${answer.status} not JSON: ${answer.body.slice(0, 200)}`, { cause: error });
  }
}

interface User {
  id: string;
  token: string;
}

/**
 * A signed-in client's parent: after SAVES_PER_USER saves the client goes on as another one, so that no
 * user reaches the cap on saved calculations (storage/list-caps.ts) however long the bench runs.
 */
interface Parent {
  user: User;
  saves: number;
  next(): Promise<User>;
}

const SAVES_PER_USER = LIST_CAPS.college_costs / 2;

/** One client: the workload's next call as soon as one is answered, until the deadline. */
async function client(
  url: string,
  next: () => Call,
  kind: Outcome['kind'],
  deadline: number,
  outcomes: Outcome[],
  agent: Agent,
  parent?: Parent,
) {
  while (performance.now() < deadline) {
    const call = next();
    const started = performance.now();
    if (parent && parent.saves >= SAVES_PER_USER) Object.assign(parent, { user: await parent.next(), saves: 0 });
    if (parent) parent.saves++;
    const user = parent?.user;
    try {
      const { status, json } = await post(
        url,
        agent,
        calculationBody({ ...call.answers, userId: user?.id ?? null }),
        user?.token,
      );
      const cost = json.data?.updateCollegeCosts as { id: string | null; total: unknown } | undefined;
      const ok =
        status === 200 &&
        !json.errors &&
        cost !== undefined &&
        `"total":${JSON.stringify(cost.total)}` === call.expected &&
        (kind === 'calculation' ? cost.id === null : Boolean(cost.id));
      outcomes.push({
        kind,
        ms: performance.now() - started,
        ok,
        savedId: ok && cost?.id ? cost.id : undefined,
        problem: ok ? undefined : `${status} ${JSON.stringify(json).slice(0, 200)}`,
      });
    } catch (error) {
      outcomes.push({ kind, ms: performance.now() - started, ok: false, problem: String(error) });
    }
  }
}

/** Every saved calculation of the bench's users, read back through the API, page by page. */
async function savedRows(url: string, users: User[]): Promise<number> {
  let rows = 0;
  const agent = ownConnection();
  for (const user of users) {
    for (let after: string | null = null, more = true; more;) {
      const variables = { userId: user.id, first: 100, after };
      const { json } = await post(url, agent, JSON.stringify({ query: COLLEGE_COSTS_PAGE, variables }), user.token);
      const page = json.data?.collegeCostsPage as GetCollegeCostsPageQuery['collegeCostsPage'] | undefined;
      rows += page?.nodes.length ?? 0;
      ({ endCursor: after, hasNextPage: more } = page?.pageInfo ?? { endCursor: null, hasNextPage: false });
    }
  }
  agent.destroy();
  return rows;
}

async function run(engine: 'PGlite' | 'PostgreSQL', workload: Workload, databaseUrl?: string) {
  const next = WORKLOADS[workload];
  const server = await startServerProcess([...SERVER_NODE_FLAGS, SERVER_BUNDLE], 'load', databaseUrl);
  const { url } = server;
  try {
    // Every user the signed-in clients save as, for counting their rows afterwards.
    const users: User[] = [];
    const newUser = async (client: number): Promise<User> => {
      const id = `load-${client}-${randomUUID().slice(0, 8)}`;
      const user = { id, token: await server.token(id) };
      users.push(user);
      return user;
    };
    const parents: Parent[] = await Promise.all(
      Array.from({ length: CLIENTS / 2 }, async (_, i) => ({
        user: await newUser(i),
        saves: 0,
        next: () => newUser(i),
      })),
    );
    // Warm up outside the measure (connections opened, the server's code and queries compiled): a
    // few rounds of both calls. Its saves count like the others: every one answered must be there.
    const outcomes: Outcome[] = [];
    const warmUp: Outcome[] = [];
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    const visitorConnections = parents.map(ownConnection);
    const parentConnections = parents.map(ownConnection);
    await Promise.all([
      ...visitorConnections.map((agent) => client(url, next, 'calculation', warmUntil, warmUp, agent)),
      ...parents.map((parent, i) => client(url, next, 'save', warmUntil, warmUp, parentConnections[i], parent)),
    ]);
    const warmUpFailures = warmUp.filter((o) => !o.ok);

    const loadBefore = loadavg();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all([
      ...visitorConnections.map((agent) => client(url, next, 'calculation', deadline, outcomes, agent)),
      ...parents.map((parent, i) => client(url, next, 'save', deadline, outcomes, parentConnections[i], parent)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    for (const agent of [...visitorConnections, ...parentConnections]) agent.destroy();

    const latency = (kind?: Outcome['kind']) => {
      const ms = outcomes
        .filter((o) => !kind || o.kind === kind)
        .map((o) => o.ms)
        .sort((a, b) => a - b);
      return {
        requests: ms.length,
        p50Ms: round(percentile(ms, 50)),
        p99Ms: round(percentile(ms, 99)),
        maxMs: round(ms[ms.length - 1] ?? 0),
        over1s: ms.filter((v) => v > 1000).length,
      };
    };
    const acknowledged = new Set([...warmUp, ...outcomes].map((o) => o.savedId).filter(Boolean)).size;
    const rows = await savedRows(url, users);
    const failures = [...warmUpFailures, ...outcomes.filter((o) => !o.ok)];
    return {
      engine,
      workload,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
      clients: CLIENTS,
      seconds: round(elapsed, 2),
      requestsPerSecond: round(outcomes.length / elapsed),
      ...latency(),
      calculations: latency('calculation'),
      saves: latency('save'),
      failures: failures.length,
      firstFailures: [...new Set(failures.map((f) => f.problem))].slice(0, 3),
      acknowledgedSaves: acknowledged,
      savedRows: rows,
    };
  } finally {
    await server.stop();
  }
}

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
// The server as `npm start` runs it: bundled, on plain Node with its flags.
await bundleServer();
const results: Awaited<ReturnType<typeof run>>[] = [];
for (const workload of Object.keys(WORKLOADS) as Workload[]) results.push(await run('PGlite', workload));
if (databaseUrl)
  for (const workload of Object.keys(WORKLOADS) as Workload[])
    results.push(await run('PostgreSQL', workload, databaseUrl));
if (!databaseUrl) console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to load it too)');

console.log(
  `Load: ${CLIENTS} clients for ${SECONDS} s (half visitors calculating, half signed-in parents saving); ${machine}; server and load in one machine`,
);
for (const r of results) {
  console.log(
    `${r.engine.padEnd(10)} ${r.workload.padEnd(14)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ` +
      `(calculations p50 ${r.calculations.p50Ms}/p99 ${r.calculations.p99Ms} ms, saves p50 ${r.saves.p50Ms}/p99 ${r.saves.p99Ms} ms)  ` +
      `failures ${r.failures}  saved rows ${r.savedRows} / acknowledged saves ${r.acknowledgedSaves}  ` +
      `load average ${r.loadAverage.before[0]} → ${r.loadAverage.after[0]}`,
  );
  for (const problem of r.firstFailures) console.log(`  failure: ${problem}`);
}
await writeFile(RESULTS, resultsJson({ measuredAt: new Date().toISOString(), machine, results }));
const broken = results.filter((r) => r.failures > 0 || r.savedRows !== r.acknowledgedSaves);
if (broken.length) {
  console.error(
    `Load rules broken on ${broken.map((r) => `${r.engine} (${r.workload})`).join(', ')}: failures must be 0 and saved rows must equal acknowledged saves`,
  );
  process.exit(1);
}
