-- The household: its persons, what they own (assets), owe (debts), are covered by
-- (policies) and earn (income), and the factfind. Amounts are whole cents; dates are `date`.
--
-- Every field the API has is a column of its own, typed and checked here as well as by the server:
-- the plan sums and filters these fields in SQL, and the database refuses what the server would.
-- The one exception is a person's address, a value with no identity of its own that nothing reads
-- apart: one validated JSONB document.
--
-- Lists are in the order items were added (`seq`, which also orders the items of one batch).
--
-- Ownership is kept by the database: every table carries user_id, and a row that refers to a
-- person (an owner, a factfind's person) refers to (user_id, person id), so it can only ever name
-- a person of the same household.

CREATE TABLE persons (
  id                text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id           text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title             text,
  first_name        text,
  last_name         text,
  legal_first_name  text,
  legal_last_name   text,
  date_of_birth     date,
  sex               text CHECK (sex IN ('FEMALE', 'MALE')),
  phone_number      text,
  relationship      text CHECK (relationship IN ('SELF', 'PARTNER', 'CHILD', 'OTHER_DEPENDANT')),
  join_date         date NOT NULL DEFAULT CURRENT_DATE,
  address           jsonb CHECK (address IS NULL OR jsonb_typeof(address) = 'object'),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id)
);
CREATE INDEX persons_user_id ON persons (user_id, seq);
-- A household has at most one user (SELF) and one partner.
CREATE UNIQUE INDEX persons_one_self ON persons (user_id) WHERE relationship = 'SELF';
CREATE UNIQUE INDEX persons_one_partner ON persons (user_id) WHERE relationship = 'PARTNER';

CREATE TABLE assets (
  id                         text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id                    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                       text,
  product_type               text,
  balance_cents              bigint CHECK (balance_cents >= 0),
  overdrawn_by_cents         bigint CHECK (overdrawn_by_cents >= 0),
  provider_id                text,
  frequency                  text CHECK (frequency IN ('WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'SINGLE')),
  regular_payment_amount_cents bigint CHECK (regular_payment_amount_cents >= 0),
  start_date                 date,
  maturity_date              date,
  pension_type               text,
  property_type              text,
  accessible                 boolean,
  active                     boolean,
  increasing                 boolean,
  through_current_employer   boolean,
  valuation_method           text,
  where_from                 text,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id),
  CHECK (maturity_date IS NULL OR start_date IS NULL OR maturity_date >= start_date)
);
CREATE INDEX assets_user_id ON assets (user_id, seq);

CREATE TABLE debts (
  id                                text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id                           text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                              text,
  product_type                      text,
  balance_cents                     bigint CHECK (balance_cents >= 0),
  arrears_cents                     bigint CHECK (arrears_cents >= 0),
  monthly_repayment_cents           bigint CHECK (monthly_repayment_cents >= 0),
  end_date                          date,
  maturity_date                     date,
  mortgage_type                     text,
  mortgage_years_left               integer CHECK (mortgage_years_left BETWEEN 0 AND 50),
  is_main_mortgage                  boolean,
  are_payments_up_to_date           boolean,
  cleared_on_death                  boolean,
  has_payment_protection_insurance  boolean,
  repaid_monthly                    boolean,
  provider_id                       text,
  created_at                        timestamptz NOT NULL DEFAULT now(),
  updated_at                        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id)
);
CREATE INDEX debts_user_id ON debts (user_id, seq);

CREATE TABLE policies (
  id                        text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id                   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                      text,
  product_type              text,
  cover_type                text,
  amount_of_cover_cents     bigint CHECK (amount_of_cover_cents >= 0),
  premium_cents             bigint CHECK (premium_cents >= 0),
  payment_frequency         text CHECK (payment_frequency IN ('WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'SINGLE')),
  renewal_date              date,
  years_remaining           integer CHECK (years_remaining BETWEEN 0 AND 100),
  provider_id               text,
  is_irish_life_policy      boolean,
  is_one_plan               boolean,
  through_current_employer  boolean,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id)
);
CREATE INDEX policies_user_id ON policies (user_id, seq);

CREATE TABLE incomes (
  id                   text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id              text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                 text,
  annual_income_cents  bigint CHECK (annual_income_cents >= 0),
  annual_bonus_cents   bigint CHECK (annual_bonus_cents >= 0),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, id)
);
CREATE INDEX incomes_user_id ON incomes (user_id, seq);

