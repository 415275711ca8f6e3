import { describe, expect, it } from 'vitest';
import { ageInWords, FORECAST_UNAVAILABLE, staleForecastWords } from './forecast-words';

const now = Date.parse('2026-11-28T06:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe(ageInWords.name, () => {
  it.each([
    [0, 'just now'],
    [90_000, 'just now'],
    [2 * 60_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 3_600_000 + 59 * 60_000, '5 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [3 * 24 * 3_600_000, '3 days ago'],
  ])('%i ms old is "%s"', (ms, words) => {
    expect(ageInWords(ago(ms), now)).toBe(words);
  });

  it('reads a time in the future (clocks apart) as just now', () => {
    expect(ageInWords(ago(-5 * 60_000), now)).toBe('just now');
  });
});

describe(staleForecastWords.name, () => {
  it('names the age of the last good forecast', () => {
    expect(staleForecastWords(ago(5 * 3_600_000), now)).toBe('Forecast from 5 hours ago');
  });
});

it('says a failure in words, not as a fact about the sea', () => {
  expect(FORECAST_UNAVAILABLE).toBe('Forecast unavailable right now — we’ll try again shortly.');
});
