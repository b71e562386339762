import { lazyPart, whenIdle } from './lib/lazy-part';
import type { FloatingTooltipLoader } from './ui/Tooltip';

/**
 * The widget's lazily loaded chunks that the framework fetches (issue: the first interaction costs at most 40 KB
 * of script); the framework itself is framework-part.ts. Only the framework uses these, so this module is in the
 * framework's chunk, and so are the chunks' addresses and hashes:
 * - validation: the answer rules in the form's words, needed by the first change (loaded as soon as the form is shown);
 * - call: graphql-request and the calculation call, needed by Calculate;
 * - results: the results view, needed once a calculation succeeds;
 * - planner: the savings plan under the results (issue 15), only with the `planner` option.
 * - floatingTooltip: Floating UI and the tooltips' behaviour (ui/FloatingTooltip.tsx), fetched when idle or on
 *   the first hover, focus or tap of an information icon (the icons get it through their `loader` prop).
 */
export const validationPart = lazyPart(() => import('./validation'));
export const callPart = lazyPart(() => import('./calculate'));
export const resultsPart = lazyPart(() => import('./ResultsView'));
export const plannerPart = lazyPart(() => import('./planner/planner'));
export const floatingTooltipPart: FloatingTooltipLoader = {
  ...lazyPart(() => import('./ui/FloatingTooltip')),
  whenIdle,
};
