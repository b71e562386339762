-- The per-user cap of migration 0012, its count made cheaper (a signed-in save cost three times an
-- insert without the trigger, most of it the count's dynamic statement, planned afresh on every row).
--
-- The count is now a static statement for each capped table, which PL/pgSQL plans once per connection. It
-- names the table unqualified, so it is used only when the trigger's table is the one that name reaches
-- (its schema is current_schema(), as for the server, whose connections work in their own schema); any
-- other caller counts with 0012's dynamic statement. The lock, the cap and the refusal are as they were.

CREATE OR REPLACE FUNCTION rows_per_user_cap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap constant integer := TG_ARGV[0]::integer;
  kept integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4000003, hashtext(TG_TABLE_NAME || ':' || NEW.user_id));
  IF TG_TABLE_SCHEMA IS DISTINCT FROM current_schema() THEN
    EXECUTE format('SELECT count(*) FROM %I.%I WHERE user_id = $1', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO kept USING NEW.user_id;
  ELSE
    CASE TG_TABLE_NAME
      WHEN 'college_costs' THEN SELECT count(*) INTO kept FROM college_costs WHERE user_id = NEW.user_id;
      WHEN 'goals' THEN SELECT count(*) INTO kept FROM goals WHERE user_id = NEW.user_id;
      WHEN 'persons' THEN SELECT count(*) INTO kept FROM persons WHERE user_id = NEW.user_id;
      WHEN 'assets' THEN SELECT count(*) INTO kept FROM assets WHERE user_id = NEW.user_id;
      WHEN 'debts' THEN SELECT count(*) INTO kept FROM debts WHERE user_id = NEW.user_id;
      WHEN 'policies' THEN SELECT count(*) INTO kept FROM policies WHERE user_id = NEW.user_id;
      WHEN 'incomes' THEN SELECT count(*) INTO kept FROM incomes WHERE user_id = NEW.user_id;
      ELSE
        EXECUTE format('SELECT count(*) FROM %I.%I WHERE user_id = $1', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO kept USING NEW.user_id;
    END CASE;
  END IF;
  IF kept > cap THEN
    RAISE EXCEPTION 'A user keeps at most % rows in %', cap, TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_per_user', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
