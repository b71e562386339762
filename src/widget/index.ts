/** college-costs-calculator: the embeddable college-cost calculator. */
export { mount } from './mount';
export type { CalculatorHandle } from './mount';
export { DEFAULT_GRAPHQL_ENDPOINT, DEFAULT_FEES_INFO_URL, OptionError } from './options';
export type { CalculatorOptions, Layout, RootStyle } from './options';
export type {
  AccommodationType, AnalyticsEvent, AnalyticsHandler, CollegeCost, CostType, FormAnswers, IncludeItem, Money,
  SubmittedAnswers,
} from './types';
export { formatMoney } from '../money';
