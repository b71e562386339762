/**
 * The reference server of the planning API, as a library.
 *
 *   import { startServer } from './server/index';
 *   const server = await startServer({ port: 0, dataDir: 'memory' });
 *   // server.url → 'http://127.0.0.1:54321', server.graphqlUrl → 'http://127.0.0.1:54321/graphql'
 *   await server.close();
 *
 * One port serves GraphQL at /graphql (graphql-http: POST, and GET for queries), /livez, /readyz and /healthz,
 * examples/ at / (and /examples/), and dist/ at /dist/. Options (all optional):
 * - port: 0 picks a free port; default the PORT variable, else 4000. host: default all interfaces.
 * - databaseUrl (+ databaseSchema): PostgreSQL; otherwise PGlite in dataDir ('memory' for tests;
 *   default './.data'). Or storage: an already open Storage, which close() leaves open.
 * - auth: { publicKey } (PEM or JWK JSON) or { jwksUrl }, plus optional issuer and audience.
 *   Without it every token is rejected and only visitors are served. See dev-token.ts for tests.
 * - allowedOrigins: CORS origins ('*' for any); default loopback origins and the server's own.
 * - now: the clock of the cost model and of every resolver (ctx.now(); default the real one). inflationRate: see CollegeCost.
 * - staticDirs: what to serve besides /graphql, default dist/ and examples/ of this repository.
 * - development: error details in responses (default NODE_ENV === 'development'; never in production).
 * - production: introspection off, no internal detail and no "Did you mean" hints in errors, and a
 *   rate limit of DEFAULT_PRODUCTION_RATE_LIMIT a minute per address unless rateLimit says otherwise.
 *   Default false (server/main.ts sets it from NODE_ENV, see config.ts).
 * - rateLimit: { perMinute, trustProxy? } per address (429 with Retry-After), or false for none.
 *   Default: none, except in production. With several replicas it lives at the load balancer (deploy/).
 * - trustProxy: a visitor's address is the first of X-Forwarded-For (behind a load balancer that writes it),
 *   for its turns, budget and database share as for the rate limit. Default false.
 * - limits: maxBodyBytes (100 KB), maxQueryLength (10,000), maxDepth (10), maxTokens (2,000),
 *   maxAliases (30), maxCost (10,000 fields), maxAnswerBytes (4 MB of JSON; see graphql/limits.ts).
 * - userTurns: { running, waiting, bytesPerSecond, burstBytes }: how many requests of one caller (a signed-in
 *   user, or a visitor's address) are served at once and how many more wait for a turn (default 4 and 128; one
 *   more is answered 429), and the bytes of answers one caller is served a second and at once (2 MB and 8 MB;
 *   see http/user-turns.ts).
 * - databasePoolSize: connections kept to PostgreSQL (default POSTGRES_POOL_SIZE, 20). databaseShare: the
 *   connections one caller's requests hold at once (default a quarter of the pool, at least 1: PGlite's one;
 *   see storage/fair-gate.ts), so no caller can take the whole pool.
 * - devSignIn: { privateKey } of the dev key `auth` trusts: serves POST /dev/sign-in (see
 *   http/dev-sign-in.ts); without it that path answers 404. server/main.ts gives it only while the
 *   local dev key is trusted.
 * - log: where internal errors are reported (default console.error).
 * - advisers: the advisers and their working hours (server/appointments/advisers.ts), or advisersFile:
 *   a JSON file of them; default the shipped server/appointments/advisers.json. Checked at start.
 * - referenceData: { tools?, providers?, occupations? } replacing the shipped catalogues, and
 *   addressLookup replacing the sample behind addressesAtPostalCode (server/reference-data/).
 * - timeouts: { headersMs, requestMs }, how long a client may take to send a request (DEFAULT_TIMEOUTS: 10 s, 30 s),
 *   and keepAliveMs, how long an idle keep-alive connection is kept (5 s, Node's default; see ServerTimeouts).
 * - drain: { delayMs, timeoutMs } of drain() (DEFAULT_DRAIN: 2 s, 20 s): how long the server keeps serving as before
 *   once /readyz answers 503 (longer than the load balancer takes to see enough failed checks), then how long the
 *   requests in flight get to finish once it accepts no more connections (see http/drain.ts).
 * - emailCodeSender: delivers e-mail change codes (server/account/email-code-sender.ts); default the
 *   development sender (writes the code as a message; prints it too with printEmailCodes), none in production.
 * server/main.ts is the command-line entry that builds these options from environment variables.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  createTokenVerifier,
  DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
  type AuthOptions,
  type Identity,
  type TokenVerifier,
} from './auth/tokens';
import { yearMonthOf, type RequestContext } from './graphql/context';
import { createGraphQLHandler } from './graphql/handler';
import type { RequestScope } from './graphql/idempotency';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './graphql/limits';
import { createSchema } from './graphql/schema';
import { createRequestListener, GRAPHQL_PATH, type AppParts } from './http/app';
import { DEFAULT_DRAIN, drainable, type DrainOptions, type DrainOutcome } from './http/drain';
import { createOriginPolicy } from './http/cors';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './http/rate-limit';
import { createUserTurns, DEFAULT_USER_TURNS, type UserTurns, type UserTurnsOptions } from './http/user-turns';
import { createFairGate, defaultDatabaseShare, type FairGate } from './storage/fair-gate';
import { NoSchemaIntrospectionCustomRule } from './graphql/runtime';
import { createDevSignInHandler, DEFAULT_DEV_TOKEN_LIFETIME_SECONDS, type DevSignInOptions } from './http/dev-sign-in';
import { createStaticHandler, type StaticMount } from './http/static';
import { consoleLog, describeError, type Log } from './log';
import { resolvers, writeOnlyMutations } from './resolvers';
import { openStorage, type Storage } from './storage';
import { loadAdviserSchedule, type AdviserSchedule } from './appointments/advisers';
import {
  developmentEmailCodeSender,
  unconfiguredEmailCodeSender,
  type EmailCodeSender,
} from './account/email-code-sender';
import { referenceDataWith, type AddressLookup, type ReferenceData } from './reference-data';

export type { AuthOptions } from './auth/tokens';
export type { StaticMount } from './http/static';
export type { DevSignInOptions } from './http/dev-sign-in';
export type { UserTurnsOptions } from './http/user-turns';
export { DEFAULT_DRAIN, type DrainOptions, type DrainOutcome } from './http/drain';
export type { Storage } from './storage';
export type { EmailCodeDelivery, EmailCodeSender, EmailCodeSenderContext } from './account/email-code-sender';
export { developmentEmailCodeSender } from './account/email-code-sender';
export type {
  AddressEntry,
  AddressLookup,
  AddressLookupResult,
  OccupationEntry,
  ProviderEntry,
  ReferenceData,
  ToolEntry,
} from './reference-data';

export interface ServerLimits extends QueryLimits {
  maxBodyBytes: number;
}

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  /**
   * How long a connection may stay idle between requests before the server closes it. Behind a load balancer that
   * keeps connections to the replicas, this must be longer than the balancer keeps an idle one: a request the
   * balancer sends on a connection the server is closing at that moment is lost (deploy/haproxy.cfg says more).
   */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

