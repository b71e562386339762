/**
 * Property-based tests (fast-check, see fuzz.ts) over every argument of updateRisk, bookAppointment,
 * createNewSurvey, declineSurvey and markAsRead, over real HTTP on PGlite: whatever a caller sends,
 * never a 5xx or a leak, and the caller's data (risk profile, appointments, messages, surveys) is
 * either unchanged or changed exactly as the answer says.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdviserSchedule } from '../../server/appointments/advisers';
import { checkAnswer, field, nasty, outcomeRecorder, sendRaw, settings } from './fuzz';
import { memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const { count, report } = outcomeRecorder();
const send = (query: string, variables: Record<string, unknown>, token?: string) =>
  sendRaw(server.graphqlUrl, query, variables, token);

beforeAll(async () => {
  server = await startTestServer({
    // An adviser of this file's own, working every weekday 09:00–17:00 (Dublin), so many slots are valid.
    advisers: parseAdviserSchedule({
      appointmentMinutes: 60,
      minimumNoticeHours: 2,
      bookingHorizonDays: 42,
      advisers: [
        {
          id: 'fuzz-adviser',
          name: 'Fuzz Adviser',
          timeZone: 'Europe/Dublin',
          workingHours: Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, ['09:00-17:00']]),
          ),
        },
      ],
    }),
  });
});
afterAll(async () => {
  await server?.close();
  report();
});

const RISK_FIELDS = 'id calculatedProfile selectedProfile questionnaire { id selectedAnswerId }';
const APPOINTMENT_FIELDS = 'id advisorId startTime endTime reason';
const MESSAGE_FIELDS = 'id title subtitle read';
const SURVEY_FIELDS = 'id score feedback followUp completed';

interface Snapshot {
  risk: unknown;
  scheduledAppointments: { id: string; startTime: string }[];
  messages: { id: string; read: boolean }[];
  surveys: { id: string }[];
}

async function snapshot(userId: string, token: string): Promise<Snapshot> {
  const response = await server.gql<Snapshot>(
    `query ($u: ID!) { risk(userId: $u) { ${RISK_FIELDS} } scheduledAppointments(userId: $u) { ${APPOINTMENT_FIELDS} }
       messages(userId: $u, first: 100) { ${MESSAGE_FIELDS} } surveys(userId: $u, first: 100) { ${SURVEY_FIELDS} } }`,
    { u: userId },
    { token },
  );
  expect(response.status).toBe(200);
  return response.data as Snapshot;
}

async function signedIn(name: string) {
  const userId = newUserId(name);
  return { userId, token: await server.token(userId) };
}

const PROFILES = ['LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH'];
/** Mondays to Fridays of the next weeks at each hour 08:00–17:00 UTC: most are slots, some are not. */
const slotIds = Array.from({ length: 10 }, (_, day) =>
  Array.from(
    { length: 10 },
    (_, hour) => `2025-03-${String(17 + day).padStart(2, '0')}T${String(8 + hour).padStart(2, '0')}:00:00.000Z`,
  ),
).flat();

