/**
 * The server's rules for a savings plan's inputs, besides the calculation's answers
 * (college-cost.ts): the shared rules of src/plan-rules.ts, so a caller reads the same words as a parent in
 * the widget. Every bad field is reported; a bad answer of another child is named by its place, such as
 * `otherChildren.1.ageOfChild`.
 */
import {
  PLAN_INPUT_MESSAGES,
  countedCosts,
  firstCourseYearDate,
  firstPaymentRule,
  isoDate,
  otherChildrenRule,
  planInputErrors,
} from '../../src/plan-rules';
import { readPlanInputs, type PlanArgs, type PlanInputs } from '../savings-plan';
import type { CostAnswers, YearMonth } from '../cost-model';
import { answersOf, collegeCostFieldErrors, type CollegeCostArgs } from './college-cost';
import { parsedUnless, type FieldError, type Parsed } from './parsed';

export interface SavingsPlanArgs extends CollegeCostArgs, Omit<PlanArgs, 'otherChildren'> {
  otherChildren?: readonly CollegeCostArgs[] | null;
}

export function savingsPlanFieldErrors(args: SavingsPlanArgs, today: YearMonth): FieldError[] {
  const errors = collegeCostFieldErrors(args);
  const counted = countedCosts(args.accommodation, Array.isArray(args.whatToInclude) ? args.whatToInclude : []);
  for (const [field, message] of Object.entries(planInputErrors(args, counted))) {
    errors.push({ field, message: PLAN_INPUT_MESSAGES[message] });
  }
  const others = args.otherChildren ?? [];
  if (otherChildrenRule(others)) errors.push({ field: 'otherChildren', message: PLAN_INPUT_MESSAGES.childrenError });
  else
    others.forEach((child, index) =>
      errors.push(
        ...collegeCostFieldErrors(child).map(({ field, message }) => ({
          field: `otherChildren.${index}.${field}`,
          message,
        })),
      ),
    );
  if (!errors.length) {
    const ages = [args.ageOfChild, ...others.map((child) => child.ageOfChild)] as number[];
    const thisMonth = isoDate(today.year, today.month, 1);
    if (firstPaymentRule(args.firstPaymentDate, thisMonth, firstCourseYearDate(ages, today.year)))
      errors.push({ field: 'firstPaymentDate', message: PLAN_INPUT_MESSAGES.firstPaymentError });
  }
  return errors;
}

/** What a savings plan is computed from: the child's answers, the plan's inputs and the rate costs rise by. */
export interface SavingsPlanRequest {
  answers: CostAnswers;
  inputs: PlanInputs;
  risingCostsRate: number;
}

/**
 * The answers and the plan's inputs, typed, or the refusal of each bad field.
 * `assumedRisingCostsRate` (a fraction) is used when rising costs are allowed and no rate is given.
 */
export function parseSavingsPlanArgs(
  args: SavingsPlanArgs,
  today: YearMonth,
  assumedRisingCostsRate: number,
): Parsed<SavingsPlanRequest> {
  return parsedUnless(savingsPlanFieldErrors(args, today), () => ({
    answers: answersOf(args),
    ...readPlanInputs({ ...args, otherChildren: (args.otherChildren ?? []).map(answersOf) }, assumedRisingCostsRate),
  }));
}
