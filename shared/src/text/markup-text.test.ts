// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutAtWord, EXCERPT_ELLIPSIS, excerptFromContent, markupToPlainText } from './markup-text';

describe(markupToPlainText.name, () => {
  it('strips heading, bullet and bold markers', () => {
    expect(markupToPlainText('## Why Equalise\n### Early\n# Top\n* **Valsalva:** pinch\n* Toynbee')).toBe(
      'Why Equalise Early Top Valsalva: pinch Toynbee',
    );
  });

  it('keeps link text and bare URLs, drops markdown images', () => {
    expect(markupToPlainText('Read [the guide](https://a.example/g) ![Reef](https://a.example/r.jpg) at https://b.example.')).toBe(
      'Read the guide at https://b.example.',
    );
  });

  it('removes raw HTML lines tags, images and scripts, keeping their words', () => {
    const content =
      '<img src="https://a.example/x.jpg" width="600" alt="Reef" />\n<div class="box"><p>Fish &amp; chips</p><p>after<script>alert(1)</script></p></div>\n<p><svg><text>no</text></svg>yes</p>';
    expect(markupToPlainText(content)).toBe('Fish & chips after yes');
  });

  it('collapses every kind of whitespace', () => {
    expect(markupToPlainText('  one\r\n\r\n\ttwo  \n\nthree\u00A0four ')).toBe('one two three four');
  });

  it('leaves a lone double asterisk and text-like tags in markup lines alone', () => {
    expect(markupToPlainText('5 ** 2 is <b>25</b>')).toBe('5 ** 2 is <b>25</b>');
  });

  it('is empty for a body of images only', () => {
    expect(markupToPlainText('![a](https://a.example/a.jpg)\n<img src="https://a.example/b.jpg">\n\n')).toBe('');
  });
});

describe(cutAtWord.name, () => {
  it('keeps text that fits', () => {
    expect(cutAtWord('Short story.', 150)).toBe('Short story.');
    expect(cutAtWord('a'.repeat(150), 150)).toBe('a'.repeat(150));
  });

  it('cuts at the last word boundary and adds the spec\'s "..."', () => {
    expect(EXCERPT_ELLIPSIS).toBe('...');
    expect(cutAtWord('The reef is alive with colour', 20)).toBe('The reef is alive...');
    expect(cutAtWord('The reef is alive with colour', 17)).toBe('The reef is alive...');
  });

  it('drops punctuation the ellipsis replaces', () => {
    expect(cutAtWord('Masks, fins, snorkels and more', 12)).toBe('Masks, fins...');
  });

  it('cuts inside a word only when the first word is too long', () => {
    expect(cutAtWord(`${'b'.repeat(150)}TAIL`, 150)).toBe(`${'b'.repeat(150)}...`);
  });

  it('never splits an emoji', () => {
    expect(cutAtWord(`${'a'.repeat(9)}🐠🐠`, 10)).toBe(`${'a'.repeat(9)}...`);
  });
});

describe(excerptFromContent.name, () => {
  it('describes a body in at most 160 characters of its text plus "..."', () => {
    const content = `## Equalising\n**Equalising** is ${'the most important skill '.repeat(10)}`;
    const excerpt = excerptFromContent(content);
    expect(excerpt.startsWith('Equalising Equalising is the most')).toBe(true);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(160 + 3);
    expect(excerpt).not.toMatch(/[#*<>]/);
    expect(excerpt.slice(0, -3).endsWith(' ')).toBe(false);
  });

  it('takes the length', () => {
    expect(excerptFromContent('one two three four', 9)).toBe('one two...');
  });

  it('returns short bodies whole and empty bodies empty', () => {
    expect(excerptFromContent('Just **this**.')).toBe('Just this.');
    expect(excerptFromContent('  \n ')).toBe('');
  });
});
