/**
 * Servers on one test engine's storage, for suites that run on both engines: the storage is opened
 * on first use and shared by every server the suite starts; all are closed, and the engine cleaned
 * up, after the suite. Call inside the suite's describe.
 */
import { afterAll } from 'vitest';
import type { ServerOptions } from '../../server/index';
import type { Storage } from '../../server/storage';
import type { Engine } from './engines';
import { startTestServer, type TestServer } from './helpers';

export function serversOn(engine: Engine): (options?: ServerOptions) => Promise<{ api: TestServer; storage: Storage }> {
  let storage: Promise<Storage> | undefined;
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await (await storage)?.close();
    await engine.cleanup();
  });
  return async (options = {}) => {
    const shared = await (storage ??= engine.shared());
    const api = await startTestServer({ storage: shared, ...options });
    servers.push(api);
    return { api, storage: shared };
  };
}