-- The owners of each kind of item, in the order given; both ends belong to the same user.
CREATE TABLE asset_owners (
  user_id    text NOT NULL,
  item_id    text NOT NULL,
  person_id  text NOT NULL,
  position   integer NOT NULL,
  PRIMARY KEY (item_id, person_id),
  FOREIGN KEY (user_id, item_id) REFERENCES assets (user_id, id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, person_id) REFERENCES persons (user_id, id) ON DELETE CASCADE
);
CREATE TABLE debt_owners (
  user_id    text NOT NULL,
  item_id    text NOT NULL,
  person_id  text NOT NULL,
  position   integer NOT NULL,
  PRIMARY KEY (item_id, person_id),
  FOREIGN KEY (user_id, item_id) REFERENCES debts (user_id, id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, person_id) REFERENCES persons (user_id, id) ON DELETE CASCADE
);
CREATE TABLE policy_owners (
  user_id    text NOT NULL,
  item_id    text NOT NULL,
  person_id  text NOT NULL,
  position   integer NOT NULL,
  PRIMARY KEY (item_id, person_id),
  FOREIGN KEY (user_id, item_id) REFERENCES policies (user_id, id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, person_id) REFERENCES persons (user_id, id) ON DELETE CASCADE
);
CREATE TABLE income_owners (
  user_id    text NOT NULL,
  item_id    text NOT NULL,
  person_id  text NOT NULL,
  position   integer NOT NULL,
  PRIMARY KEY (item_id, person_id),
  FOREIGN KEY (user_id, item_id) REFERENCES incomes (user_id, id) ON DELETE CASCADE,
  FOREIGN KEY (user_id, person_id) REFERENCES persons (user_id, id) ON DELETE CASCADE
);

-- One factfind per user: the household's family, housing and outgoings.
CREATE TABLE factfinds (
  user_id                          text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  marital_status                   text CHECK (marital_status IN ('SINGLE', 'MARRIED', 'CIVIL_PARTNERSHIP', 'COHABITING', 'SEPARATED', 'DIVORCED', 'WIDOWED')),
  number_of_children               integer CHECK (number_of_children BETWEEN 0 AND 20),
  number_of_other_dependants       integer CHECK (number_of_other_dependants BETWEEN 0 AND 20),
  housing_status                   text CHECK (housing_status IN ('OWNER_WITH_MORTGAGE', 'OWNER_OUTRIGHT', 'RENTING', 'LIVING_WITH_FAMILY', 'OTHER')),
  monthly_rent_or_mortgage_cents   bigint CHECK (monthly_rent_or_mortgage_cents >= 0),
  monthly_outgoings_cents          bigint CHECK (monthly_outgoings_cents >= 0),
  created_at                       timestamptz NOT NULL DEFAULT now(),
  updated_at                       timestamptz NOT NULL DEFAULT now()
);

-- The factfind's answers about the user (role USER) and their partner (role PARTNER).
CREATE TABLE factfind_persons (
  user_id              text NOT NULL REFERENCES factfinds (user_id) ON DELETE CASCADE,
  role                 text NOT NULL CHECK (role IN ('USER', 'PARTNER')),
  person_id            text,
  annual_income_cents  bigint CHECK (annual_income_cents >= 0),
  employment_status    text CHECK (employment_status IN ('EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED', 'HOMEMAKER', 'STUDENT', 'RETIRED')),
  occupation           text,
  health_status        text CHECK (health_status IN ('EXCELLENT', 'GOOD', 'FAIR', 'POOR')),
  smoker               boolean,
  retirement_age       integer CHECK (retirement_age BETWEEN 50 AND 80),
  marginal_tax_rate    double precision CHECK (marginal_tax_rate >= 0 AND marginal_tax_rate < 1),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role),
  FOREIGN KEY (user_id, person_id) REFERENCES persons (user_id, id)
);
