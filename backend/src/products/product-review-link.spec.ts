import { reviewRatingValue, reviewsByProduct, sellerPageKey } from './product-review-link';

const review = (over: Partial<{ slug: string; title: string; rating: string | null; purchaseLink: string }>) => ({
  slug: 'r',
  title: 'Something Review: words',
  rating: '4.5',
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

describe('reviewRatingValue', () => {
  it.each([
    ['4.5', '4.5'],
    ['5', '5.0'],
    ['★★★★', '4.0'],
    ['★', '1.0'],
  ])('reads %p as %p', (text, value) => expect(reviewRatingValue(text)).toBe(value));

  it.each([null, '', 'great', '7'])('has no rating for %p', (text) => expect(reviewRatingValue(text)).toBeNull());
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

  it('links nothing for products nobody reviewed', () => {
    expect(reviewsByProduct([torch], [review({})]).size).toBe(0);
  });
});
