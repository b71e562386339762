/**
 * What each of the server's memories, and the one-statement save, buys: each measured on and off in the same run,
 * interleaved. "Off" is the same code bundled with one change (OFF below): a memory's Map made one that keeps
 * nothing (every call then does the work again), or idempotent saves sent as plain statements in a transaction. The
 * product code has no switch; only this bench's bundles differ.
 * - The server's paths, over HTTP: each variant is bench/server-target.ts's `ours-saves` (the server as deployed:
 *   NODE_ENV=production, tokens checked) bundled as `npm start` bundles the server, with or without the change.
 *   Each round starts fresh processes (one `on` per workload, one per `off`; a process keeps its own speed for its
 *   life), warms each up, then loads each comparison's `on` and `off` in turn (in round-order.ts's order) from
 *   OPTIMISATION_CONNECTIONS keep-alive connections (default 50), in OPTIMISATION_SLICES slices of 0.5 s each
 *   (default 4), taken in turn with the other side's.
 *   PGlite in memory; the saves on PostgreSQL too, with TEST_DATABASE_URL or DATABASE_URL (fresh schemas, dropped).
 * - Money formats, whose whole path is formatMoney (the widget formats every figure it shows with it): src/money.ts
 *   bundled both ways and imported into this process, calls per second in turns of 300 ms.
 * For each comparison: the medians over OPTIMISATION_ROUNDS rounds (default 5) of req/s, p50, p99 and the
 * server's CPU time per request, the gain in req/s (the median of `on` over the median of `off`, less one) with
 * its 90 % interval (stats.ts), and the load average before and after. OPTIMISATIONS=name,… measures those alone;
 * OPTIMISATIONS_RESULTS=file writes the figures there as JSON.
 *
 *   npm run bench:optimisations
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS, type SourceEdit } from '../server/bundle';
import { createDevKeys, mintToken } from '../server/dev-token';
import { GetAssetsString } from '../src/client/generated/documents/GetAssets';
import { GetAvailableAppointmentDaysString } from '../src/client/generated/documents/GetAvailableAppointmentDays';
import {
  calculationBody,
  calculationRequest,
  drawnAtRandom,
  everyFormAnswer,
  FIXED_ANSWERS,
} from './calculation-answers';
import { inLoops } from './connection-loops';
import { postGraphQL } from './graphql-post';
import { resultsJson } from './results-file';
import { roundOrder } from './round-order';
import { median, percentile, ratioOf, round, type Ratio } from './stats';

const ROUNDS = Number(process.env.OPTIMISATION_ROUNDS ?? 5);
/** Each side's load in a round: SLICES slices of SLICE_SECONDS, taken in turn with the other side's. */
const SLICE_SECONDS = 0.5;
const SLICES = Number(process.env.OPTIMISATION_SLICES ?? 4);
const SECONDS = SLICES * SLICE_SECONDS;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = Number(process.env.OPTIMISATION_CONNECTIONS ?? 50);
const FORMAT_TURN_MS = 300;
const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const CHOSEN = process.env.OPTIMISATIONS?.split(',').filter(Boolean);
const BUNDLES = join(dirname(SERVER_BUNDLE), 'optimisations');
const repoFile = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** One change to one file's text, which must match exactly once. */
interface Edit {
  file: string;
  pattern: RegExp;
  replacement: string;
}

/** The Map (or WeakMap) `name` declared in `file` replaced by one that keeps nothing: every lookup misses. */
const keepingNothing = (file: string, name: string): Edit => ({
  file,
  pattern: new RegExp(`const ${name} = new (Weak)?Map<.*>\\(\\);`),
  replacement: `const ${name} = new (class extends $1Map { set() { return this; } })();`,
});

