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
import { COLLEGE_COST_MESSAGES as M, REQUIRED } from './messages';
import { parsedUnless, type FieldError, type Parsed } from './parsed';

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

/** The answers, typed, or the refusal of each bad field. */
export const parseCollegeCostAnswers = (args: CollegeCostArgs): Parsed<CostAnswers> =>
  parsedUnless(collegeCostFieldErrors(args), () => answersOf(args));

/** The answers of `args`, typed: only for arguments that collegeCostFieldErrors accepts. */
export function answersOf(args: CollegeCostArgs): CostAnswers {
  return {
    ageOfChild: args.ageOfChild as number,
    courseDuration: args.courseDuration as number,
    eligibleForFreeTuitionFees: args.eligibleForFreeTuitionFees as boolean,
    accommodation: args.accommodation as CostAnswers['accommodation'],
    whatToInclude: args.whatToInclude as CostType[],
  };
}
