/**
 * The reference server's own figures, each target in its own process (bench/server-target.ts, bundled
 * as `npm start` bundles the server and run on plain Node), the load from this one:
 * - throughput: the widget's anonymous CalculateCollegeCosts call (its exact document, variables and
 *   headers) from SERVER_CONNECTIONS keep-alive connections (default 50) for SERVER_SECONDS each
 *   (default 10, in 10 interleaved rounds, each round in processes of its own after a 2 s warm-up: two
 *   processes of one server differ by up to 7 %, see interleavedInFreshProcesses), in two workloads: the fixed request
 *   (the same answers every time) and random answers (each request drawn from the 1,824 sets of answers
 *   the form can send, bench/calculation-answers.ts), which no cache of one request's texts carries.
 *   Our server (PGlite in memory) as deployed (NODE_ENV=production, which also turns off graphql-js's
 *   development checks) against graphql-http's own handler with a document cache on the same schema
 *   (NODE_ENV=production), both workloads; for the fixed request also our server as `npm start` runs it
 *   by default (NODE_ENV unset) and a bare node:http handler answering the same bytes. req/s, p50/p99,
 *   and each server's CPU time per request (which varies less from run to run than req/s when other
 *   jobs share the machine); every answer must show the total the cost model gives for its answers.
 *   Before the load, every one of the 1,824 is asked once of our server and of graphql-http (the first round's).
 * - signed-in saves: the same call as a signed-in parent sends it (a user id, a valid token, a fresh
 *   Idempotency-Key), 100 parents taking turns, each save of a parent's with answers of its own (an equal
 *   calculation would answer the one saved, not save), on PGlite in memory and (with TEST_DATABASE_URL or
 *   DATABASE_URL) on PostgreSQL in a fresh schema, beside a bare node-postgres INSERT of the same row
 *   through a pool of the server's size (its ratio reported); every answer must show its total and the
 *   parent's new row.
 * - memory: idle RSS 2 s after start (then two collections a second apart, see server-target.ts) of
 *   the server's modules alone, PGlite alone, and our server on PGlite in memory and in a directory,
 *   with PGlite's WASM linear memory; and our server after the last round's load.
 * SERVER_BEFORE_BUNDLE adds another commit's server to the rounds of the calculations and of the saves.
 * Writes the "server" key of bench/results.json (other keys kept), with the load average (os.loadavg())
 * before and after the load, and prints a table.
 *
 *   npx tsx bench/server.ts          (npm run bench runs it; SERVER_PARTS=saves for that part alone)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import { createDevKeys, mintToken } from '../server/dev-token';
import { POSTGRES_POOL_SIZE } from '../server/storage/engine';
import { LIST_CAPS } from '../server/storage/list-caps';
import {
  calculationBody,
  calculationRequest,
  drawnAtRandom,
  everyFormAnswer,
  FIXED_ANSWERS,
  type CalculationRequest,
} from './calculation-answers';
import { inLoops } from './connection-loops';
import { postGraphQL } from './graphql-post';
import { writeResultsKey } from './results-file';
import { roundOrder } from './round-order';
import { percentile, round } from './stats';

const CONNECTIONS = Number(process.env.SERVER_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SERVER_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ROUNDS = 5;
/**
 * Rounds of the anonymous calculations, each in processes of their own (interleavedInFreshProcesses): a process
 * keeps its own speed for its life, so the figures sum 10 processes of each server, not 5 (SECONDS in all still).
 */
