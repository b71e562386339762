/** The text rule (server/validation/rules.ts): lengths as a reader counts them, and lone surrogates refused. */
import { describe, expect, it } from 'vitest';
import { text } from '../../server/validation/rules';

const SURROGATE = 'Must be text without unpaired surrogate characters (U+D800 to U+DFFF)';

describe('text(1, 100)', () => {
  const rule = text(1, 100);
  it.each<[string, unknown, string | undefined]>([
    ['100 letters', 'x'.repeat(100), undefined],
    ['101 letters', 'x'.repeat(101), 'Must be 1 to 100 characters'],
    // 60 emoji are 120 UTF-16 units but 60 characters.
    ['60 emoji', '😀'.repeat(60), undefined],
    ['100 emoji', '👩🏽'.repeat(50), undefined],
    ['101 emoji', '😀'.repeat(101), 'Must be 1 to 100 characters'],
    ['blank', '   ', 'Must be 1 to 100 characters'],
    ['a lone high surrogate', 'Ann \ud83d', SURROGATE],
    ['a lone low surrogate', '\ude00 Ann', SURROGATE],
    ['a pair the wrong way round', '\ude00\ud83d', SURROGATE],
    ['absent', null, undefined],
    ['not a string', 42, 'Must be 1 to 100 characters'],
  ])('%s', (_name, value, message) => expect(rule(value)).toBe(message));
});
