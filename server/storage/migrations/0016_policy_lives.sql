-- Which lives a protection policy covers, and so on whose death it pays: SINGLE (one life), JOINT_FIRST_DEATH (two
-- lives, paying once on the first death) or DUAL (two single-life policies in one, paying on each death). NULL when not
-- given: the plan then reads a policy with two or more owners as JOINT_FIRST_DEATH.

ALTER TABLE policies ADD COLUMN lives text
  CHECK (lives IN ('SINGLE', 'JOINT_FIRST_DEATH', 'DUAL'));
