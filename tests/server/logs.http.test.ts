/**
 * What the server logs: a database error is described by its code and names, never by its
 * statement, its parameters or what the user typed; an internal fault answers 500; a client that
 * goes away mid-request is one line.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/storage';
import { newUserId, startTestServer, type TestServer } from './helpers';
import { openMemoryEngineFast } from './pglite-template';
import { storageFromEngine } from '../../server/storage';

const lines: string[] = [];
let logged: () => void = () => undefined;
const log = (message: string, detail?: string) => {
  lines.push(detail === undefined ? message : `${message}: ${detail}`);
  logged();
};
const nextLog = () => new Promise<void>((resolve) => (logged = resolve));

let server: TestServer;
beforeAll(async () => {
  const engine = await openMemoryEngineFast();
  const storage = storageFromEngine(engine);
  // signUp's save fails in the database with the user's e-mail as a parameter, as a real fault would.
  const failing: Storage = {
    ...storage,
    users: { ...storage.users, upsert: (user) => engine.query('SELECT $1::date AS d', [user.email]) as never },
  };
  server = await startTestServer({ storage: failing, log });
});
afterAll(() => server?.close());

describe('logs', () => {
  it('describe a database error by its code only: no statement, no parameter, no e-mail; the caller gets 500 INTERNAL', async () => {
    lines.length = 0;
    const token = await server.token(newUserId('logged'));
    const response = await server.gql(
      'mutation ($i: SignUpInput!) { signUp(input: $i) { success } }',
      { i: { name: 'Private Person', email: 'private.person@example.com' } },
      { token },
    );
    expect(response.status).toBe(500);
    expect(response.errors).toEqual([
      expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL' } }),
    ]);
    expect(lines).toEqual(['Internal error in signUp: database error 22007']);
    expect(lines.join('\n')).not.toMatch(/private|SELECT|\$1/i);
  });

  it('say a client abort in one line', async () => {
    lines.length = 0;
    const once = nextLog();
    // 'Expect: 100-continue': the server says Continue once it has the request, so the abort comes while it reads the body.
    const req = request(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000', expect: '100-continue' },
    });
    req.on('error', () => undefined);
    req.on('continue', () => req.write('{"query": "{ __typ', () => req.destroy()));
    await once;
    expect(lines).toEqual(['Client closed the connection before it was answered: POST /graphql']);
  });
});
