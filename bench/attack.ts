/**
 * One user trying to stall the server with answers bigger than anyone needs. The
 * server runs as `npm start` runs it (server/main.ts bundled, on plain Node, in its own process), on
 * PGlite and on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a fresh schema, dropped
 * afterwards).
 *
 * 1. The attacker fills 100 goals with about 10 KB of goalData each (the most the rules allow).
 * 2. OTHER_USERS other signed-in users keep making the calls a planning page makes (save a
 *    calculation, read their goals and calculations), one after another with a short pause, from
 *    before the attack to its end.
 * 3. The attack: ATTACKERS requests at once (25 on PGlite, 6 on PostgreSQL), each 30 aliases
 *    of `goals(first: 100) { id name goalData }`, and again as each is answered until ATTACK_SECONDS
 *    have passed (every one is answered, however long that takes).
 * 4. When the server refuses that query, the same again with the largest query it accepts (probed:
 *    the most aliases × items), so the figures show what an attacker can still do.
 *
 * Reports, for each phase: the attack's answers (status, size, time), the server's peak RSS (sampled
 * every 50 ms, and its high-water mark), the other users' latency (p50/p99/max) and their status
 * codes, and the load average before and after; writes bench/attack-results.json.
 *
 *   npx tsx bench/attack.ts   (npm run bench:attack; ATTACK_ENGINES=pglite|postgres to run one)
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import { CalculateCollegeCostsString as CALCULATE_COLLEGE_COSTS } from '../src/client/generated/documents/CalculateCollegeCosts';
import { GetAllCollegeCostsString as COLLEGE_COSTS } from '../src/client/generated/documents/GetAllCollegeCosts';
import { GetGoalsString as GOALS_OF_USER } from '../src/client/generated/documents/GetGoals';
import { UpdateGoalString as UPDATE_GOAL } from '../src/client/generated/documents/UpdateGoal';
import type { UpdateGoalMutation } from '../src/client/generated/operations';
import { startServerProcess } from './server-process';
import { percentile, round } from './stats';

const OTHER_USERS = Number(process.env.OTHER_USERS ?? 10);
const ATTACK_SECONDS = Number(process.env.ATTACK_SECONDS ?? 20);
const GOALS = 100;
/** Other users wait this long between their calls, as a person clicking through a page would. */
const PAUSE_MS = 100;
/** No request waits longer than this (an unbounded query's answer can take minutes). */
const REQUEST_TIMEOUT_MS = 300_000;
const RESULTS = new URL('./attack-results.json', import.meta.url);
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

/** The server's resident memory now and its high-water mark, in bytes (Linux). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Answers larger than this are counted as they stream in, not parsed (the attacker's): parsing them would slow this process, not the server. */
const PARSED_BYTES = 64 * 1024;

async function post(
  url: string,
  body: unknown,
  user?: User,
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
        ...(user ? { 'auth-token': user.token } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const kept: Buffer[] = [];
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      bytes += read.value.length;
      if (bytes <= PARSED_BYTES) kept.push(Buffer.from(read.value));
    }
    const ms = performance.now() - started;
    let json;
    try {
      json = bytes <= PARSED_BYTES ? JSON.parse(Buffer.concat(kept).toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    const error = json?.errors?.[0];
    return { status: response.status, bytes, ms, json, code: error?.extensions?.code, message: error?.message };
  } catch (error) {
    return { status: 0, bytes: 0, ms: performance.now() - started, message: String(error) };
  }
}

const attackQuery = (aliases: number, first: number) =>
  `query ($u: ID!) { ${Array.from({ length: aliases }, (_, i) => `a${i}: goals(userId: $u, first: ${first}) { id name goalData }`).join(' ')} }`;

/** What the other users do while the attack runs: a page's calls, one after another. */
async function otherUser(url: string, user: User, until: () => boolean, answers: Answer[]) {
  const calls = [
    { query: CALCULATE_COLLEGE_COSTS, variables: { ...ANSWERS, userId: user.id } },
    { query: GOALS_OF_USER, variables: { userId: user.id } },
    { query: COLLEGE_COSTS, variables: { userId: user.id, first: 10 } },
  ];
  for (let turn = 0; !until(); turn++) {
    const answer = await post(url, calls[turn % calls.length], user);
    answers.push({
      status: answer.status,
      bytes: answer.bytes,
      ms: answer.ms,
      code: answer.code,
      message: answer.message,
    });
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

function latency(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    requests: answers.length,
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    maxMs: round(ms.at(-1) ?? 0),
    over1s: ms.filter((v) => v > 1000).length,
    statuses,
  };
}

interface AttackOrder {
  url: string;
  attacker: User;
  concurrency: number;
  query: string;
}

/** The attacker's loops: `concurrency` of them, each sending `query` again as soon as it is answered, until ATTACK_SECONDS have passed. */
async function attack({ url, attacker, concurrency, query }: AttackOrder): Promise<Answer[]> {
  const deadline = performance.now() + ATTACK_SECONDS * 1000;
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      do {
        const answer = await post(url, { query, variables: { u: attacker.id } }, attacker);
        answers.push({
          status: answer.status,
          bytes: answer.bytes,
          ms: answer.ms,
          code: answer.code,
          message: answer.message,
        });
      } while (performance.now() < deadline);
    }),
  );
  return answers;
}

