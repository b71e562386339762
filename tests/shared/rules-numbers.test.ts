/** The shared rules of numbers: what every rule is (src/rules/rule.ts), amounts in euro and percentages. */
import { describe, expect, it } from 'vitest';
import { absent, decimalsAtMost, isNumberFrom, isWholeNumberFrom } from '../../src/rules/rule';
import { EURO_AMOUNT_MESSAGE, euroAmountRule, isEuroAmount } from '../../src/rules/money';
import { PERCENT_MESSAGE, isPercent, percentRule } from '../../src/rules/percent';

describe('what a rule reads', () => {
  it.each([
    [undefined, true],
    [null, true],
    [0, false],
    ['', false],
    [false, false],
  ])('absent(%j): %s', (value, result) => expect(absent(value)).toBe(result));

  it.each([
    [3.5, 1, true],
    [3.55, 1, false],
    [2500.25, 2, true],
    [2500.255, 2, false],
    [0.1 + 0.2, 1, true], // 0.30000000000000004: binary dust, not a second decimal
    [7, 0, true],
    [0.0001, 4, true],
    [0.00001, 4, false],
  ])('decimalsAtMost(%s, %s): %s', (value, decimals, result) => expect(decimalsAtMost(value, decimals)).toBe(result));

  it.each([
    [0, true],
    [10, true],
    [5.5, true],
    [-0.1, false],
    [10.1, false],
    [5.55, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['5', false],
    [null, false],
  ])('isNumberFrom(%s, 0, 10, 1): %s', (value, result) => expect(isNumberFrom(value, 0, 10, 1)).toBe(result));

  it.each([
    [10, true],
    [100, true],
    [9, false],
    [101, false],
    [50.5, false],
    ['50', false],
  ])('isWholeNumberFrom(%s, 10, 100): %s', (value, result) => expect(isWholeNumberFrom(value, 10, 100)).toBe(result));
});

describe('amounts in euro', () => {
  it('refuse in these words', () => {
    expect(EURO_AMOUNT_MESSAGE).toBe('Must be an amount in euro from 0 to 1,000,000,000 with at most two decimals');
  });

  it.each([
    [0, undefined],
    [2500, undefined],
    [2500.25, undefined],
    [1_000_000_000, undefined],
    [null, undefined],
    [undefined, undefined],
    [-0.01, EURO_AMOUNT_MESSAGE],
    [2500.255, EURO_AMOUNT_MESSAGE],
    [1_000_000_000.01, EURO_AMOUNT_MESSAGE],
    [Number.NaN, EURO_AMOUNT_MESSAGE],
    [Number.POSITIVE_INFINITY, EURO_AMOUNT_MESSAGE],
    ['2500', EURO_AMOUNT_MESSAGE],
  ])('euroAmountRule(%s): %s', (value, message) => {
    expect(euroAmountRule(value)).toBe(message);
    if (value !== null && value !== undefined) expect(isEuroAmount(value)).toBe(message === undefined);
  });
});

describe('percentages', () => {
  it('refuse in these words', () => {
    expect(PERCENT_MESSAGE).toBe('Must be a percentage from 0 to 100 with at most 2 decimals, such as 22.9');
  });

  it.each([
    [0, undefined],
    [22.9, undefined],
    [3.75, undefined],
    [100, undefined],
    [null, undefined],
    [undefined, undefined],
    [-0.01, PERCENT_MESSAGE],
    [100.01, PERCENT_MESSAGE],
    [3.755, PERCENT_MESSAGE],
    [Number.NaN, PERCENT_MESSAGE],
    ['5', PERCENT_MESSAGE],
  ])('percentRule(%s): %s', (value, message) => expect(percentRule(value)).toBe(message));

  it.each([
    [10, 10, 1, true],
    [3.5, 10, 1, true],
    [10.1, 10, 1, false],
    [3.55, 10, 1, false],
    [-1, 10, 1, false],
  ])('isPercent(%s, %s, %s): %s', (value, max, decimals, result) =>
    expect(isPercent(value, max, decimals)).toBe(result),
  );
});
