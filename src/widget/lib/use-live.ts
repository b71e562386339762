import { useEffect, useRef, type RefObject } from 'react';

/**
 * True while the component is on screen: what arrives after it has gone (a call's answer, a chunk) changes
 * no state.
 */
export function useLive(): RefObject<boolean> {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return live;
}
