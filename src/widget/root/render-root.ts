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
  const owner = shadow.host.ownerDocument;
  // What downshift reads of its document: the focused element and ids come from the shadow root;
  // new elements and the body from the page's document.
  const document = {
    get activeElement() {
      return shadow.activeElement ?? owner.body;
    },
    get body() {
      return owner.body;
    },
    getElementById: (id: string) => shadow.getElementById(id),
    createElement: owner.createElement.bind(owner),
  };
  return {
    addEventListener: shadow.addEventListener.bind(shadow) as Environment['addEventListener'],
    removeEventListener: shadow.removeEventListener.bind(shadow) as Environment['removeEventListener'],
    document: document as unknown as Document,
    Node: (owner.defaultView ?? window).Node,
  };
}
