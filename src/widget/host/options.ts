import type { AnalyticsHandler, CollegeCost, SubmittedAnswers } from './types';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_LOCALE } from '../../money';
import { MESSAGE_NAMES, requiredPlaceholders, type Messages } from './messages';
import { MONTH_COUNT, isMonthList } from './month-list';
import { ONLY_WIDGET, type WidgetOnPage } from './link-target';
import { nearestName } from './nearest-name';
import {
  DEFAULT_FEES_INFO_URL,
  MAX_REQUEST_TIMEOUT_MS,
  MIN_REQUEST_TIMEOUT_MS,
  refusedOption,
  type Layout,
} from './option-rules';

export { DEFAULT_FEES_INFO_URL, MAX_REQUEST_TIMEOUT_MS, MIN_REQUEST_TIMEOUT_MS, type Layout };

/** The add-goal button's text unless the host gives one (SPEC §2: the caller supplies it). */
export const DEFAULT_ADD_GOAL_LABEL = 'Get your free financial plan';

/** The built-in endpoint: the reference server that `npm start` runs (README). */
export const DEFAULT_GRAPHQL_ENDPOINT = 'http://localhost:4000/graphql';

/** How long a calculation may take before the widget gives up and shows the error line. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/**
 * The signed-in user's session token, sent in the `auth-token` header: the token itself, or a function
 * called before every call that returns it (or a promise of it); null means no token.
 */
export type AuthToken = string | null | (() => string | null | undefined | Promise<string | null | undefined>);

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
  /** The signed-in user; null or absent for visitors. Needs `authToken` to calculate. */
  userId?: string | null;
  /** The session token for the `auth-token` header, or a function called before every call. */
  authToken?: AuthToken;
  /** Milliseconds before a calculation that has not answered is given up. Default 20,000. */
  requestTimeoutMs?: number;
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
  /** Offer 'Make a savings plan' and 'Copy a link to this estimate' under the results (docs/embedding.md "Savings plan"). Default false. */
  planner?: boolean;
  /** Replaces any of the widget's texts, by name (README "Messages and locale"). Default: the SPEC English. */
  messages?: Partial<Messages>;
  /** The BCP 47 locale of number formats, such as 'ga-IE'. Default 'en-IE'. (Dates are written from `messages`: months, dateFormat, …) */
  locale?: string;
}

/** The options after checking, with defaults filled in, and which widget of the page they are for. */
export interface ResolvedOptions extends Required<
  Pick<
    CalculatorOptions,
    | 'digitalAdviceUrl'
    | 'currencySymbol'
    | 'graphQLEndpoint'
    | 'feesInfoUrl'
    | 'addGoalLabel'
    | 'layout'
    | 'isolate'
    | 'requestTimeoutMs'
  >
> {
  nonce?: string;
  planner: boolean;
  messages: Partial<Messages>;
  locale: string;
  userId: string | null;
  authToken: AuthToken;
  onAddGoal?: CalculatorOptions['onAddGoal'];
  analytics?: AnalyticsHandler;
  className?: string;
  style?: RootStyle;
  /** The widget as links to an estimate name it (link-target.ts): `widget.name` goes into the link it makes. */
  widget: WidgetOnPage;
}

const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
};

/** A refused mount() option: `option` names it; the message says what was given and what is allowed. */
export class OptionError extends Error {
  readonly option: string;
  constructor(option: string, expected: string, given: unknown, message?: string) {
    super(message ?? `college-costs-calculator: option "${option}" must be ${expected}; got ${show(given)}.`);
    this.name = 'OptionError';
    this.option = option;
  }
}

/** Throws for a name not among `names`: the nearest one as a suggestion, and where the names are listed. */
function refuseUnknown(
  what: string,
  option: string,
  name: string,
  value: unknown,
  names: readonly string[],
  listed: string,
): void {
  if (names.includes(name)) return;
  const near = nearestName(name, names);
  throw new OptionError(
    option,
    `a known ${what}`,
    value,
    `college-costs-calculator: unknown ${what} "${name}"${near ? `; did you mean "${near}"?` : '.'} ${listed}`,
  );
}

/**
 * Each text of `messages` is a name the widget has and a string that keeps the placeholders its English uses
 * (a text without {year} would show no year); a month list has 12 names. Throws naming the first that is not.
 */
