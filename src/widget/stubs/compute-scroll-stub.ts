/**
 * What the widget's bundles use for `compute-scroll-into-view` (rollup.config.mjs): downshift's default
 * scrolling needs it, and the widget's dropdown gives downshift its own (ui/keep-in-view.ts) instead.
 */
export const compute = (): never[] => [];
