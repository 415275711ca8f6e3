import DOMPurify from 'dompurify';

export interface RenderMarkupOptions {
  /** "* " lines become bullet lists (blog articles); reviews pass false. */
  bullets?: boolean;
}

export const LOCAL_IMAGE_NOTICE_TITLE = 'Image not available';
export const LOCAL_IMAGE_NOTICE_TEXT =
  'This image was uploaded locally and is not accessible in the published article. Please use a publicly accessible image URL.';

const FULL_WIDTH_IMAGE_STYLE = 'width:100%;height:auto;display:block;margin:1.5rem 0;border-radius:8px;';
const NOTICE_STYLE =
  'display:block;margin:1.5rem 0;padding:1rem;border:1px dashed #b0b8c1;border-radius:8px;background:#f5f7fa;color:#4a5561;text-align:center;';

// Only what the light markup produces and what authors put inside raw img/div/p lines survives;
// forms, media embeds, SVG and MathML never do.
const ALLOWED_TAGS = [
  'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li',
  'img', 'div', 'span', 'figure', 'figcaption', 'blockquote',
];
// No `style`: author CSS can overlay the page (position:fixed) or leak data through url();
// the renderer sets the only inline styles itself, after sanitising.
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'class'];
// DOMPurify's default minus the exotic schemes (ftp, callto, sms, cid, xmpp, matrix).
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const SAFE_LINK_URL = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE_URL = /^(?:https?:\/\/|\/(?!\/)|data:image\/)/i;
const RAW_HTML_LINE = /^<\/?(?:img|div|p)\b/i;
const BOLD_OPEN = '\u0001';
const BOLD_CLOSE = '\u0002';
const INLINE_TOKEN =
  /!\[([^\]]*)\]\(([^)\s\u0001\u0002]+)\)|\[([^\]]+)\]\(([^)\s\u0001\u0002]+)\)|(https?:\/\/[^\s<>"'\u0001\u0002]+)/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

function parseHost(url: string): URL | null {
  const value = url.trim();
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return null;
  // Scheme-less values ("localhost:5173/x.png", "//10.0.0.2/x") are what people paste from dev tools.
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
    ? value
    : value.startsWith('//') ? `http:${value}` : `http://${value}`;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/** True for URLs that only resolve on the author's machine or LAN, so readers can never load them. */
export function isLocalDevUrl(url: string): boolean {
  const value = url.trim().toLowerCase();
  if (value.startsWith('file:') || value.startsWith('blob:')) return true;
  const parsed = parseHost(value);
  if (!parsed) return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '0.0.0.0' ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    /^10\.\d+\.\d+\.\d+$/.test(host) ||
    /^192\.168\.\d+\.\d+$/.test(host) ||
    /^172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(host)
  );
}

const RAW_IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const MARKDOWN_IMG_SRC = /!\[[^\]]*\]\(([^)\s]+)\)/g;

