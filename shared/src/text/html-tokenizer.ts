/**
 * A small, strict HTML tokenizer for the raw HTML lines authors may write (`<img …>`, `<div>…`, `<p>…`).
 * It only reads: what it returns is never re-emitted as is, the renderer rebuilds every tag from a
 * whitelist. Pure string code, so the browser and the server see the same tokens.
 */

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'open'; name: string; attrs: ReadonlyMap<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string };

/** Lines of light markup that are raw HTML: they start with an img, div or p tag. */
export const RAW_HTML_LINE = /^<\/?(?:img|div|p)\b/i;

/** Elements that are code or media, never article text: dropped with everything inside them. */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'svg',
  'math',
  'template',
  'textarea',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'select',
  'video',
  'audio',
  'canvas',
  'applet',
  'head',
]);

const WHITESPACE = /[\t\n\f\r ]/;
const TAG_NAME_START = /[A-Za-z]/;
// Elements whose content the browser reads as plain text up to their closing tag; tags inside
// them must not become tokens (`<script>a<b>c</script>` holds no <b>).
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  shy: '\u00AD',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  prime: '′',
  Prime: '″',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  ordm: 'º',
  ordf: 'ª',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  acirc: 'â',
  ecirc: 'ê',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  uuml: 'ü',
  atilde: 'ã',
  otilde: 'õ',
  ntilde: 'ñ',
  ccedil: 'ç',
  aring: 'å',
  aelig: 'æ',
  oslash: 'ø',
  szlig: 'ß',
  Aacute: 'Á',
  Eacute: 'É',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Ntilde: 'Ñ',
  Ccedil: 'Ç',
};
// Numeric references 128–159 name Windows-1252 characters (as browsers decode them).
const WINDOWS_1252 = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';
const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9A-Fa-f]{1,8})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;
// Control characters other than tab and newline carry no text and would only confuse parsers.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

function codePointText(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252.charAt(code - 0x80);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** Decodes character references (`&amp;`, `&#106;`, `&#x6A;`); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text
    .replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      // Named references need their semicolon here; "&copy2024" stays text.
      const value = name !== undefined && whole.endsWith(';') ? NAMED_ENTITIES[name] : undefined;
      return value ?? whole;
    })
    .replace(CONTROL_CHARS, '');
}

interface ParsedTag {
  name: string;
  attrs: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

function isSpace(ch: string): boolean {
  return ch !== '' && WHITESPACE.test(ch);
}

/** Reads a tag from just after "<" or "</"; null when the line ends before its ">". */
function parseTag(html: string, start: number): ParsedTag | null {
  const n = html.length;
  let i = start;
  while (i < n && !isSpace(html.charAt(i)) && html.charAt(i) !== '/' && html.charAt(i) !== '>') i += 1;
  const name = html.slice(start, i).toLowerCase();
  const attrs = new Map<string, string>();
  for (;;) {
    while (isSpace(html.charAt(i))) i += 1;
    if (i >= n) return null;
    const ch = html.charAt(i);
    if (ch === '>') return { name, attrs, selfClosing: false, end: i + 1 };
    if (ch === '/') {
      if (html.charAt(i + 1) === '>') return { name, attrs, selfClosing: true, end: i + 2 };
      i += 1;
      continue;
    }
    const nameStart = i;
    i += 1; // the first character belongs to the name even when it is "="
    while (i < n && !isSpace(html.charAt(i)) && !'/>='.includes(html.charAt(i))) i += 1;
    const attrName = html.slice(nameStart, i).toLowerCase();
    while (isSpace(html.charAt(i))) i += 1;
    let value = '';
    if (html.charAt(i) === '=') {
      i += 1;
      while (isSpace(html.charAt(i))) i += 1;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < n && !isSpace(html.charAt(i)) && html.charAt(i) !== '>') i += 1;
        value = html.slice(valueStart, i);
      }
    }
    // The first of duplicate attributes wins, as in browsers.
    if (!attrs.has(attrName)) attrs.set(attrName, decodeEntities(value));
  }
}

function indexOfEndTag(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at !== -1) {
    const after = lower.charAt(at + 2 + name.length);
    if (after === '' || after === '>' || after === '/' || isSpace(after)) return at;
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return -1;
}

/**
 * Splits one piece of HTML into text (entities decoded), start tags and end tags. Comments,
 * doctypes and processing instructions are dropped; a tag the input leaves unfinished is dropped.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const n = html.length;
  let textStart = 0;
  let i = 0;
  const flushText = (end: number) => {
    if (end > textStart) {
      const text = decodeEntities(html.slice(textStart, end));
      if (text !== '') tokens.push({ type: 'text', text });
    }
  };
  const skipTo = (next: number) => {
    i = next;
    textStart = next;
  };

  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html.charAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const end = html.indexOf('-->', lt + 4);
      skipTo(end === -1 ? n : end + 3);
    } else if (next === '!' || next === '?' || (next === '/' && !TAG_NAME_START.test(html.charAt(lt + 2)))) {
      // Doctype, processing instruction, "</>" or "</ x>": browsers treat these as comments.
      flushText(lt);
      const end = html.indexOf('>', lt + 2);
      skipTo(end === -1 ? n : end + 1);
    } else if (next === '/' || TAG_NAME_START.test(next)) {
      const closing = next === '/';
      const tag = parseTag(html, lt + (closing ? 2 : 1));
      flushText(lt);
      if (!tag) {
        skipTo(n);
        break;
      }
      skipTo(tag.end);
      if (closing) {
        tokens.push({ type: 'close', name: tag.name });
      } else {
        tokens.push({ type: 'open', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
        if (RAW_TEXT_ELEMENTS.has(tag.name)) {
          const end = indexOfEndTag(html, tag.name, i);
          const stop = end === -1 ? n : end;
          if (stop > i) tokens.push({ type: 'text', text: html.slice(i, stop).replace(CONTROL_CHARS, '') });
          skipTo(stop);
        }
      }
    } else {
      i = lt + 1; // a lone "<" is text
    }
  }
  flushText(n);
  return tokens;
}
