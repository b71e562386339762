/**
 * A yes/no that the components showing it read and watch (hooks/use-flag.tsx), rather than a state of the
 * component that owns it: setting it re-renders only its readers. The calculation's busy state is one: the
 * spinner, the locked questions and the form's aria-busy re-render as a call starts and ends, not the whole
 * form around them (about 5 ms of the click's task).
 */
export interface Flag {
  get(): boolean;
  /** Tells each watcher, when the value changes. */
  set(value: boolean): void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createFlag(initial = false): Flag {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
