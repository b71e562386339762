/**
 * Options of `createPlanningClient`, their defaults, and the checks that turn a bad option into one
 * clear error naming the option, what was given and what is allowed.
 */
import type { RequestPolicy } from '@urql/core';
import type { AnalyticsHandler } from './analytics';
import type { TokenOptions } from './auth';
import { describe } from './describe';

export interface PlanningClientOptions {
  /** The GraphQL endpoint. Default `'/graphql'`. */
  url?: string;
  /**
   * The current session token, or null/undefined when there is none; sent as the `auth-token`
   * header. Give it (with `refreshToken`) for a signed-in client; leave both out for an anonymous one.
   */
  getToken?: TokenOptions['getToken'];
  /** Obtains a new token; required with `getToken`. Reject when that fails. */
  refreshToken?: TokenOptions['refreshToken'];
  /** Called when a token refresh fails. Default: nothing. */
  logout?: TokenOptions['logout'];
  /** Receives `{ name: 'Mutation', properties: { operationName } }` for every mutation. Default: none. */
  analytics?: AnalyticsHandler;
  /** Called with `true` when the API answers 503, and with `false` when it next answers otherwise. */
  onDowntimeChange?: (isDown: boolean) => void;
  /** The fetch to use. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Send queries by GET (POST when the URL would exceed 2047 characters). Default `false`: all POST. */
  preferGetMethod?: boolean;
  /** The default request policy. Default `'cache-first'`. */
  requestPolicy?: RequestPolicy;
}

/** The defaults of the optional settings. */
export const DEFAULT_OPTIONS = {
  url: '/graphql',
  preferGetMethod: false,
  requestPolicy: 'cache-first',
} as const satisfies PlanningClientOptions;

const REQUEST_POLICIES: readonly RequestPolicy[] = ['cache-first', 'cache-and-network', 'network-only', 'cache-only'];

const OPTION_NAMES: readonly (keyof PlanningClientOptions)[] = [
  'url',
  'getToken',
  'refreshToken',
  'logout',
  'analytics',
  'onDowntimeChange',
  'fetch',
  'preferGetMethod',
  'requestPolicy',
];

export interface ResolvedOptions {
  url: string;
  /** Null for an anonymous client. */
  auth: TokenOptions | null;
  analytics: AnalyticsHandler | null;
  onDowntimeChange: ((isDown: boolean) => void) | null;
  /** Resolves the fetch at call time. */
  fetch: () => typeof fetch;
  preferGetMethod: boolean;
  requestPolicy: RequestPolicy;
}

/** Checks `options` and fills in the defaults; throws a `TypeError` naming the first bad option. */
export function resolveOptions(options: PlanningClientOptions | undefined): ResolvedOptions {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`createPlanningClient: options must be an object, got ${describe(options)}`);
  }
  for (const name of Object.keys(options)) {
    if (!(OPTION_NAMES as readonly string[]).includes(name)) {
      throw new TypeError(
        `createPlanningClient: unknown option \`${name}\`; the options are ${OPTION_NAMES.join(', ')}`,
      );
    }
  }
  const {
    url = DEFAULT_OPTIONS.url,
    getToken,
    refreshToken,
    logout,
    analytics,
    onDowntimeChange,
    fetch: fetchOption,
  } = options;
  const { preferGetMethod = DEFAULT_OPTIONS.preferGetMethod, requestPolicy = DEFAULT_OPTIONS.requestPolicy } = options;

  check('url', typeof url === 'string' && url.trim() !== '', 'a non-empty string (the GraphQL endpoint)', url);
  const callbacks = { getToken, refreshToken, logout, analytics, onDowntimeChange, fetch: fetchOption };
  for (const [name, value] of Object.entries(callbacks)) {
    check(name as keyof PlanningClientOptions, value === undefined || typeof value === 'function', 'a function', value);
  }
  if ((getToken === undefined) !== (refreshToken === undefined)) {
    const [missing, given] = getToken === undefined ? ['getToken', 'refreshToken'] : ['refreshToken', 'getToken'];
    throw new TypeError(
      `createPlanningClient: option \`${missing}\` is required when \`${given}\` is given (a signed-in client needs both; an anonymous one neither)`,
    );
  }
  if (logout !== undefined && getToken === undefined) {
    throw new TypeError(
      'createPlanningClient: option `logout` is only used by a signed-in client; give `getToken` and `refreshToken` too',
    );
  }
  check('preferGetMethod', typeof preferGetMethod === 'boolean', 'true or false', preferGetMethod);
  check(
    'requestPolicy',
    REQUEST_POLICIES.includes(requestPolicy),
    `one of ${REQUEST_POLICIES.map((policy) => `'${policy}'`).join(', ')}`,
    requestPolicy,
  );
  if (fetchOption === undefined && typeof globalThis.fetch !== 'function') {
    throw new TypeError('createPlanningClient: option `fetch` is required here: this environment has no global fetch');
  }

  return {
    url,
    auth: getToken && refreshToken ? { getToken, refreshToken, logout } : null,
    analytics: analytics ?? null,
    onDowntimeChange: onDowntimeChange ?? null,
    fetch: () => fetchOption ?? globalThis.fetch,
    preferGetMethod,
    requestPolicy,
  };
}

function check(name: keyof PlanningClientOptions, ok: boolean, allowed: string, given: unknown): void {
  if (!ok) throw new TypeError(`createPlanningClient: option \`${name}\` must be ${allowed}, got ${describe(given)}`);
}
