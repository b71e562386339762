import { lazyPart, whenIdle } from './lib/lazy-part';
import type { FloatingTooltipLoader } from './ui/Tooltip';

/**
 * The widget's lazily loaded chunks (issue: the first interaction costs at most 40 KB of script):
 * - framework: Preact, the form library, the dropdowns and the calculator, which take over the empty form's
 *   build-time HTML (mount.ts, empty-form-shell.ts): fetched once the empty form has painted;
 * - validation: the answer rules in the form's words, needed by the first change (loaded as soon as the form is shown);
 * - call: graphql-request and the calculation call, needed by Calculate;
 * - results: the results view, needed once a calculation succeeds;
 * - planner: the savings plan under the results (issue 15), only with the `planner` option.
 * - floatingTooltip: Floating UI and the tooltips' behaviour (ui/FloatingTooltip.tsx), fetched when idle or on
 *   the first hover, focus or tap of an information icon (the icons get it through their `loader` prop).
 */
export const frameworkPart = lazyPart(() => import('./draw-calculator'));
export const validationPart = lazyPart(() => import('./validation'));
export const callPart = lazyPart(() => import('./calculate'));
export const resultsPart = lazyPart(() => import('./ResultsView'));
export const plannerPart = lazyPart(() => import('./planner/planner'));
export const floatingTooltipPart: FloatingTooltipLoader = {
  ...lazyPart(() => import('./ui/FloatingTooltip')),
  whenIdle,
};
