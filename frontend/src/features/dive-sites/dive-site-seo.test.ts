import { describe, expect, it } from 'vitest';
import { diveSiteMetaDescription, diveSitePlaceJsonLd, diveSiteTitle, serialiseJsonLd } from './dive-site-seo';

const site = {
  id: 12,
  name: 'Bare Island',
  region: 'Sydney',
  description: 'Shore dive under the bridge to Bare Island.',
  latitude: '-33.99160000',
  longitude: '151.23110000',
  imageUrl: null,
};

describe(diveSiteTitle.name, () => {
  it('names the site, region and brand', () => {
    expect(diveSiteTitle(site)).toBe('Bare Island, Sydney – Dive Site Guide | Dive Down Under');
  });
});

describe(diveSiteMetaDescription.name, () => {
  it('uses the description, cut to 160 characters', () => {
    expect(diveSiteMetaDescription(site)).toBe(site.description);
    expect(diveSiteMetaDescription({ ...site, description: 'x'.repeat(300) })).toHaveLength(160);
    const words = diveSiteMetaDescription({ ...site, description: 'A boat dive with a greatest depth of 18.5 m. '.repeat(6) });
    expect(words.length).toBeLessThanOrEqual(160);
    expect(words).toMatch(/[a-z]…$/);
  });

  it('falls back to a sentence when there is no description', () => {
    expect(diveSiteMetaDescription({ ...site, description: ' ' })).toMatch(/^Bare Island: dive-site guide for Sydney/);
  });
});

describe(diveSitePlaceJsonLd.name, () => {
  it('describes a Place with numeric geo coordinates', () => {
    expect(diveSitePlaceJsonLd(site, 'https://example.com/dive-sites/12')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Bare Island',
      description: site.description,
      url: 'https://example.com/dive-sites/12',
      address: { '@type': 'PostalAddress', addressRegion: 'Sydney', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -33.9916, longitude: 151.2311 },
    });
  });

  it('leaves geo out for unusable coordinates and adds the image when there is one', () => {
    const data = diveSitePlaceJsonLd({ ...site, latitude: 'n/a', imageUrl: 'https://img.example/x.jpg' }, 'u');
    expect(data.geo).toBeUndefined();
    expect(data.image).toBe('https://img.example/x.jpg');
  });
});

describe(serialiseJsonLd.name, () => {
  it('cannot close the script tag', () => {
    const json = serialiseJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
