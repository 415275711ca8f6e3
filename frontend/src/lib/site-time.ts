/** The site's time zone when the server has not said (it does, in the admin session: SITE_TIME_ZONE). */
export const DEFAULT_SITE_TIME_ZONE = 'Australia/Sydney';

/** "Tuesday 1 December 2026 at 9:00 am AEDT": a publish time as the owner reads it. */
export function formatSiteDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function parts(at: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of format.formatToParts(new Date(at))) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** How far `timeZone`'s clock is ahead of UTC at the instant `at` (ms). */
function offsetAt(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(at / 1000) * 1000;
}

/**
 * A wall-clock time typed into a datetime-local field ("2026-12-01T09:00"), read in the site's time
 * zone whatever the browser's own zone, as an ISO instant; null when the text is not such a time.
 */
export function siteLocalToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // Two rounds settle the offset on either side of a daylight-saving change.
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}

/** The datetime-local text for an instant, on the site's clock. */
export function isoToSiteLocal(iso: string, timeZone: string): string {
  const p = parts(new Date(iso).getTime(), timeZone);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
