import { ByteLru } from './byte-lru';

describe(ByteLru.name, () => {
  describe('set', () => {
    it('evicts the least recently used values until the total fits', () => {
      const sut = new ByteLru<string>(100);
      sut.set('a', 'A', 40);
      sut.set('b', 'B', 40);
      sut.get('a');
      sut.set('c', 'C', 40);
      expect(sut.get('b')).toBeUndefined();
      expect(sut.get('a')).toBe('A');
      expect(sut.get('c')).toBe('C');
      expect(sut.bytes).toBe(80);
    });

    it('never holds more than its budget, whatever the sequence of keys', () => {
      const sut = new ByteLru<number>(10_000);
      for (let i = 0; i < 5_000; i += 1) {
        sut.set(`term-${i}`, i, 1 + ((i * 7919) % 900));
        expect(sut.bytes).toBeLessThanOrEqual(10_000);
      }
      expect(sut.size).toBeLessThan(5_000);
    });

    it('refuses a value larger than the whole budget and keeps what it holds', () => {
      const sut = new ByteLru<string>(100);
      sut.set('a', 'A', 60);
      expect(sut.set('huge', 'H', 101)).toBe(false);
      expect(sut.get('huge')).toBeUndefined();
      expect(sut.get('a')).toBe('A');
    });

    it('replacing a key counts only its new size', () => {
      const sut = new ByteLru<string>(100);
      sut.set('a', 'A', 60);
      sut.set('a', 'A2', 30);
      expect(sut.bytes).toBe(30);
      expect(sut.size).toBe(1);
    });
  });

  describe('delete', () => {
    it('gives the bytes back', () => {
      const sut = new ByteLru<string>(100);
      sut.set('a', 'A', 60);
      sut.delete('a');
      sut.delete('missing');
      expect(sut.bytes).toBe(0);
      expect(sut.size).toBe(0);
    });
  });
});
