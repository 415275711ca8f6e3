import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncateText } from './truncate-text';

describe(truncateText.name, () => {
  it('leaves a text that fits as it is (spaces collapsed)', () => {
    expect(truncateText('Calm bay,  easy entry.', 40)).toBe('Calm bay, easy entry.');
    expect(truncateText('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(truncateText('', 10)).toBe('');
    expect(truncateText(null, 10)).toBe('');
    expect(truncateText(undefined, 10)).toBe('');
  });

  it('never cuts inside a number, nor leaves a number parted from its unit', () => {
    const text = 'A reef off Byron Bay; the greatest depth reported is 6.9 m and the nearest guide is Julian Rocks.';
    for (let max = 20; max < text.length; max += 1) {
      const cut = truncateText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith(ELLIPSIS)).toBe(true);
      expect(cut).not.toMatch(/\d…$/);
      expect(cut).not.toMatch(/\d\.…$|\b6…|is 6\.…/);
    }
    expect(truncateText(text, 58)).toBe('A reef off Byron Bay; the greatest depth reported is…');
    expect(truncateText(text, 60)).toBe('A reef off Byron Bay; the greatest depth reported is 6.9 m…');
  });

  it('never cuts inside a word, and the ellipsis takes the place of trailing punctuation', () => {
    const text = 'Grey nurse sharks, wobbegongs and turtles live here all year round.';
    for (let max = 5; max < text.length; max += 1) {
      const cut = truncateText(text, max);
      const kept = cut.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      expect([' ', ',']).toContain(text[kept.length]);
    }
    expect(truncateText(text, 20)).toBe('Grey nurse sharks…');
    expect(truncateText(text, 30)).toBe('Grey nurse sharks, wobbegongs…');
  });

  it('cuts a single word longer than the room where it must', () => {
    expect(truncateText('Supercalifragilistic', 8)).toBe('Superca…');
  });
});
