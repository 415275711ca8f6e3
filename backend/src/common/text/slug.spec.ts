import { defaultExcerpt, slugify } from './slug';

describe(slugify.name, () => {
  it('lower-cases, drops punctuation and joins words with hyphens', () => {
    expect(slugify("Australia's Best Wreck Dives!")).toBe('australias-best-wreck-dives');
  });

  it('keeps accented letters as their plain form and collapses repeated separators', () => {
    expect(slugify('  Café -- Dives  ')).toBe('cafe-dives');
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('');
  });

  it.each([
    ['  Café   Reef -- Guide ', 'cafe-reef-guide'],
    ['Masks & Fins: 2025', 'masks-fins-2025'],
  ])('turns %p into %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe(defaultExcerpt.name, () => {
  it('cuts long content at 150 characters and adds an ellipsis', () => {
    const content = 'a'.repeat(200);
    expect(defaultExcerpt(content)).toBe(`${'a'.repeat(150)}...`);
  });

  it('keeps short content whole', () => {
    expect(defaultExcerpt('  Short and sweet.  ')).toBe('Short and sweet.');
  });
});
