/** The store of the idempotency_keys table: the answers to idempotent mutations, kept for a day. */
import type { SqlExecutor } from './engine';
import type { Statement } from './one-statement';

/** How long the answer to an idempotent mutation is kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** A stored answer: what the first request with a key was answered. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'other-request' };

export function idempotencyStore(db: SqlExecutor) {
  return {
    /**
     * Claims `key` for this request, or finds who has it. The claim is a row written in the
     * caller's transaction: a concurrent request with the same key waits at this insert until that
     * transaction ends, then finds its answer (committed) or claims the key itself (rolled back).
     * An answer older than IDEMPOTENCY_KEY_HOURS counts as none.
     */
    async claim(caller: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
      const claimed = await db.query(
        `INSERT INTO idempotency_keys AS k (caller, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL,
           content_type = NULL, body = NULL, created_at = now()
         WHERE k.created_at < now() - make_interval(hours => $4)
         RETURNING 1`,
        [caller, key, requestHash, IDEMPOTENCY_KEY_HOURS],
      );
      if (claimed.length) return { kind: 'claimed' };
      const [row] = await db.query<StoredAnswer & { requestHash: string }>(
        `SELECT request_hash AS "requestHash", status, content_type AS "contentType", body FROM idempotency_keys
         WHERE caller = $1 AND key = $2`,
        [caller, key],
      );
      if (row.requestHash !== requestHash) return { kind: 'other-request' };
      return { kind: 'answered', answer: { status: row.status, contentType: row.contentType, body: row.body } };
    },
    /**
     * Records `answer` as the answer to `key`, claiming it, in one statement with `writes` (a unit of
     * work's held writes, Storage.holdWrites): the answer is there exactly when the writes are. Fails,
     * saving nothing, when the key is already taken (a unique violation: a concurrent request with
     * it waits here until the other's statement or transaction ends) or when a write fails.
     */
    async recordWith(
      caller: string,
      key: string,
      requestHash: string,
      answer: StoredAnswer,
      writes: readonly Statement[],
    ): Promise<void> {
      await db.write([
        {
          text: `INSERT INTO idempotency_keys (caller, key, request_hash, status, content_type, body)
            VALUES ($1, $2, $3, $4, $5, $6)`,
          params: [caller, key, requestHash, answer.status, answer.contentType, answer.body],
        },
        ...writes,
      ]);
    },
    /** Records the answer of the request that claimed `key`. */
    async answer(caller: string, key: string, answer: StoredAnswer): Promise<void> {
      await db.query(
        'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE caller = $1 AND key = $2',
        [caller, key, answer.status, answer.contentType, answer.body],
      );
    },
    /** Forgets answers older than IDEMPOTENCY_KEY_HOURS; returns how many. */
    async purge(): Promise<number> {
      const rows = await db.query(
        'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING 1',
        [IDEMPOTENCY_KEY_HOURS],
      );
      return rows.length;
    },
  };
}
