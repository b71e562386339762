/**
 * Callers trying to stall the server while other users work. The server runs as `npm start` runs it
 * (server/main.ts bundled, on plain Node, in its own process), on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL is set (a fresh schema, dropped afterwards). Throughout each attack,
 * OTHER_USERS other signed-in users keep making the calls a planning page makes (save a calculation, read
 * their goals and calculations), one after another with a short pause, from before the attack to its end;
 * their latency is what the attack is judged by (target: p99 under 1 s, no 503).
 *
 * The phases (ATTACK_PHASES, comma-separated; all three when unset):
 *
 * - goals: large answers. The attacker fills 100 goals with about 10 KB of goalData each (the most the
 *   rules allow), then sends ATTACKERS requests at once (25 on PGlite, 6 on PostgreSQL), each 30 aliases of
 *   `goals(first: 100) { id name goalData }`, again as each is answered, for ATTACK_SECONDS; when the server
 *   refuses that query, the same again with the largest query it accepts (probed: the most aliases × items).
 * - pool: database and model work. The attacker's household is filled to the caps (bench/full-household.ts:
 *   50 persons, 100 each of assets, debts, policies, incomes and goals, all complete), so each planGraph reads
 *   the whole household and computes the full plan and wealth path. A query of 30 aliases of planGraph (the
 *   client's GetPlanGraph selection, spread from a fragment so that the query is short enough to be measured
 *   for its work) is sent once and its refusal recorded; then 4 requests at once (the
 *   turns one caller is served at once) of the most aliases the server accepts, again as each is answered,
 *   for ATTACK_SECONDS.
 * - visitors: anonymous requests (no token) from one address, each 30 aliases of
 *   `occupations(first: 100) { id name }`, in 3 loops and then in 32 loops (each sending again as it is
 *   answered), ATTACK_SECONDS each, the address's answer budget refilled in between.
 *
 * Every attack is sent from a process of its own, so that reading its answers never delays the other users'
 * calls, which this process times. Reports, for each phase: the attack's answers by status (and code), size
 * and time; the server's peak RSS (sampled every 50 ms, and its high-water mark) and its event loop's delay
 * (bench/event-loop-probe.mjs, loaded into the server's process); the CPU of the server, of PostgreSQL's
 * processes on this machine, of the attacker, of this process and of the machine, in per cent of one core;
 * the other users' latency (p50/p99/max, in all and for each of their calls) and status codes; the machine's
 * cores and the load average before and after. Writes each phase's figures under its key of bench/attack-results.json,
 * keeping the keys of the phases not run.
 *
 *   npx tsx bench/attack.ts   (npm run bench:attack; ATTACK_ENGINES=pglite|postgres to run one,
 *                              ATTACK_PHASES=pool,visitors to run some phases, ATTACK_CPU_PROFILE=<dir>
 *                              for a CPU profile of each server, written there when it stops)
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { cpuSecondsOf, memoryOf } from './proc-stats';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import { DEFAULT_USER_TURNS } from '../server/http/user-turns';
import { CalculateCollegeCostsString as CALCULATE_COLLEGE_COSTS } from '../src/client/generated/documents/CalculateCollegeCosts';
import { GetAllCollegeCostsString as COLLEGE_COSTS } from '../src/client/generated/documents/GetAllCollegeCosts';
import { GetGoalsString as GOALS_OF_USER } from '../src/client/generated/documents/GetGoals';
import { GetPlanGraphString as PLAN_GRAPH } from '../src/client/generated/documents/GetPlanGraph';
import { UpdateGoalString as UPDATE_GOAL } from '../src/client/generated/documents/UpdateGoal';
import type { UpdateGoalMutation } from '../src/client/generated/operations';
import { fillHousehold } from './full-household';
import { resultsJson } from './results-file';
import { startServerProcess, type ServerProcess } from './server-process';
import { percentile, round } from './stats';

const PHASES = ['goals', 'pool', 'visitors'] as const;
type PhaseName = (typeof PHASES)[number];

const OTHER_USERS = Number(process.env.OTHER_USERS ?? 10);
const ATTACK_SECONDS = Number(process.env.ATTACK_SECONDS ?? 20);
const GOALS = 100;
/** The pool attack's requests at once: as many as one caller is served at once (more only wait in its line). */
const POOL_ATTACKERS = DEFAULT_USER_TURNS.running;
/** The visitors' loops: a few, then more than one caller is served at once. */
const VISITOR_LOOPS = [3, 32];
/** Other users wait this long between their calls, as a person clicking through a page would. */
const PAUSE_MS = 100;
/** No request waits longer than this (an unbounded query's answer can take minutes). */
const REQUEST_TIMEOUT_MS = 300_000;
const RESULTS = new URL('./attack-results.json', import.meta.url);
/** Measures the server's event loop from inside its process without touching its code. */
const EVENT_LOOP_PROBE = new URL('./event-loop-probe.mjs', import.meta.url).href;
const ANSWERS = {
  accommodation: 'RENTED',
  ageOfChild: 5,
  courseDuration: 4,
  eligibleForFreeTuitionFees: false,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
};
/** Just under the 10 KB the rules allow once serialised. */
const GOAL_DATA = { note: 'x'.repeat(9_960) };

