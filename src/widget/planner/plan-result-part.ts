import { lazyPart } from '../lib/lazy-part';

/**
 * The plan's figures (PlanResult.tsx, with its chart and table) in a chunk of their own: the section shows
 * its questions first, so they are fetched when it opens and awaited with the plan's call (use-plan-request.ts),
 * not with the results. A parent who never asks for a plan does not download them.
 */
export const planResultPart = lazyPart(() => import('./PlanResult'));
