-- A cap on the rows one user keeps in each list (without it nothing capped them, and the plan reads
-- the household's lists whole). The caps are server/storage/list-caps.ts's LIST_CAPS, given to each
-- trigger as its argument; tests check the two agree. A real household never comes near them.
--
-- The check runs after each inserted row (an upsert that updates a row inserts none, so it is never
-- refused) and counts the rows the user has then, the new ones included. Concurrent inserts for one user
-- and list wait for each other at a transaction-scoped advisory lock taken before counting, so each
-- counts with the others' rows committed: two can never both take the last place. A refused insert
-- fails its statement, so its transaction saves nothing and every row saved before stays.

CREATE FUNCTION rows_per_user_cap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap constant integer := TG_ARGV[0]::integer;
  kept integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4000003, hashtext(TG_TABLE_NAME || ':' || NEW.user_id));
  EXECUTE format('SELECT count(*) FROM %I.%I WHERE user_id = $1', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO kept USING NEW.user_id;
  IF kept > cap THEN
    RAISE EXCEPTION 'A user keeps at most % rows in %', cap, TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_per_user', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER persons_per_user AFTER INSERT ON persons FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(50);
CREATE TRIGGER goals_per_user AFTER INSERT ON goals FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(100);
CREATE TRIGGER assets_per_user AFTER INSERT ON assets FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(100);
CREATE TRIGGER debts_per_user AFTER INSERT ON debts FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(100);
CREATE TRIGGER policies_per_user AFTER INSERT ON policies FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(100);
CREATE TRIGGER incomes_per_user AFTER INSERT ON incomes FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(100);
CREATE TRIGGER college_costs_per_user AFTER INSERT ON college_costs FOR EACH ROW EXECUTE FUNCTION rows_per_user_cap(1000);
