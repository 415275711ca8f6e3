import { ConflictException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { answeredStatus } from './api-errors.filter';

function driverFailure(code: string): QueryFailedError {
  return new QueryFailedError('INSERT …', [], Object.assign(new Error(code), { code }));
}

describe(answeredStatus.name, () => {
  it('is the status of an HttpException', () => {
    expect(answeredStatus(new NotFoundException())).toBe(404);
    expect(answeredStatus(new ConflictException())).toBe(409);
  });

  it('is 409 for a duplicate unique key on MariaDB and on SQLite', () => {
    expect(answeredStatus(driverFailure('ER_DUP_ENTRY'))).toBe(409);
    expect(answeredStatus(driverFailure('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(409);
  });

  it('is 503 when the database cannot be reached', () => {
    expect(answeredStatus(driverFailure('ECONNREFUSED'))).toBe(503);
  });

  it('is an http-errors client status as the client gets it, and 500 for anything else', () => {
    expect(answeredStatus(Object.assign(new Error('Bad path'), { statusCode: 400 }))).toBe(400);
    expect(answeredStatus(new Error('bug'))).toBe(500);
  });
});
