/**
 * Adviser appointments over real HTTP on both engines, at the injected clock (Saturday 15 March
 * 2025, 12:00 UTC): the days and slots the advisers' working hours give (Europe/Dublin, daylight
 * saving from 30 March), booking (a slot once, concurrent callers included; one user once at one
 * time; at most three to come), refusals, other users' data; and the advisers' file rules.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADVISERS_FILE, loadAdviserSchedule, parseAdviserSchedule } from '../../server/appointments/advisers';
import { zonedInstant } from '../../server/appointments/zoned-time';
import { startServer } from '../../server/index';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { codeOf, fieldErrorsOf, newUserId, type TestServer } from './helpers';

const SLOT = 'id startTime endTime';
const APPOINTMENT = 'id advisorId advisorName advisorEmail advisorPhone startTime endTime reason';
const DAYS =
  'query ($from: Date, $to: Date, $first: Int, $after: ID) { availableAppointmentDays(from: $from, to: $to, first: $first, after: $after) { id date } }';
const SLOTS = `query ($date: Date!, $first: Int, $after: ID) { availableAppointments(date: $date, first: $first, after: $after) { ${SLOT} } }`;
const NEXT = `query { nextAvailableAppointment { ${SLOT} } }`;
const SCHEDULED = `query ($userId: ID!, $after: ID) { scheduledAppointments(userId: $userId, after: $after) { ${APPOINTMENT} } }`;
const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { success error { code message fieldErrors { field message } } appointment { ${APPOINTMENT} } } }`;
const MESSAGES = 'query ($userId: ID!) { messages(userId: $userId) { title subtitle link { url } read dateReceived } }';

interface Slot {
  id: string;
  startTime: string;
  endTime: string;
}
interface Appointment extends Slot {
  advisorId: string;
  advisorName: string;
  advisorEmail: string | null;
  advisorPhone: string | null;
  reason: string | null;
}
interface BookPayload {
  bookAppointment: {
    success: boolean;
    error: { code: string; message: string; fieldErrors: { field: string; message: string }[] } | null;
    appointment: Appointment | null;
  };
}

/** A schedule of test advisers (ids unique to the test, since the slots of one storage are shared), Europe/Dublin, 60-minute slots. */
function scheduleOf(hours: Record<string, string[]>, count = 1, extra: Record<string, unknown> = {}) {
  const base = newUserId('adviser').replace(/[^A-Za-z0-9_.-]/g, '');
  const advisers = Array.from({ length: count }, (_, i) => ({
    id: `${base}-${i + 1}`,
    name: `Test Adviser ${i + 1}`,
    email: `adviser${i + 1}@advice.example`,
    phone: '+353 1 555 0199',
    timeZone: 'Europe/Dublin',
    workingHours: hours,
  }));
  return parseAdviserSchedule({
    appointmentMinutes: 60,
    minimumNoticeHours: 2,
    bookingHorizonDays: 42,
    advisers,
    ...extra,
  });
}

const at = (iso: string) => `2025-03-${iso}:00.000Z`;

