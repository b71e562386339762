/**
 * A part of the widget in a chunk of its own, fetched after the empty form (framework-part.ts, parts.ts,
 * planner/plan-result-part.ts), and the one rule for a part that cannot load (docs/embedding.md, "When a part
 * cannot load"):
 * - a load that fails in transit or on a server error, or for a reason the browser does not tell, is tried again
 *   after PART_RETRY_DELAYS_MS, or once the browser is back online: a blip does not throw away what the parent typed.
 *   A file that was refused (its integrity check) or not found (HTTP 4xx) is not: it would be the same again.
 * - When the last try has failed, the console says which part and why. Every widget of the page that needs the
 *   part leaves (without it the form cannot be completed): the host hears an 'error' event (kind 'load'), then the
 *   widget goes as unmount() takes it away, and its mount point shows what it held again (the host's link). A part
 *   the widget can do without degrades instead: the console says what is missing.
 * The failed load is forgotten (lazyPart): a later use of the part, or a widget mounted later, tries again.
 */
import { lazyPart, type LazyPart } from '../lib/lazy-part';
import { whyNotLoaded } from './load-failure';
import type { Failure } from '../call/call-failure';

/** The waits before the second and the third try of a part's load. */
export const PART_RETRY_DELAYS_MS = [1000, 3000];

/** What a widget's options say of the parts it needs. */
export interface PartNeeds {
  planner: boolean;
}

/** What a part is, and what the widget does without it. */
export type PartRule = {
  /** For the console: 'the answer checks'. */
  name: string;
} & (
  | {
      /** The widgets that cannot do without it: they leave when it cannot load. */
      neededBy: (widget: PartNeeds) => boolean;
    }
  | {
      /** A part the widget can do without: what the widget is without it, for the console. */
      without: string;
    }
);

/** Every widget of the page needs it. */
export const EVERY_WIDGET = () => true;

/** A widget on the page, as mount() registers it. */
export interface PartUser {
  /** Its options now. */
  needs(): PartNeeds;
  /** Takes the widget away, telling the host why. */
  leave(failure: Failure): void;
}

const users = new Set<PartUser>();

/** Makes `user` leave when a part it needs cannot load; returns the function that stops that (at unmount). */
export function leaveWhenPartsFail(user: PartUser): () => void {
  users.add(user);
  return () => users.delete(user);
}

/** Resolves when the next try is due: after `ms`, or, while the browser is offline, once it is back online. */
const nextTry = (ms: number) =>
  new Promise<void>((resolve) => {
    if (navigator.onLine === false) window.addEventListener('online', () => resolve(), { once: true });
    else setTimeout(resolve, ms);
  });

async function withRetries<M>(importer: () => Promise<M>): Promise<M> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await importer();
    } catch (error) {
      const { status } = whyNotLoaded(error);
      // (As retry-policy.ts has it for the calls: no answer, or a server error, may pass; a 4xx never will.)
      const worthIt = status === undefined || status === 0 || status >= 500;
      if (tries >= PART_RETRY_DELAYS_MS.length || !worthIt) throw error;
      await nextTry(PART_RETRY_DELAYS_MS[tries]);
    }
  }
}

/** The last try has failed: the console says so, and the widgets that need the part leave. */
function partFailed(rule: PartRule, error: unknown): void {
  const { reason, status } = whyNotLoaded(error);
  const message = `${rule.name} could not load (${reason})`;
  if ('without' in rule) {
    console.error(`college-costs-calculator: ${message}; ${rule.without}.`);
    return;
  }
  const leaving = [...users].filter((user) => rule.neededBy(user.needs()));
  console.error(
    `college-costs-calculator: ${message}${leaving.length ? '; the mount point shows its own content again' : ''}.`,
  );
  const failure: Failure = { kind: 'load', message, status: status || undefined };
  for (const user of leaving) user.leave(failure);
}

/**
 * The part `importer` fetches, loaded once (lazyPart) with the tries above; when it cannot load, `rule` says what
 * the widgets do without it.
 */
export function widgetPart<M>(importer: () => Promise<M>, rule: PartRule): LazyPart<M> {
  return lazyPart(() =>
    withRetries(importer).catch((error: unknown) => {
      partFailed(rule, error);
      throw error;
    }),
  );
}
