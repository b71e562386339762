import type { AccommodationType, CostType } from '../../assumptions';
import type {
  CalculateCollegeCostsMutation,
  CollegeCostFieldsFragment,
  MoneyFieldsFragment,
} from '../../client/generated/operations';
import type * as Schema from '../../client/generated/schema';

export type { AccommodationType, CostType };

/** Compile-time proof that the figures module's enums are exactly the schema's. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ENUMS_MATCH_SCHEMA: Same<AccommodationType, Schema.AccommodationType> & Same<CostType, Schema.CostType> =
  true;

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

/** The API's money value: the amount, a plain decimal string and a display string (from the schema). */
export type Money = MoneyFieldsFragment;

/**
 * The CollegeCost record the calculation returns (SPEC §3), as generated from schema/planning.graphql; with, from the
 * calculation, `notSaved`: why a signed-in parent's estimate was not saved (LIMIT_REACHED at the cap), else null.
 */
export type CollegeCost = CollegeCostFieldsFragment & {
  notSaved?: CalculateCollegeCostsMutation['updateCollegeCosts']['notSaved'];
};

/** An analytics event the widget reports. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Receives analytics events; may return a promise, which the widget waits for at most 500 ms. */
export type AnalyticsHandler = (event: AnalyticsEvent) => void | Promise<unknown>;
