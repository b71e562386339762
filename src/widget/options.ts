import type { AnalyticsHandler, CollegeCost, SubmittedAnswers } from './types';
import { DEFAULT_CURRENCY_SYMBOL } from '../money';
import { DEFAULT_ADD_GOAL_LABEL } from './labels';

/** The built-in endpoint: the reference server that `npm start` runs (README). */
export const DEFAULT_GRAPHQL_ENDPOINT = 'http://localhost:4000/graphql';
/** The public page on fees and supports for third-level education behind the 'I'm not sure' link. */
export const DEFAULT_FEES_INFO_URL = 'https://www.citizensinformation.ie/en/education/third-level-education/fees-and-supports-for-third-level-education/';

export type Layout = 'card' | 'flat';

/** Inline style for the widget's root, as in React: { maxWidth: 480, marginTop: '2rem' }. */
export type RootStyle = Record<string, string | number>;

/** Options of mount(); see README for the table. */
export interface CalculatorOptions {
  /** Required. Absolute http(s) address of the digital advice site the add-goal button leads to. */
  digitalAdviceUrl: string;
  /** Shown before every amount. Default '€'. */
  currencySymbol?: string;
  /** The planning API's GraphQL endpoint, absolute or a path on this page's origin. */
  graphQLEndpoint?: string;
  /** Address behind the 'I'm not sure' link. */
  feesInfoUrl?: string;
  /** The signed-in user; null or absent for visitors. */
  userId?: string | null;
  /** Replaces the default add-goal navigation (the planning app saves a goal with it). */
  onAddGoal?: (answers: SubmittedAnswers, collegeCost: CollegeCost) => void | Promise<unknown>;
  /** The add-goal button's text. Default 'Get your free financial plan'. */
  addGoalLabel?: string;
  /** Receives analytics events. */
  analytics?: AnalyticsHandler;
  /** 'card' (default) floats on the page; 'flat' suits a modal. */
  layout?: Layout;
  /** Extra class name(s) on the widget's root. */
  className?: string;
  /** Inline style on the widget's root. */
  style?: RootStyle;
  /** Render inside an open shadow root so the host page's CSS cannot reach the widget. Default true. */
  isolate?: boolean;
  /** A CSP nonce for the <style> element used where constructable stylesheets are not available. */
  nonce?: string;
}

/** The options after checking, with defaults filled in. */
export interface ResolvedOptions
  extends Required<Pick<CalculatorOptions, 'digitalAdviceUrl' | 'currencySymbol' | 'graphQLEndpoint' | 'feesInfoUrl' | 'addGoalLabel' | 'layout' | 'isolate'>> {
  nonce?: string;
  userId: string | null;
  onAddGoal?: CalculatorOptions['onAddGoal'];
  analytics?: AnalyticsHandler;
  className?: string;
  style?: RootStyle;
}

const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
};

export class OptionError extends Error {
  constructor(option: string, expected: string, given: unknown) {
    super(`college-costs-calculator: option "${option}" must be ${expected}; got ${show(given)}.`);
    this.name = 'OptionError';
  }
}

const isHttpUrl = (value: unknown, base?: string): boolean => {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
};

type Check = (value: unknown) => boolean;

const CHECKS: Record<keyof CalculatorOptions, { expected: string; ok: Check }> = {
  digitalAdviceUrl: { expected: 'an absolute http(s) URL such as "https://example.com/plan"', ok: (v) => isHttpUrl(v) },
  currencySymbol: { expected: 'a non-empty string of at most 4 characters such as "€"', ok: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 4 },
  graphQLEndpoint: { expected: 'an http(s) URL or a path such as "/graphql"', ok: (v) => isHttpUrl(v, 'http://relative.invalid/') },
  feesInfoUrl: { expected: 'an absolute http(s) URL', ok: (v) => isHttpUrl(v) },
  userId: { expected: 'a non-empty string, or null for visitors', ok: (v) => v === null || (typeof v === 'string' && v.trim() !== '') },
  onAddGoal: { expected: 'a function (answers, collegeCost) => void', ok: (v) => typeof v === 'function' },
  addGoalLabel: { expected: 'a non-empty string', ok: (v) => typeof v === 'string' && v.trim() !== '' },
  analytics: { expected: 'a function (event) => void', ok: (v) => typeof v === 'function' },
  layout: { expected: 'one of "card", "flat"', ok: (v) => v === 'card' || v === 'flat' },
  className: { expected: 'a string', ok: (v) => typeof v === 'string' },
  style: {
    expected: 'an object of CSS properties such as { maxWidth: 480 }',
    ok: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  },
  isolate: { expected: 'true or false', ok: (v) => typeof v === 'boolean' },
  nonce: { expected: 'a non-empty string (the CSP nonce of the page)', ok: (v) => typeof v === 'string' && v.trim() !== '' },
};

const KNOWN = Object.keys(CHECKS) as (keyof CalculatorOptions)[];

/** Checks every option and fills in defaults; throws an OptionError naming the first bad option. */
export function resolveOptions(options: unknown): ResolvedOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionError('options', 'an object such as { digitalAdviceUrl: "https://example.com/plan" }', options);
  }
  const given = options as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(KNOWN as string[]).includes(key)) {
      throw new Error(`college-costs-calculator: unknown option "${key}"; the options are ${KNOWN.join(', ')}.`);
    }
  }
  if (given.digitalAdviceUrl === undefined) {
    throw new OptionError('digitalAdviceUrl', `given (it is required): ${CHECKS.digitalAdviceUrl.expected}`, undefined);
  }
  for (const key of KNOWN) {
    const value = given[key];
    if (value !== undefined && !CHECKS[key].ok(value)) throw new OptionError(key, CHECKS[key].expected, value);
  }
  const o = given as Partial<CalculatorOptions>;
  return {
    digitalAdviceUrl: o.digitalAdviceUrl as string,
    currencySymbol: o.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    graphQLEndpoint: o.graphQLEndpoint ?? DEFAULT_GRAPHQL_ENDPOINT,
    feesInfoUrl: o.feesInfoUrl ?? DEFAULT_FEES_INFO_URL,
    addGoalLabel: o.addGoalLabel ?? DEFAULT_ADD_GOAL_LABEL,
    layout: o.layout ?? 'card',
    userId: o.userId ?? null,
    onAddGoal: o.onAddGoal,
    analytics: o.analytics,
    className: o.className,
    style: o.style,
    isolate: o.isolate ?? true,
    nonce: o.nonce,
  };
}
