import { useState } from 'react';

let counter = 0;

/**
 * An id unique on the page for the life of the component. (useId is unique only within one render
 * root in Preact, and every mounted widget is its own root.)
 */
export function useUniqueId(prefix = 'ccc'): string {
  return useState(() => `${prefix}-${(counter += 1).toString(36)}`)[0];
}
