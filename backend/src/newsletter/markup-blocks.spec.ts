import { blocksToText, parseMarkup } from './markup-blocks';

const SITE = 'https://dive.example';

describe(parseMarkup.name, () => {
  it('reads headings, paragraphs, bullets, bold and links, making site links absolute', () => {
    const sut = parseMarkup(
      'Intro line one\nline two.\n\n## 1. A Mask\n**Buy it.** See [our review](/gear-reviews/x).\n* one\n- two',
      SITE,
    );
    expect(sut).toEqual([
      { type: 'p', runs: [{ text: 'Intro line one line two.' }] },
      { type: 'h2', runs: [{ text: '1. A Mask' }] },
      {
        type: 'p',
        runs: [{ text: 'Buy it.', bold: true }, { text: ' See ' }, { text: 'our review', href: `${SITE}/gear-reviews/x` }, { text: '.' }],
      },
      { type: 'li', runs: [{ text: 'one' }] },
      { type: 'li', runs: [{ text: 'two' }] },
    ]);
  });

  it('keeps images with absolute addresses and drops links that are not http(s)', () => {
    expect(parseMarkup('![Reef](/media/reef.jpg)\n\n[bad](javascript:alert(1))', SITE)).toEqual([
      { type: 'image', src: `${SITE}/media/reef.jpg`, alt: 'Reef' },
      { type: 'p', runs: [{ text: 'bad', href: undefined }, { text: ')' }] },
    ]);
  });

  it('keeps only the text of raw HTML lines', () => {
    expect(parseMarkup('<p>Hello <b>there</b></p>', SITE)).toEqual([{ type: 'p', runs: [{ text: 'Hello there' }] }]);
  });
});

describe(blocksToText.name, () => {
  it('writes links out after their words', () => {
    expect(blocksToText(parseMarkup('## Gear\nSee [shop](/shop).\n* item', SITE))).toBe(`GEAR\n\nSee shop (${SITE}/shop).\n\n- item`);
  });
});
