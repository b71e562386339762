/**
 * 'Copy a link to this estimate': the answers (and the savings plan's, once made) in the page address's
 * fragment, so nothing reaches a server, and a page opened with it goes straight to the results.
 *   #ccc-age=5&ccc-course=4&ccc-fees=0&ccc-live=RENTED&ccc-include=FEES,ACCOMMODATION&ccc-saved=2500&ccc-return=3.5&ccc-rising=3&ccc-w=calculator
 * and, when they are not the defaults, the plan's other answers: ccc-share (percent), ccc-grants (euro a
 * year), ccc-own-fees, ccc-own-live, ccc-own-other (own yearly figures), ccc-rise (the saving's yearly rise),
 * ccc-through (1: saving through college), ccc-first (the first payment's date), ccc-amount (a monthly amount
 * whose reach to show), and one ccc-child for each other child: age-course-fees-live-include, such as
 * ccc-child=11-4-1-RENTED-FEES.ACCOMMODATION. A first payment's date that has passed since is left out.
 * `ccc-w` names the widget the link was made in (link-target.ts): on a page of several, only that one opens
 * it; a link without it (made before links named their widget) opens in the first widget mounted.
 * The page's own fragment parameters are kept. A fragment that does not make a valid set of answers is ignored;
 * plan answers that break the shared rules (src/plan-rules.ts) leave the plan out.
 */
import type { AccommodationType } from '../../assumptions';
import {
  countedCosts,
  firstCourseYearDate,
  firstPaymentRule,
  otherChildrenRule,
  planInputErrors,
} from '../../plan-rules';
import { todayIso } from '../host/dates';
import { fromWhatToInclude, toWhatToInclude } from '../form/include-choices';
import type { CostType, FormAnswers, SubmittedAnswers } from '../host/types';
import { validateAnswers } from '../form/validation';
import { EMPTY_ANSWERS } from '../form/answers';
import { LINK_MARK, WIDGET_PARAM, linkIsFor, type WidgetOnPage } from '../host/link-target';
import { DEFAULT_PLAN_ANSWERS, type MoreOption, type PlanAnswers } from './plan-call';

export interface LinkedEstimate {
  answers: SubmittedAnswers;
  /** The savings plan's answers, when the link was copied with a plan shown. */
  plan: PlanAnswers | null;
}

/** The number answers under 'More options', and the monthly amount. */
type NumberOption = Exclude<MoreOption, 'saveThroughCollege' | 'firstPaymentDate'> | 'monthlyAmount';

/** The parameter of each number answer; written only when not the default. */
const PARAM: Record<NumberOption, string> = {
  sharePercent: 'ccc-share',
  grantsPerYear: 'ccc-grants',
  feesPerYear: 'ccc-own-fees',
  accommodationPerYear: 'ccc-own-live',
  otherExpensesPerYear: 'ccc-own-other',
  contributionRisePercent: 'ccc-rise',
  monthlyAmount: 'ccc-amount',
};
const NUMBER_OPTIONS = Object.keys(PARAM) as NumberOption[];
const CHILD_PARAM = 'ccc-child';

/** Another child's answers as one parameter: age-course-fees-live-include (the include's cost types joined by '.'). */
const childParam = (child: SubmittedAnswers): string =>
  [
    child.ageOfChild,
    child.courseDuration,
    child.freeFees ? 1 : 0,
    child.accommodation,
    toWhatToInclude(child.costsInclude).join('.'),
  ].join('-');

/**
 * The answers of a child in a link (any other answer as in the empty form), or null when the calculator's rules
 * (validation.ts) refuse any of them.
 */
function readAnswers(
  age: string,
  course: string,
  fees: string | null,
  live: string,
  include: string[],
): SubmittedAnswers | null {
  const answers: FormAnswers = {
    ...EMPTY_ANSWERS,
    ageOfChild: age.trim() === '' ? null : Number(age),
    courseDuration: course.trim() === '' ? null : Number(course),
    freeFees: fees === '1' ? true : fees === '0' ? false : null,
    accommodation: live as AccommodationType,
    costsInclude: fromWhatToInclude(include as CostType[]),
  };
  return Object.keys(validateAnswers(answers)).length === 0 ? (answers as SubmittedAnswers) : null;
}

/** `pageUrl` and its fragment's parameters but the estimate's (every `ccc-` one): the page's own are kept. */
function withoutEstimate(pageUrl: string): { url: URL; params: URLSearchParams } {
  const url = new URL(pageUrl);
  const params = new URLSearchParams(url.hash.slice(1));
  for (const key of [...params.keys()]) if (key.startsWith('ccc-')) params.delete(key);
  return { url, params };
}

