-- A cap on survey answers and refusals a user may send a day (without it, 150 in a row were accepted). The
-- counter row is claimed by an upsert that only increments below the cap, so concurrent calls cannot pass it.

CREATE TABLE survey_answers_per_day (
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day      date NOT NULL,
  answers  integer NOT NULL CHECK (answers >= 1),
  PRIMARY KEY (user_id, day)
);
