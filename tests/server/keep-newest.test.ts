import { describe, expect, it } from 'vitest';
import { keepNewest } from '../../server/keep-newest';

describe('keepNewest', () => {
  it('keeps at most `most` entries, forgetting the oldest first', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      keepNewest(map, key, value, 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('replaces the value of a key it holds without forgetting another', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    keepNewest(map, 'a', 10, 2);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
