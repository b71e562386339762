/**
 * The server as replicas behind HAProxy (deploy/cluster.ts, deploy/haproxy.cfg) on PostgreSQL, side by side with
 * one replica on its own, each run in turn (5 interleaved rounds, after a warm-up):
 * - one replica, reached directly (`npm start`'s server on PostgreSQL, no balancer);
 * - the same replica behind HAProxy (what the balancer costs);
 * - three replicas behind HAProxy.
 * Two workloads, each from REPLICAS_CONNECTIONS keep-alive connections (default 50), each connection from an address
 * of its own (bench/loopback-addresses.ts: HAProxy spreads visitors over the replicas by address, as it would real
 * ones): the widget's anonymous CalculateCollegeCosts with answers drawn from the 1,824 the form can send, and the
 * same call as signed-in parents send it (a token, an Idempotency-Key, answers of the parent's own: each a new row),
 * 100 parents at a time. For each: req/s, p50/p99, failures (any answer but 200 with the right total, and for a save
 * the parent's new row), the replicas' and HAProxy's CPU time per request, and how the requests spread over the
 * replicas (HAProxy's statistics). Then each process's RSS, the load average before and after (os.loadavg()) and the
 * cores. The replicas run as deployed (NODE_ENV=production) with DATABASE_POOL_SIZE=10 each (3 × 20 would take 60 of
 * PostgreSQL's default 100 connections, beside the single replica's).
 * Writes the "replicas" key of bench/results.json (other keys kept) and prints a table. Skipped, saying why, without
 * a PostgreSQL URL (TEST_DATABASE_URL or DATABASE_URL) or without haproxy.
 *
 *   npx tsx bench/replicas.ts        (npm run bench runs it; REPLICAS_SECONDS, default 10 per run and workload)
 */
import { execFileSync } from 'node:child_process';
import { randomUUID, type KeyObject } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { findHaproxy, startCluster, type Cluster } from '../deploy/cluster';
import { SERVER_BUNDLE } from '../server/bundle';
import { createDevKeys, mintToken } from '../server/dev-token';
import { LIST_CAPS } from '../server/storage/list-caps';
import {
  calculationBody,
  calculationRequest,
  drawnAtRandom,
  everyFormAnswer,
  type CalculationRequest,
} from './calculation-answers';
import { postGraphQL } from './graphql-post';
import { agentFrom, loopbackAddress } from './loopback-addresses';
import { writeResultsKey } from './results-file';
import { roundOrder } from './round-order';
import { cpuSecondsOf, memoryOf } from './proc-stats';
import { percentile, round } from './stats';

const CONNECTIONS = Number(process.env.REPLICAS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.REPLICAS_SECONDS ?? 10);
const ROUNDS = 5;
const WARM_UP_SECONDS = 2;
const POOL_SIZE = 10;
const SAVERS_AT_ONCE = 100;
const SAVES_PER_USER = LIST_CAPS.college_costs / 2;
const RESULTS = new URL('./results.json', import.meta.url);
const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const haproxy = findHaproxy();

/** A call and, for a save, the token it goes with and what shows its parent's new row. */
type Call = CalculationRequest & { token?: string; saved?: string };
type Workload = () => Call;

const EVERY = everyFormAnswer();
const anonymous: Workload = drawnAtRandom(EVERY.map(calculationRequest));
const SAVED_ANSWERS = EVERY.map((answers) => ({ answers, expected: calculationRequest(answers).expected }));

/** Parents' sets minted ahead: a set saves SAVES_PER_USER times each, then the next set takes over (then the first again). */
const SAVER_SETS = 2;

/**
 * Signed-in saves going round SAVERS_AT_ONCE parents of their own (no parent's line of turns fills), each save with
 * answers the parent has not saved yet (each a new row), SAVES_PER_USER each before the next set takes over (no parent
 * reaches the cap of list-caps.ts). Tokens are made ahead: minting is not what is measured.
 */
async function signedInSaves(privateKey: KeyObject): Promise<Workload> {
  const run = randomUUID().slice(0, 8);
  const parents = await Promise.all(
    Array.from({ length: SAVERS_AT_ONCE * SAVER_SETS }, async (_, i) => {
      const userId = `bench-${run}-${i}`;
      return { userId, token: await mintToken(userId, privateKey) };
    }),
  );
  let saves = 0;
  return () => {
    const save = saves++;
    const set = Math.floor(save / (SAVERS_AT_ONCE * SAVES_PER_USER)) % SAVER_SETS;
    const { userId, token } = parents[set * SAVERS_AT_ONCE + (save % SAVERS_AT_ONCE)];
    const { answers, expected } = SAVED_ANSWERS[Math.floor(save / SAVERS_AT_ONCE) % SAVED_ANSWERS.length];
    return {
      body: calculationBody({ ...answers, userId }),
      expected,
      saved: `"userId":${JSON.stringify(userId)}`,
      token,
    };
  };
}

