/**
 * Security headers. Every answer: `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: strict-origin-when-cross-origin` (another site sees at most our origin). Every
 * HTML page also gets a Content-Security-Policy that allows only this origin's scripts, styles,
 * images and connections, plus the exact inline `<script>` and `<style>` blocks the page itself
 * holds (by their SHA-256), so the demo pages pass it as they are and nothing injected runs.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { setHeaders } from './header-list';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The same as a flat list [name, value, …] (header-list.ts), the form one writeHead takes. */
export const SECURITY_HEADER_LIST: readonly string[] = Object.entries(SECURITY_HEADERS).flat();

export function applySecurityHeaders(res: ServerResponse): void {
  setHeaders(res, SECURITY_HEADER_LIST);
}

/** The 'sha256-…' sources of the inline blocks of `tag` (those without a src attribute). */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const blocks = html.matchAll(new RegExp(`<${tag}\\b(?![^>]*\\bsrc\\s*=)[^>]*>([\\s\\S]*?)</${tag}\\s*>`, 'gi'));
  return [...blocks].map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}

/** The Content-Security-Policy of an HTML page. */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineHashes(html, 'script')].join(' '),
    ["style-src 'self'", ...inlineHashes(html, 'style')].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