/** The attack from a process of its own, so that reading its answers never delays the other users' calls, which this one times. */
function attackApart(order: AttackOrder): Promise<Answer[]> {
  const child = fork(fileURLToPath(import.meta.url), ['--attacker'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (answers: Answer[]) => resolve(answers));
    child.once('exit', (code) => reject(new Error(`the attacker exited with ${code} before reporting`)));
    child.send(order);
  });
}

/** One attack: `concurrency` loops sending `query` until ATTACK_SECONDS have passed, while the other users go on. */
async function attackPhase(
  url: string,
  pid: number,
  attacker: User,
  others: User[],
  concurrency: number,
  query: string,
  name: string,
) {
  const before = await memoryOf(pid);
  let peakRss = before.rss;
  const sampling = setInterval(() => {
    void memoryOf(pid).then((m) => (peakRss = Math.max(peakRss, m.rss)));
  }, 50);
  const loadBefore = load();
  const othersAnswers: Answer[] = [];
  let attacking = true;
  // The other users start first, so their calls are measured from before the first attack lands.
  const othersDone = Promise.all(others.map((user) => otherUser(url, user, () => !attacking, othersAnswers)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const attackAnswers = await attackApart({ url, attacker, concurrency, query });
  const seconds = (performance.now() - started) / 1000;
  attacking = false;
  await othersDone;
  clearInterval(sampling);
  const after = await memoryOf(pid);
  peakRss = Math.max(peakRss, after.rss);
  const sizes = attackAnswers.map((a) => a.bytes).sort((a, b) => a - b);
  const codes = [...new Set(attackAnswers.map((a) => `${a.status}${a.code ? ` ${a.code}` : ''}`))];
  return {
    phase: name,
    attackers: concurrency,
    queryChars: query.length,
    seconds: round(seconds, 1),
    attack: {
      requests: attackAnswers.length,
      answers: codes,
      largestAnswerMB: mb(sizes.at(-1) ?? 0),
      totalMB: mb(sizes.reduce((sum, size) => sum + size, 0)),
      p50Ms: round(
        percentile(
          attackAnswers.map((a) => a.ms).sort((a, b) => a - b),
          50,
        ),
      ),
      firstRefusal: attackAnswers.find((a) => a.status !== 200)?.message,
    },
    rssBeforeMB: mb(before.rss),
    peakRssMB: mb(peakRss),
    highWaterMarkMB: mb(after.peak),
    others: latency(othersAnswers),
    othersFailures: [
      ...new Set(
        othersAnswers
          .filter((a) => a.status !== 200 || a.code)
          .map((a) => `${a.status} ${a.code ?? ''} ${a.message ?? ''}`.trim()),
      ),
    ].slice(0, 3),
    loadBefore,
    loadAfter: load(),
  };
}

/** The largest attack query the server accepts (the most aliases × items), probed one shape at a time. */
async function largestAccepted(url: string, attacker: User): Promise<{ aliases: number; first: number } | null> {
  const shapes = Array.from({ length: 30 }, (_, i) => i + 1).flatMap((aliases) =>
    [100, 50, 25, 10, 5, 2, 1].map((first) => ({ aliases, first })),
  );
  shapes.sort((a, b) => b.aliases * b.first - a.aliases * a.first || b.first - a.first);
  for (const shape of shapes) {
    const answer = await post(
      url,
      { query: attackQuery(shape.aliases, shape.first), variables: { u: attacker.id } },
      attacker,
    );
    if (answer.status === 200 && !answer.code) return shape;
  }
  return null;
}

async function run(engine: 'PGlite' | 'PostgreSQL', concurrency: number, databaseUrl?: string) {
  const server = await startServerProcess([...SERVER_NODE_FLAGS, SERVER_BUNDLE], 'attack', databaseUrl);
  const { child, url, output } = server;
  try {
    const user = async (name: string): Promise<User> => {
      const id = `${name}-${randomUUID().slice(0, 8)}`;
      return { id, token: await server.token(id) };
    };
    const attacker = await user('attacker');
    const others = await Promise.all(Array.from({ length: OTHER_USERS }, (_, i) => user(`other-${i}`)));

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
          const answer = await post(url, { query: UPDATE_GOAL, variables: { goal } }, attacker);
          const payload = answer.json?.data?.updateGoal as UpdateGoalMutation['updateGoal'] | undefined;
          if (payload?.success) saved++;
          else refusedGoals.push(payload?.error?.message ?? answer.message ?? String(answer.status));
        }
      }),
    );

    const phases = [
      await attackPhase(
        url,
        child.pid as number,
        attacker,
        others,
        concurrency,
        attackQuery(30, GOALS),
        'audit query (30 aliases x 100 goals)',
      ),
    ];
    if (phases[0].attack.answers.some((answer) => !answer.startsWith('200'))) {
      const shape = await largestAccepted(url, attacker);
      if (shape)
        phases.push(
          await attackPhase(
            url,
            child.pid as number,
            attacker,
            others,
            concurrency,
            attackQuery(shape.aliases, shape.first),
            `largest accepted (${shape.aliases} aliases x ${shape.first} goals)`,
          ),
        );
    }
    const warnings = [
      ...new Set(
        output()
          .split('\n')
          .filter((line) => /warning/i.test(line)),
      ),
    ];
    return { engine, goalsSaved: saved, goalsRefused: [...new Set(refusedGoals)], phases, serverWarnings: warnings };
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--attacker')) {
  process.once('message', (order: AttackOrder) => {
    void attack(order).then((answers) => process.send?.(answers, () => process.exit(0)));
  });
} else {
  await main();
}

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const engines = (process.env.ATTACK_ENGINES ?? 'pglite,postgres').split(',');
  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  console.log(`Load average at the start: ${load()}`);
  await bundleServer();
  const results = [];
  if (engines.includes('pglite')) results.push(await run('PGlite', Number(process.env.ATTACKERS ?? 25)));
  if (engines.includes('postgres')) {
    if (databaseUrl) results.push(await run('PostgreSQL', Number(process.env.ATTACKERS ?? 6), databaseUrl));
    else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to attack it too)');
  }

  console.log(
    `Attack: ${OTHER_USERS} other users calling with ${PAUSE_MS} ms pauses; ${machine}; server and load in one machine`,
  );
  for (const r of results) {
    console.log(
      `${r.engine}: ${r.goalsSaved} goals of ~10 KB saved${r.goalsRefused.length ? `; refused: ${r.goalsRefused.join('; ')}` : ''}`,
    );
    for (const p of r.phases) {
      console.log(
        `  ${p.phase}, ${p.attackers} at once for ${p.seconds} s: ${p.attack.requests} answers (${p.attack.answers.join(', ')}), largest ${p.attack.largestAnswerMB} MB, ` +
          `${p.attack.totalMB} MB in all, p50 ${p.attack.p50Ms} ms; server RSS ${p.rssBeforeMB} → peak ${p.peakRssMB} MB (high-water ${p.highWaterMarkMB} MB)`,
      );
      if (p.attack.firstRefusal) console.log(`    refusal: ${p.attack.firstRefusal}`);
      console.log(
        `    other users: ${p.others.requests} requests, p50 ${p.others.p50Ms} ms, p99 ${p.others.p99Ms} ms, max ${p.others.maxMs} ms, ${p.others.over1s} over 1 s, ` +
          `statuses ${JSON.stringify(p.others.statuses)}; load ${p.loadBefore} → ${p.loadAfter}`,
      );
      for (const failure of p.othersFailures) console.log(`    other user's failure: ${failure.slice(0, 200)}`);
    }
    for (const warning of r.serverWarnings) console.log(`  server warning: ${warning}`);
  }
  await writeFile(RESULTS, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, results }, null, 2)}\n`);
}
