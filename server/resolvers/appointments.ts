/**
 * availableAppointmentDays, availableAppointments, nextAvailableAppointment, bookAppointment and
 * scheduledAppointments, over the advisers' working hours (server/appointments/) and the booked
 * appointments. Times are UTC instants; dates and working hours are on each adviser's wall clock
 * (their timeZone, Europe/Dublin in the shipped configuration). A slot is booked once, whoever
 * asks at the same moment: the database's unique (adviser, start) decides, never a check first.
 */
import { requireSelf } from '../auth/access';
import { badUserInput, type FieldError } from '../graphql/errors';
import { rootField, type RequestContext, type Resolvers } from '../graphql/context';
import { listKeyOf, memoryPage, pagedFields, storedPage, type MemoryList } from '../graphql/pages';
import {
  adviserSlots,
  bookedKey,
  bookingWindow,
  openSlots,
  slotsStartingAt,
  slotStart,
  type DateRange,
  type OpenSlot,
} from '../appointments/slots';
import { localDateOf, localTimeOf } from '../appointments/zoned-time';
import { isUniqueViolation, USER_SLOT_CONSTRAINT, type AppointmentRecord, type Stores } from '../storage';
import { checkFields, text } from '../validation/rules';
import { PHONE_MESSAGE, phoneRule } from '../../src/rules/phone';
import { succeeded } from './views';
import type { BookAppointmentInput } from '../../schema/generated/schema';

/** The most appointments one user may have that have not ended yet. */
export const MAX_UPCOMING_APPOINTMENTS = 3;

export const APPOINTMENT_MESSAGES = {
  toBeforeFrom: 'Must be on or after from',
  unknownSlot: 'No available appointment with this id: choose one from availableAppointments',
  taken: 'This appointment has just been booked by someone else: choose another',
  sameTime: 'You already have an appointment at this time',
  tooMany: `You already have ${MAX_UPCOMING_APPOINTMENTS} appointments to come, the most one user may book`,
  phoneNumber: PHONE_MESSAGE,
} as const;

/** Every slot in `range` that at least one adviser is free in, soonest first. */
async function openSlotsIn(ctx: RequestContext, range: DateRange): Promise<OpenSlot[]> {
  const now = ctx.now();
  const window = bookingWindow(ctx.advisers, now);
  const booked = await ctx.storage.appointments.bookedBetween(window.from, window.until);
  const bookedKeys = new Set(booked.map((b) => bookedKey(b.advisorId, new Date(b.startTime))));
  return openSlots(adviserSlots(ctx.advisers, now, range), bookedKeys);
}

/** The open slots grouped by date: the date of a slot is the one it starts on for its advisers. */
async function openDays(ctx: RequestContext, range: DateRange): Promise<string[]> {
  const slots = await openSlotsIn(ctx, range);
  const dates = slots.flatMap((slot) => slot.advisers.map((adviser) => localDateOf(slot.start, adviser.timeZone)));
  return [...new Set(dates)]
    .filter((date) => (range.from === null || date >= range.from) && (range.to === null || date <= range.to))
    .sort();
}

const slotView = (slot: OpenSlot) => ({
  id: slot.id,
  startTime: slot.start.toISOString(),
  endTime: slot.end.toISOString(),
});

export const appointmentView = (a: AppointmentRecord) => ({
  id: a.id,
  advisorId: a.advisorId,
  advisorName: a.advisorName,
  advisorEmail: a.advisorEmail,
  advisorPhone: a.advisorPhone,
  startTime: new Date(a.startTime).toISOString(),
  endTime: new Date(a.endTime).toISOString(),
  reason: a.reason,
});

/** The most characters of an appointment's reason. */
export const REASON_MAX_CHARS = 500;

function checkBooking(input: BookAppointmentInput): void {
  const errors: FieldError[] = checkFields(
    'input',
    { ...input },
    { reason: [text(1, REASON_MAX_CHARS)], phoneNumber: [phoneRule] },
  );
  if (errors.length) throw badUserInput(errors);
}

