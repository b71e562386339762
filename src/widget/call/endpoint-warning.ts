import { DEFAULT_GRAPHQL_ENDPOINT } from '../host/options';

/**
 * The built-in endpoint (SPEC §2: http://localhost:4000/graphql) is for development: from a page on any
 * other host a parent's browser cannot reach it, so every calculation fails with the error line and nobody
 * knows why. The host page hears it once, in the console, when the widget first calls it (the check lives in
 * the call's chunk, not in the module every page loads before the form shows).
 */

/** A page served from this machine, or opened from a file: the development endpoint is expected there. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0'
  );
}

/** The warning for a widget calling `endpoint` from a page at `pageUrl`, or null when there is nothing to say. */
export function developmentEndpointWarning(endpoint: string, pageUrl: string | undefined): string | null {
  if (endpoint !== DEFAULT_GRAPHQL_ENDPOINT || pageUrl === undefined) return null;
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (isLocalHost(page.hostname)) return null;
  return (
    `college-costs-calculator: the widget calls the built-in development endpoint ${DEFAULT_GRAPHQL_ENDPOINT} ` +
    `(used when "graphQLEndpoint" is not given) from a page on ${page.host}, where a visitor's browser cannot reach it: ` +
    'every calculation will fail. Pass graphQLEndpoint, the URL of your planning API (README "Options").'
  );
}

let warned = false;

/** Says developmentEndpointWarning's warning in the console, once a page whatever the number of widgets and calls. */
export function warnOnceIfDevelopmentEndpoint(endpoint: string, pageUrl: string | undefined): void {
  if (warned) return;
  const warning = developmentEndpointWarning(endpoint, pageUrl);
  if (!warning) return;
  warned = true;
  console.warn(warning);
}
