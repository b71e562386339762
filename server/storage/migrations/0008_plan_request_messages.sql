-- One 'Plan requested' message a day per user: every requestPlan is still recorded in plan_requests,
-- but the message is written only by the request that claims the day here. The primary key keeps concurrent
-- requests apart (INSERT … ON CONFLICT DO NOTHING), not a check made before writing.

CREATE TABLE plan_request_messages (
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day      date NOT NULL,
  PRIMARY KEY (user_id, day)
);