describe('the advisers file and wall-clock times', () => {
  it('ships a file that passes its own checks', () => {
    const shipped = loadAdviserSchedule();
    expect(shipped).toMatchObject({ appointmentMinutes: 60, minimumNoticeHours: 2, bookingHorizonDays: 42 });
    expect(shipped.advisers.map((a) => [a.id, a.timeZone])).toEqual([
      ['adviser-niamh-kelly', 'Europe/Dublin'],
      ['adviser-cian-walsh', 'Europe/Dublin'],
    ]);
    expect(loadAdviserSchedule(DEFAULT_ADVISERS_FILE)).toEqual(shipped);
  });

  it('names the field that is wrong', () => {
    const adviser = { id: 'a', name: 'A', timeZone: 'Europe/Dublin', workingHours: { monday: ['09:00-17:00'] } };
    const problem = (value: Record<string, unknown>) => () =>
      parseAdviserSchedule({ appointmentMinutes: 60, bookingHorizonDays: 30, advisers: [adviser], ...value }, 'x.json');
    expect(problem({ appointmentMinutes: 5 })).toThrow(
      'Advisers configuration x.json: appointmentMinutes must be a whole number from 15 to 240',
    );
    expect(problem({ advisers: [] })).toThrow('advisers must be a list of at least one adviser');
    expect(problem({ advisers: [{ ...adviser, timeZone: 'Mars/Olympus' }] })).toThrow(
      "advisers[0].timeZone must be an IANA time zone such as 'Europe/Dublin'",
    );
    expect(problem({ advisers: [{ ...adviser, workingHours: { funday: [] } }] })).toThrow(
      'advisers[0].workingHours.funday is not a weekday',
    );
    expect(problem({ advisers: [{ ...adviser, workingHours: { monday: ['17:00-09:00'] } }] })).toThrow(
      "advisers[0].workingHours.monday[0] must be 'HH:MM-HH:MM' with the start before the end",
    );
    expect(problem({ advisers: [{ ...adviser, workingHours: { monday: ['09:00-12:00', '11:00-13:00'] } }] })).toThrow(
      'advisers[0].workingHours.monday has overlapping ranges',
    );
    expect(problem({ advisers: [adviser, adviser] })).toThrow("advisers[1].id repeats 'a'");
  });

  it('refuses to start with an advisers file that is missing or wrong', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ccc-advisers-'));
    try {
      await expect(startServer({ port: 0, advisersFile: join(dir, 'none.json') })).rejects.toThrow(
        `Advisers configuration ${join(dir, 'none.json')}: the file cannot be read (ENOENT)`,
      );
      await writeFile(join(dir, 'bad.json'), '{ "appointmentMinutes": 60, ');
      await expect(startServer({ port: 0, advisersFile: join(dir, 'bad.json') })).rejects.toThrow(
        'the file is not valid JSON',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('turns Dublin wall-clock times into UTC across daylight saving, skipping the hour that does not exist', () => {
    expect(zonedInstant('2025-03-17', 9 * 60, 'Europe/Dublin')?.toISOString()).toBe('2025-03-17T09:00:00.000Z');
    expect(zonedInstant('2025-03-31', 9 * 60, 'Europe/Dublin')?.toISOString()).toBe('2025-03-31T08:00:00.000Z');
    expect(zonedInstant('2025-03-30', 60 + 30, 'Europe/Dublin')).toBeNull();
    expect(zonedInstant('2025-03-30', 2 * 60, 'Europe/Dublin')?.toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(zonedInstant('2025-07-01', 9 * 60, 'America/New_York')?.toISOString()).toBe('2025-07-01T13:00:00.000Z');
  });
});

describe.each(testEngines('the appointment tests'))('appointments on $name', { timeout: 60_000 }, (engine) => {
  const start = serversOn(engine);
  let shipped: Promise<TestServer> | undefined;
  /** The shipped advisers; nothing is booked on this server, so what it offers stays as the file says. */
  const shippedServer = () => (shipped ??= start().then(({ api }) => api));

  async function user(api: TestServer, name: string) {
    const userId = newUserId(name);
    return { userId, token: await api.token(userId) };
  }
  const book = (
    api: TestServer,
    who: { userId: string; token: string },
    id: string,
    extra: Record<string, unknown> = {},
  ) =>
    api.gql<BookPayload>(
      BOOK,
      { input: { userId: who.userId, availableAppointmentId: id, ...extra } },
      { token: who.token },
    );

  it('offers the days of the shipped advisers from now to six weeks ahead, Monday to Saturday', async () => {
    const api = await shippedServer();
    const days =
      (await api.gql<{ availableAppointmentDays: { id: string; date: string }[] }>(DAYS, {})).data
        ?.availableAppointmentDays ?? [];
    // Saturday 15 March: Cian's 09:30–12:30 is within two hours of noon, so the first day is Monday.
    expect(days.slice(0, 6)).toEqual(
      ['17', '18', '19', '20', '21', '22'].map((d) => ({ id: `2025-03-${d}`, date: `2025-03-${d}` })),
    );
    expect(days).toHaveLength(36);
    expect(days.at(-1)?.date).toBe('2025-04-26');
    expect(days.filter(({ date }) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0)).toEqual([]);

    const some = await api.gql<{ availableAppointmentDays: { date: string }[] }>(DAYS, {
      from: '2025-03-20',
      to: '2025-03-22',
    });
    expect(some.data?.availableAppointmentDays.map((d) => d.date)).toEqual(['2025-03-20', '2025-03-21', '2025-03-22']);
    const paged = await api.gql<{ availableAppointmentDays: { date: string }[] }>(DAYS, {
      first: 2,
      after: '2025-03-18',
    });
    expect(paged.data?.availableAppointmentDays.map((d) => d.date)).toEqual(['2025-03-19', '2025-03-20']);
  });

  it('offers each slot once however many advisers are free in it, in UTC, an hour earlier after the clocks go forward', async () => {
    const api = await shippedServer();
    const slotsOn = async (date: string) =>
      (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date })).data?.availableAppointments;
    // Tuesday: Niamh 09:00–13:00 and 14:00–17:00, Cian 12:00–20:00 (Dublin is on UTC until 30 March).
    expect((await slotsOn('2025-03-18'))?.map((s) => s.startTime.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect((await slotsOn('2025-03-17'))?.[0]).toEqual({
      id: at('17T09:00'),
      startTime: at('17T09:00'),
      endTime: at('17T10:00'),
    });
    expect((await slotsOn('2025-03-31'))?.map((s) => s.startTime)).toEqual(
      ['08', '09', '10', '11', '13', '14', '15'].map((h) => `2025-03-31T${h}:00:00.000Z`),
    );
    expect(await slotsOn('2025-03-16')).toEqual([]); // Sunday
    expect(await slotsOn('2025-03-15')).toEqual([]); // today, all within the two hours' notice
    expect(await slotsOn('2025-03-10')).toEqual([]); // past
    expect(await slotsOn('2025-04-28')).toEqual([]); // beyond six weeks
    expect((await api.gql(NEXT)).data).toEqual({
      nextAvailableAppointment: { id: at('17T09:00'), startTime: at('17T09:00'), endTime: at('17T10:00') },
    });
  });

  it('refuses a range that ends before it starts, and a page after something that is not a day or a slot', async () => {
    const api = await shippedServer();
    const backwards = await api.gql(DAYS, { from: '2025-03-20', to: '2025-03-19' });
    expect(fieldErrorsOf(backwards)).toEqual([{ field: 'to', message: 'Must be on or after from' }]);
    const notADay = await api.gql(DAYS, { after: 'tuesday' });
    expect(fieldErrorsOf(notADay)).toEqual([
      { field: 'after', message: 'Must be the endCursor of a page of this list, or an id such as 2025-03-18' },
    ]);
    const notASlot = await api.gql(SLOTS, { date: '2025-03-18', after: '2025-03-18T09:00' });
    expect(fieldErrorsOf(notASlot)).toEqual([
      {
        field: 'after',
        message: 'Must be the endCursor of a page of this list, or an id such as 2025-03-18T09:00:00.000Z',
      },
    ]);
    expect(codeOf(await api.gql(SLOTS, { date: '2025-02-30' }))).toBe('BAD_USER_INPUT');
  });

  it('goes on to the next page after a day or a slot that is no longer offered', async () => {
    const { api } = await start();
    // Sunday is never offered: the page after it starts on Monday.
    const afterSunday = await api.gql<{ availableAppointmentDays: { date: string }[] }>(DAYS, {
      first: 1,
      after: '2025-03-23',
    });
    expect(afterSunday.data?.availableAppointmentDays).toEqual([{ id: '2025-03-24', date: '2025-03-24' }]);
    const firstPage =
      (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date: '2025-03-18', first: 2 })).data
        ?.availableAppointments ?? [];
    expect(firstPage.map((s) => s.startTime.slice(11, 16))).toEqual(['09:00', '10:00']);
    // The last slot of the page (Niamh's alone at 10:00) is booked before the parent asks for the next page.
    expect((await book(api, await user(api, 'page-ann'), firstPage[1].id)).data?.bookAppointment.success).toBe(true);
    const again = (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date: '2025-03-18', first: 2 })).data
      ?.availableAppointments;
    expect(again?.map((s) => s.startTime.slice(11, 16))).toEqual(['09:00', '11:00']);
    const next = await api.gql<{ availableAppointments: Slot[] }>(SLOTS, {
      date: '2025-03-18',
      first: 2,
      after: firstPage[1].id,
    });
    expect(next.data?.availableAppointments.map((s) => s.startTime.slice(11, 16))).toEqual(['11:00', '12:00']);
  });

  it('books a slot: the appointment, a message to the user, gone from what is offered, listed as scheduled', async () => {
    const { api } = await start({ advisers: scheduleOf({ monday: ['09:00-11:00'] }) });
    const ann = await user(api, 'ann');
    const booked = await book(api, ann, at('17T09:00'), {
      reason: ' College savings ',
      phoneNumber: '+353 87 123 4567',
    });
    expect(booked.data?.bookAppointment).toEqual({
      success: true,
      error: null,
      appointment: {
        id: expect.any(String),
        advisorId: expect.stringMatching(/-1$/),
        advisorName: 'Test Adviser 1',
        advisorEmail: 'adviser1@advice.example',
        advisorPhone: '+353 1 555 0199',
        startTime: at('17T09:00'),
        endTime: at('17T10:00'),
        reason: 'College savings',
      },
    });
    const appointment = booked.data?.bookAppointment.appointment as Appointment;
    expect(
      (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date: '2025-03-17' })).data?.availableAppointments.map(
        (s) => s.id,
      ),
    ).toEqual([at('17T10:00')]);
    expect((await api.gql(SCHEDULED, { userId: ann.userId }, { token: ann.token })).data).toEqual({
      scheduledAppointments: [appointment],
    });
    expect((await api.gql(MESSAGES, { userId: ann.userId }, { token: ann.token })).data).toEqual({
      messages: [
        {
          title: 'Appointment booked',
          subtitle: 'Monday 17 March 2025, 09:00–10:00 (Europe/Dublin) with Test Adviser 1',
          link: null,
          read: false,
          dateReceived: '2025-03-15T12:00:00.000Z',
        },
      ],
    });

    // Ann again: hers already, which the answer says.
    expect((await book(api, ann, at('17T09:00'))).data?.bookAppointment.error).toMatchObject({
      code: 'ALREADY_BOOKED',
      message: 'You already have an appointment at this time',
    });
    const bob = await user(api, 'bob');
    const taken = await book(api, bob, at('17T09:00'));
    expect(taken.data?.bookAppointment).toEqual({
      success: false,
      error: {
        code: 'SLOT_TAKEN',
        message: 'This appointment has just been booked by someone else: choose another',
        fieldErrors: [
          {
            field: 'input.availableAppointmentId',
            message: 'This appointment has just been booked by someone else: choose another',
          },
        ],
      },
      appointment: null,
    });
    await book(api, bob, at('17T10:00'));
    expect((await api.gql<{ nextAvailableAppointment: Slot }>(NEXT)).data?.nextAvailableAppointment.id).toBe(
      at('24T09:00'),
    );
    expect((await api.gql(MESSAGES, { userId: bob.userId }, { token: bob.token })).data?.messages).toHaveLength(1);
  });

  it('books one slot once when ten users ask for it at the same moment', async () => {
    const { api } = await start({ advisers: scheduleOf({ monday: ['09:00-10:00'] }) });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => user(api, `racer${i}`)));
    const answers = await Promise.all(users.map((who) => book(api, who, at('17T09:00'))));
    const outcomes = answers.map((a) => a.data?.bookAppointment.success ?? a.errors);
    expect(outcomes.filter((o) => o === true)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.bookAppointment.error?.code === 'SLOT_TAKEN')).toHaveLength(9);
    const scheduled = await Promise.all(
      users.map((who) =>
        api.gql<{ scheduledAppointments: Appointment[] }>(SCHEDULED, { userId: who.userId }, { token: who.token }),
      ),
    );
    expect(scheduled.flatMap((s) => s.data?.scheduledAppointments ?? [])).toHaveLength(1);
    expect((await api.gql(NEXT)).data).toMatchObject({ nextAvailableAppointment: { id: at('24T09:00') } });
  });

  it("gives a slot to the first free adviser in the file's order, once per adviser, never twice to one user", async () => {
    const { api } = await start({ advisers: scheduleOf({ monday: ['09:00-10:00'] }, 2) });
    const [ann, bob, cat] = await Promise.all(['ann', 'bob', 'cat'].map((name) => user(api, name)));
    expect((await book(api, ann, at('17T09:00'))).data?.bookAppointment.appointment?.advisorName).toBe(
      'Test Adviser 1',
    );
    const twice = await book(api, ann, at('17T09:00'));
    expect(twice.data?.bookAppointment.error).toMatchObject({
      code: 'ALREADY_BOOKED',
      message: 'You already have an appointment at this time',
    });
    expect(
      (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date: '2025-03-17' })).data?.availableAppointments,
    ).toHaveLength(1);
    expect((await book(api, bob, at('17T09:00'))).data?.bookAppointment.appointment?.advisorName).toBe(
      'Test Adviser 2',
    );
    expect((await book(api, cat, at('17T09:00'))).data?.bookAppointment.error?.code).toBe('SLOT_TAKEN');
    expect(
      (await api.gql<{ availableAppointments: Slot[] }>(SLOTS, { date: '2025-03-17' })).data?.availableAppointments,
    ).toEqual([]);
    expect(
      (await api.gql(SCHEDULED, { userId: ann.userId }, { token: ann.token })).data?.scheduledAppointments,
    ).toHaveLength(1);
  });

  it('refuses unknown, misaligned, past, too soon and too far slots, a bad phone number and a long reason, saving nothing', async () => {
    const advisers = scheduleOf({ monday: ['09:00-11:00'] });
    const { api } = await start({ advisers, now: () => new Date('2025-03-17T07:30:00Z') });
    const dee = await user(api, 'dee');
    const notFound = {
      code: 'NOT_FOUND',
      message: 'No available appointment with this id: choose one from availableAppointments',
    };
    for (const id of [
      'next-monday',
      at('17T09:30'),
      '2025-03-10T09:00:00.000Z',
      at('17T09:00'),
      '2025-05-05T08:00:00.000Z',
      '2025-03-17T09:00:00Z',
    ]) {
      expect((await book(api, dee, id)).data?.bookAppointment, id).toMatchObject({
        success: false,
        error: notFound,
        appointment: null,
      });
    }
    const phone = await book(api, dee, at('17T10:00'), { phoneNumber: 'call me' });
    expect(phone.data?.bookAppointment.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input: input.phoneNumber',
      fieldErrors: [
        {
          field: 'input.phoneNumber',
          message: "Must be a phone number: 6 to 20 digits, spaces, '(', ')', '-', optionally starting with '+'",
        },
      ],
    });
    const reason = await book(api, dee, at('17T10:00'), { reason: 'x'.repeat(501) });
    expect(reason.data?.bookAppointment.error?.fieldErrors).toEqual([
      { field: 'input.reason', message: 'Must be 1 to 500 characters' },
    ]);
    expect((await api.gql(SCHEDULED, { userId: dee.userId }, { token: dee.token })).data).toEqual({
      scheduledAppointments: [],
    });
    expect((await api.gql(MESSAGES, { userId: dee.userId }, { token: dee.token })).data).toEqual({ messages: [] });
  });

  it('allows three appointments to come per user, and lists only those that have not ended', async () => {
    const advisers = scheduleOf({ monday: ['09:00-13:00'] });
    const { api } = await start({ advisers });
    const eve = await user(api, 'eve');
    for (const hour of ['09', '10', '11'])
      expect((await book(api, eve, at(`17T${hour}:00`))).data?.bookAppointment.success).toBe(true);
    const fourth = await book(api, eve, at('17T12:00'));
    expect(fourth.data?.bookAppointment.error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'You already have 3 appointments to come, the most one user may book',
    });

    const scheduled = await api.gql<{ scheduledAppointments: Appointment[] }>(
      SCHEDULED,
      { userId: eve.userId },
      { token: eve.token },
    );
    const [first, second] = scheduled.data?.scheduledAppointments ?? [];
    expect(scheduled.data?.scheduledAppointments.map((a) => a.startTime)).toEqual([
      at('17T09:00'),
      at('17T10:00'),
      at('17T11:00'),
    ]);
    const page2 = await api.gql<{ scheduledAppointments: Appointment[] }>(
      SCHEDULED,
      { userId: eve.userId, after: first.id },
      { token: eve.token },
    );
    expect(page2.data?.scheduledAppointments.map((a) => a.id)).toEqual(
      scheduled.data?.scheduledAppointments.slice(1).map((a) => a.id),
    );

    // At 10:00 the first has ended: it is no longer scheduled, and a fourth may be booked (12:00 is two hours away).
    const later = (await start({ advisers, now: () => new Date('2025-03-17T10:00:00Z') })).api;
    const eveLater = { userId: eve.userId, token: await later.token(eve.userId) };
    const remaining = await later.gql<{ scheduledAppointments: Appointment[] }>(
      SCHEDULED,
      { userId: eve.userId },
      { token: eveLater.token },
    );
    expect(remaining.data?.scheduledAppointments.map((a) => a.id)).toEqual([
      second.id,
      scheduled.data?.scheduledAppointments[2].id,
    ]);
    expect((await book(later, eveLater, at('17T12:00'))).data?.bookAppointment.success).toBe(true);
  });

  it('has no next appointment when none is free within the horizon', async () => {
    // Mondays only, and a horizon of one day from Saturday noon: nothing to offer.
    const { api } = await start({ advisers: scheduleOf({ monday: ['09:00-10:00'] }, 1, { bookingHorizonDays: 1 }) });
    expect((await api.gql(NEXT)).data).toEqual({ nextAvailableAppointment: null });
    expect((await api.gql(DAYS, {})).data).toEqual({ availableAppointmentDays: [] });
    // Two days: Monday 09:00 is 45 hours away, within it.
    const { api: longer } = await start({
      advisers: scheduleOf({ monday: ['09:00-10:00'] }, 1, { bookingHorizonDays: 2 }),
    });
    expect((await longer.gql(NEXT)).data).toEqual({
      nextAvailableAppointment: { id: at('17T09:00'), startTime: at('17T09:00'), endTime: at('17T10:00') },
    });
  });

  it('books for and lists nobody but the caller', async () => {
    const { api } = await start({ advisers: scheduleOf({ monday: ['09:00-10:00'] }) });
    const owner = await user(api, 'owner');
    const intruder = await user(api, 'intruder');
    await book(api, owner, at('17T09:00'));
    const forOwner = await api.gql(
      BOOK,
      { input: { userId: owner.userId, availableAppointmentId: at('24T09:00') } },
      { token: intruder.token },
    );
    expect(codeOf(forOwner)).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(SCHEDULED, { userId: owner.userId }, { token: intruder.token }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(SCHEDULED, { userId: owner.userId }))).toBe('UNAUTHENTICATED');
    const ownerList =
      (
        await api.gql<{ scheduledAppointments: Appointment[] }>(
          SCHEDULED,
          { userId: owner.userId },
          { token: owner.token },
        )
      ).data?.scheduledAppointments ?? [];
    const foreignAfter = await api.gql(
      SCHEDULED,
      { userId: intruder.userId, after: ownerList[0].id },
      { token: intruder.token },
    );
    expect(fieldErrorsOf(foreignAfter)?.[0].field).toBe('after');
    expect(ownerList).toHaveLength(1);
  });
});
