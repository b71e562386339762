/**
 * The frame of a shared piece shown on its own: the widget's stylesheet applied to the document (as
 * mount() applies it to the widget's shadow root) and the widget's root class, so the piece looks and
 * behaves as it does inside the calculator.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/preact-vite';
import { addStylesTo } from '../../src/widget/styles';

export function WidgetStyles({ children }: { children: ReactNode }) {
  useLayoutEffect(() => addStylesTo(document), []);
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