interface User {
  id: string;
  token: string;
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  code?: string;
  message?: string;
}

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const load = () =>
  loadavg()
    .map((value) => round(value, 2))
    .join(' ');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The phases ATTACK_PHASES names, in their order; all of them when it is unset or empty. */
function selectedPhases(value: string | undefined): PhaseName[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(
      `ATTACK_PHASES: unknown phase ${unknown.map((name) => `'${name}'`).join(', ')}; the phases are ${PHASES.join(', ')} (comma-separated)`,
    );
  return names.length ? PHASES.filter((phase) => names.includes(phase)) : [...PHASES];
}

/** The CPU time (user and system) of the processes named `name` (`postgres`: a PostgreSQL on this machine), in seconds (Linux). */
async function cpuSecondsOfAll(name: string): Promise<number> {
  const pids = (await readdir('/proc').catch(() => [])).filter((entry) => /^\d+$/.test(entry));
  const seconds = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name ? cpuSecondsOf(Number(pid)) : 0;
    }),
  );
  return seconds.reduce((sum, value) => sum + value, 0);
}

/** The machine's CPU time so far, busy and in all, in ticks over all cores (Linux). */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const ticks = line.split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  // idle and iowait
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Asks the server's event-loop probe for the delay since it was last asked, and waits for its line. */
async function eventLoopDelay(server: ServerProcess): Promise<EventLoopDelay | null> {
  const LINE = /event-loop-delay (\{[^\n]*\})/g;
  const seen = [...server.output().matchAll(LINE)].length;
  server.child.kill('SIGUSR2');
  for (const deadline = performance.now() + 10_000; performance.now() < deadline; await pause(20)) {
    const lines = [...server.output().matchAll(LINE)];
    if (lines.length > seen) return JSON.parse(lines.at(-1)?.[1] ?? 'null') as EventLoopDelay;
  }
  return null;
}

/** Answers larger than this are counted as they stream in, not parsed (the attacker's): parsing them would slow this process, not the server. */
const PARSED_BYTES = 64 * 1024;

async function post(
  url: string,
  body: unknown,
  token?: string,
  parsedBytes = PARSED_BYTES,
): Promise<
  Answer & {
    json?: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  }
> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'identity',
        ...(token ? { 'auth-token': token } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const kept: Buffer[] = [];
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      bytes += read.value.length;
      if (bytes <= parsedBytes) kept.push(Buffer.from(read.value));
    }
    const ms = performance.now() - started;
    let json;
    try {
      json = bytes <= parsedBytes ? JSON.parse(Buffer.concat(kept).toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    const error = json?.errors?.[0];
    return { status: response.status, bytes, ms, json, code: error?.extensions?.code, message: error?.message };
  } catch (error) {
    return { status: 0, bytes: 0, ms: performance.now() - started, message: String(error) };
  }
}

/** An answer as the report keeps it (without its body). */
const kept = ({ status, bytes, ms, code, message }: Answer): Answer => ({ status, bytes, ms, code, message });

