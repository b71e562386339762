-- What an employer pays into a pension each time, at the asset's frequency, beside what its owner pays
-- (regular_payment_amount_cents): the plan counts it in the pension fund and the wealth path, never in the budget.

ALTER TABLE assets ADD COLUMN employer_contribution_cents bigint
  CHECK (employer_contribution_cents >= 0);
