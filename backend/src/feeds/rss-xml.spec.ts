import { SaxesParser } from 'saxes';
import { rssXml } from './rss-xml';

function parseStrict(xml: string): { text: string; cdata: string } {
  const parser = new SaxesParser({ xmlns: true });
  const out = { text: '', cdata: '' };
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('text', (t) => (out.text += t));
  parser.on('cdata', (t) => (out.cdata += t));
  parser.write(xml).close();
  return out;
}

describe(rssXml.name, () => {
  it('gives well-formed XML when text and rendered HTML carry characters XML cannot', () => {
    const odd = 'Reef\uFFFE notes\u0008 ]]> \uD800end';
    const xml = rssXml({
      title: 'Blog',
      link: 'https://example.com/blog',
      self: 'https://example.com/rss.xml',
      description: 'Posts',
      items: [
        {
          title: odd,
          link: 'https://example.com/blog/a',
          description: odd,
          contentHtml: `<p>${odd}</p>`,
          category: 'News',
          author: odd,
          published: new Date('2026-01-01T00:00:00Z'),
        },
      ],
    });
    const parsed = parseStrict(xml);
    expect(parsed.text).toContain('Reef notes ]]> end');
    expect(parsed.cdata).toBe('<p>Reef notes ]]> end</p>');
  });
});