const goalsQuery = (aliases: number, first: number) =>
  `query ($u: ID!) { ${Array.from({ length: aliases }, (_, i) => `a${i}: goals(userId: $u, first: ${first}) { id name goalData }`).join(' ')} }`;

/** The client's GetPlanGraph selection of planGraph and the fragments it spreads, from its generated document. */
const PLAN_GRAPH_SELECTION = PLAN_GRAPH.slice(
  PLAN_GRAPH.indexOf('planGraph(userId:$userId)') + 'planGraph(userId:$userId)'.length,
  PLAN_GRAPH.indexOf('}fragment'),
);
const PLAN_GRAPH_FRAGMENTS = PLAN_GRAPH.slice(PLAN_GRAPH.indexOf('}fragment') + 1);
/** `aliases` planGraphs of the client's selection, spread from one fragment so that 30 of them fit the query's length limit. */
const planGraphQuery = (aliases: number) =>
  `query ($u: ID!) { ${Array.from({ length: aliases }, (_, i) => `g${i}: planGraph(userId: $u) { ...Graph }`).join(' ')} } ` +
  `fragment Graph on WealthProjection ${PLAN_GRAPH_SELECTION} ${PLAN_GRAPH_FRAGMENTS}`;

const occupationsQuery = (aliases: number) =>
  `{ ${Array.from({ length: aliases }, (_, i) => `o${i}: occupations(first: 100) { id name }`).join(' ')} }`;

/** What the other users do while the attack runs: a page's calls, one after another. */
async function otherUser(url: string, user: User, until: () => boolean, answers: OtherAnswer[]) {
  const calls = [
    { call: 'CalculateCollegeCosts', query: CALCULATE_COLLEGE_COSTS, variables: { ...ANSWERS, userId: user.id } },
    { call: 'GetGoals', query: GOALS_OF_USER, variables: { userId: user.id } },
    { call: 'GetAllCollegeCosts', query: COLLEGE_COSTS, variables: { userId: user.id, first: 10 } },
  ];
  for (let turn = 0; !until(); turn++) {
    const { call, query, variables } = calls[turn % calls.length];
    answers.push({ call, ...kept(await post(url, { query, variables }, user.token)) });
    await pause(PAUSE_MS);
  }
}

/** An other user's answer, with the call it answered. */
interface OtherAnswer extends Answer {
  call: string;
}

/** Requests by status, and code when the answer has one: `{ "200": 12, "429 RATE_LIMITED": 3 }`. */
function byStatus(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** p50, p99 and the longest of `answers`' times, in ms. */
function times(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)), maxMs: round(ms.at(-1) ?? 0) };
}

/** The other users' latency and status codes, in all and for each of their calls (which of them waits). */
function latency(answers: OtherAnswer[]) {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const calls = [...new Set(answers.map((a) => a.call))];
  return {
    requests: answers.length,
    ...times(answers),
    over1s: answers.filter((a) => a.ms > 1000).length,
    statuses,
    byCall: Object.fromEntries(calls.map((call) => [call, times(answers.filter((a) => a.call === call))])),
  };
}

interface AttackOrder {
  url: string;
  /** The attacker's token; none for a visitor. */
  token?: string;
  concurrency: number;
  query: string;
  variables: Record<string, unknown>;
}

/** The attacker's loops: `concurrency` of them, each sending `query` again as soon as it is answered, until ATTACK_SECONDS have passed. */
async function attack({ url, token, concurrency, query, variables }: AttackOrder): Promise<Answer[]> {
  const deadline = performance.now() + ATTACK_SECONDS * 1000;
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      do answers.push(kept(await post(url, { query, variables }, token)));
      while (performance.now() < deadline);
    }),
  );
  return answers;
}

/** What the attacker's process reports: its answers and the CPU it used, in seconds. */
interface AttackReport {
  answers: Answer[];
  cpuSeconds: number;
}

/** The attack from a process of its own, so that reading its answers never delays the other users' calls, which this one times. */
function attackApart(order: AttackOrder): Promise<AttackReport> {
  const child = fork(fileURLToPath(import.meta.url), ['--attacker'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (report: AttackReport) => resolve(report));
    child.once('exit', (code) => reject(new Error(`the attacker exited with ${code} before reporting`)));
    child.send(order);
  });
}

