import { csvCell, csvDocument, datedCsvFilename } from '../common/csv/csv';

export interface SubscriberCsvRow {
  email: string;
  consentedAt: Date;
  source: string;
  unsubscribeUrl: string;
}

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'consentedAt', 'source', 'unsubscribeUrl'] as const;

/** The site's CSV rules (common/csv); times in UTC ISO 8601. */
export function toSubscribersCsv(rows: readonly SubscriberCsvRow[]): string {
  const lines = rows.map((row) => [
    csvCell(row.email),
    csvCell(row.consentedAt.toISOString()),
    csvCell(row.source),
    csvCell(row.unsubscribeUrl),
  ]);
  return csvDocument(SUBSCRIBER_CSV_COLUMNS, lines);
}

/** newsletter-subscribers-2025-06-07.csv, dated in Sydney time, where the owner works. */
export function subscribersCsvFilename(now: Date): string {
  return datedCsvFilename('newsletter-subscribers', now);
}
