import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width in CSS pixels of the element `ref` points to, kept up to date as it changes (ResizeObserver);
 * `fallback` until it has been measured (on the server, and where ResizeObserver is missing).
 */
export function useWidth<E extends Element>(fallback: number): [RefObject<E>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
