/**
 * The risk profile of a user (migration 0006b): their questionnaire answers, the calculated
 * profile and the one they selected. One row per user.
 */
import type { RiskAnswers, RiskProfile } from '../risk/scoring';
import type { SqlExecutor } from './engine';

export interface RiskRecord {
  userId: string;
  answers: RiskAnswers;
  calculatedProfile: RiskProfile | null;
  selectedProfile: RiskProfile | null;
}

const RISK_COLUMNS = `user_id AS "userId", answers, calculated_profile AS "calculatedProfile", selected_profile AS "selectedProfile"`;

export function riskStore(db: SqlExecutor) {
  return {
    async get(userId: string): Promise<RiskRecord | null> {
      const [row] = await db.query<RiskRecord>(`SELECT ${RISK_COLUMNS} FROM risk_profiles WHERE user_id = $1`, [
        userId,
      ]);
      return row ?? null;
    },
    /**
     * The user's record, locked until the transaction ends (created empty when missing), so that
     * concurrent changes of one user's answers are applied one after the other and none is lost.
     * Use inside a transaction.
     */
    async lock(userId: string, at: Date): Promise<RiskRecord> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [userId]);
      await db.query(
        'INSERT INTO risk_profiles (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [userId, at.toISOString()],
      );
      const [row] = await db.query<RiskRecord>(
        `SELECT ${RISK_COLUMNS} FROM risk_profiles WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      return row;
    },
    async save(record: RiskRecord, at: Date): Promise<RiskRecord> {
      const [row] = await db.query<RiskRecord>(
        `UPDATE risk_profiles SET answers = $2::jsonb, calculated_profile = $3, selected_profile = $4, updated_at = $5
         WHERE user_id = $1 RETURNING ${RISK_COLUMNS}`,
        [
          record.userId,
          JSON.stringify(record.answers),
          record.calculatedProfile,
          record.selectedProfile,
          at.toISOString(),
        ],
      );
      return row;
    },
  };
}
