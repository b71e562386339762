/** The shared rules of numbers: what every rule is (src/rules/rule.ts), amounts in euro and percentages. */
import { describe, expect, it } from 'vitest';
import { absent, decimalsAtMost, isNumberFrom, isWholeNumberFrom } from '../../src/rules/rule';
import { EURO_AMOUNT_MESSAGE, euroAmountRule, isEuroAmount } from '../../src/rules/money';
import { PERCENT_MESSAGE, isPercent, percentRule } from '../../src/rules/percent';
import { planAmountRule } from '../../src/plan-rules';

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

  // The API's amounts (a goal's, a household's) and the savings plan's are the same: only the words differ.
  it.each([
    [0.01, true],
    [68_524, true],
    [407.89, true],
    [999_999_999.99, true],
    [1_000_000_000, true],
    [-1, false],
    [0.001, false],
    [1_000_000_001, false],
    [Number.NEGATIVE_INFINITY, false],
    [true, false],
  ])('%s is an amount: %s, for the API and the plan', (value, accepted) => {
    expect(isEuroAmount(value)).toBe(accepted);
    expect(euroAmountRule(value)).toBe(accepted ? undefined : EURO_AMOUNT_MESSAGE);
    expect(planAmountRule(value)).toBe(accepted ? undefined : 'amountError');
  });

  it.each([null, undefined])('%s is no amount, which an optional one may be', (value) => {
    expect(isEuroAmount(value)).toBe(false);
    expect(euroAmountRule(value)).toBeUndefined();
  });
});

describe('percentages', () => {
  it('refuse in these words', () => {
    expect(PERCENT_MESSAGE).toBe('Must be a percentage from 0 to 100 with at most 2 decimals, such as 22.9');
  });

  // A household's rates: 0 to 100, two decimals.
  it.each([
    [0, true],
    [22.9, true],
    [3.75, true],
    [100, true],
    [-0.01, false],
    [100.01, false],
    [3.755, false],
    [Number.NaN, false],
    ['5', false],
  ])('percentRule(%s) accepts it: %s', (value, accepted) =>
    expect(percentRule(value)).toBe(accepted ? undefined : PERCENT_MESSAGE),
  );

  it.each([null, undefined])('percentRule(%s): an optional rate may be left out', (value) =>
    expect(percentRule(value)).toBeUndefined(),
  );

  // The savings plan's rates: 0 to 10, one decimal (plan-rules.ts).
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
