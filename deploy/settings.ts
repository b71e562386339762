/**
 * `npm run replicas`'s settings from environment variables (docs/server.md lists them):
 * REPLICAS (default 3), LB_HOST (default all IPv4 interfaces), LB_PORT (default 8080), LB_STATS_HOST (default
 * 127.0.0.1), LB_STATS_PORT (default 8404), REPLICA_FIRST_PORT (default free ports), HAPROXY (default haproxy on the
 * PATH or in /usr/sbin), REPLICA_START_TIMEOUT_MS (default 120000), and DATABASE_URL (required) with
 * DATABASE_SCHEMA. Every other server variable (NODE_ENV, AUTH_*, RATE_LIMIT_PER_MINUTE, DRAIN_*, …) applies to
 * each replica as to `npm start`, except the per-address rate, which HAProxy keeps (see deploy/cluster.ts).
 */
import type { Env } from '../server/config';
import { DEFAULT_START_TIMEOUT_MS, type ClusterOptions } from './cluster';

export const DEFAULT_REPLICAS = 3;
export const DEFAULT_LB_PORT = 8080;
export const DEFAULT_STATS_PORT = 8404;

type Settings = Omit<ClusterOptions, 'env' | 'output' | 'serverBundle' | 'rateLimitPerMinute'>;

function whole(env: Env, name: string, min: number, max: number, expected: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!(Number.isInteger(value) && value >= min && value <= max))
    throw new Error(`${name} must be ${expected}, got '${raw}'`);
  return value;
}

const port = (env: Env, name: string) => whole(env, name, 1, 65535, 'a port number (1–65535)');

/** The cluster's options from `env`. Throws naming a variable that is wrong or missing. */
export function replicasSettingsFromEnv(env: Env): Settings {
  if (!env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL must be set: the replicas share one PostgreSQL database (PGlite, the default of `npm start`, is one process’s own). For example DATABASE_URL=postgres://user:password@127.0.0.1:5432/planning',
    );
  const replicas = whole(env, 'REPLICAS', 1, 64, 'a whole number of replicas from 1 to 64') ?? DEFAULT_REPLICAS;
  const firstReplicaPort = whole(
    env,
    'REPLICA_FIRST_PORT',
    1,
    65536 - replicas,
    `a port number from which ${replicas} ports are free (1–${65536 - replicas})`,
  );
  return {
    replicas,
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    lbHost: env.LB_HOST ?? '',
    lbPort: port(env, 'LB_PORT') ?? DEFAULT_LB_PORT,
    statsHost: env.LB_STATS_HOST || '127.0.0.1',
    statsPort: port(env, 'LB_STATS_PORT') ?? DEFAULT_STATS_PORT,
    firstReplicaPort,
    haproxy: env.HAPROXY || undefined,
    startTimeoutMs:
      whole(env, 'REPLICA_START_TIMEOUT_MS', 1, Number.MAX_SAFE_INTEGER, 'a whole number of milliseconds from 1') ??
      DEFAULT_START_TIMEOUT_MS,
  };
}
