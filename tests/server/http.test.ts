/** CORS, the demo page and static files, health, over real HTTP. */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStaticDirs } from '../../server/index';
import { startTestServer, type TestServer } from './helpers';

let root: string;
let server: TestServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ccc-static-'));
  await mkdir(join(root, 'examples', 'esm'), { recursive: true });
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'examples', 'index.html'), '<!doctype html><title>Demo</title>');
  await writeFile(join(root, 'examples', 'esm', 'index.html'), '<!doctype html><title>ESM</title>');
  await writeFile(join(root, 'dist', 'college-costs.umd.js'), 'window.CollegeCosts = {};');
  await writeFile(join(root, 'secret.txt'), 'not served');
  server = await startTestServer({
    staticDirs: [
      { urlPrefix: '/dist/', dir: join(root, 'dist') },
      { urlPrefix: '/examples/', dir: join(root, 'examples') },
      { urlPrefix: '/', dir: join(root, 'examples') },
    ],
  });
});
afterAll(() => server?.close());

const preflight = (origin: string, url = server.graphqlUrl) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, auth-token',
    },
  });

describe('CORS', () => {
  it('grants localhost origins by default, with the auth-token and idempotency-key headers', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:5173']) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, auth-token, idempotency-key');
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    }
    const post = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(post.headers.get('access-control-expose-headers')).toBe('retry-after, idempotent-replayed, etag');
    expect(post.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('gives other origins no grant at all', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    const post = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes its origins from allowedOrigins (ALLOWED_ORIGINS) instead, keeping its own', async () => {
    const listed = await startTestServer({ allowedOrigins: ['https://www.example.ie', 'https://shop.example.ie/'] });
    try {
      const allowed = await preflight('https://shop.example.ie', listed.graphqlUrl);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.ie');
      expect(
        (await preflight('http://localhost:3000', listed.graphqlUrl)).headers.get('access-control-allow-origin'),
      ).toBeNull();
      expect((await preflight(listed.url, listed.graphqlUrl)).headers.get('access-control-allow-origin')).toBe(
        listed.url,
      );
    } finally {
      await listed.close();
    }
    const any = await startTestServer({ allowedOrigins: ['*'] });
    try {
      expect(
        (await preflight('https://anyone.example', any.graphqlUrl)).headers.get('access-control-allow-origin'),
      ).toBe('https://anyone.example');
    } finally {
      await any.close();
    }
  });
});

describe('static files', () => {
  it('serves the demo page at / and examples under / and /examples/', async () => {
    const index = await fetch(server.url + '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<title>Demo</title>');
    expect(await (await fetch(server.url + '/esm/')).text()).toContain('ESM');
    expect(await (await fetch(server.url + '/examples/esm/index.html')).text()).toContain('ESM');
  });

  it('serves the built widget from /dist/', async () => {
    const bundle = await fetch(server.url + '/dist/college-costs.umd.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await bundle.text()).toBe('window.CollegeCosts = {};');
    const head = await fetch(server.url + '/dist/college-costs.umd.js', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('25');
  });

  it('answers 404 for missing files and never leaves the served directories', async () => {
    expect((await fetch(server.url + '/dist/missing.js')).status).toBe(404);
    for (const path of [
      '/dist/../secret.txt',
      '/dist/%2e%2e/secret.txt',
      '/examples/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/dist/%00',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        // A raw request, so that the client does not normalise the path first.
        request(server.url + '/', { path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status, path).toBe(404);
    }
  });

  it('says so at / when there is no demo page', async () => {
    const bare = await startTestServer({ staticDirs: [{ urlPrefix: '/', dir: join(root, 'nothing-here') }] });
    try {
      const page = await fetch(bare.url + '/');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The demo page is missing');
    } finally {
      await bare.close();
    }
  });

  it("by default serves this repository's dist/ and examples/", () => {
    const dirs = defaultStaticDirs();
    expect(dirs.map((d) => d.urlPrefix)).toEqual(['/dist/', '/examples/', '/']);
    expect(dirs[0].dir).toMatch(/[/\\]dist$/);
    expect(dirs[2].dir).toMatch(/[/\\]examples$/);
  });

  it('refuses other methods on files with 405', async () => {
    const response = await fetch(server.url + '/index.html', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

describe('health', () => {
  it('answers /healthz with 200 while the database answers', async () => {
    const response = await fetch(server.url + '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
