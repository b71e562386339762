-- A user's saved calculations are all different: a calculation equal to one the user has saved (the same
-- answers and the same figures, so made in the same month with the same assumptions) is not saved again, and
-- its answer is the saved one (server/resolvers/college-cost-save.ts). A unique index keeps it so, for concurrent
-- calls and replicas too: of two equal inserts, the second waits for the first to commit and is refused (23505),
-- saving nothing. A calculation made in another month has another monthly saving (fewer months to save), so it
-- is another estimate, and is saved.
--
-- Rows saved before may repeat an earlier row of the same user's. Each such repeat is marked `repeated` and left
-- out of the index; the earliest of its kind stays in it, and is the one an equal calculation answers.

ALTER TABLE college_costs ADD COLUMN repeated boolean NOT NULL DEFAULT false;

UPDATE college_costs c SET repeated = true
WHERE EXISTS (
  SELECT 1 FROM college_costs e
  WHERE e.user_id = c.user_id
    AND (e.created_at, e.id) < (c.created_at, c.id)
    AND (e.age_of_child, e.course_duration, e.accommodation_type, e.what_to_include,
         e.eligible_for_free_tuition_fees, e.target_date, e.fees_cents, e.accommodation_cents,
         e.other_expenses_cents, e.annual_cents, e.total_cents, e.total_adjusted_cents, e.monthly_savings_cents)
      = (c.age_of_child, c.course_duration, c.accommodation_type, c.what_to_include,
         c.eligible_for_free_tuition_fees, c.target_date, c.fees_cents, c.accommodation_cents,
         c.other_expenses_cents, c.annual_cents, c.total_cents, c.total_adjusted_cents, c.monthly_savings_cents)
);

CREATE UNIQUE INDEX college_costs_one_of_each ON college_costs (user_id, age_of_child, course_duration,
  accommodation_type, what_to_include, eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents,
  other_expenses_cents, annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents)
  WHERE NOT repeated;
