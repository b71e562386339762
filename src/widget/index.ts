/** college-costs-calculator: the embeddable college-cost calculator. */
export { mount, on, unmount, update } from './embed/mount';
export type { CalculatorHandle } from './embed/mount';
export { serverFormHtml } from './embed/server-form-html';
export {
  DEFAULT_GRAPHQL_ENDPOINT,
  DEFAULT_FEES_INFO_URL,
  DEFAULT_REQUEST_TIMEOUT_MS,
  OptionError,
} from './host/options';
export type { AuthToken, CalculatorOptions, Layout, RootStyle } from './host/options';
export { DOM_EVENT_PREFIX } from './host/events';
export type { CalculatorEventMap, CalculatorEventName, CalculatorListener } from './host/events';
export type { Failure, FailureKind } from './call/call-failure';
export type { Messages } from './host/messages';
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
} from './host/types';
export { formatMoney } from '../money';
/** The loader's hand-over (dist/loader.js calls it once the widget has arrived); not for direct use. */
export { serveLoader } from './embed/loader-commands';
