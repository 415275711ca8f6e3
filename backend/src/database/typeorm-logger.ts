import { Logger as NestLogger } from '@nestjs/common';
import { Logger } from 'typeorm';

/**
 * TypeORM's default logger prints every slow query in full, in colour, whatever `logging` says;
 * with the query timeout set that is every query of a database outage. One short warning instead.
 */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}
  logQueryError(): void {}
  logSchemaBuild(): void {}

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query.replace(/\s+/g, ' ').slice(0, 120)}`);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
