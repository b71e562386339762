/**
 * PostgreSQL faults, against the real PostgreSQL of CI: the database becoming unreachable answers
 * 503 UNAVAILABLE (the planning client's downtime flag turns on) and the server reconnects when it
 * is back; connections killed mid-request (pg_terminate_backend) fail only those requests, with a
 * retryable status, never crash the process, and lose no acknowledged save.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlanningClient, GetGoalsDocument } from '../../src/client';
import { postgresOrSay, TEST_DATABASE_URL } from './engines';
import {
  ANSWERS,
  CALCULATE,
  CALCULATE_FIELD_LOCATION,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';
import { startTcpProxy } from './tcp-proxy';

const postgres = postgresOrSay('the database fault tests');
const UNAVAILABLE = { message: 'The database is unavailable; try again shortly', extensions: { code: 'UNAVAILABLE' } };

/**
 * The n-th of 1,368 different answers (ages, course lengths, free fees or not, rented or student accommodation, what
 * to include): a user's saved calculations all differ, an equal one answers the one saved.
 */
function differentAnswers(n: number) {
  const includes = [['FEES'], ['FEES', 'ACCOMMODATION'], ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES']];
  return {
    ageOfChild: n % 19,
    courseDuration: 2 + (Math.floor(n / 19) % 6),
    eligibleForFreeTuitionFees: Math.floor(n / 114) % 2 === 0,
    accommodation: Math.floor(n / 228) % 2 === 0 ? 'RENTED' : 'STUDENT',
    whatToInclude: includes[Math.floor(n / 456) % 3],
  };
}

describe.runIf(postgres)('PostgreSQL faults', { timeout: 60_000 }, () => {
  const engine = postgres!;
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await engine.cleanup();
  });

  it('answers 503 UNAVAILABLE while the database is unreachable, turns the client’s downtime flag on, and serves again when it is back', async () => {
    const options = await engine.fresh();
    const proxy = await startTcpProxy(options.databaseUrl as string);
    try {
      const server = await startTestServer({
        databaseUrl: proxy.url,
        databaseSchema: options.databaseSchema,
        staticDirs: [],
      });
      servers.push(server);
      const userId = newUserId('outage');
      const token = await server.token(userId);
      expect((await server.gql(CALCULATE, { ...ANSWERS, userId }, { token })).status).toBe(200);

      proxy.cut();
      const down = await server.gql(CALCULATE, { ...ANSWERS, userId }, { token });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.errors).toEqual([
        { ...UNAVAILABLE, locations: [CALCULATE_FIELD_LOCATION], path: ['updateCollegeCosts'] },
      ]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      const readiness = await fetch(`${server.url}/readyz`);
      expect([readiness.status, await readiness.json()]).toEqual([503, { status: 'unavailable' }]);
      // Liveness asks no database: an outage must not get a healthy process restarted.
      const liveness = await fetch(`${server.url}/livez`);
      expect([liveness.status, await liveness.json()]).toEqual([200, { status: 'live' }]);
      // A visitor's calculation needs no database.
      expect((await server.gql(CALCULATE, ANSWERS)).status).toBe(200);

      const flags: boolean[] = [];
      let wentDown!: () => void;
      const downtime = new Promise<void>((resolve) => (wentDown = resolve));
      const client = createPlanningClient({
        url: server.graphqlUrl,
        getToken: () => token,
        refreshToken: () => undefined,
        onDowntimeChange: (isDown) => {
          flags.push(isDown);
          if (isDown) wentDown();
        },
      });
      const goals = client.query(GetGoalsDocument, { userId }).toPromise();
      await downtime;
      proxy.restore();
      const { data, error } = await goals; // the client's retry, after its first 1.5–2.5 s wait
      expect(error).toBeUndefined();
      expect(data?.goals).toEqual([]);
      expect(flags).toEqual([true, false]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  /**
   * A server on a fresh schema whose connections carry their own application_name, and a killer
   * that terminates them every `intervalMs` from another connection until `stop()`.
   */
  async function killedServer(intervalMs: number) {
    const options = await engine.fresh();
    const applicationName = `ccc_kill_${randomUUID().slice(0, 8)}`;
    const url = new URL(options.databaseUrl as string);
    url.searchParams.set('application_name', applicationName);
    const server = await startTestServer({
      databaseUrl: url.href,
      databaseSchema: options.databaseSchema,
      staticDirs: [],
    });
    servers.push(server);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    let killing = true;
    let terminated = 0;
    const killer = (async () => {
      while (killing) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1) killed',
          [applicationName],
        );
        terminated += rows[0].n;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    })();
    const userId = newUserId('killed');
    return {
      server,
      userId,
      token: await server.token(userId),
      /** Stops killing; resolves to how many connections were terminated. */
      async stop() {
        killing = false;
        await killer;
        return terminated;
      },
      async savedIds(): Promise<string[]> {
        const { rows } = await admin.query<{ id: string }>(
          `SELECT id FROM ${options.databaseSchema}.college_costs WHERE user_id = $1`,
          [userId],
        );
        return rows.map((row) => row.id);
      },
      end: () => admin.end(),
    };
  }

  it('fails only the requests whose connection is killed (503), keeps serving, and loses no acknowledged save', async () => {
    const { server, userId, token, stop, savedIds, end } = await killedServer(40);
    try {
      const answers: { status: number; id?: string | null; errors?: unknown }[] = [];
      for (let wave = 0; wave < 6; wave++) {
        const calls = Array.from({ length: 20 }, async (_, i) => {
          if (i % 5 === 4)
            return server
              .gql(GET_ALL_COLLEGE_COSTS, { userId }, { token })
              .then((r) => ({ status: r.status, errors: r.errors }));
          const r = await server.gql<{ updateCollegeCosts: CollegeCost }>(
            CALCULATE,
            { ...ANSWERS, userId, ageOfChild: i % 19 },
            { token },
          );
          return { status: r.status, id: r.data?.updateCollegeCosts?.id, errors: r.errors };
        });
        answers.push(...(await Promise.all(calls)));
      }
      expect(await stop()).toBeGreaterThan(0);
      for (const answer of answers) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) expect(answer.errors).toEqual([expect.objectContaining(UNAVAILABLE)]);
      }
      const saved = new Set(await savedIds());
      for (const answer of answers.filter((a) => a.status === 200 && a.id))
        expect(saved.has(answer.id as string), `acknowledged save ${answer.id}`).toBe(true);

      const after = await server.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId }, { token });
      expect(after.status).toBe(200);
      expect(after.data?.updateCollegeCosts.userId).toBe(userId);
    } finally {
      await end();
    }
  });

  it('saves each mutation exactly once when clients retry with their Idempotency-Key until answered, while connections are killed', async () => {
    const { server, userId, token, stop, savedIds, end } = await killedServer(150);
    try {
      let failedAttempts = 0;
      /** One save, sent again with the same key after every 503, as the planning client does. */
      const saveUntilAnswered = async (key: string, n: number): Promise<string> => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const answer = await server.gql<{ updateCollegeCosts: CollegeCost }>(
            CALCULATE,
            { ...ANSWERS, userId, ...differentAnswers(n) },
            { token, headers: { 'idempotency-key': key } },
          );
          if (answer.status === 200) return answer.data?.updateCollegeCosts.id as string;
          expect(answer.status).toBe(503);
          failedAttempts++;
        }
        throw new Error(`save ${key} never answered`);
      };
      // Rounds of 30 saves until a connection was killed under one of them (on a fast machine a round can
      // finish between two kills), at most 20 rounds.
      const ids: string[] = [];
      for (let round = 0; round < 20 && failedAttempts === 0; round++) {
        ids.push(
          ...(await Promise.all(
            Array.from({ length: 30 }, (_, i) => saveUntilAnswered(`save-${round}-${i}`, round * 30 + i)),
          )),
        );
      }
      await stop();
      expect(failedAttempts).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await savedIds()).sort()).toEqual([...ids].sort());
    } finally {
      await end();
    }
  });
});
