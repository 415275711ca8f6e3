import { DataSource } from 'typeorm';

/**
 * A date as a raw query parameter: mysql2 writes a Date in the connection's zone (UTC); SQLite
 * compares TypeORM's UTC text form, so it gets that text.
 */
export function sqlDate(dataSource: DataSource, date: Date): Date | string {
  const type = dataSource.options.type;
  if (type === 'mysql' || type === 'mariadb') return date;
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
