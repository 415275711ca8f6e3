/** Articles and reviews share the spec's excerpt length and slug rule (the admin form uses the same rule). */
export const EXCERPT_LENGTH = 150;

/** URL slug from a title: "Australia's Best Wreck Dives!" → "australias-best-wreck-dives"; lowercase, punctuation removed, whitespace and hyphen runs → one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The excerpt saved when the admin leaves it empty: the first 150 characters of the content plus "...". */
export function defaultExcerpt(content: string): string {
  const text = content.trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}
