/**
 * The rules every argument of every root field meets, whatever the operation, by its GraphQL scalar
 * type (checked before the field's resolver runs, so before anything reaches the database; the walk
 * through each argument's type is server/graphql/argument-checks.ts):
 * - no string holds a NUL character (PostgreSQL text cannot store one): String, ID, and every
 *   string and object key inside a JSON value;
 * - a `Date` is a real calendar date written YYYY-MM-DD, and a `DateTime` an ISO 8601 instant with
 *   its offset, both from the year 1900 to the year 2200;
 * - a `JSON` value is nested at most MAX_JSON_DEPTH levels (walked without recursion, so a value
 *   nested thousands deep is refused, not a stack overflow).
 * A refused value is named by its path from the arguments (`goal.goalData`, list items as the list).
 */

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

/** The refusal of a value of the scalar type named `typeName` (an enum's or an unknown scalar's: NUL only); undefined when fine. */
export function scalarError(typeName: string, value: unknown): string | undefined {
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
