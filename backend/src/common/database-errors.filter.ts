import { ArgumentsHost, Catch, ConflictException, ExceptionFilter, HttpException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';

/** True for a unique-key violation on MySQL/MariaDB or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string } }).driverError;
  const code = driverError?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A duplicate unique key is the client's mistake (e.g. a slug already in use): answer 409 with a
 * readable message instead of letting it surface as a 500.
 */
@Catch(QueryFailedError)
export class DatabaseErrorsFilter extends BaseExceptionFilter implements ExceptionFilter {
  catch(error: QueryFailedError, host: ArgumentsHost): void {
    if (isUniqueViolation(error)) {
      return super.catch(new ConflictException('A record with this value already exists (it must be unique).'), host);
    }
    return super.catch(error as unknown as HttpException, host);
  }
}
