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
 * follows the configured database when its data source is built (useColumnTypesFor), not at import.
 */
export function LongTextColumn(options: Omit<ColumnOptions, 'type'> = {}): PropertyDecorator {
  const columnOptions: ColumnOptions = { ...options, type: 'mediumtext' };
  longTextColumns.push(columnOptions);
  return Column(columnOptions);
}

const byteForByteColumns: ColumnOptions[] = [];

/**
 * A text column compared byte for byte (`k1` and `K1` are two values): MySQL and MariaDB compare
 * with the table's case-insensitive collation unless told, so the column gets utf8mb4_bin; SQLite
 * compares bytes already (BINARY) and knows no utf8mb4_bin, so there it gets none. A primary key
 * says `primary: true` here (PrimaryColumn copies its options, so they could not follow the database).
 */
export function ByteForByteColumn(options: ColumnOptions): PropertyDecorator {
  const columnOptions: ColumnOptions = { ...options, collation: 'utf8mb4_bin' };
  byteForByteColumns.push(columnOptions);
  return Column(columnOptions);
}

/** Gives LongTextColumn and ByteForByteColumn columns the types of `kind`; called by dataSourceOptions before TypeORM reads the entities. */
export function useColumnTypesFor(kind: DatabaseKind): void {
  for (const options of longTextColumns) options.type = kind === 'sqlite' ? 'text' : 'mediumtext';
  for (const options of byteForByteColumns) options.collation = kind === 'sqlite' ? undefined : 'utf8mb4_bin';
}
