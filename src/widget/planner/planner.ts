/** The planner chunk's entry (parts.ts): the savings plan section, and the estimate a page address links to. */
import { callPart, resultsPart } from '../parts/parts';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost } from '../host/types';
import { addressWithoutEstimate, estimateFromLink, type LinkedEstimate } from './share-link';

export { PlannerSection } from './PlannerSection';

/**
 * The estimate in the page address `href` (share-link.ts) with its calculation under way; null when the
 * address holds none, not a valid one, or one made in another widget of the page.
 */
export function linkedEstimate(
  options: ResolvedOptions,
  href: string,
): (LinkedEstimate & { cost: Promise<CollegeCost> }) | null {
  const linked = estimateFromLink(href, options.widget);
  if (!linked) return null;
  const cost = Promise.all([callPart.load(), resultsPart.load()]).then(([call]) =>
    call.requestEstimate(options, linked.answers),
  );
  return { ...linked, cost };
}

/** 'Start over' after opening a link: the page address loses the estimate, so a reload shows the empty form. */
export function forgetLink(): void {
  history.replaceState(history.state, '', addressWithoutEstimate(location.href));
}
