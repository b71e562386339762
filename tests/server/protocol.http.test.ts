/**
 * GraphQL over HTTP, limits and error masking, over real HTTP: clear 4xx answers for oversized
 * bodies and queries, malformed JSON and unsupported requests; no internal detail in any answer
 * unless the server runs in development.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  CALCULATE,
  CALCULATE_FIELD_LOCATION,
  memoryStorage,
  newUserId,
  startTestServer,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** `{ a { a { … } } }` with `levels` nested selections. */
const nested = (levels: number): string => '{ ' + 'a { '.repeat(levels - 1) + 'a' + ' }'.repeat(levels);

describe('limits', () => {
  it('refuses a body over 100 KB with 413', async () => {
    const response = await post(
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(101 * 1024) } }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Request body is too large: the limit is 100 KB', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
  });

  it('refuses a body over 100 KB sent without a length (chunked) with 413', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(150 * 1024) } }),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 16 * 1024) controller.enqueue(big.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses a query over 10,000 characters with 400 QUERY_TOO_LONG', async () => {
    const response = await server.gql(`{ __typename } # ${'x'.repeat(10_000)}`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_LONG' } });
    expect(response.errors?.[0].message).toMatch(/too long: 10017 characters; the limit is 10000/);
  });

  it('refuses a query of too many tokens with 400 QUERY_TOO_LONG', async () => {
    const response = await server.gql(`{ ${'__typename '.repeat(2_100)} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0].extensions?.code).toBe('QUERY_TOO_LONG');
  });

  it('refuses a query deeper than 10 levels with 400 QUERY_TOO_DEEP, counting through fragments', async () => {
    const deep = await server.gql(nested(11));
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]).toEqual({
      message: 'Query is too deep: 11 levels; the limit is 10',
      extensions: { code: 'QUERY_TOO_DEEP' },
    });

    const viaFragments = await server.gql(
      '{ a { ...F } } fragment F on A { b { c { d { e { f { g { h { i { j { k } } } } } } } } } }',
    );
    expect(viaFragments.errors?.[0].extensions?.code).toBe('QUERY_TOO_DEEP');

    const cyclic = await server.gql('{ a { ...F } } fragment F on A { b { ...F } }');
    expect(cyclic.status).toBe(400);
    expect(cyclic.errors?.map((e) => e.message)).toContain('Cannot spread fragment "F" within itself.');
  });

  it('lets ten levels through to validation, and does not count introspection', async () => {
    const tenLevels = await server.gql(nested(10));
    expect(tenLevels.errors?.[0].extensions?.code).toBeUndefined();
    expect(tenLevels.errors?.[0].message).toMatch(/Cannot query field "a" on type "Query"/);

    const introspection = await server.gql(
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }',
    );
    expect(introspection.status).toBe(200);
    expect(introspection.errors).toBeUndefined();
  });
});

describe('malformed and unsupported requests', () => {
  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"query": "{ __typename }"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Unparsable JSON body' }] });
  });

  it('refuses a JSON body that is not an operation with 400', async () => {
    expect((await post('[1, 2]')).status).toBe(400);
    expect((await post('{"query": 42}')).status).toBe(400);
    expect((await post('{}')).status).toBe(400);
    expect((await post('{"query": "{ __typename }", "variables": "nope"}')).status).toBe(400);
    for (const body of ['"{}"', 'null', '7']) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ errors: [{ message: 'JSON body must be an object' }] });
    }
  });

  it('answers in the media type graphql-http negotiated, passing over an entry of another charset', async () => {
    // Ageless variables: refused before anything runs, answered 400 only to a client that asked for graphql-response+json.
    const body = JSON.stringify({ query: CALCULATE, variables: { ...ANSWERS, ageOfChild: 'five' } });
    const latin1First = await post(body, {
      accept: 'application/graphql-response+json; charset=latin1, application/json',
    });
    expect(latin1First.status).toBe(200);
    expect(latin1First.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const strict = await post(body, { accept: 'application/graphql-response+json, application/json' });
    expect(strict.status).toBe(400);
    expect(strict.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('answers alike whatever the spelling of the JSON content type', async () => {
    const requests = [
      { query: CALCULATE, variables: ANSWERS },
      { query: CALCULATE, variables: { ...ANSWERS, ageOfChild: 'five' } },
      // A visitor's user is null, with an UNAUTHENTICATED error beside the data.
      { query: '{ user { id } __typename }' },
    ];
    for (const request of requests) {
      for (const accept of ['application/graphql-response+json, application/json', 'application/json']) {
        const body = JSON.stringify(request);
        const [direct, generic] = await Promise.all([
          post(body, { accept }),
          post(body, { accept, 'content-type': 'Application/JSON; charset=UTF-8' }),
        ]);
        expect(generic.status).toBe(direct.status);
        expect(generic.headers.get('content-type')).toBe(direct.headers.get('content-type'));
        expect(await generic.text()).toBe(await direct.text());
      }
    }
  });

  it('sends an answer with its length', async () => {
    const response = await post(JSON.stringify({ query: CALCULATE, variables: ANSWERS }));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('refuses other content types with 415, unacceptable answers with 406, other methods with 405', async () => {
    expect((await post('{ __typename }', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(JSON.stringify({ query: '{ __typename }' }), { accept: 'text/html' })).status).toBe(406);
    const put = await fetch(server.graphqlUrl, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
  });

  it('answers a syntax error 400 with its location', async () => {
    const response = await server.gql('{ __typename ');
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      locations: [{ line: 1, column: 14 }],
    });
  });
});

describe('internal errors', () => {
  const SECRET = 'connect ECONNREFUSED db-secret-host:5432';

  async function brokenServer(development: boolean) {
    const storage = await memoryStorage();
    return startTestServer({
      development,
      storage: { ...storage, transaction: () => Promise.reject(new Error(SECRET)), close: async () => undefined },
    });
  }

  it('never reach a client: no message, no stack; the answer is HTTP 500', async () => {
    const broken = await brokenServer(false);
    try {
      const userId = newUserId('broken');
      const response = await fetch(broken.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'auth-token': await broken.token(userId) },
        body: JSON.stringify({ query: CALCULATE, variables: { ...ANSWERS, userId } }),
      });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        data: null,
        errors: [
          {
            message: 'Internal server error',
            locations: [CALCULATE_FIELD_LOCATION],
            path: ['updateCollegeCosts'],
            extensions: { code: 'INTERNAL' },
          },
        ],
      });
      expect(text).not.toContain('db-secret-host');
      expect(text).not.toMatch(/\.ts:\d+/);
    } finally {
      await broken.close();
    }
  });

  it('are shown with their stack in development (NODE_ENV=development)', async () => {
    const broken = await brokenServer(true);
    try {
      const userId = newUserId('broken');
      const response = await broken.gql(CALCULATE, { ...ANSWERS, userId }, { token: await broken.token(userId) });
      expect(response.errors?.[0].extensions).toMatchObject({
        code: 'INTERNAL',
        detail: SECRET,
        stacktrace: expect.any(Array),
      });
    } finally {
      await broken.close();
    }
  });
});
