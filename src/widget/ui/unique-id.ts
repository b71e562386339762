import { useState } from 'react';
import { nextId } from './next-id';

/**
 * An id unique on the page for the life of the component; `given` when the caller already has one. (useId is
 * unique only within one render root in Preact, and every mounted widget is its own root.)
 */
export function useUniqueId(prefix = 'ccc', given?: string): string {
  return useState(() => given ?? nextId(prefix))[0];
}
