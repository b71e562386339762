/**
 * What the server writes to its log: one line per event, and for an unexpected error in the
 * server's own code its stack. Database errors are described by codes and names only (see
 * storage/errors.ts), so no statement, parameter or anything a user typed reaches the log.
 */
import { describeDatabaseError } from './storage/errors';

/** Where the server reports problems: a message, and a detail safe to keep (see describeError). */
export type Log = (message: string, detail?: string) => void;

/** A description of `error` that holds no user data: codes for database errors, name, message and stack for the rest. */
export function describeError(error: unknown): string {
  const database = describeDatabaseError(error);
  if (database) return database;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error;
}

export const consoleLog: Log = (message, detail) => console.error(detail ? `${message}: ${detail}` : message);