/** The message written to the user when an appointment is booked, in the adviser's time zone. */
export function bookedMessage(a: AppointmentRecord) {
  const start = new Date(a.startTime);
  const day = new Intl.DateTimeFormat('en-IE', {
    timeZone: a.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const times = `${localTimeOf(start, a.timeZone)}–${localTimeOf(new Date(a.endTime), a.timeZone)}`;
  return { title: 'Appointment booked', subtitle: `${day}, ${times} (${a.timeZone}) with ${a.advisorName}` };
}

const bookingRefused = (code: string, message: string) => ({
  success: false as const,
  error: { code, message, fieldErrors: [{ field: 'input.availableAppointmentId', message }] },
  appointment: null,
});

/** bookAppointment's work, in one transaction: the slot goes to the first adviser free at its start. */
async function book(stores: Stores, ctx: RequestContext, owner: string, input: BookAppointmentInput, start: Date) {
  const now = ctx.now();
  const candidates = slotsStartingAt(ctx.advisers, now, start);
  if (!candidates.length) return bookingRefused('NOT_FOUND', APPOINTMENT_MESSAGES.unknownSlot);
  // One booking of this user's at a time, so the count below stays true until this one is saved.
  await stores.appointments.lockBookingsOf(owner);
  if ((await stores.appointments.upcomingCount(owner, now)) >= MAX_UPCOMING_APPOINTMENTS) {
    return bookingRefused('LIMIT_REACHED', APPOINTMENT_MESSAGES.tooMany);
  }
  for (const slot of candidates) {
    const booked = await stores.appointments.book({
      userId: owner,
      advisor: slot.adviser,
      start: slot.start,
      end: slot.end,
      reason: input.reason?.trim() || null,
      phoneNumber: input.phoneNumber?.trim() || null,
      bookedAt: now,
    });
    if (booked) {
      await stores.messages.insert(owner, { ...bookedMessage(booked), receivedAt: now });
      return succeeded({ appointment: appointmentView(booked) });
    }
  }
  // Every adviser's slot is taken: by this user (say so), or by others.
  if (await stores.appointments.userHasAt(owner, start))
    return bookingRefused('ALREADY_BOOKED', APPOINTMENT_MESSAGES.sameTime);
  return bookingRefused('SLOT_TAKEN', APPOINTMENT_MESSAGES.taken);
}

/**
 * Days and slots are keyed by their ids (a date, a UTC instant), which order as text: pages go on
 * after one even once it is no longer offered, and `after` may be any id of that shape.
 */
const keyedById = <T extends { id: string }>(name: string, shape: RegExp, example: string): MemoryList<T> => ({
  name,
  parts: ['text'],
  keyOf: (item) => [item.id],
  idOf: (item) => item.id,
  idKey: { of: (id) => (shape.test(id) ? [id] : null), example },
});
const DAYS = keyedById<{ id: string; date: string }>('availableAppointmentDays', /^\d{4}-\d{2}-\d{2}$/, '2025-03-18');
const SLOTS = keyedById<ReturnType<typeof slotView>>(
  'availableAppointments',
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
  '2025-03-18T09:00:00.000Z',
);

export const appointmentResolvers: Resolvers = {
  Query: {
    ...pagedFields('availableAppointmentDays', async ({ from, to, ...args }, ctx) => {
      if (from != null && to != null && to < from)
        throw badUserInput([{ field: 'to', message: APPOINTMENT_MESSAGES.toBeforeFrom }]);
      const days = (await openDays(ctx, { from: from ?? null, to: to ?? null })).map((date) => ({ id: date, date }));
      return memoryPage(DAYS, days, args, (day) => day);
    }),
    ...pagedFields('availableAppointments', async ({ date, ...args }, ctx) => {
      const slots = (await openSlotsIn(ctx, { from: date, to: date })).filter((slot) =>
        slot.advisers.some((adviser) => localDateOf(slot.start, adviser.timeZone) === date),
      );
      return memoryPage(SLOTS, slots.map(slotView), args, (slot) => slot);
    }),
    nextAvailableAppointment: rootField(async (_args, ctx) => {
      const [next] = await openSlotsIn(ctx, { from: null, to: null });
      return next ? slotView(next) : null;
    }),
    ...pagedFields('scheduledAppointments', async ({ userId, ...args }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const list = listKeyOf('scheduledAppointments', ctx.storage.appointments.order);
      return storedPage(
        list,
        args,
        (page) => ctx.storage.appointments.upcomingByUser(owner, ctx.now(), page),
        appointmentView,
      );
    }),
  },
  Mutation: {
    bookAppointment: rootField(async ({ input }, ctx) => {
      const owner = await requireSelf(ctx.identity, input.userId);
      checkBooking(input);
      const start = slotStart(input.availableAppointmentId);
      if (!start) return bookingRefused('NOT_FOUND', APPOINTMENT_MESSAGES.unknownSlot);
      try {
        return await ctx.storage.transaction((stores) => book(stores, ctx, owner, input, start));
      } catch (error) {
        if (!isUniqueViolation(error, USER_SLOT_CONSTRAINT)) throw error;
        return bookingRefused('ALREADY_BOOKED', APPOINTMENT_MESSAGES.sameTime);
      }
    }),
  },
};
