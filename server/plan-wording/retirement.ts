/** The retirement group in words: the outlook, and the pension payment the budget funds or an adviser. */
import type { AdviserAdvice, PensionAdvice, RetirementAdvice } from '../planning/retirement-advice';
import type { RetirementGroup } from '../planning/recommendation-groups';
import { outlookFigures, outlookText, statePensionsText } from './retirement-outlook';
import {
  budgetLeaves,
  capitalised,
  euro,
  figure,
  possessive,
  type GroupWords,
  type RecommendationWords,
} from './words';

const RELIEF =
  " Pension payments get income tax relief at 20 % or 40 % (your highest rate), within age-related limits; not relief from USC or PRSI. The payment is in today's euros: raise it each year with prices.";

const ADVISER_WHY: Record<AdviserAdvice['why'], string> = {
  NO_YEARS_LEFT: ' There are no years left to save.',
  NO_RELIEF_ROOM:
    ' Tax relief on pension payments is limited to a share of earnings, and there is no room left in it: an adviser can look at other ways to close the gap.',
};

export const adviserWords = (a: AdviserAdvice): RecommendationWords => ({
  title: 'Talk to an adviser about your retirement income',
  markdown: `${outlookText(a.outlook)}${ADVISER_WHY[a.why]}${statePensionsText(a.outlook)}`,
  figures: outlookFigures(a.outlook),
});

/** What closes the gap: the payment needed, or, when tax relief caps it, what would and the most that gets relief. */
const closesText = (a: PensionAdvice): string =>
  a.reliefCap === null
    ? `Paying ${euro(a.neededGrossCents)} a month for ${a.monthsToRetirement} months closes the gap.`
    : `Closing the gap would take ${euro(a.reliefCap.closingCents)} a month for ${a.monthsToRetirement} months, more than tax relief allows: with what is already paid in, ${euro(a.reliefCap.mostWithReliefCents)} a month is the most that gets relief (a share of earnings by age, 15 % under 30 up to 40 % from 60). Retiring later or saving elsewhere would close the rest.`;

const PENSION_TITLES: Record<PensionAdvice['share']['kind'], (grossCents: number) => string> = {
  IN_FULL: (gross) => `Pay ${euro(gross)} a month into a pension`,
  IN_PART: (gross) => `Pay ${euro(gross)} a month into a pension for now`,
  NONE: () => 'Find room in your budget for your pension',
};

export function pensionWords(a: PensionAdvice): RecommendationWords {
  const { allocatedCents: x, neededCents: needed, kind } = a.share;
  const limited = kind === 'IN_FULL' ? '' : ` ${capitalised(budgetLeaves(x, a.share.first))}.`;
  const cost = a.grossCents === x ? '' : ` It costs ${euro(x)} a month after tax relief.`;
  return {
    title: PENSION_TITLES[kind](a.grossCents),
    markdown: `${outlookText(a.outlook)}${statePensionsText(a.outlook)} ${closesText(a)}${limited}${cost}${RELIEF}`,
    figures: [
      ...outlookFigures(a.outlook),
      ...(x > 0 ? [figure('PENSION_PAYMENT', 'Monthly payment into the pension', a.grossCents)] : []),
      figure('MONTHLY_SAVING', 'Monthly cost after tax relief', x),
      ...(kind === 'IN_FULL'
        ? []
        : [
            figure('MONTHLY_NEEDED', 'Monthly cost needed after tax relief', needed),
            figure('PENSION_PAYMENT_NEEDED', 'Monthly payment needed into the pension', a.neededGrossCents),
          ]),
      ...(a.reliefCap
        ? [figure('MONTHLY_TO_CLOSE_GAP', 'Monthly payment that would close the gap', a.reliefCap.closingCents)]
        : []),
    ],
  };
}

export const retirementWords = (a: RetirementAdvice): RecommendationWords =>
  a.kind === 'ADVISER' ? adviserWords(a) : pensionWords(a);

/** The things to do: the recommendation itself, and checking each State pension record the plan could not count from one. */
function retirementThingsToDo(g: RetirementGroup, titles: string[]): string[] {
  const checks = g.recommendations.flatMap((r) =>
    r.advice.outlook.statePensions
      .filter((p) => p.basis === 'ASSUMED_FULL' || p.basis === 'NO_RECORD' || p.basis === 'IN_PAYMENT')
      .map((p) => `Check ${possessive(p.person)} State pension record on MyWelfare.ie`),
  );
  return [...titles, ...checks];
}

export function retirementGroupWords(g: RetirementGroup): GroupWords {
  const recommendations = g.recommendations.map((r) => retirementWords(r.advice));
  return {
    title: 'Retirement',
    subtitle: `At ${g.summary.retirementAge}: ${euro(g.summary.projectedIncomeCents)} a year projected; the target is ${euro(g.summary.targetIncomeCents)}`,
    recommendations,
    thingsToDo: retirementThingsToDo(
      g,
      recommendations.map((r) => r.title),
    ),
  };
}
