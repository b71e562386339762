/**
 * The loader's global (`dist/loader.js`): the command function hosts call before and after the widget
 * arrives; once the widget is there it also carries the widget's functions (mount, update, unmount, on).
 * Types only, in dist/loader.d.ts: `/// <reference types="college-costs-calculator/loader" />`.
 * The types come from the package's main entry (imported by name), so they are the same types as there.
 *
 *   CollegeCostsCalculator('mount', element, { digitalAdviceUrl: 'https://…' });
 *   CollegeCostsCalculator('on', element, 'calculated', ({ collegeCost }) => …);
 */
import type * as CollegeCostsCalculatorApi from 'college-costs-calculator';
import type { CalculatorEventName, CalculatorListener, CalculatorOptions } from 'college-costs-calculator';

// (serveLoader is the loader's own hand-over to the widget, not for hosts.)
export interface CollegeCostsCalculatorCommand extends Partial<Omit<typeof CollegeCostsCalculatorApi, 'serveLoader'>> {
  (command: 'mount', element: Element, options: CalculatorOptions): void;
  (command: 'update', element: Element, options: Partial<CalculatorOptions>): void;
  (command: 'unmount', element: Element): void;
  <K extends CalculatorEventName>(command: 'on', element: Element, event: K, listener: CalculatorListener<K>): void;
  /** Calls waiting for the widget (the snippet's queue). */
  q?: unknown[][];
}

declare global {
  var CollegeCostsCalculator: CollegeCostsCalculatorCommand;
}
