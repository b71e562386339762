/**
 * The script-tag build's global (`dist/college-costs.umd.js`): `CollegeCostsCalculator.mount(…)`.
 * Types only, in dist/umd.d.ts: `/// <reference types="college-costs-calculator/umd" />` brings the global
 * into scope (an `import` of 'college-costs-calculator/umd' would run and bundle the script itself).
 * The types come from the package's main entry (imported by name), so they are the same types as there.
 */
import type * as CollegeCostsCalculatorApi from 'college-costs-calculator';

declare global {
  var CollegeCostsCalculator: typeof CollegeCostsCalculatorApi;
}

export type { CollegeCostsCalculatorApi };
