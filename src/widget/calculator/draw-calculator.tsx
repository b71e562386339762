/**
 * The framework's side of mount(): Preact (as React), the form library, the dropdowns and the calculator, in
 * a chunk of their own that arrives after the empty form's HTML is on the page (empty-form-shell.ts).
 */
import { hydrate, render } from 'react-dom';
import { Calculator, type CalculatorProps } from './Calculator';
import { RenderRootContext, type RenderRoot } from '../root/render-root';
import { showTooltipsAskedFor } from './empty-form-tooltips';

/**
 * The 'What do you want to include?' choices the empty form offers (before an accommodation is chosen), for its
 * hand-over: the choice table comes with the framework, which needs it anyway, rather than with mount().
 */
export { includeChoicesFor } from '../form/include-choices';

/**
 * Renders the calculator into `container`, or, over the empty form's HTML (`overEmptyForm`), takes that over:
 * the same elements, with the framework's handlers, so the focus and what was typed stay where they are.
 */
export function drawCalculator(container: Element, root: RenderRoot, props: CalculatorProps, overEmptyForm: boolean) {
  const calculator = (given: CalculatorProps) => (
    <RenderRootContext.Provider value={root}>
      <Calculator {...given} />
    </RenderRootContext.Provider>
  );
  const written = props.emptyForm?.messages;
  if (!overEmptyForm || !written) {
    render(calculator(props), container);
    return;
  }
  // Hydration keeps the attributes it finds (a placeholder, an aria-label): texts changed by update() since the
  // markup was written are taken over as written, then drawn as any later change is.
  const changed = JSON.stringify(written) !== JSON.stringify(props.options.messages);
  hydrate(calculator(changed ? { ...props, options: { ...props.options, messages: written } } : props), container);
  if (changed) render(calculator(props), container);
  showTooltipsAskedFor(container, root);
}

/** Removes the calculator from `container`: its effects are cleaned up, its listeners and timers stopped. */
export function clearCalculator(container: Element): void {
  render(null, container);
}
