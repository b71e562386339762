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

/** A real server on a free loopback port, its own in-memory PGlite and key pair; `options` add to or replace the defaults. */
export async function startRealServer(options: ServerOptions = {}): Promise<RealServer> {
  const keys = await createDevKeys();
  const storage = await openMemoryStorageFast();
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

/** A signed-in client for `userId` whose requests are recorded (operation names, in order) on their way to the real server. */
export async function signedInClient(api: RealServer, userId: string, firstToken?: string) {
  let token = firstToken ?? (await api.token(userId));
  const sent: string[] = [];
  const refreshes: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {};
    sent.push(body.operationName ?? new URL(String(input)).searchParams.get('operationName') ?? '?');
    return fetch(input, init);
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
  return { client, sent, refreshes };
}

/**
 * Watches a query. `next(predicate)` resolves with the first result not yet taken by an earlier
 * `next` (including results already received) that satisfies the predicate.
 */
export function watch<Data, Variables extends AnyVariables>(client: PlanningClient, query: DocumentInput<Data, Variables>, variables: Variables) {
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
