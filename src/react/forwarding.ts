/**
 * Function options (onAddGoal, analytics, a function authToken) given inline are new functions at every
 * render. The widget is given one forwarder per option instead, which calls the function of the latest
 * render: a new function is not a changed option, so it causes no update() (and no redraw).
 */

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * `options` with each function replaced by the forwarder for its name (made once, kept in `forwarders`),
 * which calls that option of `latest()` when it is still a function.
 */
export function withForwarders<T extends object>(options: T, latest: () => T, forwarders: Map<string, AnyFunction>): T {
  const forwarded: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'function') continue;
    let forwarder = forwarders.get(name);
    if (!forwarder) {
      forwarder = (...args) => {
        const current: unknown = (latest() as Record<string, unknown>)[name];
        return typeof current === 'function' ? (current as AnyFunction)(...args) : undefined;
      };
      forwarders.set(name, forwarder);
    }
    forwarded[name] = forwarder;
  }
  return forwarded as T;
}
