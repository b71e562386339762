/**
 * The plan's views, one chunk (plan-result-part.ts): one plan's figures, chart and table (PlanResult), and two
 * plans side by side (PlanComparison), as the section shows them below its questions (PlanMade).
 */
export { PlanMade } from './PlanMade';
