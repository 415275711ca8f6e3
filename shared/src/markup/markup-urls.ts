/**
 * Which URLs author markup may use. Pure string rules (no DOM), so the browser and the server
 * decide the same way.
 */

// After the single leading "/", a character that can only start a path, query or fragment.
// "//host", "/\host" (browsers read "\" as "/") and "/<tab>/host" (the URL parser drops tabs)
// would all leave the site.
const SITE_PATH = /^\/(?:$|[A-Za-z0-9\-._~!$&'()*+,;=:@%?#])/;
const HTTP_URL = /^https?:\/\//i;
const MAILTO_URL = /^mailto:\S/i;
const DATA_IMAGE_URL = /^data:image\//i;
// The URL parser strips tabs and newlines anywhere and other controls at the ends, which could
// turn a harmless-looking value into another one; such values are refused outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

function clean(url: string): string | null {
  const value = url.replace(/^[ \u00A0]+|[ \u00A0]+$/g, '');
  return value === '' || CONTROL_CHARS.test(value) ? null : value;
}

/** Links: http(s), mailto and site paths ("/dive-sites"), nothing else. */
export function isSafeLinkUrl(url: string): boolean {
  const value = clean(url);
  return value !== null && (HTTP_URL.test(value) || MAILTO_URL.test(value) || SITE_PATH.test(value));
}

/** Images: http(s), site paths and inline data:image/ sources. */
export function isSafeImageUrl(url: string): boolean {
  const value = clean(url);
  return value !== null && value !== '/' && (HTTP_URL.test(value) || SITE_PATH.test(value) || DATA_IMAGE_URL.test(value));
}

function parseHost(url: string): URL | null {
  const value = url.trim();
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return null;
  // Scheme-less values ("localhost:5173/x.png", "//10.0.0.2/x") are what people paste from dev tools.
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : value.startsWith('//') ? `http:${value}` : `http://${value}`;
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

/** An author's width or height attribute ("600", "600px") as whole pixels, or null when it is anything else. */
export function pixelSize(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d{1,4})(?:px)?$/i);
  const size = match ? Number(match[1]) : 0;
  return size >= 1 && size <= 4000 ? size : null;
}
