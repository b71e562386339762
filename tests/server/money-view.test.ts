/** The API's Money (schema/planning.graphql): `display` for people, `string` for programs. */
import { describe, expect, it } from 'vitest';
import { money } from '../../server/resolvers/views';

describe('Money', () => {
  it.each([
    [6852400, { float: 68524, string: '68524.00', display: '€68,524' }],
    [40789, { float: 407.89, string: '407.89', display: '€407.89' }],
    // A negative amount is shown with a true minus sign (U+2212); the plain decimal keeps the ASCII hyphen.
    [-300000, { float: -3000, string: '-3000.00', display: '\u2212€3,000' }],
    [-6852400, { float: -68524, string: '-68524.00', display: '\u2212€68,524' }],
    [-5, { float: -0.05, string: '-0.05', display: '\u2212€0.05' }],
    [0, { float: 0, string: '0.00', display: '€0' }],
  ])('%i cents → %o', (cents, expected) => {
    expect(money(cents)).toEqual(expected);
    // Asked again, from the kept displays.
    expect(money(cents).display).toBe(expected.display);
  });
});
