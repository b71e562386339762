// @vitest-environment jsdom
import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import {
  clientForLoginState,
  GetGoalsDocument,
  type PlanningClient,
  type PlanningClientOptions,
} from '../../src/client';
import { usePlanningClient } from '../../src/client/react';
import { fakeApi, goalData, json } from './support';

const goalsAnswer = () => json({ data: { goals: [goalData('g1', 'u1')] } });

async function tokenSentBy(client: PlanningClient, api: ReturnType<typeof fakeApi>): Promise<string | null> {
  await client.query(GetGoalsDocument, { userId: 'u1' }, { requestPolicy: 'network-only' }).toPromise();
  return api.requests.at(-1)?.headers.get('auth-token') ?? null;
}

function signedInOptions(api: ReturnType<typeof fakeApi>, token: string): PlanningClientOptions {
  return {
    url: 'https://api.test/graphql',
    fetch: api.fetch,
    getToken: () => token,
    refreshToken: async () => undefined,
    logout: () => undefined,
  };
}

describe('rebuilding the client when the login state changes (SPEC §6)', () => {
  it('clientForLoginState keeps one client per login state and rebuilds it on change', async () => {
    const api = fakeApi(goalsAnswer);
    const clientFor = clientForLoginState(signedInOptions(api, 'token-1'));

    const signedIn = clientFor(true);
    expect(clientFor(true)).toBe(signedIn);
    expect(await tokenSentBy(signedIn, api)).toBe('token-1');

    const signedOut = clientFor(false);
    expect(signedOut).not.toBe(signedIn);
    expect(clientFor(false)).toBe(signedOut);
    expect(await tokenSentBy(signedOut, api)).toBeNull();

    expect(clientFor(true)).not.toBe(signedIn);
  });

  it('a rebuilt client starts with an empty cache', async () => {
    const api = fakeApi(goalsAnswer);
    const clientFor = clientForLoginState(signedInOptions(api, 'token-1'));
    await clientFor(true).query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    await clientFor(true).query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.requests).toHaveLength(1);
    clientFor(false);
    await clientFor(true).query(GetGoalsDocument, { userId: 'u1' }).toPromise();
    expect(api.requests).toHaveLength(2);
  });

  it('usePlanningClient keeps the client across renders and rebuilds it when isLoggedIn changes', async () => {
    const api = fakeApi(goalsAnswer);
    const { result, rerender } = renderHook(
      ({ token, isLoggedIn }) => usePlanningClient(signedInOptions(api, token), isLoggedIn),
      {
        initialProps: { token: 'token-1', isLoggedIn: true },
      },
    );
    const first = result.current;
    expect(await tokenSentBy(first, api)).toBe('token-1');

    rerender({ token: 'token-2', isLoggedIn: true });
    expect(result.current).toBe(first);
    expect(await tokenSentBy(first, api)).toBe('token-2'); // the latest render's getToken

    rerender({ token: 'token-2', isLoggedIn: false });
    expect(result.current).not.toBe(first);
    expect(await tokenSentBy(result.current, api)).toBeNull();
  });
});
