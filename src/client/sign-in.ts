/**
 * Sign-in configuration check: SPEC §5. The planning app passes its identity-provider settings
 * through `checkSignInConfig` before starting sign-in, so a broken configuration fails at start-up
 * with one error naming every problem instead of as a confusing redirect loop later.
 */
import { describe } from './describe';

export interface SignInConfig {
  /** The scopes to request. At least one, each a non-empty string. */
  scopes: readonly string[];
  /** Where the identity provider sends the user back after sign-in. Required. */
  redirectUri: string;
  /** The authority (identity provider) addresses. Each must be an https URL. */
  authorities: readonly string[];
}

/** The error thrown by {@link checkSignInConfig}; `problems` lists each problem on its own. */
export class SignInConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid sign-in configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'SignInConfigError';
  }
}

/** Returns `config` unchanged when it is valid; throws a {@link SignInConfigError} otherwise. */
export function checkSignInConfig<C extends SignInConfig>(config: C): C {
  const problems: string[] = [];
  const given = (typeof config === 'object' && config !== null ? config : {}) as Partial<
    Record<keyof SignInConfig, unknown>
  >;
  const { scopes, redirectUri, authorities } = given;

  if (!Array.isArray(scopes) || scopes.length === 0) {
    problems.push(`scopes must be a non-empty array of scope names, got ${describe(scopes)}`);
  } else {
    scopes.forEach((scope: unknown, index) => {
      if (typeof scope !== 'string' || scope.trim() === '')
        problems.push(`scopes[${index}] must be a non-empty string, got ${describe(scope)}`);
    });
  }

  if (typeof redirectUri !== 'string' || redirectUri.trim() === '') {
    problems.push(
      `redirectUri is required (the address the identity provider returns to), got ${describe(redirectUri)}`,
    );
  }

  if (!Array.isArray(authorities)) {
    problems.push(`authorities must be an array of https addresses, got ${describe(authorities)}`);
  } else {
    authorities.forEach((authority: unknown, index) => {
      if (!isHttpsUrl(authority))
        problems.push(`authorities[${index}] must be an https address, got ${describe(authority)}`);
    });
  }

  if (problems.length > 0) throw new SignInConfigError(problems);
  return config;
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
