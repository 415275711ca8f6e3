import { pageRef, pageTitle, refKey, UNKNOWN_PAGE_TITLE } from './page-titles';

describe(pageTitle.name, () => {
  const names = new Map([
    ['article:diving-julian-rocks', 'Diving Julian Rocks'],
    ['review:shearwater-peregrine', 'Shearwater Peregrine'],
    ['product:12', 'Cressi Big Eyes'],
    ['diveSite:7', 'Fish Rock Cave'],
    ['region:sydney', 'Sydney'],
    ['issue:3', 'Autumn at Jervis Bay'],
  ]);

  it('names fixed pages, items by kind and title, and falls back to the path for an item that is gone', () => {
    expect(pageTitle('/', names)).toBe('Home');
    expect(pageTitle('/learn-to-dive', names)).toBe('Learn to Dive');
    expect(pageTitle('/blog/diving-julian-rocks', names)).toBe('Blog: Diving Julian Rocks');
    expect(pageTitle('/gear-reviews/shearwater-peregrine', names)).toBe('Gear review: Shearwater Peregrine');
    expect(pageTitle('/shop/12', names)).toBe('Shop: Cressi Big Eyes');
    expect(pageTitle('/dive-sites/7', names)).toBe('Dive site: Fish Rock Cave');
    expect(pageTitle('/dive-sites/region/sydney', names)).toBe('Dive sites: Sydney');
    expect(pageTitle('/newsletter/issues/3', names)).toBe('Newsletter: Autumn at Jervis Bay');
    expect(pageTitle('/blog/deleted-post', names)).toBe('/blog/deleted-post');
    expect(pageTitle('', names)).toBe(UNKNOWN_PAGE_TITLE);
  });

  it('reads the item a path points at (slugs decoded, ids only as numbers)', () => {
    expect(pageRef('/blog/caf%C3%A9-dives')).toEqual({ kind: 'article', slug: 'café-dives' });
    expect(pageRef('/dive-sites/region/sydney')).toEqual({ kind: 'region', slug: 'sydney' });
    expect(pageRef('/shop/x')).toBeNull();
    expect(pageRef('/about')).toBeNull();
    expect(refKey({ kind: 'diveSite', id: 7 })).toBe('diveSite:7');
  });
});