/** One attack: `order`'s loops until ATTACK_SECONDS have passed, while the other users go on. */
async function attackPhase(server: ServerProcess, others: User[], order: AttackOrder, name: string) {
  const pid = server.child.pid as number;
  const { url } = server;
  const before = await memoryOf(pid);
  let peakRss = before.rss;
  const sampling = setInterval(() => {
    void memoryOf(pid).then((m) => (peakRss = Math.max(peakRss, m.rss)));
  }, 50);
  const loadBefore = load();
  await eventLoopDelay(server);
  const cpuBefore = { server: await cpuSecondsOf(pid), postgres: await cpuSecondsOfAll('postgres') };
  const benchBefore = process.cpuUsage();
  const machineBefore = await machineTicks();
  const othersAnswers: OtherAnswer[] = [];
  let attacking = true;
  // The other users start first, so their calls are measured from before the first attack lands.
  const othersDone = Promise.all(others.map((user) => otherUser(url, user, () => !attacking, othersAnswers)));
  await pause(500);
  const started = performance.now();
  const { answers: attackAnswers, cpuSeconds: attackerCpu } = await attackApart(order);
  const seconds = (performance.now() - started) / 1000;
  attacking = false;
  await othersDone;
  const phaseSeconds = seconds + 0.5;
  const bench = process.cpuUsage(benchBefore);
  const cpuAfter = { server: await cpuSecondsOf(pid), postgres: await cpuSecondsOfAll('postgres') };
  const machineAfter = await machineTicks();
  // Not below 0: a process that ended during the phase takes its time with it (the figure is then a floor).
  const percentOfACore = (seconds: number) => Math.max(0, round((seconds / phaseSeconds) * 100, 0));
  const eventLoop = await eventLoopDelay(server);
  clearInterval(sampling);
  const after = await memoryOf(pid);
  peakRss = Math.max(peakRss, after.rss);
  const sizes = attackAnswers.map((a) => a.bytes).sort((a, b) => a - b);
  return {
    phase: name,
    attackers: order.concurrency,
    queryChars: order.query.length,
    seconds: round(seconds, 1),
    attack: {
      requests: attackAnswers.length,
      answers: byStatus(attackAnswers),
      largestAnswerMB: mb(sizes.at(-1) ?? 0),
      totalMB: mb(sizes.reduce((sum, size) => sum + size, 0)),
      p50Ms: round(
        percentile(
          attackAnswers.map((a) => a.ms).sort((a, b) => a - b),
          50,
        ),
      ),
      maxMs: round(Math.max(0, ...attackAnswers.map((a) => a.ms))),
      firstRefusal: attackAnswers.find((a) => a.status !== 200)?.message,
    },
    rssBeforeMB: mb(before.rss),
    peakRssMB: mb(peakRss),
    highWaterMarkMB: mb(after.peak),
    /**
     * CPU over the phase in per cent of one core (user and system, all threads): the server's process (PGlite's
     * work included), PostgreSQL's processes on this machine, the attacker's process, this process (the other
     * users' calls) and the machine in all (at most cores × 100).
     */
    cpuPercentOfACore: {
      server: percentOfACore(cpuAfter.server - cpuBefore.server),
      postgres: percentOfACore(cpuAfter.postgres - cpuBefore.postgres),
      attacker: percentOfACore(attackerCpu),
      otherUsers: percentOfACore((bench.user + bench.system) / 1e6),
      machine: round(
        ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) *
          cpus().length *
          100,
        0,
      ),
    },
    /** The server's event-loop delay over the phase, in ms (sampled every 10 ms). */
    serverEventLoopMs: eventLoop,
    others: latency(othersAnswers),
    othersFailures: [
      ...new Set(
        othersAnswers
          .filter((a) => a.status !== 200 || a.code)
          .map((a) => `${a.status} ${a.code ?? ''} ${a.message ?? ''}`.trim()),
      ),
    ].slice(0, 3),
    cores: cpus().length,
    loadBefore,
    loadAfter: load(),
  };
}

type PhaseResult = Awaited<ReturnType<typeof attackPhase>>;

