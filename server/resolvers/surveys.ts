/**
 * showSurvey, createNewSurvey, declineSurvey, survey and surveys: the satisfaction (NPS) survey.
 * The survey is offered (showSurvey) when one of the user's appointments has ended and the user has
 * neither answered nor declined a survey since it ended, nor in the SURVEY_QUIET_DAYS before now
 * (docs/risk-appointments-surveys.md). A user may answer at any time, offered or not.
 */
import { requireSelf } from '../auth/access';
import { badUserInput } from '../graphql/errors';
import { rootField, type Resolvers } from '../graphql/context';
import type { Stores, SurveyRecord } from '../storage';
import { NPS_SCORE } from '../validation/messages';
import { checkFields, integerAtLeast, required } from '../validation/rules';
import { listOfUser, oneOfCaller } from './own';
import { succeeded } from './views';

/** No survey is offered within this many days of one answered or declined. */
export const SURVEY_QUIET_DAYS = 90;
/** The most answers and refusals one user may send in a UTC day (without it, 150 in a row were accepted). */
export const SURVEY_ANSWERS_PER_DAY = 5;
export const SURVEY_LIMIT_MESSAGE = `At most ${SURVEY_ANSWERS_PER_DAY} survey answers or refusals a day; try again tomorrow`;

/** The refusal of an answer or a refusal over the day's cap: nothing is recorded. */
const overTheCap = {
  success: false,
  error: { code: 'RATE_LIMITED', message: SURVEY_LIMIT_MESSAGE, fieldErrors: null },
  survey: null,
};
export const MAX_FEEDBACK_CHARS = 2000;

const DAY_MS = 86_400_000;

/** The UTC day of an instant: 'YYYY-MM-DD'. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Whether to offer the survey to `userId` at `now` (the rule above). */
export async function shouldShowSurvey(stores: Stores, userId: string, now: Date): Promise<boolean> {
  const appointmentEnded = await stores.appointments.lastEndedBefore(userId, now);
  if (appointmentEnded === null) return false;
  const answered = await stores.surveys.lastAnsweredAt(userId, now);
  if (answered === null) return true;
  return answered < appointmentEnded && now.valueOf() - answered.valueOf() >= SURVEY_QUIET_DAYS * DAY_MS;
}

const feedback = (value: unknown): string | undefined =>
  value == null || (typeof value === 'string' && value.trim().length <= MAX_FEEDBACK_CHARS)
    ? undefined
    : `Must be at most ${MAX_FEEDBACK_CHARS} characters`;

export const surveyView = (s: SurveyRecord) => ({
  id: s.id,
  userId: s.userId,
  score: s.score,
  feedback: s.feedback,
  followUp: s.followUp,
  completed: s.completed,
});

export const surveyResolvers: Resolvers = {
  Query: {
    showSurvey: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return shouldShowSurvey(ctx.storage, owner, ctx.now());
    }),
    survey: oneOfCaller((stores, id) => stores.surveys.get(id), surveyView),
    ...listOfUser('surveys', (stores) => stores.surveys, surveyView),
  },
  Mutation: {
    createNewSurvey: rootField(async ({ input }, ctx) => {
      const owner = await requireSelf(ctx.identity, input.userId);
      const errors = checkFields(
        'input',
        { ...input },
        { score: [required, integerAtLeast(NPS_SCORE.min, NPS_SCORE.max)], feedback: [feedback] },
      );
      if (errors.length) throw badUserInput(errors);
      return ctx.storage.transaction(async (stores) => {
        if (!(await stores.surveys.countAnswer(owner, dayOf(ctx.now()), SURVEY_ANSWERS_PER_DAY))) return overTheCap;
        const survey = await stores.surveys.insert({
          userId: owner,
          score: input.score,
          feedback: input.feedback?.trim() || null,
          followUp: input.followUp ?? null,
          answeredAt: ctx.now(),
        });
        return succeeded({ survey: surveyView(survey) });
      });
    }),
    declineSurvey: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return ctx.storage.transaction(async (stores) => {
        if (!(await stores.surveys.countAnswer(owner, dayOf(ctx.now()), SURVEY_ANSWERS_PER_DAY))) return overTheCap;
        await stores.surveys.insert({
          userId: owner,
          score: null,
          feedback: null,
          followUp: null,
          answeredAt: ctx.now(),
        });
        return succeeded({});
      });
    }),
  },
};
