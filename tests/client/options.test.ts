import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkSignInConfig,
  createPlanningClient,
  DEFAULT_OPTIONS,
  GetGoalsDocument,
  SignInConfigError,
  type PlanningClientOptions,
} from '../../src/client';
import { fakeApi, json } from './support';

const noop = () => undefined;
const refresh = async () => undefined;

describe('createPlanningClient options', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, unknown, RegExp]>([
    ['url', { url: '' }, /option `url` must be a non-empty string \(the GraphQL endpoint\), got ""/],
    ['url', { url: 42 }, /option `url` must be a non-empty string .*got 42/],
    ['getToken', { getToken: 'abc', refreshToken: refresh }, /option `getToken` must be a function, got "abc"/],
    ['refreshToken', { getToken: noop }, /option `refreshToken` is required when `getToken` is given/],
    ['getToken', { refreshToken: refresh }, /option `getToken` is required when `refreshToken` is given/],
    ['logout', { logout: noop }, /option `logout` is only used by a signed-in client/],
    ['logout', { getToken: noop, refreshToken: refresh, logout: true }, /option `logout` must be a function, got true/],
    ['analytics', { analytics: { track: noop } }, /option `analytics` must be a function, got \{\}/],
    ['onDowntimeChange', { onDowntimeChange: {} }, /option `onDowntimeChange` must be a function, got \{\}/],
    ['fetch', { fetch: 'fetch' }, /option `fetch` must be a function, got "fetch"/],
    ['preferGetMethod', { preferGetMethod: 'force' }, /option `preferGetMethod` must be true or false, got "force"/],
    [
      'requestPolicy',
      { requestPolicy: 'fast' },
      /option `requestPolicy` must be one of 'cache-first', 'cache-and-network', 'network-only', 'cache-only', got "fast"/,
    ],
    [
      'onDowntimeChanged',
      { onDowntimeChanged: noop },
      /unknown option `onDowntimeChanged`; the options are url, getToken, /,
    ],
  ])('rejects a bad %s with an error naming it', (_name, options, message) => {
    expect(() => createPlanningClient(options as PlanningClientOptions)).toThrow(message);
  });

  it('rejects options that are not an object', () => {
    expect(() => createPlanningClient('/graphql' as unknown as PlanningClientOptions)).toThrow(
      'createPlanningClient: options must be an object, got "/graphql"',
    );
  });

  it('needs a fetch where there is no global one', () => {
    vi.stubGlobal('fetch', undefined);
    expect(() => createPlanningClient()).toThrow(
      'option `fetch` is required here: this environment has no global fetch',
    );
  });

  it('uses the global fetch, looked up when a request is sent, by default', async () => {
    const api = fakeApi(() => json({ data: { goals: [] } }));
    const client = createPlanningClient();
    vi.stubGlobal('fetch', api.fetch);
    await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.requests[0].url).toBe('/graphql');
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_OPTIONS).toEqual({ url: '/graphql', preferGetMethod: false, requestPolicy: 'cache-first' });
  });
});

describe('checkSignInConfig (SPEC §5)', () => {
  const valid = {
    scopes: ['openid', 'plan.read'],
    redirectUri: 'https://plan.example.ie/auth',
    authorities: ['https://login.example.ie/tenant/b2c_1_signin'],
  };

  it('returns a valid configuration unchanged', () => {
    expect(checkSignInConfig(valid)).toBe(valid);
  });

  it.each<[string, unknown, string]>([
    ['empty scopes', { ...valid, scopes: [] }, 'scopes must be a non-empty array of scope names, got []'],
    ['a blank scope', { ...valid, scopes: ['openid', ' '] }, 'scopes[1] must be a non-empty string, got " "'],
    [
      'no redirect address',
      { ...valid, redirectUri: undefined },
      'redirectUri is required (the address the identity provider returns to), got undefined',
    ],
    [
      'an empty redirect address',
      { ...valid, redirectUri: '' },
      'redirectUri is required (the address the identity provider returns to), got ""',
    ],
    [
      'an http authority',
      { ...valid, authorities: ['http://login.example.ie/tenant'] },
      'authorities[0] must be an https address, got "http://login.example.ie/tenant"',
    ],
    [
      'an authority that is not an address',
      { ...valid, authorities: ['login.example.ie'] },
      'authorities[0] must be an https address, got "login.example.ie"',
    ],
    [
      'no authorities',
      { ...valid, authorities: undefined },
      'authorities must be an array of https addresses, got undefined',
    ],
  ])('rejects %s with a clear error', (_name, config, problem) => {
    expect(() => checkSignInConfig(config as typeof valid)).toThrow(SignInConfigError);
    expect(() => checkSignInConfig(config as typeof valid)).toThrow(`Invalid sign-in configuration:\n- ${problem}`);
  });

  it('lists every problem at once', () => {
    try {
      checkSignInConfig({ scopes: [], redirectUri: '', authorities: ['http://a.example', 'https://b.example'] });
      expect.unreachable();
    } catch (error) {
      expect((error as SignInConfigError).problems).toHaveLength(3);
    }
  });
});
