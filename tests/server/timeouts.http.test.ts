/**
 * Header and body timeouts: a client that sends half a request and waits is answered 408 and its
 * connection closed once the server's limit has passed, instead of holding a socket open for as long as it likes.
 * The test waits for the server to close the connection (a condition), with small limits set on the server.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../server/index';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ timeouts: { headersMs: 500, requestMs: 1500 } });
}, 30_000);
afterAll(() => server?.close());

/** Sends `text` on a new connection and resolves with everything the server wrote once it closes the connection. */
function sendAndWaitForClose(text: string): Promise<{ answer: string; openMs: number }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, openMs: Date.now() - started }));
  });
}

describe('a request sent by halves', { timeout: 30_000 }, () => {
  it('with its headers never finished: 408, and the connection closed', async () => {
    const { answer } = await sendAndWaitForClose(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('with its body never finished: 408, and the connection closed', async () => {
    const { answer } = await sendAndWaitForClose(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('has limits by default: 10 s for the headers, 30 s for the whole request, 5 s idle between requests', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
  });
});
