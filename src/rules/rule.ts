/**
 * What every shared rule is: a plain function of one value that names what is wrong with it, or says
 * nothing (undefined) when the value is fine. The widget's answer checks and the server's both call
 * these rules, so a value one side accepts the other accepts too.
 */
export type Rule<Refusal extends string = string> = (value: unknown) => Refusal | undefined;

/** No value given: undefined or null (most inputs are optional; a rule that needs one says so). */
export const absent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** `value` has at most `decimals` decimals (3.5 for one, 2500.25 for two), with room for binary dust. */
export const decimalsAtMost = (value: number, decimals: number): boolean => {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** A finite number from `min` to `max` with at most `decimals` decimals. */
export const isNumberFrom = (value: unknown, min: number, max: number, decimals: number): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  decimalsAtMost(value, decimals);

/** A whole number from `min` to `max`. */
export const isWholeNumberFrom = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
