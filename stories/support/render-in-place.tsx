/**
 * How a story is drawn in the canvas: a change of a control re-renders it in place. Storybook's Preact
 * renderer draws each render as `h(storyFn)` with a new storyFn every time, so Preact sees another
 * component and mounts the story afresh (storybookjs/storybook#19504): a widget showing its results went
 * back to the empty form when the currency changed. Here the story is called inside one component that
 * stays, so its elements are diffed as a host page's re-render would be (the widget host then calls
 * update(): CalculatorHost.tsx); a new story, or Storybook's remount, still starts from nothing.
 */
import { h, render, type VNode } from 'preact';
import type { Preview } from '@storybook/preact-vite';

type RenderToCanvas = NonNullable<Preview['renderToCanvas']>;
type RenderContext = Parameters<RenderToCanvas>[0];

function StoryInPlace({ context }: { context: RenderContext }) {
  const drawn = context.storyFn() as VNode | null;
  if (!drawn) {
    context.showError({
      title: `Expecting a Preact element from the story: "${context.name}" of "${context.title}".`,
      description: 'Return the element from the story, or from its render function.',
    });
  }
  return drawn;
}

export const renderInPlace: RenderToCanvas = (context, canvasElement) => {
  if (context.forceRemount) render(null, canvasElement);
  context.showMain();
  render(h(StoryInPlace, { context }), canvasElement);
};
