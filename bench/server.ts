/**
 * The reference server's own figures, each target in its own process (bench/server-target.ts, bundled
 * as `npm start` bundles the server and run on plain Node), the load from this one:
 * - throughput: the widget's anonymous CalculateCollegeCosts call (its exact document, variables and
 *   headers) from SERVER_CONNECTIONS keep-alive connections (default 50) for SERVER_SECONDS each
 *   (default 10, in 5 interleaved rounds, after a 2 s warm-up), in two workloads: the fixed request
 *   (the same answers every time) and random answers (each request drawn from the 1,824 sets of answers
 *   the form can send, bench/calculation-answers.ts), which no cache of one request's texts carries.
 *   Our server (PGlite in memory) as deployed (NODE_ENV=production, which also turns off graphql-js's
 *   development checks) against graphql-http's own handler with a document cache on the same schema
 *   (NODE_ENV=production), both workloads; for the fixed request also our server as `npm start` runs it
 *   by default (NODE_ENV unset) and a bare node:http handler answering the same bytes. req/s, p50/p99,
 *   and each server's CPU time per request (which varies less from run to run than req/s when other
 *   jobs share the machine); every answer must show the total the cost model gives for its answers.
 *   Before the load, every one of the 1,824 is asked once of our server and of graphql-http.
 * - memory: idle RSS 2 s after start (then two collections a second apart, see server-target.ts) of
 *   the server's modules alone, PGlite alone, and our server on PGlite in memory and in a directory,
 *   with PGlite's WASM linear memory; and our server after the load.
 * Writes the "server" key of bench/results.json (other keys kept), with the load average (os.loadavg())
 * before and after the load, and prints a table.
 *
 *   npx tsx bench/server.ts          (npm run bench runs it)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import {
  calculationRequest,
  drawnAtRandom,
  everyFormAnswer,
  FIXED_ANSWERS,
  type CalculationRequest,
} from './calculation-answers';
import { writeResultsKey } from './results-file';
import { percentile, round } from './stats';

const CONNECTIONS = Number(process.env.SERVER_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SERVER_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ROUNDS = 5;
const IDLE_MS = 2000;
const RESULTS = new URL('./results.json', import.meta.url);
const FIXED = calculationRequest(FIXED_ANSWERS);
const EVERY = everyFormAnswer().map(calculationRequest);
/** What each connection sends next: the fixed request, or one drawn at random from every form answer. */
type Workload = () => CalculationRequest;
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
): Promise<Target> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = fork(TARGET_BUNDLE, [kind, ...args], {
    execArgv: ['--expose-gc', ...SERVER_NODE_FLAGS],
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
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** One POST of the widget's call, as the widget sends it; resolves with the status and body. */
function post(url: string, agent: Agent, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-encoding': 'gzip, deflate, br',
          'idempotency-key': randomUUID(),
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const answered = (answer: { status: number; body: string }, sent: CalculationRequest) =>
  answer.status === 200 && answer.body.includes(sent.expected) && !answer.body.includes('"errors"');

/** Every form answer asked once, 10 at a time: the first wrong answer stops the bench. */
async function checkEveryAnswer(name: string, url: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const queue = [...EVERY];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let sent = queue.pop(); sent; sent = queue.pop()) {
        const answer = await post(url, agent, sent.body);
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
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const call = workload();
        const sent = performance.now();
        try {
          if (!answered(await post(url, agent, call.body), call)) into.failures++;
        } catch {
          into.failures++;
        }
        into.latencies.push(performance.now() - sent);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
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

type RunName = 'ours' | 'oursByDefault' | 'bare' | 'graphqlHttp' | 'oursRandom' | 'graphqlHttpRandom';

/** One measure: a target under a workload. */
interface Run {
  target: Target;
  workload: Workload;
}

/**
 * The runs loaded in turn, ROUNDS times each (SECONDS in all per run, after a warm-up), so that
 * whatever else the machine does falls on all of them alike.
 */
async function interleaved<Name extends string>(runs: Record<Name, Run>): Promise<Record<Name, Summary>> {
  const entries = Object.entries(runs) as [Name, Run][];
  const samples = new Map<Name, Sample>(
    entries.map(([name]) => [name, { latencies: [], failures: 0, seconds: 0, cpuMicros: 0 }]),
  );
  for (const [, { target, workload }] of entries)
    await load(target.url ?? '', workload, WARM_UP_SECONDS, { latencies: [], failures: 0, seconds: 0, cpuMicros: 0 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { target, workload }] of entries) {
      const sample = samples.get(name)!;
      const cpuBefore = await target.cpu();
      await load(target.url ?? '', workload, SECONDS / ROUNDS, sample);
      sample.cpuMicros += (await target.cpu()) - cpuBefore;
    }
  }
  return Object.fromEntries(entries.map(([name]) => [name, summary(samples.get(name)!)])) as Record<Name, Summary>;
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

await bundleServer(fileURLToPath(new URL('./server-target.ts', import.meta.url)), TARGET_BUNDLE);
const dataDir = await mkdtemp(join(tmpdir(), 'ccc-bench-server-'));
try {
  // Memory first, each process alone on the machine.
  const memory = {
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

  const ours = await startTarget('ours-memory');
  const answer = await post(ours.url ?? '', new Agent(), FIXED.body);
  if (!answered(answer, FIXED))
    throw new Error(`our server did not answer the calculation: ${answer.status} ${answer.body.slice(0, 300)}`);
  const oursByDefault = await startTarget('ours-memory', [], {}, undefined);
  const bare = await startTarget('bare', [], { BARE_BODY: answer.body });
  const graphqlHttp = await startTarget('graphql-http');
  let figures: Record<RunName, Summary>;
  let afterLoad: ReturnType<typeof memoryFigures>;
  const loadBefore = loadavg();
  try {
    await checkEveryAnswer('our server', ours.url ?? '');
    await checkEveryAnswer('graphql-http', graphqlHttp.url ?? '');
    figures = await interleaved<RunName>({
      ours: { target: ours, workload: fixedRequest },
      oursByDefault: { target: oursByDefault, workload: fixedRequest },
      bare: { target: bare, workload: fixedRequest },
      graphqlHttp: { target: graphqlHttp, workload: fixedRequest },
      oursRandom: { target: ours, workload: randomAnswers },
      graphqlHttpRandom: { target: graphqlHttp, workload: randomAnswers },
    });
    afterLoad = memoryFigures(await ours.memory());
  } finally {
    await Promise.all([ours.stop(), oursByDefault.stop(), bare.stop(), graphqlHttp.stop()]);
  }
  const loadAfter = loadavg();
  const vsGraphqlHttp = (ours: Summary, graphqlHttp: Summary) => ({
    ...ours,
    ratioToGraphqlHttp: round(ours.requestsPerSecond / graphqlHttp.requestsPerSecond, 2),
    // The CPU time each costs varies less with what else runs on the machine than req/s.
    cpuRatioToGraphqlHttp: round(ours.requestsPerCpuSecond / graphqlHttp.requestsPerCpuSecond, 2),
  });

  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load generator in the same machine`;
  const server = {
    measuredAt: new Date().toISOString(),
    machine,
    loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadAfter.map((l) => round(l, 2)) },
    calculations: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      answerBytes: Buffer.byteLength(answer.body),
      formAnswers: EVERY.length,
      'fixed request': {
        'our server': vsGraphqlHttp(figures.ours, figures.graphqlHttp),
        'our server, NODE_ENV unset': figures.oursByDefault,
        'bare node:http, same bytes': figures.bare,
        'graphql-http, document cache': figures.graphqlHttp,
      },
      'random answers': {
        'our server': vsGraphqlHttp(figures.oursRandom, figures.graphqlHttpRandom),
        'graphql-http, document cache': figures.graphqlHttpRandom,
      },
    },
    memory: { ...memory, 'our server, PGlite in memory, after the load': afterLoad },
  };

  await writeResultsKey(RESULTS, 'server', server);

  console.log(`Server: the widget's anonymous calculation, ${CONNECTIONS} connections, ${SECONDS} s; ${machine}`);
  console.log(
    `load average (1, 5, 15 min): ${server.loadAverage.before.join(', ')} before, ${server.loadAverage.after.join(', ')} after`,
  );
  for (const [workload, servers] of Object.entries({
    'fixed request': server.calculations['fixed request'],
    [`random answers (of ${EVERY.length})`]: server.calculations['random answers'],
  })) {
    console.log(`${workload}:`);
    for (const [name, r] of Object.entries(servers))
      console.log(
        `  ${name.padEnd(28)} ${String(r.requestsPerSecond).padStart(8)} req/s${'ratioToGraphqlHttp' in r ? ` (×${r.ratioToGraphqlHttp} graphql-http; by CPU per request ×${r.cpuRatioToGraphqlHttp})` : ''}  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  failures ${r.failures}  server CPU ${r.cpuMicrosPerRequest} µs/request (${r.requestsPerCpuSecond} per CPU second)`,
      );
  }
  console.log('Idle memory (MB): RSS / JS heap used / external / of which ArrayBuffers / PGlite WASM linear memory');
  for (const [name, m] of Object.entries(server.memory))
    console.log(
      `${name.padEnd(52)} ${m.rssMB} / ${m.heapUsedMB} / ${m.externalMB} / ${m.arrayBuffersMB} / ${m.pgliteWasmHeapMB}`,
    );
  const failures = Object.values(figures).reduce((sum, r) => sum + r.failures, 0);
  if (failures) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