/** For the admin warning: does the content reference any image readers cannot load? */
export function containsLocalImages(content: string): boolean {
  for (const match of content.matchAll(RAW_IMG_SRC)) {
    if (isLocalDevUrl(match[1] ?? match[2] ?? match[3] ?? '')) return true;
  }
  for (const match of content.matchAll(MARKDOWN_IMG_SRC)) {
    if (isLocalDevUrl(match[1] ?? '')) return true;
  }
  return false;
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

function stripBold(text: string): string {
  return text.replace(/[\u0001\u0002]/g, '');
}

function renderInline(raw: string): string {
  const marked = stripBold(raw).replace(/\*\*(.+?)\*\*/g, `${BOLD_OPEN}$1${BOLD_CLOSE}`);
  let html = '';
  let last = 0;
  for (const match of marked.matchAll(INLINE_TOKEN)) {
    const index = match.index ?? 0;
    html += escapeHtml(marked.slice(last, index));
    last = index + match[0].length;
    const [whole, alt, imageUrl, linkText, linkUrl, bareUrl] = match;
    if (imageUrl !== undefined) {
      html += SAFE_IMAGE_URL.test(imageUrl) || isLocalDevUrl(imageUrl)
        ? `<img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(stripBold(alt ?? ''))}">`
        : escapeHtml(whole);
    } else if (linkUrl !== undefined && linkText !== undefined) {
      html += SAFE_LINK_URL.test(linkUrl)
        ? `<a href="${escapeHtml(linkUrl)}">${escapeHtml(linkText)}</a>`
        : escapeHtml(whole);
    } else if (bareUrl !== undefined) {
      const [url, trailing] = splitTrailingPunctuation(bareUrl);
      html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(trailing)}`;
    }
  }
  html += escapeHtml(marked.slice(last));
  return html.replaceAll(BOLD_OPEN, '<strong>').replaceAll(BOLD_CLOSE, '</strong>');
}

function markupToHtml(content: string, bullets: boolean): string {
  const out: string[] = [];
  let listItems: string[] = [];
  const flushList = () => {
    if (listItems.length > 0) out.push(`<ul>${listItems.join('')}</ul>`);
    listItems = [];
  };

  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (bullets && line.startsWith('* ')) {
      listItems.push(`<li>${renderInline(line.slice(2).trim())}</li>`);
      continue;
    }
    flushList();
    if (line === '') out.push('<br/>');
    else if (line.startsWith('### ')) out.push(`<h3>${renderInline(line.slice(4).trim())}</h3>`);
    else if (line.startsWith('## ')) out.push(`<h2>${renderInline(line.slice(3).trim())}</h2>`);
    // "# " renders as h2, not h1: the page already shows the article title as its only h1,
    // and a second h1 would break the heading outline for screen readers and search engines.
    else if (line.startsWith('# ')) out.push(`<h2>${renderInline(line.slice(2).trim())}</h2>`);
    else if (RAW_HTML_LINE.test(line)) out.push(line);
    else out.push(`<p>${renderInline(line)}</p>`);
  }
  flushList();
  return out.join('');
}

// Built from spans with display:block so it stays valid where the image sat inside a <p>.
function localImageNotice(doc: Document): HTMLElement {
  const notice = doc.createElement('span');
  notice.className = 'markup-image-notice';
  notice.setAttribute('role', 'note');
  notice.setAttribute('style', NOTICE_STYLE);
  const title = doc.createElement('strong');
  title.setAttribute('style', 'display:block;');
  title.textContent = LOCAL_IMAGE_NOTICE_TITLE;
  const text = doc.createElement('span');
  text.setAttribute('style', 'display:block;margin-top:0.5rem;font-size:0.875rem;');
  text.textContent = LOCAL_IMAGE_NOTICE_TEXT;
  notice.append(title, text);
  return notice;
}

function finishImages(root: DocumentFragment, doc: Document): void {
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (isLocalDevUrl(src)) {
      img.replaceWith(localImageNotice(doc));
    } else if (src === '' || (/^\s*data:/i.test(src) && !/^\s*data:image\//i.test(src))) {
      img.remove();
    } else {
      img.setAttribute('style', FULL_WIDTH_IMAGE_STYLE);
      img.setAttribute('loading', 'lazy');
      img.setAttribute('decoding', 'async');
    }
  }
}

function finishLinks(root: DocumentFragment): void {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

// A private instance, so the hook below cannot change how other code using DOMPurify behaves.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // A local image src (file:, blob:, "localhost:5173/...") would fail the URI check and vanish
    // silently; keep it so finishImages can replace the whole image with the notice.
    if (node.nodeName === 'IMG' && data.attrName === 'src' && isLocalDevUrl(data.attrValue)) {
      data.forceKeepAttr = true;
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Renders the light markup used by review and blog bodies into sanitised HTML,
 * ready for `dangerouslySetInnerHTML`.
 */
export function renderMarkup(content: string, options: RenderMarkupOptions = {}): string {
  const html = markupToHtml(content, options.bullets ?? true);
  const fragment = getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const doc = fragment.ownerDocument;
  finishImages(fragment, doc);
  finishLinks(fragment);
  const container = doc.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
