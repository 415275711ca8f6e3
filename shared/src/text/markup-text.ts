import { DROPPED_WITH_CONTENT, RAW_HTML_LINE, tokenizeHtml } from './html-tokenizer';

/**
 * Plain text of a light-markup body, for excerpts and meta descriptions. Pure and free of
 * dependencies beyond html-tokenizer.ts, so the backend can carry the same two files and the
 * server and the browser derive the same text.
 */

/** The spec's ellipsis for shortened excerpts: three full stops. */
export const EXCERPT_ELLIPSIS = '...';
/** Meta/social descriptions: the first 160 characters of the text. */
export const DESCRIPTION_LENGTH = 160;

// Tags that separate words when they are removed ("<p>a</p><p>b</p>" reads "a b", not "ab").
const WORD_BREAKING_TAGS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h2', 'h3', 'blockquote', 'figure', 'figcaption', 'img']);

/** The text of a raw HTML line: tags removed, entities decoded, scripts, media and images dropped. */
function rawHtmlText(line: string): string {
  let text = '';
  let skipping: { name: string; depth: number } | null = null;
  for (const token of tokenizeHtml(line)) {
    if (skipping) {
      if (token.type !== 'text' && token.name === skipping.name) {
        skipping.depth += token.type === 'open' ? 1 : -1;
        if (skipping.depth === 0) skipping = null;
      }
    } else if (token.type === 'text') {
      text += token.text;
    } else if (token.type === 'open' && DROPPED_WITH_CONTENT.has(token.name)) {
      if (!(token.selfClosing && (token.name === 'svg' || token.name === 'math'))) skipping = { name: token.name, depth: 1 };
    } else if (WORD_BREAKING_TAGS.has(token.name)) {
      text += ' ';
    }
  }
  return text;
}

function lineText(line: string): string {
  if (RAW_HTML_LINE.test(line)) return rawHtmlText(line);
  return line
    .replace(/^(?:#{1,3} |\* )/, '')
    .replace(/!\[[^\]]*\]\([^)\s]+\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1');
}

/**
 * The words of a light-markup body: heading and bullet markers, bold markers, images and raw HTML
 * tags removed, links reduced to their text, whitespace collapsed to single spaces.
 */
export function markupToPlainText(content: string): string {
  return content
    .split(/\r\n?|\n/)
    .map((line) => lineText(line.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts plain text to at most `max` characters at a word boundary (mid-word only when the first
 * word alone is longer than half of `max`) and adds "..." when it shortened anything.
 */
export function cutAtWord(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let cut = plain.slice(0, max);
  if (plain.charAt(max) !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > max / 2) cut = cut.slice(0, lastSpace);
  }
  // Never end on half of a surrogate pair (emoji), nor on punctuation the ellipsis replaces.
  cut = cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s.,;:\-–—]+$/, '');
  return `${cut}${EXCERPT_ELLIPSIS}`;
}

/** A body's excerpt: its plain text, cut at a word boundary to `max` characters plus "..." when longer. */
export function excerptFromContent(content: string, max = DESCRIPTION_LENGTH): string {
  return cutAtWord(markupToPlainText(content), max);
}
