/**
 * Validators of HTTP caching (RFC 9110 §8.8, §13.1.2): an answer's entity tag, made from its
 * content, and whether a request's If-None-Match names it. A tag made from the content alone is the
 * same on every replica that answers the same bytes, so a cache revalidating with any replica gets
 * its 304.
 */
import { createHash } from 'node:crypto';
import type { Encoding } from './encoding';

/** Characters of the hash kept in a tag: 22 of base64url are 132 bits, more than any collision needs. */
const TAG_HASH_CHARS = 22;

/**
 * The strong entity tag of one representation: a SHA-256 of the media type and the body, and the
 * content coding it is sent in. Each coding gets its own tag (`"…-br"`, `"…-gzip"`; none for
 * identity): a strong tag promises the same bytes, and the br and gzip bytes of one answer differ
 * (RFC 9110 §8.8.3.3), so a cache holding one coding never takes a 304 as leave to serve it where
 * another was selected. The media type is hashed in because the same JSON sent as
 * application/graphql-response+json and as application/json is two representations.
 */
export function entityTag(body: string, contentType: string, encoding: Encoding): string {
  const hash = createHash('sha256')
    .update(contentType)
    .update('\n')
    .update(body)
    .digest('base64url')
    .slice(0, TAG_HASH_CHARS);
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/**
 * Whether `etag` matches an If-None-Match header: the header is `*` (any current representation), or
 * one of the tags it lists equals `etag` by weak comparison (RFC 9110 §13.1.2: a `W/` prefix on
 * either side is ignored). The header may be given several times (listed one after another).
 */
export function matchesIfNoneMatch(header: string | readonly string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = typeof header === 'string' ? header : header.join(', ');
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of value.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}
