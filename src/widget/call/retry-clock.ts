/**
 * What the widget's retries wait on (planning-call.ts): the page's clock, timers and Math.random by default.
 * A test gives its own (CallSettings.clock, or a module mock of this file) to be exact without waiting.
 */
export interface RetryClock {
  /** Milliseconds on a clock that only goes forward. */
  now(): number;
  /** A number in [0, 1): the random part of the next delay. */
  random(): number;
  /** Resolves after `ms`; rejects with the signal's reason as soon as it aborts (the widget was unmounted). */
  wait(ms: number, signal: AbortSignal): Promise<void>;
}

export const systemClock: RetryClock = {
  now: () => performance.now(),
  random: Math.random,
  // (The signal is the call's own, made for it: its listener goes when the call does. It is never aborted
  // already when a wait starts: an abort ends the attempt before, and the call gives up then.)
  wait: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};