/** The median time of `times` requests of `query`, one after another, on an otherwise idle server, and its answer's size. */
async function alone(url: string, query: string, variables: Record<string, unknown>, token?: string, times = 5) {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(kept(await post(url, { query, variables }, token)));
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { medianMs: round(percentile(ms, 50)), bytes: answers[0]?.bytes ?? 0, answers: byStatus(answers) };
}

/** The largest goals query the server accepts (the most aliases × items), probed one shape at a time. */
async function largestGoalsQuery(url: string, attacker: User): Promise<{ aliases: number; first: number } | null> {
  const shapes = Array.from({ length: 30 }, (_, i) => i + 1).flatMap((aliases) =>
    [100, 50, 25, 10, 5, 2, 1].map((first) => ({ aliases, first })),
  );
  shapes.sort((a, b) => b.aliases * b.first - a.aliases * a.first || b.first - a.first);
  for (const shape of shapes) {
    const answer = await post(
      url,
      { query: goalsQuery(shape.aliases, shape.first), variables: { u: attacker.id } },
      attacker.token,
    );
    if (answer.status === 200 && !answer.code) return shape;
  }
  return null;
}

interface Engine {
  server: ServerProcess;
  name: 'PGlite' | 'PostgreSQL';
  others: User[];
  user(name: string): Promise<User>;
}

/** Large answers: 100 goals of ~10 KB, then ATTACKERS requests at once of 30 aliases × 100 goals, then of the largest query accepted. */
async function goalsPhase({ server, name, others, user }: Engine) {
  const { url } = server;
  const concurrency = Number(process.env.ATTACKERS ?? (name === 'PGlite' ? 25 : 6));
  const attacker = await user('attacker');
  // The attacker's goals, four calls at a time.
  let saved = 0;
  const refusedGoals: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      for (let i = lane; i < GOALS; i += 4) {
        const goal = {
          userId: attacker.id,
          name: `Goal ${i}`,
          goalType: 'OTHER',
          valueToSave: 1000,
          goalData: GOAL_DATA,
        };
        const answer = await post(url, { query: UPDATE_GOAL, variables: { goal } }, attacker.token);
        const payload = answer.json?.data?.updateGoal as UpdateGoalMutation['updateGoal'] | undefined;
        if (payload?.success) saved++;
        else refusedGoals.push(payload?.error?.message ?? answer.message ?? String(answer.status));
      }
    }),
  );
  const order = (query: string): AttackOrder => ({
    url,
    token: attacker.token,
    concurrency,
    query,
    variables: { u: attacker.id },
  });
  const phases = [
    await attackPhase(server, others, order(goalsQuery(30, GOALS)), 'audit query (30 aliases x 100 goals)'),
  ];
  if (Object.keys(phases[0].attack.answers).some((answer) => !answer.startsWith('200'))) {
    const shape = await largestGoalsQuery(url, attacker);
    if (shape)
      phases.push(
        await attackPhase(
          server,
          others,
          order(goalsQuery(shape.aliases, shape.first)),
          `largest accepted (${shape.aliases} aliases x ${shape.first} goals)`,
        ),
      );
  }
  return { goalsSaved: saved, goalsRefused: [...new Set(refusedGoals)], phases };
}

/** Database and model work: a household filled to the caps, then POOL_ATTACKERS requests at once of the most planGraph aliases accepted. */
async function poolPhase({ server, others, user }: Engine) {
  const { url } = server;
  const attacker = await user('pool-attacker');
  const household = await fillHousehold(async (query, variables) => {
    // Every answer read: the batches' answers (100 records each) are larger than an attack's answers parsed.
    const answer = await post(url, { query, variables }, attacker.token, Infinity);
    return { status: answer.status, data: answer.json?.data, message: answer.message };
  }, attacker.id);
  const variables = { u: attacker.id };
  const asked = await post(url, { query: planGraphQuery(30), variables }, attacker.token);
  const thirty = { aliases: 30, status: asked.status, code: asked.code, message: asked.message };
  // The most aliases accepted, from 30 down (a refused query costs the server next to nothing).
  let most = 0;
  for (let aliases = 30; aliases >= 1 && !most; aliases--) {
    const answer =
      aliases === 30 ? asked : await post(url, { query: planGraphQuery(aliases), variables }, attacker.token);
    if (answer.status === 200 && !answer.code) most = aliases;
  }
  if (!most) throw new Error(`the server refused even one planGraph of the full household: ${asked.message}`);
  const one = await alone(url, planGraphQuery(1), variables, attacker.token);
  const largest = await alone(url, planGraphQuery(most), variables, attacker.token);
  const phase = await attackPhase(
    server,
    others,
    { url, token: attacker.token, concurrency: POOL_ATTACKERS, query: planGraphQuery(most), variables },
    `largest accepted (${most} aliases of planGraph)`,
  );
  return {
    household,
    query30: thirty,
    mostAliasesAccepted: most,
    alone: { onePlanGraph: one, largestAccepted: largest },
    phases: [phase],
  };
}

