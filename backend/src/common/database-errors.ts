import { QueryFailedError } from 'typeorm';

/** Seconds a client is asked to wait when the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a moment.';
export const SAVE_UNAVAILABLE_MESSAGE = 'The site is temporarily unable to save changes. Nothing was saved.';

/** True for a unique-key violation on MySQL/MariaDB or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string } }).driverError;
  const code = driverError?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
