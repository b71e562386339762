/**
 * The widget's performance targets (docs/performance.md, "Targets"), checked against a load part's figures:
 *
 * - the server-rendered page (the form in the page's HTML, taken over by README's snippet) ≤ ×1.1 of the static
 *   form, at 4× CPU and on Fast-3G;
 * - README's snippet ≤ ×1.1 of the bare module that draws the same form (the floor for any script-drawn form);
 * - long tasks before the first key no more frequent on those two pages than on the static form over the same
 *   rounds (rounds with a task over 100 ms).
 */
import type { Condition, LoadToInput } from './load-to-input';

export const TARGET_RATIO = 1.1;

export interface TargetVerdict {
  target: string;
  condition: Condition;
  /** The figure the target is about (a ratio of medians, or a count of rounds). */
  measured: number;
  limit: number;
  met: boolean;
}

/** Each target under each condition the run measured; `pages` names the pages of the bench. */
export function checkTargets(
  load: LoadToInput,
  pages: { staticForm: string; snippet: string; serverRendered: string },
): TargetVerdict[] {
  const verdicts: TargetVerdict[] = [];
  const add = (target: string, condition: Condition, measured: number | undefined, limit: number) => {
    if (measured !== undefined) verdicts.push({ target, condition, measured, limit, met: measured <= limit });
  };
  for (const [condition, figures] of Object.entries(load.conditions) as [
    Condition,
    LoadToInput['conditions'][Condition],
  ][]) {
    if (!figures) continue;
    add(
      `${pages.serverRendered} over ${pages.staticForm}`,
      condition,
      figures[pages.serverRendered]?.ratio,
      TARGET_RATIO,
    );
    add(
      `${pages.snippet} over ${load.vsReference?.page ?? 'the bare module'}`,
      condition,
      load.vsReference?.conditions[condition]?.[pages.snippet]?.ratio,
      TARGET_RATIO,
    );
    const staticRounds = figures[pages.staticForm]?.runsOver100Ms ?? 0;
    for (const page of [pages.snippet, pages.serverRendered])
      add(
        `${page}: rounds with a task over 100 ms before the first key`,
        condition,
        figures[page]?.runsOver100Ms,
        staticRounds,
      );
  }
  return verdicts;
}