/** Anonymous loops from one address: 30 aliases of occupations(first: 100), in 3 loops, then in 32. */
async function visitorsPhase({ server, others }: Engine) {
  const { url } = server;
  const query = occupationsQuery(30);
  const one = await alone(url, query, {}, undefined, 1);
  const phases: PhaseResult[] = [];
  for (const loops of VISITOR_LOOPS) {
    // The address's answer budget refilled from the requests before: each sub-phase starts alike.
    await pause((DEFAULT_USER_TURNS.burstBytes / DEFAULT_USER_TURNS.bytesPerSecond) * 1000);
    phases.push(
      await attackPhase(
        server,
        others,
        { url, concurrency: loops, query, variables: {} },
        `${loops} visitor loops (30 aliases x 100 occupations)`,
      ),
    );
  }
  return { alone: one, phases };
}

const PHASE_RUNS = { goals: goalsPhase, pool: poolPhase, visitors: visitorsPhase };

async function run(name: Engine['name'], phases: PhaseName[], databaseUrl?: string) {
  const profile = process.env.ATTACK_CPU_PROFILE;
  const server = await startServerProcess(
    [
      ...SERVER_NODE_FLAGS,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      '--import',
      EVENT_LOOP_PROBE,
      SERVER_BUNDLE,
    ],
    'attack',
    databaseUrl,
  );
  try {
    const user = async (prefix: string): Promise<User> => {
      const id = `${prefix}-${randomUUID().slice(0, 8)}`;
      return { id, token: await server.token(id) };
    };
    const others = await Promise.all(Array.from({ length: OTHER_USERS }, (_, i) => user(`other-${i}`)));
    const engine: Engine = { server, name, others, user };
    const results: Partial<Record<PhaseName, Awaited<ReturnType<(typeof PHASE_RUNS)[PhaseName]>>>> = {};
    for (const phase of phases) results[phase] = await PHASE_RUNS[phase](engine);
    const warnings = [
      ...new Set(
        server
          .output()
          .split('\n')
          .filter((line) => /warning/i.test(line)),
      ),
    ];
    return { engine: name, results, serverWarnings: warnings };
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--attacker')) {
  process.once('message', (order: AttackOrder) => {
    void attack(order).then((answers) => {
      const { user, system } = process.cpuUsage();
      const report: AttackReport = { answers, cpuSeconds: (user + system) / 1e6 };
      process.send?.(report, () => process.exit(0));
    });
  });
} else {
  await main();
}

function printPhase(p: PhaseResult) {
  console.log(
    `  ${p.phase}, ${p.attackers} at once for ${p.seconds} s: ${p.attack.requests} answers ${JSON.stringify(p.attack.answers)}, largest ${p.attack.largestAnswerMB} MB, ` +
      `${p.attack.totalMB} MB in all, p50 ${p.attack.p50Ms} ms, max ${p.attack.maxMs} ms; server RSS ${p.rssBeforeMB} → peak ${p.peakRssMB} MB (high-water ${p.highWaterMarkMB} MB)`,
  );
  if (p.attack.firstRefusal) console.log(`    refusal: ${p.attack.firstRefusal}`);
  console.log(
    `    other users: ${p.others.requests} requests, p50 ${p.others.p50Ms} ms, p99 ${p.others.p99Ms} ms, max ${p.others.maxMs} ms, ${p.others.over1s} over 1 s, ` +
      `statuses ${JSON.stringify(p.others.statuses)}`,
  );
  const loop = p.serverEventLoopMs;
  console.log(
    `    server's event loop delay ${loop ? `p50 ${loop.p50} / p99 ${loop.p99} / max ${loop.max} ms` : 'not read'}; ` +
      `CPU in % of a core: ${Object.entries(p.cpuPercentOfACore)
        .map(([who, percent]) => `${who} ${percent}`)
        .join(', ')} (${p.cores} cores); load ${p.loadBefore} → ${p.loadAfter}`,
  );
  console.log(
    `    by call: ${Object.entries(p.others.byCall)
      .map(([call, t]) => `${call} p50 ${t.p50Ms} / p99 ${t.p99Ms} / max ${t.maxMs} ms`)
      .join('; ')}`,
  );
  for (const failure of p.othersFailures) console.log(`    other user's failure: ${failure.slice(0, 200)}`);
}

/** The results file as it stands, each phase under its key (a file of the older shape, with one `results` list, holds the goals phase). */
async function resultsSoFar(): Promise<Record<string, unknown>> {
  try {
    const file = JSON.parse(await readFile(RESULTS, 'utf8')) as Record<string, unknown>;
    if (!Array.isArray(file.results)) return file;
    const { measuredAt, machine, results } = file;
    return { goals: { measuredAt, machine, engines: results } };
  } catch {
    return {};
  }
}

async function main() {
  const phases = selectedPhases(process.env.ATTACK_PHASES);
  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const engines = (process.env.ATTACK_ENGINES ?? 'pglite,postgres').split(',');
  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  console.log(`Load average at the start: ${load()}; phases ${phases.join(', ')}`);
  await bundleServer();
  const runs = [];
  if (engines.includes('pglite')) runs.push(await run('PGlite', phases));
  if (engines.includes('postgres')) {
    if (databaseUrl) runs.push(await run('PostgreSQL', phases, databaseUrl));
    else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to attack it too)');
  }

  console.log(
    `Attack: ${OTHER_USERS} other users calling with ${PAUSE_MS} ms pauses; ${machine}; server and load in one machine`,
  );
  for (const r of runs) {
    const { goals, pool, visitors } = r.results as {
      goals?: Awaited<ReturnType<typeof goalsPhase>>;
      pool?: Awaited<ReturnType<typeof poolPhase>>;
      visitors?: Awaited<ReturnType<typeof visitorsPhase>>;
    };
    console.log(`${r.engine}:`);
    if (goals) {
      console.log(
        ` goals: ${goals.goalsSaved} goals of ~10 KB saved${goals.goalsRefused.length ? `; refused: ${goals.goalsRefused.join('; ')}` : ''}`,
      );
      goals.phases.forEach(printPhase);
    }
    if (pool) {
      console.log(
        ` pool: household saved ${JSON.stringify(pool.household.saved)}${pool.household.refused.length ? `; refused: ${pool.household.refused.join('; ')}` : ''}`,
      );
      console.log(
        `  30 aliases of planGraph: ${pool.query30.status} ${pool.query30.code ?? ''}; most accepted ${pool.mostAliasesAccepted}; ` +
          `alone: 1 planGraph ${pool.alone.onePlanGraph.medianMs} ms (${pool.alone.onePlanGraph.bytes} bytes), ` +
          `${pool.mostAliasesAccepted} ${pool.alone.largestAccepted.medianMs} ms`,
      );
      pool.phases.forEach(printPhase);
    }
    if (visitors) {
      console.log(
        ` visitors: one request alone ${visitors.alone.medianMs} ms, ${visitors.alone.bytes} bytes ${JSON.stringify(visitors.alone.answers)}`,
      );
      visitors.phases.forEach(printPhase);
    }
    for (const warning of r.serverWarnings) console.log(`  server warning: ${warning}`);
  }
  const file = await resultsSoFar();
  const measuredAt = new Date().toISOString();
  for (const phase of phases)
    file[phase] = {
      measuredAt,
      machine,
      engines: runs.map((r) => ({ engine: r.engine, ...r.results[phase], serverWarnings: r.serverWarnings })),
    };
  await writeFile(RESULTS, resultsJson(file));
}
