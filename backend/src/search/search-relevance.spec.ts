import { rankByRelevance, relevanceScore, searchWords, wordMatch } from './search-relevance';

describe('search relevance', () => {
  describe(wordMatch.name, () => {
    it('tells a whole word from part of a word', () => {
      expect(wordMatch('the reef at dawn', 'reef')).toBe('whole');
      expect(wordMatch('reef, wall and sand', 'reef')).toBe('whole');
      expect(wordMatch('the reefs of the north', 'reef')).toBe('part');
      expect(wordMatch('coral', 'reef')).toBeNull();
    });

    it('finds a whole word after an earlier part-word hit, and a word without its spaces', () => {
      expect(wordMatch('reefton reef', 'reef')).toBe('whole');
      expect(wordMatch('leafy sea dragon', 'seadragon')).toBe('part');
    });
  });

  describe(searchWords.name, () => {
    it('folds case and accents and drops repeated words', () => {
      expect(searchWords('  Café  REEF reef ')).toEqual(['cafe', 'reef']);
      expect(searchWords('   ')).toEqual([]);
    });
  });

  describe(relevanceScore.name, () => {
    const fields = { title: 'Coral Reef Guide', short: ['Safety'], body: ['Nudibranchs on the reefs'] };

    it('scores a whole title word 0 and part of a body word 5', () => {
      expect(relevanceScore(fields, ['reef'])).toBe(0);
      expect(relevanceScore(fields, ['nudi'])).toBe(5);
      expect(relevanceScore(fields, ['safety'])).toBe(2);
    });

    it('needs every word, unless the caller knows the item matched elsewhere', () => {
      expect(relevanceScore(fields, ['reef', 'whale'])).toBeNull();
      expect(relevanceScore(fields, ['reef', 'whale'], true)).toBe(6);
    });
  });

  describe(rankByRelevance.name, () => {
    const item = (id: number, title: string, body = '', featured = false) => ({ id, title, body, featured });
    const rank = (items: ReturnType<typeof item>[], query: string) =>
      rankByRelevance(items, query, (i) => ({ title: i.title, short: [], body: [i.body] })).map((i) => i.id);

    it('puts a title match before a body match, and a whole word before part of a word', () => {
      const items = [item(1, 'Shallow bays', 'A reef walk'), item(2, 'Reefton'), item(3, 'Osprey Reef'), item(4, 'Sandy', 'the reefs')];
      expect(rank(items, 'reef')).toEqual([3, 2, 1, 4]);
    });

    it('breaks ties with a title starting with the query, then featured, then the title', () => {
      const items = [item(1, 'Bommie reef'), item(2, 'Reef bommie'), item(3, 'A reef', '', true), item(4, 'Another reef')];
      expect(rank(items, 'reef')).toEqual([2, 3, 4, 1]);
    });

    it('drops items missing a word and answers nothing for a blank query', () => {
      expect(rank([item(1, 'Reef'), item(2, 'Wreck')], 'reef')).toEqual([1]);
      expect(rank([item(1, 'Reef')], '  ')).toEqual([]);
    });
  });
});
