import { ClickDedupe } from './click-dedupe';

const minutes = (n: number) => n * 60_000;

describe(ClickDedupe.name, () => {
  describe('counts', () => {
    it('never counts a repeat within a minute, counts at most three an hour, and starts over the next hour', () => {
      const sut = new ClickDedupe();
      const key = ['198.51.100.91', 'product', '1'];
      const counted = [0, 0.5, 2, 5, 9, 30, 59].filter((m) => sut.counts(key, minutes(m)));
      expect(counted).toEqual([0, 2, 5]);
      expect(sut.counts(key, minutes(61))).toBe(true);
    });

    it('keeps addresses and links apart', () => {
      const sut = new ClickDedupe();
      expect(sut.counts(['a', 'product', '1'], 0)).toBe(true);
      expect(sut.counts(['b', 'product', '1'], 0)).toBe(true);
      expect(sut.counts(['a', 'product', '2'], 0)).toBe(true);
      expect(sut.counts(['a', 'product', '1'], 1)).toBe(false);
    });

    it('stays bounded, forgetting the oldest first', () => {
      const sut = new ClickDedupe(3, 100);
      for (let i = 0; i < 250; i++) sut.counts([`address-${i}`, 'product', '1'], i);
      expect(sut.size).toBeLessThanOrEqual(100);
    });
  });
});
