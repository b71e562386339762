import { EVERY_WIDGET, widgetPart } from '../parts/widget-part';

/**
 * The framework's chunk: Preact, the form library, the dropdowns and the calculator, which take over the empty
 * form's build-time HTML (mount.ts, empty-form-shell.ts); fetched once the empty form has painted. It is the one
 * part the first module fetches itself: the others (parts.ts) are the framework's, and live in its chunk, so that
 * their addresses and hashes are not in the first module (they are in the framework's chunk, which needs them).
 * The styles of what only the framework draws (form-states.ts) are fetched with it, beside it rather than after
 * it, and out of the first module, since the empty form needs none of them: mount.ts adds them as it draws.
 * (They are asked for first: in the script-tag build, which inlines every part, they then sit nearer the widget's
 * other styles, which compresses better.) Without it the empty form cannot be completed (its dropdowns never open):
 * a widget whose framework cannot load leaves (widget-part.ts).
 */
export const frameworkPart = widgetPart(
  () => Promise.all([import('../form/form-states'), import('../calculator/draw-calculator')]),
  {
    name: "the form's framework",
    neededBy: EVERY_WIDGET,
  },
);
