/**
 * Liveness, readiness and draining over real HTTP (server/http/drain.ts): /livez asks no database, /readyz says
 * whether this replica should be sent requests; a drain answers the requests in flight and those the balancer still
 * routes during its delay, then refuses new connections, says `Connection: close` and closes the storage it opened.
 * The `npm start` process drains on SIGTERM, and a second SIGTERM closes it at once.
 * Requests are held in flight by an address lookup that waits until the test lets it go (or, in the spawned process,
 * by a body the test sends only once the drain has begun). Every wait is on a condition.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../server/storage/errors';
import { LOCK_FILE } from '../../server/storage/dir-lock';
import { sampleAddressLookup } from '../../server/reference-data/addresses';
import type { AddressLookup, Storage } from '../../server/index';
import { pgliteEngine } from './engines';
import { ANSWERS, CALCULATE, memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';
import { spawnServer, type SpawnedServer } from './spawned-server';

interface Answer {
  status: number;
  /** The Connection header of the answer. */
  connection: string | undefined;
  body: string;
}

/**
 * One request on a connection of its own, from a client that would keep the connection alive (so a
 * `Connection: close` in the answer is the server's doing).
 */
function send(base: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const agent = new Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      new URL(path, base),
      { method: init.body === undefined ? 'GET' : 'POST', headers: init.headers, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          agent.destroy();
          resolve({ status: res.statusCode as number, connection: res.headers.connection, body });
        });
      },
    );
    req.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    req.end(init.body);
  });
}

const probe = async (base: string, path: string) => {
  const answer = await send(base, path);
  return { status: answer.status, body: JSON.parse(answer.body) as unknown };
};

/** POSTs a GraphQL operation on a connection of its own. */
const post = (base: string, query: string, variables: Record<string, unknown>, token?: string) =>
  send(base, '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
  });

/** Whether a new connection to `base` is refused (the server no longer listens). */
function refusesConnections(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(true) : reject(error),
    );
  });
}

/** An address lookup whose answers wait until release(); `reached` resolves once a request is waiting in it. */
function heldLookup() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reach = () => undefined as void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const lookup: AddressLookup = {
    async atPostalCode(postalCode) {
      reach();
      await released;
      return sampleAddressLookup().atPostalCode(postalCode);
    },
  };
  return { lookup, reached, release };
}

const ADDRESSES = 'query ($p: String!) { addressesAtPostalCode(postalCode: $p) { id } }';
const calculation = (base: string) => post(base, CALCULATE, ANSWERS);

const engine = pgliteEngine();
const servers: TestServer[] = [];
const releases: (() => void)[] = [];
afterAll(async () => {
  releases.forEach((release) => release());
  await Promise.all(servers.map((server) => server.close()));
  await engine.cleanup();
});

