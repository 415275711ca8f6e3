/** Words and numbers of the three-day view. Local times come as "YYYY-MM-DDTHH:MM" in the site's zone. */

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** "SE" for 135°: where the swell or wind comes from. */
export function compassPoint(degrees: number | null): string {
  if (degrees === null) return '';
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16];
}

/** "05:42" from "2026-11-26T05:42". */
export function clockTime(localIso: string | null): string {
  return localIso ? localIso.slice(11, 16) : '–';
}

/** "Thu 26 Nov" from "2026-11-26". */
export function dayLabel(date: string): string {
  // Spelt out rather than toLocaleDateString: the same words on every browser and on the server.
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How old the forecast is, in words: "just now", "25 min ago", "3 h ago". */
export function ageWords(fetchedAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 2) return 'just now';
  if (minutes < 90) return `${minutes} min ago`;
  return `${Math.round(minutes / 60)} h ago`;
}

export function metres(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)} m`;
}

/** The SVG path of a day's hourly sea levels in a width × height box (gaps break the line). */
export function tidePath(levels: readonly (number | null)[], width: number, height: number): string {
  const known = levels.filter((v): v is number => v !== null);
  if (known.length < 2) return '';
  const low = Math.min(...known);
  const span = Math.max(...known) - low || 1;
  const step = width / Math.max(1, levels.length - 1);
  let path = '';
  let drawing = false;
  levels.forEach((v, i) => {
    if (v === null) {
      drawing = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (height - 2 - ((v - low) / span) * (height - 4)).toFixed(1);
    path += `${drawing ? 'L' : 'M'}${x} ${y}`;
    drawing = true;
  });
  return path;
}
