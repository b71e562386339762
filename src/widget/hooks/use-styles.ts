import { useContext, useEffect } from 'react';
import { RenderRootContext } from '../render-root';
import { addStylesTo } from '../styles';

/**
 * A lazily loaded part's stylesheet `text`, applied where the widget renders (styles.ts) while the component
 * is on screen: the part's styles come with its chunk, not in the first one.
 */
export function useStyles(text: string, nonce: string | undefined): void {
  const root = useContext(RenderRootContext);
  useEffect(() => (root ? addStylesTo(root.node, nonce, text) : undefined), []);
}
