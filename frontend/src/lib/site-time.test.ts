import { describe, expect, it } from 'vitest';
import { formatSiteDateTime, isoToSiteLocal, siteLocalToIso } from './site-time';

describe('site time', () => {
  it('reads a typed time on the site clock, in and out of daylight saving', () => {
    expect(siteLocalToIso('2026-12-01T09:00', 'Australia/Sydney')).toBe('2026-11-30T22:00:00.000Z');
    expect(siteLocalToIso('2026-06-01T09:00', 'Australia/Sydney')).toBe('2026-05-31T23:00:00.000Z');
    expect(siteLocalToIso('2026-06-01T09:00', 'Australia/Perth')).toBe('2026-06-01T01:00:00.000Z');
    expect(siteLocalToIso('next tuesday', 'Australia/Sydney')).toBeNull();
  });

  it('writes an instant back as the same wall-clock text', () => {
    expect(isoToSiteLocal('2026-11-30T22:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-01T09:00');
  });

  it('shows a publish time in en-AU with the zone', () => {
    expect(formatSiteDateTime('2026-11-30T22:00:00.000Z', 'Australia/Sydney')).toMatch(/^Tuesday,? 1 December 2026 at 9:00\sam AEDT$/);
  });
});
