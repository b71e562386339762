import { useRef } from 'react';
import { preconnect } from './preconnect';
import type { ResolvedOptions } from '../host/options';

/**
 * The submit button's part in preconnect.ts: given the button and whether the answers are all in, opens the
 * planning API's connection once per endpoint (the button's ref runs at every render of the form).
 */
export function usePreconnect({
  graphQLEndpoint,
  nonce,
}: Pick<ResolvedOptions, 'graphQLEndpoint' | 'nonce'>): (element: HTMLElement | null, ready: boolean) => void {
  const preconnected = useRef<string | null>(null);
  return (element, ready) => {
    if (element && ready && preconnected.current !== graphQLEndpoint) {
      preconnected.current = graphQLEndpoint;
      preconnect(element.ownerDocument, graphQLEndpoint, nonce);
    }
  };
}
