/**
 * Retrying a mutation is safe end to end: the planning client against the real reference server,
 * behind a proxy that lets the first attempt reach the server (which saves it) and then loses the
 * answer, as a 502 from a gateway or as a dropped connection. The client retries with the same
 * Idempotency-Key, the server answers from what it saved, and there is one saved calculation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDevKeys, mintToken, type DevKeys } from '../../server/dev-token';
import { startServer, type RunningServer, type Storage } from '../../server/index';
import { openMemoryStorageFast } from '../server/pglite-template';
import { CalculateCollegeCostsDocument, createPlanningClient, GetAllCollegeCostsDocument } from '../../src/client';

let server: RunningServer;
let storage: Storage;
let keys: DevKeys;
let proxy: Server;
let proxyUrl: string;
/** The Idempotency-Key of every attempt the proxy passed on, by way of losing the answer. */
const attempts: { path: string; key: string | undefined }[] = [];

beforeAll(async () => {
  keys = await createDevKeys();
  storage = await openMemoryStorageFast();
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    auth: { publicKey: keys.publicKey },
    staticDirs: [],
    log: () => undefined,
  });
  const lost = new Set<string>();
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const key = req.headers['idempotency-key'] as string | undefined;
    attempts.push({ path: req.url ?? '', key });
    const answer = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(([name]) =>
          ['content-type', 'accept', 'auth-token', 'idempotency-key'].includes(name),
        ),
      ) as Record<string, string>,
      body: Buffer.concat(chunks),
    });
    const body = await answer.text();
    // The first attempt of each mutation is saved by the server, and its answer lost on the way back.
    if (key && !lost.has(key)) {
      lost.add(key);
      if (req.url === '/drop/graphql') return void req.socket.destroy();
      return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    }
    res
      .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      .end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await server?.close();
  await storage?.close();
});

it(
  'saves once when the answer to a saved mutation is lost (502, or a dropped connection) and the client retries',
  { timeout: 30_000 },
  async () => {
    const run = async (path: string, userId: string) => {
      const token = await mintToken(userId, keys.privateKey);
      const client = createPlanningClient({
        url: `${proxyUrl}${path}`,
        getToken: () => token,
        refreshToken: () => undefined,
      });
      const saved = await client
        .mutation(CalculateCollegeCostsDocument, {
          userId,
          accommodation: 'RENTED',
          ageOfChild: 5,
          courseDuration: 4,
          eligibleForFreeTuitionFees: false,
          whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
        })
        .toPromise();
      const list = await createPlanningClient({
        url: server.graphqlUrl,
        getToken: () => token,
        refreshToken: () => undefined,
      })
        .query(GetAllCollegeCostsDocument, { userId })
        .toPromise();
      return { saved, list };
    };
    // Both at once: each waits out the client's first retry delay (1.5–2.5 s).
    const [afterGateway, afterDrop] = await Promise.all([
      run('/502/graphql', 'gateway-parent'),
      run('/drop/graphql', 'dropped-parent'),
    ]);

    for (const { saved, list } of [afterGateway, afterDrop]) {
      expect(saved.error).toBeUndefined();
      expect(list.data?.collegeCosts.map((cost) => cost.id)).toEqual([saved.data?.updateCollegeCosts.id]);
    }
    for (const path of ['/502/graphql', '/drop/graphql']) {
      const sent = attempts.filter((attempt) => attempt.path === path);
      expect(sent).toHaveLength(2);
      expect(sent[1].key).toBe(sent[0].key);
    }
  },
);