export interface ServerOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir?: string | 'memory';
  storage?: Storage;
  auth?: AuthOptions;
  allowedOrigins?: string[];
  now?: () => Date;
  inflationRate?: number;
  advisers?: AdviserSchedule;
  advisersFile?: string;
  staticDirs?: StaticMount[];
  development?: boolean;
  production?: boolean;
  rateLimit?: RateLimitOptions | false;
  trustProxy?: boolean;
  limits?: Partial<ServerLimits>;
  userTurns?: Partial<UserTurnsOptions>;
  databasePoolSize?: number;
  databaseShare?: number;
  /**
   * How long a client may take to send a request's headers, and the whole request with its body, before it is
   * answered 408 and its connection closed: a client that sends half a request and waits holds no socket for
   * long (without these, 200 half-sent requests were held open 45 s). Defaults DEFAULT_TIMEOUTS: 10 s and 30 s.
   */
  timeouts?: Partial<ServerTimeouts>;
  /** How drain() takes this server out of service (see RunningServer.drain). Defaults DEFAULT_DRAIN: 2 s and 20 s. */
  drain?: Partial<DrainOptions>;
  devSignIn?: DevSignInOptions;
  /** Where problems are reported, one line each, without user data (see log.ts). Default: console.error. */
  log?: Log;
  referenceData?: Partial<Omit<ReferenceData, 'addresses'>>;
  addressLookup?: AddressLookup;
  emailCodeSender?: EmailCodeSender;
  /** A development server's default sender also prints each code on the console (PRINT_EMAIL_CODES=1). Default false. */
  printEmailCodes?: boolean;
}

export interface RunningServer {
  /** For example 'http://127.0.0.1:4000'. */
  url: string;
  /** url + '/graphql'. */
  graphqlUrl: string;
  /** The database work of this replica's requests running and waiting now, and for how many callers (storage/fair-gate.ts). */
  databaseLoad(): { running: number; waiting: number; callers: number };
  /** Stops accepting requests, ends open connections at once and closes the storage it opened (also during a drain). */
  close(): Promise<void>;
  /**
   * Takes this server out of service without dropping a request: /readyz answers 503 at once, requests are served as
   * before for drain.delayMs, then no new connection is accepted, every answer carries `Connection: close` and idle
   * connections are closed; the requests in flight get drain.timeoutMs to finish before their connections are ended.
   * Then the timers stop and the storage it opened is closed. The state is this process's alone: each replica drains
   * by itself.
   */
  drain(): Promise<DrainOutcome>;
}

