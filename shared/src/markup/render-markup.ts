import { DROPPED_WITH_CONTENT, RAW_HTML_LINE, tokenizeHtml, type HtmlToken } from '../text/html-tokenizer';
import { mediaSrcSet, mediaVariantUrl, parseMediaUrl, type MediaRef } from '../media/media-names';
import { isLocalDevUrl, isSafeImageUrl, isSafeLinkUrl, pixelSize } from './markup-urls';

export { containsLocalImages, isLocalDevUrl, isSafeImageUrl, isSafeLinkUrl } from './markup-urls';

export interface RenderMarkupOptions {
  /**
   * "* " lines become bullet lists (default). The spec names bullets for the blog; reviews keep them
   * too, because the reviews we publish use them (README, "Choices where the spec is silent").
   * false leaves the lines as text.
   */
  bullets?: boolean;
  /**
   * Seller address → the site's counted /go/ link. A body link whose address is exactly a
   * product's affiliate link points at the /go/ link instead, marked as a paid link.
   */
  affiliateLinks?: ReadonlyMap<string, string>;
}

export const LOCAL_IMAGE_NOTICE_TITLE = 'Image not available';
export const LOCAL_IMAGE_NOTICE_TEXT =
  'This image was uploaded locally and is not accessible in the published article. Please use a publicly accessible image URL.';

// 12px: the theme's one corner radius (shape.borderRadius), written out because this is plain HTML.
const IMAGE_STYLE = 'width:100%;height:auto;display:block;margin:1.5rem auto;border-radius:12px;';
const NOTICE_STYLE =
  'display:block;margin:1.5rem 0;padding:1rem;border:1px dashed #b0b8c1;border-radius:12px;background:#f5f7fa;color:#4a5561;text-align:center;';
const LINK_ATTRS = ' target="_blank" rel="noopener noreferrer"';
const AFFILIATE_LINK_ATTRS = ' target="_blank" rel="sponsored noopener noreferrer"';
// Nesting deeper than this is dropped (its text stays): no page needs it, and it bounds the work.
const MAX_DEPTH = 24;

// What raw HTML lines may contain. Everything else loses its tag (its text stays), except the
// DROPPED_WITH_CONTENT elements, which lose their content too.
const FLOW_CONTAINERS = new Set(['div', 'blockquote', 'figure', 'figcaption', 'li']);
const PHRASING_CONTAINERS = new Set(['p', 'h2', 'h3', 'span', 'strong', 'b', 'em', 'i', 'u', 'a']);
const LISTS = new Set(['ul', 'ol']);
const BLOCKS = new Set(['div', 'blockquote', 'figure', 'figcaption', 'ul', 'ol', 'p', 'h2', 'h3']);

