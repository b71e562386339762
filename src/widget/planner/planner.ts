/** The planner chunk's entry (parts.ts): the savings plan section, and the estimate a page address links to. */
import { callPart, resultsPart } from '../parts';
import type { ResolvedOptions } from '../options';
import type { CollegeCost } from '../types';
import { estimateFromLink, type LinkedEstimate } from './share-link';

export { PlannerSection } from './PlannerSection';

/**
 * The estimate in the page address `href` (share-link.ts) with its calculation under way; null when the
 * address holds none, or not a valid one.
 */
export function linkedEstimate(options: ResolvedOptions, href: string): (LinkedEstimate & { cost: Promise<CollegeCost> }) | null {
  const linked = estimateFromLink(href);
  if (!linked) return null;
  const cost = Promise.all([callPart.load(), resultsPart.load()]).then(([call]) => call.requestEstimate(options, linked.answers));
  return { ...linked, cost };
}