/** Each variant's changes; `on` is the code as it is. */
const OFF = {
  on: [],
  'no-displays': [keepingNothing('server/resolvers/views.ts', 'displays')],
  'no-formats': [keepingNothing('src/money.ts', 'formats')],
  'no-documents': [
    keepingNothing('server/graphql/limits.ts', 'cache'),
    {
      file: 'server/graphql/limits.ts',
      pattern: /if \(last\?\.query === query\) return last\.document;/,
      replacement: '',
    },
  ],
  'no-validations': [keepingNothing('server/graphql/input-errors.ts', 'results')],
  'no-tokens': [keepingNothing('server/auth/tokens.ts', 'kept')],
  'no-formatters': [keepingNothing('server/appointments/zoned-time.ts', 'formatters')],
  // No mutation is write-only: an idempotent save runs as a unit of work (claim, writes, answer, in a transaction).
  'no-one-statement': [
    {
      file: 'server/index.ts',
      pattern: /^(\s+)writeOnlyMutations,$/m,
      replacement: '$1writeOnlyMutations: new Set(),',
    },
  ],
} satisfies Record<string, Edit[]>;
type Variant = keyof typeof OFF;

/** A source edit applying `edits`, counting each one's matches into `matched`. */
function editing(edits: readonly Edit[], matched: Map<Edit, number>): SourceEdit {
  return (path, contents) => {
    let text = contents;
    for (const edit of edits) {
      if (path !== repoFile(edit.file)) continue;
      const found = text.match(new RegExp(edit.pattern.source, `${edit.pattern.flags}g`))?.length ?? 0;
      matched.set(edit, (matched.get(edit) ?? 0) + found);
      text = text.replace(edit.pattern, edit.replacement);
    }
    return text;
  };
}

/** `entry` bundled as `variant` into the bench's folder; throws when a change did not match exactly once. */
async function bundled(entry: string, variant: Variant, name: string): Promise<string> {
  const outfile = join(BUNDLES, `${name}-${variant}.mjs`);
  const matched = new Map<Edit, number>();
  const edits: readonly Edit[] = OFF[variant];
  await bundleServer(repoFile(entry), outfile, editing(edits, matched));
  for (const edit of edits)
    if (matched.get(edit) !== 1)
      throw new Error(`${variant}: ${edit.pattern} matched ${matched.get(edit) ?? 0} times in ${edit.file}`);
  return outfile;
}

/** A call the load sends, with what its answer must hold. */
interface Call {
  body: string;
  token?: string;
  expected: readonly string[];
}
type Workload = () => Call;
type WorkloadName = 'calculation' | 'random calculations' | 'appointment days' | 'signed-in assets' | 'saves';

/** One measure: a cache (or path), what it is measured on, the variant without it, and the engine. */
interface Comparison {
  name: string;
  workload: WorkloadName;
  off: Exclude<Variant, 'on'>;
  engine: 'pglite' | 'postgres';
}

const COMPARISONS: readonly Comparison[] = [
  { name: 'displays (views.ts)', workload: 'calculation', off: 'no-displays', engine: 'pglite' },
  { name: 'displays (views.ts)', workload: 'random calculations', off: 'no-displays', engine: 'pglite' },
  { name: 'parsed documents (limits.ts)', workload: 'calculation', off: 'no-documents', engine: 'pglite' },
  { name: 'validations (input-errors.ts)', workload: 'calculation', off: 'no-validations', engine: 'pglite' },
  { name: 'verified tokens (tokens.ts)', workload: 'signed-in assets', off: 'no-tokens', engine: 'pglite' },
  { name: 'formatters (zoned-time.ts)', workload: 'appointment days', off: 'no-formatters', engine: 'pglite' },
  { name: 'one-statement save', workload: 'saves', off: 'no-one-statement', engine: 'pglite' },
  { name: 'one-statement save', workload: 'saves', off: 'no-one-statement', engine: 'postgres' },
];

const chosen = (name: string): boolean => !CHOSEN || CHOSEN.some((part) => name.includes(part));

