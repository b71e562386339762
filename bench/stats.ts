/** The few statistics the benchmarks report, in one place. */

/** The value below which `p` per cent of the sorted samples fall (the nearest rank); 0 for no samples. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** The median of samples in any order. */
export const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A figure rounded for the report: round(12.345) → 12.3. */
export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** What `ratioInterval` draws: how many resamples, the interval's coverage, and the seed of its generator. */
export interface IntervalOptions {
  draws?: number;
  level?: number;
  seed?: number;
}

/**
 * How far the ratio of two medians, `median(page) / median(floor)`, could move by chance: a paired bootstrap
 * interval. The two lists are the same rounds (`page[i]` and `floor[i]` were measured in round i, interleaved), so
 * rounds are drawn with replacement and each keeps its pair; the interval holds the middle `level` of the drawn
 * ratios. The generator is seeded, so the same runs give the same interval. On a shared machine one round's load
 * moves both figures of its pair, which pairing keeps. (With 16 rounds at 4× CPU on the shared 2-core machine of
 * development the 90 % interval of a ratio near ×1.3 is ±0.15–0.4 wide; on Fast-3G ±0.02. A bootstrap of medians
 * over so few rounds is rough, and it says nothing of how a later run, on a machine loaded otherwise, would read.)
 */
export function ratioInterval(
  page: readonly number[],
  floor: readonly number[],
  { draws = 4000, level = 0.9, seed = 1 }: IntervalOptions = {},
): [number, number] {
  if (page.length !== floor.length || page.length === 0) {
    throw new RangeError(
      `ratioInterval: the page's and the floor's runs must be the same rounds (got ${page.length} and ${floor.length})`,
    );
  }
  if (![...page, ...floor].every((ms) => Number.isFinite(ms) && ms > 0)) {
    throw new RangeError('ratioInterval: every run must be a time above 0');
  }
  if (!Number.isInteger(draws) || draws < 1 || !(level > 0 && level < 1)) {
    throw new RangeError(
      `ratioInterval: draws must be a whole number from 1 and level between 0 and 1 (got ${draws} and ${level})`,
    );
  }
  let state = seed >>> 0;
  // mulberry32: a small, seeded generator; the draws need no more than an even spread.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ratios: number[] = [];
  for (let draw = 0; draw < draws; draw++) {
    const rounds = page.map(() => Math.floor(random() * page.length));
    ratios.push(median(rounds.map((i) => page[i])) / median(rounds.map((i) => floor[i])));
  }
  ratios.sort((a, b) => a - b);
  // As many draws left out below the interval as above it (rounded, so 0.9 of 4000 leaves 200 on each side).
  const outside = Math.round(((1 - level) / 2) * draws);
  return [ratios[outside], ratios[draws - 1 - outside]];
}

/** One set of runs over another, round for round: the ratio of their medians and its 90 % interval, to 2 places. */
export interface Ratio {
  /** The median of `runs` over the median of `floor`. */
  ratio: number;
  /** Where 90 % of the ratio's paired bootstrap draws fall (ratioInterval): how far chance moves it. */
  ratioInterval: [number, number];
}

export function ratioOf(runs: number[], floor: number[]): Ratio {
  return {
    ratio: round(median(runs) / median(floor), 2),
    ratioInterval: ratioInterval(runs, floor).map((ratio) => round(ratio, 2)) as [number, number],
  };
}
