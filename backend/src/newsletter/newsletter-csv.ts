import { csvCell } from '../dive-sites/dive-sites-csv';

export interface SubscriberCsvRow {
  email: string;
  consentedAt: Date;
  source: string;
  unsubscribeUrl: string;
}

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'consentedAt', 'source', 'unsubscribeUrl'] as const;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Same CSV rules as the dive-site export (BOM, CRLF, RFC 4180, formula guard); times in UTC ISO 8601. */
export function toSubscribersCsv(rows: readonly SubscriberCsvRow[]): string {
  const lines = rows.map((row) =>
    [csvCell(row.email), csvCell(row.consentedAt.toISOString()), csvCell(row.source), csvCell(row.unsubscribeUrl)].join(','),
  );
  return BOM + [SUBSCRIBER_CSV_COLUMNS.join(','), ...lines].join(CRLF) + CRLF;
}

/** newsletter-subscribers-2025-06-07.csv, dated in Sydney time, where the owner works. */
export function subscribersCsvFilename(now: Date): string {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `newsletter-subscribers-${date}.csv`;
}
