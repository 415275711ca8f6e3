import { describe, expect, it } from 'vitest';
import { formatDateAU } from './dates';

describe(formatDateAU.name, () => {
  it('formats in the en-AU long style', () => {
    expect(formatDateAU('2025-06-07T02:00:00.000Z')).toBe('7 June 2025');
    expect(formatDateAU(new Date('2025-07-04T00:00:00Z'))).toBe('4 July 2025');
  });

  it('uses Sydney time, not UTC', () => {
    // 20:00 UTC on 6 June is 06:00 on 7 June in Sydney (AEST, UTC+10).
    expect(formatDateAU('2025-06-06T20:00:00Z')).toBe('7 June 2025');
    // 13:30 UTC on 31 Dec is 00:30 on 1 Jan in Sydney (AEDT, UTC+11).
    expect(formatDateAU('2024-12-31T13:30:00Z')).toBe('1 January 2025');
  });

  it('gives the day Intl gives in Sydney, across the clock changes from 2008 to 2040', () => {
    const intl = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
    const mismatches: string[] = [];
    // Every 20 minutes around each change (either side of the hour), and every 7 hours in between.
    for (let at = Date.UTC(2008, 0, 1); at < Date.UTC(2040, 0, 1);) {
      const date = new Date(at);
      if (formatDateAU(date) !== intl.format(date)) mismatches.push(date.toISOString());
      const month = date.getUTCMonth();
      at += month === 3 || month === 9 ? 20 * 60_000 : 7 * 3_600_000;
    }
    expect(mismatches).toEqual([]);
  });

  it('still gives the right day before 2008, under the older rules', () => {
    // 13:30 UTC on 31 March 2007 was 23:30 AEST: daylight saving had ended on 25 March that year
    // (today's rule would have kept it until 1 April and said "1 April 2007").
    expect(formatDateAU('2007-03-31T13:30:00Z')).toBe('31 March 2007');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatDateAU('')).toBe('');
    expect(formatDateAU(null)).toBe('');
    expect(formatDateAU(undefined)).toBe('');
    expect(formatDateAU('not a date')).toBe('');
  });
});
