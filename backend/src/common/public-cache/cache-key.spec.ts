import { cacheKey, canonicalPath, requestCacheKey, routePath } from './cache-key';

describe('cache keys', () => {
  it('gives a route filled with its params the key of the address a client sends', () => {
    const route = cacheKey(routePath('/api/reviews/category/:category', { category: 'Masks & Fins' }));
    expect(route).toBe('/api/reviews/category/Masks%20%26%20Fins');
    expect(requestCacheKey('/api/reviews/category/Masks%20%26%20Fins', {})).toBe(route);
    expect(requestCacheKey('/api/reviews/category/Masks%20%26%20fins', {})).not.toBe(route);
  });

  it('writes the query one way: sorted by name, form-encoded, every value in order', () => {
    const key = cacheKey('/api/dive-sites/search', { q: 'shark reef' });
    expect(key).toBe('/api/dive-sites/search?q=shark+reef');
    // As Fastify parses `?q=shark%20reef` and `?q=shark+reef` alike.
    expect(requestCacheKey('/api/dive-sites/search?q=shark%20reef', { q: 'shark reef' })).toBe(key);
    expect(cacheKey('/x', { b: '2', a: ['1', '3'] })).toBe('/x?a=1&a=3&b=2');
    expect(cacheKey('/x', { a: '1' })).not.toBe(cacheKey('/x', { a: ['1', '1'] }));
  });

  it('keeps any parameter of the request in its early key, so an undeclared one never matches a route key', () => {
    expect(requestCacheKey('/api/products?utm_source=x', { utm_source: 'x' })).not.toBe(cacheKey('/api/products'));
  });

  it('answers nothing early for an address that is not valid percent-encoding', () => {
    expect(canonicalPath('/api/articles/slug/%E0%A4%A')).toBeNull();
    expect(requestCacheKey('/api/articles/slug/%ZZ', {})).toBeNull();
    expect(requestCacheKey('/api/dive-sites/search?q=%FF', { q: '%FF' })).toBeNull();
  });

  it('encodes path segments one way', () => {
    expect(canonicalPath('/blog/caf%c3%a9')).toBe('/blog/caf%C3%A9');
    expect(canonicalPath('/blog/café')).toBe('/blog/caf%C3%A9');
    expect(canonicalPath('/shop/7')).toBe('/shop/7');
  });
});
