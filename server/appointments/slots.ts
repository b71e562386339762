/**
 * Which appointments can be booked (docs/risk-appointments-surveys.md):
 * - Each adviser's working ranges are cut into back-to-back slots of appointmentMinutes, from the
 *   start of each range, ending no later than its end, on the adviser's own wall clock (their
 *   timeZone); a slot belongs to the date it starts on there.
 * - A slot is offered when it starts at least minimumNoticeHours after now, less than
 *   bookingHorizonDays after now, and is not booked.
 * - Advisers are pooled: an available appointment is a start instant at which at least one adviser
 *   is free; its id is that instant in UTC (`2025-03-17T09:00:00.000Z`). Booking it takes the first
 *   free adviser in the configuration's order.
 */
import type { Adviser, AdviserSchedule } from './advisers';
import { addDays, localDateOf, weekdayOf, zonedInstant } from './zoned-time';

export interface AdviserSlot {
  adviser: Adviser;
  start: Date;
  end: Date;
  /** The date the slot starts on, in the adviser's time zone. */
  date: string;
}

export interface OpenSlot {
  /** The start instant, ISO 8601 in UTC. */
  id: string;
  start: Date;
  end: Date;
  /** The advisers free at this instant, in the configuration's order. */
  advisers: Adviser[];
}

const HOUR_MS = 3_600_000;

/** The starts that may be booked at `now`: from (inclusive) to until (exclusive). */
export function bookingWindow(schedule: AdviserSchedule, now: Date): { from: Date; until: Date } {
  return {
    from: new Date(now.valueOf() + schedule.minimumNoticeHours * HOUR_MS),
    until: new Date(now.valueOf() + schedule.bookingHorizonDays * 24 * HOUR_MS),
  };
}

/** One adviser's working slots on a date of their calendar. */
function slotsOfDay(adviser: Adviser, date: string, minutes: number): AdviserSlot[] {
  return adviser.workingHours[weekdayOf(date)].flatMap((range) => {
    const slots: AdviserSlot[] = [];
    for (let start = range.start; start + minutes <= range.end; start += minutes) {
      const instant = zonedInstant(date, start, adviser.timeZone);
      if (instant) slots.push({ adviser, start: instant, end: new Date(instant.valueOf() + minutes * 60_000), date });
    }
    return slots;
  });
}

const inWindow = (slot: AdviserSlot, window: { from: Date; until: Date }): boolean =>
  slot.start >= window.from && slot.start < window.until;

export interface DateRange {
  /** First date (in each adviser's zone); null: from now. */
  from: string | null;
  /** Last date; null: to the end of the booking horizon. */
  to: string | null;
}

/** Every bookable-in-time slot of every adviser whose date is within `range`, soonest first (booked ones included). */
export function adviserSlots(schedule: AdviserSchedule, now: Date, range: DateRange): AdviserSlot[] {
  const window = bookingWindow(schedule, now);
  const slots = schedule.advisers.flatMap((adviser) => {
    const windowFirst = localDateOf(window.from, adviser.timeZone);
    const windowLast = localDateOf(window.until, adviser.timeZone);
    const first = range.from !== null && range.from > windowFirst ? range.from : windowFirst;
    const last = range.to !== null && range.to < windowLast ? range.to : windowLast;
    const found: AdviserSlot[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      found.push(...slotsOfDay(adviser, date, schedule.appointmentMinutes).filter((slot) => inWindow(slot, window)));
    }
    return found;
  });
  return slots.sort((a, b) => a.start.valueOf() - b.start.valueOf());
}

/** The key of a booked slot: adviser and start. */
export const bookedKey = (advisorId: string, start: Date): string => `${advisorId}@${start.toISOString()}`;

/** The slots at least one adviser is free in, pooled by start instant, soonest first. */
export function openSlots(slots: readonly AdviserSlot[], booked: ReadonlySet<string>): OpenSlot[] {
  const byStart = new Map<string, OpenSlot>();
  for (const slot of slots) {
    if (booked.has(bookedKey(slot.adviser.id, slot.start))) continue;
    const id = slot.start.toISOString();
    const open = byStart.get(id) ?? { id, start: slot.start, end: slot.end, advisers: [] };
    open.advisers.push(slot.adviser);
    byStart.set(id, open);
  }
  return [...byStart.values()].sort((a, b) => a.start.valueOf() - b.start.valueOf());
}

const SLOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

/** The instant an available-appointment id names, or null when it is not one. */
export function slotStart(id: string): Date | null {
  if (!SLOT_ID.test(id)) return null;
  const start = new Date(id);
  return Number.isNaN(start.valueOf()) || start.toISOString() !== id ? null : start;
}

/** The advisers with a bookable-in-time slot starting at `start` (booked or not), in the configuration's order. */
export function slotsStartingAt(schedule: AdviserSchedule, now: Date, start: Date): AdviserSlot[] {
  const window = bookingWindow(schedule, now);
  return schedule.advisers.flatMap((adviser) =>
    slotsOfDay(adviser, localDateOf(start, adviser.timeZone), schedule.appointmentMinutes).filter(
      (slot) => slot.start.valueOf() === start.valueOf() && inWindow(slot, window),
    ),
  );
}
