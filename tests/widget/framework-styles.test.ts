/**
 * The widget's styles in two sheets (issue 23): styles.css comes in the first module with the empty form,
 * framework.css with the framework's chunk. The split holds only while no rule of the second sheet styles
 * anything the empty form shows: else that element would change look when the framework takes the form over.
 * A rule's states (:hover, :focus-visible, :disabled…) are dropped before matching, since a parent can cause
 * them before the take-over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import formCss from '../../src/widget/styles.css';
import frameworkCss from '../../src/widget/framework.css';
import { showEmptyForm, type EmptyFormShell } from '../../src/widget/empty-form-shell';
import { resolveOptions } from '../../src/widget/options';

/** Every selector of a stylesheet's style rules (keyframes' steps included: they match no element). */
function selectorsOf(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g);
  return [...rules].flatMap(([, prelude]) => prelude.split(',').map((selector) => selector.trim()));
}

/** The selector without its states and pseudo-elements: what it matches when the states hold. */
const withoutStates = (selector: string) =>
  selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim();

let shell: EmptyFormShell | undefined;
afterEach(() => {
  shell?.stop();
  document.body.replaceChildren();
});

/** The empty form as mount() shows it, in a container on the page; returns the container. */
function emptyForm(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.setAttribute('data-college-costs-container', '');
  const options = resolveOptions({ digitalAdviceUrl: 'https://advice.example/' });
  shell = showEmptyForm(container, options, 'college-costs-calculator', 'ccc-t', () => {});
  return container;
}

/** The selectors of `css` that match something in the empty form. */
function matching(css: string): string[] {
  const container = emptyForm();
  return selectorsOf(css).filter((selector) => {
    const bare = withoutStates(selector);
    return bare !== '' && container.querySelector(bare) !== null;
  });
}

describe("the framework's stylesheet", () => {
  it('styles nothing the empty form shows, in any state', () => {
    expect(matching(frameworkCss)).toEqual([]);
  });

  it("is read the way the empty form's own sheet is: most of that one's rules match the form", () => {
    // The check above would pass with a reading that matches nothing: this one shows it matches.
    const matched = matching(formCss);
    expect(matched).toEqual(
      expect.arrayContaining(['.ccc-select-button', '.ccc-radio-input:checked', '.ccc-button--primary:disabled']),
    );
  });

  it('holds the states that only the framework shows: errors, options, the tooltip, the spinner', () => {
    const selectors = selectorsOf(frameworkCss);
    for (const selector of ['.ccc-question--error', '.ccc-select-option', '.ccc-tooltip', '.ccc-spinner'])
      expect(selectors).toContain(selector);
    expect(selectorsOf(formCss)).not.toEqual(expect.arrayContaining(['.ccc-spinner']));
  });
});
