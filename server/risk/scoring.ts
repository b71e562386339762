/**
 * From questionnaire answers to a risk profile, and the rule for the profile a user may choose
 * (docs/risk-appointments-surveys.md):
 * - Each answer scores its points, 0 (most cautious) to 4 (most adventurous); 15 answers score 0–60.
 * - The calculated profile exists only once all 15 questions are answered. It is the band of the
 *   total: 0–11 LOW, 12–23 LOW_TO_MEDIUM, 24–35 MEDIUM, 36–47 MEDIUM_TO_HIGH, 48–60 HIGH.
 * - A user may select a profile at most one step from the calculated one (MEDIUM allows
 *   LOW_TO_MEDIUM, MEDIUM and MEDIUM_TO_HIGH); nothing can be selected before one is calculated.
 */
import { QUESTION_COUNT, RISK_QUESTIONNAIRE, questionById } from './questionnaire';

/** Cautious to adventurous. */
export const RISK_PROFILES = ['LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/** The points that make one band: 12 (five bands over 0–60). */
export const POINTS_PER_BAND = 12;
/** How far from the calculated profile a selected one may be. */
export const MAX_SELECTION_STEPS = 1;

/** Answer id by question id. */
export type RiskAnswers = Readonly<Record<string, string>>;

/** The total points of `answers` (unknown ids score nothing; they are refused before this). */
export function riskScore(answers: RiskAnswers): number {
  return Object.entries(answers).reduce((sum, [questionId, answerId]) => {
    const answer = questionById(questionId)?.answers.find((a) => a.id === answerId);
    return sum + (answer?.points ?? 0);
  }, 0);
}

/** The profile of a total score. */
export const profileOfScore = (score: number): RiskProfile =>
  RISK_PROFILES[Math.min(RISK_PROFILES.length - 1, Math.floor(score / POINTS_PER_BAND))];

/** The calculated profile: null until every question is answered. */
export function calculatedProfile(answers: RiskAnswers): RiskProfile | null {
  const answered = RISK_QUESTIONNAIRE.filter((question) => answers[question.id] !== undefined).length;
  return answered === QUESTION_COUNT ? profileOfScore(riskScore(answers)) : null;
}

/** How many steps apart two profiles are. */
export const profileSteps = (a: RiskProfile, b: RiskProfile): number =>
  Math.abs(RISK_PROFILES.indexOf(a) - RISK_PROFILES.indexOf(b));

/** The profiles a user with this calculated profile may select (none before one is calculated). */
export const selectableProfiles = (calculated: RiskProfile | null): RiskProfile[] =>
  calculated === null
    ? []
    : RISK_PROFILES.filter((profile) => profileSteps(profile, calculated) <= MAX_SELECTION_STEPS);
