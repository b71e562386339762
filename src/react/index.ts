/**
 * college-costs-calculator/react: the calculator as a React component (docs/react.md).
 *
 *   <CollegeCostsCalculator digitalAdviceUrl="https://advice.example/start" onCalculated={({ collegeCost }) => …} />
 *
 * The widget itself is the package's main entry (imported from it, never bundled a second time) and stays
 * Preact inside its shadow root; this entry is the React wrapper around mount(), and needs `react` (an
 * optional peer dependency).
 */
export { CollegeCostsCalculator, RESERVED_MIN_HEIGHT } from './CollegeCostsCalculator';
export type { CalculatorEventProps, CollegeCostsCalculatorProps } from './props';
