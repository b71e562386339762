let counter = 0;

/**
 * The next id unique on the page ('ccc-1', 'ccc-2', …): one counter for the ids the components take as they
 * render (unique-id.ts) and the id base the empty form's HTML is given before the components run.
 */
export const nextId = (prefix: string): string => `${prefix}-${(counter += 1).toString(36)}`;
