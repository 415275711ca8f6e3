/** The one test of the slug and excerpt rules the API and the admin form share (`@ddu/shared/text/slug`). */
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, defaultExcerpt, slugify } from './slug';

describe(slugify.name, () => {
  it.each([
    ['Top 10 Dive Sites in Australia', 'top-10-dive-sites-in-australia'],
    ["Australia's Best Wreck Dives!", 'australias-best-wreck-dives'],
    ['Masks & Fins: A Buyer’s Guide (2025)', 'masks-fins-a-buyers-guide-2025'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['Already-hyphenated -- title', 'already-hyphenated-title'],
    ['-Dash edges-', 'dash-edges'],
    ['Café Reef Déjà Vu', 'cafe-reef-deja-vu'],
    ['!!!', ''],
    ['', ''],
  ])('%s → %s', (title, expected) => {
    expect(slugify(title)).toBe(expected);
  });
});

describe(defaultExcerpt.name, () => {
  it('uses the whole content when it is 150 characters or fewer', () => {
    expect(defaultExcerpt('Short story.')).toBe('Short story.');
    expect(defaultExcerpt('a'.repeat(EXCERPT_LENGTH))).toBe('a'.repeat(150));
  });

  it('cuts longer content to 150 characters plus "..."', () => {
    const excerpt = defaultExcerpt(`${'b'.repeat(150)}TAIL`);
    expect(excerpt).toBe(`${'b'.repeat(150)}...`);
    expect(excerpt).toHaveLength(153);
  });

  it('cuts at a word boundary', () => {
    const excerpt = defaultExcerpt(`${'word '.repeat(40)}end`);
    expect(excerpt).toBe(`${'word '.repeat(29)}word...`);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 3);
  });

  it('saves the text of the body, not its markup', () => {
    expect(defaultExcerpt('## Heading\n<img src="https://a.example/x.jpg" width="600" />\n* **Bold** [link](https://a.example)')).toBe(
      'Heading Bold link',
    );
  });

  it('is empty for empty content', () => {
    expect(defaultExcerpt('')).toBe('');
    expect(defaultExcerpt('   \n ')).toBe('');
  });
});
