/**
 * The identity rules: a call that names a userId must carry a valid token for that same user;
 * otherwise UNAUTHENTICATED (no token, or a rejected one: 'Token Error', which tells the client to
 * refresh it, SPEC §8) or FORBIDDEN (a token for someone else).
 */
import { TOKEN_ERROR } from '../../src/api-call/api-errors';
import { AUTH_HEADER } from '../../src/api-call/headers';
import { forbidden, unauthenticated } from '../graphql/errors';
import type { Identity } from './tokens';

export type IdentitySource = () => Promise<Identity>;

/** The caller's user id, or UNAUTHENTICATED. */
export async function requireCaller(identity: IdentitySource): Promise<Extract<Identity, { kind: 'user' }>> {
  const who = await identity();
  if (who.kind === 'user') return who;
  if (who.kind === 'rejected') throw unauthenticated(`${TOKEN_ERROR}: ${who.reason}`);
  throw unauthenticated(`Sign-in required: send a token in the ${AUTH_HEADER} header`);
}

/** The caller's user id when it is `userId`; otherwise UNAUTHENTICATED or FORBIDDEN. */
export async function requireSelf(identity: IdentitySource, userId: string): Promise<string> {
  const caller = await requireCaller(identity);
  if (caller.userId !== userId) throw forbidden('This token does not belong to that userId');
  return caller.userId;
}
