/**
 * The loader's global (`dist/loader.js`): the command function hosts call before and after the widget
 * arrives. Types only; bundled into dist/loader.d.ts.
 *
 *   CollegeCostsCalculator('mount', element, { digitalAdviceUrl: 'https://…' });
 *   CollegeCostsCalculator('on', element, 'calculated', ({ collegeCost }) => …);
 */
import type { CalculatorEventName, CalculatorListener, CalculatorOptions } from '../widget/index';

export interface CollegeCostsCalculatorCommand {
  (command: 'mount', element: Element, options: CalculatorOptions): void;
  (command: 'update', element: Element, options: Partial<CalculatorOptions>): void;
  (command: 'unmount', element: Element): void;
  <K extends CalculatorEventName>(command: 'on', element: Element, event: K, listener: CalculatorListener<K>): void;
  /** Calls waiting for the widget (the snippet's queue). */
  q?: unknown[][];
}

declare global {
  // eslint-disable-next-line no-var
  var CollegeCostsCalculator: CollegeCostsCalculatorCommand;
}
