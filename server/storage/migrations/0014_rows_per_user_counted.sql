-- The per-user cap of migrations 0012 and 0013, kept by a count of each user's rows in each list instead of
-- counting them at every insert (a signed-in save counted up to 1,000 rows, and the count was most of
-- the database's time for a save). rows_per_user holds, for each user and capped list, how many rows the user
-- has there; the trigger of each list keeps it as rows are inserted, deleted or moved to another user, and
-- refuses an insert (or move) past the cap as before: a check violation named `<table>_per_user`, after which
-- the statement and its transaction save nothing.
--
-- Every change of a count is made under the transaction-scoped advisory lock of 0012 for that user and list,
-- taken first, so that changes for one user and list wait for each other there as before (and always take the
-- lock before the count's row: no two can wait for each other in turn). Each then reads the count with the
-- others' changes committed: two can never both take the last place.
--
-- The count's statements name rows_per_user unqualified when the trigger's table is in current_schema() (the
-- server's connections work in their own schema), planned once per connection as in 0013; any other caller
-- names the table in the trigger's schema, by a dynamic statement.
--
-- The tables are locked against writes while the counts are first made, so that none is missed.

LOCK TABLE persons, goals, assets, debts, policies, incomes, college_costs IN SHARE MODE;

CREATE TABLE rows_per_user (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list    text NOT NULL,
  kept    integer NOT NULL,
  PRIMARY KEY (user_id, list)
);

-- Adds `change_by` (1 or -1) to the count of `owner_id`'s rows in `list_name`, under the lock, and returns the
-- new count. A row taken away only lowers a count there is (one the user's deletion has removed stays removed).
CREATE FUNCTION rows_per_user_add(schema_name text, list_name text, owner_id text, change_by integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4000003, hashtext(list_name || ':' || owner_id));
  IF schema_name IS DISTINCT FROM current_schema() THEN
    IF change_by < 0 THEN
      EXECUTE format('UPDATE %I.rows_per_user SET kept = kept + $3 WHERE user_id = $1 AND list = $2 RETURNING kept',
        schema_name) INTO counted USING owner_id, list_name, change_by;
    ELSE
      EXECUTE format('INSERT INTO %I.rows_per_user AS r (user_id, list, kept) VALUES ($1, $2, $3)
        ON CONFLICT (user_id, list) DO UPDATE SET kept = r.kept + EXCLUDED.kept RETURNING r.kept', schema_name)
        INTO counted USING owner_id, list_name, change_by;
    END IF;
  ELSIF change_by < 0 THEN
    UPDATE rows_per_user SET kept = kept + change_by WHERE user_id = owner_id AND list = list_name
      RETURNING kept INTO counted;
  ELSE
    INSERT INTO rows_per_user AS r (user_id, list, kept) VALUES (owner_id, list_name, change_by)
      ON CONFLICT (user_id, list) DO UPDATE SET kept = r.kept + EXCLUDED.kept RETURNING r.kept INTO counted;
  END IF;
  RETURN counted;
END
$$;

CREATE OR REPLACE FUNCTION rows_per_user_cap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap constant integer := TG_ARGV[0]::integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT DISTINCT FROM NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM rows_per_user_add(TG_TABLE_SCHEMA, TG_TABLE_NAME, OLD.user_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND rows_per_user_add(TG_TABLE_SCHEMA, TG_TABLE_NAME, NEW.user_id, 1) > cap THEN
    RAISE EXCEPTION 'A user keeps at most % rows in %', cap, TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_per_user', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;

-- Each list's trigger again, now after deletes and moves too (the same name and cap), and its first counts.
DO $$
DECLARE
  capped record;
BEGIN
  FOR capped IN SELECT * FROM (VALUES ('persons', 50), ('goals', 100), ('assets', 100), ('debts', 100),
    ('policies', 100), ('incomes', 100), ('college_costs', 1000)) AS caps (list, cap)
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', capped.list || '_per_user', capped.list);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE OR UPDATE OF user_id ON %I
      FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(%s)', capped.list || '_per_user', capped.list, capped.cap);
    EXECUTE format('INSERT INTO rows_per_user (user_id, list, kept) SELECT user_id, %L, count(*) FROM %I GROUP BY user_id',
      capped.list, capped.list);
  END LOOP;
END
$$;
