-- What an income is, which decides how the plan taxes it: pay from an employment, self-employment, a social welfare
-- pension (the State pension, free of USC and PRSI), another pension in payment (occupational, personal, ARF), or
-- other income (rent, deposit interest, maintenance). NULL when not given: the plan then reads the income from its
-- owner's employment status.

ALTER TABLE incomes ADD COLUMN income_type text
  CHECK (income_type IN ('EMPLOYMENT', 'SELF_EMPLOYMENT', 'STATE_PENSION', 'OTHER_PENSION', 'OTHER'));
