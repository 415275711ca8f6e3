// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl, renderMarkup } from './render-markup';

/** The markup rules ("author markup with a fixed reach") and the shape of the output. */

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

/**
 * The browser reads the string into exactly the tree it describes (nothing closed, moved or
 * re-nested by the parser) and writes it back unchanged: the server's HTML and the client's
 * render are then the same DOM.
 */
function expectParserStable(html: string): void {
  expect(parse(html).innerHTML).toBe(html);
}

const render = (content: string) => {
  const html = renderMarkup(content);
  expectParserStable(html);
  return html;
};
const sut = (content: string) => parse(render(content));

describe('author markup with a fixed reach', () => {
  describe('class, id and style', () => {
    it('drops them from raw div, p and img lines', () => {
      expect(render('<div class="MuiBackdrop-root" id="overlay" style="position:fixed;inset:0">Hi</div>')).toBe('<div>Hi</div>');
      expect(render('<p class="MuiModal-root" style="z-index:9999" id=x>Text</p>')).toBe('<p>Text</p>');
      const img = sut('<img class="MuiBackdrop-root" id="i" style="position:fixed" src="https://cdn.example/a.jpg" alt="A">').querySelector(
        'img',
      );
      expect(img?.getAttribute('class')).toBeNull();
      expect(img?.getAttribute('id')).toBeNull();
      expect(img?.getAttribute('style')).not.toContain('fixed');
    });

    it('drops them from nested tags too', () => {
      const root = sut('<div><span class="x" style="color:red">a</span><a class="y" id="z" href="https://a.example">b</a></div>');
      expect(root.querySelector('[class], [id]')).toBeNull();
      expect(root.querySelector('span')?.getAttribute('style')).toBeNull();
    });

    it('keeps only the renderer its own class, on the local-image notice', () => {
      const classes = Array.from(sut('<img src="http://localhost:5173/a.png">').querySelectorAll('[class]')).map((el) => el.className);
      expect(classes).toEqual(['markup-image-notice']);
    });
  });

  describe('links', () => {
    it.each([
      ['/\\evil.example/path'],
      ['//evil.example/path'],
      ['///evil.example'],
      ['/\\/evil.example'],
      ['\\\\evil.example'],
      ['javascript:alert(1)'],
      ['data:text/html;base64,PHNjcmlwdD4='],
      ['vbscript:msgbox(1)'],
      ['tel:+61200000000'],
      ['#top'],
      ['evil.example/path'],
    ])('[x](%s) is not a link', (url) => {
      const root = sut(`See [x](${url}) here`);
      expect(root.querySelector('a')).toBeNull();
      expect(root.textContent).toBe(`See [x](${url}) here`);
    });

    it.each([
      ['/\\evil.example/path'],
      ['//evil.example/path'],
      ['/&#9;/evil.example'],
      ['/&#92;evil.example'],
      [' //evil.example'],
      ['javascript:alert(1)'],
      ['&#106;avascript:alert(1)'],
      ['jav&#x09;ascript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
    ])('a raw <a href="%s"> keeps its text but not its link', (href) => {
      const root = sut(`<p><a href="${href}">x</a></p>`);
      expect(root.querySelector('a')).toBeNull();
      expect(root.querySelector('p')?.textContent).toBe('x');
    });

    it.each([
      ['/dive-sites', '/dive-sites'],
      ['/', '/'],
      ['/blog/first-dive?ref=1#tips', '/blog/first-dive?ref=1#tips'],
      ['https://www.padi.com', 'https://www.padi.com'],
      ['HTTP://example.com/a', 'HTTP://example.com/a'],
      ['mailto:hello@divedownunder.example', 'mailto:hello@divedownunder.example'],
    ])('[x](%s) links to %s in a new tab', (url, href) => {
      const link = sut(`[x](${url})`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('accepts the same site paths in raw HTML', () => {
      expect(render('<p><a href="/gear-reviews" title="Reviews">Reviews</a></p>')).toBe(
        '<p><a href="/gear-reviews" title="Reviews" target="_blank" rel="noopener noreferrer">Reviews</a></p>',
      );
    });

    it('never nests a link in a link', () => {
      const root = sut('<p><a href="https://a.example">open\n[inner](https://b.example) and https://c.example\n</p>');
      expect(root.querySelectorAll('a')).toHaveLength(1);
      expect(root.textContent).toContain('inner and https://c.example');
      expect(sut('<p><a href="https://a.example">x<a href="https://b.example">y</a></a></p>').querySelectorAll('a')).toHaveLength(1);
    });
  });

  describe('event handlers and dangerous elements', () => {
    it.each([
      '<img src="https://x.example/a.png" onerror="alert(1)">',
      '<img src=https://x.example/a.png onerror=alert(1)>',
      '<img src="https://x.example/a.png"/onerror=alert(1)>',
      '<div onmouseover="alert(1)" ONCLICK="alert(1)">x</div>',
      '<p/onclick=alert(1)>x</p>',
      '<div><a href="https://a.example" onfocus="alert(1)" autofocus>x</a></div>',
      '<div><button onclick="alert(1)">x</button></div>',
      '<div><svg><animate onbegin="alert(1)"/></svg></div>',
      '<div><math><mtext><img src=x onerror=alert(1)></mtext></math></div>',
      '<div><iframe srcdoc="<script>alert(1)</script>"></iframe></div>',
      '<div><form action="javascript:alert(1)"><input type="submit"></form></div>',
      '<div><object data="javascript:alert(1)"></object></div>',
      '<div><embed src="javascript:alert(1)"></div>',
      '<div><base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"></div>',
      '<div><script>alert(1)</script><style>*{display:none}</style></div>',
      '<div><SCRIPT SRC=https://evil.example/x.js></SCRIPT></div>',
      '<p><!-- <img src=x onerror=alert(1)> --></p>',
      '<div><template><img src=x onerror=alert(1)></template></div>',
    ])('%s leaves no handler, script or foreign element', (payload) => {
      const html = render(payload);
      expect(html).not.toMatch(/<(?:script|style|svg|math|iframe|object|embed|form|input|button|base|meta|template)\b/i);
      expect(html).not.toMatch(/\son[a-z]*=/i);
      expect(html.toLowerCase()).not.toContain('javascript:');
    });

    it('keeps the text around dropped elements', () => {
      expect(render('<div>before<script>alert(1)</script>after</div>')).toBe('<div>beforeafter</div>');
      expect(render('<div><font color="red">red</font> <marquee>words</marquee></div>')).toBe('<div>red words</div>');
    });
  });

  describe('unclosed, unbalanced and nested tags', () => {
    it('closes what the content leaves open', () => {
      expect(render('<div><p><strong>bold')).toBe('<div><p><strong>bold</strong></p></div>');
      expect(render('<div>\nText inside')).toBe('<div><p>Text inside</p></div>');
    });

    it('drops closing tags that match nothing', () => {
      expect(render('</div></p>')).toBe('');
      expect(render('<p>x</span></p></p>')).toBe('<p>x</p>');
    });

    it('closes misnested tags in order', () => {
      expect(render('<p><b><i>x</b>y</i></p>')).toBe('<p><b><i>x</i></b>y</p>');
    });

    it('keeps blocks out of paragraphs and inline elements', () => {
      expect(render('<p>a<div>b</div></p>')).toBe('<p>a</p><div>b</div>');
      expect(render('<p>a<p>b</p>')).toBe('<p>a</p><p>b</p>');
      expect(render('<div><span>a<div>b</div></span></div>')).toBe('<div><span>a</span><div>b</div></div>');
      expect(render('<p>Intro\n## Heading')).toBe('<p>Intro</p><h2>Heading</h2>');
    });

    it('joins plain lines to an open paragraph on new lines', () => {
      expect(render('<p class="caption">\nFirst\nSecond\n</p>')).toBe('<p>First<br>Second</p>');
    });

    it('lets an open div hold the markup lines that follow', () => {
      const root = sut('<div>\n## Gear\n* Mask\n* Fins\n**Tip:** rinse\n</div>\nAfter');
      const div = root.querySelector('div');
      expect(div?.querySelector('h2')?.textContent).toBe('Gear');
      expect(div?.querySelectorAll('li')).toHaveLength(2);
      expect(div?.querySelector('p strong')?.textContent).toBe('Tip:');
      expect(root.lastElementChild?.textContent).toBe('After');
    });

    it('keeps list items inside lists only', () => {
      expect(render('<div><ul><li>a<li>b</ul></div>')).toBe('<div><ul><li>a</li><li>b</li></ul></div>');
      expect(render('<div><li>loose</li></div>')).toBe('<div>loose</div>');
      expect(render('<div><ul>text</ul></div>')).toBe('<div><ul></ul>text</div>');
    });

    it('keeps nested allowed tags', () => {
      expect(render('<div><blockquote><p><em>Wow</em> <u>u</u></p></blockquote></div>')).toBe(
        '<div><blockquote><p><em>Wow</em> <u>u</u></p></blockquote></div>',
      );
      expect(render('<div><figure><img src="/images/a.jpg" alt="A"><figcaption>Cap</figcaption></figure></div>')).toContain(
        '<figcaption>Cap</figcaption></figure></div>',
      );
    });

    it('bounds the nesting depth', () => {
      const html = render(`<div>${'<div>'.repeat(100)}deep`);
      expect(html.match(/<div>/g)?.length).toBeLessThanOrEqual(24);
      expect(parse(html).textContent).toBe('deep');
    });

    it('nests bold around links, in either order', () => {
      expect(render('**see [x](https://a.example)**')).toBe(
        '<p><strong>see <a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a></strong></p>',
      );
      const root = sut('**a [b** c](https://a.example) d');
      expect(root.textContent).toBe('a b c d');
      expect(root.querySelector('a')?.textContent).toBe('b c');
      expect(Array.from(root.querySelectorAll('strong')).map((s) => s.textContent)).toEqual(['a ', 'b']);
      expect(sut('**x ![a**b](https://a.example/i.png) y**').querySelectorAll('img')).toHaveLength(1);
    });
  });

  describe('entities', () => {
    it('decodes references in raw HTML text and escapes the result', () => {
      const root = sut('<p>Fish &amp; chips &lt;3 &copy; &mdash; &#x1F420; &#8217;</p>');
      expect(root.textContent).toBe('Fish & chips <3 © — 🐠 ’');
    });

    it('never turns encoded tags into tags', () => {
      const html = render('<p>&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;</p>');
      expect(parse(html).querySelector('script, img')).toBeNull();
      expect(parse(html).textContent).toBe('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    });

    it('leaves unknown references as written', () => {
      expect(sut('<p>&bogus; &amp</p>').textContent).toBe('&bogus; &amp');
    });

    it('shows markup lines as typed (no entity decoding outside raw HTML)', () => {
      expect(sut('AT&amp;T & co').textContent).toBe('AT&amp;T & co');
    });

    it('writes a non-breaking space the way browsers do', () => {
      expect(render('<p>a&nbsp;b</p>')).toBe('<p>a&nbsp;b</p>');
    });
  });

  describe('image width chosen in the editor', () => {
    it.each([300, 600, 800, 1200])('caps an image inserted at %ipx to that width', (width) => {
      const img = sut(`<img src="https://cdn.example/reef.jpg" alt="Reef" width="${width}" />`).querySelector('img');
      expect(img?.style.maxWidth).toBe(`${width}px`);
      expect(img?.style.width).toBe('100%');
      expect(img?.getAttribute('width')).toBe(String(width));
    });

    it('keeps images without a usable width at full width', () => {
      for (const content of [
        '<img src="https://cdn.example/a.jpg">',
        '<img src="https://cdn.example/a.jpg" width="100%">',
        '![a](https://cdn.example/a.jpg)',
      ]) {
        const img = sut(content).querySelector('img');
        expect(img?.style.maxWidth).toBe('');
        expect(img?.style.width).toBe('100%');
        expect(img?.getAttribute('width')).toBeNull();
      }
    });

    it('keeps a height only beside a width', () => {
      const img = sut('<img src="https://cdn.example/a.jpg" width="600" height="400">').querySelector('img');
      expect(img?.getAttribute('height')).toBe('400');
    });
  });

  it('gives the same string every time and for every equivalent newline', () => {
    const content = '## T\r\n<div class="x">\r\n**b** https://a.example\r\n</div>';
    expect(renderMarkup(content)).toBe(renderMarkup(content.replace(/\r\n/g, '\n')));
    expect(renderMarkup(content)).toBe(renderMarkup(content));
  });
});

// A seeded generator, so a failure reproduces.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const PIECES = [
  '<',
  '>',
  '</',
  '/>',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  '\t',
  '&',
  ';',
  '#',
  '*',
  '**',
  '* ',
  '## ',
  '[',
  ']',
  '(',
  ')',
  '![',
  '<div',
  '<p',
  '<img',
  '<a',
  '<span',
  '<ul',
  '<li',
  '<b',
  '<strong',
  '<script',
  '<svg',
  '<iframe',
  '<style',
  '</div>',
  '</p>',
  '</a>',
  '</li>',
  '</ul>',
  '</script>',
  ' href=',
  ' src=',
  ' onerror=',
  ' onclick=',
  ' class=',
  ' style=',
  ' id=',
  ' width=',
  'javascript:',
  'JaVaScRiPt:',
  'data:text/html,',
  'data:image/png,',
  'https://a.example/',
  'http://localhost:5173/x.png',
  '/\\',
  '//',
  '/path',
  'mailto:a@b.example',
  '&#106;',
  '&#x6A;',
  '&amp;',
  '&lt;',
  'alert(1)',
  'text',
  ' words ',
  '<!--',
  '-->',
  '\u00A0',
  '\u0000',
  '\n<div>',
  '\n<p>',
  '\n<img src=',
  '\n</div>',
  '<h2>',
  '<em>',
  '<ol>',
  '<blockquote>',
  '<figure>',
  '</b>',
  '</strong>',
  '</span>',
  '<br>',
];
const ALLOWED_ELEMENTS = new Set([
  'H2',
  'H3',
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'A',
  'UL',
  'OL',
  'LI',
  'IMG',
  'DIV',
  'SPAN',
  'FIGURE',
  'FIGCAPTION',
  'BLOCKQUOTE',
]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  A: ['href', 'title', 'target', 'rel'],
  IMG: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'style'],
};

// More runs or another seed: MARKUP_FUZZ_RUNS=30000 MARKUP_FUZZ_SEED=7 npx vitest run <this file>
const RUNS = Number(import.meta.env.MARKUP_FUZZ_RUNS ?? 1000);
const SEED = Number(import.meta.env.MARKUP_FUZZ_SEED ?? 20261123);

describe('generated input', () => {
  it('always renders parser-stable HTML with only whitelisted elements, attributes and URLs', () => {
    const next = random(SEED);
    for (let run = 0; run < RUNS; run += 1) {
      const length = 1 + Math.floor(next() * 16);
      let content = '';
      for (let i = 0; i < length; i += 1) content += PIECES[Math.floor(next() * PIECES.length)];
      if (next() < 0.5) content = `<div>${content}`;

      const html = renderMarkup(content);
      expect(renderMarkup(content), content).toBe(html);
      expect(parse(html).innerHTML, content).toBe(html);
      expect(html, content).not.toMatch(/<script/i);
      for (const el of Array.from(parse(html).querySelectorAll('*'))) {
        const notice = el.closest('.markup-image-notice') !== null;
        expect(ALLOWED_ELEMENTS.has(el.tagName), `${el.tagName} from ${JSON.stringify(content)}`).toBe(true);
        for (const attr of Array.from(el.attributes)) {
          const allowed = notice ? ['class', 'role', 'style'] : [...(ALLOWED_ATTRS[el.tagName] ?? []), 'title'];
          expect(allowed, `${el.tagName}[${attr.name}] from ${JSON.stringify(content)}`).toContain(attr.name);
          // "javascript:" may appear as words or inside an https path; never as a scheme.
          expect(attr.value.replace(/\s/g, ''), content).not.toMatch(/^(?:javascript|vbscript|data:(?!image\/))/i);
        }
        if (el.tagName === 'IMG') expect(isSafeImageUrl(el.getAttribute('src') ?? ''), content).toBe(true);
        if (el.tagName === 'A') expect(isSafeLinkUrl(el.getAttribute('href') ?? ''), content).toBe(true);
        if (el.tagName === 'A') expect(el.getAttribute('href'), content).not.toMatch(/^(?:\/\/|\/\\)/);
      }
    }
  }, 120_000);
});
