import { describe, expect, it } from 'vitest';
import { median, percentile, ratioInterval } from '../../bench/stats';

describe('median and percentile', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 3], // the nearest rank above the middle
    [[5], 5],
    [[], 0],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('takes the nearest rank, never past the last', () => {
    expect(percentile([10, 20, 30, 40], 0)).toBe(10);
    expect(percentile([10, 20, 30, 40], 75)).toBe(40);
    expect(percentile([10, 20, 30, 40], 100)).toBe(40);
  });
});

describe('ratioInterval', () => {
  it('is exactly the ratio when every round has the same ratio', () => {
    // Each round's page run is 1.25 × its floor run, however much the rounds differ: every draw's medians
    // come from the same rounds, so every drawn ratio is 1.25.
    const floor = [200, 180, 260, 150, 400, 210];
    const page = floor.map((ms) => ms * 1.25);
    expect(ratioInterval(page, floor)).toEqual([1.25, 1.25]);
  });

  it('holds the ratio of medians, low end first', () => {
    const floor = [187, 159, 183, 146, 207, 152, 222, 187, 133, 133, 155, 212, 201, 240, 199, 213];
    const page = [232, 212, 304, 243, 185, 337, 175, 184, 140, 153, 232, 232, 149, 252, 207, 245];
    const [low, high] = ratioInterval(page, floor);
    const ratio = median(page) / median(floor);
    expect(low).toBeLessThanOrEqual(ratio);
    expect(high).toBeGreaterThanOrEqual(ratio);
    expect(low).toBeLessThan(high);
  });

  it('is narrower for steady runs than for scattered ones with the same medians', () => {
    const floor = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200];
    const steady = [258, 259, 259, 260, 260, 260, 260, 260, 261, 261, 262];
    const scattered = [150, 180, 200, 230, 250, 260, 280, 300, 330, 380, 450];
    const width = ([low, high]: [number, number]) => high - low;
    expect(median(steady)).toBe(median(scattered));
    expect(width(ratioInterval(steady, floor))).toBeLessThan(0.02);
    expect(width(ratioInterval(scattered, floor))).toBeGreaterThan(0.2);
  });

  it('draws the same interval for the same runs and seed, and may differ with another seed', () => {
    const floor = [190, 150, 230, 170, 210, 160, 240, 180];
    const page = [260, 200, 330, 210, 250, 230, 300, 270];
    expect(ratioInterval(page, floor)).toEqual(ratioInterval(page, floor));
    expect(ratioInterval(page, floor, { seed: 7 })).toEqual(ratioInterval(page, floor, { seed: 7 }));
    const wider = ratioInterval(page, floor, { level: 0.98 });
    const narrower = ratioInterval(page, floor, { level: 0.5 });
    expect(wider[0]).toBeLessThanOrEqual(narrower[0]);
    expect(wider[1]).toBeGreaterThanOrEqual(narrower[1]);
  });

  it('keeps rounds paired: a load that slows both pages of a round does not widen it', () => {
    // Round by round the page is 30 % slower than the floor, but the rounds' load moves both threefold.
    const floor = [100, 300, 110, 290, 120, 280, 130, 270];
    const page = floor.map((ms) => ms * 1.3);
    expect(ratioInterval(page, floor)).toEqual([1.3, 1.3].map((r) => expect.closeTo(r, 10)));
    // Unpaired (the page's rounds in another order), the same runs spread the drawn ratios widely.
    const shuffled = [...page].reverse();
    const [low, high] = ratioInterval(shuffled, floor);
    expect(high - low).toBeGreaterThan(0.5);
  });

  it('leaves as many draws out below the interval as above it', () => {
    // One round: every draw is that round.
    expect(ratioInterval([300], [200], { draws: 10 })).toEqual([1.5, 1.5]);
    // Two rounds whose own ratios are 1 (100 / 100) and 2 (400 / 200). A draw of two rounds has the higher of each
    // as its median, so it reads 1 only when it drew the first round twice (a quarter of the draws) and 2 otherwise.
    // Of 4000 draws about 1000 read 1: the widest interval spans both values, and the middle fifth is all 2.
    const page = [100, 400];
    const floor = [100, 200];
    expect(ratioInterval(page, floor, { level: 0.999 })).toEqual([1, 2]);
    expect(ratioInterval(page, floor, { level: 0.2 })).toEqual([2, 2]);
  });

  it('refuses runs that are not the same rounds, times that are not times, and impossible draws', () => {
    expect(() => ratioInterval([1, 2, 3], [1, 2])).toThrow(/same rounds \(got 3 and 2\)/);
    expect(() => ratioInterval([], [])).toThrow(/same rounds \(got 0 and 0\)/);
    expect(() => ratioInterval([1, Number.NaN], [1, 2])).toThrow(/every run must be a time above 0/);
    expect(() => ratioInterval([1, 2], [0, 0])).toThrow(/every run must be a time above 0/);
    expect(() => ratioInterval([1, 2], [1, 2], { draws: 0 })).toThrow(/draws must be a whole number from 1/);
    expect(() => ratioInterval([1, 2], [1, 2], { level: 1 })).toThrow(/level between 0 and 1 \(got 4000 and 1\)/);
  });
});