/** Users taking turns for the signed-in workloads, each with a token. */
interface User {
  userId: string;
  token: string;
}
const USERS = 100;
const FIXED = calculationRequest(FIXED_ANSWERS);
const EVERY_ANSWER = everyFormAnswer();
const EVERY = EVERY_ANSWER.map(calculationRequest);

/**
 * A fresh workload of its kind (one per process: each save is a new row of its database). A save is the widget's
 * CalculateCollegeCosts call from a signed-in parent with a fresh Idempotency-Key (graphql-post.ts sends one with
 * every call); the parents take turns, each saving new answers (an equal calculation is answered, not saved).
 */
function workloadOf(name: WorkloadName, users: readonly User[]): Workload {
  let calls = 0;
  const nextUser = () => users[calls++ % users.length];
  switch (name) {
    case 'calculation':
      return () => ({ body: FIXED.body, expected: [FIXED.expected] });
    case 'random calculations':
      return () => {
        const { body, expected } = drawnAtRandom(EVERY)();
        return { body, expected: [expected] };
      };
    case 'appointment days':
      return () => ({
        body: JSON.stringify({ query: GetAvailableAppointmentDaysString, variables: { first: 20 } }),
        expected: ['"availableAppointmentDays":[{"id":"'],
      });
    case 'signed-in assets':
      return () => {
        const { userId, token } = nextUser();
        return {
          body: JSON.stringify({ query: GetAssetsString, variables: { userId } }),
          token,
          expected: ['"assets":[]'],
        };
      };
    case 'saves':
      return () => {
        const answers = EVERY_ANSWER[Math.floor(calls / users.length) % EVERY_ANSWER.length];
        const { userId, token } = nextUser();
        const { body, expected } = { ...calculationRequest(answers), body: calculationBody({ ...answers, userId }) };
        return { body, token, expected: [expected, `"userId":${JSON.stringify(userId)}`] };
      };
  }
}

