/**
 * What the planning API's GraphQL errors say, read the same way by the widget's call and the planning client.
 */

/** A rejected token is reported by an error message containing this text (SPEC §8). */
export const TOKEN_ERROR = 'Token Error';

/** Whether an error message says the token was rejected. */
export const isTokenErrorMessage = (message: string): boolean => message.includes(TOKEN_ERROR);

/** An API error's code (its extensions.code, such as UNAUTHENTICATED), when it gives one as a string. */
export function errorCodeOf(extensions: unknown): string | undefined {
  const code = (extensions as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
