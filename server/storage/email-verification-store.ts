/**
 * The store of pending e-mail changes (migration 0007), scoped by the owner's user id. Instants go in
 * and come out as Date.
 */
import { asDate, type SqlExecutor } from './engine';

/** A pending e-mail change: the new address and the hashed one-time code sent to it. */
export interface EmailVerificationRecord {
  email: string;
  codeHash: string;
  salt: string;
  /** The codes tried against it so far, this one included when returned by claimAttempt. */
  attempts: number;
  sentAt: Date;
  expiresAt: Date;
}

const VERIFICATION_COLUMNS =
  'email, code_hash AS "codeHash", salt, attempts, sent_at AS "sentAt", expires_at AS "expiresAt"';
const verification = (row: EmailVerificationRecord): EmailVerificationRecord => ({
  ...row,
  sentAt: asDate(row.sentAt),
  expiresAt: asDate(row.expiresAt),
});

export function emailVerificationStore(db: SqlExecutor) {
  return {
    /**
     * Replaces the user's pending change with a new one, its attempts at 0, unless the pending
     * one was sent after `notSentAfter` (too recently to send another): then nothing changes and
     * the answer is false. One statement, so concurrent requests cannot both send.
     */
    async put(userId: string, change: Omit<EmailVerificationRecord, 'attempts'>, notSentAfter: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO email_verifications AS v (user_id, email, code_hash, salt, attempts, sent_at, expires_at)
         VALUES ($1, $2, $3, $4, 0, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt,
           attempts = 0, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at
         WHERE v.sent_at <= $7
         RETURNING 1`,
        [userId, change.email, change.codeHash, change.salt, change.sentAt, change.expiresAt, notSentAfter],
      );
      return rows.length > 0;
    },
    /** Counts one more attempt at the pending change and returns it (attempts included); null when there is none. */
    async claimAttempt(userId: string): Promise<EmailVerificationRecord | null> {
      const [row] = await db.query<EmailVerificationRecord>(
        `UPDATE email_verifications SET attempts = attempts + 1 WHERE user_id = $1 RETURNING ${VERIFICATION_COLUMNS}`,
        [userId],
      );
      return row ? verification(row) : null;
    },
    /** Removes the pending change if it is still the one with `codeHash`; false when another request used or replaced it first. */
    async consume(userId: string, codeHash: string): Promise<boolean> {
      return (
        (
          await db.query('DELETE FROM email_verifications WHERE user_id = $1 AND code_hash = $2 RETURNING 1', [
            userId,
            codeHash,
          ])
        ).length > 0
      );
    },
  };
}
