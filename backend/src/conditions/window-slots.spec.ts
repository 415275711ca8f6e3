import { SiteForecast } from './site-forecast';
import { bestRatingOn, diveWindow, slotWords } from './window-slots';

/** Three days from 2026-12-04 (a Friday), AEDT, with rain on the day before and a flat sea. */
function forecast(overrides: Partial<Record<'swell' | 'wind' | 'rain', (hour: number) => number>> = {}): SiteForecast {
  const start = Date.parse('2026-12-02T00:00:00Z');
  const time = Array.from({ length: 5 * 24 }, (_, i) => new Date(start + i * 3_600_000).toISOString().slice(0, 16));
  const series = (fn: (i: number) => number) => time.map((_, i) => fn(i));
  return {
    timezone: 'Australia/Sydney',
    utcOffsetSeconds: 11 * 3600,
    hourly: {
      time,
      waveHeight: series(() => 0.6),
      swellHeight: series(overrides.swell ?? (() => 0.6)),
      swellPeriod: series(() => 8),
      swellDirection: series(() => 180),
      seaTemperature: series(() => 21),
      seaLevel: series((i) => Math.cos((2 * Math.PI * i) / 12.42)),
      windSpeed: series(overrides.wind ?? (() => 8)),
      windDirection: series(() => 270),
      windGusts: series(() => 15),
      precipitation: series(overrides.rain ?? (() => 0)),
    },
    daily: {
      date: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'],
      sunrise: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((d) => `${d}T05:40`),
      sunset: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((d) => `${d}T19:50`),
    },
  };
}

/** 08:30 on Friday 4 December in Sydney. */
const now = new Date('2026-12-03T21:30:00Z');
const site = { openness: () => 0.1, slackOffsetMinutes: null, tideTurns: [] };

describe('window slots', () => {
  describe(diveWindow.name, () => {
    it('judges the daylight slots of three days from now on, leaving out the ones already over', () => {
      const { slots } = diveWindow(forecast(), now, site, 3);
      expect(slots[0].start).toBe('2026-12-04T06:00');
      expect(slots.map((s) => s.start.slice(11))).toEqual(expect.arrayContaining(['06:00', '09:00', '12:00', '15:00', '18:00']));
      expect(slots.every((s) => s.start >= '2026-12-04' && s.start < '2026-12-07')).toBe(true);
      // 03:00-06:00 has 20 minutes of daylight; 18:00-21:00 has 1 h 50.
      expect(slots.some((s) => s.start.endsWith('03:00'))).toBe(false);
      expect(slots).toHaveLength(15);
    });

    it('counts the rain of the 48 hours before each slot', () => {
      const wet = diveWindow(forecast({ rain: (i) => (i >= 24 && i < 48 ? 2 : 0) }), now, site, 3);
      const dry = diveWindow(forecast(), now, site, 3);
      expect(wet.slots[0].score).toBeLessThan(dry.slots[0].score);
      expect(wet.slots[0].reasons.join(' ')).toContain('48 mm of rain');
      // Saturday afternoon is more than 48 hours after the rain.
      expect(wet.slots.find((s) => s.start === '2026-12-06T15:00')!.score).toBe(
        dry.slots.find((s) => s.start === '2026-12-06T15:00')!.score,
      );
    });

    it('puts slack water at the owner offset after each high and low water, 30 minutes long', () => {
      const { slots } = diveWindow(
        forecast(),
        now,
        { ...site, slackOffsetMinutes: 180, tideTurns: [{ kind: 'high', time: '2026-12-04T07:10' }] },
        3,
      );
      const withSlack = slots.find((s) => s.start === '2026-12-04T09:00')!;
      expect(withSlack.reasons.join(' ')).toContain('Slack water 09:55–10:25');
      expect(slots.find((s) => s.start === '2026-12-04T12:00')!.reasons.join(' ')).toContain('No slack water');
      expect(withSlack.score).toBeGreaterThan(slots.find((s) => s.start === '2026-12-04T12:00')!.score);
    });

    it('names the best slot in a sentence, and none when nothing is good or fair', () => {
      const calmSaturdayMorning = forecast({ wind: (i) => (i >= 3 * 24 + 9 && i < 3 * 24 + 12 ? 5 : 45) });
      const { best } = diveWindow(calmSaturdayMorning, now, site, 3);
      expect(best!.sentence).toBe('Best: tomorrow 9–12 — light offshore wind, 0.6 m swell from the south, sheltered');
      expect(diveWindow(forecast({ swell: () => 4 }), now, { ...site, openness: () => 1 }, 3).best).toBeNull();
    });
  });

  describe(slotWords.name, () => {
    it('says the day and hours as people do', () => {
      expect(slotWords({ start: '2026-12-06T09:00', end: '2026-12-06T12:00' }, '2026-12-04')).toBe('Sunday 9–12');
      expect(slotWords({ start: '2026-12-04T21:00', end: '2026-12-05T00:00' }, '2026-12-04')).toBe('today 21–24');
    });

    it("names the weekday, not today or tomorrow, for words read on another day (the newsletter's)", () => {
      expect(slotWords({ start: '2026-12-04T09:00', end: '2026-12-04T12:00' }, null)).toBe('Friday 9–12');
      expect(slotWords({ start: '2026-12-05T09:00', end: '2026-12-05T12:00' }, null)).toBe('Saturday 9–12');
    });
  });

  describe(bestRatingOn.name, () => {
    it('takes the best rating of the date', () => {
      const { slots } = diveWindow(forecast({ wind: (i) => (i >= 3 * 24 + 9 && i < 3 * 24 + 12 ? 5 : 45) }), now, site, 3);
      expect(bestRatingOn(slots, '2026-12-05')).toBe('good');
      expect(bestRatingOn(slots, '2026-12-09')).toBeNull();
    });
  });
});