// Bold pairs are marked with two control characters (removed from the author's text first) and
// other control characters are dropped, so these regular expressions match them on purpose.
/* eslint-disable no-control-regex */
const BOLD_OPEN = '\u0001';
const BOLD_CLOSE = '\u0002';
const BOLD_MARKERS = /[\u0001\u0002]/g;
const BOLD_MARKER_PARTS = /([\u0001\u0002])/;
const NOT_BOLD_MARKERS = /[^\u0001\u0002]/g;
const INLINE_TOKEN = /!\[([^\]]*)\]\(([^)\s\u0001\u0002]+)\)|\[([^\]]+)\]\(([^)\s\u0001\u0002]+)\)|(https?:\/\/[^\s<>"'\u0001\u0002]+)/g;
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
/* eslint-enable no-control-regex */

// The same escaping browsers use when they serialise HTML, so the output reads back unchanged.
function escapeText(text: string): string {
  return text.replace(/[&<>\u00A0]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&nbsp;'));
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const NOTICE_HTML =
  `<span class="markup-image-notice" role="note" style="${NOTICE_STYLE}">` +
  `<strong style="display:block;">${escapeText(LOCAL_IMAGE_NOTICE_TITLE)}</strong>` +
  `<span style="display:block;margin-top:0.5rem;font-size:0.875rem;">${escapeText(LOCAL_IMAGE_NOTICE_TEXT)}</span></span>`;

interface ImageSpec {
  src: string;
  alt: string;
  title?: string;
  width?: string;
  height?: string;
}

/**
 * An image at full width, or at most the width the author chose in the editor (300/600/800/1200);
 * a local development URL becomes the notice; any other unsafe source drops the image.
 */
function imageHtml({ src, alt, title, width, height }: ImageSpec): string {
  const url = src.trim();
  if (isLocalDevUrl(url)) return NOTICE_HTML;
  if (!isSafeImageUrl(url)) return '';
  const w = pixelSize(width);
  const h = pixelSize(height);
  const size = w !== null ? ` width="${w}"${h !== null ? ` height="${h}"` : ''}` : '';
  const style = w !== null ? IMAGE_STYLE.replace('width:100%;', `width:100%;max-width:${w}px;`) : IMAGE_STYLE;
  const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
  const photo = parseMediaUrl(url);
  if (photo) return uploadedPhotoHtml(photo, { alt, titleAttr, style, width: w });
  return `<img src="${escapeAttr(url)}" alt="${escapeAttr(alt)}"${titleAttr}${size} loading="lazy" decoding="async" style="${style}">`;
}

/** Widest an article or review body shows an image (its text column). */
const BODY_IMAGE_MAX_WIDTH = 800;

/**
 * An uploaded photo: AVIF and WebP sources and JPEG widths for the browser to choose from, and its
 * real proportions as width/height so the text does not jump when it arrives.
 */
function uploadedPhotoHtml(
  photo: MediaRef,
  { alt, titleAttr, style, width }: { alt: string; titleAttr: string; style: string; width: number | null },
): string {
  const shown = width ?? BODY_IMAGE_MAX_WIDTH;
  const sizes = `(max-width: ${shown}px) 100vw, ${shown}px`;
  const w = width ?? photo.width;
  const h = Math.round((w * photo.height) / photo.width);
  const source = (format: 'avif' | 'webp') =>
    `<source type="image/${format}" srcset="${escapeAttr(mediaSrcSet(photo, format))}" sizes="${sizes}">`;
  return (
    `<picture>${source('avif')}${source('webp')}` +
    `<img src="${escapeAttr(mediaVariantUrl(photo, shown))}" srcset="${escapeAttr(mediaSrcSet(photo, 'jpg'))}" sizes="${sizes}" alt="${escapeAttr(alt)}"${titleAttr}` +
    ` width="${w}" height="${h}" loading="lazy" decoding="async" style="${style}"></picture>`
  );
}

type SellerLinks = ReadonlyMap<string, string> | undefined;

function linkOpen(sellerLinks: SellerLinks, href: string, title?: string): string {
  const url = href.trim();
  const counted = sellerLinks?.get(url);
  const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
  if (counted) return `<a href="${escapeAttr(counted)}"${titleAttr}${AFFILIATE_LINK_ATTRS}>`;
  return `<a href="${escapeAttr(url)}"${titleAttr}${LINK_ATTRS}>`;
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** "See https://x.com/a." links "https://x.com/a", not the sentence's full stop. */
function splitTrailingPunctuation(url: string): [string, string] {
  let end = url.length;
  while (end > 0 && /[.,;:!?)\]]/.test(url.charAt(end - 1))) {
    const head = url.slice(0, end);
    // A balanced closing parenthesis is part of the URL, e.g. Wikipedia's ".../Manta_(genus)".
    if (head.endsWith(')') && count(head, '(') >= count(head, ')')) break;
    end -= 1;
  }
  return [url.slice(0, end), url.slice(end)];
}

/**
 * One markup line's inline content: bold, markdown images and links, bare URLs. Bold pairs may
 * straddle a link's edge; the strong element is then closed and reopened around it so tags nest.
 * Inside an author's raw <a>, links render as their text (a link may not contain a link).
 */
function renderInline(raw: string, insideLink: boolean, sellerLinks: SellerLinks): string {
  const marked = raw.replace(BOLD_MARKERS, '').replace(/\*\*(.+?)\*\*/g, `${BOLD_OPEN}$1${BOLD_CLOSE}`);
  let bold = false;
  const text = (value: string): string =>
    value
      .split(BOLD_MARKER_PARTS)
      .map((part) => {
        if (part === BOLD_OPEN) bold = true;
        if (part === BOLD_CLOSE) bold = false;
        return part === BOLD_OPEN ? '<strong>' : part === BOLD_CLOSE ? '</strong>' : escapeText(part);
      })
      .join('');
  const link = (href: string, label: string): string => {
    if (insideLink) return text(label);
    if (!label.includes(BOLD_OPEN) && !label.includes(BOLD_CLOSE)) return `${linkOpen(sellerLinks, href)}${escapeText(label)}</a>`;
    const wasBold = bold;
    const inner = text(label);
    return `${wasBold ? '</strong>' : ''}${linkOpen(sellerLinks, href)}${wasBold ? '<strong>' : ''}${inner}${bold ? '</strong>' : ''}</a>${bold ? '<strong>' : ''}`;
  };

  let html = '';
  let last = 0;
  for (const match of marked.matchAll(INLINE_TOKEN)) {
    const index = match.index ?? 0;
    html += text(marked.slice(last, index));
    last = index + match[0].length;
    const [whole, alt, imageUrl, linkText, linkUrl, bareUrl] = match;
    if (imageUrl !== undefined) {
      const image = imageHtml({ src: imageUrl, alt: (alt ?? '').replace(BOLD_MARKERS, '') });
      // A bold pair may open or close inside the alt text: its tags go after the (void) image.
      html += image ? image + text((alt ?? '').replace(NOT_BOLD_MARKERS, '')) : text(whole);
    } else if (linkUrl !== undefined && linkText !== undefined) {
      html += isSafeLinkUrl(linkUrl) ? link(linkUrl, linkText) : text(whole);
    } else if (bareUrl !== undefined) {
      const [url, trailing] = splitTrailingPunctuation(bareUrl);
      html += `${insideLink ? escapeText(url) : `${linkOpen(sellerLinks, url)}${escapeText(url)}</a>`}${escapeText(trailing)}`;
    }
  }
  return html + text(marked.slice(last));
}

interface OpenElement {
  tag: string;
  hasContent: boolean;
}

/**
 * Builds the output with one stack of the elements raw HTML lines left open, so every tag is
 * closed, in order. Block elements are only ever placed where HTML allows them (never inside a
 * <p>, heading or inline element; lists hold only items), so a browser parses the string into
 * exactly the tree it describes: the same on the server and in the client, with nothing to fix up.
 */
class HtmlBuilder {
  private readonly out: string[] = [];
  private readonly stack: OpenElement[] = [];
  /** A dropped element (script, svg, ...) whose content is being skipped, until the line ends. */
  private skipping: { name: string; depth: number } | null = null;

  constructor(private readonly sellerLinks: SellerLinks) {}

  private get top(): OpenElement | undefined {
    return this.stack.at(-1);
  }

  private kind(): 'flow' | 'phrasing' | 'list' {
    const tag = this.top?.tag;
    if (tag === undefined || FLOW_CONTAINERS.has(tag)) return 'flow';
    return LISTS.has(tag) ? 'list' : 'phrasing';
  }

  private pop(): void {
    const element = this.stack.pop();
    if (element) this.out.push(`</${element.tag}>`);
  }

  private write(html: string): void {
    if (html === '') return;
    if (this.top) this.top.hasContent = true;
    this.out.push(html);
  }

  private push(tag: string, openTag: string): void {
    this.write(openTag);
    this.stack.push({ tag, hasContent: false });
  }

  /** Lists take only items: anything else closes them first. */
  private leaveList(): void {
    while (this.kind() === 'list') this.pop();
  }

  /** Closes elements until a block may go here. */
  private toFlow(): void {
    while (this.kind() !== 'flow') this.pop();
  }

  get insideLink(): boolean {
    return this.stack.some((element) => element.tag === 'a');
  }

  block(html: string): void {
    this.toFlow();
    this.write(html);
  }

  paragraph(inline: string): void {
    this.leaveList();
    if (this.kind() === 'flow') {
      this.write(`<p>${inline}</p>`);
    } else {
      // Inside an author's open <p> or <span>: the line joins it, on a new line.
      if (this.top?.hasContent) this.write('<br>');
      this.write(inline);
    }
  }

  lineBreak(): void {
    this.leaveList();
    this.write('<br>');
  }

  rawLine(line: string): void {
    for (const token of tokenizeHtml(line)) this.rawToken(token);
    this.skipping = null;
  }

  private rawToken(token: HtmlToken): void {
    if (this.skipping) {
      if (token.type !== 'text' && token.name === this.skipping.name) {
        this.skipping.depth += token.type === 'open' ? 1 : -1;
        if (this.skipping.depth === 0) this.skipping = null;
      }
      return;
    }
    if (token.type === 'text') this.rawText(token.text);
    else if (token.type === 'open') this.rawOpen(token.name, token.attrs, token.selfClosing);
    else this.rawClose(token.name);
  }

  private rawText(text: string): void {
    if (this.kind() === 'list' && text.trim() === '') return;
    this.leaveList();
    this.write(escapeText(text));
  }

  private rawOpen(name: string, attrs: ReadonlyMap<string, string>, selfClosing: boolean): void {
    if (DROPPED_WITH_CONTENT.has(name)) {
      // "<svg/>" is complete; "<script/>" is not (browsers ignore the slash there).
      if (!(selfClosing && (name === 'svg' || name === 'math'))) this.skipping = { name, depth: 1 };
      return;
    }
    const title = attrs.get('title')?.trim();
    const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
    if (name === 'br') {
      this.lineBreak();
    } else if (name === 'img') {
      this.leaveList();
      this.write(
        imageHtml({
          src: attrs.get('src') ?? '',
          alt: attrs.get('alt') ?? '',
          title,
          width: attrs.get('width'),
          height: attrs.get('height'),
        }),
      );
    } else if (this.stack.length >= MAX_DEPTH) {
      return;
    } else if (name === 'li') {
      if (this.top?.tag === 'li') this.pop();
      if (this.kind() === 'list') this.push('li', `<li${titleAttr}>`);
    } else if (BLOCKS.has(name)) {
      this.toFlow();
      this.push(name, `<${name}${titleAttr}>`);
    } else if (name === 'a') {
      const href = attrs.get('href') ?? '';
      if (this.insideLink || !isSafeLinkUrl(href)) return;
      this.leaveList();
      this.push('a', linkOpen(this.sellerLinks, href, title));
    } else if (PHRASING_CONTAINERS.has(name)) {
      this.leaveList();
      this.push(name, `<${name}${titleAttr}>`);
    }
  }

  private rawClose(name: string): void {
    if (!this.stack.some((element) => element.tag === name)) return;
    while (this.top && this.top.tag !== name) this.pop();
    this.pop();
  }

  finish(): string {
    while (this.stack.length > 0) this.pop();
    return this.out.join('');
  }
}

/**
 * Renders the light markup of review and blog bodies into HTML for `dangerouslySetInnerHTML` (the
 * pages) and for the RSS feeds' full text (backend/src/feeds/feeds.service.ts).
 * Pure (no DOM): the same input gives the same string on the server and in the browser.
 * Safe by construction: text is escaped, and raw HTML lines are re-emitted only as whitelisted
 * tags with whitelisted attributes (no class, id, style or event handlers from authors; links
 * http(s), mailto or site paths; images http(s), site paths or data:image/).
 */
export function renderMarkup(content: string, options: RenderMarkupOptions = {}): string {
  const bullets = options.bullets ?? true;
  const sellerLinks = options.affiliateLinks;
  const builder = new HtmlBuilder(sellerLinks);
  let listItems: string[] = [];
  const flushList = () => {
    if (listItems.length > 0) builder.block(`<ul>${listItems.join('')}</ul>`);
    listItems = [];
  };
  // Blocks (headings, lists) first close whatever raw elements are open, so they are never inside a link.
  const inline = (text: string) => renderInline(text, false, sellerLinks);

  const lines = content.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').split('\n');
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (bullets && line.startsWith('* ')) {
      listItems.push(`<li>${inline(line.slice(2).trim())}</li>`);
      continue;
    }
    flushList();
    if (line === '') builder.lineBreak();
    else if (line.startsWith('### ')) builder.block(`<h3>${inline(line.slice(4).trim())}</h3>`);
    else if (line.startsWith('## ')) builder.block(`<h2>${inline(line.slice(3).trim())}</h2>`);
    // "# " renders as h2, not h1: the page already shows the article title as its only h1,
    // and a second h1 would break the heading outline for screen readers and search engines.
    else if (line.startsWith('# ')) builder.block(`<h2>${inline(line.slice(2).trim())}</h2>`);
    else if (RAW_HTML_LINE.test(line)) builder.rawLine(line);
    else builder.paragraph(renderInline(line, builder.insideLink, sellerLinks));
  }
  flushList();
  return builder.finish();
}
