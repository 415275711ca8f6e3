export const EXCERPT_LENGTH = 150;

/** URL slug from a title: "Australia's Best Wreck Dives!" → "australias-best-wreck-dives" (same rule as the admin form). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The excerpt saved when none is given: the first 150 characters of the content plus "...". */
export function defaultExcerpt(content: string): string {
  const text = content.trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}
