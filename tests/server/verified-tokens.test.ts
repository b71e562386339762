/** A token found good is remembered (auth/tokens.ts), but never past its expiry or VERIFIED_TOKEN_SECONDS. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, VERIFIED_TOKEN_SECONDS } from '../../server/auth/tokens';
import { createDevKeys, mintToken } from '../../server/dev-token';

describe('verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same user for a token seen before, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T12:00:00Z'));
    const keys = await createDevKeys();
    const verify = createTokenVerifier({ publicKey: keys.publicKey });
    const token = await mintToken('alice', keys.privateKey, { expiresIn: '30s' });
    const first = await verify(token);
    expect(first).toMatchObject({ kind: 'user', userId: 'alice' });
    expect(await verify(token)).toMatchObject({ kind: 'user', userId: 'alice' });
    vi.setSystemTime(new Date('2025-03-15T12:00:30Z'));
    expect(await verify(token)).toEqual({ kind: 'rejected', reason: 'the token has expired' });
  });

  it('checks the signature again after VERIFIED_TOKEN_SECONDS, and never remembers a refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T12:00:00Z'));
    const keys = await createDevKeys();
    const other = await createDevKeys();
    const verify = createTokenVerifier({ publicKey: keys.publicKey });
    const forged = await mintToken('mallory', other.privateKey);
    expect((await verify(forged)).kind).toBe('rejected');
    expect((await verify(forged)).kind).toBe('rejected');
    const token = await mintToken('alice', keys.privateKey);
    expect((await verify(token)).kind).toBe('user');
    vi.setSystemTime(new Date(Date.now() + VERIFIED_TOKEN_SECONDS * 1000));
    expect((await verify(token)).kind).toBe('user');
  });
});
