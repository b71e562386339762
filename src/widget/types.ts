import type { AccommodationType, CostType } from '../assumptions';

export type { AccommodationType, CostType };

/** What the form collects. `null` means not answered yet. */
export interface FormAnswers {
  ageOfChild: number | null;
  courseDuration: number | null;
  freeFees: boolean | null;
  accommodation: AccommodationType | null;
  /** What to include, as the form names it (SPEC §3); always starts with 'Fees' once chosen. */
  costsInclude: IncludeItem[];
}

/** A complete, valid set of answers, as submitted. */
export interface SubmittedAnswers {
  ageOfChild: number;
  courseDuration: number;
  freeFees: boolean;
  accommodation: AccommodationType;
  costsInclude: IncludeItem[];
}

export type IncludeItem = 'Fees' | 'Accommodation' | 'OtherExpenses';

/** The API's money value: the amount, a plain decimal string and a display string. */
export interface Money {
  float: number;
  string: string;
  display: string;
}

/** The CollegeCost record the calculation returns (SPEC §3). */
export interface CollegeCost {
  id: string | null;
  userId: string | null;
  goalId: string | null;
  ageOfChild: number;
  courseDuration: number;
  /** ISO date, e.g. '2037-09-01'. */
  targetDate: string;
  accommodationType: AccommodationType;
  whatToInclude: CostType[];
  eligibleForFreeTuitionFees: boolean;
  accommodationCost: Money;
  fees: Money;
  otherExpenses: Money;
  annualCost: Money;
  total: Money;
  totalAdjustedForInflation: Money;
  monthlySavingsRequired: Money;
}

/** An analytics event the widget reports. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Receives analytics events; may return a promise, which the widget waits for at most 500 ms. */
export type AnalyticsHandler = (event: AnalyticsEvent) => void | Promise<unknown>;
