/**
 * The stores of the account and tools (migration 0007): tool subscriptions and suggestions, the
 * vulnerability reminder, consent, interaction flags and pending e-mail changes. Every query is
 * scoped by the owner's user id; one user's row is always one row, kept so by primary keys and
 * upserts, never by a check before writing. Instants go in and come out as Date.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { keysetPage, orderBy, type ListOrder, type PageRequest } from './keyset';

/** Both engines give timestamptz as a Date; a string is accepted too, to be safe. */
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** Oldest subscription first; an item's id is its tool's. */
const SUBSCRIPTION_ORDER: ListOrder = {
  table: 'tool_subscriptions',
  alias: 's',
  parts: [
    { column: 'created_at', type: 'instant' },
    { column: 'tool_id', type: 'text' },
  ],
  idColumn: 'tool_id',
};

export function toolSubscriptionStore(db: SqlExecutor) {
  return {
    order: SUBSCRIPTION_ORDER,
    /** Subscribes once: a second call for the same tool changes nothing. */
    async subscribe(userId: string, toolId: string): Promise<void> {
      await db.query(
        'INSERT INTO tool_subscriptions (user_id, tool_id) VALUES ($1, $2) ON CONFLICT (user_id, tool_id) DO NOTHING',
        [userId, toolId],
      );
    },
    /** The ids of the tools the user subscribed to, oldest subscription first. */
    async toolIds(userId: string): Promise<string[]> {
      const rows = await db.query<{ toolId: string }>(
        `SELECT s.tool_id AS "toolId" FROM tool_subscriptions s WHERE s.user_id = $1 ORDER BY ${orderBy(SUBSCRIPTION_ORDER)}`,
        [userId],
      );
      return rows.map((row) => row.toolId);
    },
    /**
     * One page of the ids of the tools the user subscribed to among `toolIds` (the catalogue), oldest
     * subscription first; null when `page.after` is an id that is not one of them.
     */
    subscribedPage: (userId: string, toolIds: readonly string[], page: PageRequest) =>
      keysetPage<{ toolId: string }>(
        db,
        SUBSCRIPTION_ORDER,
        {
          columns: 's.tool_id AS "toolId"',
          from: 'tool_subscriptions s',
          userId,
          where: (param) => `s.tool_id = ANY(${param([...toolIds])}::text[])`,
        },
        page,
      ),
    /** Records a suggestion for a new tool; returns its id. */
    async suggest(userId: string, suggestion: string): Promise<string> {
      const id = randomUUID();
      await db.query('INSERT INTO tool_suggestions (id, user_id, suggestion) VALUES ($1, $2, $3)', [
        id,
        userId,
        suggestion,
      ]);
      return id;
    },
    /** The user's suggestions, oldest first. */
    async suggestions(userId: string): Promise<string[]> {
      const rows = await db.query<{ suggestion: string }>(
        'SELECT suggestion FROM tool_suggestions WHERE user_id = $1 ORDER BY created_at, id',
        [userId],
      );
      return rows.map((row) => row.suggestion);
    },
  };
}

export interface VulnerabilityReminderRecord {
  id: string;
  userId: string;
  remindAt: Date;
}

const REMINDER_COLUMNS = 'id, user_id AS "userId", remind_at AS "remindAt"';
const reminder = (row: VulnerabilityReminderRecord): VulnerabilityReminderRecord => ({
  ...row,
  remindAt: asDate(row.remindAt),
});

export function vulnerabilityReminderStore(db: SqlExecutor) {
  return {
    async get(userId: string): Promise<VulnerabilityReminderRecord | null> {
      const [row] = await db.query<VulnerabilityReminderRecord>(
        `SELECT ${REMINDER_COLUMNS} FROM vulnerability_reminders WHERE user_id = $1`,
        [userId],
      );
      return row ? reminder(row) : null;
    },
    /** Sets the user's one reminder; setting it again keeps its id. */
    async set(userId: string, remindAt: Date): Promise<VulnerabilityReminderRecord> {
      const [row] = await db.query<VulnerabilityReminderRecord>(
        `INSERT INTO vulnerability_reminders (user_id, id, remind_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET remind_at = EXCLUDED.remind_at, updated_at = now()
         RETURNING ${REMINDER_COLUMNS}`,
        [userId, randomUUID(), remindAt],
      );
      return reminder(row);
    },
    /** Whether there was a reminder to delete. */
    async delete(userId: string): Promise<boolean> {
      return (
        (await db.query('DELETE FROM vulnerability_reminders WHERE user_id = $1 RETURNING 1', [userId])).length > 0
      );
    },
  };
}

export function consentStore(db: SqlExecutor) {
  return {
    /** The user's answer; null when not answered yet. */
    async get(userId: string): Promise<boolean | null> {
      const [row] = await db.query<{ value: boolean }>(
        'SELECT contact_services_irish_life_group AS value FROM consents WHERE user_id = $1',
        [userId],
      );
      return row ? row.value : null;
    },
    async set(userId: string, value: boolean): Promise<boolean> {
      const [row] = await db.query<{ value: boolean }>(
        `INSERT INTO consents (user_id, contact_services_irish_life_group) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET contact_services_irish_life_group = EXCLUDED.contact_services_irish_life_group, updated_at = now()
         RETURNING contact_services_irish_life_group AS value`,
        [userId, value],
      );
      return row.value;
    },
  };
}

export function interactionFlagStore(db: SqlExecutor) {
  return {
    /** The flag's value; null when the user never set it. */
    async get(userId: string, name: string): Promise<boolean | null> {
      const [row] = await db.query<{ value: boolean }>(
        'SELECT value FROM interaction_flags WHERE user_id = $1 AND name = $2',
        [userId, name],
      );
      return row ? row.value : null;
    },
    async set(userId: string, name: string, value: boolean): Promise<boolean> {
      const [row] = await db.query<{ value: boolean }>(
        `INSERT INTO interaction_flags (user_id, name, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         RETURNING value`,
        [userId, name, value],
      );
      return row.value;
    },
  };
}

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
