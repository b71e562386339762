/**
 * SPEC §4's rows of appointments, the risk profile and the survey, proven against the real
 * reference server: after each mutation the watched queries the row names (and §4's general rule
 * adds) are sent again and show the server's new data, and nothing else is asked for. Plus
 * markAsRead, which the table leaves to the general rule: the messages, shown read from the cache at
 * once, and the unread count computed from them are refreshed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdviserSchedule } from '../../server/appointments/advisers';
import {
  BookAppointmentDocument,
  CreateNewSurveyDocument,
  DeclineSurveyDocument,
  GetAvailableAppointmentDaysDocument,
  GetAvailableAppointmentsDocument,
  GetMessagesDocument,
  GetPlanDocument,
  GetPlanGraphDocument,
  GetRiskDocument,
  GetScheduledAppointmentsDocument,
  GetShowSurveyDocument,
  GetUnreadMessagesDocument,
  MarkAsReadDocument,
  UpdateRiskDocument,
} from '../../src/client';
import { NOW, signedInClient, startRealServer, watch, type RealServer } from './real-server';

let server: RealServer;
/** The server's clock, moved by the survey tests. */
const clock = { now: NOW };

beforeAll(async () => {
  server = await startRealServer({
    now: () => clock.now,
    // One adviser, one slot a week (Mondays 09:00 Dublin time), so that each booking shows in every list.
    advisers: parseAdviserSchedule({
      appointmentMinutes: 60,
      minimumNoticeHours: 2,
      bookingHorizonDays: 42,
      advisers: [
        {
          id: 'adviser-test',
          name: 'Test Adviser',
          timeZone: 'Europe/Dublin',
          workingHours: { monday: ['09:00-10:00'] },
        },
      ],
    }),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The operation names sent after `from` requests had been sent, in order of name (refetches go out together). */
const sortedSince = (sent: string[], from: number) => [sent[from], ...sent.slice(from + 1).sort()];

describe('SPEC §4 rows of appointments, the risk profile and the survey, against the real server', () => {
  it('bookAppointment refreshes available appointment days, available appointments, scheduled appointments and plan', async () => {
    clock.now = NOW;
    const { client, sent } = await signedInClient(server, 'jane');
    const days = watch(client, GetAvailableAppointmentDaysDocument, {});
    const slots = watch(client, GetAvailableAppointmentsDocument, { date: '2025-03-17' });
    const scheduled = watch(client, GetScheduledAppointmentsDocument, { userId: 'jane' });
    const plan = watch(client, GetPlanDocument, { userId: 'jane' });
    expect((await days.next()).data?.availableAppointmentDays.map((d) => d.date)).toEqual([
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
      '2025-04-07',
      '2025-04-14',
      '2025-04-21',
    ]);
    expect((await slots.next()).data?.availableAppointments).toEqual([
      { id: '2025-03-17T09:00:00.000Z', startTime: '2025-03-17T09:00:00.000Z', endTime: '2025-03-17T10:00:00.000Z' },
    ]);
    expect((await scheduled.next()).data?.scheduledAppointments).toEqual([]);
    expect((await plan.next()).data?.plan?.authorisationStatus).toBe('NOT_REQUESTED');

    const before = sent.length;
    // Each watcher may first show its cached answer again (stale) while the refetch is on its way.
    const daysAfter = days.next((result) => result.data?.availableAppointmentDays[0]?.date !== '2025-03-17');
    const slotsAfter = slots.next((result) => result.data?.availableAppointments.length === 0);
    const scheduledAfter = scheduled.next((result) => result.data?.scheduledAppointments.length === 1);
    const planAfter = plan.next((result) => !result.stale);
    const booked = await client
      .mutation(BookAppointmentDocument, {
        input: { userId: 'jane', availableAppointmentId: '2025-03-17T09:00:00.000Z', reason: 'College fund' },
      })
      .toPromise();
    expect(booked.data?.bookAppointment).toMatchObject({
      success: true,
      error: null,
      appointment: { advisorName: 'Test Adviser', startTime: '2025-03-17T09:00:00.000Z' },
    });

    expect((await daysAfter).data?.availableAppointmentDays[0].date).toBe('2025-03-24');
    expect((await slotsAfter).data?.availableAppointments).toEqual([]);
    expect((await scheduledAfter).data?.scheduledAppointments).toEqual([booked.data?.bookAppointment.appointment]);
    await planAfter;
    expect(sortedSince(sent, before)).toEqual([
      'BookAppointment',
      'GetAvailableAppointmentDays',
      'GetAvailableAppointments',
      'GetPlan',
      'GetScheduledAppointments',
    ]);
    for (const watched of [days, slots, scheduled, plan]) watched.stop();
  });

  it('updateRisk refreshes plan and planGraph; and the risk, which shows the answer at once', async () => {
    const { client, sent, settled } = await signedInClient(server, 'kate');
    const plan = watch(client, GetPlanDocument, { userId: 'kate' });
    const graph = watch(client, GetPlanGraphDocument, { userId: 'kate' });
    const risk = watch(client, GetRiskDocument, { userId: 'kate' });
    await plan.next();
    await graph.next();
    expect((await risk.next()).data?.risk?.calculatedProfile).toBeNull();

    const before = sent.length;
    const planAfter = plan.next((result) => !result.stale);
    const graphAfter = graph.next((result) => !result.stale);
    // The answer's Risk has the same id: the watched risk shows it from the cache before it is asked for again.
    const riskShown = risk.next();
    const answers = Array.from({ length: 15 }, (_, i) => ({ questionId: `q${i + 1}`, answerId: `q${i + 1}e` }));
    const updated = await client.mutation(UpdateRiskDocument, { input: { userId: 'kate', answers } }).toPromise();
    expect(updated.data?.updateRisk).toMatchObject({
      success: true,
      risk: { calculatedProfile: 'HIGH', selectedProfile: null },
    });
    expect((await riskShown).data?.risk?.calculatedProfile).toBe('HIGH');
    await planAfter;
    await graphAfter;
    await settled();
    expect(sortedSince(sent, before)).toEqual(['UpdateRisk', 'GetPlan', 'GetPlanGraph', 'GetRisk']);
    expect(risk.results.at(-1)).toMatchObject({ stale: false, data: { risk: { calculatedProfile: 'HIGH' } } });
    for (const watched of [plan, graph, risk]) watched.stop();
  });

  it('createNewSurvey and declineSurvey refresh showSurvey', async () => {
    clock.now = NOW;
    const answerer = await signedInClient(server, 'liam');
    const decliner = await signedInClient(server, 'mona');
    // Both book (next Monday's slots), and the clock moves past the later appointment's end.
    await answerer.client
      .mutation(BookAppointmentDocument, {
        input: { userId: 'liam', availableAppointmentId: '2025-03-24T09:00:00.000Z' },
      })
      .toPromise();
    await decliner.client
      .mutation(BookAppointmentDocument, {
        input: { userId: 'mona', availableAppointmentId: '2025-03-31T08:00:00.000Z' },
      })
      .toPromise();
    clock.now = new Date('2025-03-31T10:00:00Z');

    for (const [{ client, sent }, userId, respond, name] of [
      [
        answerer,
        'liam',
        () =>
          answerer.client
            .mutation(CreateNewSurveyDocument, { input: { userId: 'liam', score: 10, followUp: false } })
            .toPromise(),
        'CreateNewSurvey',
      ],
      [
        decliner,
        'mona',
        () => decliner.client.mutation(DeclineSurveyDocument, { userId: 'mona' }).toPromise(),
        'DeclineSurvey',
      ],
    ] as const) {
      const show = watch(client, GetShowSurveyDocument, { userId });
      expect((await show.next()).data?.showSurvey).toBe(true);
      const before = sent.length;
      const hidden = show.next((result) => result.data?.showSurvey === false);
      const answer = await respond();
      expect(answer.data).toMatchObject({
        [name === 'CreateNewSurvey' ? 'createNewSurvey' : 'declineSurvey']: { success: true, error: null },
      });
      expect((await hidden).data?.showSurvey).toBe(false);
      expect(sent.slice(before)).toEqual([name, 'GetShowSurvey']);
      show.stop();
    }
  });

  it('markAsRead refreshes the messages, which show them read at once, and the unread count', async () => {
    clock.now = NOW;
    const { client, sent, settled } = await signedInClient(server, 'nora');
    await client
      .mutation(BookAppointmentDocument, {
        input: { userId: 'nora', availableAppointmentId: '2025-04-07T08:00:00.000Z' },
      })
      .toPromise();
    const messages = watch(client, GetMessagesDocument, { userId: 'nora' });
    const unread = watch(client, GetUnreadMessagesDocument, { userId: 'nora' });
    const [message] = (await messages.next()).data?.messages ?? [];
    expect(message).toMatchObject({ title: 'Appointment booked', read: false });
    expect((await unread.next()).data?.unreadMessages).toBe(1);

    const before = sent.length;
    const shownRead = messages.next();
    const counted = unread.next((result) => result.data?.unreadMessages === 0);
    const marked = await client.mutation(MarkAsReadDocument, { messageIds: [message.id] }).toPromise();
    expect(marked.data?.markAsRead).toMatchObject({ success: true, messages: [{ id: message.id, read: true }] });
    // From the answer's messages, before the messages are asked for again.
    expect((await shownRead).data?.messages[0]).toMatchObject({ id: message.id, read: true });
    await counted;
    await settled();
    expect(sortedSince(sent, before)).toEqual(['MarkAsRead', 'GetMessages', 'GetUnreadMessages']);
    expect(messages.results.at(-1)).toMatchObject({
      stale: false,
      data: { messages: [{ id: message.id, read: true }] },
    });
    messages.stop();
    unread.stop();
  });
});