/** A server process of one variant. */
interface Target {
  url: string;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** bench/server-target.ts's `ours-saves` from `bundle`, on PGlite in memory or on PostgreSQL in `schema`. */
async function startTarget(bundle: string, publicKey: string, schema?: string): Promise<Target> {
  const { NODE_ENV: _env, DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const database = schema && databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {};
  const child: ChildProcess = fork(bundle, ['ours-saves'], {
    execArgv: [...SERVER_NODE_FLAGS],
    env: { ...inherited, NODE_ENV: 'production', SAVE_PUBLIC_KEY: publicKey, ...database },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) => resolve(message.url ?? ''));
    child.once('exit', (code) => reject(new Error(`${bundle} exited with ${code} before it was ready`)));
  });
  return {
    url,
    cpuMicros: () =>
      new Promise((resolve) => {
        child.once('message', (message: { cpuMicros: number }) => resolve(message.cpuMicros));
        child.send('cpu');
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A process under load: its target, its workload, and the keep-alive connections the load sends on. */
interface Loaded {
  target: Target;
  workload: Workload;
  agent: Agent;
}

/** What the slices of one side of a comparison add up to in one round. */
interface Sample {
  latencies: number[];
  failures: number;
  seconds: number;
  cpuMicros: number;
}

const emptySample = (): Sample => ({ latencies: [], failures: 0, seconds: 0, cpuMicros: 0 });

/** One round's figures of one side. */
interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMicrosPerRequest: number;
  failures: number;
}

function figuresOf(sample: Sample): RunFigures {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: sorted.length / sample.seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    cpuMicrosPerRequest: sample.cpuMicros / sorted.length,
    failures: sample.failures,
  };
}

const answered = (answer: { status: number; body: string }, call: Call): boolean =>
  answer.status === 200 &&
  !answer.body.includes('"errors"') &&
  call.expected.every((part) => answer.body.includes(part));

/** CONNECTIONS loops, each sending the workload's next call as soon as one is answered, for `seconds`, into `into`. */
async function load({ target, workload, agent }: Loaded, seconds: number, into: Sample): Promise<void> {
  const cpuBefore = await target.cpuMicros();
  into.seconds += await inLoops(CONNECTIONS, seconds, async () => {
    const call = workload();
    const sent = performance.now();
    const answer = await postGraphQL(target.url, agent, call.body, call.token).catch(() => undefined);
    if (!answer || !answered(answer, call)) {
      if (into.failures++ === 0 && answer) console.error(`failed: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    into.latencies.push(performance.now() - sent);
  });
  into.cpuMicros += (await target.cpuMicros()) - cpuBefore;
}

/**
 * One round of a comparison: `on` and `off` loaded in SLICES slices of SLICE_SECONDS each, in turn (on off, off on,
 * on off, …, starting with the other one every other round), so that whatever else the machine does at any moment
 * falls on both alike.
 */
async function loadInTurns(on: Loaded, off: Loaded, round: number): Promise<{ on: RunFigures; off: RunFigures }> {
  const samples = { on: emptySample(), off: emptySample() };
  const sides = { on, off };
  for (let slice = 0; slice < SLICES; slice++)
    for (const side of roundOrder(['on', 'off'] as const, round + slice))
      await load(sides[side], SLICE_SECONDS, samples[side]);
  return { on: figuresOf(samples.on), off: figuresOf(samples.off) };
}

/** Each comparison's runs, round by round. */
type Runs = Map<Comparison, { on: RunFigures[]; off: RunFigures[] }>;

/** A fresh schema name on the bench's PostgreSQL. */
const freshSchema = () => `ccc_bench_opt_${randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function dropSchemas(schemas: readonly string[]): Promise<void> {
  if (!databaseUrl || !schemas.length) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}

/** The processes of one round of `comparisons`: an `on` per workload, an `off` per comparison, with their workloads. */
async function startRound(
  comparisons: readonly Comparison[],
  bundles: ReadonlyMap<Variant, string>,
  keys: { publicKey: string; users: readonly User[] },
  schemas: string[],
) {
  const targets = new Map<string, { target: Promise<Target>; workload: Workload }>();
  const start = (key: string, variant: Variant, workload: WorkloadName, engine: Comparison['engine']) => {
    if (targets.has(key)) return;
    const schema = engine === 'postgres' ? freshSchema() : undefined;
    if (schema) schemas.push(schema);
    const bundle = bundles.get(variant) ?? '';
    targets.set(key, {
      target: startTarget(bundle, keys.publicKey, schema),
      workload: workloadOf(workload, keys.users),
    });
  };
  for (const c of comparisons) {
    start(`on ${c.workload}`, 'on', c.workload, c.engine);
    start(`${c.off} ${c.workload}`, c.off, c.workload, c.engine);
  }
  const started = await Promise.allSettled([...targets.values()].map(({ target }) => target));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  const ready = new Map<string, Loaded>();
  for (const [key, { target, workload }] of targets)
    ready.set(key, { target: await target, workload, agent: new Agent({ keepAlive: true, maxSockets: CONNECTIONS }) });
  return ready;
}

/** One round of `group`: its processes started, warmed up, loaded in the round's order, stopped. */
async function measureGroup(
  group: readonly Comparison[],
  round: number,
  bundles: ReadonlyMap<Variant, string>,
  keys: { publicKey: string; users: readonly User[] },
  runs: Runs,
): Promise<void> {
  const schemas: string[] = [];
  try {
    const processes = await startRound(group, bundles, keys, schemas);
    try {
      for (const loaded of roundOrder([...processes.values()], round))
        await load(loaded, WARM_UP_SECONDS, emptySample());
      for (const c of roundOrder(group, round)) {
        const on = processes.get(`on ${c.workload}`);
        const off = processes.get(`${c.off} ${c.workload}`);
        if (!on || !off) continue;
        const figures = await loadInTurns(on, off, round);
        const pair = runs.get(c) ?? { on: [], off: [] };
        runs.set(c, pair);
        pair.on.push(figures.on);
        pair.off.push(figures.off);
      }
    } finally {
      await Promise.all(
        [...processes.values()].map(({ target, agent }) => {
          agent.destroy();
          return target.stop();
        }),
      );
    }
  } finally {
    await dropSchemas(schemas);
  }
}

/**
 * `comparisons` (one engine's) over ROUNDS rounds, each in fresh processes: on PGlite all of them at once, on
 * PostgreSQL a comparison's two at a time (each holds a pool of connections to the one database). Returns the
 * load average before and after.
 */
async function measureServer(
  comparisons: readonly Comparison[],
  bundles: ReadonlyMap<Variant, string>,
  keys: { publicKey: string; users: readonly User[] },
  runs: Runs,
): Promise<{ before: number[]; after: number[] }> {
  const before = loadavg();
  const groups = comparisons[0]?.engine === 'postgres' ? comparisons.map((c) => [c]) : [comparisons];
  for (let round = 0; round < ROUNDS; round++) {
    for (const group of roundOrder(groups, round)) await measureGroup(group, round, bundles, keys, runs);
    console.log(`  round ${round + 1} of ${ROUNDS} done, load average ${loadavg().map(round2).join(', ')}`);
  }
  return { before: before.map(round2), after: loadavg().map(round2) };
}

const round2 = (value: number): number => round(value, 2);

/** formatMoney's calls per second with each variant, in turns of FORMAT_TURN_MS, interleaved: [on, off] by round. */
async function measureFormats(): Promise<{
  on: number[];
  off: number[];
  loadAverage: { before: number[]; after: number[] };
}> {
  type FormatMoney = (amount: number, symbol?: string, locale?: string, toTheCent?: boolean) => string;
  const load = async (variant: Variant): Promise<FormatMoney> =>
    (
      (await import(pathToFileURL(await bundled('src/money.ts', variant, 'money')).href)) as {
        formatMoney: FormatMoney;
      }
    ).formatMoney;
  const variants = { on: await load('on'), off: await load('no-formats') };
  // Figures such as a result shows: whole euros and amounts with cents, in the default locale and another.
  const amounts = Array.from({ length: 997 }, (_, i) => (i % 3 ? i * 1234.5 : i * 100));
  const callsPerSecond = (format: FormatMoney): number => {
    let calls = 0;
    const started = performance.now();
    while (performance.now() - started < FORMAT_TURN_MS)
      for (let i = 0; i < 100; i++, calls++)
        format(amounts[calls % amounts.length], '€', calls % 2 ? 'en-IE' : 'de-DE');
    return calls / ((performance.now() - started) / 1000);
  };
  for (const format of Object.values(variants)) callsPerSecond(format); // Warm-up.
  const figures = { on: [] as number[], off: [] as number[] };
  const before = loadavg();
  for (let round = 0; round < Math.max(ROUNDS, 5) * 2; round++)
    for (const side of roundOrder(['on', 'off'] as const, round)) figures[side].push(callsPerSecond(variants[side]));
  return { ...figures, loadAverage: { before: before.map(round2), after: loadavg().map(round2) } };
}

/** A comparison's line: medians of each side, and the gain in req/s with its interval. */
function summaryOf(on: RunFigures[], off: RunFigures[]) {
  const medianOf = (runs: RunFigures[]) => ({
    requestsPerSecond: round(median(runs.map((r) => r.requestsPerSecond))),
    p50Ms: round(median(runs.map((r) => r.p50Ms)), 2),
    p99Ms: round(median(runs.map((r) => r.p99Ms)), 2),
    cpuMicrosPerRequest: round(median(runs.map((r) => r.cpuMicrosPerRequest))),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  });
  const gain = ratioOf(
    on.map((r) => r.requestsPerSecond),
    off.map((r) => r.requestsPerSecond),
  );
  const cpu = ratioOf(
    off.map((r) => r.cpuMicrosPerRequest),
    on.map((r) => r.cpuMicrosPerRequest),
  );
  return { on: medianOf(on), off: medianOf(off), gainPercent: percentOf(gain), cpuGainPercent: percentOf(cpu) };
}

/** A ratio as a gain in per cent, with its interval: ×1.08 (1.02–1.11) → 8 (2–11). */
const percentOf = ({ ratio, ratioInterval }: Ratio) => ({
  percent: round((ratio - 1) * 100),
  interval: ratioInterval.map((r) => round((r - 1) * 100)) as [number, number],
});

async function main(): Promise<void> {
  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  console.log(
    `What each optimisation buys: ${ROUNDS} rounds, ${SECONDS} s per load, ${CONNECTIONS} connections; ${machine}`,
  );
  const results: Record<string, unknown> = { machine, rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS };
  let failures = 0;
  if (chosen('formats (money.ts)')) {
    const formats = await measureFormats();
    const gain = percentOf(ratioOf(formats.on, formats.off));
    results['formats (money.ts): formatMoney calls/s'] = {
      on: round(median(formats.on)),
      off: round(median(formats.off)),
      gainPercent: gain,
      loadAverage: formats.loadAverage,
    };
    console.log(
      `formats (money.ts), formatMoney: ${round(median(formats.on))} calls/s on, ${round(median(formats.off))} off: ${gain.percent} % (${gain.interval.join(' to ')}); load average ${formats.loadAverage.before.join(', ')} → ${formats.loadAverage.after.join(', ')}`,
    );
  }
  const comparisons = COMPARISONS.filter((c) => chosen(c.name) && (c.engine === 'pglite' || databaseUrl));
  if (comparisons.length) {
    const variants = new Set<Variant>(['on', ...comparisons.map((c) => c.off)]);
    const bundles = new Map<Variant, string>();
    for (const variant of variants) bundles.set(variant, await bundled('bench/server-target.ts', variant, 'server'));
    const { publicKey, privateKey } = await createDevKeys();
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const userId = `optimisations-${i}-${randomUUID().slice(0, 8)}`;
        return { userId, token: await mintToken(userId, privateKey) };
      }),
    );
    const runs: Runs = new Map();
    for (const engine of ['pglite', 'postgres'] as const) {
      const ofEngine = comparisons.filter((c) => c.engine === engine);
      if (!ofEngine.length) continue;
      console.log(`${engine}:`);
      const loadAverage = await measureServer(ofEngine, bundles, { publicKey, users }, runs);
      for (const c of ofEngine) {
        const pair = runs.get(c);
        if (!pair) continue;
        const summary = summaryOf(pair.on, pair.off);
        failures += summary.on.failures + summary.off.failures;
        results[`${c.name}: ${c.workload}, ${engine}`] = { ...summary, loadAverage };
        printLine(`${c.name}: ${c.workload}, ${engine}`, summary);
      }
      console.log(
        `  load average (1, 5, 15 min): ${loadAverage.before.join(', ')} before, ${loadAverage.after.join(', ')} after`,
      );
    }
    if (!databaseUrl) console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to measure it too)');
  }
  if (process.env.OPTIMISATIONS_RESULTS) await writeFile(process.env.OPTIMISATIONS_RESULTS, resultsJson(results));
  if (failures) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
}

function printLine(name: string, s: ReturnType<typeof summaryOf>): void {
  const side = (r: ReturnType<typeof summaryOf>['on']) =>
    `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.cpuMicrosPerRequest} µs CPU/request`;
  console.log(`  ${name}\n    on:  ${side(s.on)}\n    off: ${side(s.off)}`);
  console.log(
    `    gain: ${s.gainPercent.percent} % req/s (${s.gainPercent.interval.join(' to ')}), ${s.cpuGainPercent.percent} % by CPU per request (${s.cpuGainPercent.interval.join(' to ')})`,
  );
}

await main();
