-- Paging that survives change (docs/paging.md, server/storage/keyset.ts).
--
-- A page's cursor carries the sort key of its last item, and the next page holds the items whose
-- key comes after it, whether that item is still there or not. Two lists sort on something a user
-- can change: goals on their priority, persons on their relationship. That rank is a stored column
-- here (the one definition of the order), and each change of it is logged with the rank it had, so
-- that the later pages of a list are read in the order the list had when its first page was read:
-- an item moved between two pages is then served once, where it was, and nothing is skipped.

ALTER TABLE goals ADD COLUMN list_rank integer GENERATED ALWAYS AS (COALESCE(priority, 2147483647)) STORED;
ALTER TABLE persons ADD COLUMN list_rank integer GENERATED ALWAYS AS (
  CASE relationship WHEN 'SELF' THEN 0 WHEN 'PARTNER' THEN 1 WHEN 'CHILD' THEN 2 WHEN 'OTHER_DEPENDANT' THEN 3 ELSE 4 END
) STORED;

-- Each list's order, whole, after its owner: a page is one range scan.
DROP INDEX goals_user_id;
CREATE INDEX goals_user_order ON goals (user_id, list_rank, created_at, id);
DROP INDEX college_costs_user_id;
CREATE INDEX college_costs_user_order ON college_costs (user_id, created_at DESC, id DESC);
CREATE INDEX persons_user_order ON persons (user_id, list_rank, seq);

-- One row per change of a goal's or a person's rank, with the rank before it. A user's rows older
-- than 24 hours are dropped when they next change a rank: a cursor keeps its first page's order that long.
CREATE TABLE rank_changes (
  seq        bigserial PRIMARY KEY,
  list       text NOT NULL CHECK (list IN ('goals', 'persons')),
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id    text NOT NULL,
  old_rank   integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rank_changes_item ON rank_changes (item_id, seq);
CREATE INDEX rank_changes_user ON rank_changes (user_id, list, seq);

CREATE FUNCTION log_rank_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rank_changes WHERE user_id = OLD.user_id AND changed_at < now() - interval '24 hours';
  INSERT INTO rank_changes (list, user_id, item_id, old_rank) VALUES (TG_TABLE_NAME, OLD.user_id, OLD.id, OLD.list_rank);
  RETURN NULL;
END
$$;

CREATE TRIGGER goals_rank_changes AFTER UPDATE ON goals
  FOR EACH ROW WHEN (OLD.list_rank IS DISTINCT FROM NEW.list_rank) EXECUTE FUNCTION log_rank_change();
CREATE TRIGGER persons_rank_changes AFTER UPDATE ON persons
  FOR EACH ROW WHEN (OLD.list_rank IS DISTINCT FROM NEW.list_rank) EXECUTE FUNCTION log_rank_change();
