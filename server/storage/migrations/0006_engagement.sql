-- Messages to a user: written by the server on events that matter (an appointment
-- booked, a plan requested, an e-mail address changed, a verification code sent) and read by the
-- user. received_at comes from the server's clock; seq orders messages received at one instant.
-- read_at is null while unread.

CREATE TABLE messages (
  id          text PRIMARY KEY,
  seq         bigserial NOT NULL UNIQUE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title       text NOT NULL,
  subtitle    text,
  link_label  text,
  link_url    text,
  received_at timestamptz NOT NULL,
  read_at     timestamptz,
  CHECK (link_label IS NULL OR link_url IS NOT NULL)
);
CREATE INDEX messages_user_id ON messages (user_id, received_at DESC, seq DESC);
CREATE INDEX messages_unread ON messages (user_id) WHERE read_at IS NULL;
