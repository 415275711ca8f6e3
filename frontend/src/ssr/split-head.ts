/**
 * React 19 renders a page's <title>, <meta> and <link> elements (and its resource preloads) at the
 * very start of its HTML when the root is not a whole document. They belong in <head>: split that
 * leading run off so the server can put it there.
 */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

export function splitHoistedHead(html: string): { hoisted: string; body: string } {
  let rest = html;
  let hoisted = '';
  for (;;) {
    const match = LEADING_HEAD_TAG.exec(rest);
    if (!match) break;
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}
