// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LOCAL_IMAGE_NOTICE_TEXT, LOCAL_IMAGE_NOTICE_TITLE, containsLocalImages, isLocalDevUrl, renderMarkup } from './render-markup';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const sut = (content: string, bullets?: boolean) => parse(renderMarkup(content, { bullets }));

describe(renderMarkup.name, () => {
  describe('uploaded photos', () => {
    const photo = '/media/0123456789abcdef-1600x1200/1600.jpg';

    it("offers AVIF, WebP and JPEG widths with the photo's proportions", () => {
      const root = sut(`![Fish Rock](${photo})`);
      const sources = Array.from(root.querySelectorAll('picture > source'));
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      expect(sources[1]?.getAttribute('srcset')).toBe(
        '/media/0123456789abcdef-1600x1200/480.webp 480w, /media/0123456789abcdef-1600x1200/960.webp 960w, /media/0123456789abcdef-1600x1200/1600.webp 1600w',
      );
      const img = root.querySelector('picture > img');
      expect(img).toMatchObject({ alt: 'Fish Rock' });
      expect(img?.getAttribute('src')).toBe('/media/0123456789abcdef-1600x1200/960.jpg');
      expect(img?.getAttribute('srcset')).toContain('/media/0123456789abcdef-1600x1200/480.jpg 480w');
      expect(img?.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
      expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1600', '1200']);
    });

    it('keeps the width the author chose in the editor', () => {
      const img = sut(`<img src="${photo}" alt="Reef" width="300">`).querySelector('picture > img');
      expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['300', '225']);
      expect(img?.getAttribute('sizes')).toBe('(max-width: 300px) 100vw, 300px');
      expect(img?.getAttribute('style')).toContain('max-width:300px');
    });

    it('leaves pasted image addresses as a plain image', () => {
      const root = sut('![Reef](https://cdn.example/media/reef.jpg)');
      expect(root.querySelector('picture')).toBeNull();
      expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/media/reef.jpg');
    });
  });

  describe('headings', () => {
    it('turns "### " into h3 and "## " into h2', () => {
      const root = sut('### Small\n## Medium');
      expect(root.querySelector('h3')?.textContent).toBe('Small');
      expect(root.querySelector('h2')?.textContent).toBe('Medium');
    });

    it('renders "# " as h2 so the page keeps its single h1', () => {
      const root = sut('# Top level');
      expect(root.querySelector('h1')).toBeNull();
      expect(root.querySelector('h2')?.textContent).toBe('Top level');
    });

    it('needs the space after the hashes', () => {
      const root = sut('#hashtag');
      expect(root.querySelector('h2')).toBeNull();
      expect(root.querySelector('p')?.textContent).toBe('#hashtag');
    });
  });

  describe('paragraphs, breaks and bold', () => {
    it('wraps each text line in a paragraph and turns blank lines into breaks', () => {
      const html = renderMarkup('First\n\nSecond');
      expect(html).toBe('<p>First</p><br><p>Second</p>');
    });

    it('makes text between double asterisks bold', () => {
      const root = sut('A **great** mask and **fins**');
      expect(Array.from(root.querySelectorAll('strong')).map((s) => s.textContent)).toEqual(['great', 'fins']);
    });

    it('leaves a lone double asterisk as text', () => {
      expect(sut('5 ** 2').querySelector('strong')).toBeNull();
      expect(sut('5 ** 2').textContent).toBe('5 ** 2');
    });

    it('escapes plain text', () => {
      const root = sut('Use <b>tags</b> & "quotes"');
      expect(root.querySelector('b')).toBeNull();
      expect(root.querySelector('p')?.textContent).toBe('Use <b>tags</b> & "quotes"');
    });
  });

  describe('links', () => {
    it('turns markdown links into new-tab links', () => {
      const link = sut('See [PADI](https://www.padi.com/courses) now').querySelector('a');
      expect(link?.getAttribute('href')).toBe('https://www.padi.com/courses');
      expect(link?.textContent).toBe('PADI');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('links bare URLs without swallowing trailing punctuation', () => {
      const root = sut('Book at https://example.com/book?a=1&b=2. Thanks');
      const link = root.querySelector('a');
      expect(link?.getAttribute('href')).toBe('https://example.com/book?a=1&b=2');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(root.textContent).toBe('Book at https://example.com/book?a=1&b=2. Thanks');
    });

    it('keeps a balanced closing parenthesis inside a bare URL', () => {
      const link = sut('https://en.wikipedia.org/wiki/Manta_(genus)').querySelector('a');
      expect(link?.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Manta_(genus)');
    });

    it('does not double-link a URL used inside a markdown link', () => {
      const root = sut('[https://a.example](https://a.example)');
      expect(root.querySelectorAll('a')).toHaveLength(1);
      expect(root.querySelector('a a')).toBeNull();
    });

    it('does not link URLs inside raw HTML attributes', () => {
      const root = sut('<p class="x"><img src="https://cdn.example/a.jpg" alt="a"></p>');
      expect(root.querySelectorAll('a')).toHaveLength(0);
      expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.jpg');
    });

    it('links a bold URL without the closing tag in the href', () => {
      const link = sut('**https://example.com**').querySelector('strong a');
      expect(link?.getAttribute('href')).toBe('https://example.com');
    });

    it('gives raw HTML links a new tab too', () => {
      const link = sut('<p><a href="https://example.com">x</a></p>').querySelector('a');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  describe('bullets', () => {
    it('groups consecutive "* " lines into one list by default', () => {
      const root = sut('* one\n* **two**\nafter\n* three');
      const lists = root.querySelectorAll('ul');
      expect(lists).toHaveLength(2);
      expect(Array.from(lists[0]?.querySelectorAll('li') ?? []).map((li) => li.textContent)).toEqual(['one', 'two']);
      expect(lists[0]?.querySelector('strong')?.textContent).toBe('two');
      expect(lists[1]?.querySelectorAll('li')).toHaveLength(1);
    });

    it('leaves "* " lines as paragraphs when bullets are off', () => {
      const root = sut('* one', false);
      expect(root.querySelector('ul')).toBeNull();
      expect(root.querySelector('p')?.textContent).toBe('* one');
    });
  });

  describe('images', () => {
    it('inserts raw img lines at full width', () => {
      const img = sut('<img src="https://cdn.example/reef.jpg" alt="Reef" width="600">').querySelector('img');
      expect(img?.getAttribute('alt')).toBe('Reef');
      expect(img?.style.width).toBe('100%');
      expect(img?.style.height).toBe('auto');
      expect(img?.style.margin).not.toBe('');
    });

    it('keeps raw div and p lines, across several lines, without the author classes', () => {
      const root = sut('<div class="gallery">\n<p class="caption">Caption</p>\n</div>');
      expect(root.querySelector('div > p')?.textContent).toBe('Caption');
      expect(root.querySelector('[class]')).toBeNull();
    });

    it('turns markdown images into full-width images', () => {
      const img = sut('![Grey nurse shark](https://images.example/shark.jpg)').querySelector('img');
      expect(img?.getAttribute('src')).toBe('https://images.example/shark.jpg');
      expect(img?.getAttribute('alt')).toBe('Grey nurse shark');
      expect(img?.style.width).toBe('100%');
    });

    it.each([
      '<img src="http://localhost:5173/uploads/a.png">',
      '<img src="http://127.0.0.1:3000/a.png">',
      '<img src="file:///C:/Users/me/a.png">',
      '<img src="blob:http://localhost:5173/5e1b">',
      '<img src="http://192.168.1.20/a.png">',
      '![alt](http://my-mac.local/a.png)',
      '![alt](localhost:5000/a.png)',
    ])('replaces the local image in %s with the notice', (content) => {
      const root = sut(content);
      expect(root.querySelector('img')).toBeNull();
      expect(root.textContent).toContain(LOCAL_IMAGE_NOTICE_TITLE);
      expect(root.textContent).toContain(LOCAL_IMAGE_NOTICE_TEXT);
    });

    it('keeps data:image sources but drops other data: sources', () => {
      expect(sut('<img src="data:image/png;base64,iVBORw0KGgo=">').querySelector('img')).not.toBeNull();
      expect(sut('<img src="data:text/html;base64,PHNjcmlwdD4=">').querySelector('img')).toBeNull();
    });
  });

  describe('XSS', () => {
    // Text such as "javascript:" may legitimately show as words; only markup and attributes can execute.
    const dangerousTag = /<(?:script|style|iframe|object|embed|svg|math|form|base|meta|link)\b/i;
    const dangerousValue = /javascript:|vbscript:|expression\(|^data:(?!image\/)/i;

    it.each([
      ['script tag', '<script>alert(1)</script>'],
      ['script inside a raw div', '<div><script>alert(1)</script></div>'],
      ['img onerror', '<img src="x" onerror="alert(1)">'],
      ['p onclick', '<p onclick="alert(1)">hi</p>'],
      ['javascript: href in raw HTML', '<p><a href="javascript:alert(1)">x</a></p>'],
      ['svg onload', '<div><svg onload="alert(1)"></svg></div>'],
      ['iframe', '<div><iframe src="https://evil.example"></iframe></div>'],
      ['object', '<div><object data="https://evil.example/x.swf"></object></div>'],
      ['style element', '<div><style>body{display:none}</style></div>'],
      ['javascript: in a markdown link', '[click](javascript:alert(1))'],
      ['JaVaScRiPt: with mixed case', '[click](JaVaScRiPt:alert(1))'],
      ['data: html in a markdown link', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
      ['entity-encoded javascript in raw HTML', '<p><a href="&#106;avascript:alert(1)">x</a></p>'],
      ['entity-encoded javascript in markdown', '[x](&#106;avascript:alert(1))'],
      ['tab-split javascript', '<p><a href="java\tscript:alert(1)">x</a></p>'],
      ['style with expression', '<div style="width: expression(alert(1))">x</div>'],
      ['javascript: img src', '<img src="javascript:alert(1)">'],
      ['quote breaking out of a markdown link', '[x](https://a.example/"onmouseover="alert(1))'],
      ['quote breaking out of a bare URL', 'https://a.example/"onmouseover="alert(1)'],
      ['markdown image onerror', '![x" onerror="alert(1)](https://a.example/x.png)'],
    ])('%s leaves nothing executable', (_name, payload) => {
      const html = renderMarkup(payload);
      expect(html).not.toMatch(dangerousTag);
      const attributes = Array.from(parse(html).querySelectorAll('*')).flatMap((el) => Array.from(el.attributes));
      for (const attr of attributes) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.value.replace(/\s/g, '')).not.toMatch(dangerousValue);
      }
    });

    it('strips author style attributes', () => {
      const div = sut('<div style="position:fixed;inset:0">x</div>').querySelector('div');
      expect(div?.getAttribute('style')).toBeNull();
    });

    it('renders the rejected markdown link as text', () => {
      const root = sut('[click](javascript:alert(1))');
      expect(root.querySelector('a')).toBeNull();
      expect(root.textContent).toContain('[click]');
    });
  });
});

describe(isLocalDevUrl.name, () => {
  it.each([
    'http://localhost:5173/a.png',
    'https://LOCALHOST/a.png',
    'http://127.0.0.1/a.png',
    'http://0.0.0.0:8080/a.png',
    'http://[::1]/a.png',
    'http://diving.local/a.png',
    'http://192.168.0.12/a.png',
    'http://10.1.2.3/a.png',
    'http://172.20.0.5/a.png',
    'file:///Users/me/a.png',
    'blob:https://example.com/123',
    'localhost:3000/a.png',
  ])('flags %s', (url) => {
    expect(isLocalDevUrl(url)).toBe(true);
  });

  it.each([
    'https://res.cloudinary.com/demo/image/upload/a.jpg',
    'https://m.media-amazon.com/images/I/a.jpg',
    '/images/reef.jpg',
    'https://localhost.example.com/a.png',
    'https://my10.example.com/a.png',
    'http://172.32.0.1/a.png',
    '',
  ])('accepts %s', (url) => {
    expect(isLocalDevUrl(url)).toBe(false);
  });
});

describe(containsLocalImages.name, () => {
  it('finds local raw and markdown images', () => {
    expect(containsLocalImages('Intro\n<img width="600" src="http://localhost:5173/a.png">')).toBe(true);
    expect(containsLocalImages("<img src='blob:http://x/1'>")).toBe(true);
    expect(containsLocalImages('![a](http://127.0.0.1/a.png)')).toBe(true);
  });

  it('ignores public images and local links that are not images', () => {
    expect(containsLocalImages('<img src="https://cdn.example/a.png">\n![a](https://cdn.example/b.png)')).toBe(false);
    expect(containsLocalImages('[dev server](http://localhost:5173)')).toBe(false);
  });
});

describe('renderMarkup with seller links', () => {
  const links = new Map([['https://seller.example.com/mask?aff=ddu', '/go/7?from=article-body&page=%2Fblog%2Fx']]);

  it('points a link to a product seller at its counted /go/ link, marked sponsored', () => {
    const html = renderMarkup('Buy [the mask](https://seller.example.com/mask?aff=ddu) here.', { affiliateLinks: links });
    expect(html).toBe(
      '<p>Buy <a href="/go/7?from=article-body&amp;page=%2Fblog%2Fx" target="_blank" rel="sponsored noopener noreferrer">the mask</a> here.</p>',
    );
  });

  it('does the same for bare URLs and raw <a> lines, and leaves other links alone', () => {
    const html = renderMarkup(
      'See https://seller.example.com/mask?aff=ddu.\n<p><a href="https://seller.example.com/mask?aff=ddu">raw</a> <a href="https://other.example.com/">other</a></p>',
      { affiliateLinks: links },
    );
    expect(html.match(/href="\/go\/7\?/g)).toHaveLength(2);
    expect(html).toContain('<a href="https://other.example.com/" target="_blank" rel="noopener noreferrer">other</a>');
    expect(html).toContain('>https://seller.example.com/mask?aff=ddu</a>.');
  });

  it('renders seller links as they are without a map', () => {
    expect(renderMarkup('[m](https://seller.example.com/mask?aff=ddu)')).toContain('href="https://seller.example.com/mask?aff=ddu"');
  });
});
