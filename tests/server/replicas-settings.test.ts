/**
 * `npm run replicas`'s settings (deploy/settings.ts) and what the cluster derives from a server's environment
 * (deploy/cluster.ts): HAProxy's rate as a single server's, its wait longer than a replica's drain, its statistics.
 */
import { describe, expect, it } from 'vitest';
import { parseStatsCsv, rateLimitOf, serverTimeoutOf } from '../../deploy/cluster';
import { replicasSettingsFromEnv } from '../../deploy/settings';

const DATABASE_URL = 'postgres://u:p@db/planning';

describe("npm run replicas's settings", () => {
  it('has defaults for everything but DATABASE_URL', () => {
    expect(replicasSettingsFromEnv({ DATABASE_URL })).toEqual({
      replicas: 3,
      databaseUrl: DATABASE_URL,
      databaseSchema: undefined,
      lbHost: '',
      lbPort: 8080,
      statsHost: '127.0.0.1',
      statsPort: 8404,
      firstReplicaPort: undefined,
      haproxy: undefined,
      startTimeoutMs: 120_000,
    });
  });

  it('reads every variable', () => {
    expect(
      replicasSettingsFromEnv({
        DATABASE_URL,
        DATABASE_SCHEMA: 'planning',
        REPLICAS: '5',
        LB_HOST: '0.0.0.0',
        LB_PORT: '80',
        LB_STATS_HOST: '10.0.0.2',
        LB_STATS_PORT: '9000',
        REPLICA_FIRST_PORT: '4001',
        HAPROXY: '/opt/haproxy/sbin/haproxy',
        REPLICA_START_TIMEOUT_MS: '30000',
      }),
    ).toEqual({
      replicas: 5,
      databaseUrl: DATABASE_URL,
      databaseSchema: 'planning',
      lbHost: '0.0.0.0',
      lbPort: 80,
      statsHost: '10.0.0.2',
      statsPort: 9000,
      firstReplicaPort: 4001,
      haproxy: '/opt/haproxy/sbin/haproxy',
      startTimeoutMs: 30_000,
    });
  });

  it('refuses to start without DATABASE_URL, saying why', () => {
    expect(() => replicasSettingsFromEnv({})).toThrow(/^DATABASE_URL must be set: the replicas share one PostgreSQL/);
  });

  it('names a variable that is wrong', () => {
    for (const [name, raw, expected] of [
      ['REPLICAS', '0', 'a whole number of replicas from 1 to 64'],
      ['REPLICAS', 'three', 'a whole number of replicas from 1 to 64'],
      ['LB_PORT', '80000', 'a port number (1–65535)'],
      ['LB_STATS_PORT', '-1', 'a port number (1–65535)'],
      ['REPLICA_FIRST_PORT', '65535', 'a port number from which 3 ports are free (1–65533)'],
      ['REPLICA_START_TIMEOUT_MS', '1.5', 'a whole number of milliseconds from 1'],
    ])
      expect(() => replicasSettingsFromEnv({ DATABASE_URL, [name]: raw })).toThrow(
        `${name} must be ${expected}, got '${raw}'`,
      );
  });
});

describe('what the cluster takes from the servers’ environment', () => {
  it('gives HAProxy the rate a single server would keep', () => {
    expect(rateLimitOf({})).toBe(0);
    expect(rateLimitOf({ NODE_ENV: 'production' })).toBe(300);
    expect(rateLimitOf({ RATE_LIMIT_PER_MINUTE: '120' })).toBe(120);
    expect(rateLimitOf({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0' })).toBe(0);
    expect(() => rateLimitOf({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/^RATE_LIMIT_PER_MINUTE must be/);
  });

  it("waits for a replica's answer at least a minute, and longer than its drain", () => {
    expect(serverTimeoutOf({})).toBe(60_000);
    expect(serverTimeoutOf({ DRAIN_DELAY_MS: '5000', DRAIN_TIMEOUT_MS: '90000' })).toBe(105_000);
  });

  it("reads HAProxy's CSV statistics by column", () => {
    const csv = '# pxname,svname,scur,status\nreplicas,replica1,2,UP\nreplicas,BACKEND,2,UP\n';
    expect(parseStatsCsv(csv)).toEqual([
      { pxname: 'replicas', svname: 'replica1', scur: '2', status: 'UP' },
      { pxname: 'replicas', svname: 'BACKEND', scur: '2', status: 'UP' },
    ]);
  });
});
