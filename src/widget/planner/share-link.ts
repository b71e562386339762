/**
 * 'Copy a link to this estimate': the answers (and the savings plan's, once made) in the page address's
 * fragment, so nothing reaches a server, and a page opened with it goes straight to the results.
 *   #ccc-age=5&ccc-course=4&ccc-fees=0&ccc-live=RENTED&ccc-include=FEES,ACCOMMODATION&ccc-saved=2500&ccc-return=3.5&ccc-rising=3
 * and, when they are not the defaults, the plan's other answers (issue 20): ccc-share (percent), ccc-grants (euro a
 * year), ccc-own-fees, ccc-own-live, ccc-own-other (own yearly figures), ccc-rise (the saving's yearly rise).
 * The page's own fragment parameters are kept. A fragment that does not make a valid set of answers is ignored;
 * plan answers that break the shared rules (src/plan-rules.ts) leave the plan out.
 */
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS, type AccommodationType } from '../../assumptions';
import { planInputErrors, type PlanInputName } from '../../plan-rules';
import { findIncludeChoice, fromWhatToInclude, toWhatToInclude } from '../include-choices';
import type { CostType, SubmittedAnswers } from '../types';
import { DEFAULT_PLAN_ANSWERS, type PlanAnswers } from './plan-call';

/** The parameter whose presence marks a link to an estimate (Calculator.tsx looks for it before loading this). */
export const LINK_MARK = 'ccc-age';

export interface LinkedEstimate {
  answers: SubmittedAnswers;
  /** The savings plan's answers, when the link was copied with a plan shown. */
  plan: PlanAnswers | null;
}

/** The plan's answers beyond the first three, by parameter; written only when not the default. */
const MORE: [param: string, name: Exclude<PlanInputName, 'savedAlready' | 'yearlyReturnPercent' | 'risingCostsPercent'>][] = [
  ['ccc-share', 'sharePercent'],
  ['ccc-grants', 'grantsPerYear'],
  ['ccc-own-fees', 'feesPerYear'],
  ['ccc-own-live', 'accommodationPerYear'],
  ['ccc-own-other', 'otherExpensesPerYear'],
  ['ccc-rise', 'contributionRisePercent'],
];

/** The address of `pageUrl` with the estimate in its fragment (other fragment parameters kept). */
export function estimateLink(pageUrl: string, answers: SubmittedAnswers, plan: PlanAnswers | null): string {
  const url = new URL(pageUrl);
  const params = new URLSearchParams(url.hash.slice(1));
  for (const key of [...params.keys()]) if (key.startsWith('ccc-')) params.delete(key);
  params.set(LINK_MARK, String(answers.ageOfChild));
  params.set('ccc-course', String(answers.courseDuration));
  params.set('ccc-fees', answers.freeFees ? '1' : '0');
  params.set('ccc-live', answers.accommodation);
  params.set('ccc-include', toWhatToInclude(answers.costsInclude).join(','));
  if (plan) {
    params.set('ccc-saved', String(plan.savedAlready));
    params.set('ccc-return', String(plan.yearlyReturnPercent));
    if (plan.risingCosts) params.set('ccc-rising', plan.risingCostsPercent === null ? '' : String(plan.risingCostsPercent));
    for (const [param, name] of MORE) if (plan[name] !== DEFAULT_PLAN_ANSWERS[name] && plan[name] !== null) params.set(param, String(plan[name]));
  }
  url.hash = params.toString();
  return url.toString();
}

/** The estimate in a page address's fragment, or null when there is none or it is not valid. */
export function estimateFromLink(pageUrl: string): LinkedEstimate | null {
  const params = new URLSearchParams(new URL(pageUrl).hash.slice(1));
  const number = (key: string): number => (params.get(key) ?? '').trim() === '' ? NaN : Number(params.get(key));
  const ageOfChild = number(LINK_MARK);
  const courseDuration = number('ccc-course');
  const fees = params.get('ccc-fees');
  const accommodation = params.get('ccc-live') as AccommodationType;
  const costsInclude = fromWhatToInclude((params.get('ccc-include') ?? '').split(',') as CostType[]);
  const valid =
    Number.isInteger(ageOfChild) && ageOfChild >= AGE_MIN && ageOfChild <= AGE_MAX &&
    (COURSE_DURATIONS as readonly number[]).includes(courseDuration) &&
    (fees === '0' || fees === '1') &&
    ACCOMMODATION_TYPES.includes(accommodation) &&
    findIncludeChoice(accommodation, costsInclude) !== undefined;
  if (!valid) return null;
  const answers: SubmittedAnswers = { ageOfChild, courseDuration, freeFees: fees === '1', accommodation, costsInclude };
  if (!params.has('ccc-saved')) return { answers, plan: null };
  const rising = params.get('ccc-rising');
  const plan: PlanAnswers = {
    ...DEFAULT_PLAN_ANSWERS,
    savedAlready: number('ccc-saved'),
    yearlyReturnPercent: number('ccc-return'),
    risingCosts: rising !== null,
    risingCostsPercent: rising === null || rising === '' ? null : Number(rising),
  };
  for (const [param, name] of MORE) if (params.has(param)) plan[name] = number(param);
  const include = toWhatToInclude(costsInclude);
  const planValid =
    Number.isFinite(plan.savedAlready) && Number.isFinite(plan.yearlyReturnPercent) &&
    Object.keys(planInputErrors(plan, { accommodation, whatToInclude: include })).length === 0;
  return { answers, plan: planValid ? plan : null };
}
