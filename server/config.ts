/**
 * The server's options from environment variables (the README lists them):
 * PORT, HOST, DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, AUTH_JWKS_URL, AUTH_PUBLIC_KEY, AUTH_ISSUER,
 * AUTH_AUDIENCE, AUTH_MAX_TOKEN_LIFETIME, ALLOWED_ORIGINS, INFLATION_RATE, ADVISERS_FILE, NODE_ENV, RATE_LIMIT_PER_MINUTE,
 * TRUST_PROXY, DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS (the drain of SIGTERM and SIGINT, see http/drain.ts),
 * TURNS_RUNNING, TURNS_WAITING, ANSWER_BYTES_PER_SECOND, ANSWER_BURST_BYTES (each caller's turns and
 * answer budget, http/user-turns.ts), DATABASE_POOL_SIZE, DATABASE_SHARE (the connections kept, and those
 * one caller holds at once, storage/fair-gate.ts), MAX_QUERY_WORK (graphql/limits.ts), KEEP_ALIVE_TIMEOUT_MS (how
 * long an idle connection is kept: behind a load balancer, longer than it keeps one; see deploy/haproxy.cfg).
 * Any NODE_ENV but unset, 'development' or 'test' is production: introspection off, no internal detail,
 * a per-address rate limit (DEFAULT_PRODUCTION_RATE_LIMIT a minute unless set).
 * With no AUTH_* key source and NODE_ENV unset, 'development' or 'test' (exactly; see
 * trustsDevKey), the local dev key of `npm run dev-token` and POST /dev/sign-in is trusted, so the
 * demo works with nothing configured. Any other NODE_ENV ('production', 'Production', 'prod',
 * 'staging', …) trusts no key but a configured one.
 */
import { join } from 'node:path';
import type { KeyObject } from 'node:crypto';
import { loadOrCreateDevKeys } from './dev-token';
import { DEFAULT_PRODUCTION_RATE_LIMIT, type ServerOptions } from './index';

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_DATA_DIR = './.data';

/**
 * Where the dev key pair is kept: beside PGlite's data, or in the default data directory when the data lives in
 * memory (DATA_DIR=memory names no directory: the key must not land in a folder called 'memory').
 */
export const devKeyFile = (env: Env): string =>
  join(!env.DATA_DIR || env.DATA_DIR === 'memory' ? DEFAULT_DATA_DIR : env.DATA_DIR, 'dev-auth-key.json');

function number(env: Env, name: string, check: (n: number) => boolean, expected: string): number | undefined {
  const raw = env[name];
  // Blank is unset: Number(' ') would be 0.
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!check(value)) throw new Error(`${name} must be ${expected}, got '${raw}'`);
  return value;
}

/** The options, without the key source (see authFromEnv). Throws naming a variable that is wrong. */
export function serverOptionsFromEnv(env: Env): ServerOptions {
  const list = (raw: string | undefined) =>
    raw
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const production = !isDevelopmentEnv(env);
  const perMinute = number(
    env,
    'RATE_LIMIT_PER_MINUTE',
    (n) => Number.isInteger(n) && n >= 0,
    'a whole number of requests a minute (0: no limit)',
  );
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  const limit = perMinute ?? (production ? DEFAULT_PRODUCTION_RATE_LIMIT : undefined);
  return {
    port: number(env, 'PORT', (n) => Number.isInteger(n) && n >= 0 && n < 65536, 'a port number (0–65535)'),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    allowedOrigins: env.ALLOWED_ORIGINS === undefined ? undefined : list(env.ALLOWED_ORIGINS),
    inflationRate: number(env, 'INFLATION_RATE', (n) => n >= 0 && n < 1, 'a fraction from 0 to 1, such as 0.02'),
    advisersFile: env.ADVISERS_FILE || undefined,
    development: env.NODE_ENV === 'development',
    printEmailCodes: env.PRINT_EMAIL_CODES === '1' || env.PRINT_EMAIL_CODES === 'true',
    production,
    rateLimit: limit === undefined ? undefined : limit === 0 ? false : { perMinute: limit, trustProxy },
    drain: drainFromEnv(env),
    trustProxy,
    userTurns: turnsFromEnv(env),
    databasePoolSize: wholeFromOne(env, 'DATABASE_POOL_SIZE', 'connections'),
    databaseShare: wholeFromOne(env, 'DATABASE_SHARE', 'connections'),
    limits: definedOnly({ maxWork: wholeFromOne(env, 'MAX_QUERY_WORK', 'units of work') }),
    timeouts: definedOnly({ keepAliveMs: wholeFromOne(env, 'KEEP_ALIVE_TIMEOUT_MS', 'milliseconds') }),
  };
}

