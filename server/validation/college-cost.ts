/**
 * The server's rules for a calculation's answers, whatever the client sent: the shared rules of SPEC §5
 * (src/rules/answers.ts and include.ts, the widget's too: age 0–18 in whole years, course 2–7 years, the
 * include choices offered for each accommodation type, FEES always included, no duplicates), worded for
 * a caller. Every bad field is reported.
 */
import { type CostType } from '../../src/assumptions';
import { accommodationRule, ageRule, courseDurationRule, freeFeesRule } from '../../src/rules/answers';
import { includeRule } from '../../src/rules/include';
import type { CostAnswers } from '../cost-model';
import { badUserInput, type FieldError } from '../graphql/errors';
import { COLLEGE_COST_MESSAGES as M, REQUIRED } from './messages';

/** The calculation's arguments as they arrive; GraphQL has checked types, not ranges. */
export interface CollegeCostArgs {
  ageOfChild?: unknown;
  courseDuration?: unknown;
  eligibleForFreeTuitionFees?: unknown;
  accommodation?: unknown;
  whatToInclude?: unknown;
}

/** A refusal of the shared rules in the API's words. */
const worded = (refusal: keyof typeof M | 'required' | undefined): string | undefined =>
  refusal === 'required' ? REQUIRED : refusal && M[refusal];

/** Every refused field of the answers; empty when they are acceptable. */
export function collegeCostFieldErrors(args: CollegeCostArgs): FieldError[] {
  const { ageOfChild, courseDuration, eligibleForFreeTuitionFees, accommodation, whatToInclude } = args;
  const checks: [string, string | undefined][] = [
    ['ageOfChild', worded(ageRule(ageOfChild))],
    ['courseDuration', worded(courseDurationRule(courseDuration))],
    ['eligibleForFreeTuitionFees', worded(freeFeesRule(eligibleForFreeTuitionFees))],
    ['accommodation', worded(accommodationRule(accommodation))],
    ['whatToInclude', worded(includeRule(whatToInclude, accommodation))],
  ];
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** The answers, typed, or a BAD_USER_INPUT error naming each bad field. */
export function parseCollegeCostAnswers(args: CollegeCostArgs): CostAnswers {
  const errors = collegeCostFieldErrors(args);
  if (errors.length) throw badUserInput(errors);
  return {
    ageOfChild: args.ageOfChild as number,
    courseDuration: args.courseDuration as number,
    eligibleForFreeTuitionFees: args.eligibleForFreeTuitionFees as boolean,
    accommodation: args.accommodation as CostAnswers['accommodation'],
    whatToInclude: args.whatToInclude as CostType[],
  };
}
