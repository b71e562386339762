/**
 * The framework's side of mount(): Preact (as React), the form library, the dropdowns and the calculator, in
 * a chunk of their own that arrives after the empty form's HTML is on the page (empty-form-shell.ts).
 */
import { hydrate, render } from 'react-dom';
import { Calculator, type CalculatorProps } from './Calculator';
import { RenderRootContext, type RenderRoot } from './render-root';

/**
 * Renders the calculator into `container`, or, over the empty form's HTML (`overEmptyForm`), takes that over:
 * the same elements, with the framework's handlers, so the focus and what was typed stay where they are.
 */
export function drawCalculator(container: Element, root: RenderRoot, props: CalculatorProps, overEmptyForm: boolean) {
  (overEmptyForm ? hydrate : render)(
    <RenderRootContext.Provider value={root}>
      <Calculator {...props} />
    </RenderRootContext.Provider>,
    container,
  );
}

/** Removes the calculator from `container`: its effects are cleaned up, its listeners and timers stopped. */
export function clearCalculator(container: Element): void {
  render(null, container);
}
