/**
 * The one request listener: CORS on everything, preflights answered, /graphql to GraphQL,
 * /healthz for load balancers, /dev/sign-in on a development server, and files for the rest.
 * Anything unexpected is a 500 without detail.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { errorBody } from '../graphql/errors';
import { answerPreflight, applyCors, type OriginPolicy } from './cors';
import { DEV_SIGN_IN_PATH } from './dev-sign-in';
import { sendJson, sendText } from './respond';

export interface AppParts {
  graphql: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  serveStatic: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** Resolves when the server can serve (the database answers). */
  health: () => Promise<void>;
  isAllowedOrigin: OriginPolicy;
  /** POST /dev/sign-in; absent (the path answers 404) unless the server trusts the local dev key. */
  devSignIn?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  log: (message: string, error: unknown) => void;
}

export const GRAPHQL_PATH = '/graphql';
export const HEALTH_PATH = '/healthz';

export function createRequestListener(parts: AppParts): RequestListener {
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') return answerPreflight(req, res, parts.isAllowedOrigin);
    applyCors(req, res, parts.isAllowedOrigin);
    if (pathname === GRAPHQL_PATH) return parts.graphql(req, res);
    if (pathname === DEV_SIGN_IN_PATH) {
      if (parts.devSignIn) return parts.devSignIn(req, res);
      req.resume();
      return sendText(res, 404, 'Not found');
    }
    if (pathname === HEALTH_PATH) {
      const healthy = await parts.health().then(
        () => true,
        (error: unknown) => (parts.log('Health check failed', error), false),
      );
      return sendJson(res, healthy ? 200 : 503, JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }));
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!(await parts.serveStatic(req, res, pathname))) sendText(res, 404, 'Not found');
      return;
    }
    sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });
  };

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      parts.log(`Unhandled error serving ${req.method} ${req.url}`, error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, errorBody('Internal server error', 'INTERNAL'));
    });
  };
}