function checkMessages(messages: Record<string, unknown>): void {
  for (const [name, text] of Object.entries(messages)) {
    const option = `messages.${name}`;
    refuseUnknown('message', option, name, text, MESSAGE_NAMES, 'README "Messages and locale" lists them.');
    if (typeof text !== 'string') throw new OptionError(option, 'a string', text);
    if ((name === 'months' || name === 'monthsShort') && !isMonthList(text)) {
      throw new OptionError(option, `${MONTH_COUNT} month names separated by commas`, text);
    }
    const dropped = requiredPlaceholders(name).find((place) => !text.includes(place));
    if (dropped) throw new OptionError(option, `a text with ${dropped} in it, as its default has`, text);
  }
}

/** What each option must be, as its error says (option-rules.ts has the checks). */
const EXPECTED: Record<keyof CalculatorOptions, string> = {
  digitalAdviceUrl: 'an absolute http(s) URL such as "https://example.com/plan"',
  currencySymbol: 'a non-empty string of at most 4 characters such as "€"',
  graphQLEndpoint: 'an http(s) URL or a path such as "/graphql"',
  feesInfoUrl: 'an absolute http(s) URL',
  userId: 'a non-empty string, or null for visitors',
  authToken: 'a non-empty string, a function returning one (or a promise of one), or null',
  requestTimeoutMs: `a whole number of milliseconds from ${MIN_REQUEST_TIMEOUT_MS} to ${MAX_REQUEST_TIMEOUT_MS}`,
  onAddGoal: 'a function (answers, collegeCost) => void',
  addGoalLabel: 'a non-empty string',
  analytics: 'a function (event) => void',
  layout: 'one of "card", "flat"',
  className: 'a string',
  style: 'an object of CSS properties such as { maxWidth: 480 }',
  isolate: 'true or false',
  nonce: 'a non-empty string (the CSP nonce of the page)',
  planner: 'true or false',
  messages: 'an object of texts by name, such as { ageQuestion: "…" } (README "Messages and locale")',
  locale: 'a BCP 47 locale such as "en-IE" or "ga-IE"',
};

const KNOWN = Object.keys(EXPECTED) as (keyof CalculatorOptions)[];

/**
 * Checks every option and fills in defaults; throws an OptionError naming the first bad option. `widget` is
 * which widget of the page they are for (mount() knows; a lone widget otherwise).
 */
export function resolveOptions(options: unknown, widget: WidgetOnPage = ONLY_WIDGET): ResolvedOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionError('options', 'an object such as { digitalAdviceUrl: "https://example.com/plan" }', options);
  }
  const given = options as Record<string, unknown>;
  for (const key of Object.keys(given))
    refuseUnknown('option', key, key, given[key], KNOWN, `The options are ${KNOWN.join(', ')}.`);
  if (given.digitalAdviceUrl === undefined) {
    throw new OptionError('digitalAdviceUrl', `given (it is required): ${EXPECTED.digitalAdviceUrl}`, undefined);
  }
  const refused = refusedOption(given);
  if (refused) throw new OptionError(refused, EXPECTED[refused], given[refused]);
  const o = given as Partial<CalculatorOptions>;
  if (o.messages) checkMessages(o.messages);
  return {
    digitalAdviceUrl: o.digitalAdviceUrl as string,
    currencySymbol: o.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    graphQLEndpoint: o.graphQLEndpoint ?? DEFAULT_GRAPHQL_ENDPOINT,
    feesInfoUrl: o.feesInfoUrl ?? DEFAULT_FEES_INFO_URL,
    addGoalLabel: o.addGoalLabel ?? DEFAULT_ADD_GOAL_LABEL,
    layout: o.layout ?? 'card',
    userId: o.userId ?? null,
    authToken: o.authToken ?? null,
    requestTimeoutMs: o.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    onAddGoal: o.onAddGoal,
    analytics: o.analytics,
    className: o.className,
    style: o.style,
    isolate: o.isolate ?? true,
    nonce: o.nonce,
    planner: o.planner ?? false,
    messages: o.messages ?? {},
    locale: o.locale ?? DEFAULT_LOCALE,
    widget,
  };
}
