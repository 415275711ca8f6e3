// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeEntities, tokenizeHtml } from './html-tokenizer';

describe(tokenizeHtml.name, () => {
  it('reads tags, attributes in every quoting style and text', () => {
    expect(tokenizeHtml(`<IMG SRC="a.png" alt='A "b"' width=600 hidden/>x</p>`)).toEqual([
      {
        type: 'open',
        name: 'img',
        attrs: new Map([
          ['src', 'a.png'],
          ['alt', 'A "b"'],
          ['width', '600'],
          ['hidden', ''],
        ]),
        selfClosing: true,
      },
      { type: 'text', text: 'x' },
      { type: 'close', name: 'p' },
    ]);
  });

  it('keeps the first of duplicate attributes and decodes values', () => {
    const [token] = tokenizeHtml('<a href="/a" href="/b" title="&quot;x&quot;">');
    expect(token).toMatchObject({
      type: 'open',
      attrs: new Map([
        ['href', '/a'],
        ['title', '"x"'],
      ]),
    });
  });

  it('drops comments, doctypes and an unfinished tag', () => {
    expect(tokenizeHtml('a<!-- <b> -->b<!doctype html>c<?x?>d</>e<p title="x')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
      { type: 'text', text: 'c' },
      { type: 'text', text: 'd' },
      { type: 'text', text: 'e' },
    ]);
  });

  it('reads a script body as text, not tags', () => {
    expect(tokenizeHtml('<script>a<b>c</script >d')).toEqual([
      { type: 'open', name: 'script', attrs: new Map(), selfClosing: false },
      { type: 'text', text: 'a<b>c' },
      { type: 'close', name: 'script' },
      { type: 'text', text: 'd' },
    ]);
  });

  it('treats a lone "<" as text', () => {
    expect(tokenizeHtml('3 < 4 <= 5')).toEqual([{ type: 'text', text: '3 < 4 <= 5' }]);
  });
});

describe(decodeEntities.name, () => {
  it('decodes named, decimal and hex references', () => {
    expect(decodeEntities('&lt;&amp;&gt; &eacute; &#106;&#x6A;&#X6a &#150; &#0; &#xD800;')).toBe('<&> é jjj – \uFFFD \uFFFD');
  });

  it('leaves unknown or unterminated names and drops control characters', () => {
    expect(decodeEntities('&nosuch; &copy2026 a\u0000b\u0007c')).toBe('&nosuch; &copy2026 abc');
  });
});
