/**
 * The planning client against the real reference server over HTTP (loopback, free port, in-memory
 * PGlite): a server with its own dev key pair, signed-in clients whose requests are recorded, and
 * a watcher of queries, as a planning app's pages watch them.
 */
import type { AnyVariables, DocumentInput, OperationResult } from '@urql/core';
import { createDevKeys, mintToken, type DevKeys } from '../../server/dev-token';
import { startServer, type RunningServer, type ServerOptions, type Storage } from '../../server/index';
import { openMemoryStorageFast } from '../server/pglite-template';
import { createPlanningClient, type PlanningClient } from '../../src/client';

/** The injected clock of the client's server tests: 15 March 2025. */
export const NOW = new Date('2025-03-15T12:00:00Z');

export interface RealServer extends RunningServer {
  keys: DevKeys;
  storage: Storage;
  token(userId: string): Promise<string>;
}

/**
 * A real server on a free loopback port with its own key pair, on `options.storage` (an engine's, see
 * tests/server/engines.ts) or its own in-memory PGlite; `options` add to or replace the defaults. Closing
 * it closes the storage.
 */
export async function startRealServer(options: ServerOptions = {}): Promise<RealServer> {
  const keys = await createDevKeys();
  const storage = options.storage ?? (await openMemoryStorageFast());
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    auth: { publicKey: keys.publicKey },
    now: () => NOW,
    staticDirs: [],
    log: () => undefined,
    ...options,
  });
  return {
    ...server,
    keys,
    storage,
    token: (userId) => mintToken(userId, keys.privateKey),
    async close() {
      await server.close();
      await storage.close();
    },
  };
}

/**
 * A signed-in client for `userId` whose requests are recorded (operation names, in order) on their way to
 * the real server. `inFlight` counts the requests whose answer has not been read whole yet; `settled()`
 * waits until the client has nothing left to do.
 */
export async function signedInClient(api: RealServer, userId: string, firstToken?: string) {
  let token = firstToken ?? (await api.token(userId));
  const sent: string[] = [];
  const refreshes: string[] = [];
  const requests = requestTracker();
  const recordingFetch: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {};
    sent.push(body.operationName ?? new URL(String(input)).searchParams.get('operationName') ?? '?');
    return requests.track(fetch(input, init));
  };
  const client = createPlanningClient({
    url: api.graphqlUrl,
    fetch: recordingFetch,
    getToken: () => token,
    refreshToken: async () => {
      token = await api.token(userId);
      refreshes.push(token);
    },
    logout: () => {
      throw new Error('unexpected logout');
    },
  });
  return { client, sent, refreshes, settled: requests.settled };
}

/** The turns of the event loop without a new request after which a client that has nothing in flight has settled. */
const QUIET_TURNS = 5;

/**
 * Counts requests in flight: a request ends once its answer's body is read whole (a copy of the answer is
 * handed on), so that what the client does with it happens in the turns that follow. Waits on events and
 * turns of the event loop, never on the clock.
 */
function requestTracker() {
  let inFlight = 0;
  let started = 0;
  const idle: (() => void)[] = [];
  const track = async (answer: Promise<Response>): Promise<Response> => {
    inFlight++;
    started++;
    try {
      const response = await answer;
      const body = await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      if (--inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
    }
  };
  /** Resolves once nothing is in flight and no request has started for QUIET_TURNS turns of the event loop. */
  const settled = async (): Promise<void> => {
    for (;;) {
      if (inFlight > 0) await new Promise<void>((resolve) => idle.push(resolve));
      const seen = started;
      for (let turn = 0; turn < QUIET_TURNS; turn++) await new Promise((resolve) => setImmediate(resolve));
      if (inFlight === 0 && started === seen) return;
    }
  };
  return { track, settled };
}

/**
 * Watches a query. `next(predicate)` resolves with the first result not yet taken by an earlier
 * `next` (including results already received) that satisfies the predicate.
 */
export function watch<Data, Variables extends AnyVariables>(
  client: PlanningClient,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
) {
  type Result = OperationResult<Data, Variables>;
  const results: Result[] = [];
  let taken = 0;
  let waiting: { predicate: (result: Result) => boolean; resolve: (result: Result) => void } | null = null;
  const offer = () => {
    while (waiting && taken < results.length) {
      const result = results[taken++];
      if (waiting.predicate(result)) {
        waiting.resolve(result);
        waiting = null;
      }
    }
  };
  const subscription = client.query(query, variables).subscribe((result) => {
    results.push(result);
    offer();
  });
  return {
    results,
    next(predicate: (result: Result) => boolean = () => true) {
      return new Promise<Result>((resolve) => {
        waiting = { predicate, resolve };
        offer();
      });
    },
    stop: () => subscription.unsubscribe(),
  };
}