const answered = (answer: { status: number; body: string }, call: Call) =>
  answer.status === 200 &&
  answer.body.includes(call.expected) &&
  !answer.body.includes('"errors"') &&
  (call.saved === undefined || (answer.body.includes(call.saved) && !answer.body.includes('"id":null')));

interface Sample {
  latencies: number[];
  failures: number;
  seconds: number;
  replicaCpuMicros: number;
  haproxyCpuMicros: number;
  perReplica: number[];
}

/** CPU time a process has used (user and system), in µs; 0 without one. */
const cpuMicros = async (pid: number | undefined): Promise<number> => (pid ? (await cpuSecondsOf(pid)) * 1_000_000 : 0);

/** Resident memory of a process now, in MB; 0 without one. */
const rssMB = async (pid: number | undefined): Promise<number> =>
  pid ? Math.round((await memoryOf(pid)).rss / 1024 / 1024) : 0;

/** A setup measured: where the load goes, and the processes whose CPU it costs. */
interface Setup {
  url: string;
  cluster: Cluster;
  behindHaproxy: boolean;
}

const requestsPerReplica = async (cluster: Cluster) => (await cluster.stats()).map((replica) => replica.total);

async function load(setup: Setup, workload: Workload, seconds: number, into: Sample): Promise<void> {
  const agents = Array.from({ length: CONNECTIONS }, (_, i) => agentFrom(loopbackAddress(i)));
  const cpuBefore = await Promise.all(setup.cluster.replicas.map((replica) => cpuMicros(replica.pid)));
  const haproxyBefore = await cpuMicros(setup.cluster.haproxyPid);
  const spreadBefore = await requestsPerReplica(setup.cluster);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    agents.map(async (agent: Agent) => {
      while (performance.now() < deadline) {
        const call = workload();
        const sent = performance.now();
        try {
          if (!answered(await postGraphQL(setup.url, agent, call.body, call.token), call)) into.failures++;
        } catch {
          into.failures++;
        }
        into.latencies.push(performance.now() - sent);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
  agents.forEach((agent) => agent.destroy());
  const cpuAfter = await Promise.all(setup.cluster.replicas.map((replica) => cpuMicros(replica.pid)));
  into.replicaCpuMicros += cpuAfter.reduce((sum, after, i) => sum + after - cpuBefore[i], 0);
  if (setup.behindHaproxy) into.haproxyCpuMicros += (await cpuMicros(setup.cluster.haproxyPid)) - haproxyBefore;
  const spreadAfter = await requestsPerReplica(setup.cluster);
  spreadAfter.forEach((total, i) => (into.perReplica[i] = (into.perReplica[i] ?? 0) + total - spreadBefore[i]));
}

function summary(sample: Sample, behindHaproxy: boolean) {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  const requests = sorted.length;
  const spread = sample.perReplica.reduce((sum, n) => sum + n, 0);
  return {
    requestsPerSecond: round(requests / sample.seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    requests,
    failures: sample.failures,
    replicasCpuMicrosPerRequest: round(sample.replicaCpuMicros / requests),
    ...(behindHaproxy
      ? {
          haproxyCpuMicrosPerRequest: round(sample.haproxyCpuMicros / requests),
          // Shares of the requests each replica served (HAProxy's statistics), in per cent.
          sharePerReplica: sample.perReplica.map((n) => round((100 * n) / spread)),
        }
      : {}),
  };
}

async function countRows(schemas: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let rows = 0;
    for (const schema of schemas)
      rows += Number((await client.query(`SELECT count(*) AS n FROM ${schema}.college_costs`)).rows[0].n);
    return rows;
  } finally {
    await client.end();
  }
}

async function dropSchemas(schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

async function main(): Promise<void> {
  if (!databaseUrl || !haproxy) {
    console.log(
      `Replicas: skipped, ${!databaseUrl ? 'no PostgreSQL (set TEST_DATABASE_URL or DATABASE_URL)' : 'haproxy is not installed (apt-get install haproxy, or set HAPROXY)'}`,
    );
    return;
  }
  const keys = await createDevKeys();
  const schemas = [1, 3].map((n) => `ccc_bench_replicas${n}_${randomUUID().replace(/-/g, '').slice(0, 8)}`);
  const bundle = join(dirname(SERVER_BUNDLE), `main-bench-replicas-${process.pid}.mjs`);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_PUBLIC_KEY: keys.publicKey,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
  };
  const clusters: Cluster[] = [];
  try {
    for (const [i, replicas] of [1, 3].entries())
      clusters.push(
        await startCluster({
          replicas,
          databaseUrl,
          databaseSchema: schemas[i],
          env,
          rateLimitPerMinute: 0,
          serverBundle: bundle,
        }),
      );
    const [one, three] = clusters;
    const setups: Record<string, Setup> = {
      'one replica, direct': { url: one.replicas[0].url, cluster: one, behindHaproxy: false },
      'one replica behind HAProxy': { url: one.url, cluster: one, behindHaproxy: true },
      'three replicas behind HAProxy': { url: three.url, cluster: three, behindHaproxy: true },
    };
    const runs = [];
    for (const [name, setup] of Object.entries(setups))
      runs.push(
        { name, workload: 'anonymous calculations', setup, next: anonymous },
        // Each setup's parents of its own: the same parents twice in one database would answer their saved rows.
        { name, workload: 'signed-in saves', setup, next: await signedInSaves(keys.privateKey) },
      );

    const idle = {
      'one replica': await rssMB(one.replicas[0].pid),
      'three replicas': await Promise.all(three.replicas.map((replica) => rssMB(replica.pid))),
      haproxy: await rssMB(three.haproxyPid),
    };
    const rowsBefore = await countRows(schemas);
    const samples = new Map<string, Sample>();
    const loadBefore = loadavg();
    for (const run of runs) await load(run.setup, run.next, WARM_UP_SECONDS, emptySample());
    for (let r = 0; r < ROUNDS; r++)
      for (const run of roundOrder(runs, r)) {
        const key = `${run.workload}|${run.name}`;
        const sample = samples.get(key) ?? emptySample();
        samples.set(key, sample);
        await load(run.setup, run.next, SECONDS / ROUNDS, sample);
      }
    const loadAfter = loadavg();
    const afterLoad = {
      'one replica': await rssMB(one.replicas[0].pid),
      'three replicas': await Promise.all(three.replicas.map((replica) => rssMB(replica.pid))),
      haproxy: await rssMB(three.haproxyPid),
    };
    const rowsSaved = (await countRows(schemas)) - rowsBefore;

    const figures: Record<string, Record<string, ReturnType<typeof summary>>> = {};
    for (const run of runs) {
      figures[run.workload] ??= {};
      figures[run.workload][run.name] = summary(
        samples.get(`${run.workload}|${run.name}`) ?? emptySample(),
        run.setup.behindHaproxy,
      );
    }
    const haproxyVersion = execFileSync(haproxy, ['-v']).toString().split('\n')[0];
    const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${haproxyVersion}; PostgreSQL, HAProxy, the replicas and the load generator on the same machine`;
    const results = {
      measuredAt: new Date().toISOString(),
      machine,
      cores: cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      poolSizePerReplica: POOL_SIZE,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadAfter.map((l) => round(l, 2)) },
      ...figures,
      rssMB: { idle, afterLoad },
      rowsSaved,
    };
    await writeResultsKey(RESULTS, 'replicas', results);

    console.log(`Replicas behind HAProxy on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each; ${machine}`);
    console.log(
      `load average (1, 5, 15 min): ${results.loadAverage.before.join(', ')} before, ${results.loadAverage.after.join(', ')} after`,
    );
    let failures = 0;
    for (const [workload, rows] of Object.entries(figures)) {
      console.log(`${workload}:`);
      for (const [name, r] of Object.entries(rows)) {
        failures += r.failures;
        const haproxyCpu = 'haproxyCpuMicrosPerRequest' in r ? `, HAProxy ${r.haproxyCpuMicrosPerRequest} µs` : '';
        const spread = 'sharePerReplica' in r ? `  share per replica ${r.sharePerReplica?.join(' / ')} %` : '';
        console.log(
          `  ${name.padEnd(32)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  failures ${r.failures}  CPU per request: replicas ${r.replicasCpuMicrosPerRequest} µs${haproxyCpu}${spread}`,
        );
      }
    }
    console.log(
      `RSS (MB), idle → after the load: one replica ${idle['one replica']} → ${afterLoad['one replica']}; three replicas ${idle['three replicas'].join(' / ')} → ${afterLoad['three replicas'].join(' / ')}; HAProxy ${idle.haproxy} → ${afterLoad.haproxy}`,
    );
    console.log(`Rows saved: ${rowsSaved}`);
    if (failures) {
      console.error(`${failures} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
    await dropSchemas(schemas);
    await rm(bundle, { force: true });
  }
}

const emptySample = (): Sample => ({
  latencies: [],
  failures: 0,
  seconds: 0,
  replicaCpuMicros: 0,
  haproxyCpuMicros: 0,
  perReplica: [],
});

await main();
