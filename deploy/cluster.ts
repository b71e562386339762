/**
 * N replicas of the planning API server on one PostgreSQL database, behind HAProxy (deploy/haproxy.cfg): the
 * library `npm run replicas` (deploy/start.ts), the tests and the benchmarks start it with.
 *
 *   const cluster = await startCluster({ replicas: 3, databaseUrl });
 *   // cluster.url → 'http://127.0.0.1:8080'; cluster.replicas[0].url → 'http://127.0.0.1:41234'
 *   await cluster.rollingRestart();
 *   await cluster.stop();
 *
 * Each replica is `npm start`'s server (server/bundle.ts's bundle on plain Node with SERVER_NODE_FLAGS), in a process
 * of its own on 127.0.0.1, with RATE_LIMIT_PER_MINUTE=0 and TRUST_PROXY=1: the per-address rate lives in HAProxy's
 * stick table, and the replicas read the client's address from the X-Forwarded-For HAProxy writes. Everything a
 * replica keeps in memory (each caller's turns, answer budget and share of the database) stays exact because HAProxy
 * sends every caller to one replica; everything shared (caps, once-a-day rules, idempotency keys) is in PostgreSQL.
 * Where the cluster waits, it waits for what HAProxy's statistics say (a replica UP or DOWN) or for a process to
 * exit, never for a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../server/bundle';
import { devKeyFile, serverOptionsFromEnv, trustsDevKey, type Env } from '../server/config';
import { loadOrCreateDevKeys } from '../server/dev-token';
import { DEFAULT_DRAIN } from '../server/http/drain';

/** deploy/haproxy.cfg, to which the runner adds the replicas' `server` lines. */
export const HAPROXY_CONFIG = fileURLToPath(new URL('./haproxy.cfg', import.meta.url));

/**
 * How long a replica keeps an idle connection from HAProxy unless KEEP_ALIVE_TIMEOUT_MS says otherwise: far longer
 * than HAProxy keeps one, so that HAProxy, the side that reuses connections, is the one that closes them (see the
 * backend of deploy/haproxy.cfg).
 */
export const REPLICA_KEEP_ALIVE_MS = 10 * 60 * 1000;

/** How long HAProxy waits for an answer at least, and longer than a replica's drain when that is longer. */
const MIN_SERVER_TIMEOUT_MS = 60_000;
/** How long a replica gets to come UP (start, migrate, pass two checks) unless the caller says otherwise. */
export const DEFAULT_START_TIMEOUT_MS = 120_000;
/** Lines of each process's output kept, to show with an error. */
const KEPT_LINES = 200;
const POLL_MS = 100;

export interface ClusterOptions {
  /** How many replicas, 1 or more. */
  replicas: number;
  /** The PostgreSQL all the replicas share (required: PGlite is one process's own database). */
  databaseUrl: string;
  /** A schema of that database to work in (created if missing). */
  databaseSchema?: string;
  /**
   * The environment the replicas start from (default process.env): every server variable in it applies to each
   * replica, except those the cluster sets (PORT, HOST, DATABASE_URL, DATABASE_SCHEMA, RATE_LIMIT_PER_MINUTE,
   * TRUST_PROXY, SKIP_BUILD). Its RATE_LIMIT_PER_MINUTE and NODE_ENV decide HAProxy's rate, as they would a single
   * server's.
   */
  env?: Env;
  /** Where HAProxy listens for clients (default 127.0.0.1; '' for all IPv4 interfaces) and its port (default a free one). */
  lbHost?: string;
  lbPort?: number;
  /** Where HAProxy's statistics listen (default 127.0.0.1 and a free port). */
  statsHost?: string;
  statsPort?: number;
  /** Requests a minute per client address at HAProxy, 0 for none (default: what the env gives a single server). */
  rateLimitPerMinute?: number;
  /** The replicas' ports (default consecutive from firstReplicaPort, else free ones); a restarted replica keeps its port. */
  firstReplicaPort?: number;
  /** The haproxy program (default HAPROXY from env, else haproxy on the PATH or in /usr/sbin). */
  haproxy?: string;
  /** Where the server is bundled to (default SERVER_BUNDLE, what `npm start` runs); inside this repository. */
  serverBundle?: string;
  /** How long a replica may take to be UP in HAProxy's statistics (default DEFAULT_START_TIMEOUT_MS). */
  startTimeoutMs?: number;
  /** Each line a replica or HAProxy prints, with who printed it ('replica1', …, 'haproxy'). Default: kept, not shown. */
  output?: (source: string, line: string) => void;
}

