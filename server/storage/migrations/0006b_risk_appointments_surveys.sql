-- The risk profile, adviser appointments and satisfaction surveys. Times are UTC
-- (timestamptz); they come from the server's clock, not the database's, so tests are exact.

-- One row per user: their questionnaire answers ({ "q1": "q1c", … }), the profile calculated from
-- them (null until all 15 are answered) and the one they chose (null: the calculated one).
CREATE TABLE risk_profiles (
  user_id            text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  answers            jsonb NOT NULL DEFAULT '{}'::jsonb,
  calculated_profile text CHECK (calculated_profile IN ('LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH')),
  selected_profile   text CHECK (selected_profile IN ('LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH')),
  updated_at         timestamptz NOT NULL,
  CHECK (selected_profile IS NULL OR calculated_profile IS NOT NULL)
);

-- A booked appointment. The adviser's details are kept as they were when it was booked, so an
-- adviser later removed from the configuration still shows on the appointments made with them.
-- A slot is booked once: (advisor_id, start_time) is unique, and bookings insert against it
-- (ON CONFLICT DO NOTHING), never check first. A user has at most one appointment at one time.
CREATE TABLE appointments (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  advisor_id    text NOT NULL,
  advisor_name  text NOT NULL,
  advisor_email text,
  advisor_phone text,
  time_zone     text NOT NULL,
  start_time    timestamptz NOT NULL,
  end_time      timestamptz NOT NULL,
  reason        text,
  phone_number  text,
  booked_at     timestamptz NOT NULL,
  CHECK (end_time > start_time),
  CONSTRAINT appointments_advisor_slot UNIQUE (advisor_id, start_time),
  CONSTRAINT appointments_user_slot UNIQUE (user_id, start_time)
);
CREATE INDEX appointments_start_time ON appointments (start_time);
CREATE INDEX appointments_user_end ON appointments (user_id, end_time);

-- A satisfaction (NPS) survey: answered (completed, with a score 0–10) or declined (not completed,
-- no score). answered_at is when either happened.
CREATE TABLE surveys (
  id          text PRIMARY KEY,
  seq         bigserial NOT NULL UNIQUE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score       integer CHECK (score BETWEEN 0 AND 10),
  feedback    text,
  follow_up   boolean,
  completed   boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  CHECK (completed = (score IS NOT NULL))
);
CREATE INDEX surveys_user_answered ON surveys (user_id, answered_at DESC, seq DESC);
