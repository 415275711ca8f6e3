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

  it('is empty for missing or invalid dates', () => {
    expect(formatDateAU('')).toBe('');
    expect(formatDateAU(null)).toBe('');
    expect(formatDateAU(undefined)).toBe('');
    expect(formatDateAU('not a date')).toBe('');
  });
});