describe('whatever a caller sends', { timeout: 60_000 }, () => {
  it('updateRisk: never a 5xx or a leak; the stored profile is what it answers, or unchanged', async () => {
    const { userId, token } = await signedIn('fuzz-risk');
    const answer = fc.record({
      questionId: field(fc.constantFrom(...Array.from({ length: 16 }, (_, i) => `q${i + 1}`))),
      answerId: field(
        fc
          .tuple(fc.integer({ min: 1, max: 16 }), fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'))
          .map(([n, letter]) => `q${n}${letter}`),
      ),
    });
    const UPDATE = `mutation ($input: RiskInput!) { updateRisk(input: $input) { success error { code message fieldErrors { field message } } risk { ${RISK_FIELDS} } } }`;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          userId: field(fc.constantFrom(userId, userId, userId, 'someone-else')),
          answers: fc.option(
            fc.oneof({ weight: 4, arbitrary: fc.array(answer, { maxLength: 18 }) }, { weight: 1, arbitrary: nasty }),
            { nil: undefined },
          ),
          selectedProfile: fc.option(field(fc.constantFrom(...PROFILES, 'RECKLESS')), { nil: undefined }),
        }),
        async (input) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(UPDATE, { input }, token);
          const payload = (response.data as { updateRisk?: { success: boolean; risk: unknown } } | null | undefined)
            ?.updateRisk;
          count('updateRisk', checkAnswer(response, raw) + (payload?.success ? ' success' : ''));
          const after = await snapshot(userId, token);
          if (payload?.success) expect(after).toEqual({ ...before, risk: payload.risk });
          else expect(after).toEqual(before);
        },
      ),
      settings,
    );
  });

  it('bookAppointment: never a 5xx or a leak; books exactly the appointment it answers, with its message, or nothing', async () => {
    const { userId, token } = await signedIn('fuzz-book');
    const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { success error { code message fieldErrors { field message } } appointment { ${APPOINTMENT_FIELDS} } } }`;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          userId: field(fc.constantFrom(userId, userId, userId, 'someone-else')),
          availableAppointmentId: field(fc.constantFrom(...slotIds, 'next-monday', '2025-03-17T09:00:00Z')),
          reason: fc.option(field(fc.string({ maxLength: 600 })), { nil: undefined }),
          phoneNumber: fc.option(
            field(fc.constantFrom('+353 87 123 4567', '(01) 555-0101', '12345', 'call me', '+'.repeat(30))),
            { nil: undefined },
          ),
        }),
        async (input) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(BOOK, { input }, token);
          type Booked = {
            success: boolean;
            error: { code: string } | null;
            appointment: Snapshot['scheduledAppointments'][number];
          };
          const payload = (response.data as { bookAppointment?: Booked } | null | undefined)?.bookAppointment;
          count(
            'bookAppointment',
            checkAnswer(response, raw) +
              (payload?.success ? ' success' : payload?.error ? ` ${payload.error.code}` : ''),
          );
          const after = await snapshot(userId, token);
          if (payload?.success) {
            const expected = [...before.scheduledAppointments, payload.appointment].sort((a, b) =>
              a.startTime.localeCompare(b.startTime),
            );
            expect(after.scheduledAppointments).toEqual(expected);
            expect(after.messages.slice(1)).toEqual(before.messages);
            expect(after.messages[0]).toMatchObject({ title: 'Appointment booked', read: false });
            expect({ ...after, scheduledAppointments: [], messages: [] }).toEqual({
              ...before,
              scheduledAppointments: [],
              messages: [],
            });
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });

  it('createNewSurvey and declineSurvey: never a 5xx or a leak; add exactly the survey they answer, or nothing', async () => {
    const { userId, token } = await signedIn('fuzz-survey');
    const CREATE = `mutation ($input: SurveyInput!) { createNewSurvey(input: $input) { success error { code } survey { ${SURVEY_FIELDS} } } }`;
    const DECLINE = 'mutation ($userId: ID!) { declineSurvey(userId: $userId) { success error { code } } }';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc
              .record({
                userId: field(fc.constantFrom(userId, userId, 'someone-else')),
                score: field(fc.integer({ min: -2, max: 12 })),
                feedback: fc.option(field(fc.string({ maxLength: 2100 })), { nil: undefined }),
                followUp: fc.option(field(fc.boolean()), { nil: undefined }),
              })
              .map((input) => ({ kind: 'createNewSurvey' as const, query: CREATE, variables: { input } })),
          },
          {
            weight: 1,
            arbitrary: field(fc.constantFrom(userId, 'someone-else')).map((id) => ({
              kind: 'declineSurvey' as const,
              query: DECLINE,
              variables: { userId: id },
            })),
          },
        ),
        async ({ kind, query, variables }) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(query, variables, token);
          const payload = (
            response.data as
              Record<string, { success: boolean; survey?: { id: string; completed: boolean } }> | null | undefined
          )?.[kind];
          count(kind, checkAnswer(response, raw) + (payload?.success ? ' success' : ''));
          const after = await snapshot(userId, token);
          if (payload?.success) {
            expect(after.surveys.slice(1)).toEqual(before.surveys);
            if (payload.survey) expect(after.surveys[0]).toEqual(payload.survey);
            else expect(after.surveys[0]).toMatchObject({ score: null, completed: false });
            expect({ ...after, surveys: [] }).toEqual({ ...before, surveys: [] });
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });

  it('markAsRead: never a 5xx or a leak; marks exactly the messages it answers, or nothing', async () => {
    const { userId, token } = await signedIn('fuzz-read');
    const other = await signedIn('fuzz-read-other');
    const stores = await memoryStorage();
    const own = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stores.messages.insert(userId, { title: `m${i}`, receivedAt: new Date(Date.UTC(2025, 2, 1 + i)) }),
      ),
    );
    const foreign = await stores.messages.insert(other.userId, { title: 'theirs' });
    const MARK = `mutation ($ids: [ID!]!) { markAsRead(messageIds: $ids) { success error { code fieldErrors { field message } } messages { ${MESSAGE_FIELDS} } } }`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 5,
            arbitrary: fc.array(fc.constantFrom(...own.map((m) => m.id), foreign.id, 'no-such-message'), {
              maxLength: 8,
            }),
          },
          { weight: 1, arbitrary: nasty },
        ),
        async (ids) => {
          const before = await snapshot(userId, token);
          const { response, raw } = await send(MARK, { ids }, token);
          const payload = (
            response.data as
              { markAsRead?: { success: boolean; messages: { id: string; read: boolean }[] } } | null | undefined
          )?.markAsRead;
          count('markAsRead', checkAnswer(response, raw) + (payload?.success ? ' success' : ''));
          const after = await snapshot(userId, token);
          if (payload?.success) {
            const marked = new Set(payload.messages.map((m) => m.id));
            expect(payload.messages.every((m) => m.read)).toBe(true);
            expect(after.messages).toEqual(before.messages.map((m) => (marked.has(m.id) ? { ...m, read: true } : m)));
          } else {
            expect(after).toEqual(before);
          }
        },
      ),
      settings,
    );
  });
});
