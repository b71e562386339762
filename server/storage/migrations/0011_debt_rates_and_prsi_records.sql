-- What the plan needs to order debts and count the State pension.
-- A debt's yearly interest rate in percent (22.9 for 22.9 %), at most two decimals; the plan clears debts
-- highest rate first. A person's years of PRSI contributions and credits so far (HomeCaring periods included),
-- which the State pension is counted from.

ALTER TABLE debts ADD COLUMN interest_rate double precision
  CHECK (interest_rate >= 0 AND interest_rate <= 100);

ALTER TABLE factfind_persons ADD COLUMN prsi_years integer
  CHECK (prsi_years BETWEEN 0 AND 60);
