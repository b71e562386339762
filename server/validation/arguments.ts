/**
 * Checks every argument of every root field, whatever the operation, before its resolver runs (so
 * before anything reaches the database), by the argument's GraphQL type:
 * - no string holds a NUL character (PostgreSQL text cannot store one): String, ID, and every
 *   string and object key inside a JSON value;
 * - a `Date` is a real calendar date written YYYY-MM-DD, and a `DateTime` an ISO 8601 instant with
 *   its offset, both from the year 1900 to the year 2200;
 * - a `JSON` value is nested at most MAX_JSON_DEPTH levels (walked without recursion, so a value
 *   nested thousands deep is refused, not a stack overflow).
 * A refused value is named by its path from the arguments (`goal.goalData`, list items as the list).
 */
import type { GraphQLArgument, GraphQLInputType } from 'graphql';
import { getNullableType, isEnumType, isInputObjectType, isListType, isScalarType } from '../graphql/runtime';
import type { FieldError } from '../graphql/errors';

export const MAX_JSON_DEPTH = 20;
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

export const ARGUMENT_MESSAGES = {
  nul: 'Must not contain a NUL character (\\u0000)',
  date: `Must be a date written YYYY-MM-DD, from ${FIRST_YEAR}-01-01 to ${LAST_YEAR}-12-31`,
  dateTime: `Must be a date and time with its offset, such as 2025-03-15T09:30:00Z, from the year ${FIRST_YEAR} to ${LAST_YEAR}`,
  jsonDepth: `Must be JSON nested at most ${MAX_JSON_DEPTH} levels deep`,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const inYears = (year: number): boolean => year >= FIRST_YEAR && year <= LAST_YEAR;

/** Whether `value` is a real calendar date written YYYY-MM-DD, from 1900 to 2200. */
export function isDateInRange(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match || !inYears(Number(match[1]))) return false;
  const date = new Date(`${value as string}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isDateTimeInRange(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE_TIME.exec(value);
  return match !== null && isDateInRange(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** The refusal of a JSON value: too deep, or a NUL in a string or key; undefined when fine. */
function jsonError(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === 'string') {
      if (item.includes('\0')) return ARGUMENT_MESSAGES.nul;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH) return ARGUMENT_MESSAGES.jsonDepth;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\0')) return ARGUMENT_MESSAGES.nul;
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

function scalarError(typeName: string, value: unknown): string | undefined {
  switch (typeName) {
    case 'Date':
      return isDateInRange(value) ? undefined : ARGUMENT_MESSAGES.date;
    case 'DateTime':
      return isDateTimeInRange(value) ? undefined : ARGUMENT_MESSAGES.dateTime;
    case 'JSON':
      return jsonError(value);
    default:
      return typeof value === 'string' && value.includes('\0') ? ARGUMENT_MESSAGES.nul : undefined;
  }
}

function valueErrors(type: GraphQLInputType, value: unknown, path: string, found: FieldError[]): void {
  if (value === undefined || value === null) return;
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    if (Array.isArray(value)) for (const item of value) valueErrors(nullable.ofType, item, path, found);
    return;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields)) {
      valueErrors(field.type, (value as Record<string, unknown>)[name], `${path}.${name}`, found);
    }
    return;
  }
  if (isEnumType(nullable) || !isScalarType(nullable)) return;
  const message = scalarError(nullable.name, value);
  if (message && !found.some((error) => error.field === path)) found.push({ field: path, message });
}

/** Every refused argument value of a field call, in argument order; empty when all are fine. */
export function argumentErrors(definitions: readonly GraphQLArgument[], args: Record<string, unknown>): FieldError[] {
  const found: FieldError[] = [];
  for (const definition of definitions) valueErrors(definition.type, args[definition.name], definition.name, found);
  return found;
}
