/**
 * A part of the widget the empty form does not need, in a chunk of its own: loaded once, on first use or
 * when the browser is idle after the form is shown. `get()` answers synchronously once it has arrived, so
 * a view can switch to it without a loading flash. A failed load is forgotten, so the next use tries again.
 */
export interface LazyPart<M> {
  load(): Promise<M>;
  get(): M | undefined;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get: () => loaded,
  };
}

/** A window as the idle callbacks see it (Safari has none). */
export type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * How long the widget leaves the browser to the parent after showing something, before it fetches and runs
 * parts for later: the first moments are when the parent starts to use the form, and a part's evaluation
 * (a task of tens of milliseconds on a slow phone) would hold up that first key press or tap.
 */
export const SETTLE_MS = 1000;

/**
 * Runs `task` once the page has settled (SETTLE_MS from now) and the browser is idle (at most 2 s after that),
 * or then at once where there is no idle callback.
 */
export function whenIdle(
  task: () => void,
  win: IdleWindow | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  setTimeout(() => {
    if (win?.requestIdleCallback) win.requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, SETTLE_MS);
}
