/**
 * Satisfaction (NPS) surveys (migration 0006b): answered ones (completed, score 0–10) and declined
 * ones (not completed, no score), each with when it happened. Reads are scoped to their owner.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './engine';
import { keysetPage, type ListOrder, type PageRequest } from './keyset';

export interface SurveyRecord {
  id: string;
  userId: string;
  score: number | null;
  feedback: string | null;
  followUp: boolean | null;
  completed: boolean;
  answeredAt: Date;
}

export type NewSurvey = Pick<SurveyRecord, 'userId' | 'score' | 'feedback' | 'followUp' | 'answeredAt'>;

const SURVEY_COLUMNS = `s.id, s.user_id AS "userId", s.score, s.feedback, s.follow_up AS "followUp", s.completed, s.answered_at AS "answeredAt"`;

/** Newest first; surveys of one instant, the last written first. */
const SURVEY_ORDER: ListOrder = {
  table: 'surveys',
  alias: 's',
  parts: [
    { column: 'answered_at', type: 'instant' },
    { column: 'seq', type: 'integer' },
  ],
  descending: true,
};

export function surveyStore(db: SqlExecutor) {
  return {
    order: SURVEY_ORDER,
    /**
     * Counts one more answer or refusal of the user's on the UTC day `day`, unless `max` are counted already:
     * true when counted (the caller may record it), false at the cap. One upsert, so racing calls cannot pass it.
     */
    async countAnswer(userId: string, day: string, max: number): Promise<boolean> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [userId]);
      const rows = await db.query<{ answers: number }>(
        `INSERT INTO survey_answers_per_day AS c (user_id, day, answers) VALUES ($1, $2, 1)
         ON CONFLICT (user_id, day) DO UPDATE SET answers = c.answers + 1 WHERE c.answers < $3
         RETURNING c.answers`,
        [userId, day, max],
      );
      return rows.length === 1;
    },
    /** Records an answer (score given) or a refusal (score null). */
    async insert(survey: NewSurvey): Promise<SurveyRecord> {
      await db.query('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [survey.userId]);
      const [row] = await db.query<SurveyRecord>(
        `INSERT INTO surveys AS s (id, user_id, score, feedback, follow_up, completed, answered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SURVEY_COLUMNS}`,
        [
          randomUUID(),
          survey.userId,
          survey.score,
          survey.feedback,
          survey.followUp,
          survey.score !== null,
          survey.answeredAt.toISOString(),
        ],
      );
      return row;
    },
    async get(id: string): Promise<SurveyRecord | null> {
      const [row] = await db.query<SurveyRecord>(`SELECT ${SURVEY_COLUMNS} FROM surveys s WHERE s.id = $1`, [id]);
      return row ?? null;
    },
    /** One page of the user's surveys, newest first; null when `page.after` is an id that is not one of theirs. */
    listByUser: (userId: string, page: PageRequest) =>
      keysetPage<SurveyRecord>(db, SURVEY_ORDER, { columns: SURVEY_COLUMNS, from: 'surveys s', userId }, page),
    /** When the user last answered or declined a survey at or before `now`; null when never. */
    async lastAnsweredAt(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db.query<{ at: Date | null }>(
        'SELECT max(answered_at) AS at FROM surveys WHERE user_id = $1 AND answered_at <= $2',
        [userId, now.toISOString()],
      );
      return row.at === null ? null : new Date(row.at);
    },
  };
}