const FRESH_PROCESS_ROUNDS = 10;
const IDLE_MS = 2000;
const RESULTS = new URL('./results.json', import.meta.url);
/** What to measure (SERVER_PARTS, comma-separated; all by default): the others keep their last figures. */
const PARTS = new Set((process.env.SERVER_PARTS ?? 'memory,calculations,saves').split(','));
/** The PostgreSQL the signed-in saves are measured on too, in fresh schemas dropped afterwards. */
const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/** Parents saving at once, each a user of their own; a set saves SAVES_PER_USER times each, then the next set. */
const SAVERS_AT_ONCE = 100;
const SAVES_PER_USER = LIST_CAPS.college_costs / 2;
const SAVER_SETS = 4;
/** SERVER_CPU_PROFILE=dir: the targets of kind SERVER_PROFILED (default ours-saves) write a CPU profile (node --cpu-prof) there. */
const PROFILE_DIR = process.env.SERVER_CPU_PROFILE;
const PROFILED = process.env.SERVER_PROFILED ?? 'ours-saves';
/**
 * SERVER_BEFORE_BUNDLE=file: this file's targets as bundled from another commit (its own
 * bench/server-target.ts, which must know ours-memory and ours-saves): its anonymous calculations (both
 * workloads) and signed-in saves measured in the same run, interleaved with this commit's, so that a
 * change is measured before and after under the same load.
 */
const BEFORE_BUNDLE = process.env.SERVER_BEFORE_BUNDLE;
const FIXED = calculationRequest(FIXED_ANSWERS);
const EVERY = everyFormAnswer().map(calculationRequest);
/** A request with, for a signed-in save, the token it is sent with and what shows it saved for its user. */
type SentRequest = CalculationRequest & { token?: string; saved?: string };
/** What each connection sends next: the fixed request, or one drawn at random from every form answer. */
type Workload = () => SentRequest;
const fixedRequest: Workload = () => FIXED;
const randomAnswers: Workload = drawnAtRandom(EVERY);
/** bench/server-target.ts bundled beside `npm start`'s bundle (its packages resolve from node_modules). */
const TARGET_BUNDLE = join(dirname(SERVER_BUNDLE), 'bench-target.mjs');

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasmHeap: number;
}

