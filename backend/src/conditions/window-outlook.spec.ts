import { SiteForecast } from './site-forecast';
import { windowDays } from './window-outlook';

/** Three days from 2026-12-04 in Sydney (AEDT): a flat sea and light offshore wind all day, every day. */
function calmForecast(): SiteForecast {
  const dates = ['2026-12-04', '2026-12-05', '2026-12-06'];
  const start = Date.parse('2026-12-04T00:00:00Z');
  const time = Array.from({ length: 3 * 24 }, (_, i) => new Date(start + i * 3_600_000).toISOString().slice(0, 16));
  const series = (value: number) => time.map(() => value);
  return {
    timezone: 'Australia/Sydney',
    utcOffsetSeconds: 11 * 3600,
    hourly: {
      time,
      waveHeight: series(0.3),
      swellHeight: series(0.3),
      swellPeriod: series(8),
      swellDirection: series(180),
      seaTemperature: series(21),
      seaLevel: series(0),
      windSpeed: series(6),
      windDirection: series(270),
      windGusts: series(10),
      precipitation: series(0),
    },
    daily: { date: dates, sunrise: dates.map((d) => `${d}T05:40`), sunset: dates.map((d) => `${d}T19:50`) },
  };
}

describe(windowDays.name, () => {
  it('rates today by the slots still to come while there are some', () => {
    // 08:30 on 4 December in Sydney.
    const [today, tomorrow] = windowDays(undefined, calmForecast(), new Date('2026-12-03T21:30:00Z'), 3);
    expect(today).toEqual({ date: '2026-12-04', rating: 'good', outlook: 'calm' });
    expect(tomorrow).toMatchObject({ date: '2026-12-05', outlook: 'calm' });
  });

  it('still rates today after its last daylight slot, by the whole day, rather than calling it unknown', () => {
    // 22:30 on 4 December in Sydney: every daylight slot of the day is over.
    const days = windowDays(undefined, calmForecast(), new Date('2026-12-04T11:30:00Z'), 3);
    expect(days[0]).toEqual({ date: '2026-12-04', rating: 'good', outlook: 'calm' });
    expect(days.map((d) => d.outlook)).toEqual(['calm', 'calm', 'calm']);
  });
});
