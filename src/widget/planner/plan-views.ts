/**
 * The plan's views, one chunk (plan-result-part.ts): one plan's figures, chart and table (PlanResult), and two
 * plans side by side (PlanComparison).
 */
export { PlanResult } from './PlanResult';
export { PlanComparison } from './PlanComparison';
