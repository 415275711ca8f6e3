import { describe, expect, it } from 'vitest';
import { ageWords, clockTime, compassPoint, dayLabel, tidePath } from './conditions-format';

describe('conditions wording', () => {
  it('names the compass point a direction comes from', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(135)).toBe('SE');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
    expect(compassPoint(null)).toBe('');
  });

  it('reads local times and dates as they are, whatever the browser’s zone', () => {
    expect(clockTime('2026-11-26T05:42')).toBe('05:42');
    expect(clockTime(null)).toBe('–');
    expect(dayLabel('2026-11-28')).toBe('Sat 28 Nov');
  });

  it('says how old a forecast is', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(ageWords('2026-11-26T09:59:30Z', now)).toBe('just now');
    expect(ageWords('2026-11-26T09:35:00Z', now)).toBe('25 min ago');
    expect(ageWords('2026-11-26T07:00:00Z', now)).toBe('3 h ago');
  });

  it('draws the tide curve top to bottom, breaking at gaps', () => {
    expect(tidePath([0, 1], 10, 10)).toBe('M0.0 8.0L10.0 2.0');
    expect(tidePath([0, null, 1], 10, 10)).toBe('M0.0 8.0M10.0 2.0');
    expect(tidePath([null, 1], 10, 10)).toBe('');
  });
});
