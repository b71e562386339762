import { createContext } from 'react';
import type { Environment } from 'downshift';

/**
 * Where the widget renders: an open shadow root on the mount element (the default, isolated from the
 * host page's CSS), or the element itself. Components that listen on the document (downshift's
 * outside-click detection) read it from here, so they see events inside the shadow root as inside.
 */
export interface RenderRoot {
  /** The node whose events and active element belong to the widget. */
  node: ShadowRoot | Document;
}

export const RenderRootContext = createContext<RenderRoot | null>(null);

/** Downshift's environment for a shadow root (for the document, downshift's default is right). */
export function downshiftEnvironment(root: RenderRoot | null): Environment | undefined {
  if (!root || !('host' in root.node)) return undefined;
  const shadow = root.node;
  const view = shadow.host.ownerDocument.defaultView ?? window;
  return {
    addEventListener: shadow.addEventListener.bind(shadow) as Environment['addEventListener'],
    removeEventListener: shadow.removeEventListener.bind(shadow) as Environment['removeEventListener'],
    document: shadow as unknown as Document,
    Node: view.Node,
  };
}
