import { useEffect, useState } from 'react';
import { plannerPart } from '../parts/parts';
import { whenIdle } from '../lib/lazy-part';

/**
 * The savings plan's chunk (parts.ts), fetched when the browser is idle while the `planner` option is on;
 * undefined until it has arrived (the results show without it). `mounted`: whether the calculator is still on the page.
 */
export function usePlannerPart(planner: boolean, mounted: { readonly current: boolean }) {
  const [part, setPart] = useState(() => plannerPart.get());
  useEffect(() => {
    if (!planner || part) return;
    whenIdle(() =>
      plannerPart.load().then(
        (loaded) => mounted.current && setPart(loaded),
        () => undefined,
      ),
    );
  }, [planner]);
  return part;
}
