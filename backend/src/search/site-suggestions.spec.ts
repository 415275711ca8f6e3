import { loadSeedDiveSites } from '../seed/dive-site-csv';
import { closestSiteNames, editDistance, nameSimilarity, trigramSimilarity } from './site-suggestions';

describe('site suggestions', () => {
  describe(editDistance.name, () => {
    it('counts inserts, deletes, replacements and swapped neighbours as one edit each', () => {
      expect(editDistance('byron', 'bayron')).toBe(1);
      expect(editDistance('julian', 'julain')).toBe(1);
      expect(editDistance('reef', 'reed')).toBe(1);
      expect(editDistance('', 'abc')).toBe(3);
      expect(editDistance('kitten', 'sitting')).toBe(3);
    });
  });

  describe(trigramSimilarity.name, () => {
    it('is 1 for the same words in any order and 0 for nothing in common', () => {
      expect(trigramSimilarity('Julian Rocks', 'rocks julian')).toBe(1);
      expect(trigramSimilarity('Julian Rocks', 'xyz')).toBe(0);
    });
  });

  describe(nameSimilarity.name, () => {
    it('rates a near miss above an unrelated name', () => {
      expect(nameSimilarity('julain rocks', 'Julian Rocks')).toBeGreaterThan(0.8);
      expect(nameSimilarity('julain rocks', 'Fish Rock')).toBeLessThan(nameSimilarity('julain rocks', 'Julian Rocks'));
    });
  });

  describe(closestSiteNames.name, () => {
    const seeded = loadSeedDiveSites().map((site, i) => ({ id: i + 1, name: site.name }));

    it.each([
      ['julain rocks', 'Julian Rocks'],
      ['yongalla', 'SS Yongala'],
      ['cod hol', 'Cod Hole'],
    ])('offers a seeded site for the typo "%s"', (typo, expected) => {
      const names = closestSiteNames(typo, seeded).map((site) => site.name);
      expect(names.length).toBeLessThanOrEqual(3);
      expect(names.some((name) => name.includes(expected) || expected.includes(name))).toBe(true);
    });

    it('offers nothing for text like no name, nor for one exact word beside one like nothing', () => {
      expect(closestSiteNames('qwxz', seeded)).toEqual([]);
      expect(closestSiteNames('qwxzvy bay', seeded)).toEqual([]);
    });
  });
});
