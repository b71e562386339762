/** Entity tags of answers and the If-None-Match check (RFC 9110 §8.8, §13.1.2). */
import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch } from '../../server/http/cache-validators';

const JSON_TYPE = 'application/json; charset=utf-8';
const BODY = '{"data":{"providers":[{"name":"Irish Life"}]}}';

describe('entityTag', () => {
  it('is a strong, quoted tag of the content, the same for the same bytes', () => {
    const tag = entityTag(BODY, JSON_TYPE, 'identity');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag(BODY, JSON_TYPE, 'identity')).toBe(tag);
  });

  it.each([
    ['another body', '{"data":{"providers":[]}}', JSON_TYPE],
    ['another media type', BODY, 'application/graphql-response+json; charset=utf-8'],
  ])('differs for %s', (_what, body, type) => {
    expect(entityTag(body, type, 'identity')).not.toBe(entityTag(BODY, JSON_TYPE, 'identity'));
  });

  it('names the content coding, so each representation has its own strong tag', () => {
    const plain = entityTag(BODY, JSON_TYPE, 'identity');
    expect(entityTag(BODY, JSON_TYPE, 'br')).toBe(`${plain.slice(0, -1)}-br"`);
    expect(entityTag(BODY, JSON_TYPE, 'gzip')).toBe(`${plain.slice(0, -1)}-gzip"`);
  });
});

describe('matchesIfNoneMatch', () => {
  const TAG = '"abc123"';
  it.each<[string, string | string[] | undefined, boolean]>([
    ['no header', undefined, false],
    ['an empty header', '', false],
    ['the tag itself', '"abc123"', true],
    ['the tag, weak (weak comparison)', 'W/"abc123"', true],
    ['the tag in a list', '"other", "abc123"', true],
    ['the tag in a list without spaces', '"other","abc123"', true],
    ['the tag weak in a list', '"other", W/"abc123"', true],
    ['the tag in a second header', ['"other"', '"abc123"'], true],
    ['*', '*', true],
    ['* with spaces', ' * ', true],
    ['another tag', '"other"', false],
    ['the tag of another coding', '"abc123-br"', false],
    ['the tag unquoted', 'abc123', false],
    ['a prefix of the tag', '"abc12"', false],
  ])('%s', (_what, header, expected) => {
    expect(matchesIfNoneMatch(header, TAG)).toBe(expected);
  });

  it('compares a weak tag of ours by its opaque part', () => {
    expect(matchesIfNoneMatch('"abc123"', 'W/"abc123"')).toBe(true);
  });
});
