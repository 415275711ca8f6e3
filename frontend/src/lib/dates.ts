// The site and its readers are Australian; pinning the zone stops a date near midnight UTC
// showing as the previous day for visitors (and test machines) elsewhere.
const formatter = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** "7 June 2025"; empty for a missing or unreadable date. */
export function formatDateAU(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
