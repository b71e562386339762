/** The protection group in words: the cover to add for each need not met, what the need is made of, and the parts' labels. */
import type { Slice } from '../planning/debt-summary';
import type {
  IncomeProtectionAdvice,
  LifeCoverAdvice,
  LifeNeedPart,
  MortgageProtectionAdvice,
  ProtectionAdvice,
} from '../planning/protection-advice';
import type { ProtectionGroup } from '../planning/recommendation-groups';
import {
  capitalised,
  count,
  euro,
  figure,
  possessive,
  type Figure,
  type GroupWords,
  type RecommendationWords,
} from './words';

/** How long an income gap lasts: 'for 17 years, until the youngest child is 23'; `survivor` null: 'the survivor'. */
function gapYearsText(a: LifeCoverAdvice, survivor: string | null): string {
  const years = count(a.gapYears, 'year', 'years');
  return a.gapUntil.kind === 'YOUNGEST_CHILD'
    ? `${years}, until the youngest child is ${a.gapUntil.age}`
    : `${years}, until ${survivor ?? 'the survivor'} ${survivor === 'you' ? 'are' : 'is'} ${a.gapUntil.age}`;
}

/** What the need is made of, in words, and as figures. */
function lifeNeedParts(a: LifeCoverAdvice): { parts: string[]; figures: Figure[] } {
  const parts: string[] = [];
  const figures: Figure[] = [];
  if (a.debtsCents > 0) {
    parts.push(`${euro(a.debtsCents)} to clear the debts it would leave`);
    figures.push(figure('BALANCE', 'Debts to clear', a.debtsCents));
  }
  if (a.incomeGapCents > 0) {
    parts.push(
      `${euro(a.incomeGapCents)} of income: ${euro(a.yearlyGapCents)} a year for ${gapYearsText(a, a.survivor)}`,
    );
    figures.push(
      figure('INCOME_GAP', 'Income to replace', a.incomeGapCents),
      figure('INCOME_GAP', 'Income to replace a year', a.yearlyGapCents),
    );
  }
  if (a.childcareCents > 0) {
    parts.push(`${euro(a.childcareCents)} of childcare until each child is ${a.childcareUntilAge}`);
    figures.push(figure('CHILDCARE', 'Childcare', a.childcareCents));
  }
  if (a.survivorsPensionCents > 0)
    figures.push(figure('STATE_BENEFIT', "The State's survivor's pension a year", a.survivorsPensionCents));
  return { parts, figures };
}

/** Whether the survivor's own income meets what the household needs. */
function survivorIncomeText(a: LifeCoverAdvice): string {
  if (a.survivor === null)
    return `No adult would be left to earn: the children would need what the household spends for ${gapYearsText(a, null)}.`;
  const withPension =
    a.survivorsPensionCents > 0
      ? `, with the State's survivor's pension of ${euro(a.survivorsPensionCents)} a year,`
      : '';
  const own = `${capitalised(possessive(a.survivor))} own income after tax${withPension}`;
  return a.yearlyGapCents > 0
    ? `${own} would fall short of what the household needs (three quarters of its outgoings, and the rent).`
    : `${own} would meet what the household needs (three quarters of its outgoings, and the rent): no income to replace.`;
}

const JOINT_LIFE =
  'A joint-life policy pays once, on the first death: it counts in full for each of its owners, and leaves the survivor with no cover of their own.';
const MORTGAGE_FIRST = 'Mortgage protection clears the mortgage first: only what it does not cover is a debt here.';

