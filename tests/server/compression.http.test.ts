/** Compression, ETags and Cache-Control of what the server sends, over real HTTP (raw requests: no transparent decoding). */
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, chooseEncoding } from '../../server/http/encoding';
import { DIST_VERSIONED } from '../../server/index';
import { ANSWERS, CALCULATE, startTestServer, type TestServer } from './helpers';

let root: string;
let server: TestServer;
// About 600 KB of script-like text with random parts: compressible, yet not trivially.
const BIG = Array.from(
  { length: 6000 },
  (_, i) => `export const value${i} = ${JSON.stringify(randomBytes(24).toString('hex'))};\n`,
).join('');
const PAGE =
  '<!doctype html><html><head><title>Demo</title><script>window.x = 1;</script></head><body>' +
  '<p>Plan ahead.</p>'.repeat(100) +
  '</body></html>';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ccc-compress-'));
  await mkdir(join(root, 'dist', 'chunks'), { recursive: true });
  await mkdir(join(root, 'examples'));
  await writeFile(join(root, 'dist', 'college-costs.esm.js'), BIG);
  await writeFile(join(root, 'dist', 'chunks', 'ResultsView-D223-7nf.js'), BIG.slice(0, 5000));
  await writeFile(join(root, 'dist', 'tiny.js'), 'x();');
  await writeFile(join(root, 'dist', 'logo.png'), randomBytes(4000));
  await writeFile(join(root, 'examples', 'index.html'), PAGE);
  server = await startTestServer({
    staticDirs: [
      { urlPrefix: '/dist/', dir: join(root, 'dist'), versioned: DIST_VERSIONED },
      { urlPrefix: '/', dir: join(root, 'examples') },
    ],
  });
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(server.url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (answer: RawAnswer): string => {
  const coding = answer.headers['content-encoding'];
  const bytes =
    coding === 'br' ? brotliDecompressSync(answer.body) : coding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
};

describe('choosing the coding', () => {
  it('follows Accept-Encoding and its q-values', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.4, identity;q=0.9')).toBe('identity');
    expect(chooseEncoding('GZIP;Q=1')).toBe('gzip');
    expect(chooseEncoding(['gzip', 'br;q=0.9'])).toBe('gzip');
    expect(acceptedEncodings('gzip;q=0.5, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=0.5, br;q=0.1, identity;q=0.3')).toEqual(['gzip', 'identity']);
  });
});

describe('static files', () => {
  it('sends br, gzip or the bytes as they are, by Accept-Encoding, each decoding to the same file', async () => {
    const brOnly = await raw('/dist/college-costs.esm.js', { 'accept-encoding': 'br' });
    const br = await raw('/dist/college-costs.esm.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.body.equals(brOnly.body)).toBe(true);
    const gzip = await raw('/dist/college-costs.esm.js', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    const plain = await raw('/dist/college-costs.esm.js');
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode(answer)).toBe(BIG); // Byte-exact after decompression.
    }
    expect(br.body.length).toBeLessThan(BIG.length / 2);
    expect(gzip.body.length).toBeLessThan(BIG.length / 2);
    // Each representation has its own strong ETag.
    const tags = [br, gzip, plain].map((a) => a.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  });

  it('sends gzip rather than wait while br is first made, then br', async () => {
    await writeFile(join(root, 'dist', 'fresh.js'), BIG);
    const first = await raw('/dist/fresh.js', { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decode(first)).toBe(BIG);
    // A client that takes only br waits for it; after that everyone who prefers br gets it.
    expect((await raw('/dist/fresh.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const later = await raw('/dist/fresh.js', { 'accept-encoding': 'br, gzip' });
    expect(later.headers['content-encoding']).toBe('br');
    expect(decode(later)).toBe(BIG);
  });

  it('answers 304 to If-None-Match with the current ETag, and 200 once the file changes', async () => {
    const path = '/dist/college-costs.esm.js';
    const first = await raw(path, { 'accept-encoding': 'br' });
    const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(
      (await raw(path, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${first.headers.etag}` })).status,
    ).toBe(304);
    expect((await raw(path, { 'accept-encoding': 'br', 'if-none-match': '"other"' })).status).toBe(200);

    await writeFile(join(root, 'dist', 'college-costs.esm.js'), BIG + '// v2\n');
    await utimes(join(root, 'dist', 'college-costs.esm.js'), new Date(), new Date(Date.now() + 5000));
    const changed = await raw(path, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(changed.status).toBe(200);
    expect(decode(changed)).toBe(BIG + '// v2\n');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    await writeFile(join(root, 'dist', 'college-costs.esm.js'), BIG);
  });

  it('caches files named by their content hash for a year, immutable; others briefly with revalidation; pages not at all without asking', async () => {
    const hashed = await raw('/dist/chunks/ResultsView-D223-7nf.js', { 'accept-encoding': 'gzip' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(hashed)).toBe(BIG.slice(0, 5000));
    expect((await raw('/dist/college-costs.esm.js')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/dist/tiny.js')).headers['cache-control']).toBe('no-cache');
    const page = await raw('/', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page)).toBe(PAGE);
    // The page keeps its Content-Security-Policy and the security headers.
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('matches the hashed names rollup gives dist/ and no others', () => {
    for (const path of [
      'chunks/ResultsView-D223-7nf.js',
      'cdn/chunks/calculate-ndDi4w_b.js.map',
      'client-C9RK9K-1.esm.js',
      'client-C9RK9K-1.esm.js.map',
    ])
      expect(path).toMatch(DIST_VERSIONED);
    for (const path of [
      'client-react.esm.js',
      'client.esm.js',
      'loader.js',
      'college-costs.esm.js',
      'cdn/college-costs.js',
      'examples/chunks/x.js',
    ])
      expect(path).not.toMatch(DIST_VERSIONED);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('/dist/college-costs.esm.js', { 'accept-encoding': 'gzip' });
    const head = await raw('/dist/college-costs.esm.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'content-type'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('sends tiny files and images as they are', async () => {
    const tiny = await raw('/dist/tiny.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('x();');
    const image = await raw('/dist/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary ?? '').not.toContain('Accept-Encoding');
    expect(image.body.length).toBe(4000);
    expect(image.headers.etag).toMatch(/^"[^"]+"$/);
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, variables: Record<string, unknown>, acceptEncoding?: string) =>
    raw(
      '/graphql',
      {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      'POST',
      JSON.stringify({ query, variables }),
    );

  // The schema's types and fields: an answer of several KB.
  const SCHEMA_TYPES = '{ __schema { types { name fields { name } } } }';

  it('compresses answers over 1 KB when the client accepts it, and leaves small ones alone', async () => {
    const plain = await post(SCHEMA_TYPES, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers.vary).toContain('Origin');
    for (const coding of ['br', 'gzip']) {
      const compressed = await post(SCHEMA_TYPES, {}, coding);
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(compressed))).toEqual(JSON.parse(plain.body.toString()));
    }
    // The widget's calculation answers under 1 KB: sent as it is.
    const small = await post(CALCULATE, { ...ANSWERS, userId: null }, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(JSON.parse(small.body.toString()).data.updateCollegeCosts.total.display).toBe('€148,524');
  });
});
