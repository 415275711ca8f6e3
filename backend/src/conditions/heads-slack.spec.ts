import { nearestTideStation, predictTurns } from './tide-stations';
import { HEADS_SLACK_SITES } from '../seed/content/heads-slack';
import { readSeedCsv, toSeedRows } from '../seed/dive-site-csv';

const MINUTE = 60_000;

describe('the Port Phillip Heads slack offsets', () => {
  const seeds = toSeedRows(readSeedCsv()).map((row) => row.seed);

  it.each(HEADS_SLACK_SITES.map((site) => [site.name, site] as const))('%s is a seeded site at the coordinates given', (_name, site) => {
    const seed = seeds.find((s) => Number(s.latitude) === Number(site.latitude) && Number(s.longitude) === Number(site.longitude));
    expect(seed?.name).toBe(site.name);
    expect(seed?.state).toBe('VIC');
  });

  it.each(HEADS_SLACK_SITES.map((site) => [site.name, site] as const))(
    '%s counts from the station named, its nearest, so the window puts slack where the rule says',
    (_name, site) => {
      expect(nearestTideStation(Number(site.latitude), Number(site.longitude))?.name).toBe(site.station);
    },
  );

  it('puts slack about three hours after high water at Point Lonsdale for every site, whichever station it counts from', () => {
    // Beside each station: Point Lonsdale's lighthouse, Queenscliff's harbour.
    const stationId = (name: string) =>
      (name === 'Point Lonsdale' ? nearestTideStation(-38.2925, 144.6143) : nearestTideStation(-38.2683, 144.6617))!.id;
    const start = new Date('2026-12-01T00:00:00Z');
    const end = new Date('2026-12-15T00:00:00Z');
    const lonsdaleHighs = predictTurns(stationId('Point Lonsdale'), start, end).filter((t) => t.kind === 'high');
    for (const station of ['Point Lonsdale', 'Queenscliff'] as const) {
      const offset = HEADS_SLACK_SITES.find((s) => s.station === station)!.slackOffsetMinutes;
      const highs = predictTurns(stationId(station), start, end).filter((t) => t.kind === 'high');
      const afterLonsdale = highs
        .map((high) => {
          const lonsdale = lonsdaleHighs.find((l) => Math.abs(l.at.getTime() - high.at.getTime()) < 3 * 60 * MINUTE)!;
          return (high.at.getTime() + offset * MINUTE - lonsdale.at.getTime()) / MINUTE;
        })
        .sort((a, b) => a - b);
      const median = afterLonsdale[Math.floor(afterLonsdale.length / 2)];
      expect({ station, median: Math.abs(median - 180) <= 15 }).toEqual({ station, median: true });
    }
  });
});
