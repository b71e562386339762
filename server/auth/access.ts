/**
 * The identity rules: a call that names a userId must carry a valid token for that same user;
 * otherwise UNAUTHENTICATED (no token, or a rejected one: 'Token Error', which tells the client to
 * refresh it, SPEC §8) or FORBIDDEN (a token for someone else).
 */
import { forbidden, unauthenticated } from '../graphql/errors';
import type { Identity } from './tokens';

export type IdentitySource = () => Promise<Identity>;

/** The caller's user id, or UNAUTHENTICATED. */
export async function requireCaller(identity: IdentitySource): Promise<Extract<Identity, { kind: 'user' }>> {
  const who = await identity();
  if (who.kind === 'user') return who;
  if (who.kind === 'rejected') throw unauthenticated(`Token Error: ${who.reason}`);
  throw unauthenticated('Sign-in required: send a token in the auth-token header');
}

/** The caller's user id when it is `userId`; otherwise UNAUTHENTICATED or FORBIDDEN. */
export async function requireSelf(identity: IdentitySource, userId: string): Promise<string> {
  const caller = await requireCaller(identity);
  if (caller.userId !== userId) throw forbidden('This token does not belong to that userId');
  return caller.userId;
}