export function lifeCoverWords(a: LifeCoverAdvice): RecommendationWords {
  const { parts, figures } = lifeNeedParts(a);
  return {
    title: `Add ${euro(a.shortfallCents)} of life cover for ${a.person}`,
    markdown: [
      `If ${a.person} died, the household would need ${euro(a.neededCents)}: ${parts.join('; ')}.`,
      survivorIncomeText(a),
      `The policies that pay on ${possessive(a.person)} death give ${euro(a.coverCents)}.`,
      ...(a.jointLifePolicy ? [JOINT_LIFE] : []),
      ...(a.mortgageProtection ? [MORTGAGE_FIRST] : []),
    ].join(' '),
    figures: [
      figure('SHORTFALL', 'Cover to add', a.shortfallCents),
      figure('COVER_NEEDED', 'Life cover needed', a.neededCents),
      figure('COVER', 'Cover in place', a.coverCents),
      ...figures,
    ],
  };
}

export function incomeProtectionWords(a: IncomeProtectionAdvice): RecommendationWords {
  const benefit = a.illnessBenefitCents;
  const state =
    benefit > 0
      ? `less the ${euro(benefit)} a year the State's Illness Benefit would pay (insurers cap the benefit at about three quarters of earnings less State benefits)`
      : 'with no Illness Benefit to count on (self-employed PRSI does not give it)';
  return {
    title: `Add income protection of ${euro(a.shortfallCents)} a year for ${a.person}`,
    markdown: `Income protection should pay ${euro(a.neededCents)} a year: three quarters of ${possessive(a.person)} earnings of ${euro(a.earnedCents)} (${euro(a.shareCents)}) ${state}. The policies pay ${euro(a.coverCents)}.`,
    figures: [
      figure('SHORTFALL', 'Cover to add', a.shortfallCents),
      figure('COVER_NEEDED', 'Income protection needed a year', a.neededCents),
      figure('COVER', 'Cover in place', a.coverCents),
      figure('INCOME', 'Yearly earnings', a.earnedCents),
      figure('COVER_NEEDED', 'Three quarters of earnings', a.shareCents),
      ...(benefit > 0 ? [figure('STATE_BENEFIT', "The State's Illness Benefit a year", benefit)] : []),
    ],
  };
}

export const mortgageProtectionWords = (a: MortgageProtectionAdvice): RecommendationWords => ({
  title: `Add ${euro(a.shortfallCents)} of mortgage protection for ${a.person}`,
  markdown: `${capitalised(possessive(a.person))} death would leave ${euro(a.neededCents)} of mortgage to pay; mortgage protection covers ${euro(a.coverCents)}. Lenders require it on a home loan: check the policy matches the mortgage.`,
  figures: [
    figure('SHORTFALL', 'Cover to add', a.shortfallCents),
    figure('COVER_NEEDED', 'Mortgage left to pay', a.neededCents),
    figure('COVER', 'Cover in place', a.coverCents),
  ],
});

export function protectionWords(a: ProtectionAdvice): RecommendationWords {
  switch (a.kind) {
    case 'LIFE':
      return lifeCoverWords(a);
    case 'INCOME':
      return incomeProtectionWords(a);
    case 'MORTGAGE':
      return mortgageProtectionWords(a);
  }
}

/** A death's need as the summary's slices: 'Debts to clear', 'Income for 7 years', 'Childcare'. */
export const lifeNeedSlices = (parts: LifeNeedPart[]): Slice[] =>
  parts.map((p) => ({
    label:
      p.part === 'DEBTS'
        ? 'Debts to clear'
        : p.part === 'INCOME'
          ? `Income for ${count(p.years, 'year', 'years')}`
          : 'Childcare',
    amountCents: p.amountCents,
    percentage: p.percentage,
  }));

export function protectionGroupWords(g: ProtectionGroup): GroupWords {
  const short = g.recommendations.length;
  const all = g.summary.scenarios.length;
  const recommendations = g.recommendations.map((r) => protectionWords(r.advice));
  return {
    title: 'Protection',
    subtitle: short
      ? `${short} of ${all} cover needs not met`
      : all
        ? 'Your cover meets your needs'
        : 'No earned income to protect',
    recommendations,
    thingsToDo: recommendations.map((r) => `Get a quote for ${r.title.replace(/^Add /, '')}`),
  };
}
