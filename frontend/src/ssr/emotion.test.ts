import { describe, expect, it } from 'vitest';
import { createStyleCache } from './emotion';

describe(createStyleCache.name, () => {
  it("takes every style the server named as already on the page, and leaves the server's tag where it is", () => {
    document.head.innerHTML =
      '<meta name="first"><style data-server-styles="css abc123 def456">.css-abc123{color:red}.css-def456{color:blue}</style>';
    const tag = document.head.querySelector('style');
    const cache = createStyleCache();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(document.head.firstElementChild?.getAttribute('name')).toBe('first');
    expect(document.head.querySelector('style')).toBe(tag);
  });

  it("ignores another key's styles and starts empty on a page the server did not render", () => {
    document.head.innerHTML = '<style data-server-styles="other abc123">.other-abc123{}</style>';
    expect(createStyleCache().inserted).toEqual({});
    document.head.innerHTML = '';
    expect(createStyleCache().inserted).toEqual({});
  });
});
