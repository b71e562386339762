import { lazyPart } from './lib/lazy-part';

/**
 * The framework's chunk: Preact, the form library, the dropdowns and the calculator, which take over the empty
 * form's build-time HTML (mount.ts, empty-form-shell.ts); fetched once the empty form has painted. It is the one
 * part the first module fetches itself: the others (parts.ts) are the framework's, and live in its chunk, so that
 * their addresses and hashes are not in the first module (they are in the framework's chunk, which needs them).
 */
export const frameworkPart = lazyPart(() => import('./draw-calculator'));
