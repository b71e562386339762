-- The answers to mutations sent with an Idempotency-Key header, kept 24 hours and shared by every
-- replica, so a retried mutation is answered from here instead of running again. A row is written
-- in the same transaction as the mutation's own changes: there is an answer here exactly when the
-- mutation's changes were committed. Keys belong to a caller: two users never share one.

CREATE TABLE idempotency_keys (
  caller        text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status        integer,
  content_type  text,
  body          text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