interface Target {
  child: ChildProcess;
  url?: string;
  memory(): Promise<Memory>;
  /** CPU time the process has used so far, user and system, in µs. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Production unless `nodeEnv` says otherwise (undefined: NODE_ENV unset, as `npm start` runs by default). */
async function startTarget(
  kind: string,
  args: string[] = [],
  env: Record<string, string> = {},
  nodeEnv: string | undefined = 'production',
  bundle = TARGET_BUNDLE,
): Promise<Target> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const profile = PROFILE_DIR && kind === PROFILED ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const child = fork(bundle, [kind, ...args], {
    execArgv: ['--expose-gc', ...profile, ...SERVER_NODE_FLAGS],
    env: { ...inherited, ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string | undefined>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; url?: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code} before it was ready`)));
  });
  return {
    child,
    url,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (message: { memory: Memory }) => resolve(message.memory));
        child.send('memory');
      }),
    cpu: () =>
      new Promise((resolve) => {
        child.once('message', (message: { cpuMicros: number }) => resolve(message.cpuMicros));
        child.send('cpu');
      }),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A profiled process exits by itself, so that Node writes its profile.
      if (profile.length) child.send('exit');
      else child.kill('SIGKILL');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const answered = (answer: { status: number; body: string }, sent: SentRequest) =>
  answer.status === 200 &&
  answer.body.includes(sent.expected) &&
  !answer.body.includes('"errors"') &&
  (sent.saved === undefined || (answer.body.includes(sent.saved) && !answer.body.includes('"id":null')));

/** Every form answer asked once, 10 at a time: the first wrong answer stops the bench. */
async function checkEveryAnswer(name: string, url: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const queue = [...EVERY];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let sent = queue.pop(); sent; sent = queue.pop()) {
        const answer = await postGraphQL(url, agent, sent.body);
        if (!answered(answer, sent))
          throw new Error(
            `${name} answered ${sent.body.slice(-200)} with ${answer.status} ${answer.body.slice(0, 300)}`,
          );
      }
    }),
  );
  agent.destroy();
}

interface Sample {
  latencies: number[];
  failures: number;
  seconds: number;
  /** CPU time the server used while loaded (µs). */
  cpuMicros: number;
}

/** CONNECTIONS loops, each sending the workload's next call as soon as one is answered, for `seconds`. */
async function load(url: string, workload: Workload, seconds: number, into: Sample): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  into.seconds += await inLoops(CONNECTIONS, seconds, async () => {
    const call = workload();
    const sent = performance.now();
    try {
      if (!answered(await postGraphQL(url, agent, call.body, call.token), call)) into.failures++;
    } catch {
      into.failures++;
    }
    into.latencies.push(performance.now() - sent);
  });
  agent.destroy();
}

/**
 * req/s, p50/p99, and the server's CPU time per request: with the load generator and anything else on
 * the machine competing for the cores, req/s and latencies vary from run to run, while CPU time per
 * request says what the server itself costs (1,000,000 / it: the requests one core could answer).
 */
type Summary = ReturnType<typeof summary>;

function summary(sample: Sample) {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  const cpuMicrosPerRequest = sample.cpuMicros / sorted.length;
  return {
    requestsPerSecond: round(sorted.length / sample.seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    requests: sorted.length,
    failures: sample.failures,
    cpuMicrosPerRequest: round(cpuMicrosPerRequest),
    requestsPerCpuSecond: round(1_000_000 / cpuMicrosPerRequest),
  };
}

type RunName =
  'ours' | 'oursByDefault' | 'bare' | 'graphqlHttp' | 'oursRandom' | 'graphqlHttpRandom' | 'before' | 'beforeRandom';

/** One measure: a target under a workload. */
interface Run {
  target: Target;
  workload: Workload;
}

const emptySample = (): Sample => ({ latencies: [], failures: 0, seconds: 0, cpuMicros: 0 });

/** Each run loaded for WARM_UP_SECONDS, its figures dropped. */
async function warmUp(runs: readonly Run[]): Promise<void> {
  for (const { target, workload } of runs) await load(target.url ?? '', workload, WARM_UP_SECONDS, emptySample());
}

/** One round: each run loaded in turn (in the round's order, round-order.ts) for `seconds`, its figures added to its sample. */
async function oneRound<Name extends string>(
  runs: Record<Name, Run>,
  samples: Map<Name, Sample>,
  round: number,
  seconds = SECONDS / ROUNDS,
): Promise<void> {
  for (const [name, { target, workload }] of roundOrder(Object.entries(runs) as [Name, Run][], round)) {
    const sample = samples.get(name) ?? emptySample();
    samples.set(name, sample);
    const cpuBefore = await target.cpu();
    await load(target.url ?? '', workload, seconds, sample);
    sample.cpuMicros += (await target.cpu()) - cpuBefore;
  }
}

const summaries = <Name extends string>(samples: Map<Name, Sample>): Record<Name, Summary> =>
  Object.fromEntries([...samples].map(([name, sample]) => [name, summary(sample)])) as Record<Name, Summary>;

/**
 * The runs loaded in turn, ROUNDS times each (SECONDS in all per run, after a warm-up), so that
 * whatever else the machine does falls on all of them alike.
 */
async function interleaved<Name extends string>(runs: Record<Name, Run>): Promise<Record<Name, Summary>> {
  const samples = new Map<Name, Sample>();
  await warmUp(Object.values(runs));
  for (let round = 0; round < ROUNDS; round++) await oneRound(runs, samples, round);
  return summaries(samples);
}

/**
 * The same, each round in processes of its own: `start(round)` starts the servers of a round (the
 * first round's are checked by `check`), they are warmed up, loaded in turn, given to `last` after the
 * last round's load, and stopped. Two processes of one server differ in CPU per request by up to 7 %
 * for the whole of their lives (three graphql-http processes in one interleaved run, round after round:
 * 139.8, 146.4 and 149.9 µs; the code V8 compiles and where memory lands differ from process to process),
 * more than the difference being measured; each figure here sums FRESH_PROCESS_ROUNDS processes instead of one.
 * Even so a ratio of two such sums moves by several per cent: with SERVER_BEFORE_BUNDLE built from the
 * same commit, two 10 s runs gave the two copies ×0.95 and ×0.92, then ×0.89 and ×0.96 of graphql-http by
 * CPU per request on random answers, with 5 rounds: a difference under about 5 % needs several runs
 * to show. Hence 10 rounds, each half as long.
 */
async function interleavedInFreshProcesses<Name extends string>(
  start: (round: number) => Promise<Record<Name, Run>>,
  check: (runs: Record<Name, Run>) => Promise<void>,
  last: (runs: Record<Name, Run>) => Promise<void>,
): Promise<Record<Name, Summary>> {
  const samples = new Map<Name, Sample>();
  for (let round = 0; round < FRESH_PROCESS_ROUNDS; round++) {
    const runs = await start(round);
    const targets = new Set(Object.values<Run>(runs).map((run) => run.target));
    try {
      if (round === 0) await check(runs);
      await warmUp(roundOrder(Object.values(runs), round));
      await oneRound(runs, samples, round, SECONDS / FRESH_PROCESS_ROUNDS);
      if (round === FRESH_PROCESS_ROUNDS - 1) await last(runs);
    } finally {
      await Promise.all([...targets].map((target) => target.stop()));
    }
  }
  return summaries(samples);
}

async function idleMemory(kind: string, args: string[] = []): Promise<Memory> {
  const target = await startTarget(kind, args);
  try {
    await sleep(IDLE_MS);
    return await target.memory();
  } finally {
    await target.stop();
  }
}

const memoryFigures = (memory: Memory) => ({
  rssMB: mb(memory.rss),
  heapUsedMB: mb(memory.heapUsed),
  externalMB: mb(memory.external),
  arrayBuffersMB: mb(memory.arrayBuffers),
  pgliteWasmHeapMB: mb(memory.wasmHeap),
});

/** A saver: its user and token, one user per SAVES_PER_USER saves. */
interface Saver {
  userId: string;
  token: string;
}

/**
 * The widget's CalculateCollegeCosts call as a signed-in parent sends it: answers with the parent's user id,
 * their token in the auth-token header and a fresh Idempotency-Key. The saves go round SAVERS_AT_ONCE parents
 * (so no parent's line of turns fills, http/user-turns.ts), each saving at most SAVES_PER_USER times before the
 * next set takes over (so none reaches the cap, list-caps.ts).
 */
async function signedInSavers(privateKey: KeyObject): Promise<Saver[]> {
  return Promise.all(
    Array.from({ length: SAVERS_AT_ONCE * SAVER_SETS }, async (_, i) => {
      const userId = `saver-${i}-${randomUUID().slice(0, 8)}`;
      return { userId, token: await mintToken(userId, privateKey) };
    }),
  );
}

/** The form's answers in a fixed order, with each one's total: a parent's k-th save sends the k-th. */
const SAVED_ANSWERS = everyFormAnswer().map((answers) => ({ answers, expected: calculationRequest(answers).expected }));

/**
 * Each target its own count of saves, so each database's parents stay under the cap, and each of a parent's saves
 * has answers of its own (SAVED_ANSWERS, more than SAVES_PER_USER): every one is a new row. The bare INSERT
 * answers with the new row's id alone.
 */
function signedInSaves(savers: Saver[], bare = false): Workload {
  let saves = 0;
  return () => {
    const set = Math.floor(saves / (SAVERS_AT_ONCE * SAVES_PER_USER)) % SAVER_SETS;
    const saver = savers[set * SAVERS_AT_ONCE + (saves % SAVERS_AT_ONCE)];
    const { answers, expected } = SAVED_ANSWERS[Math.floor(saves++ / SAVERS_AT_ONCE) % SAVED_ANSWERS.length];
    const body = calculationBody({ ...answers, userId: saver.userId });
    return bare
      ? { body, expected: '"id":"', token: saver.token }
      : { body, expected, saved: `"userId":${JSON.stringify(saver.userId)}`, token: saver.token };
  };
}

/** A fresh schema name on the bench's PostgreSQL. */
const freshSchema = (name: string) => `ccc_bench_${name}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function dropSchemas(databaseUrl: string, schemas: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}

type SaveRunName = 'oursPostgres' | 'bareInsert' | 'oursPGlite' | 'beforePostgres' | 'beforePGlite';

/**
 * Signed-in saves on both engines, beside a bare node-postgres INSERT of the same row through a pool of
 * the server's size: the same load, interleaved, with the load average before and after.
 */
async function measureSaves() {
  const keys = await createDevKeys();
  const savers = await signedInSavers(keys.privateKey);
  const schemas = databaseUrl ? [freshSchema('saves'), freshSchema('bare'), freshSchema('before')] : [];
  const saveEnv = { SAVE_PUBLIC_KEY: keys.publicKey };
  const targets: Partial<Record<SaveRunName, Target>> = {};
  try {
    targets.oursPGlite = await startTarget('ours-saves', [], saveEnv);
    if (databaseUrl) {
      const postgres = { DATABASE_URL: databaseUrl, SAVE_POOL_SIZE: String(POSTGRES_POOL_SIZE) };
      targets.oursPostgres = await startTarget('ours-saves', [], {
        ...saveEnv,
        ...postgres,
        DATABASE_SCHEMA: schemas[0],
      });
      targets.bareInsert = await startTarget('bare-insert', [], { ...postgres, DATABASE_SCHEMA: schemas[1] });
    }
    if (BEFORE_BUNDLE) {
      targets.beforePGlite = await startTarget('ours-saves', [], saveEnv, 'production', BEFORE_BUNDLE);
      if (databaseUrl)
        targets.beforePostgres = await startTarget(
          'ours-saves',
          [],
          { ...saveEnv, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schemas[2] },
          'production',
          BEFORE_BUNDLE,
        );
    }
    const runs = Object.fromEntries(
      Object.entries(targets).map(([name, target]) => [
        name,
        { target, workload: signedInSaves(savers, name === 'bareInsert') },
      ]),
    ) as Record<SaveRunName, Run>;
    const loadBefore = loadavg();
    const figures = await interleaved<SaveRunName>(runs);
    const loadAfter = loadavg();
    const ours = figures.oursPostgres;
    const bare = figures.bareInsert;
    return {
      measuredAt: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      poolSize: POSTGRES_POOL_SIZE,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadAfter.map((l) => round(l, 2)) },
      'our server, PGlite in memory': figures.oursPGlite,
      ...(ours && bare
        ? {
            'our server, PostgreSQL': {
              ...ours,
              ratioToBareInsert: round(ours.requestsPerSecond / bare.requestsPerSecond, 2),
              cpuRatioToBareInsert: round(ours.requestsPerCpuSecond / bare.requestsPerCpuSecond, 2),
            },
            'bare node-postgres INSERT, same pool size': bare,
          }
        : {}),
      ...(BEFORE_BUNDLE
        ? {
            'before: PGlite in memory': figures.beforePGlite,
            ...(figures.beforePostgres ? { 'before: PostgreSQL': figures.beforePostgres } : {}),
          }
        : {}),
    };
  } finally {
    await Promise.all(Object.values(targets).map((target) => target.stop()));
    if (databaseUrl) await dropSchemas(databaseUrl, schemas);
  }
}

async function measureMemory(dataDir: string) {
  return {
    'server modules only (no storage)': memoryFigures(await idleMemory('imports')),
    'PGlite alone, in memory': memoryFigures(await idleMemory('pglite-memory')),
    'our server, PGlite in memory': memoryFigures(await idleMemory('ours-memory')),
    'our server, PGlite in a directory (first start)': memoryFigures(
      await idleMemory('ours-disk', [join(dataDir, 'pglite')]),
    ),
    'our server, PGlite in a directory (second start)': memoryFigures(
      await idleMemory('ours-disk', [join(dataDir, 'pglite')]),
    ),
  };
}

/** The servers of the anonymous calculation's runs, started afresh each round; `answer`: what bare answers. */
async function calculationRuns(answer: string, ours?: Target): Promise<Record<RunName, Run>> {
  const [oursProduction, oursByDefault, bare, graphqlHttp, before] = await Promise.all([
    ours ?? startTarget('ours-memory'),
    startTarget('ours-memory', [], {}, undefined),
    startTarget('bare', [], { BARE_BODY: answer }),
    startTarget('graphql-http'),
    BEFORE_BUNDLE ? startTarget('ours-memory', [], {}, 'production', BEFORE_BUNDLE) : undefined,
  ]);
  return {
    ours: { target: oursProduction, workload: fixedRequest },
    oursByDefault: { target: oursByDefault, workload: fixedRequest },
    bare: { target: bare, workload: fixedRequest },
    graphqlHttp: { target: graphqlHttp, workload: fixedRequest },
    oursRandom: { target: oursProduction, workload: randomAnswers },
    graphqlHttpRandom: { target: graphqlHttp, workload: randomAnswers },
    ...(before
      ? {
          before: { target: before, workload: fixedRequest },
          beforeRandom: { target: before, workload: randomAnswers },
        }
      : {}),
  } as Record<RunName, Run>;
}

/**
 * The anonymous calculation's throughput, each round in processes of its own
 * (interleavedInFreshProcesses), and our server's memory after the last round's load.
 */
async function measureCalculations() {
  const first = await startTarget('ours-memory');
  const answer = await postGraphQL(first.url ?? '', new Agent(), FIXED.body).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  if (!answered(answer, FIXED)) {
    await first.stop();
    throw new Error(`our server did not answer the calculation: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  let afterLoad: ReturnType<typeof memoryFigures> | undefined;
  const loadBefore = loadavg();
  const figures = await interleavedInFreshProcesses<RunName>(
    (round) => calculationRuns(answer.body, round === 0 ? first : undefined),
    async (runs) => {
      await checkEveryAnswer('our server', runs.ours.target.url ?? '');
      await checkEveryAnswer('graphql-http', runs.graphqlHttp.target.url ?? '');
      if (runs.before) await checkEveryAnswer('before', runs.before.target.url ?? '');
    },
    async (runs) => {
      afterLoad = memoryFigures(await runs.ours.target.memory());
    },
  );
  const loadAfter = loadavg();
  if (!afterLoad) throw new Error('our server after the load was not measured');
  const vsGraphqlHttp = (ours: Summary, graphqlHttp: Summary) => ({
    ...ours,
    ratioToGraphqlHttp: round(ours.requestsPerSecond / graphqlHttp.requestsPerSecond, 2),
    // The CPU time each costs varies less with what else runs on the machine than req/s.
    cpuRatioToGraphqlHttp: round(ours.requestsPerCpuSecond / graphqlHttp.requestsPerCpuSecond, 2),
  });
  return {
    loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadAfter.map((l) => round(l, 2)) },
    calculations: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: FRESH_PROCESS_ROUNDS,
      answerBytes: Buffer.byteLength(answer.body),
      formAnswers: EVERY.length,
      'fixed request': {
        'our server': vsGraphqlHttp(figures.ours, figures.graphqlHttp),
        'our server, NODE_ENV unset': figures.oursByDefault,
        'bare node:http, same bytes': figures.bare,
        'graphql-http, document cache': figures.graphqlHttp,
        ...(BEFORE_BUNDLE ? { 'before: our server': vsGraphqlHttp(figures.before, figures.graphqlHttp) } : {}),
      },
      'random answers': {
        'our server': vsGraphqlHttp(figures.oursRandom, figures.graphqlHttpRandom),
        'graphql-http, document cache': figures.graphqlHttpRandom,
        ...(BEFORE_BUNDLE
          ? { 'before: our server': vsGraphqlHttp(figures.beforeRandom, figures.graphqlHttpRandom) }
          : {}),
      },
    },
    afterLoad,
  };
}

type Line = Summary & { ratioToGraphqlHttp?: number; cpuRatioToGraphqlHttp?: number; ratioToBareInsert?: number };

function printLine(name: string, r: Line): void {
  const ratio =
    r.ratioToGraphqlHttp !== undefined
      ? ` (×${r.ratioToGraphqlHttp} graphql-http; by CPU per request ×${r.cpuRatioToGraphqlHttp})`
      : r.ratioToBareInsert !== undefined
        ? ` (×${r.ratioToBareInsert} the bare INSERT)`
        : '';
  console.log(
    `  ${name.padEnd(40)} ${String(r.requestsPerSecond).padStart(8)} req/s${ratio}  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  failures ${r.failures}  server CPU ${r.cpuMicrosPerRequest} µs/request (${r.requestsPerCpuSecond} per CPU second)`,
  );
}

const previous = await readFile(RESULTS, 'utf8')
  .then((text) => (JSON.parse(text) as { server?: Record<string, unknown> }).server ?? {})
  .catch(() => ({}));
await bundleServer(fileURLToPath(new URL('./server-target.ts', import.meta.url)), TARGET_BUNDLE);
const dataDir = await mkdtemp(join(tmpdir(), 'ccc-bench-server-'));
const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load generator in the same machine`;
let failures = 0;
try {
  // Memory first, each process alone on the machine.
  const memory = PARTS.has('memory') ? await measureMemory(dataDir) : undefined;
  const calculations = PARTS.has('calculations') ? await measureCalculations() : undefined;
  const saves = PARTS.has('saves') ? await measureSaves() : undefined;
  const server = {
    ...previous,
    machine,
    ...(calculations
      ? {
          measuredAt: new Date().toISOString(),
          loadAverage: calculations.loadAverage,
          calculations: calculations.calculations,
        }
      : {}),
    ...(memory && calculations
      ? { memory: { ...memory, 'our server, PGlite in memory, after the load': calculations.afterLoad } }
      : {}),
    ...(saves ? { signedInSaves: saves } : {}),
  };
  await writeResultsKey(RESULTS, 'server', server);

  if (calculations) {
    const { loadAverage, calculations: figures } = calculations;
    console.log(`Server: the widget's anonymous calculation, ${CONNECTIONS} connections, ${SECONDS} s; ${machine}`);
    console.log(
      `load average (1, 5, 15 min): ${loadAverage.before.join(', ')} before, ${loadAverage.after.join(', ')} after`,
    );
    for (const [workload, servers] of Object.entries({
      'fixed request': figures['fixed request'],
      [`random answers (of ${EVERY.length})`]: figures['random answers'],
    })) {
      console.log(`${workload}:`);
      for (const [name, r] of Object.entries(servers)) {
        printLine(name, r);
        failures += r.failures;
      }
    }
  }
  if (memory && calculations) {
    console.log('Idle memory (MB): RSS / JS heap used / external / of which ArrayBuffers / PGlite WASM linear memory');
    for (const [name, m] of Object.entries(server.memory ?? {}))
      console.log(
        `${name.padEnd(52)} ${m.rssMB} / ${m.heapUsedMB} / ${m.externalMB} / ${m.arrayBuffersMB} / ${m.pgliteWasmHeapMB}`,
      );
  }
  if (saves) {
    const { loadAverage } = saves;
    console.log(
      `Signed-in saves, ${CONNECTIONS} connections, ${SECONDS} s, PostgreSQL pool of ${POSTGRES_POOL_SIZE}; load average ${loadAverage.before.join(', ')} before, ${loadAverage.after.join(', ')} after`,
    );
    for (const [name, r] of Object.entries(saves))
      if (typeof r === 'object' && r !== null && 'requestsPerSecond' in r) {
        printLine(name, r as Line);
        failures += (r as Line).failures;
      }
    if (!databaseUrl) console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to load it too)');
  }
  if (failures) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
