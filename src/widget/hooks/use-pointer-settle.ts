import { useEffect, useRef, type RefObject } from 'react';
import { createPointerSettle, type PointerSettle } from '../pointer-settle';

/**
 * createPointerSettle for the document that holds `ref`'s element, for the life of a component; or `given`, one
 * already watching (the empty form's, which saw a press that began before the framework took over).
 */
export function usePointerSettle(ref: RefObject<Element | null>, given?: PointerSettle): (change: () => void) => void {
  const settle = useRef<PointerSettle | null>(given ?? null);
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!settle.current && doc) settle.current = createPointerSettle(doc);
    return () => {
      settle.current?.dispose();
      settle.current = null;
    };
  }, []);
  return (change) => (settle.current ? settle.current.run(change) : change());
}
