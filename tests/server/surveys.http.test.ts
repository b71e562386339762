/**
 * The satisfaction (NPS) survey over real HTTP on both engines: showSurvey's rule along a moving
 * clock (after an appointment has ended; not again after an answer or a refusal until another
 * appointment has ended and 90 days have passed), createNewSurvey, declineSurvey, survey, surveys.
 */
import { describe, expect, it } from 'vitest';
import { parseAdviserSchedule } from '../../server/appointments/advisers';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import type { Survey } from '../../src/client/generated/schema';
import { codeOf, fieldErrorsOf, newUserId, type TestServer } from './helpers';

const SHOW = 'query ($userId: ID!) { showSurvey(userId: $userId) }';
const SURVEY_FIELDS = 'id userId score feedback followUp completed';
const CREATE = `mutation ($input: SurveyInput!) { createNewSurvey(input: $input) { success error { code message fieldErrors { field message } } survey { ${SURVEY_FIELDS} } } }`;
const DECLINE = 'mutation ($userId: ID!) { declineSurvey(userId: $userId) { success error { code } } }';
const SURVEY = `query ($id: ID!) { survey(id: $id) { ${SURVEY_FIELDS} } }`;
const SURVEYS = `query ($userId: ID!, $first: Int, $after: ID) { surveys(userId: $userId, first: $first, after: $after) { ${SURVEY_FIELDS} } }`;
const BOOK =
  'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { success error { code message } } }';

type CreatePayload = {
  createNewSurvey: {
    success: boolean;
    error: { code: string; message: string; fieldErrors: { field: string; message: string }[] } | null;
    survey: Survey | null;
  };
};

