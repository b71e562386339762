/**
 * A parameterised statement as plain text, its parameters written in as quoted literals: for sending
 * it in one simple query after another statement (engine.ts sends a transaction's BEGIN with its first
 * statement, one round trip instead of two). node-postgres sends every parameter as text of unknown type,
 * and a quoted literal is text of unknown type too, so the server reads both the same way.
 *
 * Only what the stores send is written in: text, finite numbers, booleans, null, and lists of text or
 * numbers. Anything else (a Date, whose text node-postgres makes in the local time zone, a Buffer, an
 * object, a nested list), or a statement with a quoted string of its own, gives undefined, and the
 * caller sends the statement on its own.
 */
import pg from 'pg';

/** One element of an array literal ('{"a","b"}'), quoted so that commas, braces and NULL stay text. */
const arrayElement = (item: unknown): string | undefined => {
  if (item === null) return 'NULL';
  if (typeof item === 'number' && Number.isFinite(item)) return String(item);
  if (typeof item === 'string') return `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return undefined;
};

/** A parameter's value as node-postgres would send it (its text), or undefined when not one of the above. */
export function parameterText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(arrayElement);
    return items.every((item) => item !== undefined) ? `{${items.join(',')}}` : undefined;
  }
  return undefined;
}

/** `text` with $1, $2, … replaced by its parameters as literals; undefined when one cannot be written in. */
export function inlineParams(text: string, params: readonly unknown[]): string | undefined {
  const literals: string[] = [];
  for (const param of params) {
    const value = parameterText(param);
    if (value === undefined) return undefined;
    literals.push(value === null ? 'NULL' : pg.escapeLiteral(value));
  }
  // A $n inside a string of the statement's own would be replaced too: such statements are sent as they are.
  if (text.includes("'") || text.includes('$$')) return undefined;
  let unmatched = false;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) unmatched = true;
    return literal ?? '';
  });
  return unmatched ? undefined : inlined;
}
