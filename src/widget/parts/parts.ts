import { whenIdle } from '../lib/lazy-part';
import { EVERY_WIDGET, widgetPart } from './widget-part';
import type { FloatingTooltipLoader } from '../ui/Tooltip';

/**
 * The widget's lazily loaded chunks that the framework fetches (the first interaction costs at most 40 KB of
 * script); the framework itself is framework-part.ts. Only the framework uses these, so this module is in the
 * framework's chunk, and so are the chunks' addresses and hashes. What each is for, and what the widget does when
 * it cannot load (widget-part.ts; docs/embedding.md, "When a part cannot load"):
 * - validation: the answer rules in the form's words, needed by the first change (loaded as soon as the form is
 *   shown): without them Calculate never enables, so the widget leaves;
 * - call: graphql-request and the calculation call, needed by Calculate: the widget leaves without it;
 * - results: the results view, needed once a calculation succeeds: the widget leaves without it;
 * - planner: the savings plan under the results, only with the `planner` option: without it the results show
 *   alone, the estimate whole (its own chunk, the plan's view, is planner/plan-result-part.ts);
 * - floatingTooltip: Floating UI and the tooltips' behaviour (ui/FloatingTooltip.tsx), fetched when idle or on
 *   the first hover, focus or tap of an information icon (the icons get it through their `loader` prop): without
 *   it the icons open nothing, and the form is whole.
 */
export const validationPart = widgetPart(() => import('../form/validation'), {
  name: 'the answer checks',
  neededBy: EVERY_WIDGET,
});
export const callPart = widgetPart(() => import('../call/calculate'), {
  name: 'the calculation call',
  neededBy: EVERY_WIDGET,
});
export const resultsPart = widgetPart(() => import('../results/ResultsView'), {
  name: 'the results view',
  neededBy: EVERY_WIDGET,
});
export const plannerPart = widgetPart(() => import('../planner/planner'), {
  name: 'the savings plan',
  without: 'the results show without it',
});
export const floatingTooltipPart: FloatingTooltipLoader = {
  ...widgetPart(() => import('../ui/FloatingTooltip'), {
    name: 'the tooltips',
    without: 'the information icons open nothing',
  }),
  whenIdle,
};
