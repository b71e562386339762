/**
 * Who is calling: the `auth-token` header carries a JWT signed by the identity provider, verified
 * with jose against a JWKS URL (AUTH_JWKS_URL) or one public key (AUTH_PUBLIC_KEY: PEM or JWK JSON).
 * The caller's user id is the token's subject. Symmetric algorithms are never accepted. Every token
 * must expire (`exp`), and live no longer than `maxLifetimeSeconds` (from `iat`, or from now when it
 * has none): a stolen token is useful for a bounded time only. A token issued in the future (`iat` more than
 * CLOCK_SKEW_SECONDS ahead) is refused: its lifetime would otherwise be counted from then, not from now.
 *
 * A token found good is remembered by its text (verifiedTokens) until it expires or for
 * VERIFIED_TOKEN_SECONDS, whichever comes first: a signed-in parent's every request sends the same
 * token, and checking its signature again each time was a quarter of a save's CPU.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { keepNewest } from '../keep-newest';

export interface AuthOptions {
  /** A public key: PEM (SPKI) text or a JWK as JSON. */
  publicKey?: string;
  /** The identity provider's JWKS address; used instead of publicKey when both are set. */
  jwksUrl?: string;
  /** When set, tokens must carry this issuer (`iss`). */
  issuer?: string;
  /** When set, tokens must carry this audience (`aud`). */
  audience?: string;
  /** The longest lifetime accepted (exp − iat), in seconds. Default 86400 (24 h). */
  maxLifetimeSeconds?: number;
}

export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export type Identity =
  | { kind: 'visitor' }
  | { kind: 'user'; userId: string; name?: string; email?: string }
  | { kind: 'rejected'; reason: string };

export type TokenVerifier = (token: string | undefined) => Promise<Identity>;

/** Whoever sends no token: a visitor, served without being verified. */
export const VISITOR: Identity = Object.freeze({ kind: 'visitor' });

const ASYMMETRIC = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** The algorithms that fit one key, so a token cannot pick another. */
function algorithmsFor(key: KeyObject): string[] {
  const type = key.asymmetricKeyType;
  if (type === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    return [{ prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' }[curve ?? ''] ?? 'ES256'];
  }
  if (type === 'rsa') return ['RS256', 'RS384', 'RS512'];
  if (type === 'rsa-pss') return ['PS256', 'PS384', 'PS512'];
  if (type === 'ed25519') return ['EdDSA', 'Ed25519'];
  throw new Error(`AUTH_PUBLIC_KEY: unsupported key type '${type}'`);
}

export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('{')
    ? createPublicKey({ key: JSON.parse(trimmed) as import('node:crypto').JsonWebKey, format: 'jwk' })
    : createPublicKey(trimmed.replace(/\\n/g, '\n'));
  if (key.type !== 'public') throw new Error('AUTH_PUBLIC_KEY must be a public key');
  return key;
}

const optionalString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A claim copied into stored records: a string of at most 254 characters without control characters. */
const optionalClaim = (value: unknown): string | undefined => {
  const text = optionalString(value);
  return text !== undefined && text.length <= 254 && !CONTROL_CHARACTERS.test(text) ? text : undefined;
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const MAX_USER_ID_LENGTH = 255;
/** How far ahead of this server's clock an identity provider's clock may run (`iat`). */
export const CLOCK_SKEW_SECONDS = 60;

const lifetimeShown = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

function identityOf(payload: JWTPayload, maxLifetimeSeconds: number): Identity {
  if (!payload.sub) return { kind: 'rejected', reason: 'the token has no subject' };
  if (payload.sub.length > MAX_USER_ID_LENGTH || CONTROL_CHARACTERS.test(payload.sub)) {
    return { kind: 'rejected', reason: 'the token subject is not a usable user id' };
  }
  const now = Math.floor(Date.now() / 1000);
  if (payload.iat !== undefined && payload.iat > now + CLOCK_SKEW_SECONDS) {
    return { kind: 'rejected', reason: 'the token was issued in the future (iat)' };
  }
  const issuedAt = payload.iat ?? now;
  if ((payload.exp as number) - issuedAt > maxLifetimeSeconds) {
    return {
      kind: 'rejected',
      reason: `the token lives longer than ${lifetimeShown(maxLifetimeSeconds)}, the most this server accepts`,
    };
  }
  return { kind: 'user', userId: payload.sub, name: optionalClaim(payload.name), email: optionalClaim(payload.email) };
}

/** Why jose refused a token, in words safe to send to the client. */
function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'exp')
    return 'the token has no expiry (exp)';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `the token's ${error.claim} claim is not accepted`;
  if (error instanceof joseErrors.JOSEError) return 'the token could not be verified';
  throw error;
}

/** How long a token found good is taken as good without checking its signature again (a key removed from the JWKS stops it within this). */
export const VERIFIED_TOKEN_SECONDS = 60;
/** The most tokens remembered at once; past it, the oldest is forgotten. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Users' identities by their token's text, each with the instant (ms) until which it holds. */
function verifiedTokens() {
  const kept = new Map<string, { identity: Identity; until: number }>();
  return {
    get(token: string): Identity | undefined {
      const found = kept.get(token);
      if (!found) return undefined;
      if (Date.now() < found.until) return found.identity;
      kept.delete(token);
      return undefined;
    },
    /** Only users are kept: a refusal may not hold later (a token issued a little ahead of this clock). */
    keep(token: string, identity: Identity, expiresAt: number): void {
      if (identity.kind !== 'user') return;
      const until = Math.min(expiresAt * 1000, Date.now() + VERIFIED_TOKEN_SECONDS * 1000);
      keepNewest(kept, token, { identity, until }, VERIFIED_TOKENS_KEPT);
    },
  };
}

/**
 * A verifier for the configured key source. With no key source every token is rejected (visitors
 * are still served). Failure to reach the JWKS is an internal error, not the caller's fault.
 */
export function createTokenVerifier(options: AuthOptions = {}): TokenVerifier {
  let key: KeyObject | JWTVerifyGetKey | undefined;
  let algorithms = ASYMMETRIC;
  if (options.jwksUrl) {
    key = createRemoteJWKSet(new URL(options.jwksUrl));
  } else if (options.publicKey) {
    const publicKey = parsePublicKey(options.publicKey);
    key = publicKey;
    algorithms = algorithmsFor(publicKey);
  }
  const verifyOptions = { algorithms, issuer: options.issuer, audience: options.audience, requiredClaims: ['exp'] };
  const maxLifetimeSeconds = options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS;
  const verified = verifiedTokens();
  return async (token) => {
    if (!token) return VISITOR;
    if (!key) return { kind: 'rejected', reason: 'this server is not configured to accept tokens' };
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } =
        typeof key === 'function'
          ? await jwtVerify(token, key, verifyOptions)
          : await jwtVerify(token, key, verifyOptions);
      const identity = identityOf(payload, maxLifetimeSeconds);
      verified.keep(token, identity, payload.exp as number);
      return identity;
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) throw error;
      return { kind: 'rejected', reason: reasonOf(error) };
    }
  };
}
