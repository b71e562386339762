/**
 * A response's headers as one flat list, [name, value, name, value, …], the form writeHead takes
 * them in: the busiest answer (GraphQL's) gathers every header it carries into one list and writes
 * them with one writeHead, instead of one setHeader each (each checks its name and value, and the
 * head then merges them into an object made per answer). Answers that set headers one by one take
 * the same list with setHeaders.
 */
import type { ServerResponse } from 'node:http';

export type HeaderList = string[];

/** Sets each header of `list` on `res` (for an answer written after other setHeader calls). */
export function setHeaders(res: ServerResponse, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
}

/**
 * A Vary value with `value` added, keeping what is there: 'Origin' and 'Accept-Encoding' give
 * 'Origin, Accept-Encoding'; a name already listed (in any case) is not added again.
 */
export function varyWith(current: string | undefined, value: string): string {
  // The usual case at once: one other name there already (CORS's Origin).
  if (current !== undefined && /^[\w-]+$/.test(current) && current.toLowerCase() !== value.toLowerCase())
    return `${current}, ${value}`;
  const listed =
    current === undefined
      ? []
      : current
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  if (!listed.some((name) => name.toLowerCase() === value.toLowerCase())) listed.push(value);
  return listed.join(', ');
}

/** Adds `value` to the list's Vary header (named 'vary'), or adds a Vary header holding it. */
export function addVaryTo(list: HeaderList, value: string): void {
  for (let i = 0; i < list.length; i += 2) {
    if (list[i] === 'vary') {
      list[i + 1] = varyWith(list[i + 1], value);
      return;
    }
  }
  list.push('vary', value);
}
