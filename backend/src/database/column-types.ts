import { Column, ColumnOptions, ValueTransformer } from 'typeorm';
import type { DatabaseKind } from '../config/app-config';

/**
 * mysql2 returns DECIMAL as a string ('17.31590000'), SQLite as a number: one transformer gives
 * the API the same fixed-scale string from both databases.
 */
export function decimalString(scale: number): ValueTransformer {
  return {
    to: (value: string | number | null | undefined) => value,
    from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value).toFixed(scale)),
  };
}

const longTextColumns: ColumnOptions[] = [];

/**
 * A column for text that can outgrow MySQL TEXT (64 KB): article and review bodies, e-mails. MySQL
 * and MariaDB store it as MEDIUMTEXT (as the migrations say); SQLite only knows TEXT, so the type
 * follows the configured database when its data source is built (useLongTextFor), not at import.
 */
export function LongTextColumn(options: Omit<ColumnOptions, 'type'> = {}): PropertyDecorator {
  const columnOptions: ColumnOptions = { ...options, type: 'mediumtext' };
  longTextColumns.push(columnOptions);
  return Column(columnOptions);
}

/** Gives every LongTextColumn the type of `kind`; called by dataSourceOptions before TypeORM reads the entities. */
export function useLongTextFor(kind: DatabaseKind): void {
  for (const options of longTextColumns) options.type = kind === 'sqlite' ? 'text' : 'mediumtext';
}
