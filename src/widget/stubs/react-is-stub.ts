/**
 * What the widget's bundles use for `react-is` (rollup.config.mjs): downshift calls isForwardRef only to
 * check, in development, how its Downshift component's render prop was used; the widget uses its hooks,
 * so the real module (a CommonJS file the bundle would keep whole) is never needed.
 */
export const isForwardRef = (): boolean => false;
