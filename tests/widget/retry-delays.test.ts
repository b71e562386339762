/** SPEC §9's retry delays as a table (src/widget/call/retry-delays.ts). */
import { describe, expect, it } from 'vitest';
import { RETRY_MAX_ATTEMPTS } from '../../src/api-call/retry-policy';
import { nextRetryDelay } from '../../src/widget/call/retry-delays';

const never = () => {
  throw new Error('the first delay is not random');
};

describe('nextRetryDelay(attempts, previous, msLeft, random)', () => {
  it.each<[string, number, number | null, number, () => number, number | null]>([
    ['the first wait is 1000 ms', 1, null, 20_000, never, 1000],
    ['then × 1.5 at the least random', 2, 1000, 20_000, () => 0, 1500],
    ['× 2 in the middle', 2, 1000, 20_000, () => 0.5, 2000],
    ['× just under 2.5 at the most random', 2, 1000, 20_000, () => 0.999, 2499],
    ['the random factor grows the delay it is given', 4, 2250, 20_000, () => 0.25, 3937.5],
    ['below the cap, the product', 20, 300_000, Infinity, () => 0, 450_000],
    ['at the cap, 600000 ms', 20, 300_000, Infinity, () => 0.5, 600_000],
    ['past the cap, 600000 ms', 20, 500_000, Infinity, () => 0, 600_000],
    ['after the cap, 600000 ms again', 21, 600_000, Infinity, () => 0.7, 600_000],
    ['the 40th attempt may still come', 39, 1000, Infinity, () => 0, 1500],
    ['no 41st attempt', 40, 1000, Infinity, () => 0, null],
    ['a wait that would end at the deadline is not started', 1, null, 1000, never, null],
    ['nor one that would end after it', 2, 1000, 1499, () => 0, null],
    ['one that ends before it is', 1, null, 1000.5, never, 1000],
  ])('%s', (_rule, attempts, previous, msLeft, random, expected) => {
    expect(nextRetryDelay(attempts, previous, msLeft, random)).toBe(expected);
  });

  /** The waits of a call whose every attempt fails at once, with this deadline and these random numbers. */
  function schedule(timeoutMs: number, random: () => number): number[] {
    const waits: number[] = [];
    let spent = 0;
    for (let attempts = 1; ; attempts += 1) {
      const delay = nextRetryDelay(attempts, waits.at(-1) ?? null, timeoutMs - spent, random);
      if (delay === null) return waits;
      waits.push(delay);
      spent += delay;
    }
  }

  it.each<[number, string, number[], () => number]>([
    [20_000, 'the least random', [1000, 1500, 2250, 3375, 5062.5], () => 0],
    [20_000, 'very random', [1000, 2499, 6245.001], () => 0.999],
    [2500, 'the least random', [1000], () => 0],
    [999, 'any', [], () => 0.5],
  ])('within %i ms, %s: waits %j', (timeoutMs, _label, waits, random) => {
    expect(schedule(timeoutMs, random).map((ms) => Math.round(ms * 1000) / 1000)).toEqual(waits);
  });

  it('makes at most 40 attempts however long the deadline', () => {
    expect(schedule(Number.MAX_SAFE_INTEGER, () => 0.5)).toHaveLength(RETRY_MAX_ATTEMPTS - 1);
  });
});
