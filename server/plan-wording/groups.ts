/** A plan's recommendation groups in words: each group's titles, text, figures and things to do, beside its figures. */
import type { Slice } from '../planning/debt-summary';
import type {
  GroupSummary,
  ProductSummary,
  RecommendationGroup,
  RecommendationType,
} from '../planning/recommendation-groups';
import { debtGroupWords } from './debt';
import { emergencyFundGroupWords } from './emergency-fund';
import { healthGroupWords } from './health';
import { lifeNeedSlices, protectionGroupWords } from './protection';
import { retirementGroupWords } from './retirement';
import { savingsGroupWords } from './savings';
import type { Figure, GroupWords } from './words';

export interface WordedRecommendation {
  id: string;
  title: string;
  /** Its text, in Markdown. */
  markdown: string;
  /** The monthly saving it asks for (what the plan allocates); null when it asks for none. */
  monthlyCents: number | null;
  /** Every amount its title and text state. */
  figures: Figure[];
}

/** A group's summary with its labels: a death's need in slices ('Debts to clear', 'Income for 7 years', 'Childcare'). */
export type WordedSummary =
  | Exclude<GroupSummary, { type: 'PROTECTION' }>
  | {
      type: 'PROTECTION';
      scenarios: {
        title: string;
        neededCents: number;
        coverCents: number;
        shortfallCents: number;
        breakdown: Slice[] | null;
      }[];
    };

export interface WordedGroup {
  id: string;
  recommendationType: RecommendationType;
  title: string;
  subtitle: string | null;
  summary: WordedSummary;
  thingsToDo: string[];
  relatedProducts: ProductSummary[];
  riskProfileQuestionnaireRequired: boolean;
  recommendations: WordedRecommendation[];
}

function groupWords(g: RecommendationGroup): GroupWords {
  switch (g.recommendationType) {
    case 'EMERGENCY_FUND':
      return emergencyFundGroupWords(g);
    case 'DEBT':
      return debtGroupWords(g);
    case 'PROTECTION':
      return protectionGroupWords(g);
    case 'SAVINGS_INVESTING':
      return savingsGroupWords(g);
    case 'RETIREMENT':
      return retirementGroupWords(g);
    case 'HEALTH':
      return healthGroupWords(g);
  }
}

const summaryWords = (s: GroupSummary): WordedSummary =>
  s.type === 'PROTECTION'
    ? { ...s, scenarios: s.scenarios.map((c) => ({ ...c, breakdown: c.breakdown && lifeNeedSlices(c.breakdown) })) }
    : s;

/** A group in words, with its ids, figures and products as the model gives them. */
export function wordGroup(g: RecommendationGroup): WordedGroup {
  const words = groupWords(g);
  return {
    id: g.id,
    recommendationType: g.recommendationType,
    title: words.title,
    subtitle: words.subtitle,
    summary: summaryWords(g.summary),
    thingsToDo: words.thingsToDo,
    relatedProducts: g.relatedProducts,
    riskProfileQuestionnaireRequired: g.riskProfileQuestionnaireRequired,
    recommendations: words.recommendations.map((w, i) => ({
      id: g.recommendations[i].id,
      title: w.title,
      markdown: w.markdown,
      monthlyCents: g.recommendations[i].monthlyCents,
      figures: w.figures,
    })),
  };
}
