/**
 * What a database error means for the caller, from what both engines report: a SQLSTATE `code`, or
 * the connection's own failure (a Node system error, or pg's words for a lost connection).
 */

/** The unique constraint that keeps one goal per college-cost calculation (migration 0002). */
export const COLLEGE_COST_GOAL_CONSTRAINT = 'goals_college_cost_id_key';

/**
 * The unique index that keeps a user's saved calculations all different (migration 0018): its columns are the
 * user, the answers and every figure. An insert equal to a saved row is refused with a unique violation of it.
 */
export const SAME_COLLEGE_COST_CONSTRAINT = 'college_costs_one_of_each';

/** The database could not be reached, or the connection was lost mid-request: retrying may help. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** A property of an error object, whatever the engine's error class. */
export const fieldOf = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;

/** Whether `error` is a unique violation (23505) of `constraint`. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  fieldOf(error, 'code') === '23505' && fieldOf(error, 'constraint') === constraint;

/** The CHECK that keeps an asset's maturity_date on or after its start_date (migration 0004; PostgreSQL's name for it). */
export const ASSET_DATES_CONSTRAINT = 'assets_check';

/** Whether `error` is a check violation (23514) of `constraint`. */
export const isCheckViolation = (error: unknown, constraint: string): boolean =>
  fieldOf(error, 'code') === '23514' && fieldOf(error, 'constraint') === constraint;

const CONNECTION_SYSTEM_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a lost or refused connection: class 08, shutdowns (57P01–57P03), too many connections. */
const CONNECTION_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|PGlite is closed/i;

/** Whether `error` says the connection to the database failed, rather than the statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && (CONNECTION_SYSTEM_ERRORS.has(code) || CONNECTION_SQLSTATES.test(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return error instanceof Error && CONNECTION_MESSAGES.test(error.message);
}

/** A connection failure as a DatabaseUnavailableError; any other error as it was. */
export const asDatabaseError = (error: unknown): unknown =>
  isConnectionFailure(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;

/**
 * A description of a database error that is safe to log: its SQLSTATE or system code and the
 * names of the table, column and constraint concerned, never its message, detail, statement or
 * parameters (which can hold what a user typed).
 */
export function describeDatabaseError(error: unknown): string | null {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  const code = fieldOf(cause, 'code');
  const named = ['table', 'column', 'constraint']
    .map((name) => [name, fieldOf(cause, name)] as const)
    .filter(([, value]) => typeof value === 'string' && value)
    .map(([name, value]) => `${name} ${String(value)}`);
  if (error instanceof DatabaseUnavailableError) {
    return `database unavailable (${typeof code === 'string' ? code : cause instanceof Error ? cause.message.split('\n')[0].slice(0, 80) : 'no reason given'})`;
  }
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return [`database error ${code}`, ...named].join(', ');
}
