/**
 * Small reusable checks: each returns the refusal message, or undefined when the value is fine.
 * Absent values (undefined or null) pass; `required` says otherwise. The checks the widget makes too
 * (money, percentages, phone numbers, the calculator's answers) are the shared rules of src/rules/.
 */
import { euroAmountRule } from '../../src/rules/money';
import { absent, isWholeNumberFrom, type Rule } from '../../src/rules/rule';
import { REQUIRED, wholeNumberFrom } from './messages';

/** A check is a shared rule's shape, naming its refusal by its message. */
export type Check = Rule;

export const required: Check = (value) => (absent(value) ? REQUIRED : undefined);

/** A UTF-16 code unit that is half of a pair without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text of `min` to `max` characters once trimmed, counted as a reader counts them (code points: an emoji is
 * one, not two UTF-16 units). A lone surrogate is refused rather than stored as U+FFFD without a word.
 */
export const text =
  (min: number, max: number): Check =>
  (value) => {
    if (absent(value)) return undefined;
    if (typeof value === 'string' && LONE_SURROGATE.test(value))
      return 'Must be text without unpaired surrogate characters (U+D800 to U+DFFF)';
    const length = typeof value === 'string' ? [...value.trim()].length : -1;
    return length >= min && length <= max ? undefined : `Must be ${min} to ${max} characters`;
  };

export const integerAtLeast =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    absent(value) || isWholeNumberFrom(value, min, max) ? undefined : wholeNumberFrom(min, max);

/** Euro: 0 or more, at most 1,000,000,000, at most two decimals (src/rules/money.ts). */
export const euroAmount: Check = euroAmountRule;

export const email: Check = (value) =>
  absent(value) || (typeof value === 'string' && value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    ? undefined
    : 'Must be a valid e-mail address';

/**
 * JSON of at most `maxBytes` once serialised, counted in UTF-8 bytes as it is stored and answered (an
 * 'é' is two, a '€' three): what a query's cost counts such a field at (graphql/answer-sizes.ts).
 */
export const jsonAtMost =
  (maxBytes: number): Check =>
  (value) =>
    absent(value) || Buffer.byteLength(JSON.stringify(value)) <= maxBytes
      ? undefined
      : `Must be at most ${maxBytes / 1000} KB of JSON`;

export const mustBeAbsent =
  (why: string): Check =>
  (value) =>
    absent(value) ? undefined : why;

/** Runs the checks of each field, in order, keeping the first refusal of each. */
export function checkFields(
  prefix: string,
  values: Record<string, unknown>,
  checks: Record<string, Check[]>,
): { field: string; message: string }[] {
  return Object.entries(checks).flatMap(([name, fieldChecks]) => {
    const message = fieldChecks.map((check) => check(values[name])).find(Boolean);
    return message ? [{ field: prefix ? `${prefix}.${name}` : name, message }] : [];
  });
}
