/**
 * What each mount() option may be, and the defaults the empty form shows, without the errors' texts
 * (options.ts has those, and resolveOptions). Here so the widget's first module can tell, from the checks
 * resolveOptions() will make, that a mount point's data-* options will be accepted before it paints the empty
 * form for it (early-form.ts).
 */
import type { CalculatorOptions } from './options';

/** The public page on fees and supports for third-level education behind the 'I'm not sure' link. */
export const DEFAULT_FEES_INFO_URL =
  'https://www.citizensinformation.ie/en/education/third-level-education/fees-and-supports-for-third-level-education/';

export type Layout = 'card' | 'flat';

export const MIN_REQUEST_TIMEOUT_MS = 100;
export const MAX_REQUEST_TIMEOUT_MS = 600_000;

type Check = (value: unknown) => boolean;

const isHttpUrl = (value: unknown, base?: string): boolean => {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
};

/** A locale Intl can use: a well-formed BCP 47 tag. */
const isLocale: Check = (value) => {
  try {
    return typeof value === 'string' && Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};

const isFunction: Check = (value) => typeof value === 'function';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isText: Check = (value) => typeof value === 'string' && value.trim() !== '';
const isObject: Check = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each option's check, for a value given (undefined is never checked: the option is left out). */
export const OPTION_CHECKS: Record<keyof CalculatorOptions, Check> = {
  digitalAdviceUrl: (value) => isHttpUrl(value),
  currencySymbol: (value) => isText(value) && (value as string).length <= 4,
  graphQLEndpoint: (value) => isHttpUrl(value, 'http://relative.invalid/'),
  feesInfoUrl: (value) => isHttpUrl(value),
  userId: (value) => value === null || isText(value),
  authToken: (value) => value === null || isFunction(value) || isText(value),
  requestTimeoutMs: (value) =>
    Number.isInteger(value) &&
    (value as number) >= MIN_REQUEST_TIMEOUT_MS &&
    (value as number) <= MAX_REQUEST_TIMEOUT_MS,
  onAddGoal: isFunction,
  addGoalLabel: isText,
  analytics: isFunction,
  layout: (value) => value === 'card' || value === 'flat',
  className: (value) => typeof value === 'string',
  style: isObject,
  isolate: isBoolean,
  nonce: isText,
  planner: isBoolean,
  messages: isObject,
  locale: isLocale,
};

const CHECKED = Object.keys(OPTION_CHECKS) as (keyof CalculatorOptions)[];

/**
 * The option of `given` mount() refuses first: digitalAdviceUrl when it is missing (it is required), else the first
 * option given (in the order above) whose check refuses its value. Undefined when mount() accepts them all (names
 * mount() does not know are left to resolveOptions).
 */
export function refusedOption(given: Record<string, unknown>): keyof CalculatorOptions | undefined {
  if (given.digitalAdviceUrl === undefined) return 'digitalAdviceUrl';
  return CHECKED.find((name) => given[name] !== undefined && !OPTION_CHECKS[name](given[name]));
}
