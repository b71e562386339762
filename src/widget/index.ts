/** college-costs-calculator: the embeddable college-cost calculator. */
export { mount, on, unmount, update } from './mount';
export type { CalculatorHandle } from './mount';
export { serverFormHtml } from './server-form-html';
export { DEFAULT_GRAPHQL_ENDPOINT, DEFAULT_FEES_INFO_URL, DEFAULT_REQUEST_TIMEOUT_MS, OptionError } from './options';
export type { AuthToken, CalculatorOptions, Layout, RootStyle } from './options';
export { DOM_EVENT_PREFIX } from './events';
export type { CalculatorEventMap, CalculatorEventName, CalculatorListener } from './events';
export type { Failure, FailureKind } from './call-failure';
export type { Messages } from './messages';
export type { PlanAnswers, PlanYear, SavingsPlan } from './planner/plan-call';
export type {
  AccommodationType,
  AnalyticsEvent,
  AnalyticsHandler,
  CollegeCost,
  CostType,
  FormAnswers,
  IncludeItem,
  Money,
  SubmittedAnswers,
} from './types';
export { formatMoney } from '../money';
/** The loader's hand-over (dist/loader.js calls it once the widget has arrived); not for direct use. */
export { serveLoader } from './loader-commands';
