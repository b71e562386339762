/**
 * What other areas need to know about a user's risk profile (the plan's
 * riskProfileQuestionnaireRequired follows `riskQuestionnaireRequired`).
 */
import type { RiskRecord } from '../storage/risk-store';
import type { RiskProfile } from './scoring';

interface RiskReader {
  risk: { get(userId: string): Promise<RiskRecord | null> };
}

/** The profile the user's plan uses: the one they selected, else the calculated one; null until all 15 questions are answered. */
export async function effectiveRiskProfile(stores: RiskReader, userId: string): Promise<RiskProfile | null> {
  const record = await stores.risk.get(userId);
  return record?.selectedProfile ?? record?.calculatedProfile ?? null;
}

/** Whether the user still has to complete the risk questionnaire (not all 15 questions answered). */
export async function riskQuestionnaireRequired(stores: RiskReader, userId: string): Promise<boolean> {
  return (await effectiveRiskProfile(stores, userId)) === null;
}
