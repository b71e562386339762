-- Requests for a financial plan (`requestPlan`): each request is kept, newest last, with the status
-- it set and the triage reason the plan had then. The plan's authorisationStatus is the status of
-- the newest request (NOT_REQUESTED when there is none); AUTHORISED and DECLINED are for an adviser.

CREATE TABLE plan_requests (
  id                        text PRIMARY KEY,
  user_id                   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status                    text NOT NULL CHECK (status IN ('REQUESTED', 'AUTHORISED', 'DECLINED')),
  triage_reason             text,
  monthly_allocation_cents  bigint NOT NULL CHECK (monthly_allocation_cents >= 0),
  requested_at              timestamptz NOT NULL
);
CREATE INDEX plan_requests_user_id ON plan_requests (user_id, requested_at DESC, id DESC);
