/** The emergency fund group in words: how many months of outgoings savings cover, and the saving that builds the fund. */
import type { EmergencyFundAdvice, EmergencyFundGroup } from '../planning/recommendation-groups';
import { budgetLeaves, count, euro, figure, type GroupWords, type RecommendationWords } from './words';

/** When outgoings are more than income, where to get help; else a start. */
const MABS =
  ' MABS, the free and confidential Money Advice and Budgeting Service (mabs.ie, 0818 07 2000), can help you draw up a budget and talk to your lenders.';

/** What the budget leaves after the bills, when it leaves nothing for the fund. */
const nothingLeft = (overspentCents: number | null): string =>
  overspentCents !== null
    ? `your outgoings, repayments, savings and premiums are ${euro(overspentCents)} a month more than your income after tax.${MABS}`
    : 'your income after tax leaves nothing once your outgoings, repayments, savings and premiums are paid. Start with what you can, even a little a month.';

export function emergencyFundWords(a: EmergencyFundAdvice): RecommendationWords {
  const { allocatedCents: x, neededCents: needed } = a.share;
  const opening = `Your accessible savings of ${euro(a.currentCents)} are short of ${a.targetMonths} months of outgoings (${euro(a.targetCents)}).`;
  const base = [
    figure('CURRENT', 'Accessible savings', a.currentCents),
    figure('TARGET', 'Emergency fund to hold', a.targetCents),
    figure('MONTHLY_SAVING', 'Monthly saving', x),
  ];
  const need = figure('MONTHLY_NEEDED', `Monthly saving to build it in ${a.buildMonths} months`, needed);
  const building = `${opening} Building it in ${a.buildMonths} months needs ${euro(needed)} a month`;
  switch (a.share.kind) {
    case 'IN_FULL':
      return {
        title: `Save ${euro(x)} a month for ${a.buildMonths} months`,
        markdown: `${opening} Saving ${euro(x)} a month builds the fund in ${a.buildMonths} months.`,
        figures: base,
      };
    case 'IN_PART':
      return {
        title: `Save ${euro(x)} a month towards your emergency fund`,
        markdown: `${building}; ${budgetLeaves(x, a.share.first)}, which builds it in ${a.buildsInMonths} months.`,
        figures: [...base, need],
      };
    case 'NONE':
      return {
        title: 'Make room in your budget for an emergency fund',
        markdown: `${building}, and ${nothingLeft(a.overspentCents)}`,
        figures: [
          ...base,
          need,
          ...(a.overspentCents !== null
            ? [figure('DISPOSABLE_INCOME', 'Spent beyond income a month', a.overspentCents)]
            : []),
        ],
      };
  }
}

export function emergencyFundGroupWords(g: EmergencyFundGroup): GroupWords {
  const { monthsCovered, targetMonths } = g.summary;
  const covered =
    monthsCovered === null
      ? 'No monthly outgoings to cover'
      : `${count(monthsCovered, 'month', 'months')} of outgoings covered`;
  return {
    title: 'Emergency fund',
    subtitle: `${covered}; the aim is ${targetMonths}`,
    recommendations: g.recommendations.map((r) => emergencyFundWords(r.advice)),
    thingsToDo: g.recommendations.map((r) =>
      (r.monthlyCents ?? 0) > 0
        ? `Move ${euro(r.monthlyCents ?? 0)} a month into savings you can reach at once`
        : 'Look at your outgoings for money to start an emergency fund',
    ),
  };
}
