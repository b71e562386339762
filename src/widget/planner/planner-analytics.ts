import { track } from '../analytics';
import type { ResolvedOptions } from '../options';

/** The analytics events of the planner's actions (README "Analytics"). */
export const PLANNER_EVENT = {
  opened: 'College costs savings plan opened',
  made: 'College costs savings plan made',
  linkCopied: 'College costs estimate link copied',
  printed: 'College costs plan printed',
} as const;

/** 'Print this plan': reported, then the browser's print (the planner's styles say what is printed). */
export function printPlan(analytics: ResolvedOptions['analytics'], withPlan: boolean): void {
  void track(analytics, { name: PLANNER_EVENT.printed, properties: { withPlan } });
  window.print();
}
