-- The account and tools: what a user subscribes to, suggests and sets. The tool
-- catalogue itself is data in server/reference-data/tools.ts, so tool_id is not a foreign key; the
-- server subscribes only to tools of its catalogue.

-- One row per tool a user subscribed to: subscribing again meets the primary key (ON CONFLICT DO NOTHING).
CREATE TABLE tool_subscriptions (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool_id    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tool_id)
);

CREATE TABLE tool_suggestions (
  id         text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  suggestion text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tool_suggestions_user_id ON tool_suggestions (user_id);

-- At most one reminder per user: setting it again changes remind_at and keeps the id.
CREATE TABLE vulnerability_reminders (
  user_id    text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  id         text NOT NULL UNIQUE,
  remind_at  timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A user's answer to being contacted by the Irish Life Group; no row: not answered yet.
CREATE TABLE consents (
  user_id                           text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  contact_services_irish_life_group boolean NOT NULL,
  updated_at                        timestamptz NOT NULL DEFAULT now()
);

-- Named on/off flags; no row: off.
CREATE TABLE interaction_flags (
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  value      boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, name)
);

-- The one pending e-mail change of a user: the new address and a one-time code, kept only as an
-- HMAC-SHA256 under a random salt. `attempts` counts the codes tried against it (raised by one
-- atomic UPDATE before each comparison), `sent_at` and `expires_at` come from the server's clock.
CREATE TABLE email_verifications (
  user_id    text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  code_hash  text NOT NULL,
  salt       text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
