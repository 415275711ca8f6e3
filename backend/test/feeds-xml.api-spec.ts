import { SaxesParser } from 'saxes';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

/** Parses with a strict XML 1.0 parser; throws on the first error (a forbidden character included). */
function strictXmlText(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.write(xml).close();
  return text;
}

describe('Feeds and XML answers', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('drops characters XML cannot carry from text and CDATA alike, and keeps "]]>" inside its section', async () => {
    const pasted = 'Reef\uFFFE notes\u0008 ]]> end';
    const created = await sut.inject({
      method: 'POST',
      url: '/api/articles',
      cookies,
      payload: {
        title: `Odd ${pasted}`,
        author: `Sam ${pasted}`,
        content: `Body ${pasted}\n\nSecond ]]> paragraph \uFFFF done`,
        category: 'News',
        imageUrl: 'https://images.example.com.au/news.jpg',
        published: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const feed = await sut.inject({ method: 'GET', url: '/rss.xml' });
    expect(feed.statusCode).toBe(200);
    const text = strictXmlText(feed.body);
    expect(text).toContain('Sam Reef notes ]]> end');
    expect(text).toContain('Odd Reef notes ]]> end');
    expect(text).toContain('Second ]]> paragraph  done');
    for (const forbidden of ['\uFFFE', '\uFFFF', '\u0008']) expect(feed.body).not.toContain(forbidden);
    const sitemap = await sut.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(() => strictXmlText(sitemap.body)).not.toThrow();
  });

  it("renders bodies with the site's markup renderer, with no frontend build in sight", async () => {
    // The test app points FRONTEND_DIST at a folder that does not exist: the feed must not care.
    const created = await sut.inject({
      method: 'POST',
      url: '/api/articles',
      cookies,
      payload: {
        title: 'Markup in the feed',
        author: 'Sam',
        content: '## Before you go\n* Check the **tide**\n* Read [the guide](/blog/tides)',
        category: 'News',
        imageUrl: 'https://images.example.com.au/news.jpg',
        published: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const feed = await sut.inject({ method: 'GET', url: '/rss.xml' });
    const html = strictXmlText(feed.body);
    const link = `<a href="${sut.config.publicUrl}/blog/tides" target="_blank" rel="noopener noreferrer">the guide</a>`;
    expect(html).toContain(`<h2>Before you go</h2><ul><li>Check the <strong>tide</strong></li><li>Read ${link}</li></ul>`);
  });
});