export const DEFAULT_PORT = 4000;
/** Requests a minute per address in production, unless configured. */
export const DEFAULT_PRODUCTION_RATE_LIMIT = 300;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

const repoPath = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Files of dist/ named by rollup with a hash of their content (chunks/, cdn/chunks/, client-<hash>.esm.js) and their maps. */
export const DIST_VERSIONED = /^(?:(?:cdn\/)?chunks\/[^/]+|client-[A-Za-z0-9_-]{8}\.esm\.js(?:\.map)?)$/;

export const defaultStaticDirs = (): StaticMount[] => [
  { urlPrefix: '/dist/', dir: repoPath('dist'), versioned: DIST_VERSIONED },
  { urlPrefix: '/examples/', dir: repoPath('examples') },
  { urlPrefix: '/', dir: repoPath('examples') },
];

function defaultPort(): number {
  const fromEnv = process.env.PORT;
  return fromEnv ? Number(fromEnv) : DEFAULT_PORT;
}

function urlOf(address: AddressInfo, host: string | undefined): string {
  const wildcard = !host || host === '0.0.0.0' || host === '::';
  const shown = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${address.port}`;
}

/** What every request shares: where problems go, the storage, the catalogues, the advisers, the clock and the sender. */
interface ServerParts {
  log: Log;
  storage: Storage;
  referenceData: ReferenceData;
  advisers: AdviserSchedule;
  verify: TokenVerifier;
  now: () => Date;
  emailCodeSender: EmailCodeSender;
}

/** The parts the requests share. The catalogues and the advisers are read before the storage opens, so a mistake in them stops the start at once. */
async function openParts(options: ServerOptions): Promise<ServerParts> {
  // A replaced catalogue with a repeated id is refused here; a mistake in the advisers' file names the field.
  const referenceData = referenceDataWith(options.referenceData, options.addressLookup);
  const advisers = options.advisers ?? loadAdviserSchedule(options.advisersFile);
  const storage =
    options.storage ??
    (await openStorage({
      databaseUrl: options.databaseUrl,
      databaseSchema: options.databaseSchema,
      dataDir: options.dataDir,
      poolSize: options.databasePoolSize,
    }));
  return {
    log: options.log ?? consoleLog,
    storage,
    referenceData,
    advisers,
    verify: createTokenVerifier(options.auth),
    now: options.now ?? (() => new Date()),
    emailCodeSender: emailCodeSenderOf(options),
  };
}

/** The sender given, else none in production and the development sender elsewhere. */
const emailCodeSenderOf = (options: ServerOptions): EmailCodeSender =>
  options.emailCodeSender ??
  (options.production
    ? unconfiguredEmailCodeSender
    : developmentEmailCodeSender(options.printEmailCodes ? (line) => console.info(line) : undefined));

/** Each request's context: the shared parts, and the caller's identity, verified when a resolver first asks. */
function contextMaker(options: ServerOptions, parts: ServerParts): (scope: RequestScope) => RequestContext {
  const { verify, storage, now, advisers, referenceData, emailCodeSender } = parts;
  const today = () => yearMonthOf(now());
  return (scope) => {
    let identity: Promise<Identity> | undefined;
    return {
      // Made when a resolver first asks (a visitor's calculation never does).
      identity: () => (identity ??= scope.identity ? Promise.resolve(scope.identity) : verify(scope.token)),
      storage: scope.storage ?? storage,
      today,
      now,
      inflationRate: options.inflationRate ?? 0,
      advisers,
      referenceData,
      emailCodeSender,
    };
  };
}

/** What keeps one caller from taking the server: the rate limit per address, each caller's turns, its share of the database. */
interface TrafficControls {
  production: boolean;
  trustProxy: boolean;
  rateLimiter: RateLimiter | undefined;
  userTurns: UserTurns;
  databaseGate: FairGate;
}

function trafficControls(options: ServerOptions, storage: Storage): TrafficControls {
  const production = options.production ?? false;
  const rateLimit = options.rateLimit ?? (production ? { perMinute: DEFAULT_PRODUCTION_RATE_LIMIT } : false);
  const trustProxy = options.trustProxy ?? false;
  return {
    production,
    trustProxy,
    rateLimiter: rateLimit ? createRateLimiter({ trustProxy, ...rateLimit }) : undefined,
    userTurns: createUserTurns({ ...DEFAULT_USER_TURNS, ...options.userTurns }),
    databaseGate: createFairGate({
      capacity: storage.connections,
      perCaller: options.databaseShare ?? defaultDatabaseShare(storage.connections),
    }),
  };
}

/** /graphql: the schema with the resolvers, within the limits and the traffic controls. */
function graphqlHandler(options: ServerOptions, parts: ServerParts, controls: TrafficControls): AppParts['graphql'] {
  const limits = { ...DEFAULT_QUERY_LIMITS, maxBodyBytes: DEFAULT_MAX_BODY_BYTES, ...options.limits };
  const { production } = controls;
  return createGraphQLHandler({
    schema: createSchema(resolvers),
    createContext: contextMaker(options, parts),
    identify: parts.verify,
    storage: parts.storage,
    writeOnlyMutations,
    limits,
    maxBodyBytes: limits.maxBodyBytes,
    userTurns: controls.userTurns,
    databaseGate: controls.databaseGate,
    trustProxy: controls.trustProxy,
    development: !production && (options.development ?? process.env.NODE_ENV === 'development'),
    hideSchema: production,
    validationRules: production ? [NoSchemaIntrospectionCustomRule] : [],
    log: parts.log,
  });
}

/** POST /dev/sign-in when options.devSignIn is given: tokens no longer-lived than `auth` accepts. */
const devSignInHandler = (options: ServerOptions): AppParts['devSignIn'] =>
  options.devSignIn &&
  createDevSignInHandler({
    lifetimeSeconds: Math.min(
      DEFAULT_DEV_TOKEN_LIFETIME_SECONDS,
      options.auth?.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
    ),
    ...options.devSignIn,
    issuer: options.auth?.issuer,
    audience: options.auth?.audience,
  });

/** The HTTP server, with the time a client may take to send a request and an idle connection is kept. */
function httpServer(options: ServerOptions, listener: RequestListener): Server {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node checks the two above on this interval (30 s by default, longer than the headers' limit).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    listener,
  );
}

/** Listens on the port and answers the server's URL; a port that cannot be had closes the storage this server opened. */
async function listen(server: Server, options: ServerOptions, storage: Storage): Promise<string> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? defaultPort(), options.host, () => resolve());
    });
  } catch (error) {
    if (!options.storage) await storage.close();
    throw error;
  }
  return urlOf(server.address() as AddressInfo, options.host);
}

/** Answers of idempotent mutations are kept 24 h: forgets older ones now and every hour, until stopped. */
function startPurging(storage: Storage, log: Log): { stop(): Promise<void> } {
  let purged: Promise<unknown> = Promise.resolve();
  const purge = () => {
    purged = storage.idempotency
      .purge()
      .catch((error: unknown) => log('Could not forget old idempotency keys', describeError(error)));
  };
  purge();
  const purging = setInterval(purge, PURGE_INTERVAL_MS).unref();
  return {
    stop: async () => {
      clearInterval(purging);
      await purged;
    },
  };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const parts = await openParts(options);
  const { storage, log } = parts;
  const controls = trafficControls(options, storage);
  let ownOrigin: string | undefined;
  const server = httpServer(
    options,
    createRequestListener({
      graphql: graphqlHandler(options, parts, controls),
      serveStatic: createStaticHandler(options.staticDirs ?? defaultStaticDirs()),
      health: () => storage.ping(),
      draining: () => drainer.draining,
      isAllowedOrigin: createOriginPolicy(options.allowedOrigins, () => ownOrigin),
      rateLimit: controls.rateLimiter,
      devSignIn: devSignInHandler(options),
      log,
    }),
  );
  const drainer = drainable(server);
  const drainOptions: DrainOptions = {
    delayMs: options.drain?.delayMs ?? DEFAULT_DRAIN.delayMs,
    timeoutMs: options.drain?.timeoutMs ?? DEFAULT_DRAIN.timeoutMs,
  };
  const url = await listen(server, options, storage);
  ownOrigin = url;
  const purging = startPurging(storage, log);

  /** Once no connection is left: the timers stop and the storage this server opened is closed. */
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      controls.rateLimiter?.stop();
      controls.userTurns.stop();
      await purging.stop();
      if (!options.storage) await storage.close();
    })());
  let closing: Promise<void> | undefined;
  let draining: Promise<DrainOutcome> | undefined;
  return {
    url,
    graphqlUrl: url + GRAPHQL_PATH,
    databaseLoad: () => controls.databaseGate.state(),
    close: () => (closing ??= drainer.closeNow().then(stop)),
    drain: () => (draining ??= drainer.drain(drainOptions).then(async (outcome) => (await stop(), outcome))),
  };
}
