/**
 * Requests for a plan (migration 0005): `requestPlan` adds one; the newest gives the plan its
 * authorisationStatus and lastUpdated; the first of a day claims the day's message (migration 0008).
 * Owner-scoped: every query names the user.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';

export type PlanRequestStatus = 'REQUESTED' | 'AUTHORISED' | 'DECLINED';

export interface PlanRequestRecord {
  id: string;
  userId: string;
  status: PlanRequestStatus;
  triageReason: string | null;
  monthlyAllocationCents: number;
  /** ISO 8601 instant. */
  requestedAt: string;
}

const COLUMNS = `id, user_id AS "userId", status, triage_reason AS "triageReason",
  monthly_allocation_cents AS "monthlyAllocationCents", requested_at AS "requestedAt"`;

/** The engines hand timestamps over as Date: the record keeps the ISO string the API serves. */
const normalise = (row: PlanRequestRecord): PlanRequestRecord => ({
  ...row,
  requestedAt: new Date(row.requestedAt).toISOString(),
});

export function planRequestStore(db: SqlExecutor) {
  return {
    async insert(request: Omit<PlanRequestRecord, 'id'>): Promise<PlanRequestRecord> {
      const [row] = await db.query<PlanRequestRecord>(
        `INSERT INTO plan_requests (id, user_id, status, triage_reason, monthly_allocation_cents, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          request.userId,
          request.status,
          request.triageReason,
          request.monthlyAllocationCents,
          request.requestedAt,
        ],
      );
      return normalise(row);
    },
    /**
     * Claims the user's 'Plan requested' message for the UTC day `day` ('YYYY-MM-DD'): true for the one request
     * that claims it, false for every other that day, however many arrive at once (migration 0008's key).
     */
    async claimMessageDay(userId: string, day: string): Promise<boolean> {
      const rows = await db.query<{ userId: string }>(
        `INSERT INTO plan_request_messages (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id AS "userId"`,
        [userId, day],
      );
      return rows.length === 1;
    },
    /** The user's newest request, or null. */
    async latest(userId: string): Promise<PlanRequestRecord | null> {
      const [row] = await db.query<PlanRequestRecord>(
        `SELECT ${COLUMNS} FROM plan_requests WHERE user_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
        [userId],
      );
      return row ? normalise(row) : null;
    },
  };
}
