/**
 * What a parser of the server's rules answers: the input as the server uses it, typed, or every
 * refused field (FieldError, the schema's type: `goal.name`, `otherChildren.1.ageOfChild`). The rules
 * say what is acceptable and nothing more; the GraphQL layer says how a refusal is answered
 * (`valueOrRefuse` in server/graphql/errors.ts: a BAD_USER_INPUT error naming each field).
 */
import type { FieldError } from '../../schema/generated/schema';

export type { FieldError };

/** The parsed value, or the refusals of every bad field (never empty). */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldError[] };

export const accepted = <T>(value: T): Parsed<T> => ({ ok: true, value });

export const refused = (errors: FieldError[]): Parsed<never> => ({ ok: false, errors });

/** The refusal when any field is refused, else the value `valueOf` makes (from input that passed every rule). */
export const parsedUnless = <T>(errors: FieldError[], valueOf: () => T): Parsed<T> =>
  errors.length ? refused(errors) : accepted(valueOf());