/**
 * The address of `pageUrl` with the estimate in its fragment (other fragment parameters kept), for the widget
 * named `widget` (ResolvedOptions.widget.name); without a name, the link opens in the page's first widget.
 */
export function estimateLink(
  pageUrl: string,
  answers: SubmittedAnswers,
  plan: PlanAnswers | null,
  widget?: string,
): string {
  const { url, params } = withoutEstimate(pageUrl);
  params.set(LINK_MARK, String(answers.ageOfChild));
  params.set('ccc-course', String(answers.courseDuration));
  params.set('ccc-fees', answers.freeFees ? '1' : '0');
  params.set('ccc-live', answers.accommodation);
  params.set('ccc-include', toWhatToInclude(answers.costsInclude).join(','));
  if (plan) {
    params.set('ccc-saved', String(plan.savedAlready));
    params.set('ccc-return', String(plan.yearlyReturnPercent));
    if (plan.risingCosts)
      params.set('ccc-rising', plan.risingCostsPercent === null ? '' : String(plan.risingCostsPercent));
    for (const name of NUMBER_OPTIONS)
      if (plan[name] !== DEFAULT_PLAN_ANSWERS[name] && plan[name] !== null) params.set(PARAM[name], String(plan[name]));
    if (plan.saveThroughCollege) params.set('ccc-through', '1');
    if (plan.firstPaymentDate) params.set('ccc-first', plan.firstPaymentDate);
    for (const child of plan.otherChildren) params.append(CHILD_PARAM, childParam(child));
  }
  if (widget !== undefined) params.set(WIDGET_PARAM, widget);
  url.hash = params.toString();
  return url.toString();
}

/** `pageUrl` without the estimate ('Start over'): the page's own fragment parameters kept; no '#' when none is left. */
export function addressWithoutEstimate(pageUrl: string): string {
  const { url, params } = withoutEstimate(pageUrl);
  url.hash = params.toString();
  return url.toString();
}

/**
 * The estimate in a page address's fragment for `widget`, or null when there is none, it is not valid, or it
 * was made in another widget of the page.
 */
export function estimateFromLink(pageUrl: string, widget: WidgetOnPage): LinkedEstimate | null {
  const url = new URL(pageUrl);
  if (!linkIsFor(url.hash, widget)) return null;
  const params = new URLSearchParams(url.hash.slice(1));
  const number = (key: string): number => ((params.get(key) ?? '').trim() === '' ? NaN : Number(params.get(key)));
  const answers = readAnswers(
    params.get(LINK_MARK) ?? '',
    params.get('ccc-course') ?? '',
    params.get('ccc-fees'),
    params.get('ccc-live') ?? '',
    (params.get('ccc-include') ?? '').split(','),
  );
  if (!answers) return null;
  if (!params.has('ccc-saved')) return { answers, plan: null };
  const rising = params.get('ccc-rising');
  const children = params.getAll(CHILD_PARAM).map((value) => {
    const [age = '', course = '', fees = null, live = '', include = ''] = value.split('-');
    return readAnswers(age, course, fees, live, include.split('.'));
  });
  const otherChildren = children.filter((child): child is SubmittedAnswers => child !== null);
  const plan: PlanAnswers = {
    ...DEFAULT_PLAN_ANSWERS,
    savedAlready: number('ccc-saved'),
    yearlyReturnPercent: number('ccc-return'),
    risingCosts: rising !== null,
    risingCostsPercent: rising === null || rising === '' ? null : Number(rising),
    otherChildren,
    saveThroughCollege: params.get('ccc-through') === '1',
  };
  for (const name of NUMBER_OPTIONS) if (params.has(PARAM[name])) plan[name] = number(PARAM[name]);
  // A first payment's date that has passed (or no longer fits the children) is left out: the default is used.
  const today = todayIso();
  const first = params.get('ccc-first');
  const ages = [answers.ageOfChild, ...otherChildren.map((child) => child.ageOfChild)];
  if (first && !firstPaymentRule(first, today, firstCourseYearDate(ages, Number(today.slice(0, 4)))))
    plan.firstPaymentDate = first;
  const planValid =
    Number.isFinite(plan.savedAlready) &&
    Number.isFinite(plan.yearlyReturnPercent) &&
    otherChildren.length === children.length &&
    !otherChildrenRule(otherChildren) &&
    Object.keys(planInputErrors(plan, countedCosts(answers.accommodation, toWhatToInclude(answers.costsInclude))))
      .length === 0;
  return { answers, plan: planValid ? plan : null };
}
