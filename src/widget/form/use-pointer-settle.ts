import { useEffect, useRef, type RefObject } from 'react';
import { createPointerSettle, type PointerSettle } from './pointer-settle';

export interface PointerSettleHook {
  /** Runs `change` now, or once the pointer press under way has ended. */
  afterPointer: (change: () => void) => void;
  /** The element the last press began on (PointerSettle.startedOn); null before the first. */
  startedOn: () => EventTarget | null;
}

/**
 * createPointerSettle for the document that holds `ref`'s element, for the life of a component; or `given`, one
 * already watching (the empty form's, which saw a press that began before the framework took over).
 */
export function usePointerSettle(ref: RefObject<Element | null>, given?: PointerSettle): PointerSettleHook {
  const settle = useRef<PointerSettle | null>(given ?? null);
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!settle.current && doc) settle.current = createPointerSettle(doc);
    return () => {
      settle.current?.dispose();
      settle.current = null;
    };
  }, []);
  return {
    afterPointer: (change) => (settle.current ? settle.current.run(change) : change()),
    startedOn: () => settle.current?.startedOn() ?? null,
  };
}
