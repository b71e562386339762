/** The call core the widget and the planning client share (src/api-call/), as tables. */
import { describe, expect, it } from 'vitest';
import { errorCodeOf, isTokenErrorMessage } from '../../src/api-call/api-errors';
import { isMoney } from '../../src/api-call/money-guard';
import { worthRetrying } from '../../src/api-call/retry-policy';

describe('isTokenErrorMessage', () => {
  it.each<[string, boolean]>([
    ['Token Error: the token has expired', true],
    ['Token Error', true],
    ['[GraphQL] Token Error: jwt expired', true],
    ['[Network] Response not successful: Received status code 401\n[GraphQL] Token Error', true],
    ['token error: the token has expired', false],
    ['Unauthenticated', false],
    ['', false],
  ])('%j → %s', (message, expected) => expect(isTokenErrorMessage(message)).toBe(expected));
});

describe('errorCodeOf', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a string code', { code: 'UNAUTHENTICATED' }, 'UNAUTHENTICATED'],
    ['an empty code is still a code', { code: '' }, ''],
    ['a number is not a code', { code: 401 }, undefined],
    ['no code', { fieldErrors: [] }, undefined],
    ['no extensions', undefined, undefined],
    ['null extensions', null, undefined],
  ])('%s', (_name, extensions, expected) => expect(errorCodeOf(extensions)).toBe(expected));
});

describe('worthRetrying(status, inTransit)', () => {
  it.each<[string, number | null | undefined, boolean, boolean]>([
    ['no HTTP answer at all', undefined, true, true],
    ['no status and nothing in transit (GraphQL errors alone)', null, false, false],
    ['a 500', 500, false, true],
    ['a 503 read as a network error by the client', 503, true, true],
    ['a 502', 502, false, true],
    ['a 400, even in transit', 400, true, false],
    ['a 401', 401, false, false],
    ['a 499', 499, true, false],
    ['a 200 whose body could not be read (the client)', 200, true, true],
    ['a 200 with GraphQL errors', 200, false, false],
    ['a 304 the client could not use', 304, true, true],
  ])('%s', (_name, status, inTransit, expected) => expect(worthRetrying(status, inTransit)).toBe(expected));
});

describe('isMoney', () => {
  const money = { float: 68524, string: '68524.00', display: '€68,524' };
  it.each<[string, unknown, boolean]>([
    ['a Money value', money, true],
    ['with its __typename', { ...money, __typename: 'Money' }, true],
    ['a negative amount', { float: -3000, string: '-3000.00', display: '\u2212€3,000' }, true],
    ['a float that is not finite', { ...money, float: Infinity }, false],
    ['a float that is not a number', { ...money, float: NaN }, false],
    ['a float given as a string', { ...money, float: '68524' }, false],
    ['no string', { float: 1, display: '€1' }, false],
    ['no display', { float: 1, string: '1.00' }, false],
    ['null', null, false],
    ['a number', 68524, false],
  ])('%s → %s', (_name, value, expected) => expect(isMoney(value)).toBe(expected));
});
