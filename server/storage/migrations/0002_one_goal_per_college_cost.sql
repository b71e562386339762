-- One goal per college-cost calculation, kept by the database rather than by the code: a goal made
-- from a calculation records it in goals.college_cost_id, which is unique, so concurrent
-- `updateGoal` calls for one calculation meet in one row (INSERT … ON CONFLICT). A calculation's
-- goalId is read from there; college_costs.goal_id, which could disagree with it, is dropped.

ALTER TABLE goals ADD COLUMN college_cost_id text UNIQUE REFERENCES college_costs (id) ON DELETE SET NULL;

-- The goal each calculation pointed at, where that goal still says it is made from it (a goal
-- names one calculation and a calculation pointed at one goal, so the pairs are unique). Extra
-- goals made by concurrent calls before this migration stay as ordinary goals.
UPDATE goals g SET college_cost_id = c.id
  FROM college_costs c
  WHERE c.goal_id = g.id AND g.goal_data ->> 'collegeCostId' = c.id;

ALTER TABLE college_costs DROP COLUMN goal_id;
