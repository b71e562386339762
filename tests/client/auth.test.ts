import { describe, expect, it, vi } from 'vitest';
import { createPlanningClient, GetGoalsDocument, PlanningError, TokenRefreshError } from '../../src/client';
import {
  deferred,
  fakeApi,
  goalData,
  json,
  settle,
  until,
  useFakeTimersInEachTest,
  type Answer,
  type SentRequest,
} from './support';

const URL = 'https://api.test/graphql';
const tokenError = () =>
  json({ data: null, errors: [{ message: 'Token Error: jwt expired', extensions: { code: 'UNAUTHENTICATED' } }] });
const goalsOf = (request: SentRequest) => {
  const userId = String(request.variables.userId);
  return json({ data: { goals: [goalData(`goal-of-${userId}`, userId)] } });
};

/** A session whose token is replaced by `refreshToken`: 'token-1', 'token-2', … */
function session(initial: string | null = 'token-1') {
  let token = initial;
  let version = initial ? 1 : 0;
  const getToken = vi.fn(() => token);
  const refreshToken = vi.fn(async () => {
    version++;
    token = `token-${version}`;
  });
  const logout = vi.fn();
  return {
    getToken,
    refreshToken,
    logout,
    /** The client options of this session. */
    options: { getToken, refreshToken, logout },
    get token() {
      return token;
    },
  };
}

/** An API that accepts only `token` and answers 'Token Error' to any other (after `answerFor`'s delay). */
function apiAccepting(
  token: string,
  answerFor: (request: SentRequest, answer: () => Response) => Answer = (_r, a) => a(),
) {
  return fakeApi((request) =>
    answerFor(request, () => (request.headers.get('auth-token') === token ? goalsOf(request) : tokenError())),
  );
}

const queryTen = (client: ReturnType<typeof createPlanningClient>) =>
  Promise.all(
    Array.from({ length: 10 }, (_, index) => client.query(GetGoalsDocument, { userId: `u${index}` }).toPromise()),
  );

describe('token (SPEC §6, §8)', () => {
  it('sends the token in the auth-token header', async () => {
    const user = session();
    const api = apiAccepting('token-1');
    const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });
    const result = await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();

    expect(result.error).toBeUndefined();
    expect(api.requests[0].headers.get('auth-token')).toBe('token-1');
    expect(user.refreshToken).not.toHaveBeenCalled();
  });

  it('an anonymous client sends no auth-token header and never refreshes', async () => {
    const api = fakeApi((request) => goalsOf(request));
    await createPlanningClient({ url: URL, fetch: api.fetch }).query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.requests[0].headers.has('auth-token')).toBe(false);
  });

  it('with no token, refreshes once before sending, then sends every waiting request with the new token', async () => {
    const user = session(null);
    const api = apiAccepting('token-1');
    const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });
    const results = await queryTen(client);

    expect(user.refreshToken).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.error === undefined)).toBe(true);
    expect(api.requests).toHaveLength(10);
    expect(api.requests.every((request) => request.headers.get('auth-token') === 'token-1')).toBe(true);
  });

  it("'Token Error': ten concurrent requests share one refresh and are all replayed with the new token", async () => {
    const user = session();
    const refreshGate = deferred<void>();
    user.refreshToken.mockImplementation(async () => {
      await refreshGate.promise;
      user.getToken.mockReturnValue('token-2');
    });
    const api = apiAccepting('token-2');
    const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });

    const pending = queryTen(client);
    await settle(api); // all ten have failed with 'Token Error' while the refresh is still running
    expect(api.requests).toHaveLength(10);
    expect(user.refreshToken).toHaveBeenCalledTimes(1);

    refreshGate.resolve();
    const results = await pending;
    expect(user.refreshToken).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.data?.goals[0].id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `goal-of-u${i}`),
    );
    expect(api.requests.slice(10).map((request) => request.headers.get('auth-token'))).toEqual(
      Array(10).fill('token-2'),
    );
    expect(user.logout).not.toHaveBeenCalled();
  });

  it("'Token Error' answers arriving after the refresh is done replay without a second refresh", async () => {
    const user = session();
    const held = Array.from({ length: 10 }, () => deferred<void>());
    const api = apiAccepting('token-2', async (request, answer) => {
      const index = Number(String(request.variables.userId).slice(1));
      if (request.headers.get('auth-token') === 'token-1') await held[index].promise;
      return answer();
    });
    const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });
    const pending = queryTen(client);
    await until(() => api.requests.length === 10, 'ten requests');

    held[0].resolve(); // the first failure starts the refresh, which completes at once, and is replayed
    await until(() => api.requests.length === 11, 'the replay of the first request');
    expect(user.token).toBe('token-2');
    for (const gate of held.slice(1)) gate.resolve(); // the nine others fail only now
    const results = await pending;

    expect(user.refreshToken).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.error === undefined)).toBe(true);
  });

  it("a 401 answer whose body says 'Token Error' refreshes too", async () => {
    const user = session();
    const api = fakeApi((request) =>
      request.headers.get('auth-token') === 'token-2'
        ? goalsOf(request)
        : json({ errors: [{ message: 'Token Error' }] }, { status: 401 }),
    );
    const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });
    const result = await client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();

    expect(user.refreshToken).toHaveBeenCalledTimes(1);
    expect(result.error).toBeUndefined();
  });

  describe('a failed refresh', () => {
    useFakeTimersInEachTest();

    it('logs out and fails every waiting request, without retrying', async () => {
      const user = session();
      user.refreshToken.mockRejectedValue(new Error('refresh token expired'));
      const api = fakeApi(() => tokenError());
      const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });

      const pending = queryTen(client);
      await vi.runAllTimersAsync();
      const results = await pending;

      expect(user.refreshToken).toHaveBeenCalledTimes(1);
      expect(user.logout).toHaveBeenCalledTimes(1);
      expect(api.requests).toHaveLength(10);
      for (const { error } of results) {
        expect(error).toBeInstanceOf(PlanningError);
        expect(error?.networkError).toBeInstanceOf(TokenRefreshError);
        expect(error?.message).toBe('[Network] Token refresh failed: refresh token expired');
      }
    });

    it('logs out when there is still no token after refreshing', async () => {
      const user = session(null);
      user.refreshToken.mockResolvedValue(undefined);
      const api = fakeApi((request) => goalsOf(request));
      const client = createPlanningClient({ url: URL, fetch: api.fetch, ...user.options });

      const pending = client.query(GetGoalsDocument, { userId: 'u1' }).toPromise();
      await vi.runAllTimersAsync();
      const { error } = await pending;

      expect(user.logout).toHaveBeenCalledTimes(1);
      expect(error?.networkError).toBeInstanceOf(TokenRefreshError);
      expect(api.requests).toHaveLength(0);
    });
  });
});