describe.each(testEngines('the survey tests'))('surveys on $name', { timeout: 60_000 }, (engine) => {
  const start = serversOn(engine);

  /** A server whose clock the test moves, with an adviser of its own working Mondays 09:00–12:00 Dublin time. */
  async function clockedServer(startAt: string) {
    const clock = { now: new Date(startAt) };
    const adviserId = newUserId('survey-adviser').replace(/[^A-Za-z0-9_.-]/g, '');
    const advisers = parseAdviserSchedule({
      appointmentMinutes: 60,
      bookingHorizonDays: 200,
      advisers: [
        { id: adviserId, name: 'Survey Adviser', timeZone: 'Europe/Dublin', workingHours: { monday: ['09:00-12:00'] } },
      ],
    });
    const { api } = await start({ advisers, now: () => clock.now });
    const userId = newUserId('surveyed');
    const token = await api.token(userId);
    const show = async () => (await api.gql<{ showSurvey: boolean }>(SHOW, { userId }, { token })).data?.showSurvey;
    const book = async (id: string) =>
      (
        await api.gql<{ bookAppointment: { success: boolean } }>(
          BOOK,
          { input: { userId, availableAppointmentId: id } },
          { token },
        )
      ).data?.bookAppointment;
    const setClock = (iso: string) => {
      clock.now = new Date(iso);
    };
    return { api, userId, token, show, book, setClock };
  }

  it('offers the survey once an appointment has ended, until the user answers it', async () => {
    const s = await clockedServer('2025-03-15T12:00:00Z');
    expect(await s.show()).toBe(false);
    expect(await s.book('2025-03-17T09:00:00.000Z')).toMatchObject({ success: true });
    s.setClock('2025-03-17T09:59:59Z');
    expect(await s.show()).toBe(false);
    s.setClock('2025-03-17T10:00:00Z');
    expect(await s.show()).toBe(true);

    const answered = await s.api.gql<CreatePayload>(
      CREATE,
      { input: { userId: s.userId, score: 9, feedback: ' Very helpful ', followUp: true } },
      { token: s.token },
    );
    expect(answered.data?.createNewSurvey).toEqual({
      success: true,
      error: null,
      survey: {
        id: expect.any(String),
        userId: s.userId,
        score: 9,
        feedback: 'Very helpful',
        followUp: true,
        completed: true,
      },
    });
    expect(await s.show()).toBe(false);

    // Another appointment ends 35 days later: still within 90 days of the answer, so not offered.
    s.setClock('2025-04-18T12:00:00Z');
    expect(await s.book('2025-04-21T08:00:00.000Z')).toMatchObject({ success: true });
    s.setClock('2025-04-21T10:00:00Z');
    expect(await s.show()).toBe(false);
    // 90 days after the answer (17 March 10:00 UTC + 90 days), offered again for that appointment.
    s.setClock('2025-06-15T09:59:59Z');
    expect(await s.show()).toBe(false);
    s.setClock('2025-06-15T10:00:00Z');
    expect(await s.show()).toBe(true);

    const survey = answered.data?.createNewSurvey.survey as Survey;
    expect((await s.api.gql(SURVEY, { id: survey.id }, { token: s.token })).data).toEqual({ survey });
  });

  it('stops offering it when declined, and lists answers and refusals newest first', async () => {
    const s = await clockedServer('2025-03-15T12:00:00Z');
    await s.book('2025-03-17T10:00:00.000Z');
    s.setClock('2025-03-18T08:00:00Z');
    expect(await s.show()).toBe(true);
    expect((await s.api.gql(DECLINE, { userId: s.userId }, { token: s.token })).data).toEqual({
      declineSurvey: { success: true, error: null },
    });
    expect(await s.show()).toBe(false);
    // No appointment ended after the refusal: not offered again, however long after.
    s.setClock('2026-01-01T00:00:00Z');
    expect(await s.show()).toBe(false);

    await s.api.gql<CreatePayload>(CREATE, { input: { userId: s.userId, score: 0 } }, { token: s.token });
    const surveys = await s.api.gql<{ surveys: Survey[] }>(SURVEYS, { userId: s.userId }, { token: s.token });
    expect(
      surveys.data?.surveys.map(({ score, feedback, followUp, completed }) => ({
        score,
        feedback,
        followUp,
        completed,
      })),
    ).toEqual([
      { score: 0, feedback: null, followUp: null, completed: true },
      { score: null, feedback: null, followUp: null, completed: false },
    ]);
    const [newest, oldest] = surveys.data?.surveys ?? [];
    const page2 = await s.api.gql<{ surveys: Survey[] }>(
      SURVEYS,
      { userId: s.userId, first: 1, after: newest.id },
      { token: s.token },
    );
    expect(page2.data?.surveys).toEqual([oldest]);
  });

  it('takes at most 5 answers or refusals from a user a day, however many arrive at once; the next day, 5 more', async () => {
    // Not 150 surveys in a row from one user.
    const s = await clockedServer('2025-03-15T12:00:00Z');
    const answer = () =>
      s.api.gql<CreatePayload>(CREATE, { input: { userId: s.userId, score: 8 } }, { token: s.token });
    const first = await Promise.all(Array.from({ length: 7 }, answer));
    const outcomes = first.map((r) => r.data?.createNewSurvey.error?.code ?? 'saved').sort();
    expect(outcomes).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'saved', 'saved', 'saved', 'saved', 'saved']);
    const refused = first.find((r) => r.data?.createNewSurvey.error)!.data!.createNewSurvey;
    expect(refused).toEqual({
      success: false,
      error: {
        code: 'RATE_LIMITED',
        message: 'At most 5 survey answers or refusals a day; try again tomorrow',
        fieldErrors: null,
      },
      survey: null,
    });
    const declined = await s.api.gql<{ declineSurvey: { success: boolean; error: { code: string } | null } }>(
      DECLINE,
      { userId: s.userId },
      { token: s.token },
    );
    expect(declined.data?.declineSurvey).toEqual({ success: false, error: { code: 'RATE_LIMITED' } });
    const listed = await s.api.gql<{ surveys: unknown[] }>(
      'query ($u: ID!) { surveys(userId: $u) { id } }',
      { u: s.userId },
      { token: s.token },
    );
    expect(listed.data?.surveys).toHaveLength(5);
    s.setClock('2025-03-16T00:00:00Z');
    expect((await answer()).data?.createNewSurvey.success).toBe(true);
  });

  it('refuses a score outside 0 to 10 and feedback over 2000 characters, saving nothing', async () => {
    const s = await clockedServer('2025-03-15T12:00:00Z');
    const create = (input: Record<string, unknown>) =>
      s.api.gql<CreatePayload>(CREATE, { input: { userId: s.userId, ...input } }, { token: s.token });
    expect((await create({ score: 11 })).data?.createNewSurvey).toEqual({
      success: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Invalid input: input.score',
        fieldErrors: [{ field: 'input.score', message: 'Must be a whole number from 0 to 10' }],
      },
      survey: null,
    });
    expect((await create({ score: -1 })).data?.createNewSurvey.error?.fieldErrors).toEqual([
      { field: 'input.score', message: 'Must be a whole number from 0 to 10' },
    ]);
    expect((await create({ score: 5, feedback: 'x'.repeat(2001) })).data?.createNewSurvey.error?.fieldErrors).toEqual([
      { field: 'input.feedback', message: 'Must be at most 2000 characters' },
    ]);
    // Refused by GraphQL's Int before the resolver runs, with the same words.
    for (const score of [7.5, '7', 2 ** 31]) {
      const response = await create({ score });
      expect(codeOf(response), String(score)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(response), String(score)).toEqual([
        { field: 'input.score', message: 'Must be a whole number from 0 to 10' },
      ]);
    }
    expect((await s.api.gql(SURVEYS, { userId: s.userId }, { token: s.token })).data).toEqual({ surveys: [] });
  });

  it("reads, answers and declines for nobody but the caller; an unknown or another user's survey id reads as none", async () => {
    const owner = await clockedServer('2025-03-15T12:00:00Z');
    const answered = await owner.api.gql<CreatePayload>(
      CREATE,
      { input: { userId: owner.userId, score: 8 } },
      { token: owner.token },
    );
    const surveyId = answered.data?.createNewSurvey.survey?.id;
    const api: TestServer = owner.api;
    const intruderId = newUserId('intruder');
    const intruder = await api.token(intruderId);
    expect((await api.gql(SURVEY, { id: surveyId }, { token: intruder })).data).toEqual({ survey: null });
    expect((await api.gql(SURVEY, { id: 'no-such-survey' }, { token: owner.token })).data).toEqual({ survey: null });
    expect(codeOf(await api.gql(SURVEYS, { userId: owner.userId }, { token: intruder }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(SHOW, { userId: owner.userId }, { token: intruder }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(DECLINE, { userId: owner.userId }, { token: intruder }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(CREATE, { input: { userId: owner.userId, score: 1 } }, { token: intruder }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await api.gql(SHOW, { userId: owner.userId }))).toBe('UNAUTHENTICATED');
    const foreignAfter = await api.gql(SURVEYS, { userId: intruderId, after: surveyId }, { token: intruder });
    expect(fieldErrorsOf(foreignAfter)?.[0].field).toBe('after');
    expect(
      (await api.gql<{ surveys: Survey[] }>(SURVEYS, { userId: owner.userId }, { token: owner.token })).data?.surveys,
    ).toHaveLength(1);
  });
});
