import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  headers: IncomingMessage['headers'];
  body: { query?: string; operationName?: string; variables?: Record<string, unknown> } & Record<string, unknown>;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface FixtureServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers the next requests. */
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
};

/** A small GraphQL stand-in on loopback that records every request it receives. */
export async function startFixtureServer(responder: Responder): Promise<FixtureServer> {
  let current = responder;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type, auth-token, idempotency-key',
        'access-control-allow-methods': 'POST, GET, OPTIONS',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      headers: req.headers,
      body: text ? JSON.parse(text) : {},
    };
    requests.push(recorded);
    await current(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    respondWith(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