export interface Replica {
  /** Its name in HAProxy: 'replica1', 'replica2', … */
  readonly name: string;
  readonly port: number;
  /** Its own address, for a look behind the balancer: 'http://127.0.0.1:41234'. */
  readonly url: string;
  /** Its process id now (a restart changes it). */
  readonly pid: number | undefined;
}

/** One replica as HAProxy's statistics show it. */
export interface ReplicaStatus {
  name: string;
  /** 'UP', 'DOWN', or a state in between such as 'UP 1/2' (one check failed) or 'DOWN 1/2'. */
  status: string;
  /** Requests (sessions) it has now, and since HAProxy started. */
  current: number;
  total: number;
}

export interface Cluster {
  /** Where clients connect: 'http://127.0.0.1:8080'. */
  url: string;
  /** HAProxy's statistics page (its CSV at statsUrl + '/;csv'). */
  statsUrl: string;
  replicas: readonly Replica[];
  /** HAProxy's rate per address (0: none). */
  rateLimitPerMinute: number;
  /** HAProxy's process id. */
  haproxyPid: number | undefined;
  /**
   * Replica `index` (from 0) drained and started again: SIGTERM (it drains, see server/http/drain.ts), HAProxy
   * marks it DOWN and it exits, a new process starts on the same port, and this resolves once HAProxy has it UP.
   */
  restart(index: number): Promise<void>;
  /** Every replica restarted, one at a time. */
  rollingRestart(onEach?: (replica: Replica) => void): Promise<void>;
  /** The replicas as HAProxy sees them now. */
  stats(): Promise<ReplicaStatus[]>;
  /** What each process printed lately (the last lines of each), for an error message. */
  output(): string;
  /**
   * Stops everything: HAProxy stops taking connections and finishes the requests under way, every replica drains,
   * then the processes exit. Resolves once all have.
   */
  stop(): Promise<void>;
  /** Ends every process at once (SIGKILL), nothing drained: for a runner that must exit now. */
  kill(): void;
}

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The haproxy program: HAPROXY when it names an executable file, else haproxy on the PATH, else in /usr/sbin or
 * /usr/local/sbin; null when there is none.
 */
export function findHaproxy(env: Env = process.env): string | null {
  if (env.HAPROXY) return executable(env.HAPROXY) ? env.HAPROXY : null;
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'haproxy')).find(executable) ?? null;
}

/** A port free now on `host`. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** HAProxy's rate per address: the one a single server started with `env` would keep (0: none). */
export function rateLimitOf(env: Env): number {
  const { rateLimit } = serverOptionsFromEnv(env);
  return rateLimit ? rateLimit.perMinute : 0;
}

/** How long HAProxy waits for a replica's answer: at least a minute, and longer than the replica's drain. */
export function serverTimeoutOf(env: Env): number {
  const drain = serverOptionsFromEnv(env).drain;
  const delayMs = drain?.delayMs ?? DEFAULT_DRAIN.delayMs;
  const timeoutMs = drain?.timeoutMs ?? DEFAULT_DRAIN.timeoutMs;
  return Math.max(MIN_SERVER_TIMEOUT_MS, delayMs + timeoutMs + 10_000);
}

/** The rows of HAProxy's CSV statistics, each a record by column name. */
export function parseStatsCsv(csv: string): Record<string, string>[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [columns[i], value])));
}

/** A process's output, line by line, to `output` and into the last KEPT_LINES lines kept. */
class Printed {
  private readonly lines: string[] = [];
  constructor(
    private readonly source: string,
    private readonly output?: (source: string, line: string) => void,
  ) {}
  /** `keptOnly`: lines of its standard error that are kept for an error message but not shown. */
  follow(child: ChildProcess, keptOnly: (line: string) => boolean = () => false): void {
    for (const [stream, shown] of [
      [child.stdout, () => true],
      [child.stderr, (line: string) => !keptOnly(line)],
    ] as const) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach((line) => this.note(line, shown(line)));
      });
      stream?.on('end', () => rest && this.note(rest, shown(rest)));
    }
  }
  note(line: string, shown = true): void {
    this.lines.push(line);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
    if (shown) this.output?.(this.source, line);
  }
  text(): string {
    return this.lines.map((line) => `[${this.source}] ${line}`).join('\n');
  }
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Spawns `command` in a process group of its own (a terminal's Ctrl-C reaches the runner, which stops them in order). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  printed: Printed,
  keptOnly?: (line: string) => boolean,
): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  printed.follow(child, keptOnly);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      printed.note(`exited (${signal ?? `code ${code}`})`);
      resolve(code);
    });
    child.once('error', (error) => {
      printed.note(`could not start ${command}: ${error.message}`);
      resolve(null);
    });
  });
  return { child, exited };
}

