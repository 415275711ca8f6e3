import { edgeTagHeaders, edgeTags } from './edge-tags';
import { mergeTags } from './purgers';
import { retryDelayMs } from './backoff';

describe('edge tags', () => {
  it('names the topics an answer is built from, sorted, plus the site tag', () => {
    expect(edgeTags(['reviews', 'products', 'reviews'])).toEqual(['products', 'reviews', 'site']);
    expect(edgeTagHeaders(['articles'])).toEqual({ 'surrogate-key': 'articles site', 'cache-tag': 'articles,site' });
  });

  it('expands the pages\' "all" into every topic, so any publish purges them', () => {
    expect(edgeTags(['all'])).toEqual(['articles', 'dive-sites', 'locations', 'pages', 'products', 'reviews', 'sitemap', 'site']);
  });

  it('merges queued purges into one, each tag once, dropping anything that is not a plain tag', () => {
    expect(mergeTags(['articles', 'products reviews', 'articles reviews', 'bad"tag', ''])).toEqual(['articles', 'products', 'reviews']);
  });

  it('backs off by doubling from the base, at most ten minutes', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, middle))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, 5000, middle)).toBe(600_000);
  });
});
