/**
 * The one request listener: security headers and CORS on everything, preflights answered, the
 * per-address rate limit (429), /graphql to GraphQL, /livez and /readyz (and /healthz, the same as /readyz)
 * for load balancers and orchestrators, /dev/sign-in on a development server, and files for the rest. Anything
 * unexpected is a 500 without detail.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { errorBody, UNAVAILABLE_MESSAGE } from '../graphql/errors';
import { describeError, type Log } from '../log';
import { DatabaseUnavailableError } from '../storage/errors';
import { ClientAbortError } from './body';
import type { RateLimiter } from './rate-limit';
import { applySecurityHeaders, SECURITY_HEADER_LIST } from './security-headers';
import { answerPreflight, corsHeaders, type OriginPolicy } from './cors';
import { setHeaders, type HeaderList } from './header-list';
import { DEV_SIGN_IN_PATH } from './dev-sign-in';
import { RETRY_AFTER_SECONDS, sendJson, sendText } from './respond';

export interface AppParts {
  /** `headers`: what every answer carries (security, CORS), for it to write with its own in one writeHead. */
  graphql: (req: IncomingMessage, res: ServerResponse, headers: HeaderList) => Promise<void>;
  serveStatic: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** Resolves when the server can serve (the database answers). */
  health: () => Promise<void>;
  /** True while this process drains (http/drain.ts): readiness answers 503 so the balancer sends it nothing new. */
  draining: () => boolean;
  isAllowedOrigin: OriginPolicy;
  /** Per-address limit on every request but the probes (/livez, /readyz, /healthz) and preflights; absent: no limit. */
  rateLimit?: RateLimiter;
  /** POST /dev/sign-in; absent (the path answers 404) unless the server trusts the local dev key. */
  devSignIn?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  log: Log;
}

export const GRAPHQL_PATH = '/graphql';
/** Readiness under its first name, kept for the balancers configured with it; its 200 says "ok". */
export const HEALTH_PATH = '/healthz';
/** Liveness: 200 while the process serves requests, with no database round trip (an outage must not restart it). */
export const LIVENESS_PATH = '/livez';
/** Readiness: 200 while the database answers and the server is not draining; otherwise 503, saying which. */
export const READINESS_PATH = '/readyz';

const isProbe = (pathname: string): boolean =>
  pathname === READINESS_PATH || pathname === LIVENESS_PATH || pathname === HEALTH_PATH;

export function createRequestListener(parts: AppParts): RequestListener {
  const draining = (res: ServerResponse) => sendJson(res, 503, JSON.stringify({ status: 'draining' }));
  // Probes at once share one question to the database: they are not rate limited, and many must not queue up pings.
  let asking: Promise<boolean> | undefined;
  const askHealth = (): Promise<boolean> =>
    (asking ??= parts
      .health()
      .then(
        () => true,
        (error: unknown) => (parts.log('Health check failed', describeError(error)), false),
      )
      .finally(() => (asking = undefined)));
  const readiness = async (res: ServerResponse, readyStatus: string): Promise<void> => {
    if (parts.draining()) return draining(res);
    const healthy = await askHealth();
    // A drain may have begun while the database was asked.
    if (parts.draining()) return draining(res);
    sendJson(res, healthy ? 200 : 503, JSON.stringify({ status: healthy ? readyStatus : 'unavailable' }));
  };
  const serveStatic = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (!(await parts.serveStatic(req, res, pathname))) sendText(res, 404, 'Not found');
  };

  /** The headers every answer carries: the security headers and CORS (Vary: Origin, and the grant to an allowed origin). */
  const answerHeaders = (req: IncomingMessage): HeaderList =>
    SECURITY_HEADER_LIST.concat(corsHeaders(req, parts.isAllowedOrigin));

  // Not an async function itself: a GraphQL request, the busiest, is its handler's promise as it is.
  const route = (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    // The API's own path as it is: parsing a URL cost more than any other step of routing.
    const pathname = req.url === GRAPHQL_PATH ? GRAPHQL_PATH : new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      applySecurityHeaders(res);
      return answerPreflight(req, res, parts.isAllowedOrigin);
    }
    const headers = answerHeaders(req);
    const wait = isProbe(pathname) ? 0 : (parts.rateLimit?.take(req) ?? 0);
    // GraphQL writes the headers with its answer's own; every other answer has them set now.
    if (!wait && pathname === GRAPHQL_PATH) return parts.graphql(req, res, headers);
    setHeaders(res, headers);
    if (wait) {
      req.resume();
      const message = `Too many requests from this address: the limit is ${parts.rateLimit?.perMinute} a minute; try again in ${wait} s`;
      return sendJson(res, 429, errorBody(message, 'RATE_LIMITED'), { 'retry-after': String(wait) });
    }
    if (pathname === DEV_SIGN_IN_PATH) {
      if (parts.devSignIn) return parts.devSignIn(req, res);
      req.resume();
      return sendText(res, 404, 'Not found');
    }
    if (pathname === READINESS_PATH) return readiness(res, 'ready');
    if (pathname === LIVENESS_PATH) return sendJson(res, 200, JSON.stringify({ status: 'live' }));
    if (pathname === HEALTH_PATH) return readiness(res, 'ok');
    if (req.method === 'GET' || req.method === 'HEAD') return serveStatic(req, res, pathname);
    sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });
  };

  /** Anything unexpected: a 500 without detail (503 when the database is down), or the connection ended. */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    // The path only: a GET's query string can hold what a user typed.
    const what = `${req.method} ${new URL(req.url ?? '/', 'http://localhost').pathname}`;
    // An answer GraphQL did not write has none of the headers every answer carries yet.
    if (!res.headersSent) setHeaders(res, answerHeaders(req));
    if (error instanceof ClientAbortError) {
      parts.log(`Client closed the connection before it was answered: ${what}`);
      res.destroy();
      return;
    }
    if (error instanceof DatabaseUnavailableError) {
      parts.log(`Database unavailable serving ${what}`, describeError(error));
      if (!res.headersSent)
        return sendJson(res, 503, errorBody(UNAVAILABLE_MESSAGE, 'UNAVAILABLE'), {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
    } else {
      parts.log(`Unhandled error serving ${what}`, describeError(error));
      if (!res.headersSent) return sendJson(res, 500, errorBody('Internal server error', 'INTERNAL'));
    }
    res.destroy();
  };

  return (req, res) => {
    try {
      const routed = route(req, res);
      if (routed instanceof Promise) routed.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}
