/**
 * HTTP caching of GraphQL answers over real HTTP (raw requests: no transparent decoding): public
 * reference data asked over GET without a token is cacheable with an ETag and revalidates to 304;
 * every other answer is `no-store`.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const urlOf = (query: string, at = server) => `${at.graphqlUrl}?query=${encodeURIComponent(query)}`;
const get = (query: string, headers: Record<string, string> = {}, at = server) => send(urlOf(query, at), { headers });
const post = (query: string, headers: Record<string, string> = {}) =>
  send(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

const decoded = (answer: RawAnswer): unknown => {
  const coding = answer.headers['content-encoding'];
  const bytes =
    coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return JSON.parse(bytes.toString('utf8'));
};

const varied = (answer: RawAnswer): string[] =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim());

const PROVIDERS = '{ providers { id name } }';
/** Over 1 KB, so it is compressed for a client that accepts br or gzip. */
const OCCUPATIONS = '{ occupations(first: 100) { id name } }';

function expectPublic(answer: RawAnswer): void {
  expect(answer.headers['cache-control']).toBe('public, max-age=300');
  expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
  expect(varied(answer)).toEqual(expect.arrayContaining(['Origin', 'Accept', 'Accept-Encoding']));
}

function expectNoStore(answer: RawAnswer): void {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers.etag).toBeUndefined();
}

describe('a public GET', () => {
  it('is cacheable by anyone, with an ETag, and varies with Origin, Accept and Accept-Encoding', async () => {
    const answer = await get(PROVIDERS, { origin: 'http://localhost:3000' });
    expect(answer.status).toBe(200);
    expectPublic(answer);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(decoded(answer)).toMatchObject({
      data: { providers: expect.arrayContaining([{ id: 'irish-life', name: 'Irish Life' }]) },
    });
    // The same answer, the same tag; __typename is public too.
    expect((await get(PROVIDERS)).headers.etag).toBe(answer.headers.etag);
    expectPublic(await get('{ __typename occupationsPage(search: "eng") { nodes { name } } }'));
  });

  it('answers 304 without a body to an If-None-Match naming its ETag (alone, in a list, or *), with its headers again', async () => {
    const first = await get(PROVIDERS);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await get(PROVIDERS, { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      expect(again.headers.vary).toBe(first.headers.vary);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 200 with the body to an If-None-Match naming another tag', async () => {
    const answer = await get(PROVIDERS, { 'if-none-match': '"not-the-one"' });
    expect(answer.status).toBe(200);
    expectPublic(answer);
    expect(decoded(answer)).toHaveProperty('data.providers');
  });

  it('has its own tag for each media type Accept picks', async () => {
    const strict = await get(PROVIDERS, { accept: 'application/graphql-response+json' });
    const plain = await get(PROVIDERS, { accept: 'application/json' });
    expect(strict.headers['content-type']).toContain('application/graphql-response+json');
    expect(plain.headers['content-type']).toContain('application/json');
    expect(strict.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await get(PROVIDERS, {
      accept: 'application/json',
      'if-none-match': strict.headers.etag as string,
    });
    expect(crossed.status).toBe(200);
  });

  it('revalidates to 304 when compressed, each coding with its own tag', async () => {
    const tags: string[] = [];
    for (const coding of ['br', 'gzip'] as const) {
      const answer = await get(OCCUPATIONS, { 'accept-encoding': coding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expectPublic(answer);
      expect((decoded(answer) as { data: { occupations: unknown[] } }).data.occupations).toHaveLength(100);
      const etag = answer.headers.etag as string;
      tags.push(etag);
      const again = await get(OCCUPATIONS, { 'accept-encoding': coding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(varied(again)).toEqual(expect.arrayContaining(['Accept-Encoding']));
    }
    const plain = await get(OCCUPATIONS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([...tags, plain.headers.etag]).size).toBe(3);
    // A cache holding the gzip bytes is not told they are current for a client given br.
    expect((await get(OCCUPATIONS, { 'accept-encoding': 'br', 'if-none-match': tags[1] })).status).toBe(200);
    // A cache holding both sends both tags, and is told which one it may serve.
    const both = await get(OCCUPATIONS, { 'accept-encoding': 'gzip', 'if-none-match': `${tags[0]}, ${tags[1]}` });
    expect(both.status).toBe(304);
    expect(both.headers.etag).toBe(tags[1]);
  });

  it("costs a visitor's budget nothing when it revalidates to 304", async () => {
    const first = await get(OCCUPATIONS);
    // A budget of two answers, refilled at a byte a second: were a 304 charged the answer's bytes, the third request
    // would wait for hours.
    const paced = await startTestServer({
      userTurns: { burstBytes: 2 * first.body.length, bytesPerSecond: 1 },
    });
    try {
      const answer = await get(OCCUPATIONS, {}, paced);
      expect(answer.status).toBe(200);
      for (let again = 0; again < 10; again++) {
        const revalidated = await get(OCCUPATIONS, { 'if-none-match': String(answer.headers.etag) }, paced);
        expect(revalidated.status).toBe(304);
      }
    } finally {
      await paced.close();
    }
  });

  it('has the same ETag on every replica serving the same catalogues', async () => {
    const replica = await startTestServer();
    try {
      const here = await get(OCCUPATIONS, { 'accept-encoding': 'br' });
      const there = await get(OCCUPATIONS, { 'accept-encoding': 'br' }, replica);
      expect(there.headers.etag).toBe(here.headers.etag);
      const revalidated = await get(
        OCCUPATIONS,
        { 'accept-encoding': 'br', 'if-none-match': here.headers.etag as string },
        replica,
      );
      expect(revalidated.status).toBe(304);
    } finally {
      await replica.close();
    }
  });
});

describe('every other answer is no-store', () => {
  it('a signed-in GET, even of public fields and with If-None-Match', async () => {
    const token = await server.token(newUserId());
    const answer = await get(PROVIDERS, { 'auth-token': token, 'if-none-match': '*' });
    expect(answer.status).toBe(200);
    expectNoStore(answer);
    expect(decoded(answer)).toHaveProperty('data.providers');
  });

  it('a POST of the same query', async () => {
    const answer = await post(PROVIDERS);
    expect(answer.status).toBe(200);
    expectNoStore(answer);
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('a GET mixing a public field and a user field', async () => {
    const answer = await get('{ providers { id } user { id } }');
    expectNoStore(answer);
    const mine = await get('{ providers { id } user { id } }', { 'auth-token': await server.token(newUserId()) });
    expect(mine.status).toBe(200);
    expectNoStore(mine);
  });

  it('answers with errors: a refused argument, an unknown field, a mutation over GET', async () => {
    const refused = await get(`{ occupations(search: "${'x'.repeat(101)}") { id } }`);
    expect(refused.status).toBe(200);
    expect(decoded(refused)).toHaveProperty('errors.0.extensions.code', 'BAD_USER_INPUT');
    expectNoStore(refused);
    // Refused by validation: 400 under application/graphql-response+json, 200 with errors under application/json.
    const unknown = await get('{ providers { nope } }', { accept: 'application/graphql-response+json' });
    expect(unknown.status).toBe(400);
    expectNoStore(unknown);
    const unknownJson = await get('{ providers { nope } }', { accept: 'application/json' });
    expect(unknownJson.status).toBe(200);
    expect(decoded(unknownJson)).toHaveProperty('errors.0.message');
    expectNoStore(unknownJson);
    const mutation = await get('mutation { syncUser { success } }');
    expect(mutation.status).toBe(405);
    expectNoStore(mutation);
  });
});
