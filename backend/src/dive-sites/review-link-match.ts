// Shared with the site search's queries (common/sql-like.ts); re-exported for this module's repository.
export { escapeLike, LIKE_ESCAPE } from '../common/sql-like';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The page path of a link or a page address: "/blog/x", "/blog/x/", "/blog/x?utm=1" and
 * "https://divedownunder.com.au/blog/x" all give "/blog/x". Null when there is no page path
 * (the home page "/" names no article, and other text is not an address).
 */
export function normalisePagePath(link: string | null | undefined): string | null {
  const text = (link ?? '').trim();
  let path: string;
  if (text.startsWith('/') && !text.startsWith('//')) {
    path = text.split(/[?#]/, 1)[0] ?? '';
  } else {
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  const trimmed = safeDecode(path).replace(/\/+$/, '');
  return trimmed === '' ? null : trimmed;
}

/** True when a stored review link points at the given (normalised) page path. */
export function linkPathMatches(reviewLink: string | null, path: string): boolean {
  return normalisePagePath(reviewLink) === path;
}
