/**
 * The server's rules for a calculation's answers, whatever the client sent: SPEC §5 (age 0–18 in
 * whole years, course 2–7 years, the include choices offered for each accommodation type), FEES
 * always included, no duplicates, ACCOMMODATION never with HOME. Every bad field is reported.
 */
import {
  ACCOMMODATION_TYPES,
  AGE_MAX,
  AGE_MIN,
  COST_TYPES,
  COURSE_DURATIONS,
  type CostType,
} from '../../src/assumptions';
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

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function ageError(age: unknown): string | undefined {
  if (age === undefined || age === null) return REQUIRED;
  if (typeof age !== 'number' || !Number.isInteger(age)) return M.ageNotInteger;
  if (age < AGE_MIN) return M.ageTooLow;
  if (age > AGE_MAX) return M.ageTooHigh;
  return undefined;
}

function includeError(include: unknown, accommodation: unknown): string | undefined {
  if (include === undefined || include === null) return REQUIRED;
  if (!Array.isArray(include)) return M.costType;
  if (include.length === 0) return M.includeEmpty;
  if (!include.every((item) => isOneOf(COST_TYPES, item))) return M.costType;
  if (new Set(include).size !== include.length) return M.includeDuplicates;
  if (!include.includes('FEES')) return M.includeFees;
  if (accommodation === 'HOME' && include.includes('ACCOMMODATION')) return M.includeAccommodationAtHome;
  if (accommodation !== 'HOME' && include.includes('OTHER_EXPENSES') && !include.includes('ACCOMMODATION')) {
    return M.includeOtherWithoutAccommodation;
  }
  return undefined;
}

/** Every refused field of the answers; empty when they are acceptable. */
export function collegeCostFieldErrors(args: CollegeCostArgs): FieldError[] {
  const { ageOfChild, courseDuration, eligibleForFreeTuitionFees, accommodation, whatToInclude } = args;
  const checks: [string, string | undefined][] = [
    ['ageOfChild', ageError(ageOfChild)],
    [
      'courseDuration',
      courseDuration == null ? REQUIRED : isOneOf(COURSE_DURATIONS, courseDuration) ? undefined : M.courseDuration,
    ],
    [
      'eligibleForFreeTuitionFees',
      eligibleForFreeTuitionFees == null
        ? REQUIRED
        : typeof eligibleForFreeTuitionFees === 'boolean'
          ? undefined
          : M.eligibleForFreeTuitionFees,
    ],
    [
      'accommodation',
      accommodation == null ? REQUIRED : isOneOf(ACCOMMODATION_TYPES, accommodation) ? undefined : M.accommodation,
    ],
    ['whatToInclude', includeError(whatToInclude, accommodation)],
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
