import { describe, expect, it } from 'vitest';
import { articleDescription, GENERIC_ARTICLE_DESCRIPTION } from './blog-seo';

describe('articleDescription', () => {
  it('uses the excerpt first', () => {
    expect(articleDescription({ excerpt: ' Short excerpt. ', content: 'Long content' })).toBe('Short excerpt.');
  });

  it('falls back to the first 160 characters of the content', () => {
    const content = 'x'.repeat(300);
    expect(articleDescription({ excerpt: '', content })).toBe('x'.repeat(160));
  });

  it('falls back to a generic sentence when both are empty', () => {
    expect(articleDescription({ excerpt: ' ', content: '' })).toBe(GENERIC_ARTICLE_DESCRIPTION);
  });
});
