import { describe, expect, it } from 'vitest';
import { roundOrder } from '../../bench/round-order';

describe('roundOrder', () => {
  it.each([
    [0, 'a b c'],
    [1, 'a c b'],
    [2, 'c a b'],
    [3, 'c b a'],
    [4, 'b c a'],
    [5, 'b a c'],
    [6, 'a b c'],
  ])('round %i loads %s', (round, order) => {
    expect(roundOrder(['a', 'b', 'c'], round).join(' ')).toBe(order);
  });

  it('puts no run first, last or after the same run in every round', () => {
    const rounds = [0, 1, 2, 3, 4].map((round) => roundOrder(['a', 'b', 'c', 'd', 'e', 'f'], round));
    expect(new Set(rounds.map((order) => order[0])).size).toBeGreaterThan(1);
    expect(new Set(rounds.map((order) => order.at(-1))).size).toBeGreaterThan(1);
    expect(new Set(rounds.map((order) => order[order.indexOf('b') - 1])).size).toBeGreaterThan(1);
  });

  it('keeps every run once, and an empty list empty', () => {
    expect([...roundOrder([1, 2, 3, 4], 3)].sort()).toEqual([1, 2, 3, 4]);
    expect(roundOrder([], 2)).toEqual([]);
  });
});
