let formatter: Intl.DateTimeFormat | null = null;

/**
 * Made at the first date shown, not when the module loads: the first Intl formatter costs a phone tens
 * of milliseconds, which pages that load this module but show no date need not pay.
 * The site and its readers are Australian; pinning the zone stops a date near midnight UTC showing as
 * the previous day for visitors (and test machines) elsewhere.
 */
function dateFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
  return formatter;
}

/** "7 June 2025"; empty for a missing or unreadable date. */
export function formatDateAU(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter().format(date);
}
