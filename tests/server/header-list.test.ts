import { describe, expect, it } from 'vitest';
import { addVaryTo, varyWith } from '../../server/http/header-list';

describe('varyWith', () => {
  it.each([
    [undefined, 'Accept-Encoding', 'Accept-Encoding'],
    ['Origin', 'Accept-Encoding', 'Origin, Accept-Encoding'],
    ['Origin', 'origin', 'Origin'],
    ['Origin, Accept-Encoding', 'Accept-Encoding', 'Origin, Accept-Encoding'],
    ['Origin, accept-encoding', 'Accept-Encoding', 'Origin, accept-encoding'],
    ['Origin,  Cookie ,', 'Accept-Encoding', 'Origin, Cookie, Accept-Encoding'],
    ['', 'Accept-Encoding', 'Accept-Encoding'],
  ])('%j with %s is %j', (current, value, expected) => {
    expect(varyWith(current, value)).toBe(expected);
  });
});

describe('addVaryTo', () => {
  it('adds to the Vary header of the list, leaving the others as they are', () => {
    const list = ['x-content-type-options', 'nosniff', 'vary', 'Origin', 'access-control-allow-origin', '*'];
    addVaryTo(list, 'Accept-Encoding');
    expect(list).toEqual([
      'x-content-type-options',
      'nosniff',
      'vary',
      'Origin, Accept-Encoding',
      'access-control-allow-origin',
      '*',
    ]);
  });

  it('reads names only: a value spelled vary is not the header', () => {
    const list = ['access-control-allow-origin', 'vary', 'vary', 'Origin'];
    addVaryTo(list, 'Accept-Encoding');
    expect(list).toEqual(['access-control-allow-origin', 'vary', 'vary', 'Origin, Accept-Encoding']);
  });

  it('adds a Vary header to a list without one', () => {
    const list = ['referrer-policy', 'strict-origin-when-cross-origin'];
    addVaryTo(list, 'Accept-Encoding');
    expect(list).toEqual(['referrer-policy', 'strict-origin-when-cross-origin', 'vary', 'Accept-Encoding']);
  });
});