/** A whole number from 1, such as '20', or undefined when unset. */
const wholeFromOne = (env: Env, name: string, unit: string): number | undefined =>
  number(
    env,
    name,
    (n) => Number.isInteger(n) && n >= 1 && n <= MAX_SETTING,
    `a whole number of ${unit} from 1 to ${MAX_SETTING}`,
  );

/** The largest setting: a timer's longest delay in Node (about 24.8 days), past which it fires at once. */
const MAX_SETTING = 2_147_483_647;

/** `values` without its undefined entries (so the defaults of those apply), or undefined when none is left. */
function definedOnly<T extends object>(values: T): Partial<T> | undefined {
  const set = Object.entries(values).filter(([, value]) => value !== undefined);
  return set.length ? (Object.fromEntries(set) as Partial<T>) : undefined;
}

/** TURNS_RUNNING, TURNS_WAITING, ANSWER_BYTES_PER_SECOND and ANSWER_BURST_BYTES: each caller's turns and budget. */
const turnsFromEnv = (env: Env): ServerOptions['userTurns'] =>
  definedOnly({
    running: wholeFromOne(env, 'TURNS_RUNNING', 'requests'),
    waiting: number(
      env,
      'TURNS_WAITING',
      (n) => Number.isInteger(n) && n >= 0,
      'a whole number of requests (0 or more)',
    ),
    bytesPerSecond: wholeFromOne(env, 'ANSWER_BYTES_PER_SECOND', 'bytes'),
    burstBytes: wholeFromOne(env, 'ANSWER_BURST_BYTES', 'bytes'),
  });

/** DRAIN_DELAY_MS and DRAIN_TIMEOUT_MS, those set; undefined when neither is (the defaults of DEFAULT_DRAIN). */
function drainFromEnv(env: Env): ServerOptions['drain'] {
  const milliseconds = (name: string) =>
    number(
      env,
      name,
      (n) => Number.isInteger(n) && n >= 0 && n <= MAX_SETTING,
      `a whole number of milliseconds from 0 to ${MAX_SETTING}, such as 2000`,
    );
  return definedOnly({ delayMs: milliseconds('DRAIN_DELAY_MS'), timeoutMs: milliseconds('DRAIN_TIMEOUT_MS') });
}

/** The NODE_ENV values of a development machine: unset (or empty), 'development' and 'test'. */
const DEVELOPMENT_ENVS = new Set(['', 'development', 'test']);

/** Whether NODE_ENV says this is a development machine; anything else runs as production. */
export const isDevelopmentEnv = (env: Env): boolean => DEVELOPMENT_ENVS.has(env.NODE_ENV ?? '');

/** The local dev key may be trusted on a development machine only. */
export const trustsDevKey = isDevelopmentEnv;

const nodeEnvShown = (env: Env): string => (env.NODE_ENV ? `NODE_ENV is '${env.NODE_ENV}'` : 'NODE_ENV is unset');

export interface AuthSetting {
  auth: ServerOptions['auth'];
  /** Set only when the local dev key is trusted: its private half, for POST /dev/sign-in. */
  devSignIn?: { privateKey: KeyObject };
  /** Says where the key comes from and why, for the one start-up line about tokens. */
  description: string;
}

export async function authFromEnv(env: Env): Promise<AuthSetting> {
  const claims = {
    issuer: env.AUTH_ISSUER || undefined,
    audience: env.AUTH_AUDIENCE || undefined,
    maxLifetimeSeconds: number(
      env,
      'AUTH_MAX_TOKEN_LIFETIME',
      (n) => Number.isInteger(n) && n > 0,
      'a whole number of seconds, such as 86400',
    ),
  };
  if (env.AUTH_JWKS_URL)
    return { auth: { jwksUrl: env.AUTH_JWKS_URL, ...claims }, description: `JWKS at ${env.AUTH_JWKS_URL}` };
  if (env.AUTH_PUBLIC_KEY)
    return { auth: { publicKey: env.AUTH_PUBLIC_KEY, ...claims }, description: 'AUTH_PUBLIC_KEY' };
  if (!trustsDevKey(env)) {
    return {
      auth: undefined,
      description: `none: ${nodeEnvShown(env)}, so the local dev key is not trusted; set AUTH_JWKS_URL or AUTH_PUBLIC_KEY. Only visitors are served`,
    };
  }
  const file = devKeyFile(env);
  const keys = await loadOrCreateDevKeys(file);
  return {
    auth: { publicKey: keys.publicKey, ...claims },
    devSignIn: { privateKey: keys.privateKey },
    description: `the local dev key in ${file} (npm run dev-token, POST /dev/sign-in), trusted because ${nodeEnvShown(env)}`,
  };
}
