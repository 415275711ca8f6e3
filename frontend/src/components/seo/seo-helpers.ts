export const SITE_NAME = 'Dive Down Under';
export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.svg';

/** "Shop" → "Shop | Dive Down Under"; the bare site name stays as it is. */
export function pageTitle(title: string): string {
  const trimmed = title.trim();
  return !trimmed || trimmed === SITE_NAME ? SITE_NAME : `${trimmed} | ${SITE_NAME}`;
}

/** Social networks and structured data need absolute URLs; site paths resolve against the origin. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** JSON for an inline <script>: "<" is escaped so text like "</script>" cannot end the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Plain text for a meta description: whitespace collapsed, cut at a word boundary with "…". */
export function metaDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
