/** The savings group in words: each goal's target, what is saved, and the monthly saving the budget gives it. */
import type { GoalAdvice, SavingsGroup } from '../planning/recommendation-groups';
import { budgetLeaves, count, euro, figure, monthYear, type GroupWords, type RecommendationWords } from './words';

const INVESTED = ' Over five years or more, investing the saving can grow it faster.';
const WITHIN_REACH = ' A later date, a smaller amount or a higher rank in your goals would bring it within reach.';

export function goalWords(a: GoalAdvice): RecommendationWords {
  const { allocatedCents: x, neededCents: needed } = a.share;
  const date = monthYear(a.targetDate);
  const opening = `${euro(a.targetCents)} by ${date}: ${euro(a.savedCents)} saved so far, ${euro(a.toGoCents)} to go over ${a.monthsLeft} months.`;
  const invested = a.invested ? INVESTED : '';
  const figures = [
    figure('TARGET', a.goal, a.targetCents),
    figure('SAVED', 'Saved so far', a.savedCents),
    figure('TO_GO', 'Still to save', a.toGoCents),
    figure('MONTHLY_SAVING', 'Monthly saving', x),
  ];
  if (a.share.kind === 'IN_FULL')
    return { title: `Save ${euro(x)} a month for ${a.goal}`, markdown: opening + invested, figures };
  const some = a.share.kind === 'IN_PART';
  const reached = some
    ? `: by ${date} you would have at least ${euro(a.reachedCents)} (more as the savings before it finish).`
    : '.';
  return {
    title: some ? `Save ${euro(x)} a month for ${a.goal}` : `Find room in your budget for ${a.goal}`,
    markdown: `${opening} It needs ${euro(needed)} a month; ${budgetLeaves(x, a.share.first)}${reached}${WITHIN_REACH}${invested}`,
    figures: [
      ...figures,
      figure('MONTHLY_NEEDED', 'Monthly saving needed', needed),
      ...(some ? [figure('BY_TARGET_DATE', `Saved by ${date}`, a.reachedCents)] : []),
    ],
  };
}

export const savingsGroupWords = (g: SavingsGroup): GroupWords => ({
  title: 'Savings and goals',
  subtitle: `${euro(g.summary.totalSavingsCents)} saved; ${count(g.summary.goals.length, 'goal', 'goals')}`,
  recommendations: g.recommendations.map((r) => goalWords(r.advice)),
  thingsToDo: g.recommendations.map((r) =>
    (r.monthlyCents ?? 0) > 0
      ? `Set up a standing order of ${euro(r.monthlyCents ?? 0)} a month for ${r.advice.goal}`
      : `Review ${r.advice.goal}: its date, its amount or its rank`,
  ),
});
