/**
 * The site's spreadsheet exports (dive sites, newsletter subscribers, affiliate clicks) share these
 * rules: UTF-8 with Excel's BOM (without it "°C" and "©" open as mojibake), CRLF line ends, RFC 4180
 * quoting and a guard against formula injection.
 */

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * RFC 4180 quoting, plus a guard against spreadsheet formula injection (OWASP): a text cell that
 * starts with =, +, -, @, tab or carriage return is prefixed with an apostrophe so Excel shows it as text.
 * Numeric cells (negative latitudes start with "-") are left as they are.
 */
export function csvCell(value: string | number | boolean | null, numeric = false): string {
  let text = value === null ? '' : String(value);
  if (!numeric && typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one record per row of already formatted cells. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header.join(','), ...rows.map((cells) => cells.join(','))].join(CRLF) + CRLF;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The YYYY-MM-DD of `now` in `timeZone` (en-CA formats dates that way). */
export function calendarDay(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** e.g. dive-sites-2025-06-07.csv, dated in Sydney time, where the owner works. */
export function datedCsvFilename(prefix: string, now: Date): string {
  return `${prefix}-${calendarDay(now, 'Australia/Sydney')}.csv`;
}
