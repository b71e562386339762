/**
 * When the component's options reach the widget's update(): only when one has really changed, so a render
 * that passes the same values in new objects (`messages={{ … }}` written inline) redraws nothing.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const keysOf = (a: object, b: object): Set<string> => new Set([...Object.keys(a), ...Object.keys(b)]);

/** Equal by Object.is, key by key; an absent key and one set to undefined are the same (the widget reads both as "not given"). */
function sameKeyByKey(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  same: (x: unknown, y: unknown) => boolean,
) {
  for (const key of keysOf(a, b)) if (!same(a[key], b[key])) return false;
  return true;
}

/** The same options: each value the same, or a plain object (messages, style) with the same values. */
export function sameOptions(a: object, b: object): boolean {
  return sameKeyByKey(
    a as Record<string, unknown>,
    b as Record<string, unknown>,
    (x, y) => Object.is(x, y) || (isPlainObject(x) && isPlainObject(y) && sameKeyByKey(x, y, Object.is)),
  );
}

/** What update() needs to go from `before` to `after`: every option of `after`, and undefined for one dropped. */
export function optionsUpdate<T extends object>(before: T, after: T): Partial<T> {
  const dropped = Object.fromEntries(Object.keys(before).map((key) => [key, undefined]));
  return { ...dropped, ...after };
}
