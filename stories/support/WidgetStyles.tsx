/**
 * The frame of a shared piece shown on its own: the widget's stylesheets (its own, the framework's in
 * form-states.css: the errors, the open list, the tooltip, the busy state; and the results', which styles the
 * expandable notes and the results' buttons), applied to the document as the widget applies them to its shadow
 * root, and the widget's root class, so the piece looks and behaves as it does inside the calculator.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/preact-vite';
import { addStylesTo } from '../../src/widget/root/styles';
import formStatesCss from '../../src/widget/form/form-states.css?raw';
import resultsCss from '../../src/widget/results/results.css?raw';

export function WidgetStyles({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const releases = [undefined, formStatesCss, resultsCss].map((text) => addStylesTo(document, undefined, text));
    return () => releases.forEach((release) => release());
  }, []);
  return (
    <div className="ccc-root ccc-root--card" dir="ltr" lang="en">
      {children}
    </div>
  );
}

/** Storybook decorator: renders the story inside WidgetStyles. */
export const withWidgetStyles: Decorator = (Story) => (
  <WidgetStyles>
    <Story />
  </WidgetStyles>
);
