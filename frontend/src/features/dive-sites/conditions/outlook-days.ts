/**
 * The directory's Outlook filter and card badges, from GET /api/dive-sites/conditions/outlook: each
 * site's day outlooks from its local today on. Pure, so the filter is tested without a browser.
 */
export type Outlook = 'calm' | 'some-swell' | 'rough' | 'unknown';
export type OutlookDay = 'today' | 'tomorrow' | 'saturday' | 'sunday';

export interface OutlookOnDate {
  /** Local date at the site, "YYYY-MM-DD". */
  date: string;
  outlook: Outlook;
}

export const OUTLOOK_FILTER_LABELS: Record<OutlookDay, string> = {
  today: 'Calm today',
  tomorrow: 'Calm tomorrow',
  saturday: 'Calm on Saturday',
  sunday: 'Calm on Sunday',
};

/** Short words for a card's badge. */
export const OUTLOOK_SHORT: Record<Outlook, string> = {
  calm: 'Calm',
  'some-swell': 'Some swell',
  rough: 'Rough',
  unknown: 'No forecast',
};

const WEEKDAY: Partial<Record<OutlookDay, number>> = { saturday: 6, sunday: 0 };

/** The site's day for the filter: today, tomorrow, or the first Saturday / Sunday from today on. */
export function dayFor(days: readonly OutlookOnDate[], which: OutlookDay): OutlookOnDate | null {
  if (which === 'today') return days[0] ?? null;
  if (which === 'tomorrow') return days[1] ?? null;
  // A date without a time zone: its weekday is the same everywhere when read as UTC.
  return days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === WEEKDAY[which]) ?? null;
}

export function isCalmOn(days: readonly OutlookOnDate[] | undefined, which: OutlookDay): boolean {
  return days !== undefined && dayFor(days, which)?.outlook === 'calm';
}

/** "Sat" for the card badge, "today" / "tomorrow" where they apply. */
export function dayWord(days: readonly OutlookOnDate[], day: OutlookOnDate): string {
  const index = days.indexOf(day);
  if (index === 0) return 'today';
  if (index === 1) return 'tomorrow';
  // Spelt out rather than toLocaleDateString: no Intl formatter to build (its first costs a phone tens of ms).
  return WEEKDAY_NAMES[new Date(`${day.date}T00:00:00Z`).getUTCDay()]!;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
