import { ValueTransformer } from 'typeorm';
import { databaseKindOf } from '../config/app-config';

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

/**
 * Article and review bodies can outgrow MySQL TEXT (64 KB); SQLite only knows TEXT.
 * Entities are decorated at import time, so the column type follows the configured database.
 */
export const LONG_TEXT = databaseKindOf(process.env.DATABASE_URL) === 'sqlite' ? 'text' : 'mediumtext';
