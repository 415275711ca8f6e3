/** Calendar days as the site counts them (YYYY-MM-DD): the clicks report and analytics share them. */
import { calendarDay } from './csv/csv';

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
export function siteDay(at: Date, timeZone: string): string {
  return calendarDay(at, timeZone);
}

/** The YYYY-MM-DD `days` days before `day` (plain calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, inclusive. */
export function dayRange(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = daysBefore(day, -1)) days.push(day);
  return days;
}