const isRunning = (running: Running | undefined): boolean =>
  !!running && running.child.exitCode === null && running.child.signalCode === null;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!options.databaseUrl)
    throw new Error(
      'The replicas need DATABASE_URL: they share one PostgreSQL database (PGlite is one process’s own, so it cannot be shared).',
    );
  if (!(Number.isInteger(options.replicas) && options.replicas >= 1))
    throw new Error(`The number of replicas must be a whole number from 1, got ${options.replicas}`);
  const given = options.haproxy ?? (options.env ?? process.env).HAPROXY;
  const haproxy = given ? (executable(given) ? given : null) : findHaproxy(options.env ?? process.env);
  if (!haproxy)
    throw new Error(
      given
        ? `HAPROXY names ${given}, which is not a program that can be run.`
        : 'HAProxy is not installed (no haproxy on the PATH or in /usr/sbin): install it (Debian: apt-get install haproxy), or set HAPROXY to the program.',
    );
  const env: Env = { ...(options.env ?? process.env) };
  // Checked before anything starts: a wrong server variable is named now, not by N replicas exiting.
  const rateLimitPerMinute = options.rateLimitPerMinute ?? rateLimitOf(env);
  const serverTimeoutMs = serverTimeoutOf(env);
  if (trustsDevKey(env) && !env.AUTH_JWKS_URL && !env.AUTH_PUBLIC_KEY) {
    // Made once here, so that replicas starting together find it made.
    await loadOrCreateDevKeys(devKeyFile(env));
  }
  const bundle = options.serverBundle ?? SERVER_BUNDLE;
  await bundleServer(undefined, bundle);

  const lbHost = options.lbHost ?? '127.0.0.1';
  const statsHost = options.statsHost ?? '127.0.0.1';
  const lbPort = options.lbPort ?? (await freePort(lbHost || '0.0.0.0'));
  const statsPort = options.statsPort ?? (await freePort(statsHost));
  const ports: number[] = [];
  for (let i = 0; i < options.replicas; i++)
    ports.push(options.firstReplicaPort !== undefined ? options.firstReplicaPort + i : await freePort());
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const statsUrl = `http://${statsHost}:${statsPort}`;
  const shownHost = !lbHost || lbHost === '0.0.0.0' ? '127.0.0.1' : lbHost;
  const url = `http://${shownHost}:${lbPort}`;

  const replicaEnv = (port: number): NodeJS.ProcessEnv => ({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
    RATE_LIMIT_PER_MINUTE: '0',
    TRUST_PROXY: '1',
    SKIP_BUILD: '1',
    KEEP_ALIVE_TIMEOUT_MS: env.KEEP_ALIVE_TIMEOUT_MS || String(REPLICA_KEEP_ALIVE_MS),
  });

  interface ReplicaState extends Replica {
    printed: Printed;
    running?: Running;
  }
  const replicas: ReplicaState[] = ports.map((port, i) => {
    const name = `replica${i + 1}`;
    const state: ReplicaState = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      printed: new Printed(name, options.output),
      get pid() {
        return state.running?.child.pid;
      },
    };
    return state;
  });
  const startReplica = (replica: ReplicaState) => {
    replica.running = run(process.execPath, [...SERVER_NODE_FLAGS, bundle], replicaEnv(replica.port), replica.printed);
  };

  const dir = await mkdtemp(join(tmpdir(), 'ccc-haproxy-'));
  const configFile = join(dir, 'haproxy.cfg');
  const serverLines = replicas.map((replica, i) => `    server ${replica.name} 127.0.0.1:${replica.port} id ${i + 1}`);
  await writeFile(configFile, `${await readFile(HAPROXY_CONFIG, 'utf8')}${serverLines.join('\n')}\n`);
  const haproxyPrinted = new Printed('haproxy', options.output);
  let lb: Running | undefined;

  const output = () => [haproxyPrinted, ...replicas.map((replica) => replica.printed)].map((p) => p.text()).join('\n');

  const stats = async (): Promise<ReplicaStatus[]> => {
    const response = await fetch(`${statsUrl}/;csv`);
    if (!response.ok) throw new Error(`HAProxy's statistics answered ${response.status}`);
    return parseStatsCsv(await response.text())
      .filter((row) => row.pxname === 'replicas' && row.svname !== 'BACKEND')
      .map((row) => ({ name: row.svname, status: row.status, current: Number(row.scur), total: Number(row.stot) }));
  };
  const statusOf = async (name: string): Promise<string | undefined> =>
    (await stats().catch(() => [])).find((replica) => replica.name === name)?.status;

  /** Resolves once `condition` holds; fails when a process it needs has exited, or after `timeoutMs`. */
  const waitFor = async (
    what: string,
    condition: () => Promise<boolean>,
    needed: () => ReplicaState[],
    timeoutMs: number,
  ): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await condition()) return;
      if (lb && !isRunning(lb)) throw new Error(`HAProxy exited while waiting until ${what}:\n${output()}`);
      const gone = needed().find((replica) => !isRunning(replica.running));
      if (gone) throw new Error(`${gone.name} exited while waiting until ${what}:\n${output()}`);
      if (Date.now() > deadline)
        throw new Error(
          `Not done after ${timeoutMs} ms: ${what}. HAProxy says ${JSON.stringify(await stats().catch(() => []))}\n${output()}`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const lives = (replica: ReplicaState): Promise<boolean> =>
    fetch(`${replica.url}/livez`).then(
      (response) => response.ok,
      () => false,
    );
  const allUp = async (of: ReplicaState[]) => {
    const now = await stats().catch(() => []);
    return of.every((replica) => now.find((s) => s.name === replica.name)?.status === 'UP');
  };

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // HAProxy first: it takes no new connection and finishes the requests under way while the replicas drain.
      if (isRunning(lb)) lb?.child.kill('SIGUSR1');
      for (const replica of replicas) if (isRunning(replica.running)) replica.running?.child.kill('SIGTERM');
      await Promise.all(replicas.map((replica) => replica.running?.exited));
      // Connections left idle by clients would keep a soft-stopping HAProxy until hard-stop-after: nothing is served now.
      if (isRunning(lb)) lb?.child.kill('SIGTERM');
      await lb?.exited;
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    replicas.forEach(startReplica);
    // HAProxy once the replicas listen, so that its first checks find them (not N replicas DOWN and an alert).
    await waitFor(
      'every replica answers /livez',
      async () => (await Promise.all(replicas.map((replica) => lives(replica)))).every(Boolean),
      () => replicas,
      startTimeoutMs,
    );
    lb = run(
      haproxy,
      ['-db', '-f', configFile],
      {
        PATH: process.env.PATH,
        LB_HOST: lbHost,
        LB_PORT: String(lbPort),
        LB_STATS_HOST: statsHost,
        LB_STATS_PORT: String(statsPort),
        RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute),
        LB_SERVER_TIMEOUT_MS: String(serverTimeoutMs),
      },
      haproxyPrinted,
      // HAProxy's warnings on its standard error repeat lines of its log (on its standard output): shown once.
      (line) => /^\[(WARNING|NOTICE)\]/.test(line),
    );
    await waitFor(
      'every replica is UP in HAProxy',
      () => allUp(replicas),
      () => replicas,
      startTimeoutMs,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  let restarting: Promise<void> = Promise.resolve();
  const restartOne = async (replica: ReplicaState): Promise<void> => {
    const old = replica.running;
    // A replica that is not running (it crashed) is only started again.
    const draining = isRunning(old);
    if (draining) old?.child.kill('SIGTERM');
    // Out of HAProxy's rotation (its /readyz answers 503 at once) and gone, before the new process takes the port.
    await waitFor(
      `${replica.name} is DOWN in HAProxy`,
      async () => (await statusOf(replica.name)) === 'DOWN',
      () => [],
      serverTimeoutMs,
    );
    const code = await old?.exited;
    if (draining && code !== 0)
      throw new Error(`${replica.name} exited with ${code} after SIGTERM instead of 0:\n${replica.printed.text()}`);
    startReplica(replica);
    await waitFor(
      `${replica.name} is UP again in HAProxy`,
      () => allUp([replica]),
      () => [replica],
      startTimeoutMs,
    );
  };
  /** One restart at a time: a second waits for the first. */
  const serially = (work: () => Promise<void>): Promise<void> => {
    const next = restarting.then(work, work);
    restarting = next.catch(() => undefined);
    return next;
  };

  return {
    url,
    statsUrl,
    replicas,
    rateLimitPerMinute,
    get haproxyPid() {
      return lb?.child.pid;
    },
    restart: (index) => {
      const replica = replicas[index];
      if (!replica)
        throw new RangeError(`No replica ${index}: there are ${replicas.length} (0 to ${replicas.length - 1})`);
      return serially(() => restartOne(replica));
    },
    rollingRestart: (onEach) =>
      serially(async () => {
        for (const replica of replicas) {
          await restartOne(replica);
          onEach?.(replica);
        }
      }),
    stats,
    output,
    stop,
    kill: () => {
      for (const running of [lb, ...replicas.map((replica) => replica.running)])
        if (isRunning(running)) running?.child.kill('SIGKILL');
    },
  };
}
