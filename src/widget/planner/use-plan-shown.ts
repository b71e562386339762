import { useEffect, useRef, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import type { ResolvedOptions } from '../host/options';
import { planResultPart } from './plan-result-part';
import type { Draft } from './plan-form';
import type { PlannerMessages } from './planner-messages';
import { usePlanComparison, type PlanComparing } from './use-plan-comparison';
import type { MadePlan } from './use-plan-request';

/** The plan's views (plan-views.ts: PlanMade), once they have arrived. */
export type PlanViews = NonNullable<ReturnType<typeof planResultPart.get>>;

/**
 * The plans shown: the view that draws them (PlanMade, in plan-result-part.ts's chunk), fetched once the section's
 * questions are on screen (`open`; a failure shows when the plan is asked for), undefined until it has arrived; two
 * plans compared (use-plan-comparison.ts), and the shown plan's heading; and the focus on a plan made.
 */
export function usePlanShown(
  open: boolean,
  made: MadePlan | null,
  show: (plan: MadePlan) => void,
  form: FormApi<Draft>,
  analytics: ResolvedOptions['analytics'],
  t: PlannerMessages,
): [
  PlanMade: PlanViews['PlanMade'] | undefined,
  comparing: PlanComparing,
  resultHeading: RefObject<HTMLHeadingElement>,
] {
  useEffect(() => {
    if (open) planResultPart.load().catch(() => undefined);
  }, [open]);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const comparing = usePlanComparison({ made, show, form, analytics, resultHeading, t });
  // A plan made (on 'Show my plan', or from a link) takes the focus; while comparing, the comparison's heading.
  useEffect(() => {
    if (made) (comparing.b ? comparing.heading : resultHeading).current?.focus();
  }, [made]);
  return [planResultPart.get()?.PlanMade, comparing, resultHeading];
}
