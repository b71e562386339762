import { useContext, useLayoutEffect } from 'react';
import { RenderRootContext } from './render-root';
import { addStylesTo } from './styles';

/**
 * A lazily loaded part's stylesheet `text`, applied where the widget renders (styles.ts) while the component
 * is on screen: the part's styles come with its chunk, not in the first one. Applied before the browser paints
 * (a layout effect), so the part never shows unstyled for a frame.
 */
export function useStyles(text: string, nonce: string | undefined): void {
  const root = useContext(RenderRootContext);
  useLayoutEffect(() => (root ? addStylesTo(root.node, nonce, text) : undefined), []);
}

/**
 * useStyles as a component that renders nothing. Layout effects run children first, then siblings in order: a
 * part that places it before its children applies its stylesheet before theirs, so theirs, later, win a tie.
 */
export function Stylesheet({ text, nonce }: { text: string; nonce: string | undefined }): null {
  useStyles(text, nonce);
  return null;
}
