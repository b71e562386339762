-- Users, their saved college-cost calculations and their goals. Amounts are whole cents.

CREATE TABLE users (
  id              text PRIMARY KEY,
  name            text,
  email           text,
  referral_source text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE goals (
  id                  text PRIMARY KEY,
  user_id             text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                text NOT NULL,
  goal_type           text NOT NULL,
  goal_data           jsonb,
  priority            integer,
  target_date         date,
  value_to_save_cents bigint NOT NULL CHECK (value_to_save_cents >= 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goals_user_id ON goals (user_id);

CREATE TABLE college_costs (
  id                               text PRIMARY KEY,
  user_id                          text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  goal_id                          text REFERENCES goals (id) ON DELETE SET NULL,
  age_of_child                     integer NOT NULL CHECK (age_of_child BETWEEN 0 AND 18),
  course_duration                  integer NOT NULL CHECK (course_duration BETWEEN 2 AND 7),
  accommodation_type               text NOT NULL CHECK (accommodation_type IN ('HOME', 'RENTED', 'STUDENT')),
  what_to_include                  text[] NOT NULL,
  eligible_for_free_tuition_fees   boolean NOT NULL,
  target_date                      date NOT NULL,
  fees_cents                       bigint NOT NULL,
  accommodation_cents              bigint NOT NULL,
  other_expenses_cents             bigint NOT NULL,
  annual_cents                     bigint NOT NULL,
  total_cents                      bigint NOT NULL,
  total_adjusted_cents             bigint NOT NULL,
  monthly_savings_cents            bigint NOT NULL,
  created_at                       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX college_costs_user_id ON college_costs (user_id, created_at DESC);
