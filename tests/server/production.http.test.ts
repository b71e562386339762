/**
 * Production mode (any NODE_ENV but unset, development or test): introspection and internal detail
 * off, a per-address rate limit answering 429 with Retry-After; and on every server, security
 * headers on every answer and a Content-Security-Policy on pages that the demo pages pass.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../../server/config';
import { createRateLimiter } from '../../server/http/rate-limit';
import { ANSWERS, CALCULATE, memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('production mode', () => {
  let production: TestServer;
  let development: TestServer;
  beforeAll(async () => {
    const storage = await memoryStorage();
    production = await startTestServer({ production: true, development: true, rateLimit: false });
    development = await startTestServer({
      development: true,
      storage: {
        ...storage,
        transaction: () => Promise.reject(new Error('secret detail')),
        close: async () => undefined,
      },
    });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });

  it('refuses introspection, still answering __typename', async () => {
    const refused = await production.gql(INTROSPECTION);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].message).toMatch(/introspection has been disabled/);
    expect((await production.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect((await development.gql(INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('gives no "Did you mean" hints, which would show the schema', async () => {
    const typo = '{ goalz(userId: "u") { id } }';
    expect((await production.gql(typo)).errors?.[0].message).toBe('Cannot query field "goalz" on type "Query".');
    expect((await development.gql(typo)).errors?.[0].message).toBe(
      'Cannot query field "goalz" on type "Query". Did you mean "goal", "goals", or "tools"?',
    );
  });

  it('shows no internal detail even when development is asked for', async () => {
    const storage = await memoryStorage();
    const broken = await startTestServer({
      production: true,
      development: true,
      storage: {
        ...storage,
        transaction: () => Promise.reject(new Error('secret detail')),
        close: async () => undefined,
      },
    });
    try {
      const userId = newUserId('prod');
      const response = await broken.gql(CALCULATE, { ...ANSWERS, userId }, { token: await broken.token(userId) });
      expect(response.status).toBe(500);
      expect(response.errors?.[0].extensions).toEqual({ code: 'INTERNAL' });
      const dev = await development.gql(CALCULATE, { ...ANSWERS, userId }, { token: await development.token(userId) });
      expect(dev.errors?.[0].extensions).toMatchObject({ code: 'INTERNAL', detail: 'secret detail' });
    } finally {
      await broken.close();
    }
  });

  it('is what NODE_ENV says: production for anything but unset, development or test, with 300 requests a minute per address', () => {
    for (const nodeEnv of ['production', 'Production', 'prod', 'staging']) {
      expect(serverOptionsFromEnv({ NODE_ENV: nodeEnv })).toMatchObject({
        production: true,
        rateLimit: { perMinute: 300, trustProxy: false },
      });
    }
    for (const nodeEnv of [undefined, 'development', 'test']) {
      expect(serverOptionsFromEnv({ NODE_ENV: nodeEnv })).toMatchObject({ production: false, rateLimit: undefined });
    }
    expect(serverOptionsFromEnv({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0' }).rateLimit).toBe(false);
    expect(serverOptionsFromEnv({ RATE_LIMIT_PER_MINUTE: '60', TRUST_PROXY: '1' }).rateLimit).toEqual({
      perMinute: 60,
      trustProxy: true,
    });
    expect(() => serverOptionsFromEnv({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      "RATE_LIMIT_PER_MINUTE must be a whole number of requests a minute (0: no limit), got 'lots'",
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has used its requests, sparing /healthz and preflights', async () => {
    const limited = await startTestServer({ rateLimit: { perMinute: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.gql('{ __typename }')).status);
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await limited.gql('{ __typename }');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.errors).toEqual([
        {
          message: `Too many requests from this address: the limit is 3 a minute; try again in ${refused.headers.get('retry-after')} s`,
          extensions: { code: 'RATE_LIMITED' },
        },
      ]);
      expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
      expect(
        (await fetch(limited.graphqlUrl, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000' } })).status,
      ).toBe(204);
      expect((await fetch(`${limited.url}/index.html`)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts each address on its own, from X-Forwarded-For only when told to trust the proxy', async () => {
    const behindProxy = await startTestServer({ rateLimit: { perMinute: 1, trustProxy: true } });
    try {
      const from = (address: string) =>
        behindProxy.gql('{ __typename }', {}, { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } });
      expect((await from('203.0.113.1')).status).toBe(200);
      expect((await from('203.0.113.2')).status).toBe(200);
      expect((await from('203.0.113.1')).status).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('refills evenly over the minute', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 60 }, () => now);
    const req = { headers: {}, socket: { remoteAddress: '198.51.100.7' } } as unknown as IncomingMessage;
    for (let i = 0; i < 60; i++) expect(limiter.take(req)).toBe(0);
    expect(limiter.take(req)).toBe(1);
    now += 500;
    expect(limiter.take(req)).toBe(1);
    now += 500;
    expect(limiter.take(req)).toBe(0);
    expect(limiter.take(req)).toBe(1);
    limiter.stop();
  });
});

describe('security headers', () => {
  let server: TestServer;
  let root: string;
  const INLINE_STYLE = '\n      .grid { display: grid; }\n    ';
  const INLINE_SCRIPT = 'window.ready = true;';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ccc-csp-'));
    await writeFile(
      join(root, 'page.html'),
      `<!doctype html><html><head><style>${INLINE_STYLE}</style><script src="/dist/x.js"></script><script>${INLINE_SCRIPT}</script></head><body></body></html>`,
    );
    await writeFile(join(root, 'app.js'), 'export {};');
    server = await startTestServer({ staticDirs: [{ urlPrefix: '/', dir: root }] });
  });
  afterAll(() => server?.close());

  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('puts nosniff and a strict Referrer-Policy on every answer', async () => {
    const answers = [
      await fetch(`${server.url}/page.html`),
      await fetch(`${server.url}/app.js`),
      await fetch(`${server.url}/missing`),
      await fetch(`${server.url}/healthz`),
      await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('strict-origin-when-cross-origin');
    }
    expect(answers[1].headers.get('content-security-policy')).toBeNull();
  });

  it("gives a page a Content-Security-Policy of this origin plus the page's own inline blocks, by hash", async () => {
    const csp = (await fetch(`${server.url}/page.html`)).headers.get('content-security-policy');
    expect(csp).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${sha(INLINE_SCRIPT)}`,
        `style-src 'self' ${sha(INLINE_STYLE)}`,
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('the demo pages hold nothing that policy blocks: no inline handlers, style attributes or javascript: links', async () => {
    const examples = new URL('../../examples/', import.meta.url);
    const pages = (await readdir(examples)).filter((file) => file.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      const html = await readFile(new URL(page, examples), 'utf8');
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, page).not.toMatch(/\sstyle\s*=/i);
      expect(html, page).not.toMatch(/javascript:/i);
      expect(html, page).not.toMatch(/(src|href)\s*=\s*["']https?:\/\/(?!example\.com)/i);
    }
  });
});
