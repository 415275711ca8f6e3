import { availabilityOf, priceText, readOffer } from './read-offer';

const ld = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>Hi</body></html>`;

describe(readOffer.name, () => {
  it('reads a Product with one Offer in JSON-LD', () => {
    const html = ld({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Puck Pro+',
      offers: { '@type': 'Offer', price: '449.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
    });
    expect(readOffer(html)).toEqual({ price: '449.00', currency: 'AUD', availability: 'in_stock', source: 'json-ld' });
  });

  it('reads an @graph, a number price, an AggregateOffer and a price specification', () => {
    expect(
      readOffer(
        ld({
          '@graph': [
            { '@type': 'WebPage' },
            { '@type': ['Product'], offers: [{ '@type': 'Offer', price: 1199, priceCurrency: 'aud', availability: 'OutOfStock' }] },
          ],
        }),
      ),
    ).toMatchObject({
      price: '1199',
      currency: 'AUD',
      availability: 'out_of_stock',
    });
    expect(
      readOffer(ld({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: '1,299.95', priceCurrency: 'AUD' } }))?.price,
    ).toBe('1299.95');
    expect(
      readOffer(ld({ '@type': 'Offer', priceSpecification: { '@type': 'UnitPriceSpecification', price: 89, priceCurrency: 'NZD' } })),
    ).toMatchObject({
      price: '89',
      currency: 'NZD',
    });
  });

  it('reads microdata (content attributes or text)', () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Fins</h1>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <span itemprop="priceCurrency" content="AUD">$</span><span itemprop="price" content="189.95">189.95</span>
        <link itemprop="availability" href="https://schema.org/InStock" /></div></div>`;
    expect(readOffer(html)).toEqual({ price: '189.95', currency: 'AUD', availability: 'in_stock', source: 'microdata' });
    const text = '<div itemscope itemtype="http://schema.org/Offer"><span itemprop="price">$1,049.00</span></div>';
    expect(readOffer(text)).toMatchObject({ price: '1049.00', currency: '', availability: 'unknown' });
  });

  it('finds nothing on a page without schema.org offers, and skips broken JSON-LD', () => {
    expect(readOffer('<html><body><p>Only $449 today!</p></body></html>')).toBeNull();
    expect(readOffer('<script type="application/ld+json">{ not json</script>')).toBeNull();
    expect(readOffer(ld({ '@type': 'Product', offers: { '@type': 'Offer', price: 'Call us', priceCurrency: 'AUD' } }))).toMatchObject({
      price: null,
    });
  });
});

describe('price and availability words', () => {
  it.each([
    ['449.00', '449.00'],
    [' 1,199 ', '1199'],
    ['AU$449', '449'],
    ['free', null],
    ['-5', null],
  ])('%s → %s', (input, expected) => expect(priceText(input)).toBe(expected));

  it('maps schema.org availability', () => {
    expect(availabilityOf('http://schema.org/SoldOut')).toBe('out_of_stock');
    expect(availabilityOf('https://schema.org/PreOrder')).toBe('in_stock');
    expect(availabilityOf(undefined)).toBe('unknown');
  });
});
