import { tideTurns } from './tides';

const hours = (count: number, start = '2026-11-28T00:00') =>
  Array.from({ length: count }, (_, i) => new Date(new Date(`${start}:00Z`).getTime() + i * 3_600_000).toISOString().slice(0, 16));

describe('tideTurns', () => {
  const sut = tideTurns;

  it('finds a symmetric high exactly on its hour', () => {
    expect(sut(hours(5), [0.1, 0.5, 0.9, 0.5, 0.1])).toEqual([{ kind: 'high', time: '2026-11-28T02:00', heightM: 0.9 }]);
  });

  it('puts a high between two hours when the neighbours say so (parabola through three points)', () => {
    // Samples of -(x - 2.4)^2 at x = 0..4: the top is at 02:24 with height 0.
    const [turn] = sut(hours(5), [-5.76, -1.96, -0.16, -0.36, -2.56]);
    expect(turn.kind).toBe('high');
    expect(turn.time).toBe('2026-11-28T02:24');
    expect(turn.heightM).toBeCloseTo(0, 2);
  });

  it('finds alternating highs and lows of a semi-diurnal tide (12.42 h period) over two days', () => {
    const times = hours(48);
    const heights = times.map((_, i) => Math.round(0.8 * Math.cos((2 * Math.PI * (i - 3)) / 12.42) * 1000) / 1000);
    const turns = sut(times, heights);
    // Highs at 03:00, 15:25, 03:50 and 16:16; lows about 6 h 13 min after each (09:12 from the parabola, 09:13 exactly).
    expect(turns.map((t) => t.kind)).toEqual(['high', 'low', 'high', 'low', 'high', 'low', 'high', 'low']);
    expect(turns[0].time).toBe('2026-11-28T03:00');
    expect(turns[1].time).toBe('2026-11-28T09:12');
    for (const turn of turns) expect(Math.abs(turn.heightM)).toBeCloseTo(0.8, 1);
  });

  it('takes the middle of a flat top once, and a low after it', () => {
    expect(sut(hours(7), [0.1, 0.6, 0.6, 0.6, 0.2, 0.1, 0.3])).toEqual([
      { kind: 'high', time: '2026-11-28T02:00', heightM: 0.6 },
      { kind: 'low', time: '2026-11-28T04:50', heightM: 0.1 },
    ]);
  });

  it('never calls the first or last hour, or an hour next to a gap, a turn', () => {
    expect(sut(hours(4), [0.9, 0.5, 0.1, 0.5])).toEqual([{ kind: 'low', time: '2026-11-28T02:00', heightM: 0.1 }]);
    expect(sut(hours(5), [0.1, null, 0.9, 0.5, 0.1])).toEqual([]);
    expect(sut(hours(3), [0.1, 0.9, null])).toEqual([]);
    expect(sut([], [])).toEqual([]);
  });
});
