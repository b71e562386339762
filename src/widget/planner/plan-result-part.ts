import { widgetPart } from '../parts/widget-part';

/**
 * The plan's views (plan-views.ts: the plan's figures, PlanResult.tsx, with its chart and table, and two plans
 * side by side, PlanComparison.tsx) in a chunk of their own: the section shows
 * its questions first, so they are fetched when it opens and awaited with the plan's call (use-plan-request.ts),
 * not with the results. A parent who never asks for a plan does not download them. Once the section is open its
 * plan cannot be shown without them: a widget with the planner leaves when they cannot load (widget-part.ts).
 */
export const planResultPart = widgetPart(() => import('./plan-views'), {
  name: "the savings plan's view",
  neededBy: (widget) => widget.planner,
});
