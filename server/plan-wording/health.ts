/** The health group in words: a title for each of the health summary's notes, which are its text. */
import type { HealthNote } from '../planning/health-summary';
import type { HealthGroup } from '../planning/recommendation-groups';
import type { GroupWords, RecommendationWords } from './words';

export const HEALTH_TITLES: Record<HealthNote['kind'], string> = {
  INSURANCE: 'Consider health insurance',
  SMOKER: 'Smoking and the price of cover',
  STATUS: 'Tell insurers about your health',
};

export const healthWords = (note: HealthNote): RecommendationWords => ({
  title: HEALTH_TITLES[note.kind],
  markdown: note.text,
  figures: [],
});

export const healthGroupWords = (g: HealthGroup): GroupWords => ({
  title: 'Health',
  subtitle: g.summary.hasHealthInsurance ? 'Health insurance in place' : 'No health insurance',
  recommendations: g.recommendations.map((r) => healthWords(r.advice)),
  thingsToDo: g.recommendations.map((r) => HEALTH_TITLES[r.advice.kind]),
});
