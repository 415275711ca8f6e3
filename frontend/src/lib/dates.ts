const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR_MS = 3_600_000;
/** Sydney's daylight-saving rule has been the same since 2008; earlier dates ask the browser. */
const RULE_FROM_YEAR = 2008;

let formatter: Intl.DateTimeFormat | null = null;

/** Made only for a date before RULE_FROM_YEAR: a phone's first Intl formatter costs it tens of milliseconds. */
function intlFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
  return formatter;
}

/** 16:00 UTC on the Saturday before the month's first Sunday: 2 am AEST that Sunday, when Sydney's clocks change. */
function clockChange(year: number, monthIndex: number): number {
  const firstDay = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstDay) % 7);
  return Date.UTC(year, monthIndex, firstSunday - 1, 16);
}

/** AEDT (UTC+11) from the first Sunday in October to the first Sunday in April, AEST (UTC+10) between. */
function sydneyOffset(at: number, year: number): number {
  const daylight = at < clockChange(year, 3) || at >= clockChange(year, 9);
  return (daylight ? 11 : 10) * HOUR_MS;
}

/**
 * "7 June 2025"; empty for a missing or unreadable date. The site and its readers are Australian:
 * the day is Sydney's, so a date near midnight UTC does not show as the previous day for visitors
 * (and test machines) elsewhere. Worked out by hand rather than with Intl: the first Intl formatter
 * with a time zone cost a slowed phone about 100 ms in the middle of hydrating an article.
 */
export function formatDateAU(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  const at = date.getTime();
  if (Number.isNaN(at)) return '';
  const year = date.getUTCFullYear();
  if (year < RULE_FROM_YEAR) return intlFormatter().format(date);
  const sydney = new Date(at + sydneyOffset(at, year));
  return `${sydney.getUTCDate()} ${MONTHS[sydney.getUTCMonth()]} ${sydney.getUTCFullYear()}`;
}
