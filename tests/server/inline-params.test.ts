/** A statement's parameters written in as literals (storage/inline-params.ts), for BEGIN sent with it. */
import { describe, expect, it } from 'vitest';
import { inlineParams, parameterText } from '../../server/storage/inline-params';

describe('parameterText', () => {
  it.each([
    ['text', 'abc', 'abc'],
    ['a number', 5, '5'],
    ['a boolean', false, 'false'],
    ['null', null, null],
    ['undefined', undefined, null],
    ['a list of text', ['FEES', 'a,"b"\\'], '{"FEES","a,\\"b\\"\\\\"}'],
    ['a list with null and numbers', [null, 2], '{NULL,2}'],
    ['a date (local time in node-postgres)', new Date(0), undefined],
    ['an object', { a: 1 }, undefined],
    ['a nested list', [['a']], undefined],
    ['infinity', Infinity, undefined],
    ['a Buffer', Buffer.from('x'), undefined],
  ])('%s', (_, value, text) => expect(parameterText(value)).toEqual(text));
});

describe('inlineParams', () => {
  it.each([
    [
      'each $n by its literal',
      'SELECT $1, $2, $10',
      [...'ab'.split(''), ...Array(7).fill(1), 'j'],
      "SELECT 'a', 'b', 'j'",
    ],
    ['a quote doubled', 'SELECT $1', ["it's"], "SELECT 'it''s'"],
    ['a backslash as E-string', 'SELECT $1', ['a\\b'], "SELECT  E'a\\\\b'"],
    ['null unquoted', 'SELECT $1', [null], 'SELECT NULL'],
    ['a statement with a string of its own: sent as it is', "SELECT 'x', $1", [1], undefined],
    ['dollar quoting: sent as it is', 'SELECT $$x$$', [], undefined],
    ['a parameter missing', 'SELECT $2', [1], undefined],
    ['a parameter that cannot be written in', 'SELECT $1', [{}], undefined],
  ])('%s', (_, text, params, expected) => expect(inlineParams(text, params)).toBe(expected));
});
