import { render } from 'react-dom';
import { Calculator } from './Calculator';
import { resolveOptions, type CalculatorOptions, type ResolvedOptions } from './options';
import { addStylesTo } from './styles';

/** What mount() returns. */
export interface CalculatorHandle {
  /** Changes some options; the rest keep their values. Throws, and changes nothing, on a bad option. */
  update(options: Partial<CalculatorOptions>): void;
  /** Removes the widget and everything it added: markup, styles, listeners and timers. */
  unmount(): void;
}

const mounted = new WeakMap<Element, CalculatorHandle>();

/**
 * Renders the calculator into `element`. Mounting again on the same element replaces the first widget.
 * Throws an Error naming the option when an option is wrong.
 */
export function mount(element: Element, options: CalculatorOptions): CalculatorHandle {
  if (typeof Element === 'undefined' || !(element instanceof Element)) {
    throw new TypeError(
      `college-costs-calculator: mount(element, options) needs a DOM element as its first argument; got ${element === null ? 'null' : typeof element}.`,
    );
  }
  let given: CalculatorOptions = { ...options };
  let resolved: ResolvedOptions = resolveOptions(given);
  mounted.get(element)?.unmount();

  const doc = element.ownerDocument;
  const container = doc.createElement('div');
  container.setAttribute('data-college-costs-container', '');
  const previousChildren = Array.from(element.childNodes);
  element.replaceChildren(container);
  const releaseStyles = addStylesTo(doc);
  const draw = () => render(<Calculator options={resolved} />, container);
  draw();

  let live = true;
  const handle: CalculatorHandle = {
    update(partial) {
      if (!live) throw new Error('college-costs-calculator: update() was called after unmount().');
      const next = { ...given, ...partial };
      resolved = resolveOptions(next);
      given = next;
      draw();
    },
    unmount() {
      if (!live) return;
      live = false;
      render(null, container);
      container.remove();
      element.append(...previousChildren);
      releaseStyles();
      if (mounted.get(element) === handle) mounted.delete(element);
    },
  };
  mounted.set(element, handle);
  return handle;
}
