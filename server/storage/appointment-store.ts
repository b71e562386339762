/**
 * Booked appointments (migration 0006b). A slot (adviser, start) is booked once: `book` inserts
 * against the unique constraint and answers null when the slot was taken, whoever took it first,
 * concurrent callers included. Reads are scoped to their owner.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { keysetPage, type ListOrder, type PageRequest } from './keyset';

/** The constraint that keeps a user to one appointment at one time. */
export const USER_SLOT_CONSTRAINT = 'appointments_user_slot';

export interface AppointmentRecord {
  id: string;
  userId: string;
  advisorId: string;
  advisorName: string;
  advisorEmail: string | null;
  advisorPhone: string | null;
  timeZone: string;
  startTime: Date;
  endTime: Date;
  reason: string | null;
  phoneNumber: string | null;
}

export interface NewAppointment {
  userId: string;
  advisor: { id: string; name: string; email: string | null; phone: string | null; timeZone: string };
  start: Date;
  end: Date;
  reason: string | null;
  phoneNumber: string | null;
  bookedAt: Date;
}

const APPOINTMENT_COLUMNS = `a.id, a.user_id AS "userId", a.advisor_id AS "advisorId", a.advisor_name AS "advisorName",
  a.advisor_email AS "advisorEmail", a.advisor_phone AS "advisorPhone", a.time_zone AS "timeZone",
  a.start_time AS "startTime", a.end_time AS "endTime", a.reason, a.phone_number AS "phoneNumber"`;
/** Soonest first. */
const APPOINTMENT_ORDER: ListOrder = {
  table: 'appointments',
  alias: 'a',
  parts: [
    { column: 'start_time', type: 'instant' },
    { column: 'id', type: 'text' },
  ],
};

export function appointmentStore(db: SqlExecutor) {
  return {
    /**
     * Creates the user's record if missing and locks it until the transaction ends: one booking of
     * theirs at a time, so a limit counted before booking still holds when the booking is saved.
     */
    async lockBookingsOf(userId: string): Promise<void> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [userId]);
      await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },
    /**
     * Books the adviser's slot for the user, or answers null when it is already booked. A user who
     * already has an appointment at that start is refused by the database (USER_SLOT_CONSTRAINT).
     */
    async book(appointment: NewAppointment): Promise<AppointmentRecord | null> {
      const a = appointment;
      const [row] = await db.query<AppointmentRecord>(
        `INSERT INTO appointments AS a (id, user_id, advisor_id, advisor_name, advisor_email, advisor_phone, time_zone,
           start_time, end_time, reason, phone_number, booked_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (advisor_id, start_time) DO NOTHING
         RETURNING ${APPOINTMENT_COLUMNS}`,
        [
          randomUUID(),
          a.userId,
          a.advisor.id,
          a.advisor.name,
          a.advisor.email,
          a.advisor.phone,
          a.advisor.timeZone,
          a.start.toISOString(),
          a.end.toISOString(),
          a.reason,
          a.phoneNumber,
          a.bookedAt.toISOString(),
        ],
      );
      return row ?? null;
    },
    /** Whether the user has an appointment starting at `start`. */
    async userHasAt(userId: string, start: Date): Promise<boolean> {
      return (
        (
          await db.query('SELECT 1 FROM appointments WHERE user_id = $1 AND start_time = $2', [
            userId,
            start.toISOString(),
          ])
        ).length > 0
      );
    },
    /** The (adviser, start) pairs booked with a start in [from, until). */
    async bookedBetween(from: Date, until: Date): Promise<{ advisorId: string; startTime: Date }[]> {
      return db.query(
        'SELECT advisor_id AS "advisorId", start_time AS "startTime" FROM appointments WHERE start_time >= $1 AND start_time < $2',
        [from.toISOString(), until.toISOString()],
      );
    },
    /** How many of the user's appointments end after `now`. */
    async upcomingCount(userId: string, now: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM appointments WHERE user_id = $1 AND end_time > $2',
        [userId, now.toISOString()],
      );
      return row.count;
    },
    order: APPOINTMENT_ORDER,
    /** One page of the user's appointments that end after `now`, soonest first; null when `page.after` is an id that is not one of them. */
    upcomingByUser: (userId: string, now: Date, page: PageRequest) =>
      keysetPage<AppointmentRecord>(
        db,
        APPOINTMENT_ORDER,
        {
          columns: APPOINTMENT_COLUMNS,
          from: 'appointments a',
          userId,
          where: (param) => `a.end_time > ${param(now.toISOString())}`,
        },
        page,
      ),
    /** When the user's latest appointment that has ended by `now` ended; null when none has. */
    async lastEndedBefore(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db.query<{ endTime: Date | null }>(
        'SELECT max(end_time) AS "endTime" FROM appointments WHERE user_id = $1 AND end_time <= $2',
        [userId, now.toISOString()],
      );
      return row.endTime === null ? null : new Date(row.endTime);
    },
  };
}
