import { describe, expect, it } from 'vitest';
import { reviewsByProduct, sellerPageKey } from './review-match';

const review = (over: Partial<{ slug: string; title: string; purchaseLink: string }>) => ({
  slug: 'r',
  title: 'Something Review: words',
  purchaseLink: 'https://shop.example.com.au/other',
  ...over,
});

describe('sellerPageKey', () => {
  it('ignores the query, a trailing slash, letter case and www', () => {
    expect(sellerPageKey('https://www.Shop.example.com.au/Regulators/apeks-xtx50/?aff=x')).toBe(
      'shop.example.com.au/regulators/apeks-xtx50',
    );
  });

  it('has no key for a blank or non-web link or a bare home page', () => {
    expect(sellerPageKey('')).toBeNull();
    expect(sellerPageKey('ftp://x.example/y')).toBeNull();
    expect(sellerPageKey('https://shop.example.com.au/')).toBeNull();
  });
});

describe('reviewsByProduct', () => {
  const apeks = { id: 1, name: 'Apeks XTX50 Regulator', affiliateLink: 'https://shop.example.com.au/regulators/apeks-xtx50?aff=a' };
  const fins = { id: 2, name: 'Mares Avanti Quattro+ Open Heel Fins', affiliateLink: 'https://shop.example.com.au/fins/quattro?aff=a' };
  const torch = { id: 3, name: 'Dive Torch', affiliateLink: '' };

  it('links a review to the product with the same seller page, whatever the tag', () => {
    const quattro = review({
      slug: 'quattro',
      title: 'Mares Avanti Quattro+ Fins Review',
      purchaseLink: 'https://shop.example.com.au/fins/quattro?aff=b',
    });
    expect(reviewsByProduct([apeks, fins, torch], [quattro]).get(2)).toBe(quattro);
  });

  it('links a review whose title names the product when the links differ', () => {
    const xtx = review({ slug: 'xtx', title: 'Apeks XTX50 Regulator Review: A Workhorse' });
    const found = reviewsByProduct([apeks, fins, torch], [xtx]);
    expect(found.get(1)).toBe(xtx);
    expect([...found.keys()]).toEqual([1]);
  });

  it('prefers the newest review (listed first) when two name the same product', () => {
    const newer = review({ slug: 'new', title: 'Apeks XTX50 Regulator Review: Two Years On' });
    const older = review({ slug: 'old', title: 'Apeks XTX50 Regulator Review: First Look' });
    expect(reviewsByProduct([apeks], [newer, older]).get(1)).toBe(newer);
  });

  it('gives a review to one product only, the first that matches', () => {
    const copy = { ...apeks, id: 9 };
    const xtx = review({ title: 'Apeks XTX50 Regulator Review' });
    expect([...reviewsByProduct([apeks, copy], [xtx]).keys()]).toEqual([1]);
  });

  it('links nothing for products nobody reviewed', () => {
    expect(reviewsByProduct([torch], [review({})]).size).toBe(0);
  });
});
