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
