/**
 * `POST /dev/sign-in`: signs a parent in on a development server, so a host page (the React host
 * example) can try the signed-in widget without an identity provider.
 *
 *   POST /dev/sign-in   content-type: application/json   { "userId": "alice", "name"?: "Alice Smith", "email"?: "alice@example.com" }
 *   200 { "token": "<jwt>", "userId": "alice", "expiresAt": "2025-03-15T13:00:00.000Z" }
 *
 * The token is minted with the local dev key the server trusts (see config.ts), so it works in the
 * auth-token header at once. The route exists only when the server is started with `devSignIn`,
 * which server/main.ts does only while it trusts the dev key; otherwise the path answers 404.
 * Refusals: 400 BAD_USER_INPUT with fieldErrors, 405 for other methods, 413 past 4 KB, 415 for a
 * body that is not declared JSON (so a cross-site form cannot post here without a CORS preflight).
 */
import type { KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mintToken } from '../dev-token';
import { errorBody, invalidInputMessage, type FieldError } from '../graphql/errors';
import { checkFields, email, required, text, type Check } from '../validation/rules';
import { readBody } from './body';
import { HttpError, sendJson } from './respond';

export const DEV_SIGN_IN_PATH = '/dev/sign-in';

export interface DevSignInOptions {
  /** The private half of the dev key the server trusts (DevKeys.privateKey). */
  privateKey: KeyObject;
  /** How long a token lives, in seconds. Default 3600 (1 h). */
  lifetimeSeconds?: number;
}

export const DEFAULT_DEV_TOKEN_LIFETIME_SECONDS = 3600;
const MAX_BODY_BYTES = 4 * 1024;

const USER_ID = /^[A-Za-z0-9_.@-]{1,64}$/;
const userIdCheck: Check = (value) =>
  value === undefined || value === null || (typeof value === 'string' && USER_ID.test(value))
    ? undefined
    : 'Must be 1 to 64 characters: letters, digits, _ . @ -';
const stringOrAbsent: Check = (value) =>
  value === undefined || value === null || typeof value === 'string' ? undefined : 'Must be a string';

/** The body's fields, or the refusals naming each bad one. */
function parseSignIn(body: string): { userId: string; name?: string; email?: string } | FieldError[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [{ field: 'body', message: 'Must be a JSON object: { "userId": "...", "name"?: "...", "email"?: "..." }' }];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return [{ field: 'body', message: 'Must be a JSON object: { "userId": "...", "name"?: "...", "email"?: "..." }' }];
  }
  const values = parsed as Record<string, unknown>;
  const unknown = Object.keys(values).filter((key) => !['userId', 'name', 'email'].includes(key));
  const errors = [
    ...checkFields('', values, {
      userId: [required, userIdCheck],
      name: [stringOrAbsent, text(1, 200)],
      email: [stringOrAbsent, email],
    }),
    ...unknown.map((field) => ({ field, message: 'Unknown field: the fields are userId, name and email' })),
  ];
  if (errors.length) return errors;
  const name = typeof values.name === 'string' ? values.name.trim() : undefined;
  return { userId: values.userId as string, name, email: (values.email as string | null | undefined) ?? undefined };
}

export function createDevSignInHandler(options: DevSignInOptions & { issuer?: string; audience?: string }) {
  const lifetimeMs = (options.lifetimeSeconds ?? DEFAULT_DEV_TOKEN_LIFETIME_SECONDS) * 1000;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST, OPTIONS');
      return sendJson(res, 405, errorBody('Use POST with a JSON body { "userId": "..." }', 'METHOD_NOT_ALLOWED'));
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      req.resume();
      return sendJson(
        res,
        415,
        errorBody(`Send content-type: application/json, not '${type || 'none'}'`, 'UNSUPPORTED_MEDIA_TYPE'),
      );
    }
    let body: string;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendJson(res, error.status, errorBody(error.message, error.code));
    }
    const signIn = parseSignIn(body);
    if (Array.isArray(signIn))
      return sendJson(res, 400, errorBody(invalidInputMessage(signIn), 'BAD_USER_INPUT', signIn));
    const expiresAt = new Date(Math.floor((Date.now() + lifetimeMs) / 1000) * 1000);
    const claims: Record<string, string> = {};
    if (signIn.name) claims.name = signIn.name;
    if (signIn.email) claims.email = signIn.email;
    const token = await mintToken(signIn.userId, options.privateKey, {
      expiresAt,
      claims,
      issuer: options.issuer,
      audience: options.audience,
    });
    sendJson(res, 200, JSON.stringify({ token, userId: signIn.userId, expiresAt: expiresAt.toISOString() }));
  };
}
