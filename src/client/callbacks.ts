/**
 * Calls a caller-supplied callback (analytics, downtime listener, logout) so that neither a throw
 * nor a rejected promise can escape into the request it was called for.
 */
export function callSafely(callback: () => unknown): void {
  try {
    const returned = callback();
    if (isThenable(returned)) returned.then(undefined, () => undefined);
  } catch {
    // a failing callback never breaks a request
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
