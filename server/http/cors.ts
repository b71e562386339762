/**
 * CORS for a widget that runs on other sites. Allowed origins come from ALLOWED_ORIGINS (exact
 * origins, or `*` for any); by default the server's own origin and any http://localhost,
 * http://127.0.0.1 or http://[::1] origin. Other origins get no CORS headers at all, so browsers
 * keep their pages from reading the answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH_HEADER, IDEMPOTENCY_HEADER } from '../../src/api-call/headers';
import { setHeaders } from './header-list';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** What a caller may send: JSON bodies, the session token and an idempotency key (on mutations). */
export const ALLOWED_HEADERS = ['content-type', AUTH_HEADER, IDEMPOTENCY_HEADER].join(', ').toLowerCase();
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
/**
 * Answer headers a page may read: how long to wait after a 503 or 429, whether an answer was replayed, and a public
 * answer's ETag (to revalidate it).
 */
export const EXPOSED_HEADERS = 'retry-after, idempotent-replayed, etag';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export type OriginPolicy = (origin: string) => boolean;

function isLoopback(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** `allowed` undefined means the default (loopback); `ownOrigin` is always allowed. */
export function createOriginPolicy(
  allowed: readonly string[] | undefined,
  ownOrigin: () => string | undefined,
): OriginPolicy {
  const listed = new Set((allowed ?? []).map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean));
  return (origin) =>
    origin === ownOrigin() || (allowed === undefined ? isLoopback(origin) : listed.has('*') || listed.has(origin));
}

/** Vary: Origin, what every answer carries: the CORS headers of an answer to an origin not allowed. */
const VARY_ORIGIN: readonly string[] = ['vary', 'Origin'];

/**
 * The CORS headers of an answer to `req`, as a flat list (header-list.ts): Vary: Origin always (the
 * answer depends on it), and the grant when the request's origin is allowed.
 */
export function corsHeaders(req: IncomingMessage, isAllowed: OriginPolicy): readonly string[] {
  const origin = req.headers.origin;
  if (!origin || !isAllowed(origin)) return VARY_ORIGIN;
  return [...VARY_ORIGIN, 'access-control-allow-origin', origin, 'access-control-expose-headers', EXPOSED_HEADERS];
}

/** Adds the CORS headers to a response (the grant when the request's origin is allowed); returns whether it granted. */
export function applyCors(req: IncomingMessage, res: ServerResponse, isAllowed: OriginPolicy): boolean {
  const headers = corsHeaders(req, isAllowed);
  setHeaders(res, headers);
  return headers !== VARY_ORIGIN;
}

/** Answers a preflight (OPTIONS): 204, with the grant only for an allowed origin. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, isAllowed: OriginPolicy): void {
  if (applyCors(req, res, isAllowed)) {
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
  }
  res.writeHead(204).end();
}
