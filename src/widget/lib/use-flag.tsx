import { useSyncExternalStore, type ReactNode } from 'react';
import type { Flag } from './flag';

/** The flag's value now; the component re-renders, on its own, when it changes. */
export function useFlag(flag: Flag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get);
}

/**
 * `children(on)` for the flag's value, rendered again on its own when the flag changes. What `children` puts
 * inside, made by the parent beforehand, stays as it is (the same elements: the framework skips them), so a
 * flag on a wrapper (the form's aria-busy, the fieldset's disabled) does not re-render what it wraps.
 */
export function WithFlag({ flag, children }: { flag: Flag; children: (on: boolean) => ReactNode }) {
  return <>{children(useFlag(flag))}</>;
}
