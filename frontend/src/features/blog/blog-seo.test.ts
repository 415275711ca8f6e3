import { describe, expect, it } from 'vitest';
import { articleDescription, GENERIC_ARTICLE_DESCRIPTION } from './blog-seo';

describe('articleDescription', () => {
  it('uses the excerpt first', () => {
    expect(articleDescription({ excerpt: ' Short excerpt. ', content: 'Long content' })).toBe('Short excerpt.');
  });

  it('falls back to the first 160 characters of the content plus "..."', () => {
    const content = 'x'.repeat(300);
    expect(articleDescription({ excerpt: '', content })).toBe(`${'x'.repeat(160)}...`);
  });

  it('strips the light markup from the content it falls back to', () => {
    const content = '## Gear\n<img src="https://a.example/x.jpg" width="600" />\nA **good** [mask](https://a.example) fits.';
    expect(articleDescription({ excerpt: '', content })).toBe('Gear A good mask fits.');
  });

  it('falls back to the generic sentence when the content has no words', () => {
    expect(articleDescription({ excerpt: '', content: '![x](https://a.example/x.jpg)' })).toBe(GENERIC_ARTICLE_DESCRIPTION);
  });

  it('falls back to a generic sentence when both are empty', () => {
    expect(articleDescription({ excerpt: ' ', content: '' })).toBe(GENERIC_ARTICLE_DESCRIPTION);
  });
});