describe('liveness and readiness', () => {
  it('answer 200 live and ready; while the database does not answer, readiness 503 unavailable and liveness still 200', async () => {
    const storage = await memoryStorage();
    let databaseDown = false;
    const switchable: Storage = {
      ...storage,
      ping: () =>
        databaseDown ? Promise.reject(new DatabaseUnavailableError(new Error('ECONNREFUSED'))) : storage.ping(),
    };
    const server = await startTestServer({ storage: switchable });
    servers.push(server);
    expect(await probe(server.url, '/livez')).toEqual({ status: 200, body: { status: 'live' } });
    expect(await probe(server.url, '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await probe(server.url, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

    databaseDown = true;
    expect(await probe(server.url, '/readyz')).toEqual({ status: 503, body: { status: 'unavailable' } });
    expect(await probe(server.url, '/healthz')).toEqual({ status: 503, body: { status: 'unavailable' } });
    expect(await probe(server.url, '/livez')).toEqual({ status: 200, body: { status: 'live' } });

    databaseDown = false;
    expect(await probe(server.url, '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('are not counted by the rate limit', async () => {
    const server = await startTestServer({ rateLimit: { perMinute: 1 } });
    servers.push(server);
    expect((await calculation(server.url)).status).toBe(200);
    expect((await calculation(server.url)).status).toBe(429);
    for (const path of ['/livez', '/readyz', '/healthz', '/livez', '/readyz', '/healthz'])
      expect((await probe(server.url, path)).status, path).toBe(200);
  });
});

describe('a drain', () => {
  it('answers what is in flight and what comes during its delay, then refuses connections, says Connection: close and closes its storage', async () => {
    const { dataDir } = await engine.fresh(true);
    const held = heldLookup();
    releases.push(held.release);
    const server = await startTestServer({
      dataDir,
      addressLookup: held.lookup,
      drain: { delayMs: 5000, timeoutMs: 30_000 },
    });
    servers.push(server);
    const lock = join(dataDir as string, LOCK_FILE);
    await stat(lock); // held by the storage the server opened

    const userId = newUserId('drain');
    const inFlight = post(server.url, ADDRESSES, { p: 'D02 XY45' }, await server.token(userId));
    await held.reached;
    let drainedYet = false;
    const drained = server.drain().then((outcome) => ((drainedYet = true), outcome));

    // The delay: readiness fails at once, everything else is served as before.
    expect(await probe(server.url, '/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect(await probe(server.url, '/healthz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect(await probe(server.url, '/livez')).toEqual({ status: 200, body: { status: 'live' } });
    const during = await calculation(server.url);
    expect(during.status).toBe(200);
    expect(during.connection).toBe('keep-alive');

    // After the delay: no new connection; the request in flight is still waited for.
    await expect.poll(() => refusesConnections(server.url)).toBe(true);
    expect(drainedYet).toBe(false);
    held.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      data: { addressesAtPostalCode: ['D02XY45-1', 'D02XY45-2', 'D02XY45-3', 'D02XY45-4'].map((id) => ({ id })) },
    });

    expect(await drained).toEqual({ unfinished: 0 });
    await expect(stat(lock)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('ends a request still in flight when its bound has passed, and says how many it ended', async () => {
    const held = heldLookup();
    releases.push(held.release);
    const server = await startTestServer({ addressLookup: held.lookup, drain: { delayMs: 0, timeoutMs: 300 } });
    servers.push(server);
    const inFlight = post(server.url, ADDRESSES, { p: 'D02 XY45' }, await server.token(newUserId('drain-bound')));
    await held.reached;
    expect(await server.drain()).toEqual({ unfinished: 1 });
    await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await refusesConnections(server.url)).toBe(true);
  });

  it('is cut short by close(), which ends everything at once', async () => {
    const server = await startTestServer({ drain: { delayMs: 600_000, timeoutMs: 600_000 } });
    servers.push(server);
    const drained = server.drain();
    expect(await probe(server.url, '/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await calculation(server.url)).status).toBe(200);
    await server.close();
    expect(await drained).toEqual({ unfinished: 0 });
    expect(await refusesConnections(server.url)).toBe(true);
  });
});

describe('npm start on SIGTERM', () => {
  const spawned: SpawnedServer[] = [];
  afterAll(() => spawned.forEach(({ child }) => child.exitCode === null && child.kill('SIGKILL')));

  /** `npm start`'s entry (node itself, not npx, so that signals reach its handlers) on a data directory of its own. */
  const start = async (env: Record<string, string>, preload: string[] = []) => {
    const { dataDir } = await engine.fresh(true);
    const server = await spawnServer([...preload, '--import', 'tsx', 'server/main.ts'], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir as string,
      SKIP_BUILD: '1',
      NODE_ENV: 'test',
      ...env,
    });
    spawned.push(server);
    return server;
  };

  it('answers the request in flight, says it drains and when it is done, and exits 0', async () => {
    const { child, url, output, exited } = await start({ DRAIN_DELAY_MS: '500', DRAIN_TIMEOUT_MS: '45000' });
    // A request whose body is sent only once the drain has begun: `Expect: 100-continue` says when the server has it.
    const body = JSON.stringify({ query: CALCULATE, variables: ANSWERS });
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await expect.poll(() => received).toContain('HTTP/1.1 100 Continue');

    child.kill('SIGTERM');
    await expect.poll(output).toContain('SIGTERM: draining');
    await expect.poll(() => refusesConnections(url)).toBe(true);
    socket.write(body);
    await socketClosed;
    const answer = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"updateCollegeCosts"');

    expect(await exited).toBe(0);
    expect(output()).toContain(
      'SIGTERM: draining: /readyz answers 503 now, requests are served for 500 ms more, then no new connection is accepted and the requests in flight get at most 45000 ms',
    );
    expect(output()).toContain('Drained: every request answered; exiting');
  });

  it('drains on a SIGTERM sent the moment it says it is up, though the process stands still right then', async () => {
    // The line that says it is up comes after the signal handlers are in place: were it before, this SIGTERM would
    // arrive with none and kill the process (no drain, no exit code).
    const { child, output, exited } = await start({ DRAIN_DELAY_MS: '0' }, [
      '--import',
      './tests/server/pause-after-ready.mjs',
    ]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM: draining');
    expect(output()).toContain('Drained: every request answered; exiting');
  });

  it('closes at once on a second SIGTERM during the drain, exiting 0', async () => {
    const { child, output, exited } = await start({ DRAIN_DELAY_MS: '600000' });
    child.kill('SIGTERM');
    await expect.poll(output).toContain('SIGTERM: draining');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM again: closing at once');
    expect(output()).not.toContain('Drained:');
  });
});
