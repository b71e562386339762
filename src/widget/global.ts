/**
 * The script-tag build's global (`dist/college-costs.umd.js`): `CollegeCostsCalculator.mount(…)`.
 * Types only; bundled into dist/umd.d.ts (`import 'college-costs-calculator/umd'` in a TypeScript file,
 * or a triple-slash reference, brings the global into scope).
 */
import type * as CollegeCostsCalculatorApi from './index';

declare global {
  // eslint-disable-next-line no-var
  var CollegeCostsCalculator: typeof CollegeCostsCalculatorApi;
}

export type { CollegeCostsCalculatorApi };
